"""The moves made with buttons, in a row under the felt."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton

from gui import theme
from gui.window.bet_slider import BetSlider
from gui.window.bid_chooser import BidChooser

POINTED = "border: 3px solid #ffd166;"  # the hint's frame around the move it names


def numbers_alone(labels: list[str]) -> bool:
    """Whether a panel offers numbers alone (Declaration's bids): short labels, sized to
    their text rather than to a push button's usual width."""
    return bool(labels) and all(len(t) <= 3 for t in labels)


class ActionBar(QGridLayout):
    """The buttons for the moves the controller offers (Declare, bids, Pass…): cells of one
    width in as few rows as the room under the felt allows (a smaller font past 8 moves),
    each button in its place by role while the same moves are offered (see ``show_moves``).
    The page puts its utility buttons beside the last row, never between two rows of moves.
    A disabled button says why in its tooltip and accessible description. A layout, not a
    widget, so an empty bar takes no room.

    Moves offered as chooser cells (``choice``) go to the bid chooser under the buttons,
    a stake of any amount (``amount``) to the bet slider; both emit ``chosen`` too."""

    chosen = Signal(object)  # the move of the button pressed (an Action)

    def __init__(self) -> None:
        super().__init__()
        self.buttons: dict[str, QPushButton] = {}  # by action text, as shown now
        self._slots: dict[str, QPushButton] = {}  # the same buttons by role ("bet#1")
        self._pool: list[QPushButton] = []
        self._cell = 0  # the width of every move button
        self._numbers = False  # the panel offers numbers alone (Declaration's bids)
        self._actions: list[Any] = []
        self.bid_chooser = BidChooser()
        self.bid_chooser.hide()
        self.bid_chooser.chosen.connect(self.chosen)
        self.bet_slider = BetSlider()
        self.bet_slider.hide()
        self.bet_slider.chosen.connect(self.chosen)
        self._pointed: list[Any] = []
        self._shape: list[str] = []  # what is shown, in order (see show_moves)
        self._room: Callable[[int, int], int] | None = None
        # a line under the moves for a button whose move ``explain``s itself: why it is
        # greyed out, or what it does (``note``)
        self.why = QLabel()
        self.why.setWordWrap(True)
        self.why.setFont(theme.scaled_font(0.95))
        # room for two lines at least, said or not (arrange gives it more when its texts
        # need it): a longer or shorter reason moves nothing
        self.why.setFixedHeight(self.why.fontMetrics().lineSpacing() * 2 + 4)
        self.why.hide()
        self._why_shown = False
        self._why_texts: list[str] = []
        self._floor: int | None = None  # the row's own least height, before any move grew it
        # after a move, a button whose label changed takes no click until then (``clock``
        # time, by pool index): a second click meant for the button it replaced
        self.guard_ms = 0
        self.clock = time.monotonic
        self._armed: dict[int, float] = {}

    def show_moves(self, moves: list[Any], moved: bool = False) -> None:
        """Show these moves (the controller's buttons: action, label, enabled, tooltip and
        shortcut), in their order; chooser cells and stakes of any amount go to their widget.
        After a move (``moved``), a button whose label changed, or every button of a panel
        laid out anew, takes no click for ``guard_ms``: the click was meant for what stood
        there before.

        Each button has a place by its role (its move's kind, and which one of that kind:
        Commit, Fold, the second quick bet...), not by its label: while the same roles are
        offered nothing is laid out again, so a button never moves under the pointer when
        its label or a neighbour's changes (Commit (0) → Committed (1))."""
        self.clear_pointer()
        buttons = [b for b in moves if b.choice is None and b.amount is None]
        cells = [b for b in moves if b.choice is not None]
        stakes = [b for b in moves if b.amount is not None]
        # the shape: each button's role, "<bids>" and "<stake>" for the widgets
        shape: list[str] = []
        roles: list[str] = []
        seen: dict[str, int] = {}
        for b in moves:
            if b.choice is not None or b.amount is not None:
                key = "<bids>" if b.choice is not None else "<stake>"
                if key not in shape:
                    shape.append(key)
                continue
            kind = str(b.action.kind)
            key = f"{kind}#{seen.get(kind, 0)}"
            seen[kind] = seen.get(kind, 0) + 1
            roles.append(key)
            shape.append(key)
        until = self.clock() + self.guard_ms / 1000 if moved and self.guard_ms else 0.0
        # the labels shown before, by pool index: only a move's relabelling is held back
        shown = (
            {i: (w.text() if w.isVisible() else None) for i, w in enumerate(self._pool)}
            if until
            else {}
        )
        if moved:  # a refresh without a move (a card picked) keeps the holds it finds
            self._armed = {}
        if shape != self._shape:
            self._shape = shape
            shown = {}  # every button stands in a new place
            numbers = numbers_alone([b.label.replace("&", "") for b in moves])
            if numbers != self._numbers:
                # the buttons' common width is kept through a game, so a button stands in the
                # same place at every turn (Frontier's Fold moved with the amounts' labels);
                # it is fitted anew between panels of numbers alone and of words
                self._numbers = numbers
                self._cell = 0
            # the buttons are pooled, never deleted: a new QPushButton per change of panel
            # kept ~60 kB of native memory per hand (bench/memory.py)
            for w in [*self._slots.values(), self.bid_chooser, self.bet_slider]:
                self.removeWidget(w)
                w.hide()
            for w in self._slots.values():
                w.setShortcut(QKeySequence())
            self._slots = {}
            font = theme.scaled_font(1.1 if len(buttons) <= 8 else 0.95, bold=True)
            for i, role in enumerate(roles):
                if i == len(self._pool):
                    button = QPushButton()
                    button.clicked.connect(lambda _=False, i=i: self._press(i))
                    self._pool.append(button)
                w = self._pool[i]
                w.setFont(font)
                self._slots[role] = w
        self._actions = [b.action for b in buttons]
        self.buttons = {}
        for i, (role, b) in enumerate(zip(roles, buttons, strict=True)):
            w = self._slots[role]
            self.buttons[str(b.action)] = w
            if until and shown.get(i) != b.label:
                self._armed[i] = until
            w.setText(b.label)  # a label's "&" makes an Alt shortcut: the move's key wins
            w.setShortcut(
                QKeySequence(b.shortcut) if b.shortcut else QKeySequence.mnemonic(b.label)
            )
            w.setEnabled(b.enabled)
            w.setToolTip(b.tooltip)
            w.setAccessibleDescription(b.tooltip)
        explained = [b for b in buttons if b.explain]
        self.why.setText(next((b.note if b.enabled else b.tooltip for b in explained), ""))
        # the line keeps its place while such a move is offered, said or not, so the felt
        # above never changes height (and no card moves) between two clicks; it has room
        # for the longest thing it may say (what the move does, or why it is greyed out)
        self._why_shown = bool(explained)
        self._why_texts = [t for b in explained for t in (b.note, b.tooltip) if t]
        # the auction's end gives the felt back the chooser's rows (once a deal, before the
        # first card: it kept them through the whole deal, and grew with every auction)
        release = not cells and bool(self.bid_chooser.offered())
        if cells:
            self.bid_chooser.show_cells(cells)
        else:
            self.bid_chooser.forget()
        holder = self.parentWidget()
        if holder is not None and self._floor is None:
            self._floor = holder.minimumHeight()
        if release:
            self.give_back_room()
        if stakes:
            self.bet_slider.show_move(stakes[0])
        self.arrange()

    def _press(self, i: int) -> None:
        if self.clock() < self._armed.get(i, 0.0):
            return  # its label changed under the pointer a moment ago
        self.chosen.emit(self._actions[i])

    def arrange(self) -> None:
        """Lay the shown moves out in rows of cells of one width (the widest label's), as
        many to a row as the room under the felt (``room``, in pixels) holds, so no label is
        cut and a longer label moves no other button. The bet slider takes as many cells
        as it needs in the flow (a row of its own when they are not left), the bid chooser
        a row of its own; the explanation line comes under them all."""
        shown = [*self._slots.values(), self.bid_chooser, self.bet_slider, self.why]
        for w in shown:
            self.removeWidget(w)
        self.bid_chooser.hide()
        self.bet_slider.hide()
        self.why.hide()
        for c in range(self.columnCount()):
            self.setColumnStretch(c, 0)
        for r in range(self.rowCount()):
            self.setRowStretch(r, 0)
        if not self._shape:
            return
        gap = max(self.horizontalSpacing(), 0)
        keys = [k for k in self._shape if not k.startswith("<")]
        hints = [theme.roomy_width(self._slots[k]) for k in keys]
        texts = [self._slots[k].text().replace("&", "") for k in keys]
        if numbers_alone(texts):
            # numbers alone (Declaration's 14 bids): as wide as the number, not the 80 px a
            # push button's text asks for, so they take two or three rows, not five
            fm = self._slots[keys[0]].fontMetrics()
            hints = [fm.horizontalAdvance(t) + 28 for t in texts]
        # never narrower while the same moves are offered: a longer label moves nothing
        self._cell = cell = max([self._cell, *hints, 40])
        cells = len(keys)
        if "<stake>" in self._shape:
            need = self.bet_slider.minimumSizeHint().width()
            cells += -(-(need + gap) // (cell + gap))
        room = self.room(cell + gap, cells)
        columns = max(1, (room + gap) // (cell + gap))
        stake_span = 1
        if "<stake>" in self._shape:
            stake_span = min(columns, -(-(need + gap) // (cell + gap)))
        rows = -(-len(keys) // columns) if keys else 0
        row = col = 0
        for key in self._shape:
            if key == "<bids>":
                row, col = row + (col > 0), 0
                self.addWidget(self.bid_chooser, row, 0, 1, columns + 1)
                self.bid_chooser.show()
                row += 1
                continue
            if key == "<stake>":
                if col + stake_span > columns:
                    row, col = row + 1, 0
                self.addWidget(self.bet_slider, row, col, 1, stake_span)
                self.bet_slider.show()
                col += stake_span
            else:
                w = self._slots[key]
                w.setFixedWidth(cell)
                w.setMinimumHeight(36 if rows <= 1 else 30)
                self.addWidget(w, row, col)
                w.show()
                col += 1
            if col >= columns:
                row, col = row + 1, 0
        row += col > 0
        # the cells keep their width: what is left of the room goes to an empty column
        self.setColumnStretch(columns, 1)
        if self._why_shown:
            width = max(room, columns * (cell + gap))
            lines = [self.why.fontMetrics().lineSpacing() * 2 + 4]
            lines += [self._why_height(t, width) for t in self._why_texts]
            self.why.setFixedHeight(max(lines))
            self.addWidget(self.why, row, 0, 1, columns + 1)
            self.why.show()
            row += 1
        self.setRowStretch(row, 1)  # the moves stay at the top of a taller row
        # the row under the felt grows to the most rows it needed and keeps that height, so
        # the felt does not jump (and cut a card's flight short) as the moves change
        holder = self.parentWidget()
        if holder is not None:
            lay = holder.layout()
            extra = (
                0 if lay is None else lay.contentsMargins().top() + lay.contentsMargins().bottom()
            )
            need = self.sizeHint().height() + extra
            if "<stake>" in self._shape and self.bet_slider.action().kind == "bet":
                # an opening bet (nothing to call yet): once someone bets, the panel holds
                # Call and the longer Raise amounts too; room for that one more row is
                # kept from the start, so the felt does not jump in the middle of the hand
                need += 30 + max(self.verticalSpacing(), 0)
            holder.setMinimumHeight(max(holder.minimumHeight(), need))

    def new_table(self, widest: str = "") -> None:
        """A new game's table: the buttons' width is fitted anew to its moves, and is at
        least what ``widest`` (the longest label the game may show) needs."""
        self._cell = 0
        if widest:
            probe = QPushButton(widest)
            probe.setFont(theme.scaled_font(1.1, bold=True))
            self._cell = theme.roomy_width(probe)
            probe.deleteLater()
        self.give_back_room()

    def give_back_room(self) -> None:
        """The row under the felt goes back to its own least height: the rows a bidding's
        buttons held go back to the felt (Declaration's 14 bid buttons, with the drawer
        open, kept about 170 px of it for the whole hand)."""
        holder = self.parentWidget()
        if holder is not None and self._floor is not None:
            holder.setMinimumHeight(self._floor)

    def _why_height(self, text: str, width: int) -> int:
        """The height the explanation line needs to show ``text`` whole at ``width``."""
        box = QRect(0, 0, max(width, 1), 10**5)
        flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
        return self.why.fontMetrics().boundingRect(box, int(flags), text).height() + 4

    def room(self, cell: int = 0, cells: int = 0) -> int:
        """The width the buttons may take, for ``cells`` cells ``cell`` px apart (the table
        page says, and may make room for more of them; unbounded otherwise)."""
        return self._room(cell, cells) if self._room is not None else 10**6

    def set_room(self, room: Callable[[int, int], int]) -> None:
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
