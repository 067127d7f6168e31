"""The score sheet: a row per scored round, then the totals."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

translate = QCoreApplication.translate


class ScoreSheet(QTableWidget):
    """Every round of the match (each game adapter's ``Summary``: its key, sheet row and
    totals) under the seats' names, the totals in bold; each cell is spoken with its seat
    and round, and the totals are the sheet's accessible description."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, parent)
        self.setAccessibleName(translate("MainWindow", "Score sheet"))
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)  # Tab moves on; arrows move in the sheet
        self.rounds: list[Any] = []  # Summary per round, as shown

    def add_round(self, summary: Any, names: list[str]) -> None:
        """Add a scored round (a round already on the sheet is not added twice)."""
        if any(r.key == summary.key for r in self.rounds):
            return
        self.rounds.append(summary)
        self._fill(names)

    def show_rounds(self, rounds: list[Any], names: list[str]) -> None:
        """Show exactly these rounds (a resumed or undone game's)."""
        self.rounds = list(rounds)
        self._fill(names)

    def clear_rounds(self) -> None:
        """Empty, as before the first round of a match is scored."""
        self.rounds = []
        self.clear()
        self.setRowCount(0)
        self.setColumnCount(0)
        self.setAccessibleDescription("")

    def _fill(self, names: list[str]) -> None:
        self.clear()
        self.setColumnCount(len(names))
        self.setRowCount(len(self.rounds) + 1)
        self.setHorizontalHeaderLabels(names)
        labels = [str(r.key) for r in self.rounds] + [translate("MainWindow", "Total")]
        self.setVerticalHeaderLabels(labels)
        for i, r in enumerate(self.rounds):
            for s, text in enumerate(r.sheet_row):
                item = QTableWidgetItem(text)
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole,
                    translate("MainWindow", "%1, round %2: %3")
                    .replace("%1", names[s])
                    .replace("%2", labels[i])
                    .replace("%3", text),
                )
                self.setItem(i, s, item)
        if self.rounds:
            for s, text in enumerate(self.rounds[-1].totals):
                item = QTableWidgetItem(text)
                f = item.font()
                f.setBold(True)
                item.setFont(f)
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole,
                    translate("MainWindow", "%1, total: %2")
                    .replace("%1", names[s])
                    .replace("%2", text),
                )
                self.setItem(len(self.rounds), s, item)
            self.setAccessibleDescription(
                translate("MainWindow", "Totals: %1").replace(
                    "%1",
                    ", ".join(f"{names[s]} {t}" for s, t in enumerate(self.rounds[-1].totals)),
                )
            )
        else:
            self.setAccessibleDescription(translate("MainWindow", "No round has been scored yet."))
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
