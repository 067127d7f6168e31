"""The rules viewer: a game's rules as HTML (``gui.rules_text.rules_html``)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


class RulesDialog(QDialog):
    """The rules of the game in play, with the table's own numbers."""

    def __init__(self, html: str, parent: QWidget | None = None, title: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Rules"))
        view = QTextBrowser()
        view.setHtml(html)
        lay = QVBoxLayout(self)
        lay.addWidget(view)
        self.resize(620, 640)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
