"""The final screen: how a game ended, every seat's place and result, then Play again or
Back to games."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui import theme

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Standing:
    """One seat's line: its place (1 is first; ties share a place), name, score and whether
    it won, and its team's label for a partnership game ("" otherwise)."""

    place: int
    seat: int
    name: str
    score: int
    winner: bool
    team: str = ""


def standings(
    scores: Sequence[int],
    winners: Sequence[int],
    names: Sequence[str],
    team_labels: Sequence[str] = (),
    low_wins: bool = False,
) -> list[Standing]:
    """Every seat from first to last: the winners, then the others by score in the game's
    sense (``low_wins``: the fewest points are best). Partners (``team_labels``) share
    their team's place, and places count teams: the second team is 2nd, not 3rd."""
    seats = range(len(scores))

    def rank_key(s: int) -> tuple[int, int]:
        return (0 if s in winners else 1, scores[s] if low_wins else -scores[s])

    order = sorted(seats, key=lambda s: (rank_key(s), s))
    out: list[Standing] = []
    ahead: set[str] = set()  # the seats or teams placed before this one
    for i, s in enumerate(order):
        team = team_labels[s] if s < len(team_labels) else ""
        unit = team or f"seat {s}"
        tied = out and rank_key(order[i - 1]) == rank_key(s)
        place = out[-1].place if tied else len(ahead) + 1
        ahead.add(unit)
        out.append(Standing(place, s, names[s], scores[s], s in winners, team))
    return out


def _you_alone(rows: Sequence[Standing], you: int) -> bool:
    """Whether the player alone won (no partner, no one tied)."""
    won = [r for r in rows if r.winner]
    return len(won) == 1 and won[0].seat == you and not won[0].team


def winner_line(rows: Sequence[Standing], you: int | None = None) -> str:
    """Who won, in words: the winning team, the winner, or the joint winners; told to the
    player (seat ``you``) who won alone, "You win!" (the final screen: "Winner: You" over
    "You win!" said it twice)."""
    if you is not None and _you_alone(rows, you):
        return translate("MainWindow", "You win!")
    won = [r for r in rows if r.winner]
    who = " & ".join(r.name for r in won)
    teams = {r.team for r in won}
    if won and len(teams) == 1 and "" not in teams:
        return (
            translate("MainWindow", "Winning team: %1 (%2)")
            .replace("%1", next(iter(teams)))
            .replace("%2", who)
        )
    if len(won) > 1:
        return translate("MainWindow", "Joint winners: %1").replace(
            "%1", ", ".join(r.name for r in won)
        )
    return translate("MainWindow", "Winner: %1").replace("%1", who)


def your_line(rows: Sequence[Standing], you: int = 0) -> str:
    """How the game ended for the player, in words: "You win!" (tied), "Your team wins!",
    a loss against one other side, or the place they (or their team) finished in, out of
    how many; nothing when they won alone (``winner_line`` says it)."""
    mine = next((r for r in rows if r.seat == you), None)
    if mine is None or _you_alone(rows, you):  # the winner line says it
        return ""
    if mine.winner:
        return (
            translate("MainWindow", "Your team wins!")
            if mine.team
            else translate("MainWindow", "You win!")
        )
    places = len({r.team or f"seat {r.seat}" for r in rows})
    if places == 2:  # two sides: the other won ("Your team finished 2 of 2" read oddly)
        return (
            translate("MainWindow", "Your team lost this game.")
            if mine.team
            else translate("MainWindow", "You lost this game.")
        )
    text = (
        translate("MainWindow", "Your team finished %1 of %2.")
        if mine.team
        else translate("MainWindow", "You finished %1 of %2.")
    )
    return text.replace("%1", str(mine.place)).replace("%2", str(places))


STANDINGS_WIDTH = 680  # the standings table's width at most, in pixels


class FinalScreen(QWidget):
    """The end of a game as a page of the window: the game's name, who won, the standings
    (place, seat, team, result) and the buttons Play again and Back to games."""

    play_again_requested = Signal()
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title_label = QLabel()
        self.title_label.setFont(theme.scaled_font(2.0, bold=True))
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner_label = QLabel()
        self.winner_label.setFont(theme.scaled_font(1.5, bold=True))
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner_label.setWordWrap(True)
        self.you_label = QLabel()
        self.you_label.setFont(theme.scaled_font(1.25))
        self.you_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = QTableWidget(0, 0)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setAccessibleName(translate("MainWindow", "Standings"))
        self.table.setTabKeyNavigation(False)
        self.play_again_button = QPushButton(translate("MainWindow", "&Play again"))
        self.back_button = QPushButton(translate("MainWindow", "&Back to games"))
        for b in (self.play_again_button, self.back_button):
            b.setMinimumHeight(40)
            b.setFont(theme.scaled_font(1.15))
        self.play_again_button.setDefault(True)
        self.play_again_button.clicked.connect(self.play_again_requested)
        self.back_button.clicked.connect(self.back_requested)
        buttons = QHBoxLayout()
        buttons.addStretch()
        buttons.addWidget(self.play_again_button)
        buttons.addWidget(self.back_button)
        buttons.addStretch()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(60, 40, 60, 40)
        lay.addWidget(self.title_label)
        lay.addWidget(self.winner_label)
        lay.addWidget(self.you_label)
        lay.addSpacing(12)
        # at most as tall as its rows (no empty grid under them), and as wide as a
        # standings card, centred: across the whole window it read as a bare spreadsheet
        self.table.setMaximumWidth(STANDINGS_WIDTH)
        self.table.setFont(theme.scaled_font(1.1))
        centred = QHBoxLayout()
        centred.addStretch()
        centred.addWidget(self.table, 3)
        centred.addStretch()
        lay.addLayout(centred, 1)
        lay.addSpacing(12)
        lay.addLayout(buttons)
        lay.addStretch(1)
        self.rows: list[Standing] = []

    def show_result(self, game_name: str, rows: list[Standing], money: bool = False) -> None:
        """Fill the page for a finished game (``money``: the scores are cash, "$302")."""
        self.rows = rows
        self.title_label.setText(translate("MainWindow", "%1: game over").replace("%1", game_name))
        yours = your_line(rows)
        self.winner_label.setText(winner_line(rows, you=0))
        self.you_label.setText(yours)
        self.you_label.setVisible(bool(yours))
        self.winner_label.setStyleSheet(f"color: {theme.success_colour(self)};")
        with_teams = any(r.team for r in rows)
        headers = [translate("MainWindow", "Place"), translate("MainWindow", "Player")]
        if with_teams:
            headers.append(translate("MainWindow", "Team"))
        score_head = translate("MainWindow", "Cash") if money else translate("MainWindow", "Score")
        headers += [score_head, translate("MainWindow", "Result")]
        t = self.table
        t.clear()
        t.setColumnCount(len(headers))
        t.setRowCount(len(rows))
        t.setHorizontalHeaderLabels(headers)
        for i, r in enumerate(rows):
            cells = [str(r.place), r.name] + ([r.team] if with_teams else [])
            cells += [
                f"${r.score}" if money else str(r.score),
                translate("MainWindow", "Winner") if r.winner else "",
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if r.winner:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                t.setItem(i, col, item)
        head = t.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        t.setMaximumHeight(theme.rows_height(t) + 2)
        t.setAccessibleDescription("; ".join(f"{r.place}. {r.name} {r.score}" for r in rows))
        self.play_again_button.setFocus()
