"""Faults: processes killed with SIGKILL at random moments never lose a game, the settings,
the statistics or the history.

(a) A child process keeps a growing game's files up to date through ``gui.services.storage`` and the
statistics recorder, as the controller does after every action; it is killed ~20 times at
seeded random moments and started again from what it left. After every kill each file loads
whole (the old version or the new one, never half) and the game never goes backwards.

(b) The real app (``main.py``, offscreen, fresh XDG directories) plays a game whose AI seats
are Hard and Medium bots (``--autoplay`` lets the Easy bot play seat 0), is killed while it
plays (mostly while an AI searches: that is where the time goes) and relaunched with
``--resume``: it goes on from the last completed action, as the save left by the kill says.
"""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from engine.records import read_record, replay
from gui.services import storage
from gui.services.history_files import list_history
from gui.services.stats_db import StatsDB
from tests.processes import alive, children

ROOT = Path(__file__).resolve().parent.parent

WRITER = r"""
import random, sys
from pathlib import Path
from engine.records import make_record
from engine.registry import get_game
from gui.services import storage
from gui.services.stats_db import StatsRecorder

root, seed = Path(sys.argv[1]), int(sys.argv[2])
save, settings = root / "data" / "saves" / "current.json", root / "config" / "settings.json"
history = root / "data" / "history"
stats = StatsRecorder(root / "data" / "stats.sqlite")
rng = random.Random(seed)
game = get_game("declare")
found = storage.load_save(save)
assert found.problem is None, found.problem
state = found.state or game.new_state(game.options_from_dict({"players": 2, "rounds": 50}),
                                      seed)
stats.begin(state, ["human", "easy"], resumed=found.state is not None)
archived = storage.find_archive(make_record(state), history)
print("ready", flush=True)
while not state.is_terminal:
    events = state.apply(rng.choice(state.legal_actions()))
    n = len(state.history)
    storage.write_save(make_record(state), save)
    storage.save_settings(storage.AppSettings(felt="blue", card_back="red",
                                              seat_levels={"declare": [str(n)] * 200}),
                          settings)
    if any(e.kind == "round_scored" for e in events):
        archived = storage.archive_record(make_record(state), history, archived)
    stats.after(state, events)
"""


def _env(root: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        XDG_CONFIG_HOME=str(root / "xdg-config"),
        XDG_DATA_HOME=str(root / "xdg-data"),
        XDG_CACHE_HOME=str(root / "xdg-cache"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
    )
    return env


def _check_files_whole(save: Path, settings: Path, stats: Path, history: Path) -> int:
    """Every file loads; returns the number of actions in the save."""
    found = storage.load_save(save)
    assert found.problem is None and found.moved_to is None, found.problem
    loaded = storage.load_settings(settings)
    assert loaded.problem is None and loaded.moved_to is None, loaded.problem
    assert loaded.settings.felt == "blue" and loaded.settings.card_back == "red"
    db = StatsDB(stats)
    try:
        db.games()
        assert db.take_problem() is None and db.moved_to is None
    finally:
        db.close()
    for entry in list_history(history):
        replay(read_record(entry.path))
    assert not list(save.parent.glob("*.corrupt-*"))
    return len(found.record["actions"]) if found.record else 0


def test_sigkill_while_saving_never_leaves_half_a_file(tmp_path):
    rng = random.Random(20261129)
    save = tmp_path / "data" / "saves" / "current.json"
    settings = tmp_path / "config" / "settings.json"
    stats, history = tmp_path / "data" / "stats.sqlite", tmp_path / "data" / "history"
    storage.save_settings(storage.AppSettings(felt="blue", card_back="red"), settings)
    seen = 0
    kills = 0
    for _ in range(15):
        child = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(tmp_path), "7"],
            stdout=subprocess.PIPE,
            env=_env(tmp_path),
            cwd=ROOT,
        )
        try:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == b"ready"
            time.sleep(rng.uniform(0.0, 0.5))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
        kills += child.returncode == -signal.SIGKILL
        n = _check_files_whole(save, settings, stats, history)
        assert n >= seen, "the saved game went backwards"
        seen = n
    assert kills >= 12  # nearly every run was cut short (a finished game exits by itself)
    assert seen > 0 and list(history.glob("*.json")), "nothing was written between the kills"


