"""A value × suit chooser for auctions with many bids (Coinche), in the move area."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui import theme

translate = QCoreApplication.translate


class BidChooser(QWidget):
    """The auction so far, then a value box, a button per suit and Bid.

    It shows the controller's chooser cells (``ActionButton``s with a ``choice``: value and
    suit labels); Bid plays the chosen cell's move, enabled only when the engine allows it
    (else its tooltip says why). ``select`` points it at a move (the hint)."""

    chosen = Signal(object)  # the move of the cell bid (an Action)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = QLabel()
        self.history.setWordWrap(True)
        # two lines from the first call, so a longer auction does not push the felt up
        self.history.setMinimumHeight(self.history.fontMetrics().lineSpacing() * 2)
        self.history.setAccessibleName(translate("ActionBar", "The auction so far"))
        self.value_box = QComboBox()
        self.value_box.setAccessibleName(translate("ActionBar", "Bid value"))
        self.value_box.setFont(theme.scaled_font(1.1, bold=True))
        self.suit_group = QButtonGroup(self)
        self.suit_group.setExclusive(True)
        self.suit_buttons: dict[str, QPushButton] = {}
        self.suit_row = QHBoxLayout()
        self.suit_row.setSpacing(2)
        self.bid_button = QPushButton()
        self.bid_button.setMinimumHeight(36)
        self.bid_button.setFont(theme.scaled_font(1.1, bold=True))
        self._cells: dict[tuple[str, str], Any] = {}
        self._auction = ""  # the auction so far when the cells were last shown
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.history)
        # one row: the value, the suits and Bid
        row = QHBoxLayout()
        row.addWidget(self.value_box)
        row.addLayout(self.suit_row)
        row.addWidget(self.bid_button)
        row.addStretch(1)  # compact on a wide window
        lay.addLayout(row)
        self.value_box.currentIndexChanged.connect(lambda *_: self._update())
        self.suit_group.buttonClicked.connect(lambda *_: self._update())
        self.bid_button.clicked.connect(self._bid)

    def show_cells(self, cells: list[Any]) -> None:
        """Offer these cells (each an ``ActionButton`` with ``choice`` set)."""
        self._cells = {c.choice: c for c in cells}
        values = list(dict.fromkeys(c.choice[0] for c in cells))
        suits = list(dict.fromkeys(c.choice[1] for c in cells))
        # a legal value: the one shown if it still is, in the same auction (the player may
        # have set it), else the lowest legal one (never the last deal's choice)
        legal = [v for v in values if any(c.enabled for c in cells if c.choice[0] == v)]
        detail = cells[0].detail if cells else ""
        same_auction = bool(self._auction) and detail.startswith(self._auction)
        self._auction = detail
        keep = self.value_box.currentText()
        if not (same_auction and keep in legal):
            keep = legal[0] if legal else (values[0] if values else "")
        self.value_box.blockSignals(True)
        if values != [self.value_box.itemText(i) for i in range(self.value_box.count())]:
            self.value_box.clear()
            self.value_box.addItems(values)
        self.value_box.setCurrentIndex(max(0, self.value_box.findText(keep)))
        self.value_box.blockSignals(False)
        if suits != list(self.suit_buttons):
            keep = self.suit()
            for b in self.suit_buttons.values():
                self.suit_group.removeButton(b)
                self.suit_row.removeWidget(b)
                b.deleteLater()
            self.suit_buttons = {}
            for s in suits:
                b = QPushButton(s)
                b.setCheckable(True)
                b.setMinimumHeight(30)
                b.setMaximumWidth(40)
                b.setFont(theme.scaled_font(1.2, bold=True))
                b.setAccessibleName(s)
                self.suit_group.addButton(b)
                self.suit_row.addWidget(b)
                self.suit_buttons[s] = b
            (self.suit_buttons.get(keep) or self.suit_buttons[suits[0]]).setChecked(True)
        self.history.setText(cells[0].detail if cells else "")
        self.history.setVisible(bool(cells and cells[0].detail))
        self._update()

    def forget(self) -> None:
        """The auction is over: no cell is offered, and the next cells shown start from the
        lowest legal value."""
        self._cells = {}
        self._auction = ""

    def suit(self) -> str:
        """The suit chosen now ("" for none)."""
        return next((s for s, b in self.suit_buttons.items() if b.isChecked()), "")

    def cell(self) -> Any:
        """The cell chosen now (None when that value and suit are not offered)."""
        return self._cells.get((self.value_box.currentText(), self.suit()))

    def offered(self) -> list[Any]:
        """Every cell shown (enabled or not)."""
        return list(self._cells.values())

    def select(self, action: Any) -> bool:
        """Set the value and suit to the cell of ``action`` (False: no such cell)."""
        for (value, suit), c in self._cells.items():
            if str(c.action) == str(action):
                self.value_box.setCurrentText(value)
                self.suit_buttons[suit].setChecked(True)
                self._update()
                return True
        return False

    def _update(self) -> None:
        c = self.cell()
        self.bid_button.setText(
            translate("ActionBar", "Bid %1").replace("%1", c.label if c else "")
        )
        self.bid_button.setMinimumWidth(0)
        self.bid_button.setMinimumWidth(theme.roomy_width(self.bid_button))
        self.bid_button.setEnabled(bool(c and c.enabled))
        tip = c.tooltip if c else ""
        self.bid_button.setToolTip(tip)
        self.bid_button.setAccessibleDescription(tip)

    def _bid(self) -> None:
        c = self.cell()
        if c is not None and c.enabled:
            self.chosen.emit(c.action)
