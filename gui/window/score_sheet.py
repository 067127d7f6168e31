"""The score sheet: a row per scored round, then the totals."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from gui.text import team_short

translate = QCoreApplication.translate

WIDE = 4  # more columns than this: short headers, sized to their contents, scrolled


def team_labels(teams: Sequence[Sequence[int]], seats: int) -> list[str]:
    """Each seat's partnership in words ("N–S", "E–W" for the four-seat games whose seats
    0 and 2 sit South and North); "" for every seat of a game without partnerships."""
    if not teams or all(len(t) < 2 for t in teams):
        return [""] * seats
    if seats == 4 and sorted(map(sorted, teams)) == [[0, 2], [1, 3]]:
        return [team_short(s % 2) for s in range(seats)]
    out = [""] * seats
    for i, team in enumerate(teams):
        for s in team:
            out[s] = translate("MainWindow", "Team %1").replace("%1", str(i + 1))
    return out


def short_name(name: str) -> str:
    """A header for a crowded sheet: "Seat 3" becomes "S3"; a long name its first letters."""
    m = re.fullmatch(r"(\S+)\s+(\d+)", name.strip())
    if m:
        return m.group(1)[0] + m.group(2)
    return name if len(name) <= 6 else name[:5] + "."


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
        # per column: its header, its full name (tooltip) and the seat whose cells it shows
        self.columns: list[tuple[str, str, int]] = []

    def empty_text(self) -> str:
        """What the sheet says before anything is scored (a blank box read as broken)."""
        return translate("MainWindow", "No scores yet: each round's appear here as it ends.")

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """The sheet, or before the first round is scored its ``empty_text``."""
        super().paintEvent(event)
        if self.rounds:
            return
        painter = QPainter(self.viewport())
        painter.setPen(self.palette().placeholderText().color())
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(self.viewport().rect().adjusted(8, 8, -8, -8), flags, self.empty_text())
        painter.end()

    def add_round(self, summary: Any, names: list[str], teams: Sequence[str] = ()) -> None:
        """Add a scored round (a round already on the sheet is not added twice). ``teams``
        gives each seat's partnership label: a column per team, not per seat."""
        if any(r.key == summary.key for r in self.rounds):
            return
        self.rounds.append(summary)
        self._fill(names, teams)

    def show_rounds(self, rounds: list[Any], names: list[str], teams: Sequence[str] = ()) -> None:
        """Show exactly these rounds (a resumed or undone game's)."""
        self.rounds = list(rounds)
        self._fill(names, teams)

    def clear_rounds(self) -> None:
        """Empty, as before the first round of a match is scored."""
        self.rounds = []
        self.columns = []
        self.clear()
        self.setRowCount(0)
        self.setColumnCount(0)
        self.setAccessibleDescription("")

    def _columns(self, names: list[str], teams: Sequence[str]) -> list[tuple[str, str, int]]:
        if teams and any(teams):
            out: list[tuple[str, str, int]] = []
            for label in dict.fromkeys(teams):
                seats = [s for s, t in enumerate(teams) if t == label]
                out.append((label, " & ".join(names[s] for s in seats), seats[0]))
            return out
        wide = len(names) > WIDE
        return [(short_name(n) if wide else n, n, s) for s, n in enumerate(names)]

    def _fill(self, names: list[str], teams: Sequence[str] = ()) -> None:
        self.clear()
        self.columns = cols = self._columns(names, teams)
        self.setColumnCount(len(cols))
        self.setRowCount(len(self.rounds) + 1)
        for c, (head, full, _s) in enumerate(cols):
            item = QTableWidgetItem(head)
            item.setToolTip(full)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, full)
            self.setHorizontalHeaderItem(c, item)
        total = self.rounds[-1].totals_label if self.rounds else ""
        labels = [str(r.key) for r in self.rounds] + [total or translate("MainWindow", "Total")]
        self.setVerticalHeaderLabels(labels)
        for i, r in enumerate(self.rounds):
            for c, (_h, full, s) in enumerate(cols):
                text = r.sheet_row[s]
                item = QTableWidgetItem(text)
                item.setToolTip(full)
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole,
                    translate("MainWindow", "%1, round %2: %3")
                    .replace("%1", full)
                    .replace("%2", labels[i])
                    .replace("%3", text),
                )
                self.setItem(i, c, item)
        if self.rounds:
            totals = self.rounds[-1].totals
            for c, (_h, full, s) in enumerate(cols):
                text = totals[s]
                item = QTableWidgetItem(text)
                f = item.font()
                f.setBold(True)
                item.setFont(f)
                item.setToolTip(full)
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole,
                    translate("MainWindow", "%1, total: %2")
                    .replace("%1", full)
                    .replace("%2", text),
                )
                self.setItem(len(self.rounds), c, item)
            self.setAccessibleDescription(
                translate("MainWindow", "Totals: %1").replace(
                    "%1", ", ".join(f"{full} {totals[s]}" for _h, full, s in cols)
                )
            )
        else:
            self.setAccessibleDescription(translate("MainWindow", "No round has been scored yet."))
        header = self.horizontalHeader()
        if len(cols) > WIDE:  # a crowded table: each column as wide as it needs, scrolled
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        else:
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
