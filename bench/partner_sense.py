"""Partner sense in Belote and Declaration: how often a bot takes the trick from a partner
who was already winning it while it held another card, and how often that cost points.

Duplicate self-play: each deal is played twice, bot A's team North-South then East-West,
against bot B (Belote: the Coinche deals of ``bench/card_play.py``, Official rules, 80 to the
strongest hand; Declaration: the first hand of a game under default options). At each card a
bot plays while its partner is master of the trick, it has a *chance* if one of its legal
cards would leave the partner master; it *overtakes* if the card it plays becomes master.
An overtake is *costly* when the double-dummy solver on the true deal (every hand in view,
``engine/ai/solver.py``) values the card played below the best card that leaves the partner
master, for the bot's team: Belote card points, Declaration tricks. Only positions with at
most ``--solve-from`` tricks left are solved (earlier ones would take seconds each in pure
Python); the table gives the chances counted both ways.

    nice -n 10 .venv/bin/python bench/partner_sense.py --game belote --a hard --b medium --deals 100
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.card_play import contract_deal  # noqa: E402
from engine.ai.solver import Solver  # noqa: E402
from engine.core import Action, Bot  # noqa: E402
from engine.games.belote import worlds as bw  # noqa: E402
from engine.games.belote.bots import ClassicHardBot, EasyBot, HardBot, MediumBot  # noqa: E402
from engine.games.belote.state import BeloteState, Phase  # noqa: E402
from engine.games.declaration import bots as dbots  # noqa: E402
from engine.games.declaration import sim  # noqa: E402
from engine.games.declaration.state import (  # noqa: E402
    CARD_BY_TEXT,
    DeclarationOptions,
    DeclarationState,
    trick_winner,
)
from engine.games.declaration.state import Phase as DPhase  # noqa: E402
from engine.rng import derive_seed  # noqa: E402
from engine.tournament import mean_ci  # noqa: E402

BELOTE: dict[str, Callable[[], Bot[Any]]] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "classic": ClassicHardBot,
}
DECLARATION: dict[str, Callable[[], Bot[Any]]] = {
    "easy": dbots.EasyBot,
    "medium": dbots.MediumBot,
    "hard": dbots.HardBot,
}


class Tally:
    """Per level: chances, overtakes, chances late enough to solve, overtakes among them,
    costly overtakes."""

    def __init__(self) -> None:
        self.rows: dict[str, list[int]] = {}
        # costly overtakes by the bot's place in the trick (2: second to play ... 4: last)
        self.places: dict[str, list[int]] = {}

    def merge(self, other: Tally) -> None:
        """Add another tally's rows."""
        for mine_all, theirs in ((self.rows, other.rows), (self.places, other.places)):
            for level, r in theirs.items():
                mine = mine_all.setdefault(level, [0] * len(r))
                for k, x in enumerate(r):
                    mine[k] += x

    def add(self, level: str, overtook: bool, solvable: bool, costly: bool, place: int) -> None:
        r = self.rows.setdefault(level, [0, 0, 0, 0, 0])
        r[0] += 1
        r[1] += overtook
        r[2] += solvable
        r[3] += overtook and solvable
        r[4] += costly
        self.places.setdefault(level, [0, 0, 0])[place - 2] += costly


def _belote_chance(
    st: BeloteState, card_of: Callable[[Action], Any], legal: list[Action], action: Action
) -> tuple[bool, bool, bool] | None:
    """(overtook, solvable, costly) when this play is a chance, else None. (A pending
    belote restricts only the root, and the root moves are the legal plays.)"""
    if not st.trick or action.kind != "play":
        return None
    p = st.current
    power = st.led_strengths
    best, winner = st.master
    if winner != (p + 2) % 4:
        return None
    plays = [a for a in legal if a.kind == "play"]
    keep = [a for a in plays if power[card_of(a)] <= best]
    if not keep:
        return None
    overtook = power[card_of(action)] > best
    solvable = 8 - len(st.tricks) <= SOLVE_FROM[0]
    if not overtook or not solvable:
        return overtook, solvable, False
    solver, rules = bw.solver_for(st)
    pos = rules.position(st)
    ids = [rules.id_of[card_of(a)] for a in [action, *keep]]
    values = solver.move_values(pos, ids)
    sign = 1 if p % 2 == 0 else -1
    mine = [sign * v for v in values]
    return True, True, mine[0] < max(mine[1:])


SOLVE_FROM = [6]


def belote_game(a: str, b: str, seed: int, tally: Tally) -> float:
    """Both seatings of one Belote deal; A's card points minus B's in the same seats
    (``bench/card_play.py``'s figure: these are the same games)."""
    from engine.cards import Card

    def card_of(x: Action) -> Card:
        return Card.parse(x.args[0])

    ns: list[int] = []
    for levels in ((a, b, a, b), (b, a, b, a)):
        st = contract_deal(seed, False)
        bots = [BELOTE[lv]() for lv in levels]
        rng = random.Random(derive_seed(seed, "play"))
        while st.phase == Phase.PLAY:
            p = st.current
            legal = st.legal_actions()
            action = legal[0] if len(legal) == 1 else bots[p].choose(st.observation(p), legal, rng)
            if len(legal) > 1:
                found = _belote_chance(st, card_of, legal, action)
                if found is not None:
                    tally.add(levels[p], *found, len(st.trick) + 1)
            st.apply(action)
        assert st.last_deal is not None
        ns.append(st.last_deal["card_points"][0] - st.last_deal["card_points"][1])
    return (ns[0] - ns[1]) / 2


