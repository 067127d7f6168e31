"""Declaration: a four-seat partnership trick-taking game with melds, dares and a Hand Pot.

Rules: ``docs/rules/declaration.md``, the complete rulebook with our own decisions.

Seats 0 South, 1 West, 2 North, 3 East; team 0 (NS) is seats 0 and 2, team 1 (EW) seats
1 and 3. East deals hand 1, the deal passes clockwise. Each hand:

1. *Antes* (automatic): every player antes, paid from the team purse into the Pot Ante.
2. *Meld Dares*: seat 0 sets the NS dare (``dare N``), then seat 1 the EW dare, each a
   whole number 0 .. 5 x ante. Dares are sealed: a team sees the other team's dare only
   once both are set. Setting the second dare deals the cards.
3. *Deal*: 13 cards each, one at a time from the left of the dealer. Trump rotates Core,
   Border, Frontier, Void (hand 1 is Core), or is Void every hand with ``void_lock``.
4. *Declaration*: from the left of the dealer, each player once ``meld <cards>`` or
   ``pass``. The cards name the meld: Run(3), Run(4+) (one suit, consecutive ranks, no
   wrap-around), Triad (three of a rank) or Quad (all four). A refused attempt raises
   ``IllegalActionError`` with a ``meld_*`` reason code, costs nothing and keeps the turn.
   An accepted meld costs its team 1/2/3/4 x ante into Pot Action, plus the opponents'
   dare on the team's first accepted meld of the hand; its cards become public.
5. *Bidding*: from the left of the dealer, ``bid N`` (0-13) once each; bid stake money
   (``bid x bid_stake``) goes into Pot Action. Team contract = sum of partners' bids.
6. *Trick play* (``play C``): follow suit if able; among the cards that allows, declared
   meld cards come first; highest trump wins, else highest card of the suit led.
7. *Settlement*: book of 6, 10 points a trick above it, meld points in full (or half on
   failure), -10 a trick short, bags with -120 at 10; then the Hand Pot (failure penalty
   matching Pot Action, carry-over or split when both teams succeed or both fail).

The game ends after the settlement in which a team has reached the target with a higher
score than the other team (an exact tie plays on). Safety cap: the rules allow an endless
game (scores can sink for ever, ties can repeat), so the game also ends after
``hand_limit(target)`` hands (one hand per 5 points of target, at least 20: 50 hands at
the default 250, several times a normal game): the higher score wins, a tie is a draw.

Card codes: suits ``V`` Void, ``F`` Frontier, ``B`` Border, ``C`` Core; ranks ``2``-``10``,
``O`` Officer, ``M`` Commander, ``P`` Voidpilot, ``E`` Emperor (``"10V"``, ``"EC"``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import combinations
from typing import Any

from engine.cards import Card, DeckSpec, Suit, cards_text, stack_deck
from engine.core import (
    Action,
    Event,
    IllegalActionError,
    InvalidOptionsError,
    Observation,
    Reason,
    Result,
    State,
    check_ranges,
)
from engine.games.declaration.events import (
    BiddingDone,
    BidMade,
    DareSet,
    DaresFixed,
    DeclarationCardPlayed,
    DeclarationGameOver,
    DeclarationHandStarted,
    DeclarationTrickWon,
    HandDealt,
    HandScored,
    MeldDeclared,
    MeldPassed,
)
from engine.rng import make_rng, rng_digest

__all__ = [
    "DECK",
    "DeclarationObservation",
    "DeclarationOptions",
    "DeclarationReason",
    "DeclarationState",
    "Meld",
    "MeldKind",
    "Phase",
    "PotSettlement",
    "TeamScore",
    "classify_meld",
    "find_melds",
    "game_outcome",
    "hand_limit",
    "score_team",
    "settle_pot",
    "stacked_deck",
    "trick_winner",
]

# each symbol is the sign closest to the suit's pip on the cards (assets/cards/make_cards.py:
# a ringed dot, mountain peaks, a shield, an eight-pointed star)
SUITS: tuple[Suit, ...] = (
    Suit("V", "Void", "black", "\u25c9"),  # ◉
    Suit("F", "Frontier", "red", "\u25b2"),  # ▲
    Suit("B", "Border", "blue", "\u2b1f"),  # ⬟
    Suit("C", "Core", "green", "\u2738"),  # ✸
)
RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "O", "M", "P", "E")
DECK = DeckSpec(SUITS, RANKS)
PACK: tuple[Card, ...] = tuple(DECK.build())
RANK_INDEX = {r: i for i, r in enumerate(RANKS)}
SUIT_INDEX = {s.code: i for i, s in enumerate(SUITS)}
CARD_BY_TEXT = {str(c): c for c in PACK}
CARD_TEXT = {c: str(c) for c in PACK}
SORT_KEY = {c: (SUIT_INDEX[c.suit], RANK_INDEX[c.rank]) for c in PACK}
PLAY_ACTION = {c: Action("play", (str(c),)) for c in PACK}

NUM_SEATS = 4
HAND_SIZE = 13
FIRST_DEALER = 3  # East deals hand 1, so South acts first
DARE_SEATS = (0, 1)  # the seat that sets each team's dare (South for NS, West for EW)
TRUMP_ROTATION = ("C", "B", "F", "V")  # Core -> Border -> Frontier -> Void -> repeat
VOID = "V"
BOOK = 6
TRICK_POINTS = 10
SHORT_PENALTY = 10
BAG_LIMIT = 10
BAG_PENALTY = 120
MAX_BID = 13
DARE_CAP = 5  # times the ante
MAX_ANTE = 100
TARGET_PRESETS = (150, 200, 250)
TARGET_STEP = 10
MIN_HAND_LIMIT = 20
POINTS_PER_HAND_LIMIT = 5
POT_MODES = ("carry", "split")
BID_ACTIONS = tuple(Action("bid", (str(n),)) for n in range(MAX_BID + 1))
DARE_ACTIONS = tuple(Action("dare", (str(n),)) for n in range(DARE_CAP * MAX_ANTE + 1))


class Phase(StrEnum):
    """Where a hand stands."""

    DARE = "dare"  # seats 0 and 1 set their teams' Meld Dares (cards not dealt yet)
    DECLARE = "declare"  # each player once: meld or pass
    BID = "bid"
    PLAY = "play"
    OVER = "over"


class DeclarationReason(StrEnum):
    """Reason codes for refused Declaration actions."""

    DARE_OUT_OF_RANGE = "dare_out_of_range"
    BID_OUT_OF_RANGE = "bid_out_of_range"
    MELD_TOO_FEW_CARDS = "meld_too_few_cards"
    MELD_DUPLICATE_CARD = "meld_duplicate_card"
    MELD_NOT_ONE_SUIT_OR_RANK = "meld_not_one_suit_or_rank"
    MELD_NOT_CONSECUTIVE = "meld_not_consecutive"
    MELD_WRAPS_AROUND = "meld_wraps_around"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_PLAY_MELD_CARD = "must_play_meld_card"


class MeldKind(StrEnum):
    """The four melds; values are stable codes."""

    RUN3 = "run3"
    RUN4 = "run4"  # a run of 4 or more cards
    TRIAD = "triad"
    QUAD = "quad"

    @property
    def points(self) -> int:
        """Base meld points."""
        return MELD_POINTS[self]

    @property
    def cost(self) -> int:
        """Declaration cost in multiples of the ante."""
        return MELD_COST[self]


MELD_POINTS = {MeldKind.RUN3: 10, MeldKind.RUN4: 20, MeldKind.TRIAD: 30, MeldKind.QUAD: 40}
MELD_COST = {MeldKind.RUN3: 1, MeldKind.RUN4: 2, MeldKind.TRIAD: 3, MeldKind.QUAD: 4}


@dataclass(frozen=True)
class DeclarationOptions:
    """Table options (``docs/rules/declaration.md``); validated on construction."""

    target: int = field(default=250, metadata={"min": 50, "max": 1000})
    """Target score: presets 150, 200, 250 or any multiple of 10 from 50 to 1000."""
    ante: int = field(default=2, metadata={"min": 1, "max": MAX_ANTE})
    """Dollars per player per hand; also the unit of meld costs and the dare cap."""
    bid_stake: int = field(default=0, metadata={"min": 0, "max": 10})
    """Dollars per trick bid added to Pot Action by the bidder's team."""
    void_lock: bool = False
    """Void is trump every hand instead of the Core/Border/Frontier/Void rotation."""
    both_succeed: str = field(default="carry", metadata={"choices": POT_MODES})
    """When both teams make their contracts: carry the pot over, or split it."""
    both_fail: str = field(default="carry", metadata={"choices": POT_MODES})
    """When both teams fail (after both penalties): carry the pot over, or split it."""

    def __post_init__(self) -> None:
        check_ranges(self)
        if self.target % TARGET_STEP:
            raise InvalidOptionsError(
                "not_a_multiple", option="target", value=self.target, step=TARGET_STEP
            )

    @property
    def dare_cap(self) -> int:
        """The largest Meld Dare: 5 x ante."""
        return DARE_CAP * self.ante


