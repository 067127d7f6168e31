"""Declare in words: its events in the hand log and its moves in the history and hints.

The shared words (a card played, a trick won, the game over; play, pass, bid) are in
``gui/table/hand_log.py`` and ``gui/moves.py``; these are Declare's own, in the same
translation contexts (``HandLog``, ``History``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.core import Action, Event
from engine.games.declare.events import (
    Declared,
    JokerPicked,
    Picked,
    RoundScored,
    RoundStarted,
    Thrown,
)
from gui.games import MovePhrases
from gui.games.base import LogEntry
from gui.moves import round_scored_words
from gui.text import french_card_words, rank_letter, told
from gui.tr import Context, fill

translate = QCoreApplication.translate
History = Context("History")


def event_line(event: Event, name: Callable[[int], str]) -> LogEntry | None:
    """A Declare event in the hand log's words (None: not one of Declare's own)."""
    s = event.seat

    def line(other: str, mine: str, *values: object) -> LogEntry:
        return LogEntry(s, told(s, name, other, mine, *values))

    match event:
        case RoundStarted():
            return LogEntry(None, fill(translate("HandLog", "Round %1"), event.round), True)
        case JokerPicked():
            return line(
                translate("HandLog", "%1 picked %2: the joker rank is %3"),
                translate("HandLog", "You picked %1: the joker rank is %2"),
                french_card_words(event.card),
                rank_letter(event.rank),
            )
        case Thrown():
            thrown = " ".join(french_card_words(t) for t in event.cards)
            return line(
                translate("HandLog", "%1 threw %2"), translate("HandLog", "You threw %1"), thrown
            )
        case Picked(source="draw"):
            return line(
                translate("HandLog", "%1 drew from the draw pile"),
                translate("HandLog", "You drew from the draw pile"),
            )
        case Picked(card=str(card)):
            return line(
                translate("HandLog", "%1 picked up %2"),
                translate("HandLog", "You picked up %1"),
                french_card_words(card),
            )
        case Declared():
            return line(
                translate("HandLog", "%1 declared with %2"),
                translate("HandLog", "You declared with %1"),
                event.total,
            )
        case RoundScored(void=True):
            return LogEntry(
                None, translate("HandLog", "Nobody declared in time: the round is void.")
            )
        case RoundScored():
            return LogEntry(None, translate("HandLog", "The round was scored."))
    return None


def _move_phrases() -> dict[str, MovePhrases]:
    return {
        "throw": (
            History.tr("%1 throws"),
            History.tr("%1 throws %2"),
            History.tr("You throw"),
            History.tr("You throw %2"),
            History.tr("throw"),
            History.tr("throw %2"),
        ),
        "declare": (
            History.tr("%1 declares"),
            History.tr("%1 declares %2"),
            History.tr("You declare"),
            History.tr("You declare %2"),
            History.tr("declare"),
            History.tr("declare %2"),
        ),
        "joker": (
            History.tr("%1 picks the joker"),
            History.tr("%1 picks the joker"),
            History.tr("You pick the joker"),
            History.tr("You pick the joker"),
            History.tr("pick the joker"),
            History.tr("pick the joker"),
        ),
        "stop": (
            History.tr("%1 ends the match"),
            History.tr("%1 ends the match"),
            History.tr("You end the match"),
            History.tr("You end the match"),
            History.tr("end the match"),
            History.tr("end the match"),
        ),
        "draw": (
            History.tr("%1 draws from the draw pile"),
            History.tr("%1 draws from the draw pile"),
            History.tr("You draw from the draw pile"),
            History.tr("You draw from the draw pile"),
            History.tr("draw from the draw pile"),
            History.tr("draw from the draw pile"),
        ),
        "pick": (
            History.tr("%1 picks up"),
            History.tr("%1 picks up %2"),
            History.tr("You pick up"),
            History.tr("You pick up %2"),
            History.tr("pick up"),
            History.tr("pick up %2"),
        ),
    }


def move_words(
    action: Action, events: Sequence[Event]
) -> tuple[MovePhrases, tuple[str, ...]] | None:
    """A Declare move's words and the arguments to show (None: not one of Declare's own)."""
    kind, args = action.kind, action.args
    if kind == "pick" and args[:1] == ("draw",):
        kind, args = "draw", ()
    if kind == "joker":
        args = ()  # which of the two face-up cards is no news: the table shows the joker
    if kind == "throw":  # a rank is thrown: name the cards it was
        thrown = next((e.cards for e in events if isinstance(e, Thrown)), None)
        if thrown:
            args = tuple(thrown)
    phrases = _move_phrases().get(kind)
    return None if phrases is None else (phrases, args)


def action_cards(action: Action, observation: Any) -> list[str]:
    """The cards a throw of a rank moves: the cards of that rank in the hand."""
    hand = list(getattr(observation, "hand", None) or ())
    if action.kind == "throw" and len(action.args) == 1:
        rank = action.args[0]
        if any(c.rank == rank for c in hand):
            return [str(c) for c in hand if c.rank == rank]
    return []


def step_words(event: Event, names: Sequence[str], you: int) -> str | None:
    """What a Declare event adds to a replayed step's words (None: not one of its own)."""
    return round_scored_words() if isinstance(event, RoundScored) else None
