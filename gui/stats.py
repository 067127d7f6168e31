"""Statistics: every finished hand and game in SQLite, and the statistics window.

The controller feeds ``StatsRecorder.after(state, events)`` after every action. When a hand
or round ends, that round's measures go into the database in one transaction; when the game
ends, the game's result does. A crash therefore loses at most the hand in play. The measures
come from the engine's public events only, in one small function per game (``*_rounds``),
and are summed up per game in one more (``*_figures``).

A database that SQLite cannot read is set aside (``storage.set_aside``) and a fresh one is
started; the caller gets a message, the app never crashes over its statistics.
"""

from __future__ import annotations

import json
import logging
import math
import sqlite3
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
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

from engine.core import Event, State
from engine.registry import get_game, list_games
from gui import theme
from gui.services import storage
from gui.text import Context, game_name

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
HUMAN = 0

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    seed INTEGER NOT NULL,
    difficulty TEXT NOT NULL,
    levels TEXT NOT NULL,
    players INTEGER NOT NULL,
    started TEXT NOT NULL,
    finished TEXT,
    won INTEGER,
    score INTEGER,
    scores TEXT,
    undo INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS rounds (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    at TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (game_id, round)
);
"""


Stats = Context("Stats")


def now() -> str:
    """The time as stored: ISO 8601, UTC, to the second."""
    return datetime.now(UTC).isoformat(timespec="seconds")


# -- what each game's rounds say ----------------------------------------------------------
def declare_rounds(events: Sequence[Event], me: int) -> list[dict[str, Any]]:
    """Declare: who declared, whether the declare was good, what the player took."""
    return [
        {
            "round": e.data["round"],
            "declared": e.data["declarer"] == me,
            "good": bool(e.data["good"]),
            "added": e.data["added"][me],
            "total": e.data["totals"][me],
        }
        for e in events
        if e.kind == "round_scored"
    ]


def declaration_rounds(events: Sequence[Event], me: int) -> list[dict[str, Any]]:
    """Declaration: the team's contract against its tricks, and the hand pot."""
    team = me % 2
    out = []
    for e in events:
        if e.kind == "hand_scored":
            d = e.data
            out.append(
                {
                    "round": d["hand"],
                    "contract": d["contracts"][team],
                    "tricks": d["tricks"][team],
                    "made": bool(d["success"][team]),
                    "pot_won": d["payout"][team] > 0 and d["payout"][1 - team] == 0,
                    "money": d["payout"][team] - d["penalties"][team],
                    "points": d["delta"][team],
                }
            )
    return out


def belote_rounds(events: Sequence[Event], me: int) -> list[dict[str, Any]]:
    """Belote: contracts the team took and made, coinches it made and won."""
    team = me % 2
    out = []
    for e in events:
        if e.kind == "deal_scored":
            d = e.data
            taker_team = d["contract"]["taker"] % 2
            level = d["contract"]["level"]
            out.append(
                {
                    "round": d["deal"],
                    "took": taker_team == team,
                    "made": taker_team == team and d["outcome"] == "made",
                    "coinched": level >= 2 and taker_team != team,
                    "coinche_won": level >= 2 and taker_team != team and d["outcome"] == "failed",
                    "points": d["added"][team],
                }
            )
    return out


def frontier_rounds(events: Sequence[Event], me: int) -> list[dict[str, Any]]:
    """Frontier: the pot the player won (if any) and its cash after each round."""
    won = 0
    out = []
    for e in events:
        if e.kind == "showdown":
            won = e.data["shares"][me]
        elif e.kind == "pot_taken" and e.seat == me:
            won = e.data["pot"]
        elif e.kind == "round_ended":
            out.append(
                {
                    "round": e.data["round"],
                    "cash": e.data["cash"][me],
                    "pot_won": won > 0,
                    "won": won,
                }
            )
            won = 0
    return out


def _pct(part: int, whole: int) -> str:
    return "–" if not whole else f"{round(100 * part / whole)}%"


