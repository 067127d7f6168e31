"""Temporary faults: a locked statistics database, a full disk, a read-only folder. A
healthy file is never set aside over them: the statistics are kept, what could not be
written is written at the next chance, the player is told once, and play goes on. Setting a
corrupt file aside never raises, even where the folder forbids it. (Faults are injected:
the tests run as root, for whom a read-only folder is writable.)"""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest

from engine.registry import get_game
from gui.services import storage
from gui.services.stats_db import StatsDB, StatsRecorder, StatsUnavailable

LOCKED = ("database is locked", 5)
FULL = ("database or disk is full", 13)
READ_ONLY = ("attempt to write a readonly database", 8)
FAULTS = [LOCKED, FULL, READ_ONLY]


def _fault(message: str, code: int) -> sqlite3.OperationalError:
    e = sqlite3.OperationalError(message)
    e.sqlite_errorcode = code  # as sqlite3 sets it
    return e


class FaultyConnection:
    """A connection whose statements fail while ``faults`` is on (SQLite's own error)."""

    def __init__(self, conn: sqlite3.Connection, fault: tuple[str, int], on: list[bool]):
        self.conn, self.fault, self.on = conn, fault, on

    def execute(self, *args):
        if self.on[0]:
            raise _fault(*self.fault)
        return self.conn.execute(*args)

    def executemany(self, *args):
        if self.on[0]:
            raise _fault(*self.fault)
        return self.conn.executemany(*args)

    def __enter__(self):
        return self.conn.__enter__()

    def __exit__(self, *exc):
        return self.conn.__exit__(*exc)

    def close(self):
        self.conn.close()


def _inject(db: StatsDB, fault: tuple[str, int]) -> list[bool]:
    """Make ``db``'s statements fail while the returned switch is on."""
    on = [True]
    db.conn = FaultyConnection(db.open(), fault, on)  # type: ignore[assignment]
    return on


def _games_in(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])


def _corrupt_copies(folder: Path) -> list[Path]:
    return list(folder.glob("*.corrupt-*"))


@pytest.mark.parametrize("fault", FAULTS, ids=["locked", "disk-full", "read-only"])
def test_a_temporary_error_keeps_healthy_statistics(tmp_path, fault):
    path = tmp_path / "stats.sqlite"
    db = StatsDB(path)
    for seed in range(4):
        db.add_game("declare", seed, ["human", "easy", "easy"])
    on = _inject(db, fault)
    with pytest.raises(StatsUnavailable):
        db.add_game("declare", 9, ["human", "easy", "easy"])
    assert db.take_problem() is None
    assert path.exists() and not _corrupt_copies(tmp_path)
    on[0] = False
    db.add_game("declare", 9, ["human", "easy", "easy"])
    db.close()
    assert _games_in(path) == 5  # the four games are still there, and the new one


@pytest.mark.parametrize("fault", FAULTS, ids=["locked", "disk-full", "read-only"])
def test_a_temporary_error_at_opening_keeps_the_file(tmp_path, monkeypatch, fault):
    path = tmp_path / "stats.sqlite"
    db = StatsDB(path)
    db.add_game("declare", 1, ["human", "easy", "easy"])
    db.close()

    def failing_connect(*a, **k):
        raise _fault(*fault)

    monkeypatch.setattr(sqlite3, "connect", failing_connect)
    with pytest.raises(StatsUnavailable):
        db.open()
    assert db.games() == [] and "just now" in (db.take_problem() or "")
    monkeypatch.undo()
    assert len(db.games()) == 1 and not _corrupt_copies(tmp_path)


def _play_hands(recorder: StatsRecorder, hands: int, seed: int = 4):
    """Play Declare with random moves; the recorder's messages, one per call that gave one."""
    game = get_game("declare")
    state = game.new_state(game.options_from_dict({}), seed)
    recorder.begin(state, ["human", "easy", "easy"])
    rng = random.Random(seed)
    messages, ended = [], 0
    while ended < hands and not state.is_terminal:
        events = state.apply(rng.choice(state.legal_actions()))
        message = recorder.after(state, events)
        if message:
            messages.append(message)
        ended += bool(recorder.measures.rounds(events, 0))
    return state, messages


def test_the_recorder_tells_once_keeps_the_rounds_and_writes_them_later(tmp_path):
    path = tmp_path / "stats.sqlite"
    recorder = StatsRecorder(path)
    on = _inject(recorder.db, FULL)
    state, messages = _play_hands(recorder, 3)
    assert len(messages) == 1 and "kept" in messages[0]  # once, not at every hand
    assert recorder.fault is not None and recorder.pending_rounds
    kept = len(recorder.pending_rounds)
    assert not state.is_terminal
    on[0] = False
    rng = random.Random(1)
    while recorder.pending_rounds:  # written with the next round
        recorder.after(state, state.apply(rng.choice(state.legal_actions())))
    assert recorder.fault is None and not recorder.pending_rounds
    recorder.db.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0] >= kept
    assert not _corrupt_copies(tmp_path)


def test_a_corrupt_database_in_a_read_only_folder_does_not_raise(tmp_path, monkeypatch):
    path = tmp_path / "stats.sqlite"
    path.write_bytes(b"this is not a database" * 100)

    def refuse(self, target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "replace", refuse)
    db = StatsDB(path)
    with pytest.raises(StatsUnavailable):
        db.open()
    assert path.read_bytes().startswith(b"this is not")  # left as it was
    recorder = StatsRecorder(path)
    state, messages = _play_hands(recorder, 1)  # play goes on
    assert len(messages) == 1


def test_setting_aside_in_a_read_only_folder_never_raises(tmp_path, monkeypatch):
    settings = tmp_path / "settings.json"
    settings.write_text('{"felt": ')
    presets = tmp_path / "presets.json"
    presets.write_text("[1, 2")
    save = tmp_path / "current.json"
    save.write_text("{")

    def refuse(self, target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "replace", refuse)
    assert storage.set_aside(settings) is None
    loaded = storage.load_settings(settings)
    assert loaded.settings == storage.AppSettings() and loaded.problem
    problems: list[str] = []
    assert storage.load_presets(presets, problems) == {} and problems
    assert storage.load_save(save).problem


def test_an_unreadable_settings_file_is_kept(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"felt": "blue"}))

    def fail(self):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "read_bytes", fail)
    loaded = storage.load_settings(path)
    assert loaded.problem and loaded.moved_to is None and loaded.temporary
    monkeypatch.undo()
    assert path.exists() and not _corrupt_copies(tmp_path)


def test_temp_files_of_killed_saves_are_removed_at_start(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    left = [saves / ".current.json.abc123.tmp", saves / ".current.json.x.tmp"]
    for p in left:
        p.write_text('{"half')
    keep = saves / "current.json"
    keep.write_text("{}")
    removed = storage.clean_temp_files([saves, tmp_path / "missing"])
    assert sorted(removed) == sorted(left)
    assert keep.exists() and not any(p.exists() for p in left)
