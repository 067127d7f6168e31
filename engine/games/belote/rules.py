"""Belote rules as pure functions: card order, card points, tricks, legal cards, declarations.

Everything here takes cards and facts and returns a value, so it is tested without a state.
Sections (§) refer to ``docs/rules/belote.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations

from engine.cards import FRENCH_SUITS, Card, DeckSpec

__all__ = [
    "DECK",
    "RANKS",
    "SUITS",
    "Declaration",
    "RuleSet",
    "Variant",
    "best_key",
    "card_bits",
    "card_points",
    "card_values",
    "compare_declarations",
    "current_winner",
    "deal_totals",
    "hand_declarations",
    "legal_cards",
    "next_seat",
    "partner",
    "strengths",
    "team",
    "trick_master",
    "trick_winner",
]

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
RANKS: tuple[str, ...] = ("7", "8", "9", "10", "J", "Q", "K", "A")
DECK = DeckSpec(FRENCH_SUITS, RANKS)


class Variant(StrEnum):
    """The three games on offer (§3)."""

    WITH_TRUMP = "with_trump"
    NO_TRUMP = "no_trump"
    COINCHE = "coinche"


class RuleSet(StrEnum):
    """House conventions or the Official (FFB-like) scale (§10)."""

    HOUSE = "house"
    OFFICIAL = "official"


# For the hot paths: naming an enum member searches its class each time.
_NO_TRUMP, _COINCHE, _OFFICIAL = Variant.NO_TRUMP, Variant.COINCHE, RuleSet.OFFICIAL

# §2.2: strength, low to high. Trump: 7 8 Q K 10 A 9 J; plain: 7 8 9 J Q K 10 A.
TRUMP_ORDER = {r: i for i, r in enumerate(("7", "8", "Q", "K", "10", "A", "9", "J"))}
PLAIN_ORDER = {r: i for i, r in enumerate(("7", "8", "9", "J", "Q", "K", "10", "A"))}
NATURAL = {r: i for i, r in enumerate(RANKS)}  # sequences: 7 8 9 10 J Q K A

# §2.3: points.
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"J": 2, "9": 0, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
NT_OFFICIAL_POINTS = PLAIN_POINTS | {"A": 19}

LAST_TRICK = 10
CAPOT_BONUS = 100


def team(seat: int) -> int:
    """0 for North-South (seats 0 and 2), 1 for East-West (seats 1 and 3)."""
    return seat % 2


def partner(seat: int) -> int:
    """The seat opposite."""
    return (seat + 2) % 4


def next_seat(seat: int) -> int:
    """The player on ``seat``'s right: play goes counter-clockwise (§1)."""
    return (seat + 1) % 4


def _points_table(variant: str, rules: str, trump: str | None) -> dict[str, dict[str, int]]:
    if variant == Variant.NO_TRUMP:
        plain = NT_OFFICIAL_POINTS if rules == RuleSet.OFFICIAL else PLAIN_POINTS
        return {s: plain for s in SUITS}
    return {s: TRUMP_POINTS if s == trump else PLAIN_POINTS for s in SUITS}


# Every context a deal can have, worked out once: tricks and scoring look these up per card.
_POINTS: dict[tuple[str, str, str | None], dict[str, dict[str, int]]] = {
    (str(v), str(r), t): _points_table(v, r, t)
    for v in Variant
    for r in RuleSet
    for t in (None, *SUITS)
}


def points_table(variant: str, rules: str, trump: str | None) -> dict[str, dict[str, int]]:
    """Points of each rank, per suit, in this deal's context (a shared table: read only)."""
    return _POINTS[variant, rules, trump]


# One instance per card (engine.cards), so tables keyed by the cards themselves are looked
# up by identity, in C: the hot paths index these with the card in hand.
_PACK: tuple[Card, ...] = tuple(DECK.build())

_VALUES: dict[tuple[str, str, str | None], dict[Card, int]] = {
    key: {c: by_suit[c.suit][c.rank] for c in _PACK} for key, by_suit in _POINTS.items()
}