def declare_figures(rounds: Sequence[dict[str, Any]]) -> list[tuple[str, str]]:
    """Declare's figures: declares, good and bad."""
    mine = [r for r in rounds if r["declared"]]
    good = sum(1 for r in mine if r["good"])
    avg = statistics.fmean(r["added"] for r in rounds) if rounds else 0.0
    return [
        (Stats.tr("Rounds"), str(len(rounds))),
        (Stats.tr("Your declares"), str(len(mine))),
        (Stats.tr("Good declares"), f"{good} ({_pct(good, len(mine))})"),
        (Stats.tr("Bad declares"), f"{len(mine) - good} ({_pct(len(mine) - good, len(mine))})"),
        (Stats.tr("Points taken per round"), f"{avg:.1f}"),
    ]


def declaration_figures(rounds: Sequence[dict[str, Any]]) -> list[tuple[str, str]]:
    """Declaration's figures: bid accuracy and pots."""
    made = sum(1 for r in rounds if r["made"])
    exact = sum(1 for r in rounds if r["tricks"] == r["contract"])
    miss = statistics.fmean(abs(r["tricks"] - r["contract"]) for r in rounds) if rounds else 0
    pots = sum(1 for r in rounds if r["pot_won"])
    return [
        (Stats.tr("Hands"), str(len(rounds))),
        (Stats.tr("Contracts made"), f"{made} ({_pct(made, len(rounds))})"),
        (Stats.tr("Exact bids"), f"{exact} ({_pct(exact, len(rounds))})"),
        (Stats.tr("Tricks off the contract, on average"), f"{miss:.2f}"),
        (Stats.tr("Pots won"), f"{pots} ({_pct(pots, len(rounds))})"),
        (Stats.tr("Money won or lost"), str(sum(r["money"] for r in rounds))),
    ]


def belote_figures(rounds: Sequence[dict[str, Any]]) -> list[tuple[str, str]]:
    """Belote's figures: contracts taken and made, coinches won."""
    took = sum(1 for r in rounds if r["took"])
    made = sum(1 for r in rounds if r["made"])
    coinched = sum(1 for r in rounds if r["coinched"])
    won = sum(1 for r in rounds if r["coinche_won"])
    return [
        (Stats.tr("Deals"), str(len(rounds))),
        (Stats.tr("Contracts taken"), str(took)),
        (Stats.tr("Contracts made"), f"{made} ({_pct(made, took)})"),
        (Stats.tr("Coinches"), str(coinched)),
        (Stats.tr("Coinches won"), f"{won} ({_pct(won, coinched)})"),
    ]


def frontier_figures(rounds: Sequence[dict[str, Any]]) -> list[tuple[str, str]]:
    """Frontier's figures: pots won."""
    pots = sum(1 for r in rounds if r["pot_won"])
    return [
        (Stats.tr("Rounds"), str(len(rounds))),
        (Stats.tr("Pots won"), f"{pots} ({_pct(pots, len(rounds))})"),
        (Stats.tr("Money won in pots"), str(sum(r["won"] for r in rounds))),
    ]


@dataclass(frozen=True)
class GameMeasures:
    """One game's round extractor and its figures."""

    rounds: Callable[[Sequence[Event], int], list[dict[str, Any]]]
    figures: Callable[[Sequence[dict[str, Any]]], list[tuple[str, str]]]


MEASURES: dict[str, GameMeasures] = {
    "declare": GameMeasures(declare_rounds, declare_figures),
    "declaration": GameMeasures(declaration_rounds, declaration_figures),
    "belote": GameMeasures(belote_rounds, belote_figures),
    "frontier": GameMeasures(frontier_rounds, frontier_figures),
}


def opponents(game_id: str, players: int, me: int = HUMAN) -> list[int]:
    """The seats playing against ``me`` (a partner is not an opponent)."""
    teams = get_game(game_id).teams
    mine = next((t for t in teams if me in t), (me,))
    return [s for s in range(players) if s not in mine]


def difficulty_of(game_id: str, levels: Sequence[str]) -> str:
    """The opponents' level ("easy", "hard"...), or "mixed" when they differ."""
    found = {levels[s] for s in opponents(game_id, len(levels)) if s < len(levels)}
    return found.pop() if len(found) == 1 else "mixed"


# -- the database ---------------------------------------------------------------------------
@dataclass
class GameRow:
    """One game in the statistics."""

    id: int
    game: str
    seed: int
    difficulty: str
    started: str
    finished: str | None
    won: bool | None
    score: int | None
    undo: int
    rounds: list[dict[str, Any]] = field(default_factory=list)


