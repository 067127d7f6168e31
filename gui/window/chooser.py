"""The game chooser: the first page of the window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.registry import list_games
from gui import theme
from gui.games import has_table, plugins
from gui.text import game_description, game_name, player_count

translate = QCoreApplication.translate


class ChooserPage(QWidget):
    """The games with their player counts (those without a table greyed), and the buttons:
    New game, Resume, the tutorial, Settings, Rules and Quit. Each button (and a double
    click on a game, for New game) emits its request; the window answers them."""

    new_game_requested = Signal()
    resume_requested = Signal()
    tutorial_requested = Signal(str)  # the game id
    settings_requested = Signal()
    rules_requested = Signal()
    quit_requested = Signal()

    def __init__(self, last_game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel(translate("MainWindow", "Card Table"))
        title.setFont(theme.scaled_font(2.2, bold=True))
        self.game_list = QListWidget()
        self.game_list.setAccessibleName(translate("MainWindow", "Games"))
        for g in list_games():
            text = f"{game_name(g.id)}  ·  " + player_count(g.min_players, g.max_players)
            text += "\n" + game_description(g.id, g.description)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            if not has_table(g.id):
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(
                    translate(
                        "MainWindow",
                        "Its table is not ready yet; play it headless with python -m engine play.",
                    )
                )
            self.game_list.addItem(item)
            if g.id == last_game:
                self.game_list.setCurrentItem(item)
        if self.game_list.currentItem() is None:
            self.game_list.setCurrentRow(0)
        self.game_list.itemDoubleClicked.connect(lambda *_: self.new_game_requested.emit())
        self.new_button = QPushButton(translate("MainWindow", "&New game"))
        self.resume_button = QPushButton(translate("MainWindow", "&Resume"))
        self.settings_button = QPushButton(translate("MainWindow", "&Settings"))
        self.rules_button = QPushButton(translate("MainWindow", "R&ules"))
        # a tutorial for every game whose plugin has one
        self.tutorial_buttons = {
            p.game_id: QPushButton(translate("MainWindow", p.tutorial.title))
            for p in plugins()
            if p.tutorial is not None
        }
        self.quit_button = QPushButton(translate("MainWindow", "&Quit"))
        buttons = QVBoxLayout()
        for b, request in (
            (self.new_button, self.new_game_requested),
            (self.resume_button, self.resume_requested),
            (self.settings_button, self.settings_requested),
            (self.rules_button, self.rules_requested),
            (self.quit_button, self.quit_requested),
        ):
            b.setMinimumHeight(36)
            buttons.addWidget(b)
            b.clicked.connect(request)
            if b is self.resume_button:  # the tutorials come after Resume
                for game_id, t in self.tutorial_buttons.items():
                    t.setMinimumHeight(36)
                    buttons.addWidget(t)
                    t.clicked.connect(lambda _=False, g=game_id: self.tutorial_requested.emit(g))
        buttons.addStretch()
        row = QHBoxLayout()
        row.addWidget(self.game_list, 3)
        row.addLayout(buttons, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(40, 30, 40, 30)
        lay.addWidget(title)
        lay.addLayout(row)

    def current_item(self) -> QListWidgetItem | None:
        """The game picked (its id is the item's ``UserRole`` data), if any."""
        return self.game_list.currentItem()

    def set_resume_enabled(self, enabled: bool) -> None:
        """Resume is offered when a readable save exists."""
        self.resume_button.setEnabled(enabled)
