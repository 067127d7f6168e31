"""The history window: the hand records of finished hands and games, listed and replayed.

The controller keeps every game in the history folder as a hand record, rewritten after
each finished hand and at the end (``storage.archive_record``). This window lists
them, newest first, and replays any of them step by step on a read-only table drawn by the
game's own adapter, every hand face up (the game is over, nothing is secret any more), with
each step in words (``gui/moves.py``). Records can be exported to a file and imported from
one (``gui/services/history_files.py``): a bad file is refused with the reason.

Review (issue #20): at each of the player's decisions shown, the Hard bot's choice for the
same observation (never the hidden cards) is asked for on the AI worker, seeded by the
step (``derive_seed(seed, "review", step)``), and shown beside the player's move where it
differs, with the reason the engine gives, its card framed on the table.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtGui import QColor, QGuiApplication, QKeySequence, QPen, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QGraphicsRectItem,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.core import Action, State
from engine.match import HUMAN, Match
from engine.records import RecordError, read_record
from engine.registry import get_game
from engine.rng import derive_seed
from gui import theme
from gui.games import adapter_for, has_table, plugin_for
from gui.games.base import Layout
from gui.hint_reasons import reason_words
from gui.moves import History, action_cards, event_words, move_words
from gui.services import folders, storage
from gui.services.history_files import Entry, export_record, import_record, list_history
from gui.table.scene import TableScene, TableView
from gui.text import file_problem, game_name, seat_names

CHECKPOINT_EVERY = 32  # a match is kept every so many steps; a step back goes on from one

log = logging.getLogger(__name__)


def seat_levels(entry_seats: list[dict[str, Any]]) -> str:
    """The opponents in words: "Easy ×2", or "Easy, Hard" when they differ."""
    words = {
        "easy": History.tr("Easy"),
        "medium": History.tr("Medium"),
        "hard": History.tr("Hard"),
        "random": History.tr("Random"),
    }
    bots = [
        words.get(str(s.get("bot")), str(s.get("bot") or History.tr("Bot")))
        for s in entry_seats
        if s.get("kind") != "human"
    ]
    if bots and len(set(bots)) == 1:
        return f"{bots[0]} ×{len(bots)}"
    return ", ".join(bots)


def result_words(entry: Entry) -> str:
    """The result in words: won or lost, and the scores (once per team)."""
    if entry.result is None:
        return History.tr("Unfinished (%1 moves)").replace("%1", str(entry.actions))
    winners = entry.result.get("winners", [])
    scores = list(entry.result.get("scores", []))
    try:
        teams = get_game(entry.game).teams
    except KeyError:
        teams = ()
    if teams and all(t[0] < len(scores) for t in teams):
        scores = [scores[t[0]] for t in teams]
    you = any(s.get("kind") == "human" and s.get("seat") in winners for s in entry.seats)
    head = History.tr("Won") if you else History.tr("Lost")
    return f"{head} · {' – '.join(str(s) for s in scores)}"


# -- replay -------------------------------------------------------------------------------
class Replay:
    """A record's states, step by step (step 0 is the deal, step n after n actions), on the
    engine's ``Match``: the whole match (who made each action and what it caused) for the
    words, and a match at the step shown, stepped through the record (``Match.step``). A
    copy of it is kept every ``CHECKPOINT_EVERY`` steps, so a step back or a jump goes on
    from the last one before it: any step is quick to reach in either direction.

    Raises:
        RecordError: the record does not replay (checked in full when it is opened).
    """

    def __init__(self, record: dict[str, Any]) -> None:
        self.record = record
        # checks the envelope, every action and the stored result
        self.match = Match.from_record(record)
        self.game_id = self.match.state.game.id
        self.start_events = self.match.start_events
        self.levels = self.match.levels
        # the record's names, a default one ("" or an old record's "You") in today's language
        self.names = seat_names(self.match.names, self.game_id)
        self._at = Match.from_record(record, upto=0)
        self._kept = {0: self._at.clone()}

    @property
    def steps(self) -> int:
        """The last step (the number of actions)."""
        return len(self.match.steps)

    @property
    def actors(self) -> list[int]:
        """The seat that made each action (-1: none)."""
        return self.match.actors

    def state_at(self, step: int) -> State:
        """The state after ``step`` actions (a fresh copy)."""
        step = max(0, min(step, self.steps))
        if step < len(self._at.steps):
            self._at = self._kept[max(k for k in self._kept if k <= step)].clone()
        while len(self._at.steps) < step:
            self._at.step()
            if len(self._at.steps) % CHECKPOINT_EVERY == 0:
                self._kept.setdefault(len(self._at.steps), self._at.clone())
        return self._at.state.clone()

    def decision(self, step: int) -> tuple[State, Action] | None:
        """The player's decision made at ``step`` (the state before it and the action), or
        None where the step is not the player's or the rules left no choice."""
        if not 0 < step <= self.steps:
            return None
        action, seat, _ = self.match.steps[step - 1]
        if seat < 0 or seat >= len(self.levels) or self.levels[seat] != HUMAN:
            return None
        before = self.state_at(step - 1)
        legal = before.legal_actions()
        if len(legal) < 2 or action.kind in ("next", "stop"):
            return None
        return before, action

    def words(self, step: int) -> str:
        """What happened at ``step``, in words."""
        if step <= 0:
            return History.tr("The deal.")
        action, seat, events = self.match.steps[step - 1]
        if seat == 0:  # the player, in their own sentence: "You play 7♥"
            said = move_words(self.game_id, action, events=events, you=True)
        else:
            who = self.names[seat] if 0 <= seat < len(self.names) else "?"
            said = move_words(self.game_id, action, who, events)
        parts = [said + "."]
        for e in events:
            extra = event_words(self.game_id, e, self.names)
            if extra and extra not in parts:
                parts.append(extra)
        return " ".join(parts)


