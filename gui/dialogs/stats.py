"""The statistics window: figures and charts per game and opponents' level, and a Reset.

The shared figures (games, wins, scores) and charts (results over time, the distribution)
are drawn here; each game's own figures and its chart come from its plugin
(``plugin_for(game_id).measures``, in ``gui/games/<game>/stats.py``), which says what to draw
(``Bars``, ``Lines``) without naming a Qt chart class. No game is named here.
"""

from __future__ import annotations

import math
import sqlite3
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.registry import get_game, list_games
from gui import theme
from gui.games import has_table, plugin_for
from gui.games.measures import Bars, Chart, Stats, pct
from gui.services.stats_db import GameRow, StatsDB
from gui.text import file_problem, game_name


@dataclass
class Summary:
    """What the statistics window shows for one game and level."""

    games: int  # finished
    wins: int
    unfinished: int
    scores: list[int]
    figures: list[tuple[str, str]]
    undo_games: int = 0  # games in which the player took a move back


def summarize(rows: Sequence[GameRow], game: str) -> Summary:
    """Games, wins, scores and the game's own figures over ``rows``."""
    done = [r for r in rows if r.finished]
    rounds = [x for r in rows for x in r.rounds]
    return Summary(
        len(done),
        sum(1 for r in done if r.won),
        len(rows) - len(done),
        [r.score for r in done if r.score is not None],
        plugin_for(game).measures.figures(rounds),
        sum(1 for r in rows if r.undo),
    )


def level_words(level: str) -> str:
    """An opponents' level in words."""
    return {
        "easy": Stats.tr("Easy"),
        "medium": Stats.tr("Medium"),
        "hard": Stats.tr("Hard"),
        "random": Stats.tr("Random"),
        "mixed": Stats.tr("Mixed"),
    }.get(level, level)


def _charts() -> Any:
    """QtCharts, loaded when the window first draws a chart (it costs ~36 ms at start-up)."""
    from PySide6 import QtCharts

    return QtCharts


def chart_view(chart: Any) -> Any:
    """A chart in an antialiased view, legend at the bottom."""
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    theme.colour_chart(chart)
    view = _charts().QChartView(chart)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumHeight(260)
    return view


def nice_step(span: float, ticks: int = 6) -> int:
    """A whole tick interval (1, 2 or 5 times a power of ten) giving about ``ticks`` ticks."""
    raw = max(span / ticks, 1.0)
    power = 10 ** int(math.floor(math.log10(raw)))
    return int(next(m * power for m in (1, 2, 5, 10) if m * power >= raw))


