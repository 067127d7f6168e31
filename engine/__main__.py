"""Command line: ``python -m engine play|replay ...``."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence

from engine.core import InvalidOptionsError
from engine.match import Match
from engine.play import bots_for, options_for_seats, play_game
from engine.records import RecordError, read_record
from engine.registry import GAMES, get_game
from engine.rng import derive_seed


def _play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        options = options_for_seats(game, json.loads(args.options or "{}"), len(levels))
    except (InvalidOptionsError, TypeError, json.JSONDecodeError) as e:
        print(f"error: invalid options: {e}", file=sys.stderr)
        return 2
    players = game.players_of(options)
    if players != len(levels):
        print(f"error: {players} players but {len(levels)} seats given", file=sys.stderr)
        return 2
    bots = bots_for(game, levels)
    wins = [0] * players
    start = time.perf_counter()
    for i in range(args.games):
        state = play_game(game, options, bots, derive_seed(args.seed, "game", i))
        result = state.result()
        assert result is not None
        for s in result.winners:
            wins[s] += 1
    seconds = time.perf_counter() - start
    print(
        json.dumps(
            {
                "game": game.id,
                "games": args.games,
                "seconds": round(seconds, 3),
                "games_per_second": round(args.games / seconds, 2) if seconds else None,
                "seats": [
                    {
                        "seat": s,
                        "bot": bots[s].name,
                        "wins": wins[s],
                        "win_rate": round(wins[s] / args.games, 4) if args.games else None,
                    }
                    for s in range(players)
                ],
            },
            indent=2,
        )
    )
    return 0


def _replay(args: argparse.Namespace) -> int:
    try:
        data = read_record(args.file)
        state = Match.from_record(data).state
    except RecordError as e:
        print(f"error: {args.file}: {e}", file=sys.stderr)
        return 1
    result = state.result()
    print(
        json.dumps(
            {
                "game": data["game"],
                "actions": len(state.history),
                "terminal": state.is_terminal,
                "result": None
                if result is None
                else {"scores": list(result.scores), "winners": list(result.winners)},
                "state": state.snapshot(),
            },
            indent=2,
        )
    )
    return 0


def _tournament(args: argparse.Namespace) -> int:
    from engine.tournament import run_tournament

    game = get_game(args.game)
    try:
        options = options_for_seats(game, json.loads(args.options or "{}"), game.min_players)
    except (InvalidOptionsError, TypeError, json.JSONDecodeError) as e:
        print(f"error: invalid options: {e}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    result = run_tournament(game, options, args.a, args.b, args.games, args.seed, args.jobs)
    out = {
        "game": game.id,
        "a": args.a,
        "b": args.b,
        **result.to_json(),
        "seconds": round(time.perf_counter() - start, 2),
    }
    print(json.dumps(out, indent=2))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point."""
    parser = argparse.ArgumentParser(prog="python -m engine")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play headless games between bots")
    p.add_argument("--game", required=True, choices=sorted(GAMES))
    p.add_argument("--seats", required=True, help="bot level per seat: easy,medium,...")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--options", help="table options as JSON")
    p.set_defaults(func=_play)
    r = sub.add_parser("replay", help="replay a hand record and print the final state")
    r.add_argument("file")
    r.set_defaults(func=_replay)
    t = sub.add_parser("tournament", help="bot level A against level B, duplicate-dealt")
    t.add_argument("--game", required=True, choices=sorted(GAMES))
    t.add_argument("--options", help="table options as JSON")
    t.add_argument("--a", required=True, help="bot level of side A")
    t.add_argument("--b", required=True, help="bot level of side B")
    t.add_argument("--games", type=int, default=100)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="processes to play in (the result is the same as with one)",
    )
    t.set_defaults(func=_tournament)
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
