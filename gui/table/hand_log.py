"""The hand log: every action of the hand in words, and the last trick or last turns.

It is fed the controller's events (``GameController.hand_events``): public facts only, so
the log never shows a card a seat could not see. Card names come from each table's adapter
module (``card_words``), so the log names cards exactly as the table does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QListWidget, QVBoxLayout, QWidget

translate = QCoreApplication.translate

HAND_START = frozenset({"round_started", "hand_started", "deal_started"})
# a trick games' play events and the event closing a trick
PLAYED = frozenset({"card_played"})
KEEP_HANDS = 2  # the current hand and the one before it


@dataclass
class Entry:
    """One line of the log: who acted (None for the table) and what happened, in words."""

    seat: int | None
    text: str
    header: bool = False


def _cards_for(game_id: str) -> Callable[[str], str]:
    """The table's own words for a card text."""
    if game_id == "declare":
        from gui.games.declare.adapter import card_words
    elif game_id == "declaration":
        from gui.games.declaration.adapter import card_words
    elif game_id == "frontier":
        from gui.games.frontier.adapter import card_words
    elif game_id == "belote":
        from gui.games.belote.adapter import card_words
    else:
        return str
    return card_words


def _f(text: str, *values: object) -> str:
    for i, v in enumerate(values, 1):
        text = text.replace(f"%{i}", str(v))
    return text


def event_line(game_id: str, event: Any, name: Callable[[int], str]) -> Entry | None:
    """An event in words (None for events the log leaves out)."""
    k, d, s = event.kind, event.data, event.seat
    card = _cards_for(game_id)
    who = name(s) if s is not None else ""

    def cards(texts: Sequence[str]) -> str:
        return " ".join(card(t) for t in texts)

    # the start of a hand: a header
    if k == "round_started":
        return Entry(None, _f(translate("HandLog", "Round %1"), d.get("round", "")), True)
    if k == "hand_started":
        from gui.games.declaration.adapter import suit_words

        return Entry(
            None,
            _f(
                translate("HandLog", "Hand %1 · trump %2"),
                d.get("hand", ""),
                suit_words(str(d.get("trump", ""))),
            ),
            True,
        )
    if k == "deal_started":
        line = _f(translate("HandLog", "Deal %1"), d.get("deal", ""))
        if d.get("turned"):
            line += " · " + _f(translate("HandLog", "turned card %1"), card(d["turned"]))
        return Entry(None, line, True)
    # Declare
    if k == "joker_picked":
        return Entry(
            s,
            _f(
                translate("HandLog", "%1 picked %2: the joker rank is %3"),
                who,
                card(d["card"]),
                d["rank"],
            ),
        )
    if k == "thrown":
        return Entry(s, _f(translate("HandLog", "%1 threw %2"), who, cards(d["cards"])))
    if k == "picked":
        if d.get("source") == "draw":
            return Entry(s, _f(translate("HandLog", "%1 drew from the pile"), who))
        return Entry(s, _f(translate("HandLog", "%1 picked up %2"), who, card(d["card"])))
    if k == "declared" and game_id == "declare":
        return Entry(s, _f(translate("HandLog", "%1 declared with %2"), who, d["total"]))
    if k == "round_scored":
        if d.get("void"):
            return Entry(None, translate("HandLog", "Nobody declared in time: the round is void."))
        return Entry(None, translate("HandLog", "The round was scored."))
    # Declaration
    if k == "dare_set":
        return Entry(s, _f(translate("HandLog", "%1 set a sealed dare"), who))
    if k == "dares_fixed":
        dares = d.get("dares", [0, 0])
        return Entry(
            None,
            _f(translate("HandLog", "Dares: North-South $%1, West-East $%2"), dares[0], dares[1]),
        )
    if k == "dealt":
        return Entry(None, translate("HandLog", "The cards were dealt."))
    if k == "meld_passed":
        return Entry(s, _f(translate("HandLog", "%1 passed (no meld)"), who))
    if k == "meld_declared":
        from gui.games.declaration.adapter import meld_words

        return Entry(
            s,
            _f(
                translate("HandLog", "%1 declared %2: %3"),
                who,
                meld_words(d["kind"]),
                cards(d["cards"]),
            ),
        )
    if k == "bid_made":
        return Entry(s, _f(translate("HandLog", "%1 bid %2"), who, d["bid"]))
    if k in PLAYED:
        return Entry(s, _f(translate("HandLog", "%1 played %2"), who, card(d["card"])))
    if k == "trick_won":
        if "points" in d:
            return Entry(
                s, _f(translate("HandLog", "%1 won the trick (%2 points)"), who, d["points"])
            )
        return Entry(s, _f(translate("HandLog", "%1 won the trick"), who))
    if k == "hand_scored":
        return Entry(None, translate("HandLog", "The hand was settled."))
    # Frontier
    if k == "mulliganed":
        return Entry(s, _f(translate("HandLog", "%1 took a mulligan"), who))
    if k == "committed":
        # a plural (%n): lupdate reads the count only in .tr(text, None, n), here the class's
        return Entry(s, _f(HandLog.tr("%1 committed %n card(s)", None, d["count"]), who))
    if k == "bet":
        return Entry(s, _f(translate("HandLog", "%1 bet $%2"), who, d["amount"]))
    if k == "raised":
        return Entry(s, _f(translate("HandLog", "%1 raised to $%2"), who, d["amount"]))
    if k == "called":
        return Entry(s, _f(translate("HandLog", "%1 called $%2"), who, d["amount"]))
    if k == "folded":
        return Entry(
            s,
            _f(
                translate("HandLog", "%1 had to fold")
                if d.get("forced")
                else translate("HandLog", "%1 folded"),
                who,
            ),
        )
    if k == "pot_taken":
        return Entry(s, _f(translate("HandLog", "%1 took the pot of $%2 unseen"), who, d["pot"]))
    if k == "round_passed":
        return Entry(None, translate("HandLog", "Nobody bet: the round passed."))
    if k == "showdown":
        winners = ", ".join(name(w) for w in d.get("winners", []))
        return Entry(
            None, _f(translate("HandLog", "Showdown: %1 won $%2"), winners, d.get("pot", 0))
        )
    # Belote
    if k == "passed":
        return Entry(s, _f(translate("HandLog", "%1 passed"), who))
    if k == "took":
        from gui.games.belote.adapter import suit_sign

        line = _f(translate("HandLog", "%1 took"), who)
        return Entry(s, line + (" " + suit_sign(d["suit"]) if d.get("suit") else ""))
    if k == "bid":
        from gui.games.belote.adapter import suit_sign

        value = translate("HandLog", "Capot") if d.get("capot") else str(d.get("value"))
        return Entry(
            s, _f(translate("HandLog", "%1 bid %2"), who, value + " " + suit_sign(d.get("suit")))
        )
    if k == "coinched":
        return Entry(s, _f(translate("HandLog", "%1 coinched"), who))
    if k == "surcoinched":
        return Entry(s, _f(translate("HandLog", "%1 surcoinched"), who))
    if k == "thrown_in":
        return Entry(None, translate("HandLog", "Everyone passed: the deal is thrown in."))
    if k == "declared":
        from gui.games.belote.adapter import declaration_words

        return Entry(
            s,
            _f(translate("HandLog", "%1 announced %2"), who, declaration_words(d.get("kinds", []))),
        )
    if k == "belote":
        return Entry(s, _f(translate("HandLog", "%1: Belote!"), who))
    if k == "rebelote":
        return Entry(s, _f(translate("HandLog", "%1: Rebelote!"), who))
    if k == "deal_scored":
        return Entry(None, translate("HandLog", "The deal was scored."))
    if k in ("game_over", "match_over"):
        return Entry(None, translate("HandLog", "The game is over."))
    return None


