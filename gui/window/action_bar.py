"""The moves made with buttons, in a row under the felt."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGridLayout, QPushButton

from gui import theme


class ActionBar(QGridLayout):
    """The buttons for the moves the controller offers (Declare, bids, Pass…): one row
    up to 8 moves, then two or three rows in a smaller font. A disabled button says why in its
    tooltip and accessible description. A layout, not a widget, so an empty bar takes no
    room under the felt."""

    chosen = Signal(object)  # the move of the button pressed (an Action)

    def __init__(self) -> None:
        super().__init__()
        self.buttons: dict[str, QPushButton] = {}  # by action text, as shown now
        self._pool: list[QPushButton] = []
        self._actions: list[Any] = []
        self._room: Callable[[], int] | None = None

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
            font = theme.scaled_font(1.1 if len(buttons) <= 8 else 0.95, bold=True)
            for i, b in enumerate(buttons):
                if i == len(self._pool):
                    button = QPushButton()
                    button.clicked.connect(lambda _=False, i=i: self.chosen.emit(self._actions[i]))
                    self._pool.append(button)
                w = self._pool[i]
                w.setFont(font)
                w.setShortcut(QKeySequence(b.shortcut) if b.shortcut else QKeySequence())
                self.buttons[str(b.action)] = w
        for b in buttons:
            w = self.buttons[str(b.action)]
            w.setText(b.label)
            w.setEnabled(b.enabled)
            w.setToolTip(b.tooltip)
            w.setAccessibleDescription(b.tooltip)
        self.arrange()

    def arrange(self) -> None:
        """Put the buttons in as few rows as the room under the felt allows (``room``, in
        pixels), so no label is cut: many moves (bids 0-13, an auction) take two or more."""
        shown = list(self.buttons.values())
        for w in shown:
            self.removeWidget(w)
        if not shown:
            return
        room = self.room()
        gap = max(self.horizontalSpacing(), 0)
        widths = [w.sizeHint().width() for w in shown]
        columns = 1
        for c in range(min(len(shown), 12), 0, -1):
            lines = [widths[i : i + c] for i in range(0, len(widths), c)]
            if c == 1 or all(sum(r) + gap * (len(r) - 1) <= room for r in lines):
                columns = c
                break
        rows = -(-len(shown) // columns)
        for i, w in enumerate(shown):
            w.setMinimumHeight(36 if rows == 1 else 28)
            self.addWidget(w, i // columns, i % columns)
            w.show()
        # the row under the felt grows to the most rows it needed and keeps that height, so
        # the felt does not jump (and cut a card's flight short) as the moves change
        holder = self.parentWidget()
        if holder is not None:
            lay = holder.layout()
            extra = (
                0 if lay is None else lay.contentsMargins().top() + lay.contentsMargins().bottom()
            )
            need = self.sizeHint().height() + extra
            holder.setMinimumHeight(max(holder.minimumHeight(), need))

    def room(self) -> int:
        """The width the buttons may take (the table page says; unbounded otherwise)."""
        return self._room() if self._room is not None else 10**6

    def set_room(self, room: Callable[[], int]) -> None:
        """Where ``room`` comes from (the row under the felt, less its other buttons)."""
        self._room = room