def whole_ticks(axis: Any, lo: float, hi: float, ticks: int = 6) -> None:
    """Ticks on whole numbers only, about ``ticks`` of them, from a multiple of the step."""
    step = nice_step(hi - lo, ticks)
    axis.setRange(lo, hi)
    axis.setLabelFormat("%d")
    axis.setTickType(_charts().QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(0)
    axis.setTickInterval(step)


def value_axes(
    chart: Any,
    series: Sequence[Any],
    x_title: str,
    y_title: str,
    x_range: tuple[float, float],
    y_range: tuple[float, float],
) -> None:
    """Whole-number axes over the given ranges (the y range padded a little, never below
    zero when every value is at least zero)."""
    qc = _charts()
    ax, ay = qc.QValueAxis(), qc.QValueAxis()
    ax.setTitleText(x_title)
    ay.setTitleText(y_title)
    whole_ticks(ax, *x_range, ticks=8)
    lo, hi = y_range
    pad = max(1.0, (hi - lo) * 0.08)
    whole_ticks(ay, lo - pad if lo - pad >= 0 or lo < 0 else 0, hi + pad)
    chart.addAxis(ax, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(ay, Qt.AlignmentFlag.AlignLeft)
    for s in series:
        s.attachAxis(ax)
        s.attachAxis(ay)


def bar_chart(
    chart: Any, name: str, colour: str, bins: Sequence[tuple[str, int]], x_title: str, y_title: str
) -> None:
    """One set of bars with category labels."""
    qc = _charts()
    bars = qc.QBarSet(name)
    bars.setColor(QColor(colour))
    for _, n in bins:
        bars.append(n)
    series = qc.QBarSeries()
    series.append(bars)
    chart.addSeries(series)
    ax = qc.QBarCategoryAxis()
    # a range on two lines ("100–" over "119"): side by side they were cut to "10..." in a
    # narrow chart
    labels = [label.replace("–", "–<br>") for label, _ in bins] or ["–"]
    ax.append(labels)
    ax.setTitleText(x_title)
    ay = qc.QValueAxis()
    whole_ticks(ay, 0, max([n for _, n in bins] or [1]))
    ay.setTitleText(y_title)
    chart.addAxis(ax, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(ay, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(ax)
    series.attachAxis(ay)


def draw_chart(spec: Chart) -> QWidget:
    """A game's own chart, as its measures describe it."""
    qc = _charts()
    chart = qc.QChart()
    chart.setTitle(spec.title)
    if isinstance(spec, Bars):
        bar_chart(chart, spec.name, spec.colour, spec.bins, spec.x_title, spec.y_title)
    else:
        series = []
        for name, points in spec.lines:
            line = qc.QLineSeries()
            line.setName(name)
            for x, y in points:
                line.append(QPointF(x, y))
            chart.addSeries(line)
            series.append(line)
        value_axes(chart, series, spec.x_title, spec.y_title, spec.x_range, spec.y_range)
    return chart_view(chart)


class StatsWindow(QDialog):
    """Figures and charts per game and opponents' level, with a Reset that asks."""

    def __init__(self, db: StatsDB, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(900, 680)
        self.game_box = QComboBox()
        for g in list_games():
            if has_table(g.id):
                self.game_box.addItem(game_name(g.id), g.id)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))
        self.level_box = QComboBox()
        self.reset_button = QPushButton(self.tr("&Reset statistics…"))
        top = QHBoxLayout()
        game_label = QLabel(self.tr("&Game:"))
        game_label.setBuddy(self.game_box)
        top.addWidget(game_label)
        top.addWidget(self.game_box)
        level_label = QLabel(self.tr("&Opponents:"))
        level_label.setBuddy(self.level_box)
        top.addWidget(level_label)
        top.addWidget(self.level_box)
        top.addStretch()
        top.addWidget(self.reset_button)
        self.figures = QFormLayout()
        box = QGroupBox(self.tr("Figures"))
        box.setLayout(self.figures)
        self.tabs = QTabWidget()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        row = QHBoxLayout()
        row.addWidget(box, 1)
        row.addWidget(self.tabs, 3)
        lay.addLayout(row, 1)
        lay.addWidget(buttons)
        self.game_box.currentIndexChanged.connect(self._on_game_changed)
        self.level_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self.reset_button.clicked.connect(self.ask_reset)
        self.summary: Summary | None = None
        self._on_game_changed()
        problem = self.db.take_problem()
        if problem:
            QMessageBox.warning(self, self.tr("Statistics"), problem)

    def game(self) -> str:
        """The game shown."""
        return str(self.game_box.currentData())

    def _on_game_changed(self, *_: Any) -> None:
        self.level_box.blockSignals(True)
        self.level_box.clear()
        self.level_box.addItem(self.tr("All levels"), "")
        for level in self.db.difficulties(self.game()):
            self.level_box.addItem(level_words(level), level)
        self.level_box.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        """Read the database again and redraw."""
        game = self.game()
        rows = self.db.games(game, self.level_box.currentData() or None)
        s = self.summary = summarize(rows, game)
        while self.figures.rowCount():
            self.figures.removeRow(0)
        lower = get_game(game).lower_score_wins
        pairs = [
            (self.tr("Games finished"), str(s.games)),
            (self.tr("Wins"), f"{s.wins} ({pct(s.wins, s.games)})"),
            (self.tr("Unfinished games"), str(s.unfinished)),
            (self.tr("Games with a move taken back"), str(s.undo_games)),
        ]
        if s.scores:
            pairs.append(
                (
                    self.tr("Average score (lower is better)")
                    if lower
                    else self.tr("Average score"),
                    f"{statistics.fmean(s.scores):.1f}",
                )
            )
            pairs.append((self.tr("Best score"), str(min(s.scores) if lower else max(s.scores))))
        for label, value in pairs + s.figures:
            v = QLabel(value)
            v.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.figures.addRow(label, v)
        self.tabs.clear()
        done = [r for r in rows if r.finished and r.score is not None]
        if not done:
            # no axes over nothing (an empty chart with a lone "1", helper-5): one line
            # saying what will be drawn here
            empty = QLabel(self.tr("Finish a game and your results are charted here."))
            empty.setObjectName("noCharts")
            empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
            empty.setWordWrap(True)
            self.tabs.addTab(empty, self.tr("Results over time"))
            return
        self.tabs.addTab(self._results_chart(done), self.tr("Results over time"))
        self.tabs.addTab(self._distribution_chart(s.scores), self.tr("Distribution"))
        own = plugin_for(game).measures.chart([r.rounds for r in rows])
        self.tabs.addTab(draw_chart(own), own.tab)

    def _results_chart(self, done: Sequence[GameRow]) -> QWidget:
        qc = _charts()
        chart = qc.QChart()
        chart.setTitle(self.tr("Your score, game by game"))
        line = qc.QLineSeries()
        line.setName(self.tr("Score"))
        marks = []
        for name, colour in ((self.tr("Won"), "#2a9d8f"), (self.tr("Lost"), "#e76f51")):
            m = qc.QScatterSeries()
            m.setName(name)
            m.setColor(QColor(colour))
            m.setMarkerSize(11)
            marks.append(m)
        for i, r in enumerate(done, 1):
            p = QPointF(i, float(r.score or 0))
            line.append(p)
            marks[0 if r.won else 1].append(p)
        for series in (line, *marks):
            chart.addSeries(series)
        values = [float(r.score or 0) for r in done] or [0.0]
        value_axes(
            chart,
            (line, *marks),
            self.tr("Game"),
            self.tr("Score"),
            (0.5, max(1, len(done)) + 0.5),
            (min(values), max(values)),
        )
        return chart_view(chart)

    def _distribution_chart(self, scores: Sequence[int]) -> QWidget:
        chart = _charts().QChart()
        chart.setTitle(self.tr("How often each score came up"))
        bar_chart(
            chart,
            self.tr("Games"),
            "#457b9d",
            histogram(scores),
            self.tr("Score"),
            self.tr("Games"),
        )
        return chart_view(chart)

    def ask_reset(self) -> bool:
        """Forget every statistic, after asking."""
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget the statistics of every game? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            self.db.reset()
        except (sqlite3.Error, OSError) as e:
            QMessageBox.warning(
                self,
                self.tr("Statistics"),
                self.tr(
                    "The statistics could not be reset: %1 They are kept as they were."
                ).replace("%1", file_problem(e)),
            )
            return False
        self._on_game_changed()
        return True


def histogram(scores: Sequence[int], bins: int = 8) -> list[tuple[str, int]]:
    """Scores counted in up to ``bins`` equal ranges, labelled ``lo–hi``."""
    if not scores:
        return []
    lo, hi = min(scores), max(scores)
    width = max(1, -(-(hi - lo + 1) // bins))
    out = []
    start = lo
    while start <= hi:
        end = start + width - 1
        n = sum(1 for s in scores if start <= s <= end)
        out.append((str(start) if width == 1 else f"{start}–{end}", n))
        start = end + 1
    return out
