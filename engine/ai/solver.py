"""A double-dummy solver for four-seat partnership trick games: every hand in view, exact.

Alpha-beta over the remaining cards, seat by seat, with

* a transposition table at every trick's start, keyed by the cards left in each hand (bit
  masks), the leader and what the game says the rest of the deal depends on besides them
  (``TrickRules.tag``: in Belote whether one team has taken every trick so far, for the
  capot; in a game whose value is not additive, the points so far), holding bounds on the
  value and the best lead found;
* equivalent-card pruning: two cards of a suit in one hand that are adjacent once the cards
  gone from play are left out (no card of another hand or of the trick on the table lies
  between them), worth the same points and alike in the game's marks (e.g. meld cards that
  must go first), give the same value, so only one of them is searched;
* move ordering: the table's best lead first, then cards that win the trick (the cheapest
  first when the trick is complete after it), cards that load points on a partner's trick,
  and the cheapest cards otherwise.

A game supplies its trick rules through :class:`TrickRules`: card ids (within a suit a
higher id is a stronger card, ``id // suit_size`` is the suit), each card's points and its
power in a trick led in each suit (the strongest power wins), the legal cards given the
trick, and what a finished trick adds to the deal's running value (``after_trick``),
``final`` of that at the end. Values are always from team 0's side (seats 0 and 2 maximize,
1 and 3 minimize).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

__all__ = ["Position", "Solver", "SolverStats", "TrickRules", "bits_of", "cards_of"]

INF = float("inf")


class TrickRules(Protocol):
    """One deal's trick rules, over card ids ``0 .. 4 * suit_size - 1``."""

    @property
    def suit_size(self) -> int:
        """Cards per suit."""
        ...

    @property
    def points(self) -> Sequence[int]:
        """Each card's points (all zero in a game that counts tricks)."""
        ...

    @property
    def power(self) -> Sequence[Sequence[int]]:
        """``power[led_suit][card]``: the card's strength in a trick led in that suit; the
        highest wins (a card that can never win: -1)."""
        ...

    @property
    def marks(self) -> Sequence[int]:
        """Per seat, a mask of cards that are not interchangeable with unmarked ones."""
        ...

    def legal(
        self, hand: int, trick: Sequence[tuple[int, int]], seat: int, best: int, winner: int
    ) -> int:
        """The mask of cards ``seat`` may play from ``hand`` (a non-empty mask) to
        ``trick`` (``(seat, card)`` in play order), whose best power so far is ``best``,
        played by ``winner`` (an empty trick: -2 and the seat itself)."""
        ...

    def after_trick(self, acc: Any, winner: int, points: int, last: bool) -> Any:
        """The deal's running value once ``winner`` takes a trick of ``points`` (``last``:
        the deal's final trick)."""
        ...

    def final(self, acc: Any) -> float:
        """The deal's value for team 0 from the running value at its end."""
        ...

    def offset(self, acc: Any) -> float:
        """The part of ``acc`` the rest of the deal adds to unchanged (0 if none)."""
        ...

    def tag(self, acc: Any) -> Hashable:
        """What, besides the hands and the leader, the rest of the deal's value depends on."""
        ...


@dataclass
class Position:
    """Where a deal stands: the cards in each hand (masks), the trick on the table and the
    seat to play, and the running value (``TrickRules.after_trick``)."""

    hands: list[int]
    trick: list[tuple[int, int]]
    current: int
    acc: Any


@dataclass
class SolverStats:
    """What the solver did: nodes (cards tried) and transposition-table entries."""

    nodes: int = 0
    entries: int = 0
    extra: dict[str, float] = field(default_factory=dict)


