"""Duel, the tests' extra game (engine side): two players, twelve cards, tricks.

It lives outside ``engine/games/`` and joins with ``engine.registry.register(GAME)`` (the
``plugin_game`` fixture of ``tests/conftest.py``), so it proves that a game plugs in through
its :class:`~engine.core.Game` alone: the conformance checks, ``make_bot``, records and
replays take it without a change to any shared module.

Rules:

1. The deck has twelve cards: 9, 10, J, Q, K, A (low to high) of Spades and Hearts.
2. Each hand, the shuffled deck is dealt one card at a time, seat 0 first: six cards each
   (``deck`` in ``new_state`` stacks the first hand's deal order).
3. Seat 0 leads the first hand; the leader alternates from hand to hand.
4. The leader of a trick plays any card of its hand: ``play C``.
5. The other player must follow the led suit if it can; otherwise it plays any card.
6. The higher card of the led suit wins the trick (a card of the other suit never wins).
7. The winner of a trick leads the next one.
8. A trick is worth one point; after six tricks the hand is scored.
9. After a hand, the next hand's leader says ``next`` and the cards are dealt again.
10. After a hand, the game ends when a player has at least ``target`` points (an option,
    1 to 50, 10 by default) and the players' scores differ; the higher score wins.
11. Cards played are face up; a hand is seen by its player only.
12. There is no money.

Events (typed, from the shared vocabulary of :mod:`engine.events`; card texts like ``"QH"``):

- :class:`DuelDealt` (a ``Dealt``, kind ``deal_started``): ``hand`` (1, 2, ...), ``leader``,
  ``hand_size`` (6).
- ``CardPlayed`` (the shared class): ``seat``, ``card``.
- :class:`DuelTrickWon` (a ``TrickWon``): ``seat`` (the winner), ``cards`` (the trick, led
  first), ``tricks`` (each seat's tricks this hand).
- :class:`DuelHandScored` (a ``Scored``, kind ``hand_scored``): ``hand``, ``added`` (each
  seat's points of the hand), ``scores`` (the totals).
- :class:`DuelGameOver` (a ``GameOver``): ``scores``, ``winners``.

The observation (:class:`DuelObservation`) shows the seat its own hand only, the other's
card count, the trick being played, the last trick won and every card played this hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple

from engine.cards import FRENCH_SUITS, Card, DeckSpec, cards_text, stack_deck
from engine.core import (
    Action,
    BotLevel,
    Event,
    Game,
    IllegalActionError,
    Observation,
    Reason,
    Result,
    ScoreCheck,
    State,
    check_ranges,
)
from engine.events import CardPlayed, Dealt, GameOver, Scored, TrickWon
from engine.rng import make_rng, rng_digest, shuffle

__all__ = [
    "DECK",
    "GAME",
    "DuelDealt",
    "DuelGameOver",
    "DuelHandScored",
    "DuelObservation",
    "DuelOptions",
    "DuelState",
    "DuelTrickWon",
    "EasyBot",
]

RANKS = ("9", "10", "J", "Q", "K", "A")
DECK = DeckSpec(FRENCH_SUITS[:2], RANKS)
HAND_SIZE = 6
_STRENGTH = {r: i for i, r in enumerate(RANKS)}
_NEXT = Action("next")


class _Dealt(NamedTuple):
    hand: int
    leader: int
    hand_size: int


class DuelDealt(_Dealt, Dealt):
    """A hand's cards were dealt: ``hand`` (from 1), its ``leader`` and ``hand_size``."""

    __slots__ = ()
    kind = "deal_started"


class _TrickWon(NamedTuple):
    seat: int
    cards: list[str]
    tricks: list[int]


class DuelTrickWon(_TrickWon, TrickWon):
    """``seat`` won the trick ``cards`` (led first); ``tricks``: each seat's this hand."""

    __slots__ = ()


class _HandScored(NamedTuple):
    hand: int
    added: list[int]
    scores: list[int]


class DuelHandScored(_HandScored, Scored):
    """A hand is scored: each seat's points ``added`` and the ``scores`` after it."""

    __slots__ = ()
    kind = "hand_scored"


class _GameOver(NamedTuple):
    scores: list[int]
    winners: list[int]


class DuelGameOver(_GameOver, GameOver):
    """The game is over: the final ``scores`` and the ``winners``."""

    __slots__ = ()


def _order(card: Card) -> tuple[str, int]:
    """Hands are sorted by suit, then low to high."""
    return card.suit, _STRENGTH[card.rank]


class Phase(StrEnum):
    """Where a game of Duel stands."""

    PLAY = "play"  # the current player plays a card
    HAND_OVER = "hand_over"  # the next hand's leader says ``next``
    OVER = "over"


