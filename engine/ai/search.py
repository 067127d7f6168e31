"""Determinized search shared by the trick games: perfect-information Monte Carlo (PIMC).

A game supplies three functions:

* ``sample_world(observation, rng) -> State``: a complete engine state that the seat could be
  in, dealing the cards it cannot see consistently with everything it has seen (hand sizes,
  voids shown by failing to follow suit, cards played, turned or shown cards, bids). Every
  sampled world must reproduce the observation exactly: :func:`world_mismatch` checks it and
  the tests of every game run it over many random positions.
* ``rollout(world, rng) -> None``: play the world on (all seats, full information is fine:
  it is a sampled world, not the real game) to the end of whatever the utility scores,
  usually the current deal.
* ``utility(world, seat) -> float``: how good the played-out world is for ``seat`` (e.g. the
  deal's points for its team minus the opponents').

:class:`DeterminizedBot` samples a fixed number of worlds per decision (constant strength: a
busy machine makes it slower, never weaker), plays every candidate action in every world
with the same rollout seed (common random numbers, so actions are compared on the same
luck), and picks the best mean. A game may give ``solve``: where it returns values (e.g. an
exact double-dummy solution once few cards are left), they stand for the world's rollouts.
Ties go to the earliest candidate, so with the same ``rng``
the decision is the same. A time cap is only a safety net against pathological positions;
normal decisions never reach it.

A game may also give ``prefer``: the candidates it would rather play when the search cannot
tell them from the best (trick games: the cards that leave a winning partner master of the
trick). :func:`best_index` then picks the best preferred candidate whenever its mean is
within ``margin`` of the best mean. Sampled worlds make near-ties common: an overtake and a
quiet discard both win in most worlds, and strategy fusion (each world's best play assumes
the hidden cards are known) flatters the card that takes the trick now; a margin below the
search's resolution turns those near-ties into the sound play (docs/ai.md, issue #23).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from engine.core import Action, Observation, State

__all__ = [
    "DeterminizedBot",
    "SearchStats",
    "best_index",
    "world_mismatch",
]

ObsT = TypeVar("ObsT", bound=Observation)
"""The game's observation type: what its ``sample_world`` and ``candidates`` take."""

SampleWorld = Callable[[ObsT, random.Random], State]
Rollout = Callable[[State, random.Random], None]
Utility = Callable[[State, int], float]
Candidates = Callable[[ObsT, Sequence[Action]], Sequence[Action]]
Prefer = Callable[[ObsT, Sequence[Action]], "list[bool]"]
"""``prefer(observation, actions)``: which actions to favour on a near-tie (one flag each)."""
Margin = float | Callable[[ObsT], float]
"""How near the best mean a preferred action must be: a number, or one per observation."""
Solve = Callable[[State, Sequence[Action], int], "list[float] | None"]
"""``solve(world, actions, seat)``: every action's exact utility in the world (e.g. from
:mod:`engine.ai.solver`), or None where the game does not solve (the rollouts decide)."""


def best_index(
    values: Sequence[float], preferred: Sequence[bool] | None = None, margin: float = 0.0
) -> int:
    """The index of the best value, the earliest on a tie; but when ``preferred`` flags some
    candidates and the best flagged one is within ``margin`` of the best value (and not the
    best itself), that flagged one. ``values`` may be totals or means: ``margin`` is in the
    same units."""
    best = max(range(len(values)), key=lambda k: (values[k], -k))
    if preferred is None or preferred[best] or not any(preferred):
        return best
    alt = max((k for k in range(len(values)) if preferred[k]), key=lambda k: (values[k], -k))
    return alt if values[best] - values[alt] <= margin else best


@dataclass
class SearchStats:
    """What the last decision cost: worlds sampled, rollouts played, worlds solved."""

    worlds: int = 0
    rollouts: int = 0
    seconds: float = 0.0
    values: dict[str, float] = field(default_factory=dict)
    solves: int = 0  # worlds valued by the game's solver instead of rollouts


