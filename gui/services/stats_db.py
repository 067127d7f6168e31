"""The statistics database: every finished hand and game in SQLite, and the recorder.

The controller feeds ``StatsRecorder.after(state, events)`` after every action. When a hand
or round ends, that round's measures go into the database in one transaction; when the game
ends, the game's result does. A crash therefore loses at most the hand in play. The measures
come from the engine's public events only, through the game's plugin
(``plugin_for(game_id).measures``, in ``gui/games/<game>/stats.py``); no game is named here.

A database that SQLite cannot read is set aside (``storage.set_aside``) and a fresh one is
started; the caller gets a message, the app never crashes over its statistics.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engine.core import Event, State
from engine.registry import get_game
from gui.games import plugin_for
from gui.games.measures import GameMeasures, Round, Stats
from gui.services import storage

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


def now() -> str:
    """The time as stored: ISO 8601, UTC, to the second."""
    return datetime.now(UTC).isoformat(timespec="seconds")


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
    rounds: list[Round] = field(default_factory=list)


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

    def add_rounds(self, game_id: int, rounds: Sequence[Round]) -> None:
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
        self.measures: GameMeasures | None = None
        self.counted = True

    def begin(
        self, state: State, levels: Sequence[str], resumed: bool = False, counted: bool = True
    ) -> None:
        """A new (or resumed) game; its row is made when its first round ends. A game not
        ``counted`` (a tutorial) writes nothing."""
        self.row = None
        self.counted = counted
        self.resumed = resumed
        self.levels = list(levels)
        self.game, self.seed = state.game.id, state.seed
        self.measures = plugin_for(self.game).measures  # a game without them fails here

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
        if self.measures is None:
            raise RuntimeError("StatsRecorder.after() before begin()")
        if not self.counted:
            return None
        rounds = self.measures.rounds(events, HUMAN)
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
        if not self.counted:
            return
        try:
            self.db.mark_undo(self._game_row())
        except (sqlite3.Error, OSError):
            log.exception("statistics not written")