class DuelReason(StrEnum):
    """Duel's own reason code for a refused action."""

    MUST_FOLLOW = "must_follow"  # a card of another suit while holding the led suit


@dataclass(frozen=True)
class DuelOptions:
    """The points a game is played to."""

    target: int = field(default=10, metadata={"min": 1, "max": 50})

    def __post_init__(self) -> None:
        check_ranges(self)


@dataclass(frozen=True)
class DuelObservation(Observation):
    """What one seat sees: its own hand, and everything played face up."""

    seat: int
    phase: str
    current_player: int | None
    hand_no: int
    leader: int  # who led (or leads) the current trick
    hand: tuple[Card, ...]  # this seat's cards, by suit, low to high
    hand_counts: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]  # the trick being played: (seat, card), led first
    last_trick: tuple[tuple[int, Card], ...]  # the trick just won, empty at a hand's start
    played: tuple[Card, ...]  # the cards of this hand's finished tricks
    tricks: tuple[int, ...]  # tricks each seat won this hand
    scores: tuple[int, ...]
    target: int
    legal: tuple[Action, ...] = ()  # what this seat may do now (State.legal_for)

    def cards(self) -> set[Card]:
        """Every card identity visible here."""
        seen = set(self.hand) | set(self.played)
        seen.update(c for _, c in self.trick + self.last_trick)
        return seen


