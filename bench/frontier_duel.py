"""Frontier: Hard against three Mediums on `engine play`'s games, one line per game, so that
two versions of Hard can be compared on the same games (docs/ai.md, "## Frontier").

Each game is the one `python -m engine play --game frontier --seats
hard,medium,medium,medium --seed S` plays as its game ``i``. ``--set NAME=VALUE`` changes
one of Hard's settings (for example ``cushion=0.25``); ``--out`` writes every game's final
cash and each round's cash as JSON lines; ``--against`` compares with an earlier run's file:
the games Hard now ends with the most cash and did not before, and the reverse.

    .venv/bin/python bench/frontier_duel.py --games 300 --seed 0 --out now.jsonl
    .venv/bin/python bench/frontier_duel.py --games 300 --seed 0 --set cushion=0 \\
        --out linear.jsonl --against now.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.games.frontier.events import RoundEnded  # noqa: E402
from engine.play import bots_for, options_for_seats, play_match  # noqa: E402
from engine.registry import get_game  # noqa: E402
from engine.rng import derive_seed  # noqa: E402
from engine.tournament import mean_ci  # noqa: E402


def _value(text: str) -> int | float:
    return float(text) if any(c in text for c in ".e") else int(text)


def play(
    games: int, first: int, seed: int, settings: dict[str, int | float]
) -> list[dict[str, Any]]:
    """Hard (seat 0) and three Mediums over games ``first`` .. ``first + games - 1``."""
    game = get_game("frontier")
    options = options_for_seats(game, None, 4)
    bots = bots_for(game, ["hard", "medium", "medium", "medium"])
    for name, value in settings.items():
        if not hasattr(bots[0], name):
            raise SystemExit(f"Hard has no setting {name!r}")
        setattr(bots[0], name, value)
    rows = []
    for i in range(first, first + games):
        match = play_match(game, options, bots, derive_seed(seed, "game", i))
        cash = list(match.state.result().scores)
        rounds = [list(e.cash) for s in match.steps for e in s.events if isinstance(e, RoundEnded)]
        rows.append({"i": i, "cash": cash, "first": cash[0] >= max(cash), "rounds": rounds})
    return rows


def report(rows: list[dict[str, Any]], against: list[dict[str, Any]] | None, starting: int) -> None:
    """Hard's share of games with the most cash, its mean cash, and the paired count."""
    n = len(rows)
    won = sum(r["first"] for r in rows)
    share = won / n
    half = 1.96 * (share * (1 - share) / n) ** 0.5
    cash = [r["cash"][0] for r in rows]
    mean, spread = mean_ci([float(c) for c in cash])
    broke = sum(c == 0 for c in cash)
    same = sum(c == starting for c in cash)
    print(
        f"{n} games: Hard has the most cash in {share:.1%} (± {half:.1%}), mean cash "
        f"${mean:.1f} ± {spread:.1f}, broke in {broke}, at its starting cash in {same}"
    )
    if against is not None:
        before = {r["i"]: r["first"] for r in against}
        common = [r for r in rows if r["i"] in before]
        gained = sum(r["first"] and not before[r["i"]] for r in common)
        lost = sum(before[r["i"]] and not r["first"] for r in common)
        print(f"against the other run, {len(common)} games in common: +{gained} / -{lost}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--first", type=int, default=0, help="the first game's number")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--out", type=Path)
    ap.add_argument("--against", type=Path)
    args = ap.parse_args(argv)
    settings = {}
    for item in args.set:
        name, _, text = item.partition("=")
        settings[name] = _value(text)
    rows = play(args.games, args.first, args.seed, settings)
    if args.out:
        args.out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    against = None
    if args.against:
        against = [json.loads(line) for line in args.against.read_text().splitlines() if line]
    report(rows, against, options_for_seats(get_game("frontier"), None, 4).starting_cash)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
