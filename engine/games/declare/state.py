"""Declare: a lowest-hand game for 2 to 20 players with a joker rank.

Rules: ``docs/rules/declare.md``, the complete rulebook with our own decisions. A turn is
either ``declare`` or a throw (``throw R``: every card of rank R in hand) followed by a pick
(``pick draw`` or ``pick <card>`` from the previous newest pile). The dealer first picks the
joker blind (``joker 0`` / ``joker 1``). Between rounds seat 0 says ``next`` (or ``stop`` in an
unlimited match).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar

from engine.cards import STANDARD_52, Card, cards_text, parse_cards, stack_deck
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
from engine.games.declare.events import (
    Declared,
    JokerPicked,
    MatchOver,
    Picked,
    Reshuffled,
    RoundScored,
    RoundStarted,
    Thrown,
)
from engine.rng import make_rng, rng_digest

__all__ = ["DeclareObservation", "DeclareOptions", "DeclareReason", "DeclareState"]

DECK = STANDARD_52
RANK_VALUE = {"A": 1, "J": 10, "Q": 10, "K": 10} | {str(v): v for v in range(2, 11)}
DECLARE_LIMITS = (5, 7, 10)
VOID_AFTER = 30
"""Go-arounds after declaring opens with nobody declaring, after which the round is void
(``docs/rules/declare.md``): nobody scores and it counts as a round of the match. Without
it a table whose hands cannot get under the limit (seven 5-card hands under 5, say) plays
one round for ever; in 2,727 bot rounds the longest declare came 22 go-arounds in."""


class Phase(StrEnum):
    """Where a round stands."""

    JOKER = "joker"  # the dealer picks the joker, blind
    TURN = "turn"  # the current player declares or throws
    PICK = "pick"  # the current player, having thrown, picks one card
    ROUND_OVER = "round_over"  # seat 0 starts the next round (or stops an unlimited match)
    OVER = "over"


class DeclareReason(StrEnum):
    """Reason codes for refused Declare actions."""

    DECLARE_LOCKED = "declare_locked"  # go-arounds not completed yet
    TOTAL_TOO_HIGH = "total_too_high"  # hand total not strictly below the limit
    NOT_IN_PILE = "not_in_pile"  # the card is not in the pickable (previous newest) pile
    DRAW_EMPTY = "draw_empty"
    NOT_UNLIMITED = "not_unlimited"  # stop is only for unlimited matches


@dataclass(frozen=True)
class DeclareOptions:
    """Table options (``docs/rules/declare.md``); validated on construction."""

    players: int = field(default=4, metadata={"min": 2, "max": 20})
    hand_size: int = field(default=4, metadata={"min": 4, "max": 10})
    decks: int = field(default=1, metadata={"min": 1, "max": 10})
    declare_limit: int = field(default=10, metadata={"choices": DECLARE_LIMITS})
    go_arounds: int = field(default=3, metadata={"min": 0, "max": 20})
    rounds: int = field(default=5, metadata={"min": 1, "max": 50})
    unlimited: bool = False
    turn_time: int = field(default=0, metadata={"min": 0, "max": 120})
    """Seconds per human turn; 0 is off, otherwise 10-120 (the GUI enforces it)."""

    def __post_init__(self) -> None:
        check_ranges(self)
        if 0 < self.turn_time < 10:
            raise InvalidOptionsError(
                "out_of_range", option="turn_time", value=self.turn_time, min=10, max=120
            )
        needed = decks_needed(self.players, self.hand_size)
        if self.decks < needed:
            raise InvalidOptionsError(
                "not_enough_cards",
                players=self.players,
                hand_size=self.hand_size,
                decks=self.decks,
                decks_needed=needed,
            )


_PHASE_OF = {
    "joker": Phase.JOKER,
    "declare": Phase.TURN,
    "throw": Phase.TURN,
    "pick": Phase.PICK,
    "next": Phase.ROUND_OVER,
    "stop": Phase.ROUND_OVER,
}
_ONE_ARG = frozenset({"joker", "throw", "pick"})
_DECLARE = Action("declare")
_PICK_DRAW = Action("pick", ("draw",))
_THROW = {r: Action("throw", (r,)) for r in DECK.ranks}


@functools.lru_cache(maxsize=4096)
def _pick(card: Card) -> Action:
    return Action("pick", (str(card),))


@functools.lru_cache(maxsize=4096)
def _parse(text: str) -> Card:
    return Card.parse(text)


def decks_needed(players: int, hand_size: int) -> int:
    """Fewest decks that hold every hand plus the two face-up cards."""
    return -(-(players * hand_size + 2) // DECK.size)


def card_value(card: Card, joker_rank: str | None) -> int:
    """Ace 1, 2-10 face value, J/Q/K 10, the joker rank 0."""
    return 0 if card.rank == joker_rank else RANK_VALUE[card.rank]


def hand_total(cards: Sequence[Card], joker_rank: str | None) -> int:
    """The total of a hand."""
    return sum(card_value(c, joker_rank) for c in cards)


Total = TypeVar("Total", int, float)  # round totals: cards' points, or the bots' estimates


def round_scores(totals: Sequence[Total], declarer: int) -> tuple[bool, list[Total]]:
    """Whether the declare is good, and what each seat adds.

    >>> round_scores([6, 7, 19], declarer=1)  # the seed's worked example
    (False, [0, 32, 0])
    """
    mine = totals[declarer]
    good = all(t > mine for s, t in enumerate(totals) if s != declarer)
    if good:
        return True, [0 if s == declarer else t for s, t in enumerate(totals)]
    return False, [sum(totals) if s == declarer else 0 for s in range(len(totals))]


def void_from(options: DeclareOptions) -> int:
    """Completed turns after which a round nobody declared in is void: ``VOID_AFTER``
    go-arounds after declaring opens."""
    return (options.go_arounds + VOID_AFTER) * options.players


def winners_of(scores: Sequence[int]) -> tuple[int, ...]:
    """Seats tied on the lowest score (joint winners)."""
    low = min(scores)
    return tuple(s for s, v in enumerate(scores) if v == low)


@dataclass(frozen=True)
class DeclareObservation(Observation):
    """What one seat sees. Piles and thrown cards are public; hands are private."""

    seat: int
    phase: str
    num_players: int
    round_no: int
    dealer: int
    current_player: int | None
    scores: tuple[int, ...]
    hand: tuple[Card, ...] | None  # None: the dealer's hand stays face down until the pick
    hand_counts: tuple[int, ...]
    face_up: tuple[Card, ...]  # the two cards offered during the joker pick
    joker_card: Card | None
    newest: tuple[Card, ...]  # the newest pile (pickable after the next throw)
    previous: tuple[Card, ...]  # during a pick: the pile that may be picked from
    dead: tuple[Card, ...]  # cards under the newest pile, thrown face up, out of reach
    draw_count: int
    turns_done: int
    declare_from: int  # declaring is allowed once turns_done reaches this
    known: tuple[tuple[Card, ...], ...]  # cards each seat publicly picked and still holds
    reveal: dict[str, Any] | None  # the last round's hands and totals, once it is over
    options: DeclareOptions
    legal: tuple[Action, ...] = ()  # what this seat may do now (State.legal_for)

    @property
    def joker_rank(self) -> str | None:
        """The round's joker rank, once picked."""
        return self.joker_card.rank if self.joker_card else None

    @property
    def total(self) -> int | None:
        """This seat's hand total, if it can see its hand."""
        return None if self.hand is None else hand_total(self.hand, self.joker_rank)

    def cards(self) -> set[Card]:
        """Every card identity visible here."""
        seen: set[Card] = set(self.hand or ())
        seen.update(self.face_up, self.newest, self.previous, self.dead, *self.known)
        if self.joker_card:
            seen.add(self.joker_card)
        if self.reveal:
            for hand in self.reveal["hands"]:
                seen.update(parse_cards(hand))
        return seen