def card_values(variant: str, rules: str, trump: str | None) -> dict[Card, int]:
    """Points of each card, in this deal's context (a shared table, keyed by card: read
    only)."""
    return _VALUES[variant, rules, trump]


def card_points(card: Card, variant: str, rules: str, trump: str | None) -> int:
    """A card's points (§2.3).

    >>> card_points(Card("A", "S"), "no_trump", "official", None)
    19
    """
    return points_table(variant, rules, trump)[card.suit][card.rank]


def _deal_totals(variant: str, rules: str) -> tuple[int, int]:
    pts = points_table(variant, rules, "H" if variant != Variant.NO_TRUMP else None)
    cards = sum(pts[s][r] for s in SUITS for r in RANKS)
    return cards + LAST_TRICK, cards + CAPOT_BONUS


_TOTALS = {(str(v), str(r)): _deal_totals(v, r) for v in Variant for r in RuleSet}


def deal_totals(variant: str, rules: str) -> tuple[int, int]:
    """``(TOTAL, CAPOT_VALUE)`` of a deal (§2.3): 162/252, or 130/220 in House no-trump."""
    return _TOTALS[variant, rules]


def _strength_table(led: str, trump: str | None) -> dict[Card, int]:
    return {
        c: 100 + TRUMP_ORDER[c.rank]
        if c.suit == trump
        else PLAIN_ORDER[c.rank]
        if c.suit == led
        else -1
        for c in _PACK
    }


_STRENGTHS = {(led, t): _strength_table(led, t) for led in SUITS for t in (None, *SUITS)}


def strengths(led: str, trump: str | None) -> dict[Card, int]:
    """Each card's strength in a trick led in ``led``, keyed by card (§6.1, §6.2): a trump
    ``100 +`` its trump order, a card of the led suit its plain order, any other card -1.
    The strongest card played wins; the state keeps the trick's master with this table as
    cards are played (a shared table: read only)."""
    return _STRENGTHS[led, trump]


def trick_master(trick: Sequence[tuple[int, Card]], trump: str | None) -> tuple[int, int]:
    """``(strength, seat)`` of the card master of a non-empty trick of ``(seat, card)``."""
    table = _STRENGTHS[trick[0][1].suit, trump]
    best, seat = -2, trick[0][0]
    for s, c in trick:
        x = table[c]
        if x > best:
            best, seat = x, s
    return best, seat


def trick_winner(cards: Sequence[Card], trump: str | None) -> int:
    """Index in ``cards`` (play order) of the card winning the trick so far (§6.1, §6.2):
    the highest trump, else the highest card of the led suit; other suits never win."""
    return trick_master(list(enumerate(cards)), trump)[1]


def current_winner(trick: Sequence[tuple[int, Card]], trump: str | None) -> int:
    """The seat currently master of an incomplete (non-empty) trick."""
    return trick_master(trick, trump)[1]


_TRUMPS_ABOVE = {
    s: tuple(
        frozenset(c for c in _PACK if c.suit == s and TRUMP_ORDER[c.rank] > t) for t in range(8)
    )
    for s in SUITS
}
"""``_TRUMPS_ABOVE[trump][t]``: the trumps stronger than the one of trump order ``t``."""


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[tuple[int, Card]],
    me: int,
    variant: str,
    rules: str,
    trump: str | None,
    master: tuple[int, int] | None = None,
) -> list[Card]:
    """The normative legal-move algorithm of §6.3, in hand order.

    ``trick`` holds ``(seat, card)`` pairs in play order; ``master`` is its
    ``trick_master`` when the caller keeps it up to date. (Every playout calls this before
    each card: the plain loops below cost less than comprehensions.)
    """
    if not trick:
        return [*hand]
    led = trick[0][1].suit
    follow = []
    for c in hand:
        if c.suit == led:
            follow.append(c)
    if trump is None or variant == _NO_TRUMP:
        return follow or [*hand]
    if follow and led != trump:
        return follow
    best_s, winner = trick_master(trick, trump) if master is None else master
    best_t = best_s - 100  # the best trump's order on the table, negative when none
    if led == trump:
        if follow:
            above = _TRUMPS_ABOVE[trump][best_t]
            higher = []
            for c in follow:
                if c in above:
                    higher.append(c)
            return higher or follow
        return [*hand]
    if winner == partner(me):
        return [*hand]
    my_trumps = []
    for c in hand:
        if c.suit == trump:
            my_trumps.append(c)
    if not my_trumps:
        return [*hand]
    if best_t < 0:
        return my_trumps
    above = _TRUMPS_ABOVE[trump][best_t]
    higher = []
    for c in my_trumps:
        if c in above:
            higher.append(c)
    if higher:
        return higher
    if variant == _COINCHE and rules == _OFFICIAL:
        return [*hand]
    return my_trumps