class HandLog(QWidget):
    """The log of the current hand (and the one before), with the last trick or the last
    turn of every seat above it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = ""
        self.names: list[str] = []
        self.entries: list[Entry] = []
        self.trick: list[tuple[int, str]] = []  # the trick being played: (seat, card text)
        self.last_trick: tuple[int, list[tuple[int, str]]] | None = None  # winner, cards
        self.last = QLabel()
        self.last.setWordWrap(True)
        self.last.setTextFormat(Qt.TextFormat.RichText)
        self.last.setAccessibleName(self.tr("Last trick or turn"))
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Hand log"))
        self.list.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.last)
        lay.addWidget(self.list, 1)

    def name(self, seat: int) -> str:
        """A seat's name in the log."""
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat)

    def reset(self, game_id: str, names: list[str], events: Sequence[Any] = ()) -> None:
        """Start again for a game, with the events so far (after a resume or an undo)."""
        self.game_id, self.names = game_id, list(names)
        self.entries, self.trick, self.last_trick = [], [], None
        self.list.clear()
        self.add(events)

    def add(self, events: Sequence[Any]) -> None:
        """Log these events, in order."""
        for e in events:
            if e.kind in HAND_START:
                self._drop_old_hands()
                self.trick = []
            if e.kind in PLAYED:
                self.trick.append((e.seat, e.data["card"]))
            elif e.kind == "trick_won":
                self.last_trick = (e.seat, self.trick)
                self.trick = []
            entry = event_line(self.game_id, e, self.name)
            if entry is not None:
                self.entries.append(entry)
                self.list.addItem(("— " + entry.text + " —") if entry.header else entry.text)
                if entry.header:
                    item = self.list.item(self.list.count() - 1)
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
        self.list.scrollToBottom()
        self.last.setText(self.last_text())

    def _drop_old_hands(self) -> None:
        starts = [i for i, e in enumerate(self.entries) if e.header]
        if len(starts) >= KEEP_HANDS:
            cut = starts[len(starts) - KEEP_HANDS + 1]
            self.entries = self.entries[cut:]
            for _ in range(cut):
                self.list.takeItem(0)

    def lines(self) -> list[str]:
        """The log's lines, as shown."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def last_turns(self) -> dict[int, list[str]]:
        """Each seat's last turn in this hand: its latest run of consecutive lines."""
        start = max((i for i, e in enumerate(self.entries) if e.header), default=-1) + 1
        out: dict[int, list[str]] = {}
        prev: int | None = None
        for e in self.entries[start:]:
            if e.seat is None:
                prev = None
                continue
            if e.seat != prev:
                out[e.seat] = []
            out[e.seat].append(e.text)
            prev = e.seat
        return out

    def last_text(self) -> str:
        """The last trick (trick games) or each seat's last turn, as rich text."""
        card = _cards_for(self.game_id)
        if self.last_trick is not None:
            winner, cards = self.last_trick
            played = ", ".join(f"{self.name(s)} {card(c)}" for s, c in cards)
            return (
                "<b>"
                + _f(translate("HandLog", "Last trick, won by %1:"), self.name(winner))
                + "</b><br>"
                + played
            )
        turns = self.last_turns()
        if not turns:
            return ""
        body = "<br>".join("; ".join(turns[s]) for s in sorted(turns))
        return "<b>" + translate("HandLog", "Last turns:") + "</b><br>" + body


class HandLogDock(QDockWidget):
    """The hand log in a dock beside the table (View menu shows or hides it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand log"))
        self.setObjectName("hand_log")
        self.log = HandLog(self)
        self.setWidget(self.log)
        self.setMinimumWidth(230)
