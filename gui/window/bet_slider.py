"""A stake of any amount between the minimum and the limit: a slider and a number box."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSlider, QSpinBox, QWidget

from engine.core import Action
from gui import theme

translate = QCoreApplication.translate


class BetSlider(QWidget):
    """A slider and a number box kept together between the move's low and high amounts, and
    the button that stakes the amount shown (the controller's ``ActionButton`` with
    ``amount``; its label names the move). The quick amounts stay buttons of their own."""

    chosen = Signal(object)  # the stake at the amount chosen (an Action)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName(translate("ActionBar", "Amount"))
        self.box = QSpinBox()
        self.box.setPrefix("$")
        self.box.setAccessibleName(translate("ActionBar", "Amount"))
        self.button = QPushButton()
        self.button.setMinimumHeight(36)
        self.button.setFont(theme.scaled_font(1.1, bold=True))
        self._kind = ""
        self._move: Any = None
        # one row: the slider, the number box and the button that stakes it
        self.slider.setMinimumWidth(80)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.slider, 1)
        lay.addWidget(self.box)
        lay.addWidget(self.button)
        self.slider.valueChanged.connect(self.box.setValue)
        self.box.valueChanged.connect(self.slider.setValue)
        self.box.valueChanged.connect(lambda *_: self._update())
        self.button.clicked.connect(self._stake)
        # Enter in the number box stakes the amount typed, as its button does (a play
        # tester typed an amount, pressed Enter, and nothing happened)
        line = self.box.lineEdit()
        if line is not None:
            line.returnPressed.connect(self._stake)

    def show_move(self, move: Any) -> None:
        """Offer ``move`` (an ``ActionButton`` with ``amount``)."""
        lo, hi = move.amount
        if (lo, hi, move.action.kind) != (self.box.minimum(), self.box.maximum(), self._kind):
            for w in (self.slider, self.box):
                w.blockSignals(True)
                w.setRange(lo, hi)
                w.setValue(lo)
                w.blockSignals(False)
            # the button is as wide as its longest label (at the top amount): the slider
            # and the box do not move as the amount changes
            widest = move.label.replace("%1", "$" + str(hi))
            self.button.setMinimumWidth(
                self.button.fontMetrics().horizontalAdvance(widest.replace("&", "")) + 24
            )
            step = max(1, (hi - lo) // 20)
            self.slider.setPageStep(step)
            self.box.setSingleStep(max(1, step // 2))
        self._kind = move.action.kind
        self._move = move
        self._update()

    def amount(self) -> int:
        """The amount shown."""
        return self.box.value()

    def set_amount(self, amount: int) -> None:
        """Show ``amount`` (kept within the range)."""
        self.box.setValue(amount)

    def action(self) -> Action:
        """The stake at the amount shown."""
        return Action(self._kind, (str(self.amount()),))

    def _update(self) -> None:
        m = self._move
        if m is None:
            return
        self.button.setText(m.label.replace("%1", "$" + str(self.amount())))
        self.button.setEnabled(m.enabled)
        self.button.setToolTip(m.tooltip)
        self.button.setAccessibleDescription(m.tooltip)

    def _stake(self) -> None:
        if self._move is not None and self._move.enabled:
            self.chosen.emit(self.action())