# -- declarations (§7) -----------------------------------------------------------------------

SEQUENCE_POINTS = {3: 20, 4: 50}  # five or more: 100
SEQUENCE_KIND = {3: "tierce", 4: "cinquante"}  # five or more: "cent"
CARRE_TRUMP_SCALE = {"J": 200, "9": 150, "A": 100, "10": 100, "K": 100, "Q": 100}
CARRE_NT_SCALE = {"A": 200, "10": 150, "J": 100, "9": 100, "K": 100, "Q": 100}
CARRE_TRUMP_ORDER = {r: i for i, r in enumerate(("Q", "K", "10", "A", "9", "J"))}
CARRE_NT_ORDER = {r: i for i, r in enumerate(("9", "J", "Q", "K", "10", "A"))}
KINDS = ("tierce", "cinquante", "cent", "carre")


@dataclass(frozen=True, slots=True)
class Declaration:
    """One sequence or carré a hand holds, with its comparison key (§7.4)."""

    kind: str  # tierce, cinquante, cent, carre
    cards: tuple[Card, ...]
    points: int
    key: tuple[int, int, int, int]  # (points, is_carre, length, height)
    suit: str | None  # a sequence's suit; None for a carré

    def to_dict(self) -> dict[str, object]:
        """JSON form."""
        return {"kind": self.kind, "points": self.points, "cards": [str(c) for c in self.cards]}


_SUIT_SHIFT = {s: 8 * i for i, s in enumerate(SUITS)}
_RUN_STARTS = 0x3F3F3F3F  # in each suit's byte, the ranks a run of three can start from


_BIT = {c: 1 << (NATURAL[c.rank] + _SUIT_SHIFT[c.suit]) for c in _PACK}


def card_bits(cards: Iterable[Card]) -> int:
    """Distinct cards as bits: suit ``SUITS[i]`` in byte ``i``, bit ``n`` for natural rank n."""
    return sum(map(_BIT.__getitem__, cards))  # distinct bits: the sum is the or


_BY_BIT = {b.bit_length() - 1: c for c, b in _BIT.items()}  # bit number -> card


def _suit_runs(i: int, m: int) -> tuple[Declaration, ...]:
    """The maximal runs of three or more (R-10) among the ranks ``m`` (bit ``n``: natural
    rank ``n``) of suit ``SUITS[i]``, low to high."""
    out = []
    lo = 0
    while m:
        while not m & 1:
            m >>= 1
            lo += 1
        hi = lo
        while m & 1:
            m >>= 1
            hi += 1
        n = hi - lo
        if n >= 3:
            pts = SEQUENCE_POINTS.get(n, 100)
            out.append(
                Declaration(
                    SEQUENCE_KIND.get(n, "cent"),
                    tuple(_BY_BIT[8 * i + k] for k in range(lo, hi)),
                    pts,
                    (pts, 0, n, hi - 1),
                    SUITS[i],
                )
            )
        lo = hi
    return tuple(out)


# Every suit's runs for every set of its ranks, worked out once (declarations are immutable).
_RUNS = tuple(tuple(_suit_runs(i, m) for m in range(256)) for i in range(len(SUITS)))


def _sequences(cards: Iterable[Card], bits: int | None = None) -> list[Declaration]:
    """Maximal runs of three or more in natural order, each suit apart (R-10).

    ``bits`` is ``card_bits(cards)`` when the caller has it already.
    """
    if bits is None:
        bits = card_bits(cards)
    out: list[Declaration] = []
    if not bits & bits >> 1 & bits >> 2 & _RUN_STARTS:  # no three in a row: most hands
        return out
    for i, by_ranks in enumerate(_RUNS):
        out += by_ranks[bits >> 8 * i & 0xFF]
    return out


