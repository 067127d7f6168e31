"""Frontier: a five-round betting game over configurations of committed cards, 2 to 8 seats.

Rules: ``docs/rules/frontier.md``, the complete rulebook with our own decisions.

The 50-card deck has five suits numbered 1-10. Suit codes (the last character of a card's
text): ``S`` Sun and ``F`` Flame (red), ``M`` Moon and ``T`` Tide (blue), ``W`` Shadow (black
Wildcards); e.g. ``"10S"``, ``"1W"``.

Round r (1-5) has hand capacity r. Each round is one betting round. The acting player may:

- ``mulligan``: once per game, while nothing is committed this round.
- ``commit C1 C2 ...``: the first half of a player's first stake of the round (Bet, Raise or
  Call); the same player then completes it with ``bet N`` / ``raise N`` / ``call``.
- ``raise N`` (the bet becomes N), ``call``, ``fold`` once committed; ``fold`` at any turn.

Amounts are the player's whole stake for the round (``raise 40``: the bet is now $40).
``check`` accepts every whole amount within the limits; ``legal_actions`` lists every amount
when there are at most ``LIST_ALL_AMOUNTS`` of them, otherwise the lowest, the highest and
the multiples of a 1-2-5 step in between (see ``amount_choices``). After the round is
resolved, seat 0 says ``next`` to deal the following round.

The configuration evaluator is the pure function ``evaluate`` (and ``compare``).
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum
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
from engine.games.frontier.events import (
    Bet,
    Called,
    Committed,
    Drew,
    Folded,
    FrontierGameOver,
    Mulliganed,
    PotTaken,
    Raised,
    Reshuffled,
    RoundEnded,
    RoundPassed,
    RoundStarted,
    Showdown,
)
from engine.rng import make_rng, rng_digest

__all__ = [
    "DECK",
    "Configuration",
    "FrontierObservation",
    "FrontierOptions",
    "FrontierReason",
    "FrontierState",
    "Klass",
    "Moment",
    "Phase",
    "amount_choices",
    "compare",
    "evaluate",
    "sort_cards",
    "split_pot",
]

WILD = "W"
SUITS: tuple[Suit, ...] = (
    Suit("S", "Sun", "red", "\u2600"),
    Suit("F", "Flame", "red", "\U0001f525"),
    Suit("M", "Moon", "blue", "\u263e"),
    Suit("T", "Tide", "blue", "\u224b"),
    Suit(WILD, "Shadow", "black", "\u25c6"),
)
DECK = DeckSpec(SUITS, tuple(str(r) for r in range(1, 11)))
ROUNDS = 5
LIST_ALL_AMOUNTS = 25
"""Up to this many legal amounts, every one is listed; above it a 1-2-5 grid is."""
GRID_STEPS = 20
"""At most about this many grid amounts lie between the lowest and the highest."""

_COLOUR = {"S": "red", "F": "red", "M": "blue", "T": "blue", WILD: ""}
_SUIT_ORDER = {s.code: i for i, s in enumerate(SUITS)}


# -- configurations ----------------------------------------------------------------------


class Klass(IntEnum):
    """Configuration classes, higher is stronger (only compared at equal card counts)."""

    SKIRMISH = 1
    CAMPAIGN = 2
    COALITION = 3
    PURE = 4
    RANK = 5  # of a Rank (a Pair with two cards)


@dataclass(frozen=True, slots=True)
class Configuration:
    """The strength of a set of committed cards.

    ``key`` orders configurations (higher is stronger, equal keys tie). ``code`` names the
    configuration for display: ``of_a_rank``, ``pair``, ``pure``, ``coalition``,
    ``campaign``, ``pure_skirmish``, ``coalition_skirmish``, ``divided_skirmish`` or
    ``skirmish`` (a single card).
    """

    count: int
    klass: int
    value: int
    code: str

    @property
    def key(self) -> tuple[int, int, int]:
        """The comparison key: (number of cards, class, value)."""
        return (self.count, self.klass, self.value)

    @property
    def name(self) -> tuple[str, int, int]:
        """(code, number of cards, value), e.g. ``("coalition", 4, 180)`` for the GUI."""
        return (self.code, self.count, self.value)


_CARD_INFO: dict[Card, tuple[int, str, str]] = {
    c: (int(c.rank), c.suit, _COLOUR[c.suit]) for c in DECK.build()
}


def _info(card: Card) -> tuple[int, str, str]:
    info = _CARD_INFO.get(card)
    if info is None:
        if not DECK.is_card(card, card.copy + 1):
            raise ValueError(f"not a Frontier card: {card}")
        info = (int(card.rank), card.suit, _COLOUR[card.suit])
    return info


def evaluate(cards: Iterable[Card]) -> Configuration:
    """The configuration of 1 to 5 cards, per the total order of the rulings.

    Class tests use printed ranks; values apply the Rank 1 rule (outside Campaigns a 1
    counts as the highest printed rank of the set; a single card scores its raw rank).

    >>> evaluate([Card("4", "S"), Card("3", "S"), Card("1", "F")]).name
    ('coalition', 3, 48)

    Raises:
        ValueError: no cards, more than five, or a card not of this deck.
    """
    infos = [_info(c) for c in cards]
    n = len(infos)
    if not 1 <= n <= 5:
        raise ValueError(f"a configuration has 1 to 5 cards, not {n}")
    ranks = [i[0] for i in infos]
    if n == 1:
        return Configuration(1, Klass.SKIRMISH, ranks[0], "skirmish")
    top = max(ranks)
    distinct = set(ranks)
    if len(distinct) == 1:
        return Configuration(n, Klass.RANK, top, "pair" if n == 2 else "of_a_rank")
    suits = {i[1] for i in infos}
    colours = {i[2] for i in infos if i[2]}
    values = [top if r == 1 else r for r in ranks]
    product = 1
    for v in values:
        product *= v
    pure = len(suits) == 1
    one_colour = len(colours) <= 1
    if n == 2:
        if pure:
            return Configuration(2, Klass.SKIRMISH, product * 2, "pure_skirmish")
        if one_colour:
            return Configuration(2, Klass.SKIRMISH, product, "coalition_skirmish")
        return Configuration(2, Klass.SKIRMISH, sum(values), "divided_skirmish")
    if pure:
        return Configuration(n, Klass.PURE, product * 2, "pure")
    if one_colour:
        return Configuration(n, Klass.COALITION, product, "coalition")
    if len(distinct) == n and top - min(ranks) == n - 1:
        return Configuration(n, Klass.CAMPAIGN, top, "campaign")
    return Configuration(n, Klass.SKIRMISH, sum(values), "divided_skirmish")


def compare(a: Iterable[Card], b: Iterable[Card]) -> int:
    """1 if ``a`` beats ``b``, -1 if it loses, 0 on a tie."""
    ka, kb = evaluate(a).key, evaluate(b).key
    return (ka > kb) - (ka < kb)


def split_pot(pot: int, tied_in_order: Sequence[int]) -> dict[int, int]:
    """Equal shares of ``pot``; leftover dollars one each to the first seats in turn order.

    >>> split_pot(10, [2, 0, 1])
    {2: 4, 0: 3, 1: 3}
    """
    if not tied_in_order:
        raise ValueError("no winners")
    share, left = divmod(pot, len(tied_in_order))
    return {s: share + (1 if i < left else 0) for i, s in enumerate(tied_in_order)}


def amount_choices(low: int, high: int) -> list[int]:
    """The amounts listed among the legal actions for a stake range ``[low, high]``.

    Every amount when there are at most ``LIST_ALL_AMOUNTS``; otherwise ``low``, ``high`` and
    every multiple of the smallest 1-2-5 step (1, 2, 5, 10, 20, 50, ...) that leaves at most
    ``GRID_STEPS`` multiples strictly between them.

    >>> amount_choices(1, 100)[:4], amount_choices(1, 100)[-2:]
    ([1, 5, 10, 15], [95, 100])
    """
    if high < low:
        return []
    if high - low + 1 <= LIST_ALL_AMOUNTS:
        return list(range(low, high + 1))
    step, mult = 1, 1
    while (high - low) / step > GRID_STEPS:
        mult += 1
        step = (1, 2, 5)[(mult - 1) % 3] * 10 ** ((mult - 1) // 3)
    first = (low // step + 1) * step
    return [low, *range(first, high, step), high]


def sort_cards(cards: Iterable[Card]) -> list[Card]:
    """Cards in display order: by suit (Sun, Flame, Moon, Tide, Shadow), then rank."""
    return sorted(cards, key=lambda c: (_SUIT_ORDER[c.suit], int(c.rank), c.copy))


# -- options, phases, reasons ----------------------------------------------------------------


class Phase(StrEnum):
    """Where a round stands."""

    ACTION = "action"  # the current player mulligans, commits, raises, calls or folds
    STAKE = "stake"  # the current player has just committed and now bets, raises or calls
    ROUND_OVER = "round_over"  # the round is resolved; seat 0 deals the next one
    OVER = "over"


class FrontierReason(StrEnum):
    """Reason codes for refused Frontier actions."""

    MULLIGAN_USED = "mulligan_used"
    ALREADY_COMMITTED = "already_committed"  # mulligan or commit after committing
    COMMIT_FIRST = "commit_first"  # a first stake without committing cards
    NO_BET_YET = "no_bet_yet"  # raise or call before anyone bet
    BET_MADE = "bet_made"  # bet after someone bet (raise instead)
    AMOUNT_TOO_LOW = "amount_too_low"
    AMOUNT_TOO_HIGH = "amount_too_high"  # above the poorest active player's cash
    MUST_FOLD = "must_fold"  # the player cannot match the bet
    NO_CARDS = "no_cards"
    DUPLICATE_CARD = "duplicate_card"


@dataclass(frozen=True)
class FrontierOptions:
    """Table options (``docs/rules/frontier.md``); validated on construction."""

    players: int = field(default=4, metadata={"min": 2, "max": 8})
    starting_cash: int = field(default=100, metadata={"min": 10, "max": 10_000})
    min_bet: int = field(default=1, metadata={"min": 1, "max": 1_000})

    def __post_init__(self) -> None:
        check_ranges(self)
        if self.min_bet > self.starting_cash:
            raise InvalidOptionsError(
                "min_bet_above_cash", min_bet=self.min_bet, starting_cash=self.starting_cash
            )


# -- observation ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Moment:
    """One stake of this round as the whole table saw it: who did what, and the table then
    (before it): the pot, the bet, each seat's stake, the cards each contender shows down
    (committed, else held; 0 for a seat out) and the amounts a bet or raise could be."""

    seat: int
    kind: str  # commit | bet | raise | call
    amount: int  # a bet's or raise's amount (the stake it makes); 0 otherwise
    pot: int
    current_bet: int
    stakes: tuple[int, ...]
    counts: tuple[int, ...]
    limit: int
    amounts: tuple[int, ...]


@dataclass(frozen=True)
class FrontierObservation(Observation):
    """What one seat sees: its own cards, everyone's money, counts of everyone's cards."""

    seat: int
    phase: str
    num_players: int
    round_no: int
    capacity: int
    first_seat: int
    current_player: int | None
    cash: tuple[int, ...]  # money not staked
    round_cash: tuple[int, ...]  # money at the start of this round
    stakes: tuple[int, ...]  # put in the pot this round
    pot: int
    current_bet: int
    limit: int  # the most any stake may reach this round now
    active: tuple[bool, ...]  # not sitting out this round
    folded: tuple[bool, ...]
    acted: tuple[bool, ...]  # has acted since the last bet or raise
    mulligan_used: tuple[bool, ...]
    hand_counts: tuple[int, ...]
    committed_counts: tuple[int, ...]  # cards lying face down on the table
    hand: tuple[Card, ...]
    committed: tuple[Card, ...]  # this seat's own committed cards
    discarded: tuple[Card, ...]  # this seat's own face-down discards (mulligan, fold)
    draw_count: int
    showdown: dict[str, Any] | None  # the round just resolved, until the next deal
    options: FrontierOptions
    stake_amounts: tuple[int, ...] = ()  # the amounts the next bet (or raise) may be
    legal: tuple[Action, ...] = ()  # what this seat may do now (State.legal_for)
    moments: tuple[Moment, ...] = ()  # this round's commits and stakes, in order

    @property
    def to_call(self) -> int:
        """What this seat must add to match the current bet."""
        return max(0, self.current_bet - self.stakes[self.seat])

    def cards(self) -> set[Card]:
        """Every card identity visible here."""
        seen = set(self.hand) | set(self.committed) | set(self.discarded)
        if self.showdown:
            for hand in self.showdown["cards"]:
                if hand:
                    seen.update(Card.parse(t) for t in hand)
        return seen


# -- state ----------------------------------------------------------------------------------


class FrontierState(State):
    """A game of Frontier in progress."""

    def __init__(self, options: FrontierOptions, seed: int, deck: Sequence[Card] | None = None):
        super().__init__(options, seed, make_rng(seed))
        n = options.players
        self.n = n
        self.cash = [options.starting_cash] * n
        self.round_no = 0
        self.phase = Phase.ACTION
        self.current = 0
        self.first = 0
        pack = DECK.build()
        if deck is None:
            self.rng.shuffle(pack)
            order = pack
        else:
            order = stack_deck(DECK, list(deck), pack, self.rng)
        self.draw: list[Card] = list(reversed(order))  # the top is the end
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.committed: list[list[Card]] = [[] for _ in range(n)]
        self.discarded: list[list[Card]] = [[] for _ in range(n)]  # face down, owner knows
        self.revealed: list[list[Card]] = [[] for _ in range(n)]  # face up after a showdown
        self.mulligan_used = [False] * n
        self.active = [True] * n
        self.folded = [False] * n
        self.acted = [False] * n
        self.round_cash = list(self.cash)
        self.stakes = [0] * n
        self.current_bet = 0
        self.showdown: dict[str, Any] | None = None
        self.moments: list[Moment] = []
        self.events_of_start = self._start_round()

    # -- protocol -----------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        """Seats at the table."""
        return self.n

    @property
    def current_player(self) -> int | None:
        """The seat to act; seat 0 between rounds; None when the game is over."""
        return None if self.phase == Phase.OVER else self.current

    @property
    def capacity(self) -> int:
        """This round's hand capacity."""
        return self.round_no

    @property
    def pot(self) -> int:
        """Money staked this round."""
        return sum(self.stakes)

    @property
    def limit(self) -> int:
        """The most any stake may reach: the poorest active, not-folded player's round cash."""
        return min(self.round_cash[s] for s in self._contenders())

    def bet_range(self) -> tuple[int, int]:
        """The lowest and highest amount of an opening bet (the minimum is capped by the limit)."""
        hi = self.limit
        return min(self.options.min_bet, hi), hi

    def raise_range(self) -> tuple[int, int]:
        """The lowest and highest amount to raise the bet to; empty when low > high."""
        hi = self.limit
        return min(self.current_bet + self.options.min_bet, hi), hi

    def _stake_amounts(self) -> tuple[int, ...]:
        """The amounts listed for the next stake: an opening bet's, or a raise's (none when
        no raise is possible), whoever is to stake (what a table offers as buttons)."""
        if self.phase not in (Phase.ACTION, Phase.STAKE):
            return ()
        if self.current_bet == 0:
            return tuple(amount_choices(*self.bet_range()))
        lo, hi = self.raise_range()
        return tuple(amount_choices(lo, hi)) if lo > self.current_bet else ()

    def must_fold(self, seat: int) -> bool:
        """Whether ``seat`` cannot match the current bet (it can then only fold)."""
        return self.round_cash[seat] < self.current_bet

    def legal_actions(self) -> list[Action]:
        """Legal actions in a fixed order.

        Action phase: ``mulligan``, the ``commit`` sets (by size, then display order), ``call``,
        the ``raise`` amounts (ascending), ``fold``. Stake phase: the ``bet`` amounts, or
        ``call`` and the ``raise`` amounts. Between rounds: ``next``.
        """
        p = self.phase
        seat = self.current
        if p == Phase.ACTION:
            if self.must_fold(seat):
                return [Action("fold")]
            out: list[Action] = []
            if not self.committed[seat]:
                if not self.mulligan_used[seat]:
                    out.append(Action("mulligan"))
                hand = sort_cards(self.hands[seat])
                for k in range(1, len(hand) + 1):
                    out.extend(
                        Action("commit", tuple(map(str, combo)))
                        for combo in itertools.combinations(hand, k)
                    )
            else:
                out.extend(self._stake_actions())
            out.append(Action("fold"))
            return out
        if p == Phase.STAKE:
            if self.current_bet == 0:
                lo, hi = self.bet_range()
                return [Action("bet", (str(a),)) for a in amount_choices(lo, hi)]
            return self._stake_actions()
        if p == Phase.ROUND_OVER:
            return [Action("next")]
        return []

    def _stake_actions(self) -> list[Action]:
        out = [Action("call")]
        lo, hi = self.raise_range()
        if lo > self.current_bet:
            out.extend(Action("raise", (str(a),)) for a in amount_choices(lo, hi))
        return out

    def check(self, action: Action) -> None:
        """Raise ``IllegalActionError`` if ``action`` is not legal now."""
        kind, args, p, seat = action.kind, action.args, self.phase, self.current
        phases = {
            "mulligan": (Phase.ACTION,),
            "commit": (Phase.ACTION,),
            "fold": (Phase.ACTION,),
            "bet": (Phase.ACTION, Phase.STAKE),
            "raise": (Phase.ACTION, Phase.STAKE),
            "call": (Phase.ACTION, Phase.STAKE),
            "next": (Phase.ROUND_OVER,),
        }
        if kind not in phases:
            raise IllegalActionError(Reason.UNKNOWN_ACTION, action)
        if p not in phases[kind]:
            raise IllegalActionError(Reason.WRONG_PHASE, action, phase=str(p))
        if kind in ("bet", "raise"):
            if len(args) != 1:
                raise IllegalActionError(Reason.BAD_ARGUMENT, action)
            try:
                amount = int(args[0])
            except ValueError:
                raise IllegalActionError(Reason.BAD_ARGUMENT, action) from None
            if str(amount) != args[0]:
                raise IllegalActionError(Reason.BAD_ARGUMENT, action)
        elif kind != "commit" and args:
            raise IllegalActionError(Reason.BAD_ARGUMENT, action)
        if kind in ("next", "fold"):
            return
        if p == Phase.ACTION and self.must_fold(seat):
            raise IllegalActionError(
                FrontierReason.MUST_FOLD, action, bet=self.current_bet, cash=self.round_cash[seat]
            )
        if kind == "mulligan":
            if self.mulligan_used[seat]:
                raise IllegalActionError(FrontierReason.MULLIGAN_USED, action)
            if self.committed[seat]:
                raise IllegalActionError(FrontierReason.ALREADY_COMMITTED, action)
            return
        if kind == "commit":
            if self.committed[seat]:
                raise IllegalActionError(FrontierReason.ALREADY_COMMITTED, action)
            if not args:
                raise IllegalActionError(FrontierReason.NO_CARDS, action)
            try:
                cards = [Card.parse(t) for t in args]
            except ValueError:
                raise IllegalActionError(Reason.BAD_ARGUMENT, action) from None
            if len(set(cards)) != len(cards):
                raise IllegalActionError(FrontierReason.DUPLICATE_CARD, action)
            hand = set(self.hands[seat])
            if any(c not in hand for c in cards):
                raise IllegalActionError(Reason.NOT_IN_HAND, action)
            return
        # bet / raise / call
        if p == Phase.ACTION and not self.committed[seat]:
            raise IllegalActionError(FrontierReason.COMMIT_FIRST, action)
        if kind == "bet":
            if self.current_bet > 0:
                raise IllegalActionError(FrontierReason.BET_MADE, action)
            lo, hi = self.bet_range()
        elif self.current_bet == 0:
            raise IllegalActionError(FrontierReason.NO_BET_YET, action)
        elif kind == "call":
            return
        else:
            lo, hi = self.raise_range()
            lo = max(lo, self.current_bet + 1)
        amount = int(args[0])
        if amount > hi:
            raise IllegalActionError(FrontierReason.AMOUNT_TOO_HIGH, action, limit=hi)
        if amount < lo:
            raise IllegalActionError(FrontierReason.AMOUNT_TOO_LOW, action, minimum=lo)

    def _apply(self, action: Action) -> list[Event]:
        kind, seat = action.kind, self.current
        if kind == "next":
            return self._start_round()
        if kind == "mulligan":
            return self._mulligan(seat)
        if kind in ("commit", "bet", "raise", "call"):
            self.moments.append(self._moment(seat, kind, action))
        if kind == "commit":
            cards = [Card.parse(t) for t in action.args]
            chosen = set(cards)
            self.hands[seat] = [c for c in self.hands[seat] if c not in chosen]
            self.committed[seat] = sort_cards(cards)
            self.phase = Phase.STAKE
            return [Committed(seat, len(cards))]
        events: list[Event]
        if kind == "fold":
            forced = self.must_fold(seat)
            self.folded[seat] = True
            events = [Folded(seat, forced)]
        elif kind == "call":
            paid = self._stake(seat, self.current_bet)
            self.acted[seat] = True
            events = [Called(seat, self.current_bet, paid, self.pot)]
        else:  # bet / raise
            amount = int(action.args[0])
            paid = self._stake(seat, amount)
            self.current_bet = amount
            self.acted = [False] * self.n
            self.acted[seat] = True
            events = [(Bet if kind == "bet" else Raised)(seat, amount, paid, self.pot)]
        self.phase = Phase.ACTION
        return events + self._advance(seat)

    def _moment(self, seat: int, kind: str, action: Action) -> Moment:
        return Moment(
            seat,
            kind,
            int(action.args[0]) if kind in ("bet", "raise") else 0,
            self.pot,
            self.current_bet,
            tuple(self.stakes),
            tuple(
                len(self.committed[s]) or len(self.hands[s])
                if self.active[s] and not self.folded[s]
                else 0
                for s in range(self.n)
            ),
            self.limit,
            self._stake_amounts(),
        )

    def _stake(self, seat: int, amount: int) -> int:
        paid = amount - self.stakes[seat]
        self.cash[seat] -= paid
        self.stakes[seat] = amount
        return paid

    # -- flow ----------------------------------------------------------------------------
    def _contenders(self) -> list[int]:
        """Active, not-folded seats."""
        return [s for s in range(self.n) if self.active[s] and not self.folded[s]]

    def _needs_to_act(self, s: int) -> bool:
        return (
            self.active[s]
            and not self.folded[s]
            and (not self.acted[s] or self.stakes[s] < self.current_bet)
        )

    def _turn_order(self) -> list[int]:
        return [(self.first + k) % self.n for k in range(self.n)]

    def _advance(self, seat: int) -> list[Event]:
        """Pass the turn on, or end the round."""
        alive = self._contenders()
        if len(alive) == 1:
            return self._uncontested(alive[0])
        if self.current_bet > 0 and not any(self._needs_to_act(s) for s in alive):
            return self._resolve(alive)
        for k in range(1, self.n + 1):
            s = (seat + k) % self.n
            if self._needs_to_act(s):
                self.current = s
                return []
        raise AssertionError("no one to act")  # pragma: no cover

    def _mulligan(self, seat: int) -> list[Event]:
        old = self.hands[seat]
        events: list[Event] = []
        new: list[Card] = []
        for _ in range(self.capacity):
            if not self.draw:
                events.append(self._reshuffle_discards())
            new.append(self.draw.pop())
        self.hands[seat] = new
        self.discarded[seat].extend(old)
        self.mulligan_used[seat] = True
        events.insert(0, Mulliganed(seat, len(old), len(new)))
        return events + self._advance(seat)

    def _reshuffle_discards(self) -> Event:
        """The draw pile ran out mid-round (mulligans): the face-down discards become it."""
        pile = [c for d in self.discarded for c in d]
        self.discarded = [[] for _ in range(self.n)]
        self.rng.shuffle(pile)
        self.draw = pile
        return Reshuffled(len(pile))

    def _start_round(self) -> list[Event]:
        self.round_no += 1
        n = self.n
        self.showdown = None
        events: list[Event] = []
        back = [
            c
            for piles in (self.committed, self.discarded, self.revealed)
            for pile in piles
            for c in pile
        ]
        self.committed = [[] for _ in range(n)]
        self.discarded = [[] for _ in range(n)]
        self.revealed = [[] for _ in range(n)]
        self.active = [c > 0 for c in self.cash]
        for s in range(n):
            if not self.active[s]:  # out of money for good: the hand goes back to the deck
                back.extend(self.hands[s])
                self.hands[s] = []
        if self.round_no > 1:
            self.draw.extend(back)
            self.rng.shuffle(self.draw)
            events.append(Reshuffled(len(self.draw)))
        start = (self.round_no - 1) % n
        self.first = next(s for s in ((start + k) % n for k in range(n)) if self.active[s])
        self.folded = [False] * n
        self.acted = [False] * n
        self.stakes = [0] * n
        self.current_bet = 0
        self.moments = []
        self.round_cash = list(self.cash)
        drawn = [0] * n
        for s in self._turn_order():
            if self.active[s]:
                while len(self.hands[s]) < self.capacity:
                    self.hands[s].append(self.draw.pop())
                    drawn[s] += 1
        events.insert(
            0,
            RoundStarted(
                self.round_no,
                self.capacity,
                self.first,
                [s for s in range(n) if not self.active[s]],
                list(self.cash),
            ),
        )
        events.append(Drew(drawn))
        self.phase = Phase.ACTION
        self.current = self.first
        return events

    def _uncontested(self, winner: int) -> list[Event]:
        """Everyone else folded: the last player takes the pot unseen."""
        pot = self.pot
        self.cash[winner] += pot
        for s in range(self.n):
            self.discarded[s].extend(self.committed[s])
            self.committed[s] = []
        shares = [pot if s == winner else 0 for s in range(self.n)]
        self.showdown = {
            "round": self.round_no,
            "pot": pot,
            "cards": [None] * self.n,
            "configs": [None] * self.n,
            "winners": [winner],
            "shares": shares,
            "stakes": list(self.stakes),
            "uncontested": True,
        }
        return [(PotTaken if pot else RoundPassed)(winner, pot)] + self._end_round()

    def _resolve(self, alive: list[int]) -> list[Event]:
        """Showdown: reveal every contender's cards; the strongest take the pot."""
        pot = self.pot
        configs = {s: evaluate(self.committed[s]) for s in alive}
        best = max(c.key for c in configs.values())
        tied = [s for s in self._turn_order() if s in configs and configs[s].key == best]
        won = split_pot(pot, tied)
        shares = [won.get(s, 0) for s in range(self.n)]
        for s, v in won.items():
            self.cash[s] += v
        cards: list[list[str] | None] = [None] * self.n
        names: list[list[Any] | None] = [None] * self.n
        for s in range(self.n):
            if s in configs:
                self.revealed[s] = self.committed[s]
                cards[s] = cards_text(self.committed[s])
                names[s] = list(configs[s].name)
            else:
                self.discarded[s].extend(self.committed[s])
            self.committed[s] = []
        self.showdown = {
            "round": self.round_no,
            "pot": pot,
            "cards": cards,
            "configs": names,
            "winners": tied,
            "shares": shares,
            "stakes": list(self.stakes),
            "uncontested": False,
        }
        return [Showdown(**self.showdown)] + self._end_round()

    def _end_round(self) -> list[Event]:
        self.stakes = [0] * self.n
        self.current_bet = 0
        last = self.round_no >= ROUNDS or sum(1 for c in self.cash if c > 0) <= 1
        events: list[Event] = [RoundEnded(self.round_no, list(self.cash), last)]
        if last:
            self.phase = Phase.OVER
            res = self.result()
            assert res is not None
            events.append(FrontierGameOver(list(self.cash), list(res.winners)))
        else:
            self.phase = Phase.ROUND_OVER
            self.current = 0
        return events

    # -- views --------------------------------------------------------------------------
    def observation(self, seat: int) -> FrontierObservation:
        """What ``seat`` sees."""
        return FrontierObservation(
            seat=seat,
            phase=str(self.phase),
            num_players=self.n,
            round_no=self.round_no,
            capacity=self.capacity,
            first_seat=self.first,
            current_player=self.current_player,
            cash=tuple(self.cash),
            round_cash=tuple(self.round_cash),
            stakes=tuple(self.stakes),
            pot=self.pot,
            current_bet=self.current_bet,
            limit=self.limit if self.phase in (Phase.ACTION, Phase.STAKE) else 0,
            active=tuple(self.active),
            folded=tuple(self.folded),
            acted=tuple(self.acted),
            mulligan_used=tuple(self.mulligan_used),
            hand_counts=tuple(len(h) for h in self.hands),
            committed_counts=tuple(len(c) for c in self.committed),
            hand=tuple(sort_cards(self.hands[seat])),
            committed=tuple(self.committed[seat]),
            discarded=tuple(self.discarded[seat]),
            draw_count=len(self.draw),
            showdown=_copy_showdown(self.showdown),
            options=self.options,
            stake_amounts=self._stake_amounts(),
            legal=self.legal_for(seat),
            moments=tuple(self.moments),
        )

    def visible_to(self, seat: int) -> set[Card]:
        """Cards whose identity ``seat`` knows where they lie."""
        seen = set(self.hands[seat]) | set(self.committed[seat]) | set(self.discarded[seat])
        for r in self.revealed:
            seen.update(r)
        return seen

    def hidden_from(self, seat: int) -> set[Card]:
        """Everything but this seat's own cards and the cards revealed at the showdown."""
        return set(self.all_cards()) - self.visible_to(seat)

    def all_cards(self) -> list[Card]:
        """Every card, wherever it lies."""
        out = list(self.draw)
        for piles in (self.hands, self.committed, self.discarded, self.revealed):
            for pile in piles:
                out.extend(pile)
        return out

    def result(self) -> Result | None:
        """Final cash and the seats with the most once the game is over."""
        if self.phase != Phase.OVER:
            return None
        top = max(self.cash)
        return Result(tuple(self.cash), tuple(s for s in range(self.n) if self.cash[s] == top))

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON data."""
        return {
            "phase": str(self.phase),
            "round": self.round_no,
            "first": self.first,
            "current": self.current,
            "cash": list(self.cash),
            "round_cash": list(self.round_cash),
            "stakes": list(self.stakes),
            "current_bet": self.current_bet,
            "active": list(self.active),
            "folded": list(self.folded),
            "acted": list(self.acted),
            "mulligan_used": list(self.mulligan_used),
            "hands": [cards_text(h) for h in self.hands],
            "committed": [cards_text(c) for c in self.committed],
            "discarded": [cards_text(d) for d in self.discarded],
            "revealed": [cards_text(r) for r in self.revealed],
            "draw": cards_text(self.draw),
            "showdown": self.showdown,
            "moments": [dataclasses.asdict(m) for m in self.moments],
            "rng": rng_digest(self.rng),
        }

    def clone(self) -> FrontierState:
        """A cheap independent copy."""
        new = object.__new__(FrontierState)
        new.__dict__.update(self.__dict__)
        new.rng = make_rng(0)
        new.rng.setstate(self.rng.getstate())
        new.history = list(self.history)
        for name in (
            "cash",
            "round_cash",
            "stakes",
            "active",
            "folded",
            "acted",
            "mulligan_used",
            "draw",
        ):
            setattr(new, name, list(getattr(self, name)))
        for name in ("hands", "committed", "discarded", "revealed"):
            setattr(new, name, [list(p) for p in getattr(self, name)])
        new.showdown = _copy_showdown(self.showdown)
        new.moments = list(self.moments)
        return new


def _copy_showdown(sd: dict[str, Any] | None) -> dict[str, Any] | None:
    if sd is None:
        return None
    return {
        k: [list(x) if isinstance(x, list) else x for x in v] if isinstance(v, list) else v
        for k, v in sd.items()
    }


def new_state(
    options: FrontierOptions | None = None, seed: int = 0, deck: Sequence[Card] | None = None
) -> FrontierState:
    """A new game, round 1 dealt (``deck``: the first cards drawn, in turn order from seat 0)."""
    return FrontierState(options or FrontierOptions(), seed, deck)
