"""AI latency: decision time per game, variant and difficulty (median and p95).

Positions come from games the Medium bots play against themselves: each decision with more
than one legal action is kept with a fixed probability until ``--samples`` positions are
collected, so they spread over whole games (openings, mid-rounds, endings). Every level then
decides on the same positions through ``choose_text``, the call the GUI's search process
makes (bot built, decision taken, action as text). A level a game does not have falls back
to the best it has (``make_bot``); the table says so. Times are wall-clock on this machine,
one decision at a time, with the process's CPU time beside them and the load average, since
on a shared machine the wall-clock time grows with whatever else runs: the CPU time
(``time.process_time``) is the figure to read there.

    nice -n 10 .venv/bin/python bench/ai_latency.py --samples 300 --json latency.json
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai.base import choose_text, levels_for, make_bot  # noqa: E402
from engine.records import write_json_atomic  # noqa: E402
from engine.registry import get_game  # noqa: E402
from engine.rng import derive_seed  # noqa: E402

LEVELS = ("easy", "medium", "hard")
KEEP = 0.25  # chance that a decision becomes a timed position

# (game id, label, options): every game, Belote in each variant, and a large Declare table.
TABLES: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("declare", "4 players", {"players": 4}),
    ("declare", "20 players", {"players": 20, "decks": 2}),
    ("declaration", "default", {}),
    ("belote", "with trump", {"variant": "with_trump"}),
    ("belote", "no trump", {"variant": "no_trump"}),
    ("belote", "coinche", {"variant": "coinche"}),
    ("frontier", "default", {}),
)


def positions(
    game_id: str, options_data: dict[str, Any], count: int, seed: int
) -> list[tuple[Any, list[Any]]]:
    """``count`` (observation, legal actions) pairs from Medium self-play."""
    game = get_game(game_id)
    options = game.options_from_dict(options_data)
    players = game.players_of(options)
    pick = random.Random(derive_seed(seed, "keep", game_id))
    out: list[tuple[Any, list[Any]]] = []
    match = 0
    while len(out) < count:
        match_seed = derive_seed(seed, game_id, match)
        match += 1
        state = game.new_state(options, match_seed)
        bots = [make_bot(game_id, "medium") for _ in range(players)]
        rngs = [random.Random(derive_seed(match_seed, "ai", s)) for s in range(players)]
        while not state.is_terminal and len(out) < count:
            seat = state.current_player
            legal = state.legal_actions()
            obs = state.observation(seat)
            if len(legal) > 1 and pick.random() < KEEP:
                out.append((obs, legal))
            action = legal[0] if len(legal) == 1 else bots[seat].choose(obs, legal, rngs[seat])
            state.apply(action)
    return out


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0-1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def measure(
    game_id: str,
    label: str,
    options_data: dict[str, Any],
    samples: int,
    seed: int,
    levels: tuple[str, ...] = LEVELS,
) -> list[dict[str, Any]]:
    """One row per level: decision times in milliseconds on the same positions."""
    spots = positions(game_id, options_data, samples, seed)
    real = levels_for(game_id)
    rows = []
    for level in levels:
        times, cpu = [], []
        for i, (obs, legal) in enumerate(spots):
            start, start_cpu = time.perf_counter(), time.process_time()
            choose_text(game_id, level, obs, legal, derive_seed(seed, "decide", i))
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
        bot = make_bot(game_id, level).name
        rows.append(
            {
                "game": game_id,
                "table": label,
                "options": options_data,
                "level": level,
                "bot": bot,
                "fallback": level not in real,
                "decisions": len(times),
                "median_ms": round(statistics.median(times), 2),
                "p95_ms": round(percentile(times, 0.95), 2),
                "max_ms": round(max(times), 2),
                "cpu_median_ms": round(statistics.median(cpu), 2),
                "cpu_p95_ms": round(percentile(cpu, 0.95), 2),
                "cpu_max_ms": round(max(cpu), 2),
            }
        )
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    """The rows as a Markdown table."""
    lines = [
        "| Game | Table | Level | Decisions | Median ms | p95 ms | Max ms "
        "| CPU median ms | CPU p95 ms | CPU max ms |",
        "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in rows:
        level = r["level"] + (f" (falls back to {r['bot']})" if r["fallback"] else "")
        lines.append(
            f"| {r['game']} | {r['table']} | {level} | {r['decisions']} | "
            f"{r['median_ms']:.1f} | {r['p95_ms']:.1f} | {r['max_ms']:.1f} | "
            f"{r['cpu_median_ms']:.1f} | {r['cpu_p95_ms']:.1f} | {r['cpu_max_ms']:.1f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Measure, print the table, and optionally write JSON."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--samples", type=int, default=300, help="positions per game and table")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", help="comma-separated game ids (default: all)")
    p.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels")
    p.add_argument("--json", metavar="PATH", help="also write the rows as JSON")
    args = p.parse_args(argv)
    if args.samples < 1:
        p.error("--samples must be at least 1")
    wanted = set(args.games.split(",")) if args.games else None
    levels = tuple(args.levels.split(","))
    load_before = os.getloadavg()[0]
    rows: list[dict[str, Any]] = []
    for game_id, label, options_data in TABLES:
        if wanted is None or game_id in wanted:
            rows.extend(measure(game_id, label, options_data, args.samples, args.seed, levels))
            print(f"measured {game_id} ({label})", file=sys.stderr, flush=True)
    load = {
        "before": round(load_before, 2),
        "after": round(os.getloadavg()[0], 2),
        "cpus": os.cpu_count(),
    }
    print(table(rows))
    print(
        f"\nload average (1 min) before {load['before']}, after {load['after']}, "
        f"on {load['cpus']} CPUs: wall-clock times grow with the load, CPU times much less."
    )
    if args.json:
        write_json_atomic(
            Path(args.json),
            {"samples": args.samples, "seed": args.seed, "load": load, "rows": rows},
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