# -- pure rules ------------------------------------------------------------------------


@dataclass(frozen=True)
class Meld:
    """An accepted meld: its kind and its cards (canonical order)."""

    kind: MeldKind
    cards: tuple[Card, ...]

    @property
    def points(self) -> int:
        """Base meld points."""
        return self.kind.points

    def to_json(self) -> dict[str, Any]:
        """JSON data."""
        return {"kind": str(self.kind), "cards": cards_text(self.cards)}


def team_of(seat: int) -> int:
    """The team of a seat: 0 for NS (seats 0, 2), 1 for EW (seats 1, 3)."""
    return seat % 2


def sort_cards(cards: Sequence[Card]) -> list[Card]:
    """Cards in display order: by suit (Void, Frontier, Border, Core), then rank."""
    return sorted(cards, key=SORT_KEY.__getitem__)


def classify_meld(cards: Sequence[Card]) -> MeldKind | DeclarationReason:
    """The meld these distinct cards form, or the reason code they form none.

    >>> classify_meld([Card("5", "V"), Card("6", "V"), Card("7", "V")])
    <MeldKind.RUN3: 'run3'>
    >>> classify_meld([Card("E", "V"), Card("2", "V"), Card("3", "V")])
    <DeclarationReason.MELD_WRAPS_AROUND: 'meld_wraps_around'>
    """
    if len(set(cards)) != len(cards):
        return DeclarationReason.MELD_DUPLICATE_CARD
    if len(cards) < 3:
        return DeclarationReason.MELD_TOO_FEW_CARDS
    if len({c.rank for c in cards}) == 1:
        return MeldKind.TRIAD if len(cards) == 3 else MeldKind.QUAD
    if len({c.suit for c in cards}) != 1:
        return DeclarationReason.MELD_NOT_ONE_SUIT_OR_RANK
    idx = sorted(RANK_INDEX[c.rank] for c in cards)
    breaks = sum(1 for a, b in zip(idx, idx[1:], strict=False) if b != a + 1)
    if breaks == 0:
        return MeldKind.RUN3 if len(cards) == 3 else MeldKind.RUN4
    if breaks == 1 and idx[0] == 0 and idx[-1] == len(RANKS) - 1:
        return DeclarationReason.MELD_WRAPS_AROUND
    return DeclarationReason.MELD_NOT_CONSECUTIVE