def open_hands(layout: Layout, state: State, open_piles: Mapping[str, str]) -> Layout:
    """The layout with every seat's hand face up (after the end, nothing is secret), and no
    pile marked as waiting for the player's card.

    Every adapter draws another seat's hand as the pile ``seat<n>``, and a game's plugin
    names its other piles of a seat's face-down cards (``open_piles``: Frontier's
    commitment, ``commit<n>``); their face-down cards are replaced by that seat's real
    cards, leaving out any already shown elsewhere on the table.
    """
    fields = {"seat": "hand", **open_piles}
    shown = {key for p in layout.piles for key, face in p.cards if face}
    piles = []
    for pile in layout.piles:
        head = pile.id.rstrip("0123456789")
        seat_text = pile.id[len(head) :]
        if head in fields and seat_text and any(face is None for _, face in pile.cards):
            obs = state.observation(int(seat_text))
            cards = getattr(obs, fields[head], None)
            if cards is not None:
                faces: list[tuple[str, str | None]] = [(k, f) for k, f in pile.cards if f]
                faces += [
                    (f"c:{c}", c.face)
                    for c in cards
                    if f"c:{c}" not in shown and (f"c:{c}", c.face) not in faces
                ]
                pile = replace(pile, cards=faces, spread=max(pile.spread, 0.3))
        piles.append(pile)
    # nothing can be dropped in a replay: no pile waits for a card
    return replace(layout, piles=[replace(p, target=False) for p in piles])


