"""Engine speed: random playouts per second for every game (one core, no checks).

Declare is reported in rounds per second (a round: deal, joker pick, turns, declare) for a
4-player table, the figure the foundation issue targets (>= 1,000/s). Run:
``.venv/bin/python bench/engine_speed.py [--seconds S]``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.events import Scored  # noqa: E402
from engine.registry import get_game, list_games  # noqa: E402


def random_playouts(game_id: str, seconds: float, options_data: dict | None = None) -> dict:
    """Play random legal actions for about ``seconds``; count games, rounds and actions."""
    game = get_game(game_id)
    options = game.options_from_dict(options_data or {})
    rng = random.Random(1)
    games = rounds = actions = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        state = game.new_state(options, seed)
        seed += 1
        while not state.is_terminal:
            legal = state.legal_actions()
            for e in state.apply(legal[rng.randrange(len(legal))]):
                if isinstance(e, Scored):  # once per round (hand, deal)
                    rounds += 1
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "game": game_id,
        "options": options_data or {},
        "games": games,
        "games_per_second": round(games / elapsed, 1),
        "rounds_per_second": round(rounds / elapsed, 1) if rounds else None,
        "actions_per_second": round(actions / elapsed),
    }


def frontier_evaluations(seconds: float) -> dict:
    """Frontier's configuration evaluator: five-card evaluations per second of wall-clock
    time and per second of this process's CPU time (the evaluator's own speed on this CPU,
    whatever else the machine is running)."""
    from engine.games.frontier.state import DECK, evaluate

    rng = random.Random(2)
    pack = DECK.build()
    hands = [rng.sample(pack, 5) for _ in range(2000)]
    n = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        for hand in hands:
            evaluate(hand)
        n += len(hands)
    return {
        "game": "frontier",
        "five_card_evaluations_per_second": round(n / (time.perf_counter() - start)),
        "five_card_evaluations_per_cpu_second": round(n / max(time.process_time() - cpu, 1e-9)),
    }


def main() -> None:
    """Print one JSON line per game."""
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=3.0)
    args = p.parse_args()
    print(json.dumps(random_playouts("declare", args.seconds, {"players": 4})))
    for g in list_games():
        if g.id != "declare":
            print(json.dumps(random_playouts(g.id, args.seconds)))
    print(json.dumps(frontier_evaluations(args.seconds)))


if __name__ == "__main__":
    main()
