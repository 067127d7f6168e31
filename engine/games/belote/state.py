"""The Belote game state: dealing, taking or the auction, the play, and scoring deals.

Seats ``0 South, 1 East, 2 North, 3 West``; teams North-South (0) and East-West (1). Play
goes counter-clockwise (``next = seat + 1``). Action texts:

* With trump: ``take`` (round 1, the turned card's suit), ``take H`` (round 2), ``pass``.
* No trump: ``take``, ``pass``.
* Coinche: ``bid 90 S``, ``capot H``, ``pass``, ``coinche``, ``surcoinche``. Under House
  rules an opponent may coinche out of turn: after each auction call that leaves an
  uncoinched bid standing, the bidder's opponent who neither just spoke nor speaks next gets
  a ``coinche_window`` turn (``coinche`` or ``pass``).
* Play: ``declare tierce carre`` (trick 1, before one's first card: announce what the hand
  holds), ``belote`` (before playing the first of the trump King and Queen; "rebelote" is
  said automatically with the second), ``play JH``.
* Between deals seat 0 says ``next``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.cards import Card, cards_text, stack_deck
from engine.core import (
    Action,
    Event,
    IllegalActionError,
    Observation,
    Reason,
    Result,
    State,
    check_ranges,
)
from engine.games.belote.events import (
    BeloteAnnounced,
    BeloteBid,
    BeloteGameOver,
    BeloteTrickWon,
    BidPassed,
    CardPlayed,
    Coinched,
    CoincheDeclined,
    ContractMade,
    DealScored,
    DealStarted,
    Declarations,
    Declared,
    Passed,
    Rebelote,
    RestDealt,
    Surcoinched,
    SurcoinchePassed,
    ThrownIn,
    Took,
)
from engine.games.belote.rules import (
    DECK,
    LAST_TRICK,
    NATURAL,
    SUITS,
    Declaration,
    RuleSet,
    Variant,
    card_bits,
    card_values,
    compare_declarations,
    deal_totals,
    hand_declarations,
    legal_cards,
    next_seat,
    partner,
    strengths,
    team,
    trick_master,
)
from engine.games.belote.scoring import CAPOT, DealScore, score_classic, score_coinche
from engine.rng import make_rng, shuffle

__all__ = [
    "BeloteObservation",
    "BeloteOptions",
    "BeloteReason",
    "BeloteState",
    "Contract",
    "Phase",
    "Trick",
    "deal_order",
    "first_dealer",
    "new_state",
]

BID_VALUES = tuple(range(80, 161, 10))
DEFAULT_TARGET = {Variant.WITH_TRUMP: 1000, Variant.NO_TRUMP: 1000, Variant.COINCHE: 2000}
BELOTE_RANKS = ("K", "Q")


class Phase(StrEnum):
    """Where a deal stands."""

    BID = "bid"  # With trump / No trump: take or pass
    AUCTION = "auction"  # Coinche: the in-turn speaker bids, passes or coinches
    COINCHE_WINDOW = "coinche_window"  # House: an opponent may coinche out of turn
    SURCOINCHE = "surcoinche"  # the coinched team may surcoinche
    PLAY = "play"
    DEAL_OVER = "deal_over"  # seat 0 starts the next deal
    OVER = "over"


# The hot paths compare with these: naming an enum member searches its class each time.
_BID, _AUCTION, _WINDOW, _SURCOINCHE = (
    Phase.BID,
    Phase.AUCTION,
    Phase.COINCHE_WINDOW,
    Phase.SURCOINCHE,
)
_PLAY, _DEAL_OVER, _OVER = Phase.PLAY, Phase.DEAL_OVER, Phase.OVER
_WITH_TRUMP, _NO_TRUMP, _COINCHE = Variant.WITH_TRUMP, Variant.NO_TRUMP, Variant.COINCHE


class BeloteReason(StrEnum):
    """Reason codes for refused Belote actions."""

    SAME_SUIT = "same_suit"  # round 2 must name a suit other than the turned card's
    SUIT_EXPECTED = "suit_expected"  # round 2 take needs a suit
    NO_SUIT_EXPECTED = "no_suit_expected"  # round 1 / No trump take names no suit
    BID_TOO_LOW = "bid_too_low"
    BIDDING_CLOSED = "bidding_closed"  # nothing above a Capot bid
    CANNOT_COINCHE = "cannot_coinche"  # no bid to coinche, or it is one's own side's
    DECLARATIONS_OFF = "declarations_off"
    DECLARE_CLOSED = "declare_closed"  # only with one's first card of trick 1
    NOTHING_TO_DECLARE = "nothing_to_declare"
    WRONG_DECLARATION = "wrong_declaration"  # not what the hand holds
    NO_BELOTE = "no_belote"
    BELOTE_CARD_REQUIRED = "belote_card_required"  # said belote: play the King or Queen
    MUST_FOLLOW = "must_follow"
    MUST_OVERTRUMP = "must_overtrump"
    MUST_TRUMP = "must_trump"


@dataclass(frozen=True)
class BeloteOptions:
    """Game options, fixed for the whole game (``docs/rules/belote.md`` §3)."""

    variant: str = field(default="with_trump", metadata={"choices": tuple(map(str, Variant))})
    rules: str = field(default="house", metadata={"choices": tuple(map(str, RuleSet))})
    declarations: bool = True
    target: int = field(
        default=0,
        metadata={"min": 0, "max": 10000, "zero": "usual", "usual": "goal", "step": 50},
    )
    """Points to reach; 0 means the variant's default (1000, or 2000 in Coinche)."""

    def __post_init__(self) -> None:
        check_ranges(self)

    @property
    def goal(self) -> int:
        """The target actually played to."""
        return self.target or DEFAULT_TARGET[Variant(self.variant)]


