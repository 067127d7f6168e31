"""The main window: game chooser, table, score sheet, menus and status bar."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.ai.base import levels_for
from engine.fairdeal import fingerprint
from engine.registry import get_game, list_games
from gui import theme
from gui.controller import GameController
from gui.dialogs import (
    NewGameDialog,
    RulesDialog,
    SettingsDialog,
    SummaryDialog,
)
from gui.games import has_table
from gui.help import KeyboardDialog
from gui.rules_text import rules_html
from gui.services import storage
from gui.table.accessibility import describe_layout
from gui.table.hand_log import HandLogDock
from gui.table.scene import TableScene, TableView
from gui.table.sound import Sounds
from gui.text import game_description, game_name


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
        self.round_rows: list[Any] = []  # Summary per round, for the score sheet
        self.sounds = Sounds(self)
        self._build_chooser()
        self._build_table()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.chooser)
        self.stack.addWidget(self.table_page)
        self.setCentralWidget(self.stack)
        self.hand_log_dock = HandLogDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.hand_log_dock)
        self.log_wanted = True  # the player's choice (View menu); hidden on the chooser
        self.hand_log_dock.toggleViewAction().triggered.connect(
            lambda on: setattr(self, "log_wanted", on)
        )
        self.stack.currentChanged.connect(
            lambda _i: self.hand_log_dock.setVisible(
                self.log_wanted and self.stack.currentWidget() is self.table_page
            )
        )
        self.hand_log_dock.setVisible(False)
        self._build_menus()
        self._build_player_aids()
        self.thinking_bar = QProgressBar()
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setMaximumWidth(120)
        self.thinking_bar.setVisible(False)
        self.statusBar().addPermanentWidget(self.thinking_bar)
        self.deal_label = QLabel()
        self.statusBar().addPermanentWidget(self.deal_label)
        self.fingerprint_label = QLabel()
        self.fingerprint_label.setToolTip(
            self.tr(
                "Fair-deal fingerprint: a commitment to this deal, made before anyone played. "
                "After the hand, Game → Reveal and check the deal shows that the cards matched."
            )
        )
        self.statusBar().addPermanentWidget(self.fingerprint_label)
        self._connect_signals()
        self.apply_settings()
        if settings.geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode()))
        else:
            self.resize(1200, 800)
        self.refresh_resume()
        self.statusBar().showMessage(self.tr("Pick a game and press New game."))

    # -- building -----------------------------------------------------------------------
    def _build_chooser(self) -> None:
        self.chooser = QWidget()
        title = QLabel(self.tr("Card Table"))
        title.setFont(theme.scaled_font(2.2, bold=True))
        self.game_list = QListWidget()
        self.game_list.setAccessibleName(self.tr("Games"))
        for g in list_games():
            text = f"{game_name(g.id)}  ·  " + self.tr("%1–%2 players").replace(
                "%1", str(g.min_players)
            ).replace("%2", str(g.max_players))
            text += "\n" + game_description(g.id, g.description)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            if not has_table(g.id):
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(
                    self.tr(
                        "Its table is not ready yet; play it headless with python -m engine play."
                    )
                )
            self.game_list.addItem(item)
            if g.id == self.settings.last_game:
                self.game_list.setCurrentItem(item)
        if self.game_list.currentItem() is None:
            self.game_list.setCurrentRow(0)
        self.game_list.itemDoubleClicked.connect(lambda *_: self.new_game())
        self.new_button = QPushButton(self.tr("&New game"))
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.settings_button = QPushButton(self.tr("&Settings"))
        self.rules_button = QPushButton(self.tr("R&ules"))
        self.tutorial_button = QPushButton(self.tr("Declare &tutorial"))
        self.quit_button = QPushButton(self.tr("&Quit"))
        buttons = QVBoxLayout()
        for b in (
            self.new_button,
            self.resume_button,
            self.tutorial_button,
            self.settings_button,
            self.rules_button,
            self.quit_button,
        ):
            b.setMinimumHeight(36)
            buttons.addWidget(b)
        buttons.addStretch()
        row = QHBoxLayout()
        row.addWidget(self.game_list, 3)
        row.addLayout(buttons, 1)
        lay = QVBoxLayout(self.chooser)
        lay.setContentsMargins(40, 30, 40, 30)
        lay.addWidget(title)
        lay.addLayout(row)
        self.new_button.clicked.connect(self.new_game)
        self.resume_button.clicked.connect(self.resume)
        self.settings_button.clicked.connect(self.open_settings)
        self.rules_button.clicked.connect(self.show_rules)
        self.tutorial_button.clicked.connect(self.start_tutorial)
        self.quit_button.clicked.connect(self.close)

    def _build_table(self) -> None:
        self.table_page = QWidget()
        side = QVBoxLayout()
        self.action_bar = QGridLayout()
        self.action_buttons: dict[str, QPushButton] = {}  # by action text, as shown now
        self._button_pool: list[QPushButton] = []
        self._button_actions: list[Any] = []
        self.score_sheet = QTableWidget(0, 0)
        self.score_sheet.setAccessibleName(self.tr("Score sheet"))
        self.score_sheet.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.score_sheet.setTabKeyNavigation(False)  # Tab moves on; arrows move in the sheet
        self.menu_button = QPushButton(self.tr("Back to games"))
        side.addLayout(self.action_bar)
        side.addWidget(QLabel(self.tr("Score sheet")))
        side.addWidget(self.score_sheet, 1)
        side.addWidget(self.menu_button)
        panel = QWidget()
        panel.setLayout(side)
        panel.setFixedWidth(250)
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setVisible(False)
        self.hint_label.setStyleSheet(
            "background: #fff3bf; color: #1b1b1b; padding: 8px; border-bottom: 2px solid #f4a261;"
        )
        self.hint_label.setFont(theme.scaled_font(1.15))
        self.hint_label.setAccessibleName(self.tr("Tutorial hint"))
        centre = QVBoxLayout()
        centre.setContentsMargins(0, 0, 0, 0)
        centre.setSpacing(0)
        centre.addWidget(self.hint_label)
        centre.addWidget(self.view, 1)
        lay = QHBoxLayout(self.table_page)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(centre, 1)
        lay.addWidget(panel)
        self.menu_button.clicked.connect(lambda: self.stack.setCurrentWidget(self.chooser))

    def _build_menus(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Game"))
        for text, shortcut, slot in (
            (self.tr("&New game…"), QKeySequence.StandardKey.New, self.new_game),
            (self.tr("&Resume"), None, self.resume),
            (self.tr("&Settings…"), QKeySequence.StandardKey.Preferences, self.open_settings),
            (self.tr("&Rules"), QKeySequence.StandardKey.HelpContents, self.show_rules),
            (self.tr("Declare &tutorial"), None, self.start_tutorial),
            (self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close),
        ):
            action = QAction(text, self)
            if shortcut is not None:
                action.setShortcut(shortcut)
            action.triggered.connect(slot)
            menu.addAction(action)
        self.check_deal_action = QAction(self.tr("Reveal and &check the deal…"), self)
        self.check_deal_action.triggered.connect(self.show_fair_deal)
        menu.insertAction(menu.actions()[-1], self.check_deal_action)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = QAction(self.tr("&Undo your last move"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        edit.addAction(self.undo_action)
        view = self.menuBar().addMenu(self.tr("&View"))
        log_action = self.hand_log_dock.toggleViewAction()
        log_action.setText(self.tr("&Hand log"))
        log_action.setShortcut(QKeySequence("Ctrl+L"))
        view.addAction(log_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.keyboard_action = QAction(self.tr("&Keyboard…"), self)
        self.keyboard_action.setShortcut(QKeySequence("Ctrl+/"))
        self.keyboard_action.triggered.connect(self.show_keyboard)
        help_menu.addAction(self.keyboard_action)

    def _connect_signals(self) -> None:
        c = self.controller
        c.layout_changed.connect(self._on_controller_layout_changed)
        c.targets_changed.connect(self._on_controller_targets_changed)
        c.refused.connect(self._on_controller_refused)
        c.status.connect(self.statusBar().showMessage)
        c.thinking_changed.connect(self._on_controller_thinking_changed)
        c.buttons_changed.connect(self._on_controller_buttons_changed)
        c.summaries_ready.connect(self._on_controller_summaries_ready)
        c.ai_failed.connect(self._on_controller_ai_failed)
        self.scene.animations_finished.connect(c.animations_done)
        self.view.drag_started.connect(c.drag_started)
        self.view.dropped.connect(c.dropped)
        self.view.activated.connect(c.activated)
        self.view.clicked.connect(c.clicked)
        self.view.drag_cancelled.connect(lambda _k: c.targets_changed.emit([]))
        c.hand_events.connect(self._on_controller_hand_events)
        c.fingerprint_changed.connect(self._on_controller_fingerprint_changed)

    # -- settings -----------------------------------------------------------------------
    def apply_settings(self) -> None:
        """Use the current settings for speed and card art."""
        s = self.settings
        factor = 0.0 if s.reduced_motion else s.speed_factor
        self.scene.speed = factor
        self.controller.speed = factor
        self.controller.undo_enabled = s.undo
        self.undo_action.setEnabled(s.undo)
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
            if self.controller.state is not None:
                self._set_deck(self.controller.adapter.deck_art)  # type: ignore[union-attr]
                self.controller._publish([])
            if self.settings.language != language:
                self.language_changed.emit()  # the app rebuilds the window in that language

    def _set_deck(self, deck_art: str) -> None:
        self.scene.set_deck(deck_art, f"back_{self.settings.card_back}", self.settings.four_colour)

    # -- games ----------------------------------------------------------------------------
    def selected_game(self) -> str:
        """The game picked in the chooser."""
        item = self.game_list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else "declare"

    def new_game(self, *, seed: int | None = None) -> bool:
        """Ask for the table options, then deal."""
        game_id = self.selected_game()
        if not has_table(game_id):
            game_id = "declare"
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
    ) -> None:
        """Start a game with these options and AI levels (seat 1 onwards)."""
        import random

        game = get_game(game_id)
        if self.guide is not None and remember:
            self.guide.stop()
            self.guide = None
        if remember:
            self.settings.last_game = game_id
            self.settings.game_options[game_id] = options
            self.settings.seat_levels[game_id] = levels
            self.save_settings()
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
        self._show_table(game_id)
        self.round_rows = []
        self.controller.new_game(game_id, game.options_from_dict(options), levels, seed, deck=deck)
        self.deal_label.setText(self.tr("Deal #%1").replace("%1", str(seed)))

    def start_tutorial(self) -> None:
        """A guided first hand of Declare on a stacked deck."""
        from gui import tutorial

        if self.guide is not None:
            self.guide.stop()
        self.guide = tutorial.TutorialGuide(self.controller)
        self.guide.hint.connect(self._on_guide_hint)
        self.start_game(
            "declare",
            tutorial.OPTIONS,
            tutorial.LEVELS,
            tutorial.SEED,
            deck=tutorial.DECK,
            remember=False,
        )

    def _on_guide_hint(self, text: str) -> None:
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))

    def _show_table(self, game_id: str) -> None:
        from gui.games import adapter_for

        self._set_deck(adapter_for(game_id).deck_art)
        self.sounds.new_table()
        self.stack.setCurrentWidget(self.table_page)
        self.view.setFocus()

    def refresh_resume(self) -> None:
        """Enable Resume when a readable save exists."""
        path = self.save_path or storage.save_path()
        self.resume_button.setEnabled(path.exists())

    def resume(self) -> bool:
        """Continue the saved game; an unreadable save is reported and set aside."""
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
        self._show_table(found.state.game.id)
        self.controller.resume(found.record, found.state)
        self.deal_label.setText(self.tr("Deal #%1").replace("%1", str(found.state.seed)))
        self._rebuild_score_sheet()
        self.statusBar().showMessage(self.tr("Resumed."))
        return True

    def show_rules(self) -> None:
        """The rules of the game in play (or the one picked in the chooser)."""
        state = self.controller.state
        if state is not None and self.stack.currentWidget() is self.table_page:
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
        if self.stack.currentWidget() is not self.table_page or not self.controller.undo():
            if self.stack.currentWidget() is not self.table_page:
                self.statusBar().showMessage(self.tr("There is nothing to undo."))
            return False
        self._rebuild_score_sheet()
        return True

    def fair_deal_report(self) -> tuple[bool, str]:
        """Reveal the secrets of the deals whose hand is over and check them: whether they
        all matched, and the report in words."""
        c = self.controller
        if c.state is None:
            return False, self.tr("There is no game.")
        if c.fair_secret is None:
            return False, self.tr(
                "This game was saved before fair-deal proofs were kept: it has none."
            )
        result = c.verify_deals()
        if not result.deals and result.ok:
            shown = fingerprint(c.commitments[-1].sha256) if c.commitments else ""
            return True, self.tr(
                "The deal in play is revealed once its hand is over. Its fingerprint is %1."
            ).replace("%1", shown)
        lines = []
        for d in result.deals:
            lines.append(
                (
                    self.tr("Deal %1: fingerprint %2, secret %3: it matches.")
                    if d.ok
                    else self.tr("Deal %1: fingerprint %2, secret %3: it does NOT match.")
                )
                .replace("%1", str(d.deal + 1))
                .replace("%2", fingerprint(d.stored))
                .replace("%3", d.salt[:16] + "…")
            )
        head = (
            self.tr("Every finished deal was dealt exactly as its fingerprint promised.")
            if result.ok
            else self.tr("The check failed: %1").replace("%1", result.message)
        )
        return result.ok, head + "\n\n" + "\n".join(lines)

    def show_fair_deal(self) -> None:
        """Game → Reveal and check the deal."""
        ok, text = self.fair_deal_report()
        box = QMessageBox.information if ok else QMessageBox.warning
        box(self, self.tr("Fair deal"), text)

    def _on_controller_hand_events(self, events: list[Any], reset: bool) -> None:
        log = self.hand_log_dock.log
        state = self.controller.state
        if reset or (state is not None and log.game_id != state.game.id):
            log.reset(state.game.id if state is not None else "", self.controller.names, events)
        else:
            log.add(events)

    def _on_controller_fingerprint_changed(self, text: str) -> None:
        self.fingerprint_label.setText(
            self.tr("Deal fingerprint %1").replace("%1", text) if text else ""
        )

    # -- controller signals ----------------------------------------------------------------
    def show_keyboard(self) -> None:
        """Help → Keyboard: every shortcut, read from the window's actions and widgets."""
        KeyboardDialog(self).exec()

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

    def _on_controller_thinking_changed(self, seat: int) -> None:
        self.thinking_bar.setVisible(seat >= 0)

    def _on_controller_buttons_changed(self, buttons: list[Any]) -> None:
        """Show the moves made with buttons; each says why when it is disabled."""
        wanted = [str(b.action) for b in buttons]
        if wanted != list(self.action_buttons):
            # the buttons are pooled, never deleted: a new QPushButton per change of panel
            # kept ~60 kB of native memory per hand (bench/memory.py)
            for w in self.action_buttons.values():
                self.action_bar.removeWidget(w)
                w.hide()
                w.setShortcut(QKeySequence())
            self.action_buttons = {}
            self._button_actions = [b.action for b in buttons]
            # many moves (bids 0-13, a Coinche auction) share the panel in columns
            columns = 1 if len(buttons) <= 8 else 2 if len(buttons) <= 16 else 3
            font = theme.scaled_font(1.15 if columns == 1 else 0.95, bold=True)
            for i, b in enumerate(buttons):
                if i == len(self._button_pool):
                    button = QPushButton()
                    button.clicked.connect(lambda _=False, i=i: self._press_button(i))
                    self._button_pool.append(button)
                w = self._button_pool[i]
                w.setMinimumHeight(40 if columns == 1 else 30)
                w.setFont(font)
                w.setShortcut(QKeySequence(b.shortcut) if b.shortcut else QKeySequence())
                self.action_bar.addWidget(w, i // columns, i % columns)
                w.show()
                self.action_buttons[str(b.action)] = w
        for b in buttons:
            w = self.action_buttons[str(b.action)]
            w.setText(b.label)
            w.setEnabled(b.enabled)
            w.setToolTip(b.tooltip)
            w.setAccessibleDescription(b.tooltip)

    def _press_button(self, index: int) -> None:
        self.controller.play(self._button_actions[index])

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
        if any(r.key == summary.key for r in self.round_rows):
            return
        self.round_rows.append(summary)
        self._fill_score_sheet()

    def _rebuild_score_sheet(self) -> None:
        self.round_rows = self.controller.round_history()
        self._fill_score_sheet()

    def _fill_score_sheet(self) -> None:
        names = self.controller.names
        sheet = self.score_sheet
        sheet.clear()
        sheet.setColumnCount(len(names))
        sheet.setRowCount(len(self.round_rows) + 1)
        sheet.setHorizontalHeaderLabels(names)
        labels = [str(r.key) for r in self.round_rows] + [self.tr("Total")]
        sheet.setVerticalHeaderLabels(labels)
        for i, r in enumerate(self.round_rows):
            for s, text in enumerate(r.sheet_row):
                item = QTableWidgetItem(text)
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole,
                    self.tr("%1, round %2: %3")
                    .replace("%1", names[s])
                    .replace("%2", labels[i])
                    .replace("%3", text),
                )
                sheet.setItem(i, s, item)
        if self.round_rows:
            for s, text in enumerate(self.round_rows[-1].totals):
                item = QTableWidgetItem(text)
                f = item.font()
                f.setBold(True)
                item.setFont(f)
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole,
                    self.tr("%1, total: %2").replace("%1", names[s]).replace("%2", text),
                )
                sheet.setItem(len(self.round_rows), s, item)
            sheet.setAccessibleDescription(
                self.tr("Totals: %1").replace(
                    "%1",
                    ", ".join(f"{names[s]} {t}" for s, t in enumerate(self.round_rows[-1].totals)),
                )
            )
        else:
            sheet.setAccessibleDescription(self.tr("No round has been scored yet."))
        sheet.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

    # -- history, statistics, hints, problem reports ----------------------------------------
    def _build_player_aids(self) -> None:
        """Game → History… and Statistics…, Help → Report a problem…, the Hint button."""
        bar = self.menuBar()
        menus = {a.text(): a.menu() for a in bar.actions() if a.menu() is not None}
        game_menu = menus.get(self.tr("&Game")) or bar.addMenu(self.tr("&Game"))
        quit_action = next((a for a in game_menu.actions() if a.text() == self.tr("&Quit")), None)
        self.history_action = QAction(self.tr("&History…"), self)
        self.history_action.setShortcut(QKeySequence("Ctrl+H"))
        self.history_action.triggered.connect(self.open_history)
        self.stats_action = QAction(self.tr("S&tatistics…"), self)
        self.stats_action.setShortcut(QKeySequence("Ctrl+T"))
        self.stats_action.triggered.connect(self.open_statistics)
        for action in (self.history_action, self.stats_action):
            game_menu.insertAction(quit_action, action)  # before Quit (at the end if none)
        help_menu = menus.get(self.tr("&Help")) or bar.addMenu(self.tr("&Help"))
        self.report_action = QAction(self.tr("&Report a problem…"), self)
        self.report_action.triggered.connect(self.report_problem)
        help_menu.addAction(self.report_action)
        self.hint_button = QPushButton(self.tr("Hint (H)"))
        self.hint_button.setShortcut(QKeySequence("H"))
        self.hint_button.setToolTip(
            self.tr("What would the Hard bot do in your place? (It is only shown, never played.)")
        )
        self.hint_button.clicked.connect(self.ask_hint)
        side = self.menu_button.parentWidget().layout()
        side.insertWidget(side.indexOf(self.menu_button), self.hint_button)
        self.hint_frames: list[Any] = []
        c = self.controller
        c.hint_ready.connect(self._on_controller_hint_ready)
        c.layout_changed.connect(lambda *_: self._clear_hint())
        c.notice.connect(self._on_controller_notice)

    def open_history(self) -> Any:
        """Game → History…: the kept games, replayed step by step."""
        from gui.history import HistoryWindow

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

    def ask_hint(self) -> None:
        """Ask the Hard bot for the player's move (shown, never played)."""
        if self.stack.currentWidget() is not self.table_page:
            return
        if self.controller.request_hint():
            self.statusBar().showMessage(self.tr("Thinking about a hint…"))
        else:
            self.statusBar().showMessage(self.tr("A hint is given on your turn."), 4000)

    def _on_controller_hint_ready(self, action: Any) -> None:
        from gui.history import action_cards, move_words

        c = self.controller
        assert c.state is not None
        text = self.tr("Hint: the Hard bot would %1.").replace(
            "%1", move_words(c.state.game.id, action)
        )
        self.statusBar().showMessage(text, 20000)
        self.hint_button.setAccessibleDescription(text)
        self._clear_hint()
        from PySide6.QtGui import QColor, QPen
        from PySide6.QtWidgets import QGraphicsRectItem

        for card in action_cards(action, c.observation):
            item = self.scene.items_by_key.get(f"c:{card}")
            if item is None or not item.isVisible():
                continue
            frame = QGraphicsRectItem(item.sceneBoundingRect().adjusted(-4, -4, 4, 4))
            frame.setPen(QPen(QColor("#ffd166"), 4))
            frame.setZValue(900)
            self.scene.addItem(frame)
            self.hint_frames.append(frame)

    def _clear_hint(self) -> None:
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
        self.settings.geometry = bytes(self.saveGeometry().toBase64()).decode()
        self.save_settings()
        self.controller.shutdown()
        super().closeEvent(event)
