"""Declaration bots.

Easy dares one ante, always declares its most valuable meld, bids its Emperors and
Voidpilots plus long trumps, and plays simply: lead the highest card, win a trick as
cheaply as it can, otherwise play its lowest card; it pays no attention to its partner.

Medium dares the cap, declares when the meld is worth its price, bids from a hand
evaluation (high cards, trump length, ruffing chances, less a safety margin), and plays
from what it has seen: it never overtakes a partner who is winning safely, leads its sure
winners, ruffs and overruffs cheaply, and discards from short side suits. Both see only
the observation.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from engine.cards import Card
from engine.core import Action
from engine.games.declaration import (
    CARD_BY_TEXT,
    MELD_COST,
    MELD_POINTS,
    NUM_SEATS,
    PACK,
    RANK_INDEX,
    DeclarationObservation,
    classify_meld,
    trick_winner,
)

__all__ = ["BOTS", "EasyBot", "MediumBot", "estimate_tricks"]

TOP = len(RANK_INDEX) - 1  # the Emperor's index


def _rank(card: Card) -> int:
    return RANK_INDEX[card.rank]


def _cards(legal: Sequence[Action]) -> list[Card]:
    return [CARD_BY_TEXT[a.args[0]] for a in legal]


def _meld_value(action: Action) -> tuple[int, int]:
    """(points, -cards) of a meld action: bigger is better."""
    kind = classify_meld([CARD_BY_TEXT[t] for t in action.args])
    return MELD_POINTS[kind], -len(action.args)  # type: ignore[index]


def _best_meld(legal: Sequence[Action]) -> Action | None:
    melds = [a for a in legal if a.kind == "meld"]
    return max(melds, key=_meld_value) if melds else None


def _winning(obs: DeclarationObservation) -> tuple[int, Card] | None:
    """The seat and card winning the trick in progress so far."""
    if not obs.trick:
        return None
    seat = trick_winner(obs.trick, obs.trump)
    return seat, next(c for s, c in obs.trick if s == seat)


def _beats(card: Card, best: Card, led: str, trump: str) -> bool:
    """Whether ``card`` would take the trick from ``best``."""
    if card.suit == best.suit:
        return _rank(card) > _rank(best)
    return card.suit == trump and best.suit == led


class EasyBot:
    """Simple rules about its own hand only."""

    name = "easy"

    def choose(self, observation: DeclarationObservation, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """Pick an action."""
        obs = observation
        kind = legal[0].kind
        if kind == "dare":
            return Action("dare", (str(min(obs.options.ante, obs.options.dare_cap)),))
        if kind in ("meld", "pass"):
            return _best_meld(legal) or Action("pass")
        if kind == "bid":
            hand = obs.hand
            trumps = sum(1 for c in hand if c.suit == obs.trump)
            tricks = sum(1 for c in hand if c.rank == "E") + sum(
                1 for c in hand if c.rank == "P") // 2 + max(0, trumps - 3)
            return Action("bid", (str(min(tricks, 13)),))
        cards = _cards(legal)
        win = _winning(obs)
        if win is None:
            return _play(max(cards, key=lambda c: (_rank(c), c.suit == obs.trump)))
        led = obs.trick[0][1].suit
        winners = [c for c in cards if _beats(c, win[1], led, obs.trump)]
        if winners:
            return _play(min(winners, key=lambda c: (c.suit == obs.trump, _rank(c))))
        return _play(min(cards, key=lambda c: (c.suit == obs.trump, _rank(c))))


def estimate_tricks(hand: Iterable[Card], trump: str) -> float:
    """Tricks a 13-card hand should take: sure high cards, trump length and ruffs."""
    by_suit: dict[str, list[int]] = {}
    for c in hand:
        by_suit.setdefault(c.suit, []).append(_rank(c))
    total = 0.0
    trumps = sorted(by_suit.get(trump, []), reverse=True)
    t_len = len(trumps)
    high_trumps = 0
    for i, r in enumerate(trumps):
        gap = TOP - r  # higher trumps missing, counting ours above it as present
        if gap <= i:  # a top sequence: E, E-P, E-P-M ...
            total += 1.0
            high_trumps += 1
        elif gap - i == 1 and t_len >= 2 + i:
            total += 0.7
            high_trumps += 1
        elif gap - i == 2 and t_len >= 3 + i:
            total += 0.4
    total += 0.8 * max(0, t_len - max(4, high_trumps))  # long trumps
    spare = max(0, t_len - high_trumps)
    for suit in ("V", "F", "B", "C"):
        if suit == trump:
            continue
        ranks = sorted(by_suit.get(suit, []), reverse=True)
        n = len(ranks)
        for i, r in enumerate(ranks[:3]):
            gap = TOP - r
            if gap <= i:
                total += 1.0 if n <= 5 else 0.6
            elif gap - i == 1 and n >= 2 + i:
                total += 0.55
            elif gap - i == 2 and n >= 3 + i:
                total += 0.25
        if spare and n <= 1:  # a void or a singleton to ruff in
            ruffs = min(spare, 2 - n)
            total += 0.7 * ruffs
            spare -= ruffs
    return total


class MediumBot:
    """Hand evaluation for the bid, card memory and partner awareness for the play."""

    name = "medium"
    bid_margin = 0.3  # tricks shaved off the expectation: a failure costs more than a bag

    def choose(self, observation: DeclarationObservation, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """Pick an action."""
        obs = observation
        kind = legal[0].kind
        if kind == "dare":
            return Action("dare", (str(obs.options.dare_cap),))
        if kind in ("meld", "pass"):
            return self.declare(obs, legal)
        if kind == "bid":
            return Action("bid", (str(self.bid(obs)),))
        return self.play(obs, _cards(legal))

    def bid(self, obs: DeclarationObservation) -> int:
        """Expected tricks (calibrated on bot play) less a margin: a failure costs more."""
        expected = 0.81 * estimate_tricks(obs.hand, obs.trump) + 1.15
        return max(0, min(13, int(expected - self.bid_margin + 0.5)))

    # -- declaring ----------------------------------------------------------------------
    def declare(self, obs: DeclarationObservation, legal: Sequence[Action]) -> Action:
        """Declare the most valuable meld unless a small one would cost a large dare."""
        best = _best_meld(legal)
        if best is None:
            return Action("pass")
        points, _ = _meld_value(best)
        ante = obs.options.ante
        dare = 0 if obs.dare_paid[obs.team] else (obs.dares[1 - obs.team] or 0)
        kind = classify_meld([CARD_BY_TEXT[t] for t in best.args])
        price = MELD_COST[kind] * ante + dare  # type: ignore[index]
        if points <= 10 and price > 3 * ante:
            return Action("pass")
        return best

    # -- card play ----------------------------------------------------------------------
    def play(self, obs: DeclarationObservation, cards: list[Card]) -> Action:
        """Choose a card to play."""
        if len(cards) == 1:
            return _play(cards[0])
        out = self._outstanding(obs)
        if not obs.trick:
            return _play(self._lead(obs, cards, out))
        return _play(self._follow(obs, cards, out))

    @staticmethod
    def _outstanding(obs: DeclarationObservation) -> set[Card]:
        """Cards not yet played and not in this hand (they are in the other hands)."""
        gone = set(obs.played())
        gone.update(obs.hand)
        return {c for c in PACK if c not in gone}

    @staticmethod
    def _voids(obs: DeclarationObservation) -> list[set[str]]:
        """Suits each seat has shown out of this hand."""
        voids: list[set[str]] = [set() for _ in range(NUM_SEATS)]
        tricks = list(obs.tricks_history)
        if obs.trick:
            tricks.append(obs.trick)
        for trick in tricks:
            led = trick[0][1].suit
            for seat, card in trick[1:]:
                if card.suit != led:
                    voids[seat].add(led)
        return voids

    @staticmethod
    def _is_boss(card: Card, out: set[Card]) -> bool:
        """No outstanding card of its suit is higher."""
        r = _rank(card)
        return not any(c.suit == card.suit and _rank(c) > r for c in out)

    def _lead(self, obs: DeclarationObservation, cards: list[Card], out: set[Card]) -> Card:
        trump = obs.trump
        voids = self._voids(obs)
        opps = [(obs.seat + 1) % NUM_SEATS, (obs.seat + 3) % NUM_SEATS]
        opp_trumps = any(c.suit == trump for c in out)
        bosses = [c for c in cards if self._is_boss(c, out)]
        safe = [c for c in bosses if c.suit != trump and not (
            opp_trumps and any(c.suit in voids[o] for o in opps))]
        if safe:
            return max(safe, key=_rank)
        mine = [c for c in obs.hand if c.suit == trump]
        outs = [c for c in out if c.suit == trump]
        trump_bosses = [c for c in bosses if c.suit == trump]
        if trump_bosses and outs and len(mine) >= len(outs) / 2:
            return max(trump_bosses, key=_rank)  # draw trumps while strong in them
        side = [c for c in cards if c.suit != trump] or cards
        length = {s: sum(1 for c in obs.hand if c.suit == s) for s in {c.suit for c in side}}
        partner_void = voids[obs.partner]
        return min(side, key=lambda c: (
            not (c.suit in partner_void and opp_trumps),  # let partner ruff
            -length[c.suit], _rank(c)))

    def _follow(self, obs: DeclarationObservation, cards: list[Card], out: set[Card]) -> Card:
        trump = obs.trump
        led = obs.trick[0][1].suit
        win_seat, best = _winning(obs)  # type: ignore[misc]
        last = len(obs.trick) == NUM_SEATS - 1
        voids = self._voids(obs)
        winners = [c for c in cards if _beats(c, best, led, trump)]
        winners.sort(key=lambda c: (c.suit == trump and led != trump, _rank(c)))
        if win_seat == obs.partner:  # never overtake a partner who is winning safely
            if last or self._holds(best, led, trump, out, voids, obs):
                return self._discard(obs, cards)
            safe = [c for c in winners if self._holds(c, led, trump, out, voids, obs)]
            return safe[0] if safe else self._discard(obs, cards)
        if not winners:
            return self._discard(obs, cards)
        if last:
            return winners[0]
        safe = [c for c in winners if self._holds(c, led, trump, out, voids, obs)]
        if safe:
            return safe[0]
        if len(obs.trick) == 1 and winners[0].suit == led and led != trump:
            return self._discard(obs, cards)  # second hand low
        return winners[-1] if winners[-1].suit == led else winners[0]

    def _holds(self, card: Card, led: str, trump: str, out: set[Card],
               voids: list[set[str]], obs: DeclarationObservation) -> bool:
        """Whether ``card`` should still win once the players after this seat have played."""
        after = [(obs.seat + k) % NUM_SEATS for k in range(1, NUM_SEATS - len(obs.trick))]
        opps = [s for s in after if s % 2 != obs.seat % 2]
        if not opps:
            return True
        if any(c.suit == card.suit and _rank(c) > _rank(card) for c in out):
            return False  # someone may still hold a higher card of its suit
        ruff = any(c.suit == trump for c in out) and any(led in voids[o] for o in opps)
        return card.suit == trump or not ruff

    @staticmethod
    def _discard(obs: DeclarationObservation, cards: list[Card]) -> Card:
        """The cheapest card: lowest non-trump, from the shortest suit; trump last."""
        length = {s: sum(1 for c in obs.hand if c.suit == s) for s in {c.suit for c in cards}}
        return min(cards, key=lambda c: (c.suit == obs.trump, _rank(c) >= TOP - 1,
                                         length[c.suit], _rank(c)))


def _play(card: Card) -> Action:
    return Action("play", (str(card),))


BOTS = {"easy": EasyBot, "medium": MediumBot}