def _wait_for(what, timeout: float = 90.0, step: float = 0.1):  # noqa: ANN001, ANN202
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = what()
        if got:
            return got
        time.sleep(step)
    raise AssertionError(f"timed out waiting for {what.__name__}")


def _save_actions(save: Path) -> list[str]:
    try:
        data = read_record(save)
    except Exception:  # noqa: BLE001 - not there yet
        return []
    return list(data.get("actions", []))


def _kill_app(app: subprocess.Popen) -> None:  # type: ignore[type-arg]
    """SIGKILL the app; its search process must go with it (it watches its parent)."""
    procs = children(app.pid)
    app.send_signal(signal.SIGKILL)
    app.wait()
    leftover = []
    for pid in procs:
        end = time.monotonic() + 15
        while alive(pid) and time.monotonic() < end:
            time.sleep(0.1)
        if alive(pid):
            leftover.append(pid)
            os.kill(pid, signal.SIGKILL)
    assert not leftover, f"search processes outlived the app: {leftover}"


def test_app_killed_mid_game_resumes_from_last_completed_action(tmp_path):
    rng = random.Random(7)
    env = _env(tmp_path)
    config = tmp_path / "xdg-config" / "card-table"
    data = tmp_path / "xdg-data" / "card-table"
    save, log = data / "saves" / "current.json", data / "logs" / "card-table.log"
    config.mkdir(parents=True)
    storage.save_settings(
        storage.AppSettings(animation_speed="instant", felt="blue", card_back="red", theme="dark"),
        config / "settings.json",
    )
    main = [sys.executable, str(ROOT / "main.py"), "--autoplay"]
    app = subprocess.Popen(
        main
        + [
            "--new",
            "declare",
            "--seed",
            "11",
            "--options",
            '{"players": 4, "rounds": 50}',
            "--levels",
            "hard,medium,hard",
        ],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    before: list[str] = []
    try:
        for _ in range(3):
            # the game moves on (past what it had when it was last killed) ...
            grown = len(before) + 3
            _wait_for(lambda: len(_save_actions(save)) >= grown)  # noqa: B023
            time.sleep(rng.uniform(0.0, 1.0))  # ... and is killed at a random moment
            _kill_app(app)
            found = storage.load_save(save)
            assert found.problem is None and found.record is not None, found.problem
            killed_at = list(found.record["actions"])
            assert killed_at[: len(before)] == before, "the game lost actions it had saved"
            before = killed_at
            log_lines = log.read_text(encoding="utf-8").count("resumed declare seed 11")
            app = subprocess.Popen(
                main + ["--resume"],
                env=env,
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )

            def resumed_line(n: int = log_lines) -> list[str]:
                found = re.findall(
                    r"resumed declare seed 11 at action (\d+)", log.read_text(encoding="utf-8")
                )
                return found[n:]

            at = int(_wait_for(resumed_line)[0])
            assert at == len(killed_at), f"resumed at {at}, the save had {len(killed_at)}"
            assert replay(found.record).history == found.state.history
        _wait_for(lambda: len(_save_actions(save)) > len(before))
        assert _save_actions(save)[: len(before)] == before
    finally:
        _kill_app(app)
    loaded = storage.load_settings(config / "settings.json")
    assert loaded.problem is None
    assert (
        loaded.settings.animation_speed,
        loaded.settings.felt,
        loaded.settings.card_back,
        loaded.settings.theme,
    ) == ("instant", "blue", "red", "dark")
    db = StatsDB(data / "stats.sqlite")
    try:
        db.games()
        assert db.take_problem() is None
    finally:
        db.close()
    for entry in list_history(data / "history"):
        replay(read_record(entry.path))
    assert not list(data.rglob("*.corrupt-*")) and not list(config.glob("*.corrupt-*"))