class DuelState(State):
    """A game of Duel in progress."""

    def __init__(self, options: DuelOptions, seed: int, deck: Sequence[Card] | None = None):
        super().__init__(options, seed, make_rng(seed))
        self.scores = [0, 0]
        self.hand_no = 0
        self.leader = 0
        self.hands: list[list[Card]] = [[], []]
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: list[tuple[int, Card]] = []
        self.played: list[Card] = []
        self.tricks = [0, 0]
        self.phase = Phase.PLAY
        self.current: int | None = 0
        self.events_of_start = self._deal(list(deck) if deck is not None else None)

    @property
    def num_players(self) -> int:
        """Always two."""
        return 2

    @property
    def current_player(self) -> int | None:
        """Who acts, None once the game is over."""
        return self.current

    # -- actions ------------------------------------------------------------------------
    def _playable(self, seat: int) -> list[Card]:
        hand = self.hands[seat]
        if self.trick:
            led = self.trick[0][1].suit
            follow = [c for c in hand if c.suit == led]
            if follow:
                return follow
        return list(hand)

    def legal_actions(self) -> list[Action]:
        """``next`` between hands; otherwise every card the current player may play."""
        if self.current is None:
            return []
        if self.phase == Phase.HAND_OVER:
            return [_NEXT]
        return [Action("play", (c.text,)) for c in self._playable(self.current)]

    def check(self, action: Action) -> None:
        """Refuse with a reason code."""
        if self.current is None:
            raise IllegalActionError(Reason.GAME_OVER, action)
        if action.kind == "next":
            if self.phase != Phase.HAND_OVER or action.args:
                raise IllegalActionError(Reason.WRONG_PHASE, action)
            return
        if action.kind != "play":
            raise IllegalActionError(Reason.UNKNOWN_ACTION, action)
        if self.phase != Phase.PLAY:
            raise IllegalActionError(Reason.WRONG_PHASE, action)
        if len(action.args) != 1:
            raise IllegalActionError(Reason.BAD_ARGUMENT, action)
        try:
            card = Card.parse(action.args[0])
        except ValueError:
            raise IllegalActionError(Reason.BAD_ARGUMENT, action) from None
        if card not in self.hands[self.current]:
            raise IllegalActionError(Reason.NOT_IN_HAND, action)
        if card not in self._playable(self.current):
            raise IllegalActionError(DuelReason.MUST_FOLLOW, action, led=self.trick[0][1].suit)

    def _apply(self, action: Action) -> list[Event]:
        if action.kind == "next":
            return self._deal(None)
        seat = self.current
        assert seat is not None
        card = Card.parse(action.args[0])
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events: list[Event] = [CardPlayed(seat, card.text)]
        if len(self.trick) == 1:
            self.current = 1 - seat
            return events
        (first, led), (_, other) = self.trick
        beats = other.suit == led.suit and _STRENGTH[other.rank] > _STRENGTH[led.rank]
        winner = 1 - first if beats else first
        self.tricks[winner] += 1
        self.played += [c for _, c in self.trick]
        self.last_trick, self.trick = self.trick, []
        trick_cards = cards_text([c for _, c in self.last_trick])
        events.append(DuelTrickWon(winner, trick_cards, self.tricks[:]))
        self.leader = self.current = winner
        if not self.hands[winner]:
            events += self._end_hand()
        return events

    def _deal(self, deck: list[Card] | None) -> list[Event]:
        pack = DECK.build()
        if deck is None:
            shuffle(self.rng, pack)
        else:
            pack = stack_deck(DECK, deck, pack, self.rng)
        self.hands = [sorted(pack[0::2], key=_order), sorted(pack[1::2], key=_order)]
        self.hand_no += 1
        self.leader = self.current = (self.hand_no - 1) % 2
        self.trick, self.last_trick, self.played = [], [], []
        self.tricks = [0, 0]
        self.phase = Phase.PLAY
        return [DuelDealt(self.hand_no, self.leader, HAND_SIZE)]

    def _end_hand(self) -> list[Event]:
        added = self.tricks[:]
        self.scores = [s + a for s, a in zip(self.scores, added, strict=True)]
        events: list[Event] = [DuelHandScored(self.hand_no, added, self.scores[:])]
        if max(self.scores) >= self.options.target and self.scores[0] != self.scores[1]:
            self.phase, self.current = Phase.OVER, None
            winners = [self.scores.index(max(self.scores))]
            events.append(DuelGameOver(self.scores[:], winners))
        else:
            self.phase, self.current = Phase.HAND_OVER, self.hand_no % 2  # the next leader
        return events

    # -- views --------------------------------------------------------------------------
    def observation(self, seat: int) -> DuelObservation:
        """What ``seat`` sees."""
        return DuelObservation(
            seat=seat,
            phase=str(self.phase),
            current_player=self.current,
            hand_no=self.hand_no,
            leader=self.leader,
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands),
            trick=tuple(self.trick),
            last_trick=tuple(self.last_trick),
            played=tuple(self.played),
            tricks=tuple(self.tricks),
            scores=tuple(self.scores),
            target=self.options.target,
            legal=self.legal_for(seat),
        )

    def hidden_from(self, seat: int) -> set[Card]:
        """The other player's hand."""
        return set(self.hands[1 - seat])

    def all_cards(self) -> list[Card]:
        """Both hands, the trick and the cards played this hand."""
        return [*self.hands[0], *self.hands[1], *(c for _, c in self.trick), *self.played]

    def result(self) -> Result | None:
        """The scores and the winner, once over."""
        if self.phase != Phase.OVER:
            return None
        return Result(tuple(self.scores), (self.scores.index(max(self.scores)),))

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON data."""
        return {
            "phase": str(self.phase),
            "hand_no": self.hand_no,
            "leader": self.leader,
            "current": self.current,
            "hands": [cards_text(h) for h in self.hands],
            "trick": [[s, c.text] for s, c in self.trick],
            "last_trick": [[s, c.text] for s, c in self.last_trick],
            "played": cards_text(self.played),
            "tricks": self.tricks[:],
            "scores": self.scores[:],
            "rng": rng_digest(self.rng),
        }


def new_state(
    options: DuelOptions | None = None, seed: int = 0, deck: Sequence[Card] | None = None
) -> DuelState:
    """A new game, its first hand dealt; seat 0 leads."""
    return DuelState(options or DuelOptions(), seed, deck)


class EasyBot:
    """Leads its highest card; follows with the cheapest card that wins, else its lowest."""

    name = BotLevel.EASY

    def choose(
        self, observation: DuelObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick by the rule above (no randomness)."""
        if legal[0].kind == "next":
            return legal[0]
        cards = sorted((Card.parse(a.args[0]) for a in legal), key=lambda c: _STRENGTH[c.rank])
        if observation.trick:
            led = observation.trick[0][1]
            wins = [
                c for c in cards if c.suit == led.suit and _STRENGTH[c.rank] > _STRENGTH[led.rank]
            ]
            card = wins[0] if wins else cards[0]
        else:
            card = cards[-1]
        return Action("play", (card.text,))


def check_hand(state: State, event: DuelHandScored) -> None:
    """A hand gives out exactly one point per trick."""
    assert sum(event.added) == HAND_SIZE, f"a hand scored {event.added}, not {HAND_SIZE}"


GAME = Game(
    id="duel",
    name="Duel",
    version=1,
    order=1000,  # after the app's games
    min_players=2,
    max_players=2,
    deck=DECK,
    options_type=DuelOptions,
    new_state=new_state,
    players_of=lambda o: 2,
    bots={BotLevel.EASY: EasyBot},
    money=None,
    score_check=ScoreCheck(DuelHandScored, "added", check_hand),
    description="A two-player trick game with twelve cards (the tests' extra game).",
)
DuelState.game = GAME