def bits_of(cards: Sequence[int]) -> int:
    """The mask of card ids."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[int]:
    """The card ids of a mask, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Solver:
    """Exact values of positions under one deal's :class:`TrickRules`. The transposition
    table lives as long as the solver: reuse one solver for positions of the same deal
    (e.g. each root move of a decision), a new one for another deal."""

    def __init__(self, rules: TrickRules) -> None:
        self.rules = rules
        self.table: dict[tuple[Hashable, ...], tuple[float, float, int]] = {}
        self.stats = SolverStats()
        n = 4 * rules.suit_size
        self._suit_of = [c // rules.suit_size for c in range(n)]

    # -- the public calls -------------------------------------------------------------
    def value(self, pos: Position) -> float:
        """The exact value for team 0 of ``pos`` with every seat playing its best."""
        return self._node(list(pos.hands), list(pos.trick), pos.current, pos.acc, -INF, INF)

    def move_values(self, pos: Position, moves: Sequence[int]) -> list[float]:
        """The exact value for team 0 after each of ``moves`` (legal cards of the seat to
        play) with best play afterwards."""
        out = []
        for card in moves:
            hands = list(pos.hands)
            hands[pos.current] &= ~(1 << card)
            out.append(self._after(hands, [*pos.trick, (pos.current, card)], pos.current, pos.acc))
        return out

    def _after(self, hands: list[int], trick: list[tuple[int, int]], seat: int, acc: Any) -> float:
        if len(trick) == 4:
            return self._close(hands, trick, acc, -INF, INF)
        return self._node(hands, trick, (seat + 1) & 3, acc, -INF, INF)

    # -- the search -------------------------------------------------------------------
    def _close(
        self, hands: list[int], trick: list[tuple[int, int]], acc: Any, alpha: float, beta: float
    ) -> float:
        """The trick on the table is complete: score it and go on from its winner."""
        rules = self.rules
        power = rules.power[self._suit_of[trick[0][1]]]
        points = rules.points
        winner, best, total = trick[0][0], -2, 0
        for s, c in trick:
            total += points[c]
            p = power[c]
            if p > best:
                best, winner = p, s
        last = not (hands[0] | hands[1] | hands[2] | hands[3])
        acc = rules.after_trick(acc, winner, total, last)
        if last:
            return rules.final(acc)
        return self._node(hands, [], winner, acc, alpha, beta)

    def _node(
        self,
        hands: list[int],
        trick: list[tuple[int, int]],
        seat: int,
        acc: Any,
        alpha: float,
        beta: float,
    ) -> float:
        rules = self.rules
        lead = not trick
        key: tuple[Hashable, ...] = ()
        off = 0.0
        first = -1
        power: Sequence[int] = ()
        win_seat = seat
        if lead:
            off = rules.offset(acc)
            key = (hands[0], hands[1], hands[2], hands[3], seat, rules.tag(acc))
            entry = self.table.get(key)
            if entry is not None:
                lo, hi, first = entry
                lo += off
                hi += off
                if lo >= beta or lo == hi:
                    return lo
                if hi <= alpha:
                    return hi
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
            best_power = -2
        else:
            power = rules.power[self._suit_of[trick[0][1]]]
            best_power, win_seat = -2, trick[0][0]
            for s, c in trick:
                if power[c] > best_power:
                    best_power, win_seat = power[c], s
        hand = hands[seat]
        moves = self._moves(
            hands, trick, seat, rules.legal(hand, trick, seat, best_power, win_seat)
        )
        if len(moves) > 1:
            if lead:
                if first >= 0 and first in moves:
                    moves.remove(first)
                    moves.insert(0, first)
            else:
                moves = self._order(moves, trick, seat, best_power, win_seat, power)
        a0, b0 = alpha, beta  # the window searched (narrowed by the table's bounds)
        maximize = not seat & 1
        best_v = -INF if maximize else INF
        best_move = moves[0]
        stats = self.stats
        nxt = (seat + 1) & 3
        for card in moves:
            stats.nodes += 1
            hands[seat] = hand & ~(1 << card)
            trick.append((seat, card))
            if len(trick) == 4:
                v = self._close(hands, trick, acc, alpha, beta)
            else:
                v = self._node(hands, trick, nxt, acc, alpha, beta)
            trick.pop()
            if maximize:
                if v > best_v:
                    best_v, best_move = v, card
                    if v > alpha:
                        alpha = v
            elif v < best_v:
                best_v, best_move = v, card
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        hands[seat] = hand
        if lead:
            old = self.table.get(key)
            lo, hi = (old[0], old[1]) if old is not None else (-INF, INF)
            if best_v <= a0:
                hi = min(hi, best_v - off)
            elif best_v >= b0:
                lo = max(lo, best_v - off)
            else:
                lo = hi = best_v - off
            if old is None:
                stats.entries += 1
            self.table[key] = (lo, hi, best_move)
        return best_v

    def _moves(
        self, hands: list[int], trick: list[tuple[int, int]], seat: int, legal: int
    ) -> list[int]:
        """The legal cards less all but one of each run of equivalent cards."""
        others = 0
        for s in range(4):
            if s != seat:
                others |= hands[s]
        for _, c in trick:
            others |= 1 << c
        points = self.rules.points
        marks = self.rules.marks[seat]
        suit_of = self._suit_of
        out: list[int] = []
        prev = -1
        m = legal
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            if (
                prev >= 0
                and suit_of[prev] == suit_of[c]
                and points[prev] == points[c]
                and (marks >> prev & 1) == (marks >> c & 1)
                and not others & ((1 << c) - (2 << prev))
            ):
                prev = c  # the same as the card kept for this run
                continue
            out.append(c)
            prev = c
        return out

    def _order(
        self,
        moves: list[int],
        trick: list[tuple[int, int]],
        seat: int,
        best_power: int,
        win_seat: int,
        power: Sequence[int],
    ) -> list[int]:
        """Cards that take the trick first (cheapest first when this card ends the trick,
        strongest otherwise), then the points on a partner's trick, else the cheapest."""
        points = self.rules.points
        last = len(trick) == 3
        partner_wins = (win_seat ^ seat) & 1 == 0

        def key(c: int) -> tuple[int, int, int]:
            p = power[c]
            if p > best_power and not (partner_wins and last):
                return (0, points[c] if last else -p, p)
            if partner_wins:
                return (1, -points[c], p)
            return (2, points[c], p)

        moves.sort(key=key)
        return moves