class DeterminizedBot(Generic[ObsT]):
    """Chooses by averaging each candidate action's rollout value over sampled worlds.

    ``candidates`` may narrow the legal actions before the search (e.g. a few bids out of
    forty); it must return a non-empty subset of ``legal`` in a fixed order. ``worlds`` is
    the number of worlds per decision; ``time_cap`` (CPU seconds of this process, so a busy
    machine never reaches it) only stops a search that runs far beyond its normal time,
    after at least one world. ``solve`` (optional) values a world's actions exactly.
    ``prefer`` (optional) flags the actions to favour when their mean is within ``margin``
    (utility units) of the best mean (:func:`best_index`); ``margin`` may be a function of
    the observation (e.g. wider when an opponent is still to play to the trick).
    """

    def __init__(
        self,
        name: str,
        sample_world: SampleWorld[ObsT],
        rollout: Rollout,
        utility: Utility,
        worlds: int = 32,
        time_cap: float = 5.0,
        candidates: Candidates[ObsT] | None = None,
        solve: Solve | None = None,
        prefer: Prefer[ObsT] | None = None,
        margin: Margin[ObsT] = 0.0,
    ) -> None:
        self.name = name
        self.sample_world = sample_world
        self.rollout = rollout
        self.utility = utility
        self.worlds = worlds
        self.time_cap = time_cap
        self.candidates = candidates
        self.solve = solve
        self.prefer = prefer
        self.margin = margin
        self.stats = SearchStats()

    def choose(self, observation: ObsT, legal: Sequence[Action], rng: random.Random) -> Action:
        """The candidate with the best mean value over the sampled worlds."""
        actions = list(self.candidates(observation, legal)) if self.candidates else list(legal)
        if len(actions) == 1:
            self.stats = SearchStats()
            return actions[0]
        return self.search(observation, actions, rng)

    def search(self, observation: ObsT, actions: Sequence[Action], rng: random.Random) -> Action:
        """Run the search over ``actions`` (all legal) and return the best one."""
        seat = observation.seat
        seed = rng.getrandbits(63)
        start = time.perf_counter()
        cpu = time.process_time()  # the cap counts this process's CPU time: load cannot reach it
        totals = [0.0] * len(actions)
        worlds = rollouts = solves = 0
        for i in range(self.worlds):
            if i and time.process_time() - cpu > self.time_cap:
                break
            world = self.sample_world(observation, random.Random(seed + 2 * i))
            worlds += 1
            solved = self.solve(world, actions, seat) if self.solve is not None else None
            if solved is not None:
                for k, value in enumerate(solved):
                    totals[k] += value
                solves += 1
                continue
            roll_seed = seed + 2 * i + 1
            for k, action in enumerate(actions):
                w = world.clone()
                w.apply(action)
                self.rollout(w, random.Random(roll_seed))
                totals[k] += self.utility(w, seat)
                rollouts += 1
        means = [t / worlds for t in totals]
        preferred = self.prefer(observation, actions) if self.prefer is not None else None
        margin = self.margin(observation) if callable(self.margin) else self.margin
        best = best_index(means, preferred, margin)
        self.stats = SearchStats(
            worlds,
            rollouts,
            time.perf_counter() - start,
            {str(a): means[k] for k, a in enumerate(actions)},
            solves,
        )
        return actions[best]


def world_mismatch(
    sample_world: SampleWorld[ObsT], observation: ObsT, rng: random.Random, count: int = 10
) -> str | None:
    """None when ``count`` sampled worlds all reproduce ``observation`` exactly and hold the
    same cards as a fresh game; otherwise a description of the first difference.

    The generic test helper for every game that has a ``sample_world``.
    """
    seat = observation.seat
    for i in range(count):
        world = sample_world(observation, rng)
        seen = world.observation(seat)
        if seen != observation:
            diff = [
                name
                for name in getattr(observation, "__dataclass_fields__", {})
                if getattr(seen, name) != getattr(observation, name)
            ]
            return f"world {i}: observation differs in {diff or 'its type'}"
        fresh = type(world).game.new_state(world.options, 0)
        if Counter(map(str, world.all_cards())) != Counter(map(str, fresh.all_cards())):
            return f"world {i}: cards not conserved"
        if world.current_player != getattr(observation, "current_player", seat):
            return f"world {i}: another seat to act"
    return None
