"""Frontier bots.

Easy commits its whole hand, opens with the smallest bet, never raises or mulligans, and
calls while the price is small for its cash (more when its set is a Pair/Coalition or
better). Medium commits the strongest configuration it holds and estimates its chance of
winning the showdown by Monte Carlo: it deals the cards it has not seen (the whole pack less
its own hand, committed and discarded cards) to the other contenders, as many as each has
committed (or holds, if not committed yet), and compares. It bets and raises by that
strength, calls when the pot odds pay, folds otherwise, and mulligans once when a fresh hand
samples clearly better than the one it holds. Both see only their observation.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import Card
from engine.core import Action
from engine.games.frontier import DECK, FrontierObservation, Klass, evaluate

__all__ = ["BOTS", "EasyBot", "MediumBot", "win_chance"]


def _find(legal: Sequence[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]


def _closest(actions: Sequence[Action], target: float) -> Action:
    """The amount action nearest ``target`` (ties to the smaller)."""
    return min(actions, key=lambda a: (abs(int(a.args[0]) - target), int(a.args[0])))


def _largest_commit(legal: Sequence[Action]) -> Action:
    commits = _find(legal, "commit")
    return max(commits, key=lambda a: (len(a.args), evaluate(Card.parse(t) for t in a.args).key))


class EasyBot:
    """Plays every hand cheaply and folds to bets that are large for its cash."""

    name = "easy"
    call_share = 0.25  # calls up to this share of its round cash
    strong_share = 0.5  # ... or this share with a Pair, Coalition or better

    def choose(
        self, observation: FrontierObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action from simple rules about its own cards and the price."""
        obs = observation
        if len(legal) == 1:
            return legal[0]
        if obs.phase == "stake":
            bets = _find(legal, "bet")
            return bets[0] if bets else Action("call")
        cards = obs.committed or obs.hand
        conf = evaluate(cards)
        strong = conf.klass >= Klass.COALITION and conf.count >= 2
        share = self.strong_share if strong else self.call_share
        affordable = obs.to_call <= share * obs.round_cash[obs.seat]
        if obs.committed:
            return Action("call") if affordable else Action("fold")
        if obs.current_bet == 0 or affordable:
            return _largest_commit(legal)
        return Action("fold")


def unseen_pool(obs: FrontierObservation) -> list[Card]:
    """Cards this seat cannot place: candidates for others' cards and the draw pile."""
    seen = set(obs.hand) | set(obs.committed) | set(obs.discarded)
    if obs.showdown:
        for hand in obs.showdown["cards"]:
            if hand:
                seen.update(Card.parse(t) for t in hand)
    return [c for c in DECK.build() if c not in seen]


def opponents_sizes(obs: FrontierObservation) -> list[int]:
    """How many cards each other contender shows down: committed, or (not yet) its hand."""
    out = []
    for s in range(obs.num_players):
        if s == obs.seat or not obs.active[s] or obs.folded[s]:
            continue
        n = obs.committed_counts[s] or obs.hand_counts[s]
        if n:
            out.append(n)
    return out


def win_chance(mine: Sequence[Card], sizes: Sequence[int], pool: Sequence[Card],
               rng: random.Random, samples: int) -> float:
    """The expected share of the pot ``mine`` wins against random sets of ``sizes`` cards."""
    if not sizes:
        return 1.0
    key = evaluate(mine).key
    total = sum(sizes)
    if total > len(pool):  # cannot happen with a consistent observation
        return 1.0 / (len(sizes) + 1)
    won = 0.0
    for _ in range(samples):
        drawn = rng.sample(pool, total)
        i = 0
        ties = 0
        lost = False
        for n in sizes:
            k = evaluate(drawn[i:i + n]).key
            i += n
            if k > key:
                lost = True
                break
            if k == key:
                ties += 1
        if not lost:
            won += 1.0 / (ties + 1)
    return won / samples


class MediumBot:
    """Commits its best set and bets by sampled strength against the pot odds."""

    name = "medium"
    samples = 160
    open_factor = 0.6  # opens (at the minimum) when the chance is above this × a fair share
    strong_factor = 1.3  # bets big / raises above this × a fair share
    bet_share = 0.25  # a strong opening bet is up to this share of the limit
    call_margin = 1.1  # calls when chance × (pot + price) ≥ margin × price

    def choose(
        self, observation: FrontierObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action using only this seat's observation."""
        obs = observation
        if len(legal) == 1:
            return legal[0]
        pool = unseen_pool(obs)
        sizes = opponents_sizes(obs)
        fair = 1.0 / (len(sizes) + 1)
        if obs.phase == "stake":
            chance = win_chance(obs.committed, sizes, pool, rng, self.samples)
            return self._stake(obs, legal, chance, fair)
        if obs.committed:  # facing a raise
            chance = win_chance(obs.committed, sizes, pool, rng, self.samples)
            if self._worth_calling(obs, chance):
                raises = _find(legal, "raise")
                if raises and chance >= max(0.8, self.strong_factor * 1.5 * fair):
                    return self._raise(obs, raises, chance)
                return Action("call")
            return Action("fold")
        best = _largest_commit(legal)
        mine = [Card.parse(t) for t in best.args]
        chance = win_chance(mine, sizes, pool, rng, self.samples)
        if Action("mulligan") in legal and self._mulligan_pays(obs, chance, fair, sizes, pool,
                                                               rng):
            return Action("mulligan")
        if obs.current_bet == 0:
            return best if chance >= self.open_factor * fair else Action("fold")
        return best if self._worth_calling(obs, chance) else Action("fold")

    def _worth_calling(self, obs: FrontierObservation, chance: float) -> bool:
        price = obs.to_call
        return chance * (obs.pot + price) >= self.call_margin * price

    def _stake(self, obs: FrontierObservation, legal: Sequence[Action], chance: float,
               fair: float) -> Action:
        bets = _find(legal, "bet")
        strong = chance >= self.strong_factor * fair
        if bets:
            if not strong:
                return bets[0]
            edge = (chance - fair) / (1.0 - fair)
            return _closest(bets, obs.limit * min(1.0, edge) * self.bet_share)
        raises = _find(legal, "raise")
        if raises and strong and chance >= 0.5:
            return self._raise(obs, raises, chance)
        return Action("call")

    def _raise(self, obs: FrontierObservation, raises: Sequence[Action], chance: float) -> Action:
        target = obs.current_bet + (obs.pot + obs.to_call) * min(1.0, 2 * chance - 0.5)
        return _closest(raises, target)

    def _mulligan_pays(self, obs: FrontierObservation, chance: float, fair: float,
                       sizes: Sequence[int], pool: Sequence[Card], rng: random.Random) -> bool:
        """Whether a fresh hand (drawn from the unseen cards) samples clearly better."""
        if obs.capacity < 3 or chance >= fair:
            return False
        fresh = 0.0
        tries = 24
        for _ in range(tries):
            hand = rng.sample(pool, obs.capacity)
            rest = [c for c in pool if c not in hand] + list(obs.hand)
            fresh += win_chance(hand, sizes, rest, rng, max(8, self.samples // 16))
        return fresh / tries > chance + 0.1


BOTS = {"easy": EasyBot, "medium": MediumBot}
