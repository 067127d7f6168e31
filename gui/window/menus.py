"""The menu bar: Game, Edit, View and Help."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from gui.games import plugins

translate = QCoreApplication.translate


class MenuBar(QMenuBar):
    """The menus and their shortcuts. The actions are attributes (``new_game_action``…);
    the window connects their ``triggered`` signals. View shows ``drawer_action``, the
    table page's action that opens or closes the side drawer (score sheet and hand log)."""

    def __init__(self, drawer_action: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        game = self.addMenu(translate("MainWindow", "&Game"))
        Key = QKeySequence.StandardKey
        self.new_game_action = self._add(game, translate("MainWindow", "&New game…"), Key.New)
        self.resume_action = self._add(game, translate("MainWindow", "&Resume"))
        self.settings_action = self._add(
            game, translate("MainWindow", "&Settings…"), Key.Preferences
        )
        self.rules_action = self._add(game, translate("MainWindow", "&Rules"), Key.HelpContents)
        self.check_deal_action = self._add(
            game, translate("MainWindow", "Reveal and &check the deal…")
        )
        self.history_action = self._add(
            game, translate("MainWindow", "&History…"), QKeySequence("Ctrl+H")
        )
        self.stats_action = self._add(
            game, translate("MainWindow", "S&tatistics…"), QKeySequence("Ctrl+T")
        )
        self.quit_action = self._add(game, translate("MainWindow", "&Quit"), Key.Quit)
        edit = self.addMenu(translate("MainWindow", "&Edit"))
        self.undo_action = self._add(
            edit, translate("MainWindow", "&Undo your last move"), Key.Undo
        )
        view = self.addMenu(translate("MainWindow", "&View"))
        view.addAction(drawer_action)
        help_menu = self.addMenu(translate("MainWindow", "&Help"))
        # every game's tutorials, by tutorial id (the game id for a game's first)
        self.tutorial_actions = {
            tid: self._add(help_menu, translate("MainWindow", t.title))
            for p in plugins()
            for tid, t in p.all_tutorials()
        }
        help_menu.addSeparator()
        self.keyboard_action = self._add(
            help_menu, translate("MainWindow", "&Keyboard…"), QKeySequence("Ctrl+/")
        )
        self.report_action = self._add(help_menu, translate("MainWindow", "&Report a problem…"))

    def _add(
        self,
        menu: QMenu,
        text: str,
        shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        menu.addAction(action)
        return action
