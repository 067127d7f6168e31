"""Declaration in words: its events in the hand log, its moves in the history and hints,
and its deck's suits read out by screen readers.

The shared words (a card played, a trick won, the game over; play, pass, bid) are in
``gui/table/hand_log.py`` and ``gui/moves.py``; these are Declaration's own, in the same
translation contexts (``HandLog``, ``History``, ``Cards``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from engine.core import Action, Event
from engine.games.declaration.events import (
    BidMade,
    DareSet,
    DaresFixed,
    DeclarationHandStarted,
    HandDealt,
    HandScored,
    MeldDeclared,
    MeldPassed,
)
from gui.games import MovePhrases
from gui.games.base import LogEntry, money
from gui.games.declaration.adapter import card_words, meld_words, suit_words, team_name
from gui.moves import round_scored_words
from gui.text import told
from gui.tr import QT_TRANSLATE_NOOP, Context, fill

translate = QCoreApplication.translate
History = Context("History")
Cards = Context("Cards")

# the deck's suit names (engine ``Suit.name``), marked for the history's History.tr
HISTORY_SUIT_NAMES = (
    QT_TRANSLATE_NOOP("History", "Void"),
    QT_TRANSLATE_NOOP("History", "Frontier"),
    QT_TRANSLATE_NOOP("History", "Border"),
    QT_TRANSLATE_NOOP("History", "Core"),
)


def spoken_suits() -> dict[str, str]:
    """The suits of the Declaration deck, as a screen reader says them."""
    return {
        "V": Cards.tr("Void"),
        "F": Cards.tr("Frontier"),
        "B": Cards.tr("Border"),
        "C": Cards.tr("Core"),
    }


def event_line(event: Event, name: Callable[[int], str]) -> LogEntry | None:
    """A Declaration event in the hand log's words (None: not one of its own)."""
    s = event.seat

    def line(other: str, mine: str, *values: object) -> LogEntry:
        return LogEntry(s, told(s, name, other, mine, *values))

    match event:
        case DeclarationHandStarted():
            return LogEntry(
                None,
                fill(
                    translate("HandLog", "Hand %1 · trump %2"),
                    event.hand,
                    suit_words(str(event.trump)),
                ),
                True,
            )
        case DareSet():
            return line(
                translate("HandLog", "%1 set a sealed dare"),
                translate("HandLog", "You set a sealed dare"),
            )
        case DaresFixed():
            # the teams and sums as the table's line writes them (N–S $10 · E–W $10)
            dares = " · ".join(
                f"{team_name(t)} {'–' if d is None else money(d)}"
                for t, d in enumerate(event.dares)
            )
            return LogEntry(None, fill(translate("HandLog", "Dares: %1"), dares))
        case HandDealt():
            return LogEntry(None, translate("HandLog", "The cards were dealt."))
        case MeldPassed():
            return line(
                translate("HandLog", "%1 passed (no meld)"),
                translate("HandLog", "You passed (no meld)"),
            )
        case MeldDeclared():
            return line(
                translate("HandLog", "%1 declared %2: %3"),
                translate("HandLog", "You declared %1: %2"),
                meld_words(event.meld_kind),
                " ".join(card_words(t) for t in event.cards),
            )
        case BidMade():
            return line(
                translate("HandLog", "%1 bid %2"), translate("HandLog", "You bid %1"), event.bid
            )
        case HandScored():
            return LogEntry(None, translate("HandLog", "The hand was settled."))
    return None


def _move_phrases() -> dict[str, MovePhrases]:
    return {
        "dare": (
            History.tr("%1 sets a dare"),
            History.tr("%1 sets a dare of %2"),
            History.tr("You set a dare"),
            History.tr("You set a dare of %2"),
            History.tr("set a dare"),
            History.tr("set a dare of %2"),
        ),
        "meld": (
            History.tr("%1 declares a meld"),
            History.tr("%1 declares the meld %2"),
            History.tr("You declare a meld"),
            History.tr("You declare the meld %2"),
            History.tr("declare a meld"),
            History.tr("declare the meld %2"),
        ),
    }


def move_words(
    action: Action, events: Sequence[Event]
) -> tuple[MovePhrases, tuple[str, ...]] | None:
    """A Declaration move's words and its arguments (None: not one of its own)."""
    phrases = _move_phrases().get(action.kind)
    return None if phrases is None else (phrases, action.args)


def step_words(event: Event, names: Sequence[str], you: int) -> str | None:
    """What a Declaration event adds to a replayed step's words (None: not its own)."""
    return round_scored_words() if isinstance(event, HandScored) else None