class StatsDB:
    """The statistics database. Every method keeps working over a corrupt file: the file
    is set aside, a new one started, and ``problem`` says so (until ``take_problem``)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else storage.stats_path()
        self.conn: sqlite3.Connection | None = None
        self.problem: str | None = None
        self.moved_to: Path | None = None
        self.generation = 0  # counts the files set aside (row ids of older ones are void)

    def take_problem(self) -> str | None:
        """The last problem's message, once."""
        problem, self.problem = self.problem, None
        return problem

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            row = conn.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check: {row[0] if row else '?'}")
            with conn:
                conn.executescript(SCHEMA)
                conn.execute(
                    "INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)",
                    (str(SCHEMA_VERSION),),
                )
            version = conn.execute(
                "SELECT value FROM meta WHERE key = 'schema_version'"
            ).fetchone()[0]
            if int(version) > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"made by a newer version (schema {version})")
            conn.execute(
                "SELECT id, game, seed, difficulty, levels, players, started, "
                "finished, won, score, scores, undo FROM games LIMIT 1"
            ).fetchall()
            conn.execute("SELECT game_id, round, at, data FROM rounds LIMIT 1").fetchall()
        except (sqlite3.DatabaseError, ValueError):
            conn.close()
            raise
        return conn

    def open(self) -> sqlite3.Connection:
        """The connection; a file SQLite cannot use is set aside and a new one made."""
        if self.conn is not None:
            return self.conn
        try:
            self.conn = self._connect()
        except (sqlite3.DatabaseError, ValueError) as e:
            self._set_aside(e)
            self.conn = self._connect()
        return self.conn

    def _set_aside(self, error: Exception) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        log.warning("statistics database %s unusable: %s", self.path, error)
        self.generation += 1
        if self.path.exists():
            self.moved_to = storage.set_aside(self.path)
            for suffix in ("-journal", "-wal", "-shm"):
                extra = self.path.with_name(self.path.name + suffix)
                if extra.exists():
                    extra.replace(self.moved_to.with_name(self.moved_to.name + suffix))
        self.problem = (
            Stats.tr(
                "The statistics could not be read (%1); they were set aside as %2 "
                "and new statistics were started."
            )
            .replace("%1", str(error))
            .replace("%2", str(self.moved_to))
        )

    def _write(self, fn: Callable[[sqlite3.Connection], Any]) -> Any:
        """Run ``fn`` in one transaction; a corrupt database is set aside and it runs again
        on a fresh one."""
        for attempt in (0, 1):
            conn = self.open()
            try:
                with conn:
                    return fn(conn)
            except sqlite3.DatabaseError as e:
                if attempt or isinstance(e, sqlite3.IntegrityError):
                    raise
                self._set_aside(e)
        return None

    def close(self) -> None:
        """Close the connection (it reopens on the next use)."""
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    # -- writing ------------------------------------------------------------------------
    def add_game(self, game: str, seed: int, levels: Sequence[str]) -> int:
        """A new game row; returns its id."""

        def add(conn: sqlite3.Connection) -> int:
            cur = conn.execute(
                "INSERT INTO games (game, seed, difficulty, levels, players, started) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (
                    game,
                    seed,
                    difficulty_of(game, levels),
                    json.dumps(list(levels)),
                    len(levels),
                    now(),
                ),
            )
            return int(cur.lastrowid or 0)

        return int(self._write(add))

    def unfinished_game(self, game: str, seed: int) -> int | None:
        """The newest unfinished game of this deal (a resumed game continues its row)."""
        row = (
            self.open()
            .execute(
                "SELECT id FROM games WHERE game = ? AND seed = ? AND finished IS NULL "
                "ORDER BY id DESC LIMIT 1",
                (game, seed),
            )
            .fetchone()
        )
        return None if row is None else int(row[0])

    def add_rounds(self, game_id: int, rounds: Sequence[dict[str, Any]]) -> None:
        """Store finished rounds (a round played again after an undo replaces its first try)."""

        def add(conn: sqlite3.Connection) -> None:
            conn.executemany(
                "INSERT OR REPLACE INTO rounds VALUES (?, ?, ?, ?)",
                [(game_id, int(r["round"]), now(), json.dumps(r)) for r in rounds],
            )

        self._write(add)

    def finish_game(self, game_id: int, won: bool, score: int, scores: Sequence[int]) -> None:
        """The game ended: its result."""

        def finish(conn: sqlite3.Connection) -> None:
            conn.execute(
                "UPDATE games SET finished = ?, won = ?, score = ?, scores = ? WHERE id = ?",
                (now(), int(won), score, json.dumps(list(scores)), game_id),
            )

        self._write(finish)

    def mark_undo(self, game_id: int) -> None:
        """The player used undo in this game."""
        self._write(
            lambda conn: conn.execute("UPDATE games SET undo = undo + 1 WHERE id = ?", (game_id,))
        )

    def reset(self) -> None:
        """Forget every statistic."""

        def wipe(conn: sqlite3.Connection) -> None:
            conn.execute("DELETE FROM rounds")
            conn.execute("DELETE FROM games")

        self._write(wipe)

    # -- reading ------------------------------------------------------------------------
    def games(self, game: str | None = None, difficulty: str | None = None) -> list[GameRow]:
        """Games (oldest first) with their rounds, optionally of one game and level."""
        conn = self.open()
        where, args = [], []
        if game:
            where.append("game = ?")
            args.append(game)
        if difficulty:
            where.append("difficulty = ?")
            args.append(difficulty)
        sql = (
            "SELECT id, game, seed, difficulty, started, finished, won, score, undo "
            "FROM games" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY id"
        )
        rows = [
            GameRow(
                r[0], r[1], r[2], r[3], r[4], r[5], None if r[6] is None else bool(r[6]), r[7], r[8]
            )
            for r in conn.execute(sql, args)
        ]
        by_id = {g.id: g for g in rows}
        for game_id, data in conn.execute(
            "SELECT game_id, data FROM rounds ORDER BY game_id, round"
        ):
            if game_id in by_id:
                try:
                    by_id[game_id].rounds.append(json.loads(data))
                except ValueError:
                    continue
        return rows

    def difficulties(self, game: str | None = None) -> list[str]:
        """The opponents' levels played so far."""
        conn = self.open()
        sql = "SELECT DISTINCT difficulty FROM games" + (" WHERE game = ?" if game else "")
        return sorted(r[0] for r in conn.execute(sql, (game,) if game else ()))


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
    figures = MEASURES[game].figures(rounds) if game in MEASURES else []
    return Summary(
        len(done),
        sum(1 for r in done if r.won),
        len(rows) - len(done),
        [r.score for r in done if r.score is not None],
        figures,
        sum(1 for r in rows if r.undo),
    )


