"""Frontier in words: its events in the hand log, its moves in the history and hints, and
its deck's suits read out by screen readers.

The shared words (the game over; play, pass, bid, next) are in
``gui/table/hand_log.py`` and ``gui/moves.py``; these are Frontier's own, in the same
translation contexts (``HandLog``, ``History``, ``Cards``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from engine.core import Action, Event
from engine.games.frontier.events import (
    Bet,
    Called,
    Committed,
    Folded,
    Mulliganed,
    PotTaken,
    Raised,
    RoundEnded,
    RoundPassed,
    RoundStarted,
    Showdown,
)
from gui.games import MovePhrases
from gui.games.base import LogEntry
from gui.games.frontier.adapter import card_words
from gui.moves import round_scored_words, said
from gui.text import YOU, told
from gui.tr import QT_TRANSLATE_NOOP, Context, fill

translate = QCoreApplication.translate
History = Context("History")
HandLog = Context("HandLog")
Cards = Context("Cards")

# the deck's suit names (engine ``Suit.name``), marked for the history's History.tr
HISTORY_SUIT_NAMES = (
    QT_TRANSLATE_NOOP("History", "Sun"),
    QT_TRANSLATE_NOOP("History", "Flame"),
    QT_TRANSLATE_NOOP("History", "Moon"),
    QT_TRANSLATE_NOOP("History", "Tide"),
    QT_TRANSLATE_NOOP("History", "Shadow"),
)


def spoken_suits() -> dict[str, str]:
    """The suits of the Frontier deck, as a screen reader says them."""
    return {
        "S": Cards.tr("Sun"),
        "F": Cards.tr("Flame"),
        "M": Cards.tr("Moon"),
        "T": Cards.tr("Tide"),
        "W": Cards.tr("Shadow (wild)"),
    }


def event_line(event: Event, name: Callable[[int], str]) -> LogEntry | None:
    """A Frontier event in the hand log's words (None: not one of its own)."""
    s = event.seat

    def line(other: str, mine: str, *values: object) -> LogEntry:
        return LogEntry(s, told(s, name, other, mine, *values))

    match event:
        case RoundStarted():
            return LogEntry(None, fill(translate("HandLog", "Round %1"), event.round), True)
        case Mulliganed():
            return line(
                translate("HandLog", "%1 took a mulligan"),
                translate("HandLog", "You took a mulligan"),
            )
        case Committed():
            # a plural (%n): lupdate reads the count only in .tr(text, None, n)
            return line(
                HandLog.tr("%1 committed %n card(s)", None, event.count),
                HandLog.tr("You committed %n card(s)", None, event.count),
            )
        case Bet():
            return line(
                translate("HandLog", "%1 bet $%2"),
                translate("HandLog", "You bet $%1"),
                event.amount,
            )
        case Raised():
            return line(
                translate("HandLog", "%1 raised to $%2"),
                translate("HandLog", "You raised to $%1"),
                event.amount,
            )
        case Called():
            # what the call paid, as its button said it ("Call $4"): the bet's level
            # ("called $5") read as a different sum
            return line(
                translate("HandLog", "%1 called $%2"),
                translate("HandLog", "You called $%1"),
                event.paid,
            )
        case Folded():
            if event.forced:
                return line(
                    translate("HandLog", "%1 had to fold"), translate("HandLog", "You had to fold")
                )
            return line(translate("HandLog", "%1 folded"), translate("HandLog", "You folded"))
        case PotTaken():
            return line(
                translate("HandLog", "%1 took the pot of $%2 unseen"),
                translate("HandLog", "You took the pot of $%1 unseen"),
                event.pot,
            )
        case RoundPassed():
            return LogEntry(None, translate("HandLog", "Nobody bet: the round passed."))
        case Showdown():
            # the whole pot, stakes included, as PotTaken says it (the round's summary and the
            # plates say what each winner gained, net of its own stake)
            if list(event.winners) == [YOU]:
                return LogEntry(
                    None, fill(translate("HandLog", "Showdown: you took the pot of $%1"), event.pot)
                )
            winners = ", ".join(name(w) for w in event.winners)
            text = (
                QT_TRANSLATE_NOOP("HandLog", "Showdown: %1 took the pot of $%2")
                if len(event.winners) == 1
                else QT_TRANSLATE_NOOP("HandLog", "Showdown: %1 shared the pot of $%2")
            )
            return LogEntry(None, fill(translate("HandLog", text), winners, event.pot))
    return None


def _move_phrases() -> dict[str, MovePhrases]:
    return {
        "commit": (
            History.tr("%1 commits"),
            History.tr("%1 commits %2"),
            History.tr("You commit"),
            History.tr("You commit %2"),
            History.tr("commit"),
            History.tr("commit %2"),
        ),
        "bet": (
            History.tr("%1 bets"),
            History.tr("%1 bets %2"),
            History.tr("You bet"),
            History.tr("You bet %2"),
            History.tr("bet"),
            History.tr("bet %2"),
        ),
        "raise": (
            History.tr("%1 raises"),
            History.tr("%1 raises to %2"),
            History.tr("You raise"),
            History.tr("You raise to %2"),
            History.tr("raise"),
            History.tr("raise to %2"),
        ),
        "call": (
            History.tr("%1 calls"),
            History.tr("%1 calls"),
            History.tr("You call"),
            History.tr("You call"),
            History.tr("call"),
            History.tr("call"),
        ),
        "fold": (
            History.tr("%1 folds"),
            History.tr("%1 folds"),
            History.tr("You fold"),
            History.tr("You fold"),
            History.tr("fold"),
            History.tr("fold"),
        ),
        "mulligan": (
            History.tr("%1 takes a mulligan"),
            History.tr("%1 takes a mulligan"),
            History.tr("You take a mulligan"),
            History.tr("You take a mulligan"),
            History.tr("take a mulligan"),
            History.tr("take a mulligan"),
        ),
    }


def move_words(
    action: Action, events: Sequence[Event]
) -> tuple[MovePhrases, tuple[str, ...]] | None:
    """A Frontier move's words and its arguments (None: not one of its own)."""
    phrases = _move_phrases().get(action.kind)
    if phrases is None:
        return None
    if action.kind == "commit":
        # the cards by the names the table gives them ("6 Shadow"): the suits' text signs
        # (6◆) are not the cards' own, and a hint read "commit 8☾ 9☾ 6◆"
        return phrases, (", ".join(card_words(a) for a in action.args),)
    return phrases, action.args


def step_words(event: Event, names: Sequence[str], you: int) -> str | None:
    """What a Frontier event adds to a replayed step's words (None: not one of its own)."""
    if isinstance(event, RoundEnded):
        return round_scored_words()
    if isinstance(event, Showdown):
        won = list(event.winners)
        if len(won) == 1:
            return said(
                won[0],
                names,
                you,
                History.tr("Showdown: %1 wins the pot."),
                History.tr("Showdown: you win the pot."),
            )
        return History.tr("Showdown: %1 share the pot.").replace(
            "%1",
            ", ".join(
                History.tr("you") if s == you else names[s] for s in won if 0 <= s < len(names)
            ),
        )
    if isinstance(event, PotTaken):
        return said(
            event.seat, names, you, History.tr("%1 takes the pot."), History.tr("You take the pot.")
        )
    return None