class DeclareState(State):
    """A Declare match in progress."""

    options: DeclareOptions

    def __init__(self, options: DeclareOptions, seed: int, deck: Sequence[Card] | None = None):
        super().__init__(options, seed, make_rng(seed))
        n = options.players
        self.n = n
        self.scores = [0] * n
        self.round_no = 0
        self.dealer = n - 1  # so that round 1's dealer is seat 0
        self.phase = Phase.JOKER
        self.current = 0
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.known: list[list[Card]] = [[] for _ in range(n)]
        self.draw: list[Card] = []  # top is the end
        self.dead: list[Card] = []
        self.newest: list[Card] = []
        self.previous: list[Card] = []
        self.face_up: list[Card] = []
        self.joker_card: Card | None = None
        self.turns_done = 0
        self.reveal: dict[str, Any] | None = None
        self.events_of_start = self._start_round(list(deck) if deck is not None else None)

    # -- protocol -----------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        """Seats at the table."""
        return self.n

    @property
    def current_player(self) -> int | None:
        """The seat to act; seat 0 between rounds; None when the match is over."""
        return None if self.phase == Phase.OVER else self.current

    @property
    def joker_rank(self) -> str | None:
        """The round's joker rank, once picked."""
        return self.joker_card.rank if self.joker_card else None

    @property
    def declare_from(self) -> int:
        """Completed turns after which declaring is unlocked."""
        return self.options.go_arounds * self.n

    @property
    def void_from(self) -> int:
        """Completed turns after which a round nobody declared in is void."""
        return void_from(self.options)

    def total(self, seat: int) -> int:
        """A seat's hand total."""
        return hand_total(self.hands[seat], self.joker_rank)

    def legal_actions(self) -> list[Action]:
        """Legal actions in a fixed order."""
        p = self.phase
        if p == Phase.TURN:
            out = [_DECLARE] if self._may_declare() else []
            ranks = {c.rank for c in self.hands[self.current]}
            out.extend(_THROW[r] for r in DECK.ranks if r in ranks)
            return out
        if p == Phase.PICK:
            out = [_PICK_DRAW] if self.draw else []
            out.extend(_pick(c) for c in self.previous)
            return out
        if p == Phase.JOKER:
            return [Action("joker", ("0",)), Action("joker", ("1",))]
        if p == Phase.ROUND_OVER:
            return [Action("next"), Action("stop")] if self.options.unlimited else [Action("next")]
        return []

    def check(self, action: Action) -> None:
        """Raise ``IllegalActionError`` if ``action`` is not legal now."""
        kind, args, p = action.kind, action.args, self.phase
        if kind not in _PHASE_OF:
            raise IllegalActionError(Reason.UNKNOWN_ACTION, action)
        if _PHASE_OF[kind] != p:
            raise IllegalActionError(Reason.WRONG_PHASE, action, phase=str(p))
        if len(args) != (kind in _ONE_ARG):
            raise IllegalActionError(Reason.BAD_ARGUMENT, action)
        if kind == "joker" and args[0] not in ("0", "1"):
            raise IllegalActionError(Reason.BAD_ARGUMENT, action)
        elif kind == "declare":
            if self.turns_done < self.declare_from:
                raise IllegalActionError(
                    DeclareReason.DECLARE_LOCKED,
                    action,
                    turns_left=self.declare_from - self.turns_done,
                )
            if self.total(self.current) >= self.options.declare_limit:
                raise IllegalActionError(
                    DeclareReason.TOTAL_TOO_HIGH,
                    action,
                    total=self.total(self.current),
                    limit=self.options.declare_limit,
                )
        elif kind == "throw":
            if not any(c.rank == args[0] for c in self.hands[self.current]):
                raise IllegalActionError(Reason.NOT_IN_HAND, action)
        elif kind == "pick":
            if args[0] == "draw":
                if not self.draw:
                    raise IllegalActionError(DeclareReason.DRAW_EMPTY, action)
            else:
                try:
                    card = _parse(args[0])
                except ValueError:
                    raise IllegalActionError(Reason.BAD_ARGUMENT, action) from None
                if card not in self.previous:
                    raise IllegalActionError(DeclareReason.NOT_IN_PILE, action)
        elif kind == "stop" and not self.options.unlimited:
            raise IllegalActionError(DeclareReason.NOT_UNLIMITED, action)

    def _apply(self, action: Action) -> list[Event]:
        kind, seat = action.kind, self.current
        if kind == "joker":
            i = int(action.args[0])
            self.joker_card = self.face_up[i]
            self.newest = [self.face_up[1 - i]]
            self.face_up = []
            self.phase = Phase.TURN
            self.current = (self.dealer + 1) % self.n
            return [
                JokerPicked(
                    seat, i, str(self.joker_card), self.joker_card.rank, str(self.newest[0])
                )
            ]
        if kind == "declare":
            return self._end_round(seat)
        if kind == "throw":
            rank = action.args[0]
            hand = self.hands[seat]
            group = [c for c in hand if c.rank == rank]
            self.hands[seat] = [c for c in hand if c.rank != rank]
            self.known[seat] = [c for c in self.known[seat] if c.rank != rank]
            self.previous, self.newest = self.newest, group
            self.phase = Phase.PICK
            return [Thrown(seat, cards_text(group))]
        if kind == "pick":
            events: list[Event] = []
            if action.args[0] == "draw":
                card = self.draw.pop()
                events.append(Picked(seat, "draw"))
            else:
                card = _parse(action.args[0])
                self.previous.remove(card)
                self.known[seat].append(card)
                events.append(Picked(seat, "pile", str(card)))
            self.hands[seat].append(card)
            self.dead.extend(self.previous)
            self.previous = []
            if not self.draw and self.dead:
                self.draw = self.dead
                self.dead = []
                self.rng.shuffle(self.draw)
                events.append(Reshuffled(len(self.draw)))
            self.turns_done += 1
            self.phase = Phase.TURN
            self.current = (seat + 1) % self.n
            if self.turns_done >= self.void_from:
                events.extend(self._end_round(None))
            return events
        if kind == "next":
            return self._start_round(None)
        # stop
        self.phase = Phase.OVER
        return [MatchOver(list(self.scores), list(winners_of(self.scores)))]

    # -- rounds -------------------------------------------------------------------------
    def _may_declare(self) -> bool:
        return (
            self.turns_done >= self.declare_from
            and self.total(self.current) < self.options.declare_limit
        )

    def _start_round(self, deck: list[Card] | None) -> list[Event]:
        o = self.options
        self.round_no += 1
        self.dealer = (self.dealer + 1) % self.n
        starter = (self.dealer + 1) % self.n
        pack = DECK.build(o.decks)
        if deck is None:
            self.rng.shuffle(pack)
            order = pack
        else:
            order = stack_deck(DECK, deck, pack, self.rng, o.decks)
        self.hands = [[] for _ in range(self.n)]
        self.known = [[] for _ in range(self.n)]
        it = iter(order)
        for _ in range(o.hand_size):
            for k in range(self.n):
                self.hands[(starter + k) % self.n].append(next(it))
        self.face_up = [next(it), next(it)]
        self.draw = list(reversed(list(it)))  # the next card of the order is on top
        self.dead, self.newest, self.previous = [], [], []
        self.joker_card = None
        self.turns_done = 0
        self.reveal = None
        self.phase = Phase.JOKER
        self.current = self.dealer
        return [
            RoundStarted(self.round_no, self.dealer, starter, o.hand_size, cards_text(self.face_up))
        ]

    def _end_round(self, declarer: int | None) -> list[Event]:
        """Score the round: a declare, or (``declarer`` None) a void round nobody scores."""
        totals = [self.total(s) for s in range(self.n)]
        if declarer is None:
            good, added = False, [0] * self.n
        else:
            good, added = round_scores(totals, declarer)
        for s in range(self.n):
            self.scores[s] += added[s]
        self.reveal = {
            "round": self.round_no,
            "declarer": declarer,
            "good": good,
            "void": declarer is None,
            "hands": [cards_text(h) for h in self.hands],
            "totals": totals,
            "added": added,
            "scores": list(self.scores),
        }
        events: list[Event] = [] if declarer is None else [Declared(declarer, totals[declarer])]
        events.append(RoundScored(**self.reveal))
        if not self.options.unlimited and self.round_no >= self.options.rounds:
            self.phase = Phase.OVER
            events.append(MatchOver(list(self.scores), list(winners_of(self.scores))))
        else:
            self.phase = Phase.ROUND_OVER
            self.current = 0
        return events

    # -- views --------------------------------------------------------------------------
    def observation(self, seat: int) -> DeclareObservation:
        """What ``seat`` sees."""
        blind = self.phase == Phase.JOKER and seat == self.dealer
        return DeclareObservation(
            seat=seat,
            phase=str(self.phase),
            num_players=self.n,
            round_no=self.round_no,
            dealer=self.dealer,
            current_player=self.current_player,
            scores=tuple(self.scores),
            hand=None if blind else tuple(self.hands[seat]),
            hand_counts=tuple(map(len, self.hands)),
            face_up=tuple(self.face_up),
            joker_card=self.joker_card,
            newest=tuple(self.newest),
            previous=tuple(self.previous),
            dead=tuple(self.dead),
            draw_count=len(self.draw),
            turns_done=self.turns_done,
            declare_from=self.declare_from,
            known=tuple(map(tuple, self.known)),
            reveal=dict(self.reveal) if self.reveal else None,
            options=self.options,
            legal=self.legal_for(seat),
        )

    def hidden_from(self, seat: int) -> set[Card]:
        """Others' unknown cards and the draw pile (and the dealer's own hand before the pick)."""
        hidden = set(self.draw)
        if self.phase in (Phase.ROUND_OVER, Phase.OVER):
            return hidden
        hands = self.hands
        hidden.update(*hands[:seat], *hands[seat + 1 :])
        for s, known in enumerate(self.known):
            if known and s != seat:  # a card seat s picked in sight and still holds
                hidden.difference_update(set(known).intersection(hands[s]))
        if self.phase == Phase.JOKER and seat == self.dealer:
            hidden.update(self.hands[seat])
        return hidden

    def all_cards(self) -> list[Card]:
        """Every card, wherever it lies."""
        out = [c for h in self.hands for c in h]
        out += self.draw + self.dead + self.newest + self.previous + self.face_up
        if self.joker_card:
            out.append(self.joker_card)
        return out

    def result(self) -> Result | None:
        """Scores and joint winners once the match is over."""
        if self.phase != Phase.OVER:
            return None
        return Result(tuple(self.scores), winners_of(self.scores))

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON data."""
        return {
            "phase": str(self.phase),
            "round": self.round_no,
            "dealer": self.dealer,
            "current": self.current,
            "scores": list(self.scores),
            "hands": [cards_text(h) for h in self.hands],
            "known": [cards_text(k) for k in self.known],
            "draw": cards_text(self.draw),
            "dead": cards_text(self.dead),
            "newest": cards_text(self.newest),
            "previous": cards_text(self.previous),
            "face_up": cards_text(self.face_up),
            "joker": str(self.joker_card) if self.joker_card else None,
            "turns_done": self.turns_done,
            "reveal": self.reveal,
            "rng": rng_digest(self.rng),
        }

    def clone(self) -> DeclareState:
        """A cheap independent copy."""
        new = object.__new__(DeclareState)
        new.__dict__.update(self.__dict__)
        new.rng = make_rng(0)
        new.rng.setstate(self.rng.getstate())
        new.history = list(self.history)
        new.scores = list(self.scores)
        new.hands = [list(h) for h in self.hands]
        new.known = [list(k) for k in self.known]
        for name in ("draw", "dead", "newest", "previous", "face_up"):
            setattr(new, name, list(getattr(self, name)))
        new.reveal = dict(self.reveal) if self.reveal else None
        return new


def new_state(
    options: DeclareOptions | None = None, seed: int = 0, deck: Sequence[Card] | None = None
) -> DeclareState:
    """A new match, its first round dealt and waiting for the dealer's joker pick."""
    return DeclareState(options or DeclareOptions(), seed, deck)