@dataclass(frozen=True, slots=True)
class Contract:
    """What the takers play: taker seat, trump suit (None in No trump), value, multiplier."""

    taker: int
    trump: str | None
    value: int | None = None  # Coinche: 80-160, or 250 for Capot
    level: int = 1  # 1, 2 coinched, 4 surcoinched

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {"taker": self.taker, "trump": self.trump, "value": self.value, "level": self.level}


@dataclass(frozen=True, slots=True, init=False)
class Trick:
    """A finished trick: who led, the cards in play order, who won, its card points."""

    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int
    points: int

    def __init__(
        self, leader: int, cards: tuple[tuple[int, Card], ...], winner: int, points: int
    ) -> None:
        # One per trick: set the frozen slots directly (cheaper than object.__setattr__).
        _TRICK_SLOTS[0](self, leader)
        _TRICK_SLOTS[1](self, cards)
        _TRICK_SLOTS[2](self, winner)
        _TRICK_SLOTS[3](self, points)

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "leader": self.leader,
            "cards": [[s, str(c)] for s, c in self.cards],
            "winner": self.winner,
            "points": self.points,
        }


_TRICK_SLOTS = tuple(getattr(Trick, f).__set__ for f in ("leader", "cards", "winner", "points"))


@dataclass(frozen=True)
class BeloteObservation(Observation):
    """What one seat sees. Played cards, the turned card and shown cards are public."""

    seat: int
    phase: str
    options: BeloteOptions
    deal_no: int
    dealer: int
    current_player: int | None
    scores: tuple[int, int]  # per team
    reserve: int  # litige points waiting for the next deal's winner
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    turned: Card | None  # With trump: the turned card (public; the taker holds it later)
    bid_round: int
    calls: tuple[tuple[int, str], ...]  # this deal's bidding, in order
    high_bid: tuple[int, str, int] | None  # Coinche: (value, suit, bidder); 250 is Capot
    coinche_level: int
    contract: Contract | None
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, int]
    card_points: tuple[int, int]  # points in the tricks won so far (last trick included)
    announced: tuple[tuple[str, ...] | None, ...]  # declaration kinds each seat announced
    declarations: dict[str, Any] | None  # the trick-1 comparison, once resolved
    belote: int | None  # the seat that said belote
    shown: tuple[tuple[Card, ...], ...]  # cards publicly known to be in each hand
    my_declarations: tuple[Declaration, ...]  # what this hand may announce now
    last_deal: dict[str, Any] | None
    winner: int | None  # the winning team once the game is over
    legal: tuple[Action, ...] = ()  # what this seat may do now (State.legal_for)

    @property
    def trump(self) -> str | None:
        """The trump suit of the contract, if any."""
        return self.contract.trump if self.contract else None

    def cards(self) -> set[Card]:
        """Every card identity visible here."""
        seen: set[Card] = set(self.hand)
        if self.turned:
            seen.add(self.turned)
        seen.update(c for _, c in self.trick)
        for t in self.tricks:
            seen.update(c for _, c in t.cards)
        for s in self.shown:
            seen.update(s)
        for d in self.my_declarations:
            seen.update(d.cards)
        return seen


def first_dealer(seed: int) -> int:
    """The first dealer a seed gives (drawn before the first shuffle)."""
    return make_rng(seed).randrange(4)


def deal_order(
    variant: str,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    turned: Card | None = None,
    taker: int | None = None,
) -> list[Card]:
    """The pack order that deals ``hands`` (8 cards per seat, by seat) from ``dealer``.

    With trump also needs the turned card (inside the taker's hand) and the taker. Use the
    result as ``new_state(..., deck=...)``.
    """
    order = [(dealer + 1 + k) % 4 for k in range(4)]
    rest = [list(h) for h in hands]
    if variant == Variant.WITH_TRUMP:
        if turned is None or taker is None or turned not in rest[taker]:
            raise ValueError("with_trump needs the turned card inside the taker's hand")
        rest[taker].remove(turned)
    packets = (3, 3, 2) if variant == Variant.COINCHE else (3, 2)
    out: list[Card] = []
    for n in packets:
        for s in order:
            out += rest[s][:n]
            rest[s] = rest[s][n:]
    if variant == Variant.WITH_TRUMP:
        out.append(turned)  # type: ignore[arg-type]
    for s in order:
        out += rest[s]
    return out