class ReplayTable(QWidget):
    """A read-only table replaying one record: buttons, slider, keys, the steps in words."""

    def __init__(
        self,
        parent: QWidget | None = None,
        speed: float = 0.0,
        deck_back: str = "back_blue",
        four_colour: bool = False,
        review: bool = False,
        in_process: bool = False,
    ) -> None:
        super().__init__(parent)
        self.review = review  # show the Hard bot's choice beside the player's
        self.in_process = in_process  # the review's searches on the worker thread itself
        self.ai: Any = None  # the review's AI worker, started at the first decision shown
        self.reviews: dict[int, tuple[Action, Any] | None] = {}  # step: Hard's move, reason
        self.review_frames: list[QGraphicsRectItem] = []
        self.replay: Replay | None = None
        self.adapter: Any = None
        self.step = 0
        self.back, self.four_colour = deck_back, four_colour
        self.scene = TableScene(self)
        self.scene.speed = speed
        self.view = TableView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys belong to the replay
        self.view.setAccessibleName(self.tr("Replay table"))
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setStyleSheet("padding: 4px;")
        self.words.setFont(theme.scaled_font(1.15))  # follows the system's text size
        self.words.setAccessibleName(self.tr("This step"))
        self.review_label = QLabel()
        self.review_label.setWordWrap(True)
        self.review_label.setStyleSheet("padding: 4px;")
        self.review_label.setAccessibleName(self.tr("The Hard bot's choice"))
        self.review_label.setVisible(False)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setAccessibleName(self.tr("Every step"))
        self.buttons: dict[str, QPushButton] = {}
        bar = QHBoxLayout()
        sp = QStyle.StandardPixmap
        for name, icon, tip in (
            ("first", sp.SP_MediaSkipBackward, self.tr("The deal (Home)")),
            ("back", sp.SP_MediaSeekBackward, self.tr("One step back (Left)")),
            ("forward", sp.SP_MediaSeekForward, self.tr("One step forward (Right)")),
            ("last", sp.SP_MediaSkipForward, self.tr("The end (End)")),
        ):
            b = QPushButton(self.style().standardIcon(icon), "")
            b.setToolTip(tip)
            b.setAccessibleName(tip)
            b.setMinimumWidth(44)
            self.buttons[name] = b
            bar.addWidget(b)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName(self.tr("Step"))
        self.position = QLabel()
        bar.addWidget(self.slider, 1)
        bar.addWidget(self.position)
        right = QSplitter(Qt.Orientation.Horizontal)
        right.addWidget(self.view)
        right.addWidget(self.log)
        right.setStretchFactor(0, 1)
        right.setStretchFactor(1, 0)
        # the board first: with six seats its plates crowded one another in 510 px (helper-5)
        right.setSizes([760, 220])
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(right, 1)
        lay.addWidget(self.words)
        lay.addWidget(self.review_label)
        lay.addLayout(bar)
        self.buttons["first"].clicked.connect(lambda: self.go(0))
        self.buttons["back"].clicked.connect(lambda: self.go(self.step - 1))
        self.buttons["forward"].clicked.connect(lambda: self.go(self.step + 1))
        self.buttons["last"].clicked.connect(lambda: self.go(self.steps()))
        self.slider.valueChanged.connect(self.go)
        self.log.currentRowChanged.connect(self.go)
        self.keys = {
            Qt.Key.Key_Left: lambda: self.go(self.step - 1),
            Qt.Key.Key_Right: lambda: self.go(self.step + 1),
            Qt.Key.Key_Home: lambda: self.go(0),
            Qt.Key.Key_End: lambda: self.go(self.steps()),
        }
        # the keys step the replay wherever the focus is in the window (the list of games
        # included); keyPressEvent covers a key sent straight to this widget
        for key, slot in self.keys.items():
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(slot)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def keyPressEvent(self, event) -> None:  # noqa: ANN001, N802
        """Left, Right, Home and End step the replay."""
        slot = self.keys.get(Qt.Key(event.key()))
        if slot is None:
            super().keyPressEvent(event)
            return
        slot()

    def steps(self) -> int:
        """The last step of the record shown."""
        return self.replay.steps if self.replay else 0

    def load(self, rep: Replay) -> None:
        """Show this replay from its deal."""
        self.replay = rep
        self.reviews = {}
        self.adapter = adapter_for(rep.game_id) if has_table(rep.game_id) else None
        if self.adapter is not None:
            self.adapter.set_seats(rep.names, rep.levels)
            self.adapter.prompts = False  # a replay: nothing to do, only to watch
            self.scene.set_deck(self.adapter.deck_art, self.back, self.four_colour)
        self.log.blockSignals(True)
        self.log.clear()
        self.log.addItems([f"{i}. {rep.words(i)}" for i in range(rep.steps + 1)])
        self.log.blockSignals(False)
        self.slider.blockSignals(True)
        self.slider.setRange(0, rep.steps)
        self.slider.blockSignals(False)
        self.step = -1
        self.go(0)

    def go(self, step: int) -> None:
        """Show the state after ``step`` actions (clamped to the record)."""
        rep = self.replay
        if rep is None:
            return
        step = max(0, min(step, rep.steps))
        if step == self.step:
            return
        forward_one = step == self.step + 1
        self.step = step
        state = rep.state_at(step)
        if self.adapter is not None:
            obs = state.observation(0)
            if forward_one and step > 0:
                events = list(rep.match.steps[step - 1].events)
            else:  # a jump: draw the table afresh, as after a resume
                self.adapter.reset(obs)
                events = rep.start_events if step == 0 else []
            layout = open_hands(
                self.adapter.layout(obs, events), state, plugin_for(rep.game_id).open_piles
            )
            self.scene.show_layout(layout, animate=forward_one)
        text = rep.words(step)
        if state.is_terminal and (res := state.result()) is not None:
            who = ", ".join(rep.names[w] for w in res.winners)
            text += " " + History.tr("Final scores: %1. Winner: %2.").replace(
                "%1", " · ".join(str(s) for s in res.scores)
            ).replace("%2", who)
        self.words.setText(text)
        self.position.setText(
            History.tr("Step %1 of %2").replace("%1", str(step)).replace("%2", str(rep.steps))
        )
        for w, value in ((self.slider, step), (self.log, step)):
            w.blockSignals(True)
            if w is self.slider:
                self.slider.setValue(value)
            else:
                self.log.setCurrentRow(value)
            w.blockSignals(False)
        self.buttons["first"].setEnabled(step > 0)
        self.buttons["back"].setEnabled(step > 0)
        self.buttons["forward"].setEnabled(step < rep.steps)
        self.buttons["last"].setEnabled(step < rep.steps)
        self.show_review()

    # -- the review: the Hard bot's choice beside the player's ------------------------------
    def show_review(self) -> None:
        """Show (or ask for) the Hard bot's choice at the step shown."""
        self._clear_frames()
        rep = self.replay
        decision = rep.decision(self.step) if self.review and rep is not None else None
        if rep is None or decision is None:
            self.review_label.setVisible(False)
            return
        self.review_label.setVisible(True)
        step = self.step
        if step not in self.reviews:
            self.reviews[step] = None
            self._ask(step, *decision)
        found = self.reviews[step]
        if found is None:
            self.review_label.setText(self.tr("The Hard bot is thinking about this move…"))
            return
        hard, reason = found
        if hard == decision[1]:
            self.review_label.setText(self.tr("The Hard bot agrees with your move."))
            return
        text = self.tr("The Hard bot would rather %1.").replace("%1", move_words(rep.game_id, hard))
        why = reason_words(rep.game_id, reason)
        if why:
            text = (
                self.tr("The Hard bot would rather %1: %2.")
                .replace("%1", move_words(rep.game_id, hard))
                .replace("%2", why)
            )
        self.review_label.setText(text)
        obs = decision[0].observation(0)
        for card in action_cards(rep.game_id, hard, obs):
            item = self.scene.items_by_key.get(f"c:{card}")
            if item is None or not item.isVisible():
                continue
            frame = QGraphicsRectItem(item.sceneBoundingRect().adjusted(-4, -4, 4, 4))
            frame.setPen(QPen(QColor("#ffd166"), 4))
            frame.setZValue(900)
            self.scene.addItem(frame)
            self.review_frames.append(frame)

    def _ask(self, step: int, before: State, action: Action) -> None:
        """Ask the AI worker for Hard's choice at ``step`` (off the GUI thread)."""
        assert self.replay is not None
        if self.ai is None:
            from gui.services.ai_worker import AIThread

            self.ai = AIThread(self, self.in_process)
            self.ai.worker.move_ready.connect(self._on_review_ready)
            self.ai.worker.move_failed.connect(self._on_review_failed)
        seat = before.current_player
        assert seat is not None
        self.ai.requested.emit(
            ("review", id(self.replay), step),
            self.replay.game_id,
            "hard",
            before.observation(seat),
            before.legal_actions(),
            derive_seed(before.seed, "review", step - 1),
        )

    def _on_review_ready(self, request_id: object, text: str, reason: object = None) -> None:
        if not self._mine(request_id):
            return
        assert isinstance(request_id, tuple)
        try:
            self.reviews[request_id[2]] = (Action.parse(text), reason)
        except ValueError:
            return
        if request_id[2] == self.step:
            self.show_review()

    def _on_review_failed(self, request_id: object, kind: str, message: str = "") -> None:
        if self._mine(request_id):
            assert isinstance(request_id, tuple)
            self.reviews.pop(request_id[2], None)
            if request_id[2] == self.step:
                self.review_label.setVisible(False)

    def _mine(self, request_id: object) -> bool:
        """An answer for the replay shown (one for a replay since left is dropped)."""
        return (
            isinstance(request_id, tuple)
            and len(request_id) == 3
            and request_id[0] == "review"
            and self.replay is not None
            and request_id[1] == id(self.replay)
        )

    def _clear_frames(self) -> None:
        for frame in self.review_frames:
            if frame.scene() is self.scene:
                self.scene.removeItem(frame)
        self.review_frames = []

    def stop_review(self) -> None:
        """End the review's AI worker (when the window closes)."""
        if self.ai is not None:
            self.ai.stop()
            self.ai = None


