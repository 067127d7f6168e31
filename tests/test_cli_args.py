"""Bad command lines: the app (``main.py``) and the engine's (``python -m engine``) refuse
them with a clear message and exit status 2 (1 for a record that does not load), never a
traceback, before any window opens or any game is played. The API refuses actions that
are not texts as it refuses bad texts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import Action, IllegalActionError
from engine.registry import get_game
from engine.tournament import run_tournament

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = {"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=120, cwd=cwd, env=env
    )


APP_CASES = [
    ("unknown game", ["--new", "chess"], "unknown game 'chess'"),
    ("options not json", ["--new", "belote", "--options", "{players"], "not JSON"),
    ("options a list", ["--new", "belote", "--options", "[1]"], "JSON object"),
    ("options out of range", ["--new", "declare", "--options", '{"players": 99}'], "between"),
    ("too few levels", ["--new", "declare", "--levels", "easy"], "--levels gives 1"),
    ("unknown level", ["--new", "declare", "--levels", "easy,guru,easy"], "unknown level"),
    ("seed 2**64", ["--new", "belote", "--seed", str(2**64)], "deal number must be"),
    ("seed not a number", ["--new", "belote", "--seed", "x"], "not a whole number"),
]


@pytest.mark.parametrize(("case", "args", "words"), APP_CASES, ids=[c[0] for c in APP_CASES])
def test_the_app_refuses_bad_arguments_with_a_message(case, args, words):
    done = _run("main.py", *args)
    assert done.returncode == 2, done.stderr
    assert words in done.stderr
    assert "Traceback" not in done.stderr


ENGINE_CASES = [
    ("tournament of 0 games", ["tournament", "--game", "declare", "--a", "easy", "--b", "easy",
                               "--games", "0"], 2, "--games"),
    ("tournament of -3 games", ["tournament", "--game", "declare", "--a", "easy", "--b", "easy",
                                "--games", "-3"], 2, "--games"),
    ("unknown level", ["tournament", "--game", "declare", "--a", "easy", "--b", "guru"], 2,
     "unknown level"),
    ("seed 2**64", ["play", "--game", "declare", "--seats", "easy,easy", "--seed", str(2**64)],
     2, "--seed"),
    ("options a list", ["play", "--game", "declare", "--seats", "easy,easy", "--options", "[1]"],
     2, "JSON object"),
    ("replay of a folder", ["replay", "."], 1, "not a file"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("case", "args", "status", "words"), ENGINE_CASES, ids=[c[0] for c in ENGINE_CASES]
)
def test_the_engine_refuses_bad_arguments_with_a_message(case, args, status, words):
    done = _run("-m", "engine", *args)
    assert done.returncode == status, done.stderr
    assert words in done.stderr
    assert "Traceback" not in done.stderr and "-0." not in done.stdout


@pytest.mark.parametrize(
    ("case", "content", "words"),
    [
        ("5000-digit seed", '{"format": "card-table/hand-record", "seed": ' + "9" * 5000 + "}",
         "number too long"),
        ("format_version 0", json.dumps({"format": "card-table/hand-record",
                                         "format_version": 0}), "does not exist"),
        ("format_version -1", json.dumps({"format": "card-table/hand-record",
                                          "format_version": -1}), "does not exist"),
    ],
)  # fmt: skip
def test_engine_replay_of_a_bad_record_says_why(tmp_path, case, content, words):
    path = tmp_path / "record.json"
    path.write_text(content)
    done = _run("-m", "engine", "replay", str(path))
    assert done.returncode == 1 and words in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


def test_a_tournament_of_no_games_is_refused_by_the_api():
    game = get_game("declare")
    for games in (0, -3):
        with pytest.raises(ValueError, match="at least one game"):
            run_tournament(game, game.options_from_dict({}), "easy", "easy", games, 0)


@pytest.mark.parametrize("action", [5, None, 3.5, ["play"], {"kind": "play"}, b"play"])
def test_actions_that_are_not_texts_are_refused_as_illegal(action):
    game = get_game("declare")
    state = game.new_state(game.options_from_dict({}), 1)
    before = state.snapshot()
    with pytest.raises(IllegalActionError):
        state.apply(action)
    assert not state.is_legal(action)
    assert state.snapshot() == before
    state.apply(state.legal_actions()[0])  # the state still plays
    assert isinstance(state.history[-1], Action)
