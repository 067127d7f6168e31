"""The shared determinized search: mean-value choice, ties, constant strength, reproducibility,
and the sampled-world check every game's ``sample_world`` is tested with."""

from __future__ import annotations

import random

from engine.ai.search import DeterminizedBot, best_index, world_mismatch
from engine.core import Action
from engine.games.belote import BeloteOptions, new_state
from engine.games.belote.worlds import sample_world as belote_world


class _World:
    """A stand-in world: an action's value is fixed per action plus this world's noise."""

    def __init__(self, noise: float, values: dict[str, float]) -> None:
        self.noise = noise
        self.values = values
        self.value = 0.0
        self.history: list[Action] = []

    def clone(self) -> _World:
        return _World(self.noise, self.values)

    def apply(self, action: Action) -> None:
        self.history.append(action)
        self.value = self.values[str(action)] + self.noise


def _bot(
    values: dict[str, float],
    worlds: int = 8,
    time_cap: float = 60.0,
    seen: list[float] | None = None,
) -> DeterminizedBot:
    def sample(obs: object, rng: random.Random) -> _World:
        noise = rng.uniform(-1, 1)
        if seen is not None:
            seen.append(noise)
        return _World(noise, values)

    return DeterminizedBot(
        "t",
        sample,
        lambda w, rng: None,  # type: ignore[arg-type]
        lambda w, seat: w.value,
        worlds=worlds,  # type: ignore[attr-defined]
        time_cap=time_cap,
    )


class _Obs:
    seat = 0


ACTS = [Action.parse(t) for t in ("a", "b", "c")]


def test_best_mean_wins_and_every_action_is_played_in_every_world():
    bot = _bot({"a": 1.0, "b": 3.0, "c": 2.0}, worlds=5)
    assert bot.choose(_Obs(), ACTS, random.Random(1)) == Action("b")  # type: ignore[arg-type]
    assert bot.stats.worlds == 5 and bot.stats.rollouts == 15
    assert bot.stats.values["b"] > bot.stats.values["c"] > bot.stats.values["a"]


def test_ties_go_to_the_earliest_action():
    bot = _bot({"a": 0.0, "b": 2.0, "c": 2.0})
    assert bot.choose(_Obs(), ACTS, random.Random(3)) == Action("b")  # type: ignore[arg-type]
    bot = _bot({"a": 2.0, "b": 2.0, "c": 2.0})
    assert bot.choose(_Obs(), ACTS, random.Random(3)) == Action("a")  # type: ignore[arg-type]


def test_a_preferred_action_wins_within_the_margin_only():
    values = [1.0, 3.0, 2.5]
    assert best_index(values) == 1
    assert best_index(values, [False, False, False], 10.0) == 1  # nothing preferred
    assert best_index(values, [False, False, True], 0.5) == 2  # 0.5 behind: within
    assert best_index(values, [False, False, True], 0.49) == 1  # just beyond
    assert best_index(values, [True, False, True], 5.0) == 2  # the best preferred one
    assert best_index(values, [True, True, False], 5.0) == 1  # the best is preferred


def test_the_search_favours_preferred_actions_on_a_near_tie():
    values = {"a": 0.0, "b": 2.0, "c": 1.8}
    bot = _bot(values)
    assert bot.choose(_Obs(), ACTS, random.Random(1)) == Action("b")  # type: ignore[arg-type]
    bot.prefer = lambda obs, acts: [str(a) == "c" for a in acts]
    bot.margin = 0.25
    assert bot.choose(_Obs(), ACTS, random.Random(1)) == Action("c")  # type: ignore[arg-type]
    bot.margin = 0.1
    assert bot.choose(_Obs(), ACTS, random.Random(1)) == Action("b")  # type: ignore[arg-type]


def test_same_seed_same_worlds_other_seed_other_worlds():
    runs = []
    for seed in (7, 7, 8):
        seen: list[float] = []
        _bot({"a": 0.0, "b": 1.0, "c": 0.5}, seen=seen).choose(_Obs(), ACTS, random.Random(seed))  # type: ignore[arg-type]
        runs.append(seen)
    assert runs[0] == runs[1] and len(runs[0]) == 8
    assert runs[0] != runs[2]


def test_the_time_cap_is_only_a_safety_net_after_one_world():
    bot = _bot({"a": 0.0, "b": 1.0, "c": 0.5}, worlds=50, time_cap=0.0)
    assert bot.choose(_Obs(), ACTS, random.Random(1)) == Action("b")  # type: ignore[arg-type]
    assert bot.stats.worlds == 1


def test_a_single_candidate_is_returned_without_search():
    bot = _bot({"a": 0.0})
    assert bot.choose(_Obs(), ACTS[:1], random.Random(1)) == Action("a")  # type: ignore[arg-type]
    assert bot.stats.rollouts == 0


def test_world_mismatch_catches_a_sampler_that_ignores_the_observation():
    state = new_state(BeloteOptions(variant="coinche"), 4)
    obs = state.observation(0)

    def careless(o: object, rng: random.Random):  # a fresh random deal: wrong hand
        return new_state(BeloteOptions(variant="coinche"), rng.randrange(10**6))

    problem = world_mismatch(careless, obs, random.Random(0), 3)  # type: ignore[arg-type]
    assert problem is not None and "hand" in problem
    assert world_mismatch(belote_world, obs, random.Random(0), 3) is None  # type: ignore[arg-type]
