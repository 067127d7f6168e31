"""The main window: it wires its parts (``gui/window/``: the game chooser, the table page,
the move buttons, the score sheet, the menus and the status bar) to the game controller, and
answers them: settings, new games, resume, rules, undo, round summaries and the player's aids."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
)

from engine.ai.base import levels_for
from engine.registry import get_game
from gui import theme
from gui.controller import GameController
from gui.dialogs.keyboard import KeyboardDialog
from gui.dialogs.new_game import NewGameDialog
from gui.dialogs.rules import RulesDialog
from gui.dialogs.settings import SettingsDialog
from gui.dialogs.summary import SummaryDialog
from gui.games import Tutorial, has_table, plugins
from gui.rules_text import rules_html
from gui.services import storage
from gui.table.accessibility import describe_layout
from gui.table.hand_log import HandLog
from gui.table.scene import TableScene, TableView
from gui.table.sound import Sounds
from gui.window.action_bar import ActionBar
from gui.window.chooser import ChooserPage
from gui.window.fair_deal import fair_deal_report
from gui.window.menus import MenuBar
from gui.window.score_sheet import ScoreSheet
from gui.window.status_bar import StatusInfo
from gui.window.table_page import TablePage


class MainWindow(QMainWindow):
    """The app's one window."""

    language_changed = Signal()  # the settings name another language (gui/app.py rebuilds)

    def __init__(
        self, settings: storage.AppSettings, save_path: Any = None, config_path: Any = None
    ) -> None:
        super().__init__()
        self.settings = settings
        self.config_path = config_path
        self.save_path = save_path
        self.setWindowTitle(self.tr("Card Table"))
        self.setMinimumSize(800, 560)
        self.controller = GameController(save_path, self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.pending_dialog: SummaryDialog | None = None
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
        self.hint_frames: list[Any] = []
        self.status_info = StatusInfo(self.statusBar())
        self._connect_signals()
        self.apply_settings()
        if settings.geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode()))
        else:  # 1200x800, or the whole screen when it is smaller
            screen = self.screen().availableGeometry() if self.screen() else None
            self.resize(
                min(1200, screen.width()) if screen else 1200,
                min(800, screen.height()) if screen else 800,
            )
        self.refresh_resume()
        self.statusBar().showMessage(self.tr("Pick a game and press New game."))

    def _connect_signals(self) -> None:
        chooser, menus = self.chooser, self.menus
        for signal, slot in (
            (chooser.new_game_requested, self.new_game),
            (chooser.resume_requested, self.resume),
            (chooser.tutorial_requested, self.start_tutorial),
            (chooser.settings_requested, self.open_settings),
            (chooser.rules_requested, self.show_rules),
            (chooser.quit_requested, self.close),
            (menus.new_game_action.triggered, self.new_game),
            (menus.resume_action.triggered, self.resume),
            (menus.settings_action.triggered, self.open_settings),
            (menus.rules_action.triggered, self.show_rules),
            (menus.check_deal_action.triggered, self.show_fair_deal),
            (menus.history_action.triggered, self.open_history),
            (menus.stats_action.triggered, self.open_statistics),
            (menus.quit_action.triggered, self.close),
            (menus.undo_action.triggered, self.undo),
            (menus.keyboard_action.triggered, self.show_keyboard),
            (menus.report_action.triggered, self.report_problem),
            (self.hint_button.clicked, self.ask_hint),
        ):
            signal.connect(slot)
        for tid, action in menus.tutorial_actions.items():
            action.triggered.connect(lambda _=False, t=tid: self.start_tutorial(t))
        self.table_page.back_requested.connect(lambda: self.stack.setCurrentWidget(self.chooser))
        c = self.controller
        self.action_bar.chosen.connect(c.play)
        c.hint_ready.connect(self._on_controller_hint_ready)
        c.layout_changed.connect(lambda *_: self._clear_hint())
        c.notice.connect(self._on_controller_notice)
        c.layout_changed.connect(self._on_controller_layout_changed)
        c.targets_changed.connect(self._on_controller_targets_changed)
        c.refused.connect(self._on_controller_refused)
        c.status.connect(self.statusBar().showMessage)
        c.thinking_changed.connect(lambda seat: self.status_info.show_thinking(seat >= 0))
        c.buttons_changed.connect(self.action_bar.show_moves)
        c.summaries_ready.connect(self._on_controller_summaries_ready)
        c.ai_failed.connect(self._on_controller_ai_failed)
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
        self.controller.announce_by_hand = s.announce_by_hand
        self.menus.undo_action.setEnabled(s.undo)
        self._apply_look(s.theme, s.felt)
        self.sounds.set_enabled(s.sound)

    def _apply_look(self, theme_name: str, felt: str) -> None:
        theme.apply_theme(theme_name)
        self.scene.set_felt(felt)

    def save_settings(self) -> None:
        """Write the settings (errors go to the status bar, never crash)."""
        try:
            storage.save_settings(self.settings, self.config_path)
        except OSError as e:
            self.statusBar().showMessage(
                self.tr("Could not save settings: %1").replace("%1", str(e))
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

    def new_game(self, *, seed: int | None = None) -> bool:
        """Ask for the table options, then deal."""
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
            self.settings.game_options[game_id] = options
            self.settings.seat_levels[game_id] = levels
            self.save_settings()
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
        self._show_table(game_id)
        self.score_sheet.clear_rounds()  # not the last match's rounds under the new one's names
        self.controller.new_game(
            game_id, game.options_from_dict(options), levels, seed, deck=deck, tutorial=tutorial
        )
        self.status_info.show_deal(seed)

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
        game_id, tutorial = next(
            (p.game_id, t)
            for p in plugins()
            for tid, t in p.all_tutorials()
            if tutorial_id is None or tid == tutorial_id
        )
        if self.guide is not None:
            self.guide.stop()
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

    def _show_table(self, game_id: str) -> None:
        from gui.games import adapter_for

        self._set_deck(adapter_for(game_id).deck_art)
        self.sounds.new_table(game_id)
        self.stack.setCurrentWidget(self.table_page)
        self.view.setFocus()

    def refresh_resume(self) -> None:
        """Enable Resume when a readable save exists."""
        path = self.save_path or storage.save_path()
        self.chooser.set_resume_enabled(path.exists())

    def resume(self) -> bool:
        """Continue the saved game; an unreadable save is reported and set aside."""
        return self.resume_game()

    def resume_game(self, tutorial: Tutorial | None = None) -> bool:
        """``resume``, where the ``tutorial`` whose hand it is goes on (its guide already
        made); otherwise a tutorial on the table stops."""
        found = storage.load_save(self.save_path)
        if found.problem:
            where = (
                self.tr("It was moved to %1.").replace("%1", str(found.moved_to))
                if found.moved_to
                else ""
            )
            QMessageBox.warning(
                self,
                self.tr("Saved game"),
                self.tr("The saved game could not be loaded: %1").replace("%1", found.problem)
                + "\n"
                + where,
            )
            self.refresh_resume()
            return False
        if found.state is None or found.record is None:
            self.statusBar().showMessage(self.tr("There is no game to resume."))
            self.refresh_resume()
            return False
        if self.guide is not None and tutorial is None:  # a resumed game is no tutorial
            self.guide.stop()
            self.guide = None
        self.tutorial = tutorial
        self._show_table(found.state.game.id)
        self.controller.resume(found.record, found.state, tutorial=tutorial is not None)
        self.status_info.show_deal(found.state.seed)
        self._rebuild_score_sheet()
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
        self.view.set_description(describe_layout(layout, self.scene.deck_art))
        state = self.controller.state
        if state is not None:
            self.sounds.after_actions(
                state.history, self.controller.is_human_turn() and not state.is_terminal
            )

    def _on_controller_targets_changed(self, piles: list[str]) -> None:
        layout = self.scene.layout_now
        if layout is None:
            return
        for p in layout.piles:
            self.scene.highlight(p.id, p.id in piles)

    def _on_controller_refused(self, key: str, message: str) -> None:
        if key:
            self.scene.slide_home([key])
        if message:
            self.statusBar().showMessage(message, 6000)

    def _on_controller_hand_events(self, events: list[Any], reset: bool) -> None:
        log = self.hand_log
        state = self.controller.state
        if reset or (state is not None and log.game_id != state.game.id):
            log.reset(state.game.id if state is not None else "", self.controller.names, events)
        else:
            log.add(events)

    def _on_controller_summaries_ready(
        self, summaries: list[Any], waits: bool, can_stop: bool, result: Any
    ) -> None:
        for summary in summaries:
            self._add_round(summary)
        final = ""
        if result is not None:
            names = self.controller.names
            who = ", ".join(names[w] for w in result.winners)
            final = (
                self.tr("Joint winners: %1") if len(result.winners) > 1 else self.tr("Winner: %1")
            ).replace("%1", who)
        if not (waits or final) and not summaries:
            return
        dlg = SummaryDialog(summaries[-1] if summaries else None, can_stop, final, self)
        self.pending_dialog = dlg

        def done() -> None:
            self.pending_dialog = None
            dlg.deleteLater()  # a closed summary is not kept: one per round would add up
            if final:
                self.refresh_resume()
            elif dlg.stop_requested:
                self.controller.stop_match()
            elif waits:
                self.controller.next_round()

        dlg.finished.connect(done)
        # let the table show the reveal first
        QTimer.singleShot(int(300 * self.scene.speed), dlg, dlg.open)

    def _on_controller_ai_failed(self, message: str) -> None:
        self.statusBar().showMessage(
            self.tr(
                "An AI seat failed (%1); a simple move was played for it. Your game is saved."
            ).replace("%1", message),
            10000,
        )

    # -- score sheet ----------------------------------------------------------------------
    def _add_round(self, summary: Any) -> None:
        self.score_sheet.add_round(summary, self.controller.names)

    def _rebuild_score_sheet(self) -> None:
        self.score_sheet.show_rounds(self.controller.round_history(), self.controller.names)

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
                self.tr("The report could not be written: %1").replace("%1", str(e)),
            )
            return None
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Report a problem"),
            self.tr("The report was written to:\n%1\n\nAttach this file to your message.").replace(
                "%1", str(path)
            ),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
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

    def _on_controller_hint_ready(self, action: Any) -> None:
        from gui.moves import action_cards, move_words

        c = self.controller
        assert c.state is not None
        text = self.tr("Hint: the Hard bot would %1.").replace(
            "%1", move_words(c.state.game.id, action)
        )
        self.statusBar().showMessage(text, 20000)
        self.hint_button.setAccessibleDescription(text)
        self._clear_hint()
        self.action_bar.point_at(action)  # a bid or stake: its control framed and set to it
        from PySide6.QtGui import QColor, QPen
        from PySide6.QtWidgets import QGraphicsRectItem

        for card in action_cards(c.state.game.id, action, c.observation):
            item = self.scene.items_by_key.get(f"c:{card}")
            if item is None or not item.isVisible():
                continue
            frame = QGraphicsRectItem(item.sceneBoundingRect().adjusted(-4, -4, 4, 4))
            frame.setPen(QPen(QColor("#ffd166"), 4))
            frame.setZValue(900)
            self.scene.addItem(frame)
            self.hint_frames.append(frame)

    def _clear_hint(self) -> None:
        self.action_bar.clear_pointer()
        for frame in self.hint_frames:
            self.scene.removeItem(frame)
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
    def closeEvent(self, event) -> None:  # noqa: ANN001, N802
        """Remember the window, stop the AI thread cleanly."""
        self.settings.geometry = self.saveGeometry().toBase64().toStdString()
        self.save_settings()
        self.controller.shutdown()
        super().closeEvent(event)
