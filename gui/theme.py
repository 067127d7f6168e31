"""The app's look: light and dark palettes (following the system by default) and table felts.

Every widget uses the Fusion style with a palette chosen here, so light and dark look the
same on every platform. Qt 6.8+ also gets the colour scheme request
(``QStyleHints.setColorScheme``) so native dialogs and title bars follow where the platform
supports it. Widgets take colours from the palette; the few fixed colours (the felt, the
tutorial hint, error text) come from here.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QImage, QPalette
from PySide6.QtWidgets import QApplication, QTableWidget, QWidget

from gui.services.storage import THEMES

if TYPE_CHECKING:  # QtCharts is loaded only by the statistics dialog
    from PySide6.QtCharts import QChart

# Felt colours: (centre of the table, edge of the table).
FELT_COLOURS: Final[dict[str, tuple[str, str]]] = {
    "green": ("#2f8a55", "#123f27"),
    "blue": ("#2f6ea8", "#122c4a"),
    "red": ("#9e3038", "#3e1015"),
    "grey": ("#646b70", "#25292c"),
}

_DARK: Final[dict[QPalette.ColorRole, str]] = {
    QPalette.ColorRole.Window: "#2a2c30",
    QPalette.ColorRole.WindowText: "#e9e9ea",
    QPalette.ColorRole.Base: "#1e2023",
    QPalette.ColorRole.AlternateBase: "#272a2e",
    QPalette.ColorRole.ToolTipBase: "#3b3e44",
    QPalette.ColorRole.ToolTipText: "#f2f2f2",
    QPalette.ColorRole.PlaceholderText: "#9a9ca0",
    QPalette.ColorRole.Text: "#e9e9ea",
    QPalette.ColorRole.Button: "#363940",
    QPalette.ColorRole.ButtonText: "#e9e9ea",
    QPalette.ColorRole.BrightText: "#ff6b6b",
    QPalette.ColorRole.Light: "#4a4e56",
    QPalette.ColorRole.Midlight: "#40444b",
    QPalette.ColorRole.Mid: "#2f3237",
    QPalette.ColorRole.Dark: "#1a1c1f",
    QPalette.ColorRole.Shadow: "#0c0d0e",
    QPalette.ColorRole.Highlight: "#3d7fd6",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.Link: "#7cb8ff",
    QPalette.ColorRole.LinkVisited: "#c49bff",
}
_DARK_DISABLED: Final[dict[QPalette.ColorRole, str]] = {
    QPalette.ColorRole.WindowText: "#7d8086",
    QPalette.ColorRole.Text: "#7d8086",
    QPalette.ColorRole.ButtonText: "#7d8086",
    QPalette.ColorRole.Button: "#2e3136",
    QPalette.ColorRole.Highlight: "#4a4e56",
}


class _Follower(QObject):
    """Re-applies the theme when the system switches between light and dark."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.choice = "system"
        app.styleHints().colorSchemeChanged.connect(self._on_hints_color_scheme_changed)

    def _on_hints_color_scheme_changed(self, scheme: Qt.ColorScheme) -> None:
        global _system_scheme
        if self.choice == "system":
            _system_scheme = scheme
            app = QApplication.instance()
            if isinstance(app, QApplication):
                _set_palette(app, self.choice)


_follower: _Follower | None = None
_system_scheme: Qt.ColorScheme | None = None


def dark_palette() -> QPalette:
    """The dark palette."""
    pal = QPalette()
    for role, colour in _DARK.items():
        pal.setColor(role, QColor(colour))
    for role, colour in _DARK_DISABLED.items():
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    return pal


def light_palette() -> QPalette:
    """The light palette (Fusion's own)."""
    style = QApplication.style()
    return style.standardPalette()


def effective(choice: str) -> str:
    """``"light"`` or ``"dark"``: the choice, or the system's scheme for ``"system"``."""
    if choice in ("light", "dark"):
        return choice
    scheme = _system_scheme if _system_scheme is not None else Qt.ColorScheme.Unknown
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def _set_palette(app: QApplication, choice: str) -> None:
    app.setPalette(dark_palette() if effective(choice) == "dark" else light_palette())


