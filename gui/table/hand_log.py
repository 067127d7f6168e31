"""The hand log: every action of the hand in words, and the last trick or last turns.

It is fed the controller's events (``GameController.hand_events``): public facts only, so
the log never shows a card a seat could not see. Card names come from each game's
plugin (``card_words``), so the log names cards exactly as the table does; each game's own
events are put into words by its plugin (``event_line``), the shared ones here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QListWidget, QVBoxLayout, QWidget

from engine.events import CardPlayed, Event, GameOver, TrickWon
from gui.games import has_table, plugin_for
from gui.games.base import LogEntry
from gui.text import seat_name, told

translate = QCoreApplication.translate

KEEP_HANDS = 2  # the current hand and the one before it


def _cards_for(game_id: str) -> Callable[[str], str]:
    """The table's own words for a card text."""
    return plugin_for(game_id).card_words if has_table(game_id) else str


def event_line(game_id: str, event: Event, name: Callable[[int], str]) -> LogEntry | None:
    """An event in words (None for events the log leaves out): the game's own words
    (its plugin's ``event_line``), else the words every game shares."""
    if has_table(game_id):
        entry = plugin_for(game_id).event_line(event, name)
        if entry is not None:
            return entry
    s = event.seat
    match event:
        case CardPlayed(card=card):
            words = _cards_for(game_id)(card)
            return LogEntry(
                s,
                told(
                    s,
                    name,
                    translate("HandLog", "%1 played %2"),
                    translate("HandLog", "You played %1"),
                    words,
                ),
            )
        case TrickWon():
            return LogEntry(
                s,
                told(
                    s,
                    name,
                    translate("HandLog", "%1 won the trick"),
                    translate("HandLog", "You won the trick"),
                ),
            )
        case GameOver():
            return LogEntry(None, translate("HandLog", "The game is over."))
    return None


class HandLog(QWidget):
    """The log of the current hand (and the one before), with the last trick or the last
    turn of every seat above it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = ""
        self.names: list[str] = []
        self.entries: list[LogEntry] = []
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
        # the newest line stays in view as lines come and the list's height changes (the
        # last-trick text above it grows a line): scrolled to once, before the list had its
        # new height, the last line was cut off (helper-5); scrolled up, the player reads on
        self._pinned = True
        bar = self.list.verticalScrollBar()
        bar.rangeChanged.connect(self._keep_newest)
        bar.valueChanged.connect(self._on_scrolled)

    def name(self, seat: int) -> str:
        """A seat's name in the log."""
        return (
            seat_name(self.names, seat, self.game_id) if 0 <= seat < len(self.names) else str(seat)
        )

    def reset(self, game_id: str, names: list[str], events: Sequence[Any] = ()) -> None:
        """Start again for a game, with the events so far (after a resume or an undo)."""
        self.game_id, self.names = game_id, list(names)
        self.entries, self.trick, self.last_trick = [], [], None
        self.list.clear()
        self.add(events[self._kept_from(events) :])

    def _kept_from(self, events: Sequence[Any]) -> int:
        """Where the hands the log keeps begin: only they are put into words (a resume of a
        100,000-action game used to word every action, to show the last two hands)."""
        headers = 0
        for i in range(len(events) - 1, -1, -1):
            entry = event_line(self.game_id, events[i], self.name)
            if entry is not None and entry.header:
                headers += 1
                if headers == KEEP_HANDS:
                    return i
        return 0

    def add(self, events: Sequence[Any]) -> None:
        """Log these events, in order."""
        for e in events:
            entry = event_line(self.game_id, e, self.name)
            if entry is not None and entry.header:  # a new hand: the last trick was the old one's
                self._drop_old_hands()
                self.trick, self.last_trick = [], None
                self._pinned = True  # and the log follows it again
            if isinstance(e, CardPlayed):
                self.trick.append((e.seat, e.card))
            elif isinstance(e, TrickWon) and e.seat is not None:
                self.last_trick = (e.seat, self.trick)
                self.trick = []
            if entry is not None:
                self.entries.append(entry)
                self.list.addItem(("— " + entry.text + " —") if entry.header else entry.text)
                if entry.header:
                    item = self.list.item(self.list.count() - 1)
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
        self.last.setText(self.last_text())
        if self._pinned:  # scrolled up to read, the player is not pulled down
            self.list.scrollToBottom()

    def show_newest(self) -> None:
        """Scroll to the newest line, and keep it in view (the drawer opened: lines added
        while it was shut were scrolled to before the list had its size)."""
        self._pinned = True
        self.list.scrollToBottom()

    def _keep_newest(self, _low: int, high: int) -> None:
        if self._pinned:
            self.list.verticalScrollBar().setValue(high)

    def _on_scrolled(self, value: int) -> None:
        # within two lines of the foot counts as at it: a click on the last line, half in
        # view, scrolled it a little and the log stopped following (helper-6)
        bar = self.list.verticalScrollBar()
        self._pinned = value >= bar.maximum() - 2 * max(1, bar.singleStep())

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
        """Each seat's last turn in this hand: its latest run of consecutive lines, in the
        order the turns were taken (the latest last)."""
        start = max((i for i, e in enumerate(self.entries) if e.header), default=-1) + 1
        out: dict[int, list[str]] = {}
        prev: int | None = None
        for e in self.entries[start:]:
            if e.seat is None:
                prev = None
                continue
            if e.seat != prev:
                out.pop(e.seat, None)  # a new turn goes after the others' latest
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
                + told(
                    winner,
                    self.name,
                    translate("HandLog", "Last trick, won by %1:"),
                    translate("HandLog", "Last trick, won by you:"),
                )
                + "</b><br>"
                + played
            )
        turns = self.last_turns()
        if not turns:
            return ""
        body = "<br>".join("; ".join(lines) for lines in turns.values())
        return "<b>" + translate("HandLog", "Last turns:") + "</b><br>" + body