def _carres(cards: Iterable[Card], nt_scale: bool) -> list[Declaration]:
    """Carrés worth points on the given scale (sevens and eights are none)."""
    scale, order = (
        (CARRE_NT_SCALE, CARRE_NT_ORDER) if nt_scale else (CARRE_TRUMP_SCALE, CARRE_TRUMP_ORDER)
    )
    cards = list(cards)
    bits = card_bits(cards)
    four = bits & bits >> 8 & bits >> 16 & bits >> 24  # bit n: natural rank n in every suit
    out: list[Declaration] = []
    for n, rank in enumerate(RANKS):
        if four >> n & 1 and rank in scale:
            group = sorted((c for c in cards if c.rank == rank), key=lambda c: SUITS.index(c.suit))
            pts = scale[rank]
            out.append(Declaration("carre", tuple(group), pts, (pts, 1, 4, order[rank]), None))
    return out


def uses_nt_scale(variant: str, rules: str) -> bool:
    """Carrés use the no-trump scale only in No trump under Official rules [SEED]."""
    return variant == Variant.NO_TRUMP and rules == RuleSet.OFFICIAL


def _order(decls: list[Declaration]) -> list[Declaration]:
    return sorted(decls, key=lambda d: d.key, reverse=True)


def hand_declarations(
    hand: Sequence[Card], variant: str, rules: str, bits: int | None = None
) -> list[Declaration]:
    """What a hand (distinct cards) may announce, best first (§7.2).

    House: every maximal run plus every carré, a card may serve twice. Official: a card serves
    once; the carrés used are chosen, runs recomputed on the rest, and the set with the best
    single declaration, then the highest total, is kept (R-11). ``bits`` is
    ``card_bits(hand)`` when the caller has it already.
    """
    if bits is None:
        bits = card_bits(hand)
    four = bits & bits >> 8 & bits >> 16 & bits >> 24
    if not four and not bits & bits >> 1 & bits >> 2 & _RUN_STARTS:
        return []  # no three in a row and no four of a rank: most hands stop here
    nt = uses_nt_scale(variant, rules)
    carres = _carres(hand, nt) if four else []
    if rules == RuleSet.HOUSE:
        return _order(_sequences(hand, bits) + carres)
    best: list[Declaration] = []
    best_rank: tuple[tuple[int, int, int, int], int] = ((-1, 0, 0, 0), -1)
    for k in range(len(carres) + 1):
        for used in combinations(carres, k):
            taken = {c for d in used for c in d.cards}
            cand = list(used) + _sequences(c for c in hand if c not in taken)
            if not cand:
                continue
            rank = (max(d.key for d in cand), sum(d.points for d in cand))
            if rank > best_rank:
                best, best_rank = cand, rank
    return _order(best)


def best_key(decls: Iterable[Declaration]) -> tuple[int, int, int, int] | None:
    """The highest comparison key among ``decls``, or None."""
    return max((d.key for d in decls), default=None)


def compare_declarations(
    ns: Sequence[Declaration],
    ew: Sequence[Declaration],
    rules: str,
    taker_team: int,
    trump: str | None,
) -> int | None:
    """The team that wins the declarations (0 NS, 1 EW), or None (§7.4).

    Ties: House gives them to the taker's team; Official to the only team holding a trump
    sequence among the tied best, otherwise to nobody.
    """
    keys = (best_key(ns), best_key(ew))
    if keys[0] is None and keys[1] is None:
        return None
    if keys[1] is None or (keys[0] is not None and keys[0] > keys[1]):
        return 0
    if keys[0] is None or keys[1] > keys[0]:
        return 1
    if rules == RuleSet.HOUSE:
        return taker_team
    top = keys[0]
    has_trump = [
        any(d.key == top and d.suit is not None and d.suit == trump for d in side)
        for side in (ns, ew)
    ]
    if has_trump[0] != has_trump[1]:
        return 0 if has_trump[0] else 1
    return None
