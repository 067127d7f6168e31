"""engine.rng: the fast shuffle deals exactly what ``random.Random.shuffle`` deals."""

from __future__ import annotations

import random

import pytest

from engine.rng import make_rng, shuffle


@pytest.mark.parametrize("n", [0, 1, 2, 3, 7, 32, 52, 108])
def test_shuffle_matches_random_shuffle_and_leaves_the_same_generator_state(n):
    for seed in range(200):
        ours, theirs = list(range(n)), list(range(n))
        rng, ref = make_rng(seed), random.Random(seed)
        shuffle(rng, ours)
        ref.shuffle(theirs)
        assert ours == theirs
        assert rng.getstate() == ref.getstate()  # the next draws stay the same too


def test_shuffle_permutes_in_place():
    items = list("abcdefgh")
    shuffle(make_rng(5), items)
    assert sorted(items) == list("abcdefgh")
    assert items != list("abcdefgh")
