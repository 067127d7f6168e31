"""Every registered game keeps the protocol's invariants over random playouts."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.conformance import check_playout
from engine.registry import list_games

GAMES = list_games()


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
@pytest.mark.parametrize("seed", range(6))
def test_random_playouts_keep_invariants(game, seed):
    final = check_playout(game, game.options_type(), seed)
    assert final.is_terminal
    result = final.result()
    assert result is not None and result.winners


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**63 - 1))
def test_property_random_seeds(game, seed):
    check_playout(game, game.options_type(), seed, roundtrip=False)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_same_seed_same_record(game):
    import random

    from engine.records import make_record

    def run(disturb: bool):
        state = game.new_state(game.options_type(), 42)
        rng = random.Random(7)
        while not state.is_terminal:
            if disturb:
                random.random()  # the global RNG must not matter
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        return make_record(state), state.snapshot()

    assert run(False) == run(True)
