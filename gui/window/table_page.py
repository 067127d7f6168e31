"""The table page: the card table, and the side panel beside it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QPushButton, QVBoxLayout, QWidget

from gui import theme

translate = QCoreApplication.translate


class TablePage(QWidget):
    """The card table (``view``) under the tutorial's hint line and, in a side panel, the
    move buttons (``moves``, a layout), the score sheet, the player's aids (``add_aid``)
    and Back to games, which emits ``back_requested``."""

    back_requested = Signal()

    def __init__(
        self, view: QWidget, moves: QLayout, score_sheet: QWidget, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._side = QVBoxLayout()
        self.back_button = QPushButton(translate("MainWindow", "Back to games"))
        self._side.addLayout(moves)
        self._side.addWidget(QLabel(translate("MainWindow", "Score sheet")))
        self._side.addWidget(score_sheet, 1)
        self._side.addWidget(self.back_button)
        panel = QWidget()
        panel.setLayout(self._side)
        panel.setFixedWidth(250)
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setVisible(False)
        self.hint_label.setStyleSheet(
            "background: #fff3bf; color: #1b1b1b; padding: 8px; border-bottom: 2px solid #f4a261;"
        )
        self.hint_label.setFont(theme.scaled_font(1.15))
        self.hint_label.setAccessibleName(translate("MainWindow", "Tutorial hint"))
        centre = QVBoxLayout()
        centre.setContentsMargins(0, 0, 0, 0)
        centre.setSpacing(0)
        centre.addWidget(self.hint_label)
        centre.addWidget(view, 1)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(centre, 1)
        lay.addWidget(panel)
        self.back_button.clicked.connect(self.back_requested)

    def add_aid(self, button: QPushButton) -> None:
        """Put a button in the side panel, above Back to games."""
        self._side.insertWidget(self._side.indexOf(self.back_button), button)

    def show_hint(self, text: str) -> None:
        """The tutorial's hint above the table ("" hides the line)."""
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))
