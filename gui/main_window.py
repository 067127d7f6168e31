"""The main window: it wires its parts (``gui/window/``: the game chooser, the table page,
the move buttons, the score sheet, the menus and the status bar) to the game controller, and
answers them: settings, new games, resume, rules, undo, round summaries and the player's aids."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QRect, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QStackedWidget,
)

from engine.ai.base import levels_for
from engine.registry import get_game
from gui import resources, theme
from gui.controller import GameController
from gui.dialogs.keyboard import KeyboardDialog
from gui.dialogs.new_game import NewGameDialog
from gui.dialogs.rules import RulesDialog
from gui.dialogs.settings import SettingsDialog
from gui.dialogs.summary import SummaryDialog
from gui.games import Tutorial, has_table, plugin_for, plugins
from gui.rules_text import rules_html
from gui.services import loading, storage
from gui.table import speeds
from gui.table.accessibility import describe_layout
from gui.table.hand_log import HandLog
from gui.table.overlays import Overlays
from gui.table.scene import TableScene, TableView
from gui.table.sound import Sounds
from gui.text import file_problem, game_name, reason_text
from gui.window.action_bar import ActionBar
from gui.window.chooser import ChooserPage
from gui.window.fair_deal import fair_deal_report
from gui.window.final_screen import FinalScreen, Standing, standings, winner_line
from gui.window.menus import MenuBar
from gui.window.score_sheet import ScoreSheet, team_labels
from gui.window.status_bar import StatusInfo
from gui.window.table_page import TablePage

log = logging.getLogger(__name__)
# a save larger than this is read and replayed on a worker thread (about 15,000 actions; a
# smaller one loads in a blink, with no dialog to flash)
LONG_LOAD_BYTES = 200_000


FIRST_SHARE = 0.85  # a first start's window: this share of the screen's free area ...
SMALL_AREA = QSize(1280, 800)  # ... or all of it when the free area is smaller than this


def first_geometry(area: QRect, minimum: QSize) -> QRect:
    """A first start's window: ``FIRST_SHARE`` of the screen's free ``area``, centred in
    it, at least ``minimum`` (but never larger than the area). On a small screen (a free
    area narrower or lower than ``SMALL_AREA``) it takes the whole area: 85% of a 1024x700
    screen left the felt too low for a hand and the moves under it."""
    small = area.width() < SMALL_AREA.width() or area.height() < SMALL_AREA.height()
    share = 1.0 if small else FIRST_SHARE
    w = min(area.width(), max(minimum.width(), round(area.width() * share)))
    h = min(area.height(), max(minimum.height(), round(area.height() * share)))
    rect = QRect(0, 0, w, h)
    rect.moveCenter(area.center())
    return rect


def fit_onto(rect: QRect, area: QRect, minimum: QSize) -> QRect:
    """A saved window ``rect`` on the screen's free ``area`` now: shrunk to the area where
    it is larger (not under ``minimum``), then moved into it (a screen since unplugged,
    a smaller resolution)."""
    w = max(min(rect.width(), area.width()), min(minimum.width(), area.width()))
    h = max(min(rect.height(), area.height()), min(minimum.height(), area.height()))
    x = max(area.left(), min(rect.left(), area.left() + area.width() - w))
    y = max(area.top(), min(rect.top(), area.top() + area.height() - h))
    return QRect(x, y, w, h)


class MainWindow(QMainWindow):
    """The app's one window."""

    language_changed = Signal()  # the settings name another language (gui/app.py rebuilds)

    def __init__(
        self,
        settings: storage.AppSettings,
        save_path: Any = None,
        config_path: Any = None,
        read_only: bool = False,
    ) -> None:
        super().__init__()
        theme.install_fonts()  # before any text is laid out
        self.settings = settings
        self.read_only = read_only  # another app holds the data folder: write nothing
        self.settings_writable = True  # False: the settings file is kept as it is
        self.config_path = config_path
        self.save_path = save_path
        self.setWindowTitle(self.tr("Card Table"))
        self.setMinimumSize(800, 560)
        self.controller = GameController(save_path, self)
        self.controller.read_only = read_only
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.overlays = Overlays(self.scene)  # playable cards, refusals, turns, hints
        self.pending_dialog: SummaryDialog | None = None
        self.report_box: QMessageBox | None = None  # the last problem report's message
        self.long_load_bytes = LONG_LOAD_BYTES
        self.loading: loading.Load | None = None  # a resume being read on its thread
        self.loading_dialog: QProgressDialog | None = None
        self.ai_box: QMessageBox | None = None  # an AI seat's failure, until it is answered
        self.guide: Any = None
        self.tutorial: Tutorial | None = None  # the tutorial on the table, if any
        self.sounds = Sounds(self)
        self.chooser = ChooserPage(settings.last_game)
        self.action_bar = ActionBar()
        self.score_sheet = ScoreSheet()
        self.hand_log = HandLog()
        self.table_page = TablePage(self.view, self.action_bar, self.score_sheet, self.hand_log)
        self.table_page.set_drawer(settings.drawer, settings.drawer_width)
        self.table_page.drawer_changed.connect(self._on_drawer_changed)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.chooser)
        self.stack.addWidget(self.table_page)
        self.final_screen = FinalScreen()
        self.stack.addWidget(self.final_screen)
        # asks the player (title, question) before a game in progress is given up or left;
        # tests replace it
        self.confirm = self._ask
        self.closing = False  # the window is closing: an open summary deals no more
        self.closing_confirmed = False
        self.setCentralWidget(self.stack)
        self.menus = MenuBar(self.table_page.drawer_action)
        self.setMenuBar(self.menus)
        # made after the menus, so Tab reaches it after the hand log (as it always has)
        self.hint_button = QPushButton(self.tr("Hint (H)"))
        self.hint_button.setShortcut(QKeySequence("H"))
        self.hint_button.setToolTip(
            self.tr("What would the Hard bot do in your place? (It is only shown, never played.)")
        )
        self.table_page.add_aid(self.hint_button)
        # L opens (and closes) the last trick at full size, as a click on it does
        self.last_trick_action = QAction(self.tr("Show the last trick at full size"), self)
        self.last_trick_action.setShortcut(QKeySequence("L"))
        self.addAction(self.last_trick_action)
        self.hint_frames: list[Any] = []  # the frames around the hinted cards
        self.status_info = StatusInfo(self.statusBar())
        # the deal's number and fingerprint belong to the table and its final screen: the
        # chooser shows no word of the last game (they stayed there after Back to games)
        self.stack.currentChanged.connect(
            lambda _i: self.status_info.show_deal_labels(
                self.stack.currentWidget() is not self.chooser
            )
        )
        self.status_info.show_read_only(read_only)
        self._connect_signals()
        self.apply_settings()
        self.place_on_screen(settings.geometry)
        self.refresh_resume()
        self.statusBar().showMessage(self.tr("Pick a game and press New game."))

    def place_on_screen(self, saved: str) -> None:
        """The window's first place: the saved geometry, moved (and if need be shrunk)
        onto the screen it is shown on now; with none saved, ``FIRST_SHARE`` of the
        screen's free area, centred, never under the minimum size."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        area = screen.availableGeometry() if screen is not None else QRect(0, 0, 1200, 800)
        if saved and self.restoreGeometry(QByteArray.fromBase64(saved.encode())):
            if not self.isMaximized() and not self.isFullScreen():
                self.setGeometry(fit_onto(self.geometry(), area, self.minimumSize()))
            return
        self.setGeometry(first_geometry(area, self.minimumSize()))

    def _connect_signals(self) -> None:
        chooser, menus = self.chooser, self.menus
        for signal, slot in (
            (chooser.new_game_requested, self.new_game),
            (chooser.resume_requested, self.resume),
            (chooser.tutorial_requested, self.start_tutorial),
            (chooser.settings_requested, self.open_settings),
            (chooser.rules_requested, self.show_rules),
            (chooser.quit_requested, self.quit),
            (menus.new_game_action.triggered, self.new_game),
            (menus.resume_action.triggered, self.resume),
            (menus.settings_action.triggered, self.open_settings),
            (menus.rules_action.triggered, self.show_rules),
            (menus.check_deal_action.triggered, self.show_fair_deal),
            (menus.history_action.triggered, self.open_history),
            (menus.stats_action.triggered, self.open_statistics),
            (menus.quit_action.triggered, self.quit),
            (menus.undo_action.triggered, self.undo),
            (menus.keyboard_action.triggered, self.show_keyboard),
            (menus.report_action.triggered, self.report_problem),
            (self.hint_button.clicked, self.ask_hint),
        ):
            signal.connect(slot)
        for tid, action in menus.tutorial_actions.items():
            action.triggered.connect(lambda _=False, t=tid: self.start_tutorial(t))
        self.table_page.back_requested.connect(self.back_to_games)
        self.final_screen.back_requested.connect(self.back_to_games)
        self.final_screen.play_again_requested.connect(self.play_again)
        c = self.controller
        self.action_bar.chosen.connect(c.play)
        c.hint_ready.connect(self._on_controller_hint_ready)
        c.layout_changed.connect(lambda *_: self._clear_hint())
        c.notice.connect(self._on_controller_notice)
        c.fault.connect(self.status_info.show_fault)
        c.layout_changed.connect(self._on_controller_layout_changed)
        c.targets_changed.connect(self._on_controller_targets_changed)
        c.refused.connect(self._on_controller_refused)
        c.status.connect(self._on_controller_status)
        c.thinking_changed.connect(lambda seat: self.status_info.show_thinking(seat >= 0))
        c.thinking_changed.connect(self.overlays.set_thinking)
        c.turn_timer_changed.connect(self._on_controller_turn_timer_changed)
        self.view.pile_clicked.connect(self._on_view_pile_clicked)
        self.view.card_pressed.connect(self._on_view_card_pressed)
        self.last_trick_action.triggered.connect(self.toggle_last_trick)
        c.buttons_changed.connect(self._on_controller_buttons_changed)
        c.summaries_ready.connect(self._on_controller_summaries_ready)
        c.ai_failed.connect(self._on_controller_ai_failed)
        c.ai_problem_cleared.connect(self._on_controller_ai_problem_cleared)
        self.scene.animations_finished.connect(c.animations_done)
        self.view.drag_started.connect(c.drag_started)
        self.view.dropped.connect(c.dropped)
        self.view.activated.connect(c.activated)
        self.view.clicked.connect(c.clicked)
        self.view.drag_cancelled.connect(lambda _k: c.targets_changed.emit([]))
        c.hand_events.connect(self._on_controller_hand_events)
        c.fingerprint_changed.connect(self.status_info.show_fingerprint)

    def _on_drawer_changed(self, open_: bool, width: int) -> None:
        """Remember the drawer (saved with the other settings)."""
        lo, hi = storage.DRAWER_WIDTHS
        self.settings.drawer, self.settings.drawer_width = open_, max(lo, min(width, hi))

    def _at_table(self) -> bool:
        """Whether the table page is shown (not the chooser)."""
        return self.stack.currentWidget() is self.table_page

    # -- the parts' widgets under their old names (the tests and tools use them) ----------
    @property
    def game_list(self) -> QListWidget:
        return self.chooser.game_list

    @property
    def new_button(self) -> QPushButton:
        return self.chooser.new_button

    @property
    def resume_button(self) -> QPushButton:
        return self.chooser.resume_button

    @property
    def tutorial_buttons(self) -> dict[str, QPushButton]:
        return self.chooser.tutorial_buttons

    @property
    def hint_label(self) -> QLabel:
        return self.table_page.hint_label

    @property
    def action_buttons(self) -> dict[str, QPushButton]:
        return self.action_bar.buttons

    @property
    def round_rows(self) -> list[Any]:
        return self.score_sheet.rounds

    @property
    def undo_action(self) -> QAction:
        return self.menus.undo_action

    @property
    def keyboard_action(self) -> QAction:
        return self.menus.keyboard_action

    @property
    def fingerprint_label(self) -> QLabel:
        return self.status_info.fingerprint_label

    # -- settings -----------------------------------------------------------------------
    def apply_settings(self) -> None:
        """Use the current settings for speed and card art."""
        s = self.settings
        factor = 0.0 if s.reduced_motion else s.speed_factor
        self.scene.speed = factor
        self.controller.speed = factor
        self.controller.undo_enabled = s.undo
        # the finished trick stays in view (also with reduced motion; not at instant speed)
        self.controller.trick_linger = (
            0 if s.animation_speed == "instant" else max(0, min(s.trick_linger, 5000))
        )
        self.controller.announce_by_hand = s.announce_by_hand
        self.action_bar.guard_ms = 0 if s.animation_speed == "instant" else speeds.RELABEL_GUARD
        self.menus.undo_action.setEnabled(s.undo)
        self._apply_look(s.theme, s.felt)
        self.sounds.set_enabled(s.sound)

    def _apply_look(self, theme_name: str, felt: str) -> None:
        theme.apply_theme(theme_name)
        self.scene.set_felt(felt)

    def save_settings(self) -> None:
        """Write the settings (errors go to the status bar, never crash); a read-only
        window writes nothing."""
        if self.read_only or not self.settings_writable:
            return
        try:
            storage.save_settings(self.settings, self.config_path)
            self.status_info.show_fault("settings", "")
        except (OSError, ValueError) as e:
            log.warning("settings not saved: %s", e)
            why = file_problem(e) if isinstance(e, OSError) else str(e)
            self.status_info.show_fault(
                "settings",
                self.tr("Could not save settings: %1 They apply until you quit.").replace(
                    "%1", why
                ),
            )

    def open_settings(self) -> None:
        """The settings dialog."""
        dlg = SettingsDialog(self.settings, self)
        dlg.look_changed.connect(self._apply_look)  # shown at once, undone by Cancel
        language = self.settings.language
        if not dlg.exec():
            self._apply_look(self.settings.theme, self.settings.felt)
        else:
            dlg.apply_to(self.settings)
            self.apply_settings()
            self.save_settings()
            adapter = self.controller.adapter
            if self.controller.state is not None and adapter is not None:
                self._set_deck(adapter.deck_art)
                self.controller._publish([])
            if self.settings.language != language:
                self.language_changed.emit()  # the app rebuilds the window in that language

    def _set_deck(self, deck_art: str) -> None:
        self.scene.set_deck(deck_art, f"back_{self.settings.card_back}", self.settings.four_colour)

    # -- games ----------------------------------------------------------------------------
    def selected_game(self) -> str:
        """The game picked in the chooser."""
        item = self.chooser.current_item()
        return item.data(Qt.ItemDataRole.UserRole) if item else plugins()[0].game_id

    def game_in_progress(self) -> bool:
        """Whether a game is being played (started and not over)."""
        state = self.controller.state
        return state is not None and not state.is_terminal

    def _ask(self, title: str, question: str) -> bool:
        answer = QMessageBox.question(
            self,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _may_leave_game(self, question: str) -> bool:
        """True when no game is in progress, or the player agrees to leave it."""
        return not self.game_in_progress() or self.confirm(self.tr("Game in progress"), question)

    def _may_start_game(self, question: str) -> bool:
        """``_may_leave_game`` before a new game or tutorial replaces the autosave: with no
        game in progress, an unfinished game saved on disk (from an earlier launch) is
        replaced only when the player agrees. ``question`` names the game in progress (%1):
        it said only "A game is in progress", and a player gave up a long Belote game for a
        Frontier one not knowing it would be lost."""
        if self.game_in_progress():
            assert self.controller.state is not None
            return self._may_leave_game(
                question.replace("%1", game_name(self.controller.state.game.id))
            )
        if self.controller.state is not None:
            return True  # the game played here is over: its save is gone
        saved = storage.saved_game_id(self.save_path)
        if saved is None or not has_table(saved):
            return True
        return self.confirm(
            self.tr("Saved game"),
            self.tr(
                "Your unfinished %1 game is saved: Resume continues it. "
                "A new game replaces it. Start a new game anyway?"
            ).replace("%1", game_name(saved)),
        )

    def new_game(self, *, seed: int | None = None) -> bool:
        """Ask for the table options, then deal (a game in progress is given up only when
        the player agrees)."""
        if not self._may_start_game(
            self.tr(
                "Only one game is kept: your %1 game in progress will be lost. "
                "Give it up and start a new game?"
            )
        ):
            return False
        state = self.controller.state
        if self.stack.currentWidget() is not self.chooser and state is not None:
            game_id = state.game.id  # from the table or its final screen: the game played
            self.chooser.select_game(game_id)
        else:
            game_id = self.selected_game()
        if not has_table(game_id):
            game_id = plugins()[0].game_id
        game = get_game(game_id)
        presets = None if self.config_path is None else (self.config_path.parent / "presets.json")
        dlg = NewGameDialog(
            game,
            self.settings.game_options.get(game_id),
            self.settings.seat_levels.get(game_id),
            self,
            levels_for(game_id),
            presets_file=presets,
        )
        if not dlg.exec():
            return False
        self.start_game(game_id, dlg.values(), dlg.levels(), seed)
        return True

    def start_game(
        self,
        game_id: str,
        options: dict[str, Any],
        levels: list[str],
        seed: int | None = None,
        deck: Any = None,
        remember: bool = True,
        tutorial: bool = False,
    ) -> None:
        """Start a game with these options and AI levels (seat 1 onwards); a ``tutorial``
        is not remembered and never counted in the statistics."""
        import random

        game = get_game(game_id)
        if self.guide is not None and remember:
            self.guide.stop()
            self.guide, self.tutorial = None, None
        if remember:
            self.settings.last_game = game_id
            self.settings.saved_tutorial = ""  # the autosave is this game now
            self.settings.game_options[game_id] = options
            self.settings.seat_levels[game_id] = levels
            self.save_settings()
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
        self._show_table(game_id, game.options_from_dict(options))
        self.score_sheet.clear_rounds()  # not the last match's rounds under the new one's names
        self.controller.new_game(
            game_id, game.options_from_dict(options), levels, seed, deck=deck, tutorial=tutorial
        )
        self.status_info.show_deal(seed)
        self.refresh_resume()

    @staticmethod
    def _tutorials() -> list[tuple[str, Tutorial]]:
        """Every game's tutorial, by game id, in the registry's order."""
        return [(p.game_id, p.tutorial) for p in plugins() if p.tutorial is not None]

    @staticmethod
    def tutorial_ids() -> list[str]:
        """Every tutorial's id (``game_id``, or ``game_id/key`` for a game's further ones),
        in the registry's order: the Help menu's entries."""
        return [tid for p in plugins() for tid, _t in p.all_tutorials()]

    def start_tutorial(self, tutorial_id: str | None = None) -> None:
        """A guided first hand on a stacked deck: a game's first tutorial by its game id,
        a further one by ``game_id/key`` (none: the first game with a tutorial)."""
        if not self._may_start_game(
            self.tr(
                "Only one game is kept: your %1 game in progress will be lost. "
                "Give it up and start the tutorial?"
            )
        ):
            return
        found, game_id, tutorial = next(
            (tid, p.game_id, t)
            for p in plugins()
            for tid, t in p.all_tutorials()
            if tutorial_id is None or tid == tutorial_id
        )
        if self.guide is not None:
            self.guide.stop()
        self.settings.saved_tutorial = found  # the autosave will hold it: Resume guides it
        self.save_settings()
        self.tutorial = tutorial
        self.guide = tutorial.guide(self.controller)
        self.guide.hint.connect(self._on_guide_hint)
        self.start_game(
            game_id,
            dict(tutorial.options),
            list(tutorial.levels),
            tutorial.seed,
            deck=tutorial.deck,
            remember=False,
            tutorial=True,
        )

    def _on_guide_hint(self, text: str) -> None:
        self.table_page.show_hint(text)

    def _next_round_words(self) -> str:
        """The round summary's Next button in the game's word for a round ("Next deal")."""
        state = self.controller.state
        if state is None or not has_table(state.game.id):
            return ""
        return QCoreApplication.translate("SummaryDialog", plugin_for(state.game.id).next_round)

    def _drop_round_box(self) -> None:
        """Close a round's box without going on: the table it summed up is no longer shown
        (a new or resumed game, Back to games). The box sits inside the window, so the menus
        take clicks while it is open; a resumed game opens it again."""
        dlg, self.pending_dialog = self.pending_dialog, None
        if dlg is not None:
            dlg.finished.disconnect()
            dlg.hide()
            dlg.deleteLater()

    def _show_table(self, game_id: str, options: Any = None) -> None:
        from gui.games import adapter_for

        adapter = adapter_for(game_id)
        self._drop_round_box()  # the last game's, were it still open
        self.statusBar().clearMessage()  # not the chooser's "Pick a game" while it deals
        self._set_deck(adapter.deck_art)
        self.sounds.new_table(game_id)
        # a new table starts with the row under the felt at its own height: the last
        # game's tallest panel (Frontier's bets) stayed under Declare's felt, half empty;
        # its buttons are as wide as the longest label the game may show
        self.action_bar.new_table(adapter.widest_move(options) if options is not None else "")
        self.stack.setCurrentWidget(self.table_page)
        self.view.setFocus()
        # the keys (H, the cards' arrows) go to the table at once: after the new-game box
        # closed, the window was not always made active again (no window manager), and
        # a play tester's H did nothing until a click on the table (helper-6)
        self.activateWindow()

    def refresh_resume(self) -> None:
        """Enable Resume when a game is in progress or a readable save exists."""
        path = self.save_path or storage.save_path()
        state = self.controller.state
        if self.game_in_progress() and state is not None:
            self.chooser.set_resume_enabled(True, state.game.id)
        else:
            self.chooser.set_resume_enabled(path.exists(), storage.saved_game_id(path))
        # Game ▸ Resume with it (it stayed enabled after the game was over), and not while
        # the game it would resume is the one on the table
        self.menus.resume_action.setEnabled(self.resume_button.isEnabled() and not self._at_table())

    def back_to_games(self) -> None:
        """The chooser, with no word of the table left; the game in progress (if any) is
        kept for Resume."""
        self.overlays.hide_all()
        self._drop_round_box()
        self.stack.setCurrentWidget(self.chooser)
        self.refresh_resume()
        self.statusBar().showMessage(self.tr("Pick a game and press New game."))

    def resume(self) -> bool:
        """Continue the saved game; an unreadable save is reported and set aside. A saved
        tutorial goes on with its guide (it became a bare game after a relaunch)."""
        if self.game_in_progress():  # back from the chooser: the tutorial on the table
            tutorial = self.tutorial if self.guide is not None else None
        else:
            tutorial = self._saved_tutorial()
        if tutorial is not None:
            if self.guide is not None:
                self.guide.stop()
            self.guide = tutorial.guide(self.controller)
            self.guide.hint.connect(self._on_guide_hint)
        return self.resume_game(tutorial)

    def _saved_tutorial(self) -> Tutorial | None:
        """The tutorial the autosave holds, if the settings name one of the saved game's."""
        wanted = self.settings.saved_tutorial
        saved = storage.saved_game_id(self.save_path) if wanted else None
        for p in plugins():
            for tid, t in p.all_tutorials():
                if tid == wanted and p.game_id == saved:
                    return t
        return None

    def resume_game(self, tutorial: Tutorial | None = None) -> bool:
        """``resume``, where the ``tutorial`` whose hand it is goes on (its guide already
        made); otherwise a tutorial on the table stops. A long save (over
        ``long_load_bytes``) is read and replayed on a worker thread behind a progress
        dialog, so the window never freezes: True then says the load started."""
        if self.loading is not None:
            return False  # one load at a time
        path = self.save_path or storage.save_path()
        try:
            size = path.stat().st_size
        except OSError:
            size = 0
        if size <= self.long_load_bytes:
            return self._resume_found(storage.load_save(self.save_path), None, tutorial)
        self._load_in_background(path, tutorial)
        return True

    def _load_in_background(self, path: Path, tutorial: Tutorial | None) -> None:
        replaying = self.tr("Replaying the saved game…")

        def job(report: Callable[[str], None]) -> tuple[storage.Resumed, Any]:
            found = storage.load_save(path)
            if found.problem or found.state is None or found.record is None:
                return found, None
            report(replaying)
            return found, GameController.replay_match(found.record, found.state)

        dialog = QProgressDialog(self.tr("Reading the saved game…"), self.tr("Cancel"), 0, 0, self)
        dialog.setWindowTitle(self.tr("Resume"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        load = loading.Load(job)
        self.loading, self.loading_dialog = load, dialog
        load.step.connect(dialog.setLabelText)
        dialog.canceled.connect(self._on_load_cancelled)

        def done(result: tuple[storage.Resumed, Any]) -> None:
            self._end_load()
            self._resume_found(*result, tutorial)

        def failed(error: object) -> None:
            self._end_load()
            self._resume_found(storage.Resumed(problem=str(error)), None, tutorial)

        load.done.connect(done)
        load.failed.connect(failed)
        load.start()
        dialog.show()

    def _on_load_cancelled(self) -> None:
        if self.loading is not None:
            self.loading.cancel()
            self.statusBar().showMessage(self.tr("The saved game was not loaded."))
        self._end_load()

    def _end_load(self) -> None:
        load, self.loading = self.loading, None
        dialog, self.loading_dialog = self.loading_dialog, None
        if load is not None:
            load.cancel()  # (it frees itself when its thread ends)
        if dialog is not None:
            dialog.close()

    def _resume_found(
        self, found: storage.Resumed, match: Any = None, tutorial: Tutorial | None = None
    ) -> bool:
        """Resume what ``storage.load_save`` found (and the match, if already replayed)."""
        if found.problem:
            log.warning("saved game not loaded: %s", found.problem)  # the technical reason
            if found.moved_to:
                error = getattr(found, "error", None) or self.controller.record_problem(
                    found.moved_to
                )
                said = (
                    self.tr(
                        "The saved game could not be loaded: %1 It was set aside as %2 "
                        "(nothing is deleted); you can start a new game."
                    )
                    .replace("%1", file_problem(error) if error is not None else "")
                    .replace("%2", str(found.moved_to))
                )
            else:
                said = self.tr(
                    "The saved game could not be loaded: the app could not read the file. "
                    "It was left where it is; try again once it can be read."
                )
            QMessageBox.warning(self, self.tr("Saved game"), said)
            self.refresh_resume()
            return False
        if (found.state is None or found.record is None) and self.game_in_progress():
            # no save (it could not be written): the game in progress, as it stands
            self.stack.setCurrentWidget(self.table_page)
            self.view.setFocus()
            self.statusBar().showMessage(self.tr("Resumed."))
            return True
        if found.state is None or found.record is None:
            self.statusBar().showMessage(self.tr("There is no game to resume."))
            self.refresh_resume()
            return False
        if self.guide is not None and tutorial is None:  # a resumed game is no tutorial
            self.guide.stop()
            self.guide = None
        self.tutorial = tutorial
        self._show_table(found.state.game.id, found.state.options)
        self.controller.resume(found.record, found.state, match, tutorial=tutorial is not None)
        self.status_info.show_deal(found.state.seed)
        self._rebuild_score_sheet()
        self.refresh_resume()
        self.statusBar().showMessage(self.tr("Resumed."))
        return True

    def show_rules(self) -> None:
        """The rules of the game in play (or the one picked in the chooser)."""
        state = self.controller.state
        if state is not None and self._at_table():
            game, options = state.game, state.options
        else:
            game = get_game(self.selected_game())
            saved = self.settings.game_options.get(game.id)
            try:
                options = game.options_from_dict(saved)
            except (ValueError, TypeError):
                options = game.options_type()
        RulesDialog(rules_html(game, options), self).exec()

    # -- player aids -----------------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the player's last move (Edit → Undo)."""
        if self.pending_dialog is not None:  # the round is over: its box says so
            said = self.tr("This round is over: press %1.")
            button = self.pending_dialog.next_button.text().replace("&", "")
            self.statusBar().showMessage(said.replace("%1", button), 6000)
            return False
        if not self._at_table() or not self.controller.undo():
            if not self._at_table():
                self.statusBar().showMessage(self.tr("There is nothing to undo."))
            return False
        self._rebuild_score_sheet()
        return True

    def fair_deal_report(self) -> tuple[bool, str]:
        """Whether the finished deals matched their fingerprints, and the report in words."""
        return fair_deal_report(self.controller)

    def show_fair_deal(self) -> None:
        """Game → Reveal and check the deal."""
        ok, text = self.fair_deal_report()
        box = QMessageBox.information if ok else QMessageBox.warning
        box(self, self.tr("Fair deal"), text)

    # -- controller signals ----------------------------------------------------------------
    def _on_controller_layout_changed(self, layout: Any, keys: list[str]) -> None:
        self.scene.show_layout(layout)
        self.view.set_draggable(keys)
        self._show_feedback(layout)
        self.view.set_description(describe_layout(layout, self.scene.deck_art))
        state = self.controller.state
        if state is not None:
            self.sounds.after_actions(
                state.history, self.controller.is_human_turn() and not state.is_terminal
            )

    def _show_feedback(self, layout: Any) -> None:
        """The overlays for a new layout: dimmed cards, whose turn, the last trick closed."""
        c = self.controller
        over = c.state is None or c.state.is_terminal
        self.overlays.dim(
            c.unplayable_keys(layout) if self.settings.show_playable and not over else []
        )
        self.overlays.show_turn([] if over else [sv.seat for sv in layout.seats if sv.active])
        self.overlays.hide_trick()
        self.overlays.refresh()

    def _on_controller_turn_timer_changed(self, seat: int) -> None:
        self.overlays.set_countdown(seat, self.controller.turn_timer if seat >= 0 else None)

    def _on_view_pile_clicked(self, pile_id: str) -> None:
        """A click on the last trick opens it at full size; any click closes it."""
        if self.overlays.trick_shown():
            self.overlays.hide_trick()
        elif pile_id == "last":
            self.show_last_trick()

    def _on_view_card_pressed(self, key: str) -> None:
        """A press (or the start of a drag) on a card that cannot be moved now says why,
        next to it."""
        message = self.why_not_movable(key)
        if message:
            self.statusBar().showMessage(message, 6000)
            self.overlays.refuse(key, message)

    def why_not_movable(self, key: str) -> str:
        """Why the card ``key`` cannot be taken or played now, in words ("" when there is
        nothing to say: an opponent's card, the last trick, a finished game)."""
        c = self.controller
        if key in self.overlays.dimmed:
            return c.why_not(key)
        layout = self.scene.layout_now
        if c.state is None or c.state.is_terminal or c.adapter is None or layout is None:
            return ""
        own = any(key == k for pile in layout.piles if pile.players_cards for k, _ in pile.cards)
        if not c.is_human_turn():
            return reason_text("not_your_turn") if own else ""
        message = c.adapter.why_not_movable(c.observation, key)
        if message:
            return message
        if own and not self.view.draggable:  # a bid, a bet: the hand waits
            return self.tr("Not a card now: choose one of the moves under the table.")
        return c.why_not(key) if own or key in self._pile_cards(layout) else ""

    @staticmethod
    def _pile_cards(layout: Any) -> set[str]:
        """The face-up cards of the table's piles a move may take (not a seat's, not a
        trick's, not the last trick)."""
        return {
            k
            for pile in layout.piles
            if not pile.id.startswith(("seat", "trick", "last", "commit"))
            for k, face in pile.cards
            if face
        }

    def toggle_last_trick(self) -> None:
        """L: open the last trick at full size, or close it."""
        if self.overlays.trick_shown():
            self.overlays.hide_trick()
        elif self._at_table() and not self.show_last_trick():
            self.statusBar().showMessage(self.tr("No trick has been played yet."), 4000)

    def show_last_trick(self) -> bool:
        """The last trick at full size over the table, with who played each card; returns
        whether there was one to show."""
        layout = self.scene.layout_now
        pile = next((p for p in layout.piles if p.id == "last"), None) if layout else None
        if pile is None or not pile.cards:
            return False
        captions = list(pile.captions) + [""] * (len(pile.cards) - len(pile.captions))
        self.overlays.show_trick(
            pile.label or self.tr("Last trick"),
            [(face or "", who) for (_, face), who in zip(pile.cards, captions, strict=False)],
        )
        return True

    def _on_controller_targets_changed(self, piles: list[str]) -> None:
        layout = self.scene.layout_now
        if layout is None:
            return
        for p in layout.piles:
            self.scene.highlight(p.id, p.id in piles)

    def _on_controller_status(self, message: str) -> None:
        """The game's word on the status bar, while its table is shown: on the chooser a
        game kept for Resume played on to "Your turn." under "Pick a game"."""
        if self._at_table():
            self.statusBar().showMessage(message)

    def _on_controller_refused(self, key: str, message: str) -> None:
        if key:
            self.scene.slide_home([key])
        if message:
            self.statusBar().showMessage(message, 6000)
            self.overlays.refuse(key, message)

    def _on_controller_hand_events(self, events: list[Any], reset: bool) -> None:
        log = self.hand_log
        state = self.controller.state
        if reset or (state is not None and log.game_id != state.game.id):
            log.reset(state.game.id if state is not None else "", self.controller.names, events)
        else:
            log.add(events)

    def _on_controller_buttons_changed(self, moves: list[Any], moved: bool) -> None:
        self.action_bar.show_moves(moves, moved)
        c = self.controller
        if not moves and c.is_human_turn() and not c.waits_for_next():
            # the player's turn is played with cards alone (the card play): the felt takes
            # back the rows the bidding's buttons held, once, as the play begins; between
            # one bet and the next, where buttons come and go, it keeps its height, and so
            # it does between rounds (Frontier's felt gave them back at each round's end
            # and took them again over five AI turns: everything on it moved each time)
            self.action_bar.give_back_room()

    def _on_controller_summaries_ready(
        self, summaries: list[Any], waits: bool, can_stop: bool, result: Any
    ) -> None:
        for summary in summaries:
            self._add_round(summary)
        final = ""
        if result is not None:
            final = winner_line(self._standings(result))
            if not summaries:  # the match was stopped: straight to the standings
                self.show_final_screen(result)
                return
        if not (waits or final) and not summaries:
            return
        if not final and not self._at_table():
            return  # a round the bots ended on the chooser: Resume opens its box
        dlg = SummaryDialog(
            summaries[-1] if summaries else None,
            can_stop,
            final,
            self,
            drawer=self.table_page.drawer_action,
            keep_clear=self._own_place_rect,
            aside=self.table_page.aids_rect,
            over=self.view,
            next_text=self._next_round_words(),
        )
        self.pending_dialog = dlg

        def done() -> None:
            self.pending_dialog = None
            dlg.deleteLater()  # a closed summary is not kept: one per round would add up
            if self.closing:
                return
            if final:
                self.show_final_screen(result)
            elif dlg.stop_requested:
                self.controller.stop_match()
            elif waits:
                self.controller.next_round()

        dlg.finished.connect(done)
        # let the table show the reveal first, and the hand's last trick a moment
        delay = int(300 * self.scene.speed)
        if self.controller.lingers:
            delay = max(delay, self.controller.trick_linger)
        QTimer.singleShot(delay, dlg, dlg.open)

    def _own_place_rect(self) -> QRect | None:
        """Where the player's face-up cards (the hand, and those laid out of it) and the
        player's plate are on the screen (None: neither is shown)."""
        scene = self.scene
        piles = scene.layout_now.piles if scene.layout_now is not None else []
        rects = [
            scene.items_by_key[key].sceneBoundingRect()
            for pile in piles
            if pile.players_cards
            for key, face in pile.cards
            if face and key in scene.items_by_key
        ]
        obs = self.controller.observation
        plate = scene.seat_plates.get(obs.seat) if obs is not None else None
        if plate is not None and plate[0].isVisible():  # who the result is about
            rects.append(plate[0].sceneBoundingRect())
        if not rects:
            return None
        box = rects[0]
        for r in rects[1:]:
            box = box.united(r)
        view = self.view
        shown = view.mapFromScene(box).boundingRect()
        return QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())

    def _team_labels(self) -> list[str]:
        """Each seat's partnership label for the game in play ("" without partnerships)."""
        state = self.controller.state
        if state is None:
            return []
        return team_labels(state.game.teams, state.num_players)

    def _standings(self, result: Any) -> list[Standing]:
        state = self.controller.state
        low = state is not None and state.game.lower_score_wins
        return standings(
            result.scores, result.winners, self.controller.names, self._team_labels(), low
        )

    def show_final_screen(self, result: Any) -> None:
        """The end of the game: the standings, then Play again or Back to games."""
        state = self.controller.state
        assert state is not None
        money = has_table(state.game.id) and plugin_for(state.game.id).money_scores
        self.final_screen.show_result(
            game_name(state.game.id), self._standings(result), money=money
        )
        self.stack.setCurrentWidget(self.final_screen)
        self.refresh_resume()
        self.statusBar().showMessage(self.final_screen.winner_label.text())

    def play_again(self) -> None:
        """The finished game again: same game, options and opponents, a new deal."""
        state = self.controller.state
        game_id = state.game.id if state is not None else self.selected_game()
        options = self.settings.game_options.get(game_id)
        levels = self.settings.seat_levels.get(game_id)
        self.chooser.select_game(game_id)
        if options is None or levels is None:
            self.new_game()
            return
        self.start_game(game_id, options, levels)

    def _on_controller_ai_failed(self, message: str) -> None:
        """An AI seat could not move: say so where it stays (a box, not the status bar)
        and let the player retry or hand the seat to a Medium bot."""
        self._on_controller_ai_problem_cleared()
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Card Table"), message, parent=self)
        box.setObjectName("ai-problem")
        self.ai_retry_button = box.addButton(
            self.tr("Try again"), QMessageBox.ButtonRole.AcceptRole
        )
        self.ai_medium_button = box.addButton(
            self.tr("Let Medium play"), QMessageBox.ButtonRole.ActionRole
        )
        self.ai_retry_button.clicked.connect(self.controller.retry_ai)
        self.ai_medium_button.clicked.connect(self.controller.let_medium_play)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda: self._forget_ai_box(box))
        self.ai_box = box
        box.open()

    def _forget_ai_box(self, box: QMessageBox) -> None:
        if self.ai_box is box:  # closed by its title bar: the status line still says it
            self.ai_box = None

    def _on_controller_ai_problem_cleared(self) -> None:
        box, self.ai_box = self.ai_box, None
        if box is not None:
            box.close()

    # -- score sheet ----------------------------------------------------------------------
    def _add_round(self, summary: Any) -> None:
        self.score_sheet.add_round(summary, self.controller.names, self._team_labels())

    def _rebuild_score_sheet(self) -> None:
        self.score_sheet.show_rounds(
            self.controller.round_history(), self.controller.names, self._team_labels()
        )

    # -- history, statistics, hints, problem reports ----------------------------------------
    def open_history(self) -> Any:
        """Game → History…: the kept games, replayed step by step."""
        from gui.dialogs.history import HistoryWindow

        s = self.settings
        win = HistoryWindow(
            self.controller.history_dir,
            self,
            self.scene.speed,
            f"back_{s.card_back}",
            s.four_colour,
        )
        win.replay_table.scene.set_felt(s.felt)  # the replay on the player's felt
        win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        win.open()
        return win

    def open_statistics(self) -> Any:
        """Game → Statistics…: figures and charts per game and opponents' level."""
        from gui.dialogs.stats import StatsWindow

        state = self.controller.state
        game = state.game.id if state is not None else self.selected_game()
        win = StatsWindow(self.controller.stats.db, game, self)
        win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        win.open()
        return win

    def report_problem(self) -> Any:
        """Help → Report a problem…: one file with what a bug report needs."""
        from gui.services import report

        c = self.controller
        try:
            path = report.write_report(
                c.record() if c.state is not None else None,
                c.levels,
                storage.data_dir() / "reports",
            )
        except OSError as e:
            QMessageBox.warning(
                self,
                self.tr("Report a problem"),
                self.tr("The report could not be written: %1").replace("%1", file_problem(e)),
            )
            return None
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Report a problem"),
            self.tr(
                "The report was written to:\n%1\n\nSend it to the developers on the app's "
                "page, %2, attached to a message that says what you did and what you "
                "expected. It is plain text (your game, the app's version and its log, no "
                "other files): you can read it before you send it."
            )
            .replace("%1", str(path))
            .replace("%2", resources.homepage()),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        show = box.addButton(self.tr("Show the folder"), QMessageBox.ButtonRole.ActionRole)
        show.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent))))
        self.report_box = box
        box.open()
        self.statusBar().showMessage(str(path), 10000)
        return path

    def show_keyboard(self) -> None:
        """Help → Keyboard: every shortcut, read from the window's actions and widgets."""
        KeyboardDialog(self).exec()

    def ask_hint(self) -> None:
        """Ask the Hard bot for the player's move (shown, never played)."""
        if not self._at_table():
            return
        if self.controller.request_hint():
            self.statusBar().showMessage(self.tr("Thinking about a hint…"))
        else:
            self.statusBar().showMessage(self.tr("A hint is given on your turn."), 4000)

    def _on_controller_hint_ready(self, action: Any, reason: Any = None) -> None:
        from gui.hint_reasons import reason_words
        from gui.moves import action_cards, move_words

        c = self.controller
        assert c.state is not None
        move = move_words(c.state.game.id, action)
        why = reason_words(c.state.game.id, reason)
        if why:
            text = self.tr("Hint: the Hard bot would %1: %2.").replace("%1", move)
            text = text.replace("%2", why)
        else:
            text = self.tr("Hint: the Hard bot would %1.").replace("%1", move)
        self.statusBar().showMessage(text, 20000)
        self.hint_button.setAccessibleDescription(text)
        self._clear_hint()
        self.action_bar.point_at(action)  # a bid or stake: its control framed and set to it
        cards = [f"c:{card}" for card in action_cards(c.state.game.id, action, c.observation)]
        if not self.overlays.show_hint(cards):  # no card named: the item its gesture moves
            self.overlays.show_hint(c.keys_for(action))
        self.hint_frames = list(self.overlays.hint_frames)

    def _clear_hint(self) -> None:
        self.action_bar.clear_pointer()
        self.overlays.clear_hint()
        self.hint_frames = []

    def _on_controller_notice(self, message: str) -> None:
        self.statusBar().showMessage(message, 15000)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Card Table"),
            message,
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.open()

    # -- closing --------------------------------------------------------------------------
    def quit(self) -> None:
        """Game → Quit (and the chooser's Quit): asks first while a game is in progress."""
        if self._may_leave_game(self._quit_question()):
            self.closing_confirmed = True
            self.close()

    def _quit_question(self) -> str:
        return self.tr("A game is in progress. It is saved: Resume continues it. Quit now?")

    def closeEvent(self, event) -> None:  # noqa: ANN001, N802
        """Remember the window, stop the AI thread cleanly. Closed by the window's close
        button while a game is in progress, it asks first; an open summary is closed
        without dealing on."""
        if (
            event.spontaneous()
            and not self.closing_confirmed
            and not self._may_leave_game(self._quit_question())
        ):
            event.ignore()
            return
        self.closing = True
        if self.pending_dialog is not None:
            self.pending_dialog.reject()
        self.settings.geometry = self.saveGeometry().toBase64().toStdString()
        self.save_settings()
        self._end_load()
        loading.wait_all()  # a load's thread must end before the window goes
        self.controller.shutdown()
        super().closeEvent(event)
