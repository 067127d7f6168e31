"""Belote in words: its events in the hand log and its moves in the history and hints.

The shared words (a card played, the game over; play, pass, bid) are in
``gui/table/hand_log.py`` and ``gui/moves.py``; these are Belote's own, in the same
translation contexts (``HandLog``, ``History``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from engine.core import Action, Event
from engine.events import Passed
from engine.games.belote.events import (
    BeloteAnnounced,
    BeloteBid,
    BeloteTrickWon,
    Coinched,
    CoincheDeclined,
    ContractMade,
    DealScored,
    DealStarted,
    Declarations,
    Declared,
    Rebelote,
    Surcoinched,
    SurcoinchePassed,
    ThrownIn,
    Took,
)
from gui.games import MovePhrases
from gui.games.base import LogEntry
from gui.games.belote.adapter import declaration_words, suit_sign
from gui.moves import round_scored_words, said
from gui.text import french_card_words, team_short, told
from gui.tr import Context, fill

translate = QCoreApplication.translate
History = Context("History")


def event_line(event: Event, name: Callable[[int], str]) -> LogEntry | None:
    """A Belote event in the hand log's words (None: not one of Belote's own)."""
    s = event.seat

    def line(other: str, mine: str, *values: object) -> LogEntry:
        return LogEntry(s, told(s, name, other, mine, *values))

    match event:
        case DealStarted():
            head = fill(translate("HandLog", "Deal %1"), event.deal)
            if event.turned:
                head += " · " + fill(
                    translate("HandLog", "turned card %1"), french_card_words(event.turned)
                )
            return LogEntry(None, head, True)
        case SurcoinchePassed():  # a pass, but not the auction's: the coinche stands
            return line(
                translate("HandLog", "%1 did not surcoinche"),
                translate("HandLog", "You did not surcoinche"),
            )
        case Passed():
            return line(translate("HandLog", "%1 passed"), translate("HandLog", "You passed"))
        case Took():
            if event.suit:
                return line(
                    translate("HandLog", "%1 took in %2"),
                    translate("HandLog", "You took in %1"),
                    suit_sign(event.suit),
                )
            return line(translate("HandLog", "%1 took"), translate("HandLog", "You took"))
        case BeloteBid():
            value = translate("HandLog", "Capot") if event.capot else str(event.value)
            bid = value + " " + suit_sign(event.suit)
            return line(translate("HandLog", "%1 bid %2"), translate("HandLog", "You bid %1"), bid)
        case Coinched():
            return line(translate("HandLog", "%1 coinched"), translate("HandLog", "You coinched"))
        case Surcoinched():
            return line(
                translate("HandLog", "%1 surcoinched"), translate("HandLog", "You surcoinched")
            )
        case ThrownIn():
            return LogEntry(None, translate("HandLog", "Everyone passed: the deal is thrown in."))
        case Declared():
            words = declaration_words(event.kinds)
            return line(
                translate("HandLog", "%1 announced %2"),
                translate("HandLog", "You announced %1"),
                words,
            )
        case BeloteAnnounced():
            return line(translate("HandLog", "%1: Belote!"), translate("HandLog", "You: Belote!"))
        case Rebelote():
            return line(
                translate("HandLog", "%1: Rebelote!"), translate("HandLog", "You: Rebelote!")
            )
        case BeloteTrickWon():
            return line(
                translate("HandLog", "%1 won the trick (%2 points)"),
                translate("HandLog", "You won the trick (%1 points)"),
                event.points,
            )
        case Declarations(winner=w, points=points):
            if w is None:
                return LogEntry(
                    None, translate("HandLog", "No declarations count: they are equal.")
                )
            # which team's count, and why its cards are now face up (read as a card leak)
            return LogEntry(
                None,
                fill(
                    translate(
                        "HandLog", "%1's declarations count (%2 points): their cards are shown."
                    ),
                    team_short(w),
                    points[w],
                ),
            )
        case DealScored():
            return LogEntry(None, translate("HandLog", "The deal was scored."))
    return None


def _move_phrases() -> dict[str, MovePhrases]:
    return {
        "take": (
            History.tr("%1 takes"),
            History.tr("%1 takes in %2"),
            History.tr("You take"),
            History.tr("You take in %2"),
            History.tr("take"),
            History.tr("take in %2"),
        ),
        "capot": (
            History.tr("%1 bids capot"),
            History.tr("%1 bids capot in %2"),
            History.tr("You bid capot"),
            History.tr("You bid capot in %2"),
            History.tr("bid capot"),
            History.tr("bid capot in %2"),
        ),
        "coinche": (
            History.tr("%1 coinches"),
            History.tr("%1 coinches"),
            History.tr("You coinche"),
            History.tr("You coinche"),
            History.tr("coinche"),
            History.tr("coinche"),
        ),
        "surcoinche": (
            History.tr("%1 surcoinches"),
            History.tr("%1 surcoinches"),
            History.tr("You surcoinche"),
            History.tr("You surcoinche"),
            History.tr("surcoinche"),
            History.tr("surcoinche"),
        ),
        "declare": (
            History.tr("%1 declares"),
            History.tr("%1 declares %2"),
            History.tr("You declare"),
            History.tr("You declare %2"),
            History.tr("declare"),
            History.tr("declare %2"),
        ),
        "pass:window": (  # House rules' coinche window: no coinche out of turn
            History.tr("%1 lets the bid stand"),
            History.tr("%1 lets the bid stand"),
            History.tr("You let the bid stand"),
            History.tr("You let the bid stand"),
            History.tr("let the bid stand"),
            History.tr("let the bid stand"),
        ),
        "pass:surcoinche": (
            History.tr("%1 does not surcoinche"),
            History.tr("%1 does not surcoinche"),
            History.tr("You do not surcoinche"),
            History.tr("You do not surcoinche"),
            History.tr("do not surcoinche"),
            History.tr("do not surcoinche"),
        ),
        "belote": (
            History.tr("%1 says belote"),
            History.tr("%1 says belote"),
            History.tr("You say belote"),
            History.tr("You say belote"),
            History.tr("say belote"),
            History.tr("say belote"),
        ),
    }


def move_words(
    action: Action, events: Sequence[Event]
) -> tuple[MovePhrases, tuple[str, ...]] | None:
    """A Belote move's words and its arguments (None: not one of Belote's own). A pass out
    of the auction's turn is said as what it is: the bid let stand (House rules' coinche
    window), a surcoinche declined."""
    if action.kind == "pass":
        if any(isinstance(e, CoincheDeclined) for e in events):
            return _move_phrases()["pass:window"], action.args
        if any(isinstance(e, SurcoinchePassed) for e in events):
            return _move_phrases()["pass:surcoinche"], action.args
    phrases = _move_phrases().get(action.kind)
    return None if phrases is None else (phrases, action.args)


def step_words(event: Event, names: Sequence[str], you: int) -> str | None:
    """What a Belote event adds to a replayed step's words (None: not one of its own)."""
    if isinstance(event, DealScored):
        return round_scored_words()
    if isinstance(event, ThrownIn):
        return History.tr("Everyone passed: the cards are thrown in.")
    if isinstance(event, ContractMade):
        return said(
            event.seat,
            names,
            you,
            History.tr("%1 has the contract."),
            History.tr("You have the contract."),
        )
    return None
