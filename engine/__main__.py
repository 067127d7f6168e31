"""Command line: ``python -m engine play|replay ...``."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from collections.abc import Callable, Sequence

from engine.ai.base import levels_for
from engine.core import InvalidOptionsError
from engine.match import Match
from engine.play import bots_for, options_for_seats, play_game
from engine.records import RecordError, read_record
from engine.registry import GAMES, get_game
from engine.rng import derive_seed
from engine.validate import MAX_INT

MAX_GAMES = 10_000_000


def bounded_int(lo: int, hi: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``lo`` to ``hi`` (else exit 2, in words)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"must be from {lo} to {hi}, not {text[:40]}")
        return value

    return parse


def options_error(e: Exception) -> str:
    """An options error in words (an ``InvalidOptionsError`` carries a code and numbers)."""
    if isinstance(e, InvalidOptionsError):
        d = e.details
        if e.reason == "out_of_range":
            return f"{d.get('option')} must be from {d.get('min')} to {d.get('max')}"
        return e.reason.replace("_", " ") + (f" ({d})" if d else "")
    if isinstance(e, json.JSONDecodeError):
        return f"not JSON ({e.msg})"
    return str(e)[:200]


def _options_json(text: str | None) -> dict[str, object]:
    data = json.loads(text or "{}")
    if not isinstance(data, dict):
        raise ValueError('--options must be a JSON object, e.g. {"players": 3}')
    return data


def _levels_error(game_id: str, levels: Sequence[str]) -> str | None:
    known = levels_for(game_id)
    bad = [lv for lv in levels if lv not in known]
    if bad:
        return f"unknown level {bad[0][:40]!r} for {game_id} (known: {', '.join(known)})"
    return None


def _play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    problem = _levels_error(game.id, levels)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    try:
        options = options_for_seats(game, _options_json(args.options), len(levels))
    except (InvalidOptionsError, TypeError, ValueError, AttributeError) as e:
        print(f"error: invalid options: {options_error(e)}", file=sys.stderr)
        return 2
    players = game.players_of(options)
    if players != len(levels):
        print(f"error: {players} players but {len(levels)} seats given", file=sys.stderr)
        return 2
    bots = bots_for(game, levels)
    wins = [0] * players
    scores: list[list[int]] = [[] for _ in range(players)]
    start = time.perf_counter()
    for i in range(args.games):
        state = play_game(game, options, bots, derive_seed(args.seed, "game", i))
        result = state.result()
        assert result is not None
        for s in result.winners:
            wins[s] += 1
        for s in range(players):
            scores[s].append(result.scores[s])
    seconds = time.perf_counter() - start
    from engine.tournament import mean_ci  # the tournament's interval, for the same figure

    means = [mean_ci([float(x) for x in v]) for v in scores]
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
                        # the final score (Frontier: cash) over the games, and a 95% interval
                        "mean_score": round(means[s][0], 2),
                        "score_ci95": round(means[s][1], 2),
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
    problem = _levels_error(game.id, [args.a, args.b])
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    try:
        options = options_for_seats(game, _options_json(args.options), game.min_players)
    except (InvalidOptionsError, TypeError, ValueError, AttributeError) as e:
        print(f"error: invalid options: {options_error(e)}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    with contextlib.ExitStack() as stack:
        log = stack.enter_context(open(args.out, "w", encoding="utf-8")) if args.out else None

        def progress(index: int, points: float, margin: float) -> None:
            if log is not None:
                log.write(json.dumps({"game": index, "a_points": points, "margin": margin}))
                log.write("\n")
                log.flush()

        result = run_tournament(
            game, options, args.a, args.b, args.games, args.seed, args.jobs, progress
        )
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
    p.add_argument("--games", type=bounded_int(1, MAX_GAMES), default=1)
    p.add_argument("--seed", type=bounded_int(0, MAX_INT), default=0)
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
    t.add_argument("--games", type=bounded_int(1, MAX_GAMES), default=100)
    t.add_argument("--seed", type=bounded_int(0, MAX_INT), default=0)
    t.add_argument(
        "--jobs",
        type=bounded_int(1, 256),
        default=1,
        help="processes to play in (the result is the same as with one)",
    )
    t.add_argument("--out", help="write each game's result to this file as it ends (JSON lines)")
    t.set_defaults(func=_tournament)
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
