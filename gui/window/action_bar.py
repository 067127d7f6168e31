"""The moves made with buttons, above the score sheet."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGridLayout, QPushButton

from gui import theme


class ActionBar(QGridLayout):
    """The buttons for the moves the controller offers (Declare, bids, Pass…): one column
    up to 8 moves, then two or three in a smaller font. A disabled button says why in its
    tooltip and accessible description. A layout, not a widget, so an empty bar takes no
    room in the side panel."""

    chosen = Signal(object)  # the move of the button pressed (an Action)

    def __init__(self) -> None:
        super().__init__()
        self.buttons: dict[str, QPushButton] = {}  # by action text, as shown now
        self._pool: list[QPushButton] = []
        self._actions: list[Any] = []

    def show_moves(self, buttons: list[Any]) -> None:
        """Show these moves (the controller's buttons: action, label, enabled, tooltip and
        shortcut)."""
        wanted = [str(b.action) for b in buttons]
        if wanted != list(self.buttons):
            # the buttons are pooled, never deleted: a new QPushButton per change of panel
            # kept ~60 kB of native memory per hand (bench/memory.py)
            for w in self.buttons.values():
                self.removeWidget(w)
                w.hide()
                w.setShortcut(QKeySequence())
            self.buttons = {}
            self._actions = [b.action for b in buttons]
            # many moves (bids 0-13, a Coinche auction) share the panel in columns
            columns = 1 if len(buttons) <= 8 else 2 if len(buttons) <= 16 else 3
            font = theme.scaled_font(1.15 if columns == 1 else 0.95, bold=True)
            for i, b in enumerate(buttons):
                if i == len(self._pool):
                    button = QPushButton()
                    button.clicked.connect(lambda _=False, i=i: self.chosen.emit(self._actions[i]))
                    self._pool.append(button)
                w = self._pool[i]
                w.setMinimumHeight(40 if columns == 1 else 30)
                w.setFont(font)
                w.setShortcut(QKeySequence(b.shortcut) if b.shortcut else QKeySequence())
                self.addWidget(w, i // columns, i % columns)
                w.show()
                self.buttons[str(b.action)] = w
        for b in buttons:
            w = self.buttons[str(b.action)]
            w.setText(b.label)
            w.setEnabled(b.enabled)
            w.setToolTip(b.tooltip)
            w.setAccessibleDescription(b.tooltip)
