"""The moves made with buttons, in a row under the felt."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton

from gui import theme
from gui.window.bet_slider import BetSlider
from gui.window.bid_chooser import BidChooser

POINTED = "border: 3px solid #ffd166;"  # the hint's frame around the move it names


class ActionBar(QGridLayout):
    """The buttons for the moves the controller offers (Declare, bids, Pass…): in one row
    when they fit the room under the felt, else in as few rows as their labels need (a
    smaller font past 8 moves). A disabled button says why in its tooltip and accessible
    description. A layout, not a widget, so an empty bar takes no room.

    Moves offered as chooser cells (``choice``) go to the bid chooser under the buttons,
    a stake of any amount (``amount``) to the bet slider; both emit ``chosen`` too."""

    chosen = Signal(object)  # the move of the button pressed (an Action)

    def __init__(self) -> None:
        super().__init__()
        self.buttons: dict[str, QPushButton] = {}  # by action text, as shown now
        self._pool: list[QPushButton] = []
        self._actions: list[Any] = []
        self.bid_chooser = BidChooser()
        self.bid_chooser.hide()
        self.bid_chooser.chosen.connect(self.chosen)
        self.bet_slider = BetSlider()
        self.bet_slider.hide()
        self.bet_slider.chosen.connect(self.chosen)
        self._pointed: list[Any] = []
        self._shape: list[str] = []  # what is shown, in order (see show_moves)
        self._room: Callable[[], int] | None = None
        # a line under the moves for a button whose move ``explain``s itself: why it is
        # greyed out, or what it does (``note``)
        self.why = QLabel()
        self.why.setWordWrap(True)
        self.why.setFont(theme.scaled_font(0.95))
        lines = 2  # room for two lines, said or not: a longer or shorter reason moves nothing
        self.why.setFixedHeight(self.why.fontMetrics().lineSpacing() * lines + 4)
        self.why.hide()
        self._why_shown = False

    def show_moves(self, moves: list[Any]) -> None:
        """Show these moves (the controller's buttons: action, label, enabled, tooltip and
        shortcut), in their order; chooser cells and stakes of any amount go to their widget,
        a row of its own where the first of them comes."""
        self.clear_pointer()
        buttons = [b for b in moves if b.choice is None and b.amount is None]
        cells = [b for b in moves if b.choice is not None]
        stakes = [b for b in moves if b.amount is not None]
        # the shape: each button's action text, "<bids>" and "<stake>" for the widgets
        shape: list[str] = []
        for b in moves:
            key = "<bids>" if b.choice else "<stake>" if b.amount else str(b.action)
            if key not in shape[-1:] and not (key.startswith("<") and key in shape):
                shape.append(key)
        if shape != self._shape:
            self._shape = shape
            # the buttons are pooled, never deleted: a new QPushButton per change of panel
            # kept ~60 kB of native memory per hand (bench/memory.py)
            for w in [*self.buttons.values(), self.bid_chooser, self.bet_slider]:
                self.removeWidget(w)
                w.hide()
            for w in self.buttons.values():
                w.setShortcut(QKeySequence())
            self.buttons = {}
            self._actions = [b.action for b in buttons]
            font = theme.scaled_font(1.1 if len(buttons) <= 8 else 0.95, bold=True)
            i = 0
            for key in shape:
                if key.startswith("<"):
                    continue
                if i == len(self._pool):
                    button = QPushButton()
                    button.clicked.connect(lambda _=False, i=i: self.chosen.emit(self._actions[i]))
                    self._pool.append(button)
                w = self._pool[i]
                i += 1
                w.setFont(font)
                self.buttons[key] = w
        for b in buttons:
            w = self.buttons[str(b.action)]
            w.setText(b.label)  # a label's "&" makes an Alt shortcut: the move's key wins
            w.setShortcut(
                QKeySequence(b.shortcut) if b.shortcut else QKeySequence.mnemonic(b.label)
            )
            w.setEnabled(b.enabled)
            w.setToolTip(b.tooltip)
            w.setAccessibleDescription(b.tooltip)
        line = next((b.note if b.enabled else b.tooltip for b in buttons if b.explain), "")
        self.why.setText(line)
        # the line keeps its place while such a move is offered, said or not, so the felt
        # above never changes height (and no card moves) between two clicks
        self._why_shown = any(b.explain for b in buttons)
        if cells:
            self.bid_chooser.show_cells(cells)
        if stakes:
            self.bet_slider.show_move(stakes[0])
        self.arrange()

    def arrange(self) -> None:
        """Lay the shown moves out in as few rows as the room under the felt allows
        (``room``, in pixels), so no label is cut; the bid chooser and the bet slider take a
        row of their own where the first of their moves comes."""
        shown = [*self.buttons.values(), self.bid_chooser, self.bet_slider, self.why]
        for w in shown:
            self.removeWidget(w)
        self.bid_chooser.hide()
        self.bet_slider.hide()
        self.why.hide()
        if not self._shape:
            return
        room = self.room()
        gap = max(self.horizontalSpacing(), 0)
        # the runs of buttons between the widgets, each fitted to the room on its own
        keys = [k for k in self._shape if not k.startswith("<")]
        widths = [self.buttons[k].sizeHint().width() for k in keys]
        columns = 1
        for c in range(min(len(keys), 12), 0, -1):
            lines = [widths[i : i + c] for i in range(0, len(widths), c)]
            if c == 1 or all(sum(r) + gap * (len(r) - 1) <= room for r in lines):
                columns = c
                break
        rows = -(-len(keys) // columns) if keys else 0
        row = col = 0
        for key in self._shape:
            if key.startswith("<"):
                row, col = row + (col > 0), 0
                widget = self.bid_chooser if key == "<bids>" else self.bet_slider
                self.addWidget(widget, row, 0, 1, max(columns, 1))
                widget.show()
                row += 1
                continue
            w = self.buttons[key]
            w.setMinimumHeight(36 if rows <= 1 else 28)
            self.addWidget(w, row, col)
            row, col = (row + 1, 0) if col + 1 == columns else (row, col + 1)
            w.show()
        if self._why_shown:
            self.addWidget(self.why, row + (col > 0), 0, 1, max(columns, 1))
            self.why.show()
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

    def point_at(self, action: Any) -> bool:
        """Frame the control that makes ``action`` (the hint): its button, or the chooser's
        Bid or the slider's button set to it. False: no control here makes it."""
        self.clear_pointer()
        text = str(action)
        target: QPushButton | None = self.buttons.get(text)
        if target is None and not self.bid_chooser.isHidden() and self.bid_chooser.select(action):
            target = self.bid_chooser.bid_button
        if target is None and not self.bet_slider.isHidden():
            slider = self.bet_slider
            low, high = slider.box.minimum(), slider.box.maximum()
            if action.kind == slider.action().kind and len(action.args) == 1:
                amount = int(action.args[0])
                if low <= amount <= high:
                    slider.set_amount(amount)
                    target = slider.button
        if target is None:
            return False
        # a style sheet redraws the button with its own, smaller margins: it keeps its size,
        # so that no button of the row moves when a hint points at one
        self._pointed.append((target, target.minimumSize()))
        target.setMinimumSize(target.size())
        target.setStyleSheet(POINTED)
        return True

    def clear_pointer(self) -> None:
        """Take the hint's frame off."""
        for w, size in self._pointed:
            w.setStyleSheet("")
            w.setMinimumSize(size)
        self._pointed = []