_ACTIONS: dict[tuple[str, ...], Action] = {}


def _action(kind: str, *args: str) -> Action:
    """The shared instance of an action (a small fixed set per game), so the legality memo
    can match the very objects ``legal_actions`` handed out."""
    key = (kind, *args)
    act = _ACTIONS.get(key)
    if act is None:
        act = _ACTIONS[key] = Action(kind, args)
    return act


_PASS = _action("pass")
_SECOND_ROUND = {
    turned: (_PASS, *(_action("take", s) for s in SUITS if s != turned)) for turned in (*SUITS, "")
}
"""With trump, round 2: pass, or take naming a suit other than the turned card's."""
_BIDS_ABOVE = {
    low: tuple(_action("bid", str(v), s) for v in BID_VALUES if v > low for s in SUITS)
    + tuple(_action("capot", s) for s in SUITS)
    for low in (0, *BID_VALUES)
}
"""Coinche: the bids above ``low`` (0 when nobody has bid), then the Capot bids."""

_PACK = tuple(DECK.build())  # a fresh deal shuffles a copy of this
_PLAY_ACTIONS = {c: _action("play", c.text) for c in _PACK}  # by card (one instance each)
_CARDS = {str(c): c for c in _PACK}
_SORT_KEYS = {c: 8 * SUITS.index(c.suit) + NATURAL[c.rank] for c in _PACK}
_sort_key = _SORT_KEYS.__getitem__
"""Hands sort by suit (``SUITS`` order), then natural rank: one int per card."""
_new_event = tuple.__new__
"""``_new_event(CardPlayed, (seat, card))`` is ``CardPlayed(seat, card)`` (an event is a typed
tuple) without its Python ``__new__``: the card play sends a few events per card."""
_BELOTE_BITS = {s: card_bits([Card.of(r, s) for r in BELOTE_RANKS]) for s in SUITS}
# With trump, the rest of the pack: two cards to the taker (who holds the turned card), three
# to the others, from the dealer's right on; by the taker's place in that order.
_REST_PACKETS = tuple(tuple(2 if k == i else 3 for k in range(4)) for i in range(4))
_SAME_PACKETS = {n: (n,) * 4 for n in (2, 3)}


