"""Declare bots.

Easy keeps no memory of what others picked and declares on a fixed threshold. Medium
tracks every card it has seen (the joker, the piles, the dead cards, what each opponent
picked face up) and declares only when sampling the unseen cards says it will most likely
be strictly lowest.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Sequence

from engine.core import Action
from engine.games.declare import DECK, DeclareObservation, card_value

__all__ = ["BOTS", "EasyBot", "MediumBot"]

EASY_DECLARE_AT = 3  # Easy declares at this total or lower, whatever the table shows


def _between_rounds(obs: DeclareObservation, legal: Sequence[Action]) -> Action:
    """Play on; in an unlimited match stop after five rounds when leading, or after ten."""
    if len(legal) > 1:
        leading = obs.scores[obs.seat] == min(obs.scores)
        if (obs.round_no >= 5 and leading) or obs.round_no >= 10:
            return Action("stop")
    return Action("next")


def patience(obs: DeclareObservation) -> int:
    """Go-arounds played since declaring opened: bots grow readier to declare as a round drags
    on, so every round ends (the rules set no limit on a round's length)."""
    return max(0, obs.turns_done - obs.declare_from) // obs.num_players


def _find(legal: Sequence[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]


class EasyBot:
    """Throws its most valuable rank, takes small cards, declares on a low fixed total."""

    name = "easy"

    def choose(
        self, observation: DeclareObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action from simple rules about its own hand only."""
        obs = observation
        if obs.phase == "joker":
            return legal[rng.randrange(len(legal))]
        if obs.phase == "round_over":
            return _between_rounds(obs, legal)
        jr = obs.joker_rank
        hand = obs.hand or ()
        if obs.phase == "turn":
            if _find(legal, "declare") and (obs.total or 0) <= EASY_DECLARE_AT + patience(obs) // 2:
                return Action("declare")
            group = Counter()
            for c in hand:
                group[c.rank] += card_value(c, jr)
            best = max(_find(legal, "throw"), key=lambda a: (group[a.args[0]], a.args[0]))
            return best
        # pick: the smallest card of the pile if it is small, else the draw pile
        picks = [a for a in _find(legal, "pick") if a.args[0] != "draw"]
        if picks:
            low = min(picks, key=lambda a: card_value(_card(a), jr))
            if card_value(_card(low), jr) <= 3 or Action("pick", ("draw",)) not in legal:
                return low
        return Action("pick", ("draw",))


class MediumBot:
    """Plans throw and pick together, values pairs, and weighs the risk of being undercut."""

    name = "medium"
    samples = 100
    declare_confidence = 0.65
    keep_bias = 0.03
    card_weight = 2.0

    def choose(
        self, observation: DeclareObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action using everything this seat has seen."""
        obs = observation
        if obs.phase == "joker":
            return legal[rng.randrange(len(legal))]
        if obs.phase == "round_over":
            return _between_rounds(obs, legal)
        jr = obs.joker_rank
        hand = list(obs.hand or ())
        pool = unseen_pool(obs)
        draw_value = sum(card_value(c, jr) for c in pool) / len(pool) if pool else 5.0
        if obs.phase == "turn":
            wanted = self.declare_confidence - 0.05 * patience(obs)
            if _find(legal, "declare") and self.good_declare_chance(obs, pool, rng) >= wanted:
                return Action("declare")
            best, best_score = legal[0], float("inf")
            for a in _find(legal, "throw"):
                rest = [c for c in hand if c.rank != a.args[0]]
                options = [draw_value] + [
                    _pick_cost(c, rest, jr) for c in obs.newest if c.rank != a.args[0]
                ]
                score = (sum(card_value(c, jr) for c in rest) + min(options)
                         + self.card_weight * len(rest))
                if score < best_score:
                    best, best_score = a, score
            return best
        # pick
        choices = [(draw_value, Action("pick", ("draw",)))] if Action(
            "pick", ("draw",)
        ) in legal else []
        choices += [(_pick_cost(_card(a), hand, jr), a) for a in legal if a.args[0] != "draw"]
        return min(choices, key=lambda x: x[0])[1]

    def good_declare_chance(
        self, obs: DeclareObservation, pool: list, rng: random.Random
    ) -> float:
        """The share of sampled hands where this seat is strictly lowest.

        Opponents keep low cards and throw high ones, so an unknown card in their hand is
        drawn from the unseen cards with weight ``exp(-keep_bias * turns * value)``:
        the more turns they have had this round, the lower their hidden cards.
        """
        mine = obs.total or 0
        jr = obs.joker_rank
        values = [card_value(c, jr) for c in pool] or [5]
        turns = obs.turns_done / obs.num_players
        cum = list(itertools.accumulate(math.exp(-self.keep_bias * turns * v) for v in values))
        need = []
        for s in range(obs.num_players):
            if s != obs.seat:
                known = obs.known[s]
                base = sum(card_value(c, jr) for c in known)
                need.append((base, obs.hand_counts[s] - len(known)))
        good = 0
        for _ in range(self.samples):
            good += all(
                base + sum(rng.choices(values, cum_weights=cum, k=u)) > mine for base, u in need
            )
        return good / self.samples


def unseen_pool(obs: DeclareObservation) -> list:
    """Cards this seat has not seen anywhere: candidates for opponents' hands and the draw."""
    seen = Counter(obs.hand or ())
    for group in (obs.newest, obs.previous, obs.dead, obs.face_up):
        seen.update(group)
    for k in obs.known:
        seen.update(k)
    if obs.joker_card:
        seen[obs.joker_card] += 1
    return [c for c in DECK.build(obs.options.decks) if not seen[c]]


def _pick_cost(card, hand: Sequence, jr) -> float:
    """The value a picked card adds, less a bonus when it pairs with a rank still held."""
    v = card_value(card, jr)
    if any(c.rank == card.rank for c in hand):
        v -= 0.5 * v
    return v


def _card(a: Action):
    from engine.cards import Card

    return Card.parse(a.args[0])


BOTS = {"easy": EasyBot, "medium": MediumBot}