class StatsRecorder:
    """Follows the game in play and writes its rounds and result (the controller's part)."""

    def __init__(self, path: Path | None = None) -> None:
        self.db = StatsDB(path)
        self.row: int | None = None
        self.row_generation = 0
        self.resumed = False
        self.levels: list[str] = []
        self.game = ""
        self.seed = 0

    def begin(self, state: State, levels: Sequence[str], resumed: bool = False) -> None:
        """A new (or resumed) game; its row is made when its first round ends."""
        self.row = None
        self.resumed = resumed
        self.levels = list(levels)
        self.game, self.seed = state.game.id, state.seed

    def _game_row(self) -> int:
        if self.row_generation != self.db.generation:
            self.row = None  # the database was set aside: start the game's row again
        if self.row is None:
            found = self.db.unfinished_game(self.game, self.seed) if self.resumed else None
            self.row = (
                found if found is not None else self.db.add_game(self.game, self.seed, self.levels)
            )
            self.row_generation = self.db.generation
        return self.row

    def after(self, state: State, events: Sequence[Event]) -> str | None:
        """Write what these events finished; returns a problem's message, if any."""
        measures = MEASURES.get(state.game.id)
        rounds = measures.rounds(events, HUMAN) if measures else []
        result = state.result() if state.is_terminal else None
        if not rounds and result is None:
            return None
        for attempt in (0, 1):
            generation = self.db.generation
            try:
                row = self._game_row()
                if rounds:
                    self.db.add_rounds(row, rounds)
                if result is not None:
                    self.db.finish_game(
                        row, HUMAN in result.winners, result.scores[HUMAN], result.scores
                    )
                break
            except (sqlite3.Error, OSError) as e:
                if attempt == 0 and generation != self.db.generation:
                    continue  # set aside mid-write: write again into the new database
                log.exception("statistics not written")
                self.row = None
                return Stats.tr("The statistics could not be written: %1").replace("%1", str(e))
        return self.db.take_problem()

    def mark_undo(self) -> None:
        """Note that undo was used in the game in play."""
        try:
            self.db.mark_undo(self._game_row())
        except (sqlite3.Error, OSError):
            log.exception("statistics not written")