def date_words(when: float) -> str:
    """A moment (seconds since the epoch) as the player's language writes it; under the C
    locale (no language set: a bare system), ISO's 2026-12-04 18:58 (Qt wrote 4 12 2026)."""
    moment = QDateTime.fromSecsSinceEpoch(int(when))
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return moment.toString("yyyy-MM-dd HH:mm")
    return locale.toString(moment, QLocale.FormatType.ShortFormat)


class HistoryWindow(QDialog):
    """Every kept game, newest first; the one picked is replayed beside the list."""

    COLUMNS = ("Game", "Date", "Seats", "Result")

    def __init__(
        self,
        folder: Path | None = None,
        parent: QWidget | None = None,
        speed: float = 0.0,
        back: str = "back_blue",
        four_colour: bool = False,
        in_process: bool = False,
    ) -> None:
        super().__init__(parent)
        theme.install_fonts()  # the steps name the Flame suit
        self.folder = folder or storage.history_dir()
        self.setWindowTitle(self.tr("History"))
        # as large as suits the list and the board, never larger than the screen it opens on
        screen = QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        if room is not None and room.width() > 0:
            self.resize(min(1250, int(room.width() * 0.92)), min(780, int(room.height() * 0.9)))
        else:
            self.resize(1250, 780)
        self.entries: list[Entry] = []
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Game"), self.tr("Date"), self.tr("Opponents"), self.tr("Result")]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setAccessibleName(self.tr("Kept games"))
        self.replay_table = ReplayTable(
            self, speed, back, four_colour, review=True, in_process=in_process
        )
        self.empty = QLabel(self.tr("No games yet: every hand you finish is kept here."))
        self.import_button = QPushButton(self.tr("&Import…"))
        self.export_button = QPushButton(self.tr("&Export…"))
        self.close_button = QPushButton(self.tr("Close"))
        left = QVBoxLayout()
        left.addWidget(self.table, 1)
        left.addWidget(self.empty)
        row = QHBoxLayout()
        for b in (self.import_button, self.export_button):
            row.addWidget(b)
        row.addStretch()
        left.addLayout(row)
        left_w = QWidget()
        left_w.setLayout(left)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left_w)
        split.addWidget(self.replay_table)
        split.setSizes([380, 870])
        lay = QVBoxLayout(self)
        lay.addWidget(split, 1)
        bottom = QHBoxLayout()
        bottom.addStretch()
        bottom.addWidget(self.close_button)
        lay.addLayout(bottom)
        self.table.currentCellChanged.connect(lambda r, *_: self.show_entry(r))
        self.import_button.clicked.connect(self.ask_import)
        self.export_button.clicked.connect(self.ask_export)
        self.close_button.clicked.connect(self.accept)
        self.refresh()

    def done(self, result: int) -> None:
        """Close, ending the review's searches."""
        self.replay_table.stop_review()
        super().done(result)

    def closeEvent(self, event) -> None:  # noqa: ANN001, N802
        """Closed from the title bar: end the review's searches too."""
        self.replay_table.stop_review()
        super().closeEvent(event)

    def refresh(self, select: Path | None = None) -> None:
        """List the folder again (and pick ``select``, or the newest)."""
        self.entries = list_history(self.folder)
        self.table.blockSignals(True)
        self.table.setRowCount(len(self.entries))
        for i, e in enumerate(self.entries):
            name = game_name(e.game)
            cells = (
                name,
                date_words(e.when),
                seat_levels(e.seats),
                result_words(e),
            )
            for c, text in enumerate(cells):
                self.table.setItem(i, c, QTableWidgetItem(text))
        self.table.blockSignals(False)
        self.empty.setVisible(not self.entries)
        self.export_button.setEnabled(bool(self.entries))
        row = next((i for i, e in enumerate(self.entries) if e.path == select), 0)
        if self.entries:
            self.table.setCurrentCell(row, 0)
            self.show_entry(row)

    def current(self) -> Entry | None:
        """The entry picked in the list."""
        row = self.table.currentRow()
        return self.entries[row] if 0 <= row < len(self.entries) else None

    def show_entry(self, row: int) -> bool:
        """Replay the entry in ``row`` from its deal."""
        if not 0 <= row < len(self.entries):
            return False
        entry = self.entries[row]
        try:
            rep = Replay(read_record(entry.path))
        except (RecordError, OSError) as e:
            log.info("%s cannot be replayed: %s", entry.path, e)
            self.replay_table.words.setText(
                self.tr(
                    "This game cannot be replayed: %1 It stays in your history as it is."
                ).replace("%1", file_problem(e))
            )
            return False
        self.replay_table.load(rep)
        return True

    def ask_import(self) -> Path | None:
        """Pick a record file and keep it (a bad file is refused with the reason)."""
        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import a game"),
            str(folders.documents_dir()),
            self.tr("Hand records (*.json);;All files (*)"),
        )
        return self.import_file(Path(name)) if name else None

    def import_file(self, source: Path) -> Path | None:
        """Keep a copy of ``source`` in the history after replaying it in full."""
        try:
            kept = import_record(source, self.folder)
        except (RecordError, OSError) as e:
            log.info("%s not imported: %s", source, e)
            QMessageBox.warning(
                self,
                self.tr("Import a game"),
                self.tr("%1 was not imported: %2 Nothing was added to your history.")
                .replace("%1", source.name)
                .replace("%2", file_problem(e)),
            )
            return None
        self.refresh(select=kept)
        return kept

    def ask_export(self) -> Path | None:
        """Save the picked game to a file of the player's choice."""
        entry = self.current()
        if entry is None:
            return None
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export a game"),
            folders.export_path(entry.path.name),
            self.tr("Hand records (*.json)"),
        )
        return self.export_to(Path(name)) if name else None

    def export_to(self, target: Path) -> Path | None:
        """Write the picked game to ``target``."""
        entry = self.current()
        if entry is None:
            return None
        try:
            export_record(entry.path, target)
        except (RecordError, OSError) as e:
            log.info("%s not exported to %s: %s", entry.path, target, e)
            QMessageBox.warning(
                self,
                self.tr("Export a game"),
                self.tr("The game could not be exported: %1 Nothing was written.").replace(
                    "%1", file_problem(e)
                ),
            )
            return None
        return target
