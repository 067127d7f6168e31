"""Frontier: Hard against three Mediums on `engine play`'s games, one line per game, so that
two versions of Hard can be compared on the same games (docs/ai.md, "## Frontier").

Each game is the one `python -m engine play --game frontier --seats
hard,medium,medium,medium --seed S` plays as its game ``i``. ``--set NAME=VALUE`` changes
one of Hard's settings (for example ``cushion=0.25``); ``--out`` writes every game's final
cash and each round's cash as JSON lines; ``--against`` compares with an earlier run's file:
the games Hard now ends with the most cash and did not before, and the reverse. Hard draws
once from its seat's stream per decision (common random numbers), so on the same games two
versions differ only where one of their decisions did.

``--sees`` measures what better reading of the others would be worth, with a Hard that is
told what no seat may see (a bench figure, never a level): ``cards``, the other contenders'
cards of this round (not the deals to come); ``staked``, only those of the contenders who
have staked (the others sampled as Hard samples them); ``late``, every contender's cards in
rounds 4 and 5 only; ``kept``, the cards each other seat carried over from the last round
(its hand, less what it drew since).

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

from engine.games.frontier.bots import HardBot, _Opp, _Outcome, _percentile  # noqa: E402
from engine.games.frontier.events import RoundEnded  # noqa: E402
from engine.games.frontier.state import ROUNDS, FrontierState, evaluate  # noqa: E402
from engine.match import Match  # noqa: E402
from engine.play import bots_for, options_for_seats, play_match  # noqa: E402
from engine.registry import get_game  # noqa: E402
from engine.rng import derive_seed  # noqa: E402
from engine.tournament import mean_ci  # noqa: E402


def _value(text: str) -> int | float:
    return float(text) if any(c in text for c in ".e") else int(text)


class SeeingHard(HardBot):
    """Hard told the others' cards (``sees``, see above); what it is not told it samples
    as Hard samples it."""

    def __init__(self, sees: str) -> None:
        self.sees = sees
        self.state: FrontierState | None = None
        self.kept: dict[int, list[Any]] = {}

    def _simulate(self, obs, mine, opps, pool, rng):  # type: ignore[no-untyped-def]
        st = self.state
        assert st is not None

        def truth(o: _Opp) -> tuple[int, int, int]:
            return evaluate(st.committed[o.seat] or st.hands[o.seat]).key

        if self.sees == "cards" or (self.sees == "late" and obs.round_no >= ROUNDS - 1):
            keys = [truth(o) for o in opps]
            return [(keys, [_percentile(k) for k in keys])]
        if self.sees == "late":
            return super()._simulate(obs, mine, opps, pool, rng)
        if self.sees == "staked":
            told = [o for o in opps if o.stake > 0]
            hidden = {c for o in told for c in (st.committed[o.seat] or st.hands[o.seat])}
            out = []
            for keys, pct in super()._simulate(
                obs, mine, opps, [c for c in pool if c not in hidden], rng
            ):
                for i, o in enumerate(opps):
                    if o in told:
                        keys[i] = truth(o)
                        pct[i] = _percentile(keys[i])
                out.append((keys, pct))
            return out
        return [self._sample(opps, pool, rng) for _ in range(self.samples * 3 // max(3, len(opps)))]

    def _sample(self, opps: list[_Opp], pool: list[Any], rng: Any) -> _Outcome:
        left = list(pool)
        fixed = {o.seat: [c for c in self.kept.get(o.seat, []) if c in left] for o in opps}
        for cards in fixed.values():
            for c in cards:
                left.remove(c)
        keys, pct = [], []
        memo: dict[Any, float] = {}
        for o in opps:
            key, cards = self._deal(o, left, rng, memo, fixed[o.seat][: o.size])
            for c in cards:
                if c in left:
                    left.remove(c)
            keys.append(key)
            pct.append(_percentile(key))
        return keys, pct


def _play_seeing(game: Any, options: Any, bots: list[Any], seed: int) -> Match:
    """One game, bots[0] (a ``SeeingHard``) shown the state before each of its decisions."""
    hard = bots[0]
    match = Match.new(game, options, seed, [b.name for b in bots], fair=False)
    while (seat := match.state.current_player) is not None:
        state = match.state
        hard.state = state
        round_no, hands = state.round_no, [list(h) for h in state.hands]
        action = match.choose(bots[seat])
        match.apply(action)
        if match.state.round_no != round_no:  # the hands left at the round's end
            hard.kept = {s: hands[s] for s in range(1, len(hands))}
        elif action.kind == "mulligan":
            hard.kept.pop(seat, None)
    return match


def play(
    games: int, first: int, seed: int, settings: dict[str, int | float], sees: str = ""
) -> list[dict[str, Any]]:
    """Hard (seat 0) and three Mediums over games ``first`` .. ``first + games - 1``."""
    game = get_game("frontier")
    options = options_for_seats(game, None, 4)
    bots = bots_for(game, ["hard", "medium", "medium", "medium"])
    if sees:
        bots[0] = SeeingHard(sees)
    for name, value in settings.items():
        if not hasattr(bots[0], name):
            raise SystemExit(f"Hard has no setting {name!r}")
        setattr(bots[0], name, value)
    rows = []
    for i in range(first, first + games):
        deal = derive_seed(seed, "game", i)
        match = (
            _play_seeing(game, options, bots, deal)
            if sees
            else play_match(game, options, bots, deal)
        )
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
    ap.add_argument(
        "--sees",
        choices=("cards", "staked", "late", "kept"),
        default="",
        help="a ceiling: see above",
    )
    args = ap.parse_args(argv)
    settings = {}
    for item in args.set:
        name, _, text = item.partition("=")
        settings[name] = _value(text)
    rows = play(args.games, args.first, args.seed, settings, args.sees)
    if args.out:
        args.out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    against = None
    if args.against:
        against = [json.loads(line) for line in args.against.read_text().splitlines() if line]
    report(rows, against, options_for_seats(get_game("frontier"), None, 4).starting_cash)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