# -- the window -----------------------------------------------------------------------------
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
    ax.append([label for label, _ in bins] or ["–"])
    ax.setTitleText(x_title)
    ay = qc.QValueAxis()
    whole_ticks(ay, 0, max([n for _, n in bins] or [1]))
    ay.setTitleText(y_title)
    chart.addAxis(ax, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(ay, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(ax)
    series.attachAxis(ay)


class StatsWindow(QDialog):
    """Figures and charts per game and opponents' level, with a Reset that asks."""

    def __init__(self, db: StatsDB, game: str = "declare", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(900, 680)
        self.game_box = QComboBox()
        for g in list_games():
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
            (self.tr("Wins"), f"{s.wins} ({_pct(s.wins, s.games)})"),
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
        self.tabs.addTab(self._results_chart(done), self.tr("Results over time"))
        self.tabs.addTab(self._distribution_chart(s.scores), self.tr("Distribution"))
        extra = self._game_chart(game, rows)
        if extra is not None:
            self.tabs.addTab(*extra)

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

    def _game_chart(self, game: str, rows: Sequence[GameRow]) -> tuple[QWidget, str] | None:
        qc = _charts()
        if game == "frontier":
            chart = qc.QChart()
            chart.setTitle(self.tr("Your cash after each round (last 8 games)"))
            series = []
            top = 0.0
            last = [r for r in rows if r.rounds][-8:]
            for r in last:
                line = qc.QLineSeries()
                line.setName(self.tr("Game %1").replace("%1", str(rows.index(r) + 1)))
                for x in r.rounds:
                    line.append(QPointF(x["round"], x["cash"]))
                    top = max(top, x["cash"])
                chart.addSeries(line)
                series.append(line)
            rounds = max([x["round"] for r in last for x in r.rounds] or [1])
            value_axes(
                chart,
                series,
                self.tr("Round"),
                self.tr("Cash"),
                (1, max(2, rounds)),
                (0, max(top, 1)),
            )
            return chart_view(chart), self.tr("Cash curve")
        if game == "declaration":
            chart = qc.QChart()
            chart.setTitle(self.tr("Tricks taken minus the contract, per hand"))
            diffs = [x["tricks"] - x["contract"] for r in rows for x in r.rounds]
            lo, hi = min([*diffs, -3]), max([*diffs, 3])
            bins = [(f"{d:+d}" if d else "0", diffs.count(d)) for d in range(lo, hi + 1)]
            bar_chart(
                chart, self.tr("Hands"), "#e9c46a", bins, self.tr("Tricks off"), self.tr("Hands")
            )
            return chart_view(chart), self.tr("Bid accuracy")
        if game == "declare":
            chart = qc.QChart()
            chart.setTitle(self.tr("Your declares"))
            rounds = [x for r in rows for x in r.rounds if x["declared"]]
            good = sum(1 for x in rounds if x["good"])
            bar_chart(
                chart,
                self.tr("Declares"),
                "#2a9d8f",
                [(self.tr("Good"), good), (self.tr("Bad"), len(rounds) - good)],
                "",
                self.tr("Declares"),
            )
            return chart_view(chart), self.tr("Declares")
        if game == "belote":
            chart = qc.QChart()
            chart.setTitle(self.tr("Contracts and coinches"))
            rounds = [x for r in rows for x in r.rounds]
            took = [x for x in rounds if x["took"]]
            coinched = [x for x in rounds if x["coinched"]]
            made = sum(1 for x in took if x["made"])
            won = sum(1 for x in coinched if x["coinche_won"])
            bar_chart(
                chart,
                self.tr("Deals"),
                "#8d6cab",
                [
                    (self.tr("Contracts made"), made),
                    (self.tr("Contracts failed"), len(took) - made),
                    (self.tr("Coinches won"), won),
                    (self.tr("Coinches lost"), len(coinched) - won),
                ],
                "",
                self.tr("Deals"),
            )
            return chart_view(chart), self.tr("Contracts")
        return None

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
                self.tr("The statistics could not be reset: %1").replace("%1", str(e)),
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
