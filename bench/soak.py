"""Soak: many games per game and variant, every invariant checked after every action.

Each game gets random options within the ranges its Options dataclass declares (field
metadata ``min``/``max``/``choices``), a random seat mix (random players, Easy, Medium and
Hard bots; bots see only their seat's observation) and is played to the end through
``engine.conformance.check_playout``: cards and money conserved, observations and events
hide what ``hidden_from`` names, illegal actions refused without changing the state, clones
and record replays agreeing.

What is checked after every action and what is sampled is said in ``check_playout``: the
soak runs the API checks (illegal actions refused, clone agreement) before one action in
ten (``--api-rate``) and replays the JSON record at the end of every game; the invariants
(cards and money, observations and events hiding what they must, legal actions) follow every
action. Hard bots run their whole code path (world sampling, rollouts, inference) with two
worlds or samples per decision instead of dozens (``light_search``): the soak tests that they
stay legal and never break an invariant, not how well they play, and at full strength one
Hard game costs as much as a thousand others.

Variants are played in turn (game 1 of every variant, then game 2, ...), so a run stopped by
``--minutes`` still covers them all. Each failure is written as a replayable hand record
(with the soak's seed, options, seat levels and error) to ``--failures``. A summary (games,
actions checked, failures, per game and variant) is printed and, with ``--out``, rewritten
as Markdown every ``--every`` seconds and at the end, so a long run leaves partial results.

    .venv/bin/python bench/soak.py --games 200 --jobs 2
    nice -n 15 .venv/bin/python bench/soak.py --games 10000 --jobs 2 --out docs/soak.md

The variants are those the seeds name: Belote's With trump, No trump and Coinche, and
Declaration's rotation and Void Lock modes; Declare and Frontier have one each. Every other
option is drawn within its range for every game (Belote's rule set and Declarations,
Declare's table of 2 to 20, its decks and limits, ...), and the report shows how the drawn
games spread over them. Option fields that set a game's length (rounds, targets, starting
cash, go-arounds) keep their default in a quarter of the games and are otherwise drawn
log-uniformly over their range (``length_value``): every value is reached, but most games
stay short enough for tens of thousands of them.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import random
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.ai import make_bot  # noqa: E402
from engine.conformance import check_playout  # noqa: E402
from engine.core import InvalidOptionsError, State, option_fields  # noqa: E402
from engine.records import make_record, write_json_atomic  # noqa: E402
from engine.registry import get_game  # noqa: E402
from engine.rng import derive_seed  # noqa: E402

LENGTH_FIELDS = frozenset({"rounds", "target", "starting_cash", "go_arounds"})
# seat mixes: the chance of each, and the levels a bot seat draws from (None: random player)
MIXES: tuple[tuple[str, float, tuple[str | None, ...]], ...] = (
    ("random", 0.35, (None,)),
    ("random+easy", 0.25, (None, "easy")),
    ("easy/medium", 0.25, ("easy", "medium")),
    ("with hard", 0.15, (None, "easy", "medium", "hard")),
)


@dataclass(frozen=True)
class Variant:
    """A game and the options every game of this variant keeps fixed."""

    game: str
    label: str
    fixed: dict[str, Any] = field(default_factory=dict)


def variants() -> list[Variant]:
    """Every game and variant the soak covers: the variants the seeds name (Belote's With
    trump, No trump and Coinche; Declaration's rotation and Void Lock modes) and one for each
    other game. Every other option (Belote's rule set and Declarations, Declare's table size,
    decks and limits, ...) is drawn at random within its range for each game, and its
    spread is reported per variant (``coverage``)."""
    out = [
        Variant("declare", "2-20 players"),
        Variant("frontier", "2-8 players"),
        Variant("declaration", "rotation", {"void_lock": False}),
        Variant("declaration", "void lock", {"void_lock": True}),
    ]
    for variant in ("with_trump", "no_trump", "coinche"):
        out.append(Variant("belote", variant.replace("_", " "), {"variant": variant}))
    return out


def coverage(game_id: str, data: dict[str, Any]) -> str:
    """The option class a game falls in, for the report's spread of drawn options."""
    if game_id == "belote":
        return f"{data['rules']}/{'declarations' if data['declarations'] else 'no declarations'}"
    if game_id == "declare":
        n = data["players"]
        return "2-5 players" if n <= 5 else "6-12 players" if n <= 12 else "13-20 players"
    if game_id == "frontier":
        return f"{data['players']} players"
    return f"bid stake {'on' if data.get('bid_stake') else 'off'}"


DEFAULT_LENGTH = 0.25
"""The share of games that keep a length field at its default (the game as usually set)."""


def length_value(default: object, lo: int, hi: int, rng: random.Random) -> int:
    """A length field (rounds, target, cash, go-arounds): its default a quarter of the time,
    else log-uniform over ``lo..hi`` (each order of magnitude as likely, so every value is
    reached but most games stay short enough for tens of thousands of them)."""
    if isinstance(default, int) and lo <= default <= hi and rng.random() < DEFAULT_LENGTH:
        return default
    return min(hi, int(math.exp(rng.uniform(math.log(lo + 1), math.log(hi + 2)))) - 1)


def random_options(game_id: str, fixed: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Options drawn within the field metadata (fixed values kept; a ``(lo, hi)`` pair
    narrows a range); combinations the game refuses are drawn again."""
    game = get_game(game_id)
    for _ in range(500):
        data: dict[str, Any] = {}
        for f in option_fields(game.options_type):
            want = fixed.get(f.name)
            if want is not None and not isinstance(want, tuple):
                data[f.name] = want
            elif f.choices is not None:
                data[f.name] = rng.choice(f.choices)
            elif f.minimum is not None and f.maximum is not None:
                lo, hi = want if isinstance(want, tuple) else (f.minimum, f.maximum)
                if f.name in LENGTH_FIELDS:
                    data[f.name] = length_value(f.default, lo, hi, rng)
                else:
                    data[f.name] = rng.randint(lo, hi)
            elif isinstance(f.default, bool):
                data[f.name] = rng.random() < 0.5
        try:
            game.options_from_dict(data)
        except InvalidOptionsError:
            continue
        return data
    raise RuntimeError(f"no valid options drawn for {game_id} {fixed}")


def seat_levels(players: int, rng: random.Random) -> tuple[str, list[str | None]]:
    """A seat mix and each seat's level (None: random legal actions)."""
    x, acc = rng.random(), 0.0
    name, pool = MIXES[-1][0], MIXES[-1][2]
    for mix_name, p, mix_pool in MIXES:
        acc += p
        if x < acc:
            name, pool = mix_name, mix_pool
            break
    levels: list[str | None] = [rng.choice(pool) for _ in range(players)]
    if name == "with hard":
        levels[rng.randrange(players)] = "hard"
    return name, levels


# As in engine.play: a Belote game to 9,920 points between four Easy bots, who throw in
# most No trump deals, took more than 20,000 actions (soak seed 12), and was not stuck.
MAX_ACTIONS = 200_000

# Hard bots' search sizes (class attributes) and the size the soak gives them.
LIGHT_SEARCH: dict[str, tuple[str, ...]] = {
    "engine.games.belote.bots": ("worlds", "bid_worlds"),
    "engine.games.declaration.bots": ("play_worlds", "bid_worlds", "meld_worlds"),
    "engine.games.frontier.bots": ("samples", "keep_samples"),
    "engine.games.declare.bots": ("samples",),
}


def light_search(size: int = 2) -> None:
    """Shrink every Hard bot's search to ``size`` worlds or samples (in this process)."""
    import importlib

    for module, names in LIGHT_SEARCH.items():
        cls = importlib.import_module(module).HardBot
        for name in names:
            if not isinstance(getattr(cls, name, None), int):
                raise AttributeError(f"{module}.HardBot has no search size {name!r}")
            setattr(cls, name, size)


def play_one(task: tuple[int, int, int, str | None]) -> dict[str, Any]:
    """Play game ``index`` of variant ``v`` (everything derived from the run's seed)."""
    v, index, run_seed, failures_dir, api_rate = task
    variant = variants()[v]
    rng = random.Random(derive_seed(run_seed, variant.game, variant.label, index))
    game = get_game(variant.game)
    data = random_options(variant.game, variant.fixed, rng)
    options = game.options_from_dict(data)
    mix, levels = seat_levels(game.players_of(options), rng)
    seed = rng.randrange(2**31)
    bots = [None if lv is None else make_bot(variant.game, lv) for lv in levels]
    started: list[State] = []
    out: dict[str, Any] = {
        "v": v,
        "mix": mix,
        "options": coverage(variant.game, data),
        "ok": True,
        "actions": 0,
    }
    try:
        state = check_playout(
            game,
            options,
            seed,
            roundtrip=(index % 10 == 0),
            bots=bots,
            on_start=started.append,
            api_rate=api_rate,
            max_actions=MAX_ACTIONS,
        )
        out["actions"] = len(state.history)
    except Exception as e:  # noqa: BLE001 - every failure is reported, none stops the run
        out["ok"] = False
        out["actions"] = len(started[0].history) if started else 0
        failure = {
            "variant": variant.label,
            "index": index,
            "run_seed": run_seed,
            "seed": seed,
            "options": data,
            "levels": levels,
            "error": repr(e)[:500],
            "trace": traceback.format_exc()[-2000:],
        }
        out["failure"] = failure
        if failures_dir and started:
            try:
                record = make_record(started[0])
            except Exception:  # noqa: BLE001 - the failure may be in the record itself
                record = {
                    "game": variant.game,
                    "options": data,
                    "seed": seed,
                    "actions": [str(a) for a in started[0].history],
                }
            record["soak"] = failure
            name = f"{variant.game}-{v}-{index}-{seed}.json"
            write_json_atomic(Path(failures_dir) / name, record)
            failure["record"] = str(Path(failures_dir) / name)
    return out


@dataclass
class Tally:
    """Counts for one variant."""

    games: int = 0
    actions: int = 0
    failures: list[dict[str, Any]] = field(default_factory=list)
    mixes: dict[str, int] = field(default_factory=dict)
    options: dict[str, int] = field(default_factory=dict)

    def add(self, r: dict[str, Any]) -> None:
        """Count one game's result."""
        self.games += 1
        self.actions += r["actions"]
        self.mixes[r["mix"]] = self.mixes.get(r["mix"], 0) + 1
        self.options[r["options"]] = self.options.get(r["options"], 0) + 1
        if not r["ok"]:
            self.failures.append(r["failure"])


def tasks(
    chosen: list[int], games: int, seed: int, failures: str | None, api_rate: float, start: int = 0
) -> Iterator[tuple[int, int, int, str | None, float]]:
    """Game ``start`` of every chosen variant (indices into ``variants()``), then the next,
    ... up to game ``games - 1``: a run stopped early is finished by one from its next
    game, the same games as one uninterrupted run."""
    for i in range(start, games):
        for v in chosen:
            yield v, i, seed, failures, api_rate


def chosen_variants(only: str | None) -> list[int]:
    """The indices of the variants of the games named in ``only`` (comma-separated game
    ids), or of every variant. A game's games are the same whichever others run with it."""
    vs = variants()
    if not only:
        return list(range(len(vs)))
    games = {g.strip() for g in only.split(",") if g.strip()}
    unknown = games - {v.game for v in vs}
    if unknown:
        raise SystemExit(f"soak: no such game {sorted(unknown)}")
    return [i for i, v in enumerate(vs) if v.game in games]


def code_version() -> str:
    """The checked-out commit (and whether the tree differs from it), for the report."""
    import subprocess

    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return "unknown (not a git checkout)"
    return f"`{head}`" + (" with uncommitted changes" if dirty.strip() else "")


def _natural(item: tuple[str, int]) -> tuple[int, str]:
    """Option classes in reading order ("2 players" before "10 players")."""
    head = item[0].split("-")[0].split(" ")[0]
    return (int(head) if head.isdigit() else 0, item[0])


def markdown(tallies: list[Tally], args: argparse.Namespace, seconds: float, finished: bool) -> str:
    """The summary as a Markdown page."""
    vs = variants()
    total_g = sum(t.games for t in tallies)
    total_a = sum(t.actions for t in tallies)
    total_f = sum(len(t.failures) for t in tallies)
    lines = [
        "# Soak results",
        "",
        f"Command: `bench/soak.py --games {args.games} --seed {args.seed} --jobs {args.jobs}"
        + (f" --api-rate {args.api_rate:g}" if args.api_rate != 0.1 else "")
        + (f" --minutes {args.minutes}" if args.minutes else "")
        + (f" --only {args.only}" if args.only else "")
        + (f" --start {args.start}" if getattr(args, "start", 0) else "")
        + "`",
        f"Code: commit {args.code}.",
        f"Status: **{'finished' if finished else 'in progress / stopped early'}** after "
        f"{seconds / 60:.1f} min; updated {time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}.",
        f"Machine: {platform.machine()}, {os.cpu_count()} cores shared with other work, "
        f"Python {platform.python_version()}.",
        "",
        f"Total: **{total_g} games, {total_a} actions checked, {total_f} failures** "
        f"({total_g / max(seconds, 1e-9):.1f} games/s, {total_a / max(seconds, 1e-9):.0f} "
        "checked actions/s).",
        "",
        "Every action is followed by the invariants of `engine/conformance.py` (cards and "
        "money conserved, observations and events hide what `hidden_from` names, legal "
        "actions listed exactly until the end); before a share of "
        f"{args.api_rate:g} of the actions, three illegal actions are refused without "
        "changing the state and a clone agrees with the original; every game's record is "
        "replayed at its end. Options are random within each game's declared ranges; seats "
        "are random players or Easy/Medium/Hard bots, Hard with two worlds or samples per "
        "decision (see `bench/soak.py`).",
        "",
        "| Game | Variant | Games | Target | Actions checked | Failures | Seat mixes "
        "| Options drawn |",
        "| --- | --- | ---: | ---: | ---: | ---: | --- | --- |",
    ]
    for v, t in zip(vs, tallies, strict=True):
        if args.only and v.game not in args.only.split(","):
            continue
        mixes = ", ".join(f"{k} {n}" for k, n in sorted(t.mixes.items()))
        drawn = ", ".join(f"{k} {n}" for k, n in sorted(t.options.items(), key=_natural))
        lines.append(
            f"| {v.game} | {v.label} | {t.games} | {args.games} | {t.actions} | "
            f"{len(t.failures)} | {mixes} | {drawn} |"
        )
    fails = [f for t in tallies for f in t.failures]
    if fails:
        lines += ["", "## Failures", ""]
        for f in fails[:50]:
            lines.append(
                f"- {f['variant']} #{f['index']} seed {f['seed']} options "
                f"`{json.dumps(f['options'])}` levels {f['levels']}: `{f['error']}`"
                + (f" (record `{f['record']}`)" if f.get("record") else "")
            )
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace, report: Callable[[str], None] = print) -> list[Tally]:
    """Play the soak; returns the tallies per variant."""
    vs = variants()
    tallies = [Tally() for _ in vs]
    start = time.monotonic()
    deadline = start + args.minutes * 60 if args.minutes else None
    last_write = start

    def write(finished: bool) -> None:
        if args.out:
            text = markdown(tallies, args, time.monotonic() - start, finished)
            out = Path(args.out)
            tmp = out.with_name(f".{out.name}.tmp")
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, out)

    def done(r: dict[str, Any]) -> None:
        nonlocal last_write
        tallies[r["v"]].add(r)
        if not r["ok"]:
            report(json.dumps({"failure": r["failure"]}))
        if time.monotonic() - last_write > args.every:
            last_write = time.monotonic()
            write(False)

    def out_of_time() -> bool:
        return deadline is not None and time.monotonic() > deadline

    args.code = getattr(args, "code", None) or code_version()
    todo = tasks(
        chosen_variants(args.only), args.games, args.seed, args.failures, args.api_rate, args.start
    )
    light_search()
    stopped = False
    if args.jobs <= 1:
        for task in todo:
            if out_of_time():
                stopped = True
                break
            done(play_one(task))
    else:
        with ProcessPoolExecutor(args.jobs, initializer=light_search) as pool:
            running: set[Future[dict[str, Any]]] = set()
            for task in todo:
                if out_of_time():
                    stopped = True
                    break
                running.add(pool.submit(play_one, task))
                if len(running) >= 2 * args.jobs:
                    finished, running = wait(running, return_when=FIRST_COMPLETED)
                    for f in finished:
                        done(f.result())
            for f in running:
                done(f.result())
    seconds = time.monotonic() - start
    for v, t in zip(vs, tallies, strict=True):
        if not t.games:
            continue
        report(
            json.dumps(
                {
                    "game": v.game,
                    "variant": v.label,
                    "games": t.games,
                    "actions_checked": t.actions,
                    "failures": len(t.failures),
                    "mixes": t.mixes,
                    "options": t.options,
                }
            )
        )
    total_g = sum(t.games for t in tallies)
    report(
        json.dumps(
            {
                "total_games": total_g,
                "total_actions_checked": sum(t.actions for t in tallies),
                "total_failures": sum(len(t.failures) for t in tallies),
                "seconds": round(seconds, 1),
                "games_per_second": round(total_g / max(seconds, 1e-9), 2),
                "stopped_by_budget": stopped,
            }
        )
    )
    write(not stopped)
    return tallies


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Command-line options."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100, help="games per variant")
    p.add_argument(
        "--start",
        type=int,
        default=0,
        help="the first game's index (to finish "
        "a run that stopped early: its games are numbered from 0)",
    )
    p.add_argument(
        "--seed",
        type=int,
        default=0,
        help="the run's seed (every game derives its options, seats and deal from it)",
    )
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument(
        "--api-rate",
        type=float,
        default=0.1,
        help="share of actions preceded by "
        "the API checks (illegal actions refused, clone agreement)",
    )
    p.add_argument(
        "--minutes",
        type=float,
        default=0,
        help="stop starting games after this many minutes (0: no budget)",
    )
    p.add_argument(
        "--only", help="play only these games' variants (comma-separated ids, e.g. belote,declare)"
    )
    p.add_argument("--out", help="write the summary as Markdown here (rewritten as it goes)")
    p.add_argument("--every", type=float, default=60, help="seconds between partial summaries")
    p.add_argument(
        "--failures",
        default=str(ROOT / "bench" / "soak-failures"),
        help="folder for the records of failing games",
    )
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the soak; exit status 1 when any game failed."""
    tallies = run(parse_args(argv))
    return 1 if any(t.failures for t in tallies) else 0


if __name__ == "__main__":
    sys.exit(main())