class BeloteState(State):
    """A game of Belote in progress."""

    is_terminal = False  # set True with the phase OVER: no call

    def __init__(self, options: BeloteOptions, seed: int, deck: Sequence[Card] | None = None):
        super().__init__(options, seed, make_rng(seed))
        self.is_terminal = False  # an instance attribute: read before every action
        self.goal = options.goal  # the target played to
        self.variant = Variant(options.variant)
        self.official = options.rules == RuleSet.OFFICIAL
        self.scores = [0, 0]
        self.reserve = 0
        self.deal_no = 0
        self.winner: int | None = None
        self.last_deal: dict[str, Any] | None = None
        self.dealer = (self.rng.randrange(4) + 3) % 4  # _start_deal moves it on
        self.events_of_start = self._start_deal(list(deck) if deck is not None else None)

    # -- protocol API -------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        """Always four."""
        return 4

    @property
    def current_player(self) -> int | None:
        """The seat to act; None when the game is over."""
        return None if self.phase == _OVER else self.current

    @property
    def trump(self) -> str | None:
        """The contract's trump suit."""
        return self.contract.trump if self.contract else None

    def legal_actions(self) -> list[Action]:
        """Legal actions in a fixed order.

        The list is remembered (``State._legal_memo``) until the next action, so that
        applying one of its own action objects (what bots and playouts do) needs no second
        legality check.
        """
        if self.phase == _PLAY:
            p = self.current
            # self._legal_plays(p), inline: the card play's most frequent call
            plays = legal_cards(
                self.hands[p],
                self.trick,
                p,
                self.variant,
                self.options.rules,
                self.contract.trump,  # type: ignore[union-attr]  # a contract is set in the play
                self.master,
            )
            if self.belote_said:
                plays = self._belote_card(p, plays)
            out = []
            for c in plays:  # a plain loop: cheaper than map or a comprehension here
                out.append(_PLAY_ACTIONS[c])
            if self.belote_seat == p and self._can_belote(p, plays):
                out.insert(0, _action("belote"))
            if self.decl_open[p] and self._can_declare(p):
                out.insert(0, _action("declare", *self._kinds(p)))
        else:
            out = self._call_actions()
        self._legal_memo = out
        return out

    def _call_actions(self) -> list[Action]:
        """Legal actions outside the card play (bidding, between deals)."""
        p, ph = self.current, self.phase
        if ph == _BID:
            if self.bid_round == 1:
                return [_PASS, _action("take")]
            return list(_SECOND_ROUND[self.turned.suit if self.turned else ""])
        if ph == _AUCTION:
            out = [_PASS]
            high = self.high
            if high is None or high[0] != CAPOT:
                out += _BIDS_ABOVE[high[0] if high else 0]
            if high is not None and team(p) != team(high[2]):
                out.append(_action("coinche"))
            return out
        if ph == _WINDOW:
            return [_PASS, _action("coinche")]
        if ph == _SURCOINCHE:
            return [_PASS, _action("surcoinche")]
        if ph == _DEAL_OVER:
            return [_action("next")]
        return []

    def check(self, action: Action) -> None:
        """Raise ``IllegalActionError`` if ``action`` is not legal now."""
        kind, args, ph, p = action.kind, action.args, self.phase, self.current
        if kind not in _KINDS:
            raise IllegalActionError(Reason.UNKNOWN_ACTION, action)
        if kind not in _PHASE_KINDS[ph]:
            raise IllegalActionError(Reason.WRONG_PHASE, action, phase=str(ph))
        nargs = _nargs(kind, ph, self.bid_round, self.variant)
        if nargs is not None and len(args) != nargs:
            if kind == "take":
                raise IllegalActionError(
                    BeloteReason.SUIT_EXPECTED if nargs else BeloteReason.NO_SUIT_EXPECTED, action
                )
            raise IllegalActionError(Reason.BAD_ARGUMENT, action)
        if kind == "take" and args:
            if args[0] not in SUITS:
                raise IllegalActionError(Reason.BAD_ARGUMENT, action)
            if self.turned and args[0] == self.turned.suit:
                raise IllegalActionError(BeloteReason.SAME_SUIT, action)
        elif kind in ("bid", "capot"):
            self._check_bid(action)
        elif kind == "coinche" and ph == _AUCTION:
            if self.high is None or team(p) == team(self.high[2]):
                raise IllegalActionError(BeloteReason.CANNOT_COINCHE, action)
        elif kind == "declare":
            self._check_declare(action)
        elif kind == "belote":
            if not self._can_belote(p, self._legal_plays(p)):
                raise IllegalActionError(BeloteReason.NO_BELOTE, action)
        elif kind == "play":
            self._check_play(action)

    def apply(self, action: Action | str) -> list[Event]:
        """``State.apply``: the same checks, events and history. An action out of the list
        ``legal_actions`` just returned (what bots and playouts pass) is applied at once,
        a card straight to the trick."""
        memo = self._legal_memo
        if memo is not None:
            for legal in memo:
                if legal is action:
                    self._legal_memo = None
                    if action.kind == "play":
                        events = self._play(self.current, _CARDS[action.args[0]])
                    else:
                        events = self._apply(action)
                    self.history.append(action)
                    return events
        return State.apply(self, action)

    def _apply(self, action: Action) -> list[Event]:
        kind, p = action.kind, self.current
        if kind == "play":
            text = action.args[0]
            return self._play(p, _CARDS.get(text) or Card.parse(text))
        if kind == "next":
            return self._start_deal(None)
        if kind == "declare":
            self.declared[p] = tuple(self.declarable[p])
            return [Declared(p, list(action.args))]
        if kind == "belote":
            self.belote_said = True
            pair = [Card.of(r, self.trump or "") for r in BELOTE_RANKS]
            self.shown[p].update(pair)
            return [BeloteAnnounced(p, cards_text(pair))]
        if self.phase == _BID:
            return self._bid_take_or_pass(p, action)
        return self._auction(p, action)

    # -- views --------------------------------------------------------------------------
    def observation(self, seat: int) -> BeloteObservation:
        """What ``seat`` sees."""
        high = self.high
        return BeloteObservation(
            seat=seat,
            phase=str(self.phase),
            options=self.options,
            deal_no=self.deal_no,
            dealer=self.dealer,
            current_player=self.current_player,
            scores=(self.scores[0], self.scores[1]),
            reserve=self.reserve,
            hand=tuple(sorted(self.hands[seat], key=_sort_key)),
            hand_counts=tuple(len(h) for h in self.hands),
            turned=self.turned,
            bid_round=self.bid_round,
            calls=tuple(self.calls),
            high_bid=None if high is None else (high[0], high[1], high[2]),
            coinche_level=self.level,
            contract=self.contract,
            trick=tuple(self.trick),
            tricks=tuple(self.tricks),
            tricks_won=(self.tricks_won[0], self.tricks_won[1]),
            card_points=(self.cp[0], self.cp[1]),
            announced=tuple(None if d is None else tuple(x.kind for x in d) for d in self.declared),
            declarations=self.decl_result,
            belote=self.belote_seat if self.belote_said else None,
            shown=tuple(
                tuple(sorted((c for c in self.hands[s] if c in self.shown[s]), key=_sort_key))
                for s in range(4)
            ),
            my_declarations=tuple(self.declarable[seat]) if self._can_declare(seat) else (),
            last_deal=self.last_deal,
            winner=self.winner,
            legal=self.legal_for(seat),
        )

    def hidden_from(self, seat: int) -> set[Card]:
        """The stock and the cards of other hands not publicly known."""
        hidden = set(self.stock)
        for s in range(4):
            if s != seat:
                hidden.update(c for c in self.hands[s] if c not in self.shown[s])
        return hidden

    def all_cards(self) -> list[Card]:
        """Every card, wherever it lies."""
        out = [c for h in self.hands for c in h] + self.stock + [c for _, c in self.trick]
        if self.table_card is not None:
            out.append(self.table_card)
        for t in self.tricks:
            out += [c for _, c in t.cards]
        return out

    def result(self) -> Result | None:
        """Team scores per seat, and the winning team's seats, once the game is over."""
        if self.phase != _OVER or self.winner is None:
            return None
        s = self.scores
        return Result((s[0], s[1], s[0], s[1]), (self.winner, self.winner + 2))

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON data."""
        return {
            "phase": str(self.phase),
            "current": self.current,
            "deal": self.deal_no,
            "dealer": self.dealer,
            "scores": list(self.scores),
            "reserve": self.reserve,
            "hands": [cards_text(h) for h in self.hands],
            "stock": cards_text(self.stock),
            "turned": str(self.turned) if self.turned else None,
            "table_card": str(self.table_card) if self.table_card else None,
            "bid_round": self.bid_round,
            "passes": self.passes,
            "speaker": self.speaker,
            "calls": [list(c) for c in self.calls],
            "high": list(self.high) if self.high else None,
            "level": self.level,
            "window": list(self.window),
            "contract": self.contract.to_dict() if self.contract else None,
            "trick": [[s, str(c)] for s, c in self.trick],
            "tricks": [t.to_dict() for t in self.tricks],
            "cp": list(self.cp),
            "tricks_won": list(self.tricks_won),
            "declarable": [[d.to_dict() for d in ds] for ds in self.declarable],
            "declared": [None if d is None else [x.to_dict() for x in d] for d in self.declared],
            "decl_open": list(self.decl_open),
            "decl_result": self.decl_result,
            "decl_points": list(self.decl_points),
            "belote": [self.belote_seat, self.belote_said, self.belote_played],
            "shown": [sorted(map(str, s)) for s in self.shown],
            "last_deal": self.last_deal,
            "winner": self.winner,
            "rng": hash(self.rng.getstate()) & 0xFFFFFFFF,
        }

    def clone(self) -> BeloteState:
        """A cheap independent copy."""
        new = object.__new__(BeloteState)
        new.__dict__.update(self.__dict__)
        new._legal_memo = None
        new.rng = make_rng(0)
        new.rng.setstate(self.rng.getstate())
        new.history = list(self.history)
        new.scores = list(self.scores)
        new.hands = [list(h) for h in self.hands]
        new.shown = [set(s) for s in self.shown]
        for name in (
            "stock",
            "calls",
            "window",
            "trick",
            "tricks",
            "cp",
            "tricks_won",
            "declarable",
            "declared",
            "decl_open",
            "decl_points",
        ):
            setattr(new, name, list(getattr(self, name)))
        return new

    # -- dealing ------------------------------------------------------------------------
    def _start_deal(self, deck: list[Card] | None) -> list[Event]:
        self.deal_no += 1
        self.dealer = next_seat(self.dealer)
        pack = [*_PACK]
        if deck is None:
            shuffle(self.rng, pack)
        else:
            pack = stack_deck(DECK, deck, pack, self.rng)
        self.stock = pack
        self.hands: list[list[Card]] = [[], [], [], []]
        self.shown: list[set[Card]] = [set(), set(), set(), set()]
        self.turned = self.table_card = None
        self.bid_round, self.passes, self.speaker = 1, 0, next_seat(self.dealer)
        self.calls: list[tuple[int, str]] = []
        self.high: tuple[int, str, int] | None = None
        self.level = 1
        self.window: list[int] = []
        self.contract: Contract | None = None
        self.set_trick([])
        self.tricks: list[Trick] = []
        self.cp = [0, 0]
        self.tricks_won = [0, 0]
        self.declarable: list[list[Declaration]] = [[], [], [], []]
        self.declared: list[tuple[Declaration, ...] | None] = [None] * 4
        self.decl_open = [False] * 4
        self.decl_result: dict[str, Any] | None = None
        self.decl_points = [0, 0]
        self.belote_seat: int | None = None
        self.belote_said = False
        self.belote_played = 0
        packets = (3, 3, 2) if self.variant == _COINCHE else (3, 2)
        for n in packets:
            self._deal_packets(_SAME_PACKETS[n])
        turned = None
        if self.variant == _WITH_TRUMP:
            self.turned = self.table_card = self.stock.pop(0)
            turned = self.turned.text
        self.phase: Phase = _AUCTION if self.variant == _COINCHE else _BID
        self.current: int = self.speaker
        return [DealStarted(self.deal_no, self.dealer, self.speaker, turned)]

    def _deal_packets(self, sizes: Sequence[int]) -> None:
        """Deal one packet to each seat from ``next(dealer)`` on, ``sizes`` in that order."""
        stock, hands, first = self.stock, self.hands, self.dealer + 1
        top = 0
        for k, n in enumerate(sizes):
            hands[(first + k) % 4] += stock[top : top + n]
            top += n
        del stock[:top]

    def _throw_in(self) -> list[Event]:
        self.phase, self.current = _DEAL_OVER, 0
        self.last_deal = {"deal": self.deal_no, "outcome": "thrown_in"}
        return [ThrownIn(self.deal_no)]

    # -- bidding ------------------------------------------------------------------------
    def _bid_take_or_pass(self, p: int, action: Action) -> list[Event]:
        if action.kind == "pass":
            self.calls.append((p, "pass"))
            self.passes += 1
            events: list[Event] = [_new_event(BidPassed, (p, self.bid_round))]
            if self.passes < 4:
                self.current = next_seat(p)
                return events
            if self.variant == _WITH_TRUMP and self.bid_round == 1:
                self.bid_round, self.passes = 2, 0
                self.current = next_seat(self.dealer)
                return events
            return events + self._throw_in()
        self.calls.append((p, str(action)))
        if self.variant == _NO_TRUMP:
            suit = None
        elif action.args:
            suit = action.args[0]
        else:
            suit = self.turned.suit if self.turned else None
        events = [_new_event(Took, (p, self.bid_round, suit))]
        if self.variant == _WITH_TRUMP:
            assert self.turned is not None
            self.hands[p].append(self.turned)
            self.shown[p].add(self.turned)
            self.table_card = None
            self._deal_packets(_REST_PACKETS[(p - self.dealer - 1) % 4])
        else:
            self._deal_packets(_SAME_PACKETS[3])
        events.append(_new_event(RestDealt, (p,)))
        return events + self._begin_play(Contract(p, suit))

    def _check_bid(self, action: Action) -> None:
        high = self.high
        if high is not None and high[0] == CAPOT:
            raise IllegalActionError(BeloteReason.BIDDING_CLOSED, action)
        suit = action.args[-1]
        if suit not in SUITS:
            raise IllegalActionError(Reason.BAD_ARGUMENT, action)
        if action.kind == "bid":
            v = action.args[0]
            if v not in {str(x) for x in BID_VALUES}:
                raise IllegalActionError(Reason.BAD_ARGUMENT, action)
            if high is not None and int(v) <= high[0]:
                raise IllegalActionError(BeloteReason.BID_TOO_LOW, action, high=high[0])

    def _auction(self, p: int, action: Action) -> list[Event]:
        kind, ph = action.kind, self.phase
        if ph == _SURCOINCHE:
            self.calls.append((p, kind))
            if kind == "surcoinche":
                self.level = 4
                return [Surcoinched(p), *self._close_auction()]
            self.window.pop(0)
            events: list[Event] = [SurcoinchePassed(p, True)]
            if self.window:
                self.current = self.window[0]
                return events
            return events + self._close_auction()
        if kind == "coinche":
            assert self.high is not None
            self.level = 2
            bidders = next_seat(p)
            self.window = [bidders, partner(bidders)]
            self.phase, self.current = _SURCOINCHE, bidders
            self.calls.append((p, "coinche"))
            return [Coinched(p, ph == _WINDOW)]
        if ph == _WINDOW:  # pass: this opponent lets the bid stand
            self.window.pop(0)
            if not self.window:
                self.phase = _AUCTION
            self.current = self.window[0] if self.window else self.speaker
            return [CoincheDeclined(p)]
        self.calls.append((p, str(action)))
        if kind == "pass":
            self.passes += 1
            event: Event = Passed(p)
            if self.high is None and self.passes == 4:
                return [event] + self._throw_in()
            if self.high is not None and self.passes == 3:
                return [event] + self._close_auction()
        else:
            suit = action.args[-1]
            value = CAPOT if kind == "capot" else int(action.args[0])
            self.high = (value, suit, p)
            self.passes = 0
            event = BeloteBid(p, value, suit, kind == "capot")
        self.speaker = next_seat(p)
        self.current = self.speaker
        self._open_window(p)
        return [event]

    def _open_window(self, actor: int) -> None:
        """House: offer an out-of-turn coinche to the bidder's opponent who is neither the
        player who just spoke nor the next speaker (those two had or have it in turn)."""
        if self.official or self.high is None:
            return
        bidder_team = team(self.high[2])
        seats = [(actor + 1 + k) % 4 for k in range(4)]
        self.window = [
            s for s in seats if team(s) != bidder_team and s not in (actor, self.speaker)
        ]
        if self.window:
            self.phase, self.current = _WINDOW, self.window[0]

    def _close_auction(self) -> list[Event]:
        assert self.high is not None
        value, suit, bidder = self.high
        self.window = []
        return self._begin_play(Contract(bidder, suit, value, self.level))

    # -- play ---------------------------------------------------------------------------
    def _begin_play(self, contract: Contract) -> list[Event]:
        self.contract = contract
        trump = contract.trump
        v, r, declarations = self.variant, self.options.rules, self.options.declarations
        pair = _BELOTE_BITS[trump] if trump else -1  # -1: no belote in No trump
        for s, hand in enumerate(self.hands):
            hand.sort(key=_sort_key)  # play lists legal cards in hand order
            bits = card_bits(hand)
            if bits & pair == pair:
                self.belote_seat = s
            if declarations:
                self.declarable[s] = hand_declarations(hand, v, r, bits)
        self.decl_open = [True] * 4
        self.phase, self.current = _PLAY, next_seat(self.dealer)
        c = contract
        return [_new_event(ContractMade, (c.taker, c.taker, c.trump, c.value, c.level))]

    def set_trick(self, trick: list[tuple[int, Card]]) -> None:
        """Put ``trick`` (``(seat, card)`` in play order) on the table, with its master."""
        self.trick = trick
        self.master = trick_master(trick, self.trump) if trick else (-1, 0)
        self.led_strengths = strengths(trick[0][1].suit, self.trump) if trick else {}

    def _kinds(self, p: int) -> tuple[str, ...]:
        return tuple(d.kind for d in self.declarable[p])

    def _can_declare(self, p: int) -> bool:
        return (
            self.phase == _PLAY
            and self.decl_open[p]
            and self.declared[p] is None
            and bool(self.declarable[p])
        )

    def _check_declare(self, action: Action) -> None:
        p = self.current
        if not self.options.declarations:
            raise IllegalActionError(BeloteReason.DECLARATIONS_OFF, action)
        if not self.decl_open[p] or self.declared[p] is not None:
            raise IllegalActionError(BeloteReason.DECLARE_CLOSED, action)
        if not self.declarable[p]:
            raise IllegalActionError(BeloteReason.NOTHING_TO_DECLARE, action)
        if action.args != self._kinds(p):
            raise IllegalActionError(
                BeloteReason.WRONG_DECLARATION, action, expected=list(self._kinds(p))
            )

    def _can_belote(self, p: int, plays: Sequence[Card]) -> bool:
        return (
            self.belote_seat == p
            and not self.belote_said
            and self.belote_played == 0
            and any(c.suit == self.trump and c.rank in BELOTE_RANKS for c in plays)
        )

    def _legal_plays(self, p: int) -> list[Card]:
        """The cards ``p`` may play now: the rules' legal cards, and after saying belote,
        the trump King or Queen."""
        plays = legal_cards(
            self.hands[p],
            self.trick,
            p,
            self.variant,
            self.options.rules,
            self.contract.trump,  # type: ignore[union-attr]  # a contract is set in the play
            self.master,
        )
        return self._belote_card(p, plays) if self.belote_said else plays

    def _belote_card(self, p: int, plays: list[Card]) -> list[Card]:
        """Of ``plays``, what ``p`` may play once belote is said: the trump King or Queen
        until the first of them is down."""
        if self.belote_seat == p and self.belote_played == 0:
            trump = self.trump
            return [c for c in plays if c.suit == trump and c.rank in BELOTE_RANKS]
        return plays

    def _check_play(self, action: Action) -> None:
        p = self.current
        try:
            card = Card.parse(action.args[0])
        except ValueError:
            raise IllegalActionError(Reason.BAD_ARGUMENT, action) from None
        if card not in self.hands[p]:
            raise IllegalActionError(Reason.NOT_IN_HAND, action)
        if card in self._legal_plays(p):
            return
        if self.belote_said and self.belote_played == 0 and self.belote_seat == p:
            raise IllegalActionError(BeloteReason.BELOTE_CARD_REQUIRED, action)
        led = self.trick[0][1].suit
        if any(c.suit == led for c in self.hands[p]) and card.suit != led:
            raise IllegalActionError(BeloteReason.MUST_FOLLOW, action)
        if card.suit == self.trump:
            raise IllegalActionError(BeloteReason.MUST_OVERTRUMP, action)
        raise IllegalActionError(BeloteReason.MUST_TRUMP, action)

    def _play(self, p: int, card: Card) -> list[Event]:
        """``p`` plays ``card`` (a checked play) to the trick, which ends with the fourth."""
        hand = self.hands[p]
        i = 0
        for c in hand:  # by identity: list.remove would compare cards with Card's ordering
            if c is card:
                del hand[i]
                break
            i += 1  # noqa: SIM113  # cheaper than enumerate here
        else:
            hand.remove(card)
        self.decl_open[p] = False
        trick = self.trick
        if trick:  # keep the trick's master (rules.trick_master) as cards come
            strength = self.led_strengths[card]
            if strength > self.master[0]:
                self.master = (strength, p)
        else:
            trump = self.contract.trump  # type: ignore[union-attr]  # set for the whole play
            self.led_strengths = table = strengths(card.suit, trump)
            self.master = (table[card], p)
        trick.append((p, card))
        events: list[Event] = [_new_event(CardPlayed, (p, card.text))]
        if p == self.belote_seat and card.suit == self.trump and card.rank in BELOTE_RANKS:
            self.belote_played += 1
            if self.belote_said and self.belote_played == 2:
                events.append(Rebelote(p, card.text))
        if len(trick) < 4:
            self.current = (p + 1) % 4  # next_seat
            return events
        events += self._end_trick()
        return events

    def _end_trick(self) -> list[Event]:
        """Score the four cards on the table: the master takes them and leads next."""
        trick, tricks = self.trick, self.tricks
        (_, c0), (_, c1), (_, c2), (_, c3) = trick
        trump = self.contract.trump  # type: ignore[union-attr]  # set for the whole play
        values = card_values(self.variant, self.options.rules, trump)
        points = values[c0] + values[c1] + values[c2] + values[c3]
        texts = [c0.text, c1.text, c2.text, c3.text]
        winner = self.master[1]
        n = len(tricks) + 1
        if n == 8:
            points += LAST_TRICK
        t = team(winner)
        self.cp[t] += points
        self.tricks_won[t] += 1
        tricks.append(Trick(trick[0][0], tuple(trick), winner, points))
        self.trick = []
        self.current = winner
        events: list[Event] = [_new_event(BeloteTrickWon, (winner, n, points, texts))]
        if n == 1 and self.options.declarations:
            events += self._resolve_declarations()
        if n == 8:
            events += self._score_deal()
        return events

    def _resolve_declarations(self) -> list[Event]:
        """Compare the announced declarations at the end of trick 1; show the winners'."""
        if self.declared.count(None) == 4:  # nobody announced
            return []
        sides = [[d for s in (t, t + 2) for d in (self.declared[s] or ())] for t in (0, 1)]
        assert self.contract is not None
        w = compare_declarations(
            sides[0], sides[1], self.options.rules, team(self.contract.taker), self.trump
        )
        shown = []
        if w is not None:
            self.decl_points[w] = sum(d.points for d in sides[w])
            for s in (w, w + 2):
                for d in self.declared[s] or ():
                    self.shown[s].update(d.cards)
                    shown.append({"seat": s} | d.to_dict())
        self.decl_result = {"winner": w, "points": list(self.decl_points), "shown": shown}
        return [Declarations(**self.decl_result)]

    # -- scoring ------------------------------------------------------------------------
    def _score_deal(self) -> list[Event]:
        c = self.contract
        assert c is not None
        tk = team(c.taker)
        b = [0, 0]
        if self.belote_said and self.belote_seat is not None:
            b[team(self.belote_seat)] = 20
        cp = [*self.cp]
        _, capot_value = deal_totals(self.variant, self.options.rules)
        for t in (0, 1):
            if self.tricks_won[t] == 8:
                cp[t], cp[1 - t] = capot_value, 0
        d = self.decl_points
        rules = self.options.rules
        score: DealScore
        if self.variant == _COINCHE:
            assert c.value is not None
            score = score_coinche(rules, tk, c.value, c.level, cp, b, d, self.tricks_won)
        else:
            score = score_classic(self.variant, rules, tk, cp, b, d, self.tricks_won, self.reserve)
        self.reserve = score.reserve
        for t in (0, 1):
            self.scores[t] += score.added[t]
        self.last_deal = {
            "deal": self.deal_no,
            "outcome": score.outcome,
            "contract": c.to_dict(),
            "capot": score.capot,
            "card_points": cp,
            "belote": b,
            "declarations": list(d),
            "totals": list(score.totals),
            "added": list(score.added),
            "reserve": self.reserve,
            "scores": list(self.scores),
        }
        events: list[Event] = [DealScored(**self.last_deal)]
        s = self.scores
        if max(s) >= self.goal and s[0] != s[1]:
            self.winner = 0 if s[0] > s[1] else 1
            self.phase, self.current = _OVER, 0
            self.is_terminal = True
            events.append(BeloteGameOver(list(s), self.winner))
        else:
            self.phase, self.current = _DEAL_OVER, 0
        return events


_PHASE_KINDS: dict[str, frozenset[str]] = {
    Phase.BID: frozenset({"take", "pass"}),
    Phase.AUCTION: frozenset({"pass", "bid", "capot", "coinche"}),
    Phase.COINCHE_WINDOW: frozenset({"pass", "coinche"}),
    Phase.SURCOINCHE: frozenset({"pass", "surcoinche"}),
    Phase.PLAY: frozenset({"declare", "belote", "play"}),
    Phase.DEAL_OVER: frozenset({"next"}),
    Phase.OVER: frozenset(),
}
_KINDS = frozenset().union(*_PHASE_KINDS.values())


def _nargs(kind: str, phase: str, bid_round: int, variant: str) -> int | None:
    """How many arguments ``kind`` takes now; None when it varies (declare)."""
    if kind == "take":
        return 1 if (variant == Variant.WITH_TRUMP and bid_round == 2) else 0
    return {"bid": 2, "capot": 1, "play": 1, "declare": None}.get(kind, 0)


def new_state(
    options: BeloteOptions | None = None, seed: int = 0, deck: Sequence[Card] | None = None
) -> BeloteState:
    """A new game, its first deal dealt and waiting for the first bid."""
    return BeloteState(options or BeloteOptions(), seed, deck)
