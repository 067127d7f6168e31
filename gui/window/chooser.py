"""The game chooser: the first page of the window, a tile per game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPixmap, QResizeEvent, QTransform
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.registry import list_games
from gui import theme
from gui.games import adapter_for, has_table, plugin_for, plugins
from gui.table.scene import CARD_H, CARD_W, renderer
from gui.text import game_description, game_name, player_count

translate = QCoreApplication.translate


def picture_cards(game_id: str) -> list[str]:
    """The deck elements drawn on a game's tile: its chosen cards that its deck has, or the
    deck's first four faces."""
    deck = renderer(adapter_for(game_id).deck_art) if has_table(game_id) else None
    if deck is None:
        return []
    chosen = [c for c in plugin_for(game_id).picture if deck.elementExists(c)]
    if chosen:
        return chosen
    import xml.etree.ElementTree as ET

    from gui.resources import deck_svg

    root = ET.parse(deck_svg(adapter_for(game_id).deck_art)).getroot()
    ids = [g.get("id") or "" for g in root.findall("{http://www.w3.org/2000/svg}g")]
    return [i for i in ids if i and not i.startswith(("fc_", "back_"))][:4]


def card_fan(game_id: str, width: int, dpr: float = 1.0) -> QPixmap:
    """A fan of the game's own cards, rendered from its deck SVG, ``width`` pixels wide."""
    cards = picture_cards(game_id)
    card_w = width * 0.37
    card_h = card_w * CARD_H / CARD_W
    height = round(card_h * 1.3)
    pm = QPixmap(round(width * dpr), round(height * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    if not cards:
        return pm
    deck = renderer(adapter_for(game_id).deck_art)
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    n = len(cards)
    for i, element in enumerate(cards):
        t = i - (n - 1) / 2
        angle = 9.0 * t
        centre = QPointF(width / 2 + t * card_w * 0.42, height * 0.54 + abs(t) * card_h * 0.03)
        painter.setTransform(
            QTransform().translate(centre.x(), centre.y()).rotate(angle), combine=False
        )
        deck.render(painter, element, QRectF(-card_w / 2, -card_h / 2, card_w, card_h))
    painter.end()
    return pm


class GameTile(QFrame):
    """One game: a fan of its cards, its name, players and one line, and its buttons
    (New game, Continue on the game with a save, its tutorial if it has one)."""

    picked = Signal()  # a click on the tile
    chosen = Signal()  # a double click: New game

    def __init__(self, game_id: str, name: str, players: str, line: str, parent=None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName("gameTile")
        self.setAutoFillBackground(True)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name_label = QLabel(name)
        self.name_label.setFont(theme.scaled_font(1.35, bold=True))
        self.players_label = QLabel(players)
        self.line_label = QLabel(line)
        self.line_label.setWordWrap(True)
        self.line_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.new_button = QPushButton(translate("MainWindow", "New game"))
        self.continue_button = QPushButton(translate("MainWindow", "Continue"))
        self.continue_button.setVisible(False)
        self.tutorial_button: QPushButton | None = None
        # Continue, when the game has a save, is the tile's first choice, on a row of its
        # own: three buttons side by side do not fit a tile at 1024 px
        self.buttons = QHBoxLayout()
        self.buttons.addWidget(self.new_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 10, 12, 10)
        lay.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.name_label)
        lay.addWidget(self.players_label)
        lay.addWidget(self.line_label, 1)
        lay.addWidget(self.continue_button)
        lay.addLayout(self.buttons)
        self.setAccessibleName(name)
        self.setAccessibleDescription(f"{players}. {line}")
        self.set_current(False)

    def add_tutorial(self, title: str) -> QPushButton:
        """The game's tutorial button, on its tile."""
        # the tile names the game: a short label fits its width in every language, the
        # whole title (which tutorial) is the tooltip and the accessible name
        self.tutorial_button = QPushButton(translate("MainWindow", "Tutorial"))
        self.tutorial_button.setToolTip(title.replace("&", ""))
        self.tutorial_button.setAccessibleName(title.replace("&", ""))
        self.buttons.addWidget(self.tutorial_button)
        return self.tutorial_button

    def set_picture_width(self, width: int) -> None:
        self.picture.setPixmap(card_fan(self.game_id, width, self.devicePixelRatioF()))

    def set_current(self, current: bool) -> None:
        """Framed as the game picked (the list's current item)."""
        self.setProperty("current", current)
        # the thick frame of the game picked takes the room of the thin one's padding: the
        # tile's contents stay where they are (they stepped by 2 px as it was picked)
        border = (
            "3px solid palette(highlight); padding: 0px"
            if current
            else "1px solid palette(mid); padding: 2px"
        )
        self.setStyleSheet(
            f"QFrame#gameTile {{ border: {border}; border-radius: 10px;"
            " background: palette(base); }"
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.picked.emit()
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.isEnabled():
            self.chosen.emit()
        super().mouseDoubleClickEvent(event)


class ChooserPage(QWidget):
    """The games as tiles (those without a table greyed) in a list that keeps arrow keys and
    Enter, and the buttons: New game, Resume, Settings, Rules and Quit; each tile has its
    own New game, Continue (the game with a save) and tutorial. Each button (and a double
    click or Enter on a game, for New game) emits its request; the window answers them."""

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
        self.game_list.setViewMode(QListView.ViewMode.IconMode)
        self.game_list.setFlow(QListView.Flow.LeftToRight)
        self.game_list.setWrapping(True)
        self.game_list.setMovement(QListView.Movement.Static)
        self.game_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.game_list.setSpacing(8)
        self.game_list.setFrameShape(QFrame.Shape.NoFrame)
        self.game_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tiles: dict[str, GameTile] = {}
        self.tutorial_buttons: dict[str, QPushButton] = {}
        tutorials = {p.game_id: p.tutorial for p in plugins() if p.tutorial is not None}
        for g in list_games():
            players = player_count(g.min_players, g.max_players)
            line = game_description(g.id, g.description)
            item = QListWidgetItem(f"{game_name(g.id)}  ·  {players}\n{line}")
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            tile = GameTile(g.id, game_name(g.id), players, line)
            if not has_table(g.id):
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                tip = translate(
                    "MainWindow",
                    "Its table is not ready yet; play it headless with python -m engine play.",
                )
                item.setToolTip(tip)
                tile.setToolTip(tip)
                tile.setEnabled(False)
            tutorial = tutorials.get(g.id)
            if tutorial is not None:
                button = tile.add_tutorial(translate("MainWindow", tutorial.title))
                button.clicked.connect(lambda _=False, gid=g.id: self.tutorial_requested.emit(gid))
                self.tutorial_buttons[g.id] = button
            self.game_list.addItem(item)
            self.game_list.setItemWidget(item, tile)
            self.tiles[g.id] = tile
            tile.picked.connect(lambda it=item: self.game_list.setCurrentItem(it))
            tile.chosen.connect(self.new_game_requested)
            tile.new_button.clicked.connect(lambda _=False, it=item: self._new_for(it))
            tile.continue_button.clicked.connect(lambda _=False, it=item: self._resume_for(it))
            if g.id == last_game:
                self.game_list.setCurrentItem(item)
        self.game_list.currentItemChanged.connect(self._show_current)
        if self.game_list.currentItem() is None:
            self.game_list.setCurrentRow(0)
        self._show_current(self.game_list.currentItem(), None)
        self.game_list.itemActivated.connect(lambda *_: self.new_game_requested.emit())
        self.new_button = QPushButton(translate("MainWindow", "&New game"))
        self.resume_button = QPushButton(translate("MainWindow", "&Resume"))
        self.settings_button = QPushButton(translate("MainWindow", "&Settings"))
        self.rules_button = QPushButton(translate("MainWindow", "R&ules"))
        self.quit_button = QPushButton(translate("MainWindow", "&Quit"))
        buttons = QHBoxLayout()
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
            if b is self.rules_button:
                buttons.addStretch()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(30, 20, 30, 20)
        lay.addWidget(title)
        lay.addWidget(self.game_list, 1)
        lay.addLayout(buttons)
        self._tile_size = QSize()
        self._fit_tiles()

    def _new_for(self, item: QListWidgetItem) -> None:
        self.game_list.setCurrentItem(item)
        self.new_game_requested.emit()

    def _resume_for(self, item: QListWidgetItem) -> None:
        self.game_list.setCurrentItem(item)
        self.resume_requested.emit()

    def _show_current(self, item: QListWidgetItem | None, _old: object) -> None:
        current = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        for game_id, tile in self.tiles.items():
            tile.set_current(game_id == current)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_tiles()

    def _fit_tiles(self) -> None:
        """Tiles as large as the page allows: every game in one row when it fits."""
        n = max(1, self.game_list.count())
        # the list's width less a scroll bar's, so that a scroll bar never rewraps the tiles
        bar = self.game_list.style().pixelMetric(
            self.game_list.style().PixelMetric.PM_ScrollBarExtent
        )
        avail_w = max(200, self.game_list.width() - bar - 12)
        avail_h = max(200, self.game_list.height() - 12)
        spacing = 2 * self.game_list.spacing() + 2
        per_row = n
        w = min(360, avail_w // per_row - spacing)
        while w < 200 and per_row > 1:
            per_row -= 1
            w = min(360, avail_w // per_row - spacing)
        rows = -(-n // per_row)
        h = min(round(w * 1.55), max(260, avail_h // rows - spacing))
        size = QSize(w, h)
        if size == self._tile_size:
            return
        self._tile_size = size
        for row in range(self.game_list.count()):
            item = self.game_list.item(row)
            item.setSizeHint(size)
            tile = self.game_list.itemWidget(item)
            if isinstance(tile, GameTile):
                tile.setFixedSize(size)
                tile.set_picture_width(min(w - 30, round(h * 0.75)))
        self.game_list.setGridSize(QSize(w + spacing, h + spacing))

    def current_item(self) -> QListWidgetItem | None:
        """The game picked (its id is the item's ``UserRole`` data), if any."""
        return self.game_list.currentItem()

    def select_game(self, game_id: str) -> None:
        """Make ``game_id`` the game picked."""
        for row in range(self.game_list.count()):
            item = self.game_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == game_id:
                self.game_list.setCurrentItem(item)

    def set_resume_enabled(self, enabled: bool, game_id: str | None = None) -> None:
        """Resume is offered when a game is in progress or a readable save exists; the tile
        of that game (when known) says Continue."""
        self.resume_button.setEnabled(enabled)
        for gid, tile in self.tiles.items():
            tile.continue_button.setVisible(enabled and gid == game_id)
