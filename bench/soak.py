"""Soak: many games per game and variant, every invariant checked after every action.

Random and AI seats, random options within their ranges (large Declare tables included).
Prints one JSON line per game and variant: games played, actions checked, failures (each
with its seed and options, to replay). ``--games`` per variant (the reliability issue asks
for 10,000; CI does not run this).

    .venv/bin/python bench/soak.py --games 200
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai import make_bot  # noqa: E402
from engine.conformance import check_playout  # noqa: E402
from engine.registry import get_game  # noqa: E402


def declare_options(rng: random.Random) -> dict[str, Any]:
    """Random Declare options within the rulings' ranges (enough decks)."""
    from engine.games.declare import DECLARE_LIMITS, decks_needed

    players, hand = rng.randint(2, 20), rng.randint(4, 10)
    return {"players": players, "hand_size": hand,
            "decks": rng.randint(decks_needed(players, hand), 10),
            "declare_limit": rng.choice(DECLARE_LIMITS), "go_arounds": rng.randint(0, 4),
            "rounds": rng.randint(1, 3)}


def variants() -> list[tuple[str, str, Any]]:
    """(game id, variant label, options maker)."""
    out: list[tuple[str, str, Any]] = [("declare", "random options", declare_options)]
    out.append(("frontier", "2-8 players", lambda r: {"players": r.randint(2, 8)}))
    out.append(("declaration", "target 150", lambda r: {"target": 150}))
    for variant in ("with_trump", "no_trump", "coinche"):
        for rules in ("house", "official"):
            for decl in (True, False):
                label = f"{variant}/{rules}/{'declarations' if decl else 'no declarations'}"
                out.append(("belote", label, lambda r, v=variant, ru=rules, d=decl: {
                    "variant": v, "rules": ru, "declarations": d}))
    return out


def main() -> None:
    """Run the soak and print a line per variant."""
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=100, help="games per variant")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    for game_id, label, make_options in variants():
        game = get_game(game_id)
        rng = random.Random(f"{args.seed}/{game_id}/{label}")
        games = actions = 0
        failures = []
        start = time.perf_counter()
        for i in range(args.games):
            seed = rng.randrange(2**31)
            data = make_options(rng)
            try:
                options = game.options_from_dict(data)
                players = game.players_of(options)
                bots = [make_bot(game_id, rng.choice(["easy", "medium"]))
                        if rng.random() < 0.5 else None for _ in range(players)]
                state = check_playout(game, options, seed, roundtrip=(i % 10 == 0),
                                      bots=bots if any(bots) else None)  # type: ignore[arg-type]
                games += 1
                actions += len(state.history)
            except Exception as e:  # noqa: BLE001 - every failure is reported, none stops the run
                failures.append({"seed": seed, "options": data, "error": repr(e)[:300],
                                 "where": traceback.format_exc().splitlines()[-3][:200]})
        print(json.dumps({"game": game_id, "variant": label, "games": games,
                          "actions_checked": actions, "failures": failures,
                          "seconds": round(time.perf_counter() - start, 1)}), flush=True)


if __name__ == "__main__":
    main()
