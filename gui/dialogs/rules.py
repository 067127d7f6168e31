"""The rules viewer: a game's rules as HTML (``gui.rules_text.rules_html``)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

WIDTH, HEIGHT = 620, 640  # the dialog's width, and its height at most


class RulesDialog(QDialog):
    """The rules of the game in play, with the table's own numbers."""

    def __init__(self, html: str, parent: QWidget | None = None, title: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Rules"))
        view = QTextBrowser()
        view.setHtml(html)
        lay = QVBoxLayout(self)
        lay.addWidget(view)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        # as tall as its text, up to 640 px (then it scrolls): an option's three lines of
        # help opened in a box 640 px high
        doc = view.document()
        doc.setTextWidth(WIDTH - 48)
        text = int(doc.size().height()) + 2 * view.frameWidth() + 8
        rest = buttons.sizeHint().height() + lay.spacing() + 2 * 12
        # and never taller than the screen it opens on (less room for a title bar): at
        # 800x600 its Close button was off the screen (helper-6)
        screen = (
            parent.screen() if parent is not None else None
        ) or QGuiApplication.primaryScreen()
        tallest = HEIGHT
        if screen is not None and screen.availableGeometry().height() > 0:
            tallest = min(HEIGHT, screen.availableGeometry().height() - 60)
        self.resize(WIDTH, max(180, min(tallest, text + rest)))
        self.view = view