def declaration_game(a: str, b: str, seed: int, tally: Tally) -> float:
    """Both seatings of the first hand of one Declaration game."""
    for levels in ((a, b, a, b), (b, a, b, a)):
        st = DeclarationState(DeclarationOptions(), seed)
        bots = [DECLARATION[lv]() for lv in levels]
        rng = random.Random(derive_seed(seed, "play"))
        hand = st.hand_no
        while st.hand_no == hand and not st.is_terminal:
            p = st.current
            legal = st.legal_actions()
            action = legal[0] if len(legal) == 1 else bots[p].choose(st.observation(p), legal, rng)
            if st.phase == DPhase.PLAY and st.trick and len(legal) > 1:
                found = _declaration_chance(st, legal, action)
                if found is not None:
                    tally.add(levels[p], *found, len(st.trick) + 1)
            st.apply(action)
    return 0.0


def _declaration_chance(
    st: DeclarationState, legal: list[Action], action: Action
) -> tuple[bool, bool, bool] | None:
    p = st.current
    trick = list(st.trick)
    if trick_winner(trick, st.trump) != (p + 2) % 4:
        return None

    def takes(a: Action) -> bool:
        return trick_winner([*trick, (p, CARD_BY_TEXT[a.args[0]])], st.trump) == p

    keep = [a for a in legal if not takes(a)]
    if not keep:
        return None
    overtook = takes(action)
    left = sim.TRICKS - len(st.tricks_history)
    if not overtook or left > SOLVE_FROM[0]:
        return overtook, left <= SOLVE_FROM[0], False
    deal = sim.Deal.from_state(st)
    solver = Solver(sim.deal_rules(deal))
    ids = [sim.ID_OF[CARD_BY_TEXT[a.args[0]]] for a in [action, *keep]]
    values = solver.move_values(sim.solver_position(deal), ids)
    sign = 1 if p % 2 == 0 else -1
    mine = [sign * v for v in values]
    return True, True, mine[0] < max(mine[1:])


def one_deal(task: tuple[str, str, str, int, int]) -> tuple[Tally, float]:
    """One deal's tally and card-point gain (a picklable task for ``--jobs``)."""
    game, a, b, seed, solve_from = task
    SOLVE_FROM[0] = solve_from
    tally = Tally()
    play = belote_game if game == "belote" else declaration_game
    gain = play(a, b, seed, tally)
    return tally, gain


def _gain_text(gains: list[float]) -> str:
    m, h = mean_ci(gains)
    return f"{m:+.2f} [{m - h:+.2f}, {m + h:+.2f}] (95%)"


def report(args: argparse.Namespace, tally: Tally, gains: list[float]) -> None:
    """Print the table (also every 20 deals: a long run can be read before it ends)."""
    print(
        f"{args.game}, {args.a} vs {args.b}, {len(gains)} deals x 2 seatings "
        f"(seed {args.seed}), solved from {args.solve_from} tricks left"
    )
    print(
        "| level | chances | overtakes | share | late chances | late overtakes "
        "| costly | costly / chances | costly / late chances |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for level, (n, over, late, late_over, costly) in sorted(tally.rows.items()):
        print(
            f"| {level} | {n} | {over} | {over / n:.1%} | {late} | {late_over} | {costly} "
            f"| {costly / n:.2%} | {costly / max(late, 1):.2%} |"
        )
    for level, (second, third, fourth) in sorted(tally.places.items()):
        print(f"{level}: costly overtakes playing 2nd {second}, 3rd {third}, last {fourth}")
    if args.game == "belote":
        print(f"card points per deal, {args.a} minus {args.b}: {_gain_text(gains)}", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=("belote", "declaration"), default="belote")
    ap.add_argument("--a", default="hard")
    ap.add_argument("--b", default="medium")
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--solve-from", type=int, default=6)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    tasks = [
        (args.game, args.a, args.b, derive_seed(args.seed, "deal", i), args.solve_from)
        for i in range(args.deals)
    ]
    tally = Tally()
    gains: list[float] = []
    if args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(args.jobs) as pool:
            results = pool.map(one_deal, tasks)
            for part, gain in results:
                tally.merge(part)
                gains.append(gain)
                if len(gains) % 20 == 0:
                    report(args, tally, gains)
    else:
        for t in tasks:
            part, gain = one_deal(t)
            tally.merge(part)
            gains.append(gain)
            if len(gains) % 10 == 0:
                report(args, tally, gains)
    report(args, tally, gains)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
