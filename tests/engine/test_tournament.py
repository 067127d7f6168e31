"""Tournaments: duplicate deals with swapped sides, a confidence interval, the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.registry import get_game
from engine.tournament import mean_ci, run_tournament, seatings

ROOT = Path(__file__).resolve().parents[2]


def test_sides_swap_on_every_deal():
    assert seatings(get_game("belote"), 4) == [(0, 2), (1, 3)]
    assert seatings(get_game("declare"), 3) == [(0,), (1,), (2,)]


def test_swapping_a_and_b_mirrors_the_result():
    game = get_game("declare")
    opts = game.options_type(players=2, rounds=2)
    ab = run_tournament(game, opts, "easy", "random", 20, seed=4)
    ba = run_tournament(game, opts, "random", "easy", 20, seed=4)
    assert ab.games == ba.games == 20 and ab.deals == 10
    assert ab.win_rate + ba.win_rate == 1.0
    assert abs(ab.margin + ba.margin) < 1e-9
    # the margin's interval mirrors too: the same games, seen from the other side
    assert abs(ab.margin_ci95[0] + ba.margin_ci95[1]) < 1e-9
    assert abs(ab.margin_ci95[1] + ba.margin_ci95[0]) < 1e-9


def test_the_margin_interval_is_the_normal_approximation():
    mean, half = mean_ci([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5 and abs(half - 1.96 * (5 / 3) ** 0.5 / 2) < 1e-12
    assert mean_ci([3.0]) == (3.0, 0.0)
    game = get_game("declare")
    r = run_tournament(game, game.options_type(players=3, rounds=2), "medium", "easy", 12, seed=5)
    low, high = r.margin_ci95
    assert low < r.margin < high and abs((low + high) / 2 - r.margin) < 1e-9


def test_a_stronger_bot_wins_with_a_confident_interval():
    game = get_game("declare")
    opts = game.options_type(players=2, rounds=3)
    r = run_tournament(game, opts, "medium", "random", 60, seed=1)
    assert r.ci95[0] > 0.5 and r.ci95[0] <= r.win_rate <= r.ci95[1]
    assert r.margin > 0  # Declare counts lower scores as better; the margin is A's gain


def test_cli():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "engine",
            "tournament",
            "--game",
            "frontier",
            "--options",
            '{"players": 2}',
            "--a",
            "medium",
            "--b",
            "easy",
            "--games",
            "4",
            "--seed",
            "2",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(out.stdout)
    assert data["games"] == 4 and len(data["ci95"]) == 2 and "margin" in data
    assert data["margin_ci95"][0] <= data["margin"] <= data["margin_ci95"][1]


def test_jobs_give_the_same_result_as_one_process():
    game = get_game("declare")
    opts = game.options_type(players=3, rounds=2)
    one = run_tournament(game, opts, "medium", "easy", 9, seed=2)
    two = run_tournament(game, opts, "medium", "easy", 9, seed=2, jobs=2)
    assert one == two and one.games == 9 and one.deals == 3


@pytest.mark.parametrize("jobs", [1, 2])
def test_progress_hears_every_game_in_order_and_adds_up_to_the_result(jobs, tmp_path):
    """Each game's points and margin reach ``progress`` as it ends, in the games' order, with
    one process or two; their sums are the result's (``--out`` writes them as JSON lines)."""
    game = get_game("declare")
    opts = game.options_type(players=3, rounds=2)
    heard: list[tuple[int, float, float]] = []
    r = run_tournament(
        game, opts, "medium", "easy", 9, seed=2, jobs=jobs, progress=lambda *x: heard.append(x)
    )
    assert [h[0] for h in heard] == list(range(9))
    assert sum(h[1] for h in heard) == r.a_points
    assert abs(sum(h[2] for h in heard) / 9 - r.margin) < 1e-9
    out = tmp_path / "games.jsonl"
    subprocess.run(
        [sys.executable, "-m", "engine", "tournament", "--game", "declare", "--options",
         '{"players": 3, "rounds": 2}', "--a", "medium", "--b", "easy", "--games", "9",
         "--seed", "2", "--jobs", str(jobs), "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert [x["game"] for x in lines] == list(range(9))
    assert sum(x["a_points"] for x in lines) == r.a_points