def apply_theme(choice: str) -> str:
    """Use the theme ``choice`` ("system", "light" or "dark") for the whole app now.

    Returns the theme in effect ("light" or "dark"). Unknown choices follow the system.
    """
    global _follower, _system_scheme
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return "light"
    if choice not in THEMES:
        choice = "system"
    hints = app.styleHints()
    if _follower is None:
        app.setStyle("Fusion")
        _follower = _Follower(app)
    _follower.choice = choice
    # ask the platform for the scheme (native dialogs follow it where supported) ...
    if choice == "system":
        hints.unsetColorScheme()
    else:
        hints.setColorScheme(Qt.ColorScheme.Dark if choice == "dark" else Qt.ColorScheme.Light)
    if choice == "system":
        _system_scheme = hints.colorScheme()
    # ... and set the palette ourselves: many platforms (and offscreen tests) ignore it
    _set_palette(app, choice)
    return effective(choice)


def is_dark(widget: QWidget | None = None) -> bool:
    """Whether the palette in use is a dark one."""
    pal = widget.palette() if widget is not None else QGuiApplication.palette()
    return pal.color(QPalette.ColorRole.Window).lightness() < 128


def error_colour(widget: QWidget | None = None) -> str:
    """A red that reads well on the current window colour."""
    return "#ff8a80" if is_dark(widget) else "#b00020"


def success_colour(widget: QWidget | None = None) -> str:
    """A green that reads well on the current window colour."""
    return "#6fdcb4" if is_dark(widget) else "#1f7a6d"


_FONTS: list[int] = []


def install_fonts() -> None:
    """Register the app's own font (once): the suit symbols the system's fonts lack (the
    Flame), drawn from the card art. Qt falls back to it for those characters only, in
    every text (table, hand log, History, dialogs)."""
    if not _FONTS:
        from gui.resources import suit_font

        _FONTS.append(QFontDatabase.addApplicationFont(str(suit_font())))


def scaled_font(factor: float, bold: bool = False, base: QFont | None = None) -> QFont:
    """The app font (the system's size) scaled by ``factor``: text follows the system size."""
    font = QFont(base if base is not None else QGuiApplication.font())
    size = font.pointSizeF()
    if size > 0:
        font.setPointSizeF(size * factor)
    else:  # a pixel-sized app font
        font.setPixelSize(max(1, round(font.pixelSize() * factor)))
    font.setBold(bold)
    return font


BUTTON_ROOM = 16  # pixels a move button adds to its own width, for its label's margins


def roomy_width(button: QWidget) -> int:
    """The width a move button asks for with room either side of its label: the style's
    own hint left "Annoncer Tierce, Tierce" touching the button's edges."""
    return button.sizeHint().width() + BUTTON_ROOM


def rows_height(table: QTableWidget) -> int:
    """How tall ``table`` must be to show its header and every row, no empty band below
    (a round summary, the final standings)."""
    table.resizeRowsToContents()
    header = table.horizontalHeader().sizeHint().height()
    return header + table.verticalHeader().length() + 2 * table.frameWidth()


def felt_colours(felt: str) -> tuple[QColor, QColor]:
    """The centre and edge colours of a felt (unknown names give green)."""
    centre, edge = FELT_COLOURS.get(felt, FELT_COLOURS["green"])
    return QColor(centre), QColor(edge)


_texture: QImage | None = None


def felt_texture() -> QImage:
    """A small tileable grain (light and dark specks) laid over the felt, made once."""
    global _texture
    if _texture is None:
        size = 96
        img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        rng = random.Random(7)  # the same grain every run
        for y in range(size):
            for x in range(size):
                v = rng.random()
                if v < 0.18:
                    img.setPixelColor(x, y, QColor(0, 0, 0, rng.randint(10, 26)))
                elif v > 0.86:
                    img.setPixelColor(x, y, QColor(255, 255, 255, rng.randint(6, 16)))
        _texture = img
    return _texture


def colour_chart(chart: QChart) -> None:
    """Give a QtCharts chart the palette's colours (charts are white whatever the theme).

    Call it once the axes are attached; series keep their own colours.
    """
    pal = QGuiApplication.palette()
    base = pal.color(QPalette.ColorRole.Base)
    text = pal.color(QPalette.ColorRole.Text)
    grid = QColor(text)
    grid.setAlpha(50)
    chart.setBackgroundBrush(base)
    chart.setTitleBrush(text)
    chart.legend().setLabelColor(text)
    for axis in chart.axes():
        axis.setLabelsBrush(text)
        axis.setTitleBrush(text)
        axis.setGridLineColor(grid)
        axis.setLinePenColor(grid)