def find_melds(hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every meld in ``hand`` in a fixed order: runs by suit, start and length; then sets."""
    out: list[tuple[Card, ...]] = []
    for suit in SUITS:
        by_rank = {RANK_INDEX[c.rank]: c for c in hand if c.suit == suit.code}
        i = 0
        while i < len(RANKS):
            if i not in by_rank:
                i += 1
                continue
            j = i
            while j + 1 in by_rank:
                j += 1
            for start in range(i, j - 1):
                for end in range(start + 2, j + 1):
                    out.append(tuple(by_rank[k] for k in range(start, end + 1)))
            i = j + 1
    for rank in RANKS:
        same = sort_cards([c for c in hand if c.rank == rank])
        if len(same) >= 3:
            out.extend(combinations(same, 3))
            if len(same) == 4:
                out.append(tuple(same))
    return out


def trick_winner(trick: Sequence[tuple[int, Card]], trump: str) -> int:
    """The seat that wins a complete trick: highest trump, else highest of the suit led."""
    led = trick[0][1].suit
    best_seat, best = trick[0]
    for seat, card in trick[1:]:
        if card.suit == best.suit:
            if RANK_INDEX[card.rank] > RANK_INDEX[best.rank]:
                best_seat, best = seat, card
        elif card.suit == trump and best.suit == led:
            best_seat, best = seat, card
    return best_seat


@dataclass(frozen=True)
class TeamScore:
    """One team's settlement of the score."""

    success: bool
    trick_points: int  # + on success (tricks above the book), - on failure (tricks short)
    meld_points: int  # scored: full on success, half (rounded down) on failure
    bags_added: int
    bag_penalty: int  # 120 for each time the bags reached 10 (as a positive number)
    bags: int  # the bag count afterwards
    delta: int  # total change of the score


def score_team(tricks: int, contract: int, meld_points: int, bags: int) -> TeamScore:
    """Settle one team's score for a hand.

    >>> score_team(9, 7, 30, 0)
    TeamScore(success=True, trick_points=30, meld_points=30, bags_added=2, bag_penalty=0, \
bags=2, delta=60)
    >>> score_team(5, 8, 30, 4).delta
    -15
    """
    if tricks >= contract:
        trick_points = TRICK_POINTS * max(0, tricks - BOOK)
        added = tricks - contract
        total_bags = bags + added
        penalty = 0
        while total_bags >= BAG_LIMIT:
            total_bags -= BAG_LIMIT
            penalty += BAG_PENALTY
        return TeamScore(
            True,
            trick_points,
            meld_points,
            added,
            penalty,
            total_bags,
            trick_points + meld_points - penalty,
        )
    trick_points = -SHORT_PENALTY * (contract - tricks)
    half = meld_points // 2
    return TeamScore(False, trick_points, half, 0, 0, bags, trick_points + half)


@dataclass(frozen=True)
class PotSettlement:
    """How the Hand Pot is settled at the end of a hand."""

    outcome: str  # "won" (one team failed), "carried" or "split"
    penalties: tuple[int, int]  # what each team added as the failure penalty
    payout: tuple[int, int]  # what each team received
    pot_ante: int  # carried into the next hand
    pot_action: int  # carried into the next hand

    @property
    def carried(self) -> int:
        """Dollars left in the pot."""
        return self.pot_ante + self.pot_action


def settle_pot(
    pot_ante: int,
    pot_action: int,
    success: Sequence[bool],
    *,
    both_succeed: str = "carry",
    both_fail: str = "carry",
) -> PotSettlement:
    """Settle the Hand Pot given each team's contract success.

    One team fails: it adds an amount equal to Pot Action; the other team receives the new
    Pot Total. Both fail: each adds the pre-penalty Pot Action (carried as Pot Ante, so that
    penalties do not compound), then the pot is carried or split. Both succeed: carried
    (ante into ante, action into action) or split. A split leaves an odd dollar in Pot Ante.

    >>> settle_pot(8, 12, (True, False))  # the seed's worked example: Team A receives 32
    PotSettlement(outcome='won', penalties=(0, 12), payout=(32, 0), pot_ante=0, pot_action=0)
    """
    penalties = (0 if success[0] else pot_action, 0 if success[1] else pot_action)
    if success[0] != success[1]:
        total = pot_ante + pot_action + sum(penalties)
        payout = (total, 0) if success[0] else (0, total)
        return PotSettlement("won", penalties, payout, 0, 0)
    mode = both_succeed if success[0] else both_fail
    ante = pot_ante + sum(penalties)
    if mode == "carry":
        return PotSettlement("carried", penalties, (0, 0), ante, pot_action)
    total = ante + pot_action
    half = total // 2
    return PotSettlement("split", penalties, (half, half), total - 2 * half, 0)


def hand_limit(target: int) -> int:
    """The safety cap on the number of hands: target / 5, at least 20 (50 at 250).

    >>> hand_limit(250), hand_limit(50), hand_limit(1000)
    (50, 20, 200)
    """
    return max(MIN_HAND_LIMIT, target // POINTS_PER_HAND_LIMIT)


def game_outcome(
    scores: Sequence[int], target: int, hands_played: int, max_hands: int | None = None
) -> tuple[int, ...] | None:
    """The winning teams after a settlement, or None to play on.

    A team at or above the target with the higher score wins; an exact tie plays on. At the
    safety cap the higher score wins and a tie is a draw (both teams).

    >>> game_outcome([250, 240], 250, 12), game_outcome([260, 260], 250, 12)
    ((0,), None)
    """
    a, b = scores[0], scores[1]
    if max_hands is None:
        max_hands = hand_limit(target)
    reached = max(a, b) >= target
    if (reached and a != b) or hands_played >= max_hands:
        if a == b:
            return (0, 1)
        return (0,) if a > b else (1,)
    return None


def stacked_deck(hands: Sequence[Sequence[Card]], dealer: int = FIRST_DEALER) -> list[Card]:
    """A deck order that deals ``hands[seat]`` to each seat (hand 1 by default).

    Hands may be partial: the remaining cards fill them in pack order. The result is a full
    52-card order for ``new_state(..., deck=...)``.
    """
    if len(hands) != NUM_SEATS:
        raise InvalidOptionsError("bad_deck", seats=len(hands))
    given = [c for h in hands for c in h]
    if len(set(given)) != len(given):
        raise InvalidOptionsError("duplicate_card")
    for c in given:
        if c not in SORT_KEY:
            raise InvalidOptionsError("unknown_card", card=str(c))
    taken = set(given)
    rest = iter(c for c in PACK if c not in taken)
    full = []
    for h in hands:
        if len(h) > HAND_SIZE:
            raise InvalidOptionsError("bad_deck", hand_size=len(h))
        full.append(list(h) + [next(rest) for _ in range(HAND_SIZE - len(h))])
    order = []
    for i in range(HAND_SIZE):
        for k in range(NUM_SEATS):
            order.append(full[(dealer + 1 + k) % NUM_SEATS][i])
    return order


# -- observation -----------------------------------------------------------------------


@dataclass(frozen=True)
class DeclarationObservation(Observation):
    """What one seat sees: its own hand, every declared meld, the table and the money."""

    seat: int
    phase: str
    hand_no: int
    dealer: int
    trump: str
    current_player: int | None
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    melds: tuple[Meld | None, ...]  # per seat, public
    meld_cards_in_hand: tuple[tuple[Card, ...], ...]  # per seat: declared, not yet played
    declared: tuple[bool, ...]  # per seat: has had its declaration turn this hand
    bids: tuple[int | None, ...]
    leader: int | None
    trick: tuple[tuple[int, Card], ...]  # the trick in progress: (seat, card) in play order
    tricks_history: tuple[tuple[tuple[int, Card], ...], ...]  # completed tricks this hand
    seat_tricks: tuple[int, ...]
    scores: tuple[int, int]
    bags: tuple[int, int]
    purses: tuple[int, int]
    pot_ante: int
    pot_action: int
    dares: tuple[int | None, int | None]  # None: not set yet, or still sealed from this seat
    dare_paid: tuple[bool, bool]  # each team has paid the opponents' dare this hand
    last_settlement: dict[str, Any] | None
    winners: tuple[int, ...] | None  # winning teams once the game is over
    options: DeclarationOptions
    last_trick_winner: int | None = None  # who took the last completed trick of this hand
    legal: tuple[Action, ...] = ()  # what this seat may do now (State.legal_for)

    @property
    def team(self) -> int:
        """This seat's team."""
        return team_of(self.seat)

    @property
    def partner(self) -> int:
        """This seat's partner."""
        return (self.seat + 2) % NUM_SEATS

    @property
    def pot_total(self) -> int:
        """Pot Ante plus Pot Action."""
        return self.pot_ante + self.pot_action

    @property
    def team_tricks(self) -> tuple[int, int]:
        """Tricks taken by each team this hand."""
        t = self.seat_tricks
        return (t[0] + t[2], t[1] + t[3])

    @property
    def contracts(self) -> tuple[int | None, int | None]:
        """Each team's contract, once both partners have bid."""

        def contract(team: int) -> int | None:
            a, b = self.bids[team], self.bids[team + 2]
            return None if a is None or b is None else a + b

        return (contract(0), contract(1))

    def played(self) -> list[Card]:
        """Every card played this hand, completed tricks first."""
        out = [c for trick in self.tricks_history for _, c in trick]
        out.extend(c for _, c in self.trick)
        return out

    def cards(self) -> set[Card]:
        """Every card identity visible here."""
        seen = set(self.hand)
        for m in self.melds:
            if m is not None:
                seen.update(m.cards)
        for cs in self.meld_cards_in_hand:
            seen.update(cs)
        seen.update(self.played())
        return seen


# -- state -----------------------------------------------------------------------------


class DeclarationState(State):
    """A Declaration game in progress."""

    hand_end: dict[str, Any] | None = None
    """The last settled hand's table as its settlement left it, for ``finished_hand``
    (None before the first settlement that dealt on)."""

    def __init__(self, options: DeclarationOptions, seed: int, deck: Sequence[Card] | None = None):
        super().__init__(options, seed, make_rng(seed))
        self.rng_digest = rng_digest(self.rng)  # the RNG only moves at a deal
        self.first_deck = _check_deck(deck) if deck is not None else None
        self.hand_no = 0
        self.dealer = FIRST_DEALER - 1
        self.scores = [0, 0]
        self.bags = [0, 0]
        self.purses = [0, 0]
        self.pot_ante = 0
        self.pot_action = 0
        self.stock: list[Card] = list(PACK)  # undealt, face down
        self.taken: list[list[Card]] = [[], []]  # each team's tricks, until the next deal
        self.hands: list[list[Card]] = [[] for _ in range(NUM_SEATS)]
        self.last_settlement: dict[str, Any] | None = None
        self.winners: tuple[int, ...] | None = None
        self.events_of_start = self._begin_hand()

    # -- protocol -----------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        """Seats at the table."""
        return NUM_SEATS

    @property
    def current_player(self) -> int | None:
        """The seat to act, or None when the game is over."""
        return None if self.phase == Phase.OVER else self.current

    @property
    def pot_total(self) -> int:
        """Pot Ante plus Pot Action."""
        return self.pot_ante + self.pot_action

    def contract(self, team: int) -> int:
        """A team's contract (bids made so far)."""
        return (self.bids[team] or 0) + (self.bids[team + 2] or 0)

    def team_tricks(self, team: int) -> int:
        """Tricks taken by a team this hand."""
        return self.seat_tricks[team] + self.seat_tricks[team + 2]

    def meld_cards_in_hand(self, seat: int) -> list[Card]:
        """The seat's declared meld cards not yet played."""
        ms = self.meld_sets[seat]
        return [c for c in self.hands[seat] if c in ms] if ms else []

    def playable(self, seat: int) -> list[Card]:
        """Cards the seat may play now: follow suit, then meld cards first."""
        hand = self.hands[seat]
        if self.trick:
            led = self.trick[0][1].suit
            allowed = [c for c in hand if c.suit == led] or hand
        else:
            allowed = hand
        ms = self.meld_sets[seat]
        if ms:
            first = [c for c in allowed if c in ms]
            if first:
                return first
        return list(allowed)

    def legal_actions(self) -> list[Action]:
        """Legal actions in a fixed order."""
        p = self.phase
        if p == Phase.PLAY:
            return [PLAY_ACTION[c] for c in self.playable(self.current)]
        if p == Phase.BID:
            return list(BID_ACTIONS)
        if p == Phase.DECLARE:
            out = [
                Action("meld", tuple(CARD_TEXT[c] for c in m))
                for m in find_melds(self.hands[self.current])
            ]
            out.append(Action("pass"))
            return out
        if p == Phase.DARE:
            return list(DARE_ACTIONS[: self.options.dare_cap + 1])
        return []

    def check(self, action: Action) -> None:
        """Raise ``IllegalActionError`` if ``action`` is not legal now."""
        kind, args, p = action.kind, action.args, self.phase
        expected = {
            "dare": Phase.DARE,
            "meld": Phase.DECLARE,
            "pass": Phase.DECLARE,
            "bid": Phase.BID,
            "play": Phase.PLAY,
        }
        if kind not in expected:
            raise IllegalActionError(Reason.UNKNOWN_ACTION, action)
        if expected[kind] != p:
            raise IllegalActionError(Reason.WRONG_PHASE, action, phase=str(p))
        if kind == "pass":
            if args:
                raise IllegalActionError(Reason.BAD_ARGUMENT, action)
        elif kind in ("dare", "bid"):
            n = _whole(args, action)
            hi = self.options.dare_cap if kind == "dare" else MAX_BID
            if not 0 <= n <= hi:
                code = (
                    DeclarationReason.DARE_OUT_OF_RANGE
                    if kind == "dare"
                    else DeclarationReason.BID_OUT_OF_RANGE
                )
                raise IllegalActionError(code, action, value=n, min=0, max=hi)
        elif kind == "meld":
            self._meld_of(action)
        else:  # play
            if len(args) != 1 or args[0] not in CARD_BY_TEXT:
                raise IllegalActionError(Reason.BAD_ARGUMENT, action)
            card = CARD_BY_TEXT[args[0]]
            if card in self.playable(self.current):
                return
            hand = self.hands[self.current]
            if card not in hand:
                raise IllegalActionError(Reason.NOT_IN_HAND, action)
            if self.trick:
                led = self.trick[0][1].suit
                if card.suit != led and any(c.suit == led for c in hand):
                    raise IllegalActionError(DeclarationReason.MUST_FOLLOW_SUIT, action, suit=led)
            raise IllegalActionError(DeclarationReason.MUST_PLAY_MELD_CARD, action)

    def _meld_of(self, action: Action) -> Meld:
        """The meld an action declares, or ``IllegalActionError`` with the reason."""
        cards = []
        for text in action.args:
            card = CARD_BY_TEXT.get(text)
            if card is None:
                raise IllegalActionError(Reason.BAD_ARGUMENT, action, card=text)
            cards.append(card)
        hand = self.hands[self.current]
        missing = [CARD_TEXT[c] for c in cards if c not in hand]
        if missing:
            raise IllegalActionError(Reason.NOT_IN_HAND, action, cards=missing)
        kind = classify_meld(cards)
        if not isinstance(kind, MeldKind):
            raise IllegalActionError(kind, action)
        return Meld(kind, tuple(sort_cards(cards)))

    def _apply(self, action: Action) -> list[Event]:
        kind, seat = action.kind, self.current
        if kind == "play":
            return self._play(seat, CARD_BY_TEXT[action.args[0]])
        if kind == "bid":
            return self._bid(seat, int(action.args[0]))
        if kind in ("meld", "pass"):
            return self._declare(seat, self._meld_of(action) if kind == "meld" else None)
        return self._dare(seat, int(action.args[0]))

    # -- hand flow ----------------------------------------------------------------------
    def _begin_hand(self) -> list[Event]:
        """Next dealer and trump, antes into the pot; wait for the dares."""
        o = self.options
        self.hand_no += 1
        self.dealer = (self.dealer + 1) % NUM_SEATS
        self.trump = VOID if o.void_lock else TRUMP_ROTATION[(self.hand_no - 1) % 4]
        self.phase = Phase.DARE
        self.current = DARE_SEATS[0]
        self.dares: list[int | None] = [None, None]
        self.dare_paid = [False, False]
        self.melds: list[Meld | None] = [None] * NUM_SEATS
        self.meld_sets: list[frozenset[Card]] = [frozenset()] * NUM_SEATS
        self.declared = [False] * NUM_SEATS
        self.bids: list[int | None] = [None] * NUM_SEATS
        self.trick: list[tuple[int, Card]] = []
        self.tricks_history: list[tuple[tuple[int, Card], ...]] = []
        self.history_texts: list[str] = []  # the same, as snapshot texts
        self.seat_tricks = [0] * NUM_SEATS
        self.leader: int | None = None
        ante = o.ante * 2  # two players a team
        self.purses[0] -= ante
        self.purses[1] -= ante
        self.pot_ante += 2 * ante
        return [
            DeclarationHandStarted(
                self.hand_no,
                self.dealer,
                self.trump,
                o.ante,
                [ante, ante],
                self.pot_ante,
                self.pot_action,
                list(self.purses),
            )
        ]

    def _dare(self, seat: int, amount: int) -> list[Event]:
        team = team_of(seat)
        self.dares[team] = amount
        events: list[Event] = [DareSet(seat, team)]
        if self.dares[1 - team] is None:
            self.current = DARE_SEATS[1 - team]
            return events
        events.append(DaresFixed(list(self.dares)))
        events.extend(self._deal())
        return events

    def _deal(self) -> list[Event]:
        """Collect every card, shuffle (or stack hand 1) and deal 13 to each seat."""
        if self.first_deck is not None and self.hand_no == 1:
            order = stack_deck(DECK, self.first_deck, PACK, self.rng)
        else:
            order = list(PACK)
            self.rng.shuffle(order)
        self.rng_digest = rng_digest(self.rng)
        self.stock = []
        self.taken = [[], []]
        first = (self.dealer + 1) % NUM_SEATS
        for s in range(NUM_SEATS):
            k = (s - first) % NUM_SEATS
            self.hands[s] = sort_cards(order[k::NUM_SEATS])
        self.phase = Phase.DECLARE
        self.current = first
        return [HandDealt(self.hand_no, self.dealer, self.trump, first, [HAND_SIZE] * NUM_SEATS)]

    def _declare(self, seat: int, meld: Meld | None) -> list[Event]:
        self.declared[seat] = True
        if meld is None:
            events: list[Event] = [MeldPassed(seat)]
        else:
            team = team_of(seat)
            self.melds[seat] = meld
            self.meld_sets[seat] = frozenset(meld.cards)
            cost = meld.kind.cost * self.options.ante
            dare = 0
            if not self.dare_paid[team]:
                self.dare_paid[team] = True
                dare = self.dares[1 - team] or 0
            self.purses[team] -= cost + dare
            self.pot_action += cost + dare
            events = [
                MeldDeclared(
                    seat,
                    team,
                    str(meld.kind),
                    cards_text(meld.cards),
                    meld.points,
                    cost,
                    dare,
                    self.pot_ante,
                    self.pot_action,
                )
            ]
        nxt = (seat + 1) % NUM_SEATS
        if nxt == (self.dealer + 1) % NUM_SEATS:
            self.phase = Phase.BID
        self.current = nxt
        return events

    def _bid(self, seat: int, bid: int) -> list[Event]:
        team = team_of(seat)
        self.bids[seat] = bid
        stake = bid * self.options.bid_stake
        self.purses[team] -= stake
        self.pot_action += stake
        events: list[Event] = [BidMade(seat, bid, stake, self.pot_action)]
        nxt = (seat + 1) % NUM_SEATS
        self.current = nxt
        if nxt == (self.dealer + 1) % NUM_SEATS:
            self.phase = Phase.PLAY
            self.leader = nxt
            events.append(BiddingDone([self.contract(0), self.contract(1)], nxt))
        return events

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events: list[Event] = [
            DeclarationCardPlayed(seat, CARD_TEXT[card], card in self.meld_sets[seat])
        ]
        if len(self.trick) < NUM_SEATS:
            self.current = (seat + 1) % NUM_SEATS
            return events
        winner = trick_winner(self.trick, self.trump)
        team = team_of(winner)
        self.seat_tricks[winner] += 1
        self.taken[team].extend(c for _, c in self.trick)
        self.tricks_history.append(tuple(self.trick))
        self.history_texts.append(f"{self.trick[0][0]}:{_texts([c for _, c in self.trick])}")
        events.append(
            DeclarationTrickWon(
                winner,
                team,
                len(self.tricks_history),
                [CARD_TEXT[c] for _, c in self.trick],
                [self.team_tricks(0), self.team_tricks(1)],
            )
        )
        self.trick = []
        self.current = self.leader = winner
        if len(self.tricks_history) == HAND_SIZE:
            events.extend(self._settle())
        return events

    def _settle(self) -> list[Event]:
        """Score both teams, settle the pot, and end the game or begin the next hand."""
        o = self.options
        team_scores = []
        for t in (0, 1):
            mp = sum(m.points for s, m in enumerate(self.melds) if m and team_of(s) == t)
            ts = score_team(self.team_tricks(t), self.contract(t), mp, self.bags[t])
            team_scores.append(ts)
            self.scores[t] += ts.delta
            self.bags[t] = ts.bags
        pot = settle_pot(
            self.pot_ante,
            self.pot_action,
            [ts.success for ts in team_scores],
            both_succeed=o.both_succeed,
            both_fail=o.both_fail,
        )
        before = self.pot_total
        for t in (0, 1):
            self.purses[t] += pot.payout[t] - pot.penalties[t]
        self.pot_ante, self.pot_action = pot.pot_ante, pot.pot_action
        self.last_settlement = {
            "hand": self.hand_no,
            "tricks": [self.team_tricks(0), self.team_tricks(1)],
            "contracts": [self.contract(0), self.contract(1)],
            "success": [ts.success for ts in team_scores],
            "trick_points": [ts.trick_points for ts in team_scores],
            "meld_points": [ts.meld_points for ts in team_scores],
            "bags_added": [ts.bags_added for ts in team_scores],
            "bag_penalty": [ts.bag_penalty for ts in team_scores],
            "delta": [ts.delta for ts in team_scores],
            "scores": list(self.scores),
            "bags": list(self.bags),
            "pot_before": before,
            "penalties": list(pot.penalties),
            "pot_outcome": pot.outcome,
            "payout": list(pot.payout),
            "pot_ante": self.pot_ante,
            "pot_action": self.pot_action,
            "purses": list(self.purses),
        }
        events: list[Event] = [HandScored(**self.last_settlement)]
        winners = game_outcome(self.scores, o.target, self.hand_no)
        if winners is None:
            self.hand_end = self._hand_end()
            events.extend(self._begin_hand())
            return events
        self.winners = winners
        self.phase = Phase.OVER
        events.append(DeclarationGameOver(list(self.scores), list(winners), list(self.purses)))
        return events

    def _hand_end(self) -> dict[str, Any]:
        """What ``finished_hand`` shows: this hand's lists themselves (``_begin_hand`` gives
        the next hand new ones rather than changing these, so no copy is needed) and
        copies of the running totals the next hand's antes change."""
        return {
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "trump": self.trump,
            "melds": self.melds,
            "declared": self.declared,
            "bids": self.bids,
            "leader": self.leader,
            "tricks_history": self.tricks_history,
            "seat_tricks": self.seat_tricks,
            "scores": (self.scores[0], self.scores[1]),
            "bags": (self.bags[0], self.bags[1]),
            "purses": (self.purses[0], self.purses[1]),
            "pot_ante": self.pot_ante,
            "pot_action": self.pot_action,
            "dares": (self.dares[0], self.dares[1]),
            "dare_paid": (self.dare_paid[0], self.dare_paid[1]),
            "last_settlement": self.last_settlement,
        }

    # -- views --------------------------------------------------------------------------
    def finished_hand(self, seat: int) -> DeclarationObservation | None:
        """The table as the last settled hand ended, seen from ``seat``: every trick taken,
        the scores, bags, purses and pot as the settlement left them, before the next
        hand's antes (the settlement and the next hand's antes are one action). The phase
        is still "play", with no one to act and no legal move. Everything in it is public
        (no cards are left in hand). None until a hand has been settled and another begun.
        A view only: the game goes on from ``observation``."""
        end = self.hand_end
        if end is None:
            return None
        tricks = end["tricks_history"]
        ls = end["last_settlement"]
        return DeclarationObservation(
            seat=seat,
            phase=str(Phase.PLAY),
            hand_no=end["hand_no"],
            dealer=end["dealer"],
            trump=end["trump"],
            current_player=None,
            hand=(),
            hand_counts=(0,) * NUM_SEATS,
            melds=tuple(end["melds"]),
            meld_cards_in_hand=((),) * NUM_SEATS,
            declared=tuple(end["declared"]),
            bids=tuple(end["bids"]),
            leader=end["leader"],
            trick=(),
            tricks_history=tuple(tricks),
            last_trick_winner=trick_winner(tricks[-1], end["trump"]) if tricks else None,
            seat_tricks=tuple(end["seat_tricks"]),
            scores=end["scores"],
            bags=end["bags"],
            purses=end["purses"],
            pot_ante=end["pot_ante"],
            pot_action=end["pot_action"],
            dares=end["dares"],
            dare_paid=end["dare_paid"],
            last_settlement=dict(ls) if ls else None,
            winners=None,
            options=self.options,
        )

    def observation(self, seat: int) -> DeclarationObservation:
        """What ``seat`` sees."""
        team = team_of(seat)
        sealed = self.phase == Phase.DARE
        dares = tuple(d if t == team or not sealed else None for t, d in enumerate(self.dares))
        return DeclarationObservation(
            seat=seat,
            phase=str(self.phase),
            hand_no=self.hand_no,
            dealer=self.dealer,
            trump=self.trump,
            current_player=self.current_player,
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(map(len, self.hands)),
            melds=tuple(self.melds),
            meld_cards_in_hand=tuple(tuple(self.meld_cards_in_hand(s)) for s in range(NUM_SEATS)),
            declared=tuple(self.declared),
            bids=tuple(self.bids),
            leader=self.leader,
            trick=tuple(self.trick),
            tricks_history=tuple(self.tricks_history),
            last_trick_winner=(
                trick_winner(self.tricks_history[-1], self.trump) if self.tricks_history else None
            ),
            seat_tricks=tuple(self.seat_tricks),
            scores=(self.scores[0], self.scores[1]),
            bags=(self.bags[0], self.bags[1]),
            purses=(self.purses[0], self.purses[1]),
            pot_ante=self.pot_ante,
            pot_action=self.pot_action,
            dares=dares,  # type: ignore[arg-type]
            dare_paid=(self.dare_paid[0], self.dare_paid[1]),
            last_settlement=dict(self.last_settlement) if self.last_settlement else None,
            winners=self.winners,
            options=self.options,
            legal=self.legal_for(seat),
        )

    def hidden_from(self, seat: int) -> set[Card]:
        """The undealt stock and other seats' cards that are not declared meld cards."""
        hidden = set(self.stock)
        for s, hand in enumerate(self.hands):
            if s == seat:
                continue
            ms = self.meld_sets[s]
            hidden.update(hand if not ms else (c for c in hand if c not in ms))
        return hidden

    def all_cards(self) -> list[Card]:
        """Every card, wherever it lies."""
        out = list(self.stock)
        for h in self.hands:
            out.extend(h)
        out.extend(c for _, c in self.trick)
        out.extend(self.taken[0])
        out.extend(self.taken[1])
        return out

    def result(self) -> Result | None:
        """Team scores per seat and the winning team's seats, once over."""
        if self.winners is None:
            return None
        return Result(
            tuple(self.scores[team_of(s)] for s in range(NUM_SEATS)),
            tuple(s for s in range(NUM_SEATS) if team_of(s) in self.winners),
        )

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON data."""
        return {
            "phase": str(self.phase),
            "hand": self.hand_no,
            "dealer": self.dealer,
            "trump": self.trump,
            "current": self.current,
            "scores": list(self.scores),
            "bags": list(self.bags),
            "purses": list(self.purses),
            "pot_ante": self.pot_ante,
            "pot_action": self.pot_action,
            "dares": list(self.dares),
            "dare_paid": list(self.dare_paid),
            "melds": [m.to_json() if m else None for m in self.melds],
            "declared": list(self.declared),
            "bids": list(self.bids),
            "leader": self.leader,
            # card lists as space-separated texts: compact, and fast to compare
            "hands": [_texts(h) for h in self.hands],
            "stock": _texts(self.stock),
            "taken": [_texts(t) for t in self.taken],
            "trick": _texts([c for _, c in self.trick]),
            "tricks_history": list(self.history_texts),  # "leader:cards in order"
            "seat_tricks": list(self.seat_tricks),
            "last_settlement": self.last_settlement,
            "winners": list(self.winners) if self.winners is not None else None,
            "rng": self.rng_digest,
        }

    def clone(self) -> DeclarationState:
        """A cheap independent copy."""
        new = object.__new__(DeclarationState)
        new.__dict__.update(self.__dict__)
        new.rng = make_rng(0)
        new.rng.setstate(self.rng.getstate())
        new.history = list(self.history)
        for name in (
            "scores",
            "bags",
            "purses",
            "stock",
            "dares",
            "dare_paid",
            "melds",
            "meld_sets",
            "declared",
            "bids",
            "trick",
            "tricks_history",
            "history_texts",
            "seat_tricks",
        ):
            setattr(new, name, list(getattr(self, name)))
        new.hands = [list(h) for h in self.hands]
        new.taken = [list(t) for t in self.taken]
        return new


def _texts(cards: Sequence[Card]) -> str:
    """Space-separated card texts."""
    return " ".join([c.text for c in cards])


def _whole(args: tuple[str, ...], action: Action) -> int:
    """The single whole-number argument, in canonical form ("3", not "03" or "+3")."""
    if len(args) != 1 or not args[0].isdigit() or str(int(args[0])) != args[0]:
        raise IllegalActionError(Reason.BAD_ARGUMENT, action)
    return int(args[0])


def _check_deck(deck: Sequence[Card]) -> list[Card]:
    """Validate a stacked deck: known, distinct cards."""
    seen: set[Card] = set()
    for c in deck:
        if c not in SORT_KEY:
            raise InvalidOptionsError("unknown_card", card=str(c))
        if c in seen:
            raise InvalidOptionsError("duplicate_card", card=str(c))
        seen.add(c)
    return [CARD_BY_TEXT[CARD_TEXT[c]] for c in deck]  # the canonical card objects


def new_state(
    options: DeclarationOptions | None = None, seed: int = 0, deck: Sequence[Card] | None = None
) -> DeclarationState:
    """A new game: hand 1's antes are in and seat 0 sets the NS Meld Dare."""
    return DeclarationState(options or DeclarationOptions(), seed, deck)
