"""Double-dummy solver speed (``engine/ai/solver.py``): time to solve a deal from 4, 5, 6 and
8 tricks left, and positions (cards tried) per second, in Belote and Declaration.

Positions come from Medium self-play: each deal is played by Medium for all four seats until
the given number of tricks is left (at a trick's start), then solved with every hand in view:
once for the value (``Solver.value``) and once for the value of every legal card of the seat
to lead (``Solver.move_values``, what Hard's search asks per sampled world), each with a
fresh solver. Times are CPU time of this process (``time.process_time``), so a busy shared
machine does not inflate them.

    nice -n 10 .venv/bin/python bench/solver.py --deals 20 --tricks 4 5 6 8
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai.solver import Position, Solver, TrickRules  # noqa: E402
from engine.games.belote import BeloteOptions  # noqa: E402
from engine.games.belote import new_state as belote_state  # noqa: E402
from engine.games.belote import worlds as bw  # noqa: E402
from engine.games.belote.bots import MediumBot as BeloteMedium  # noqa: E402
from engine.games.belote.state import Phase as BPhase  # noqa: E402
from engine.games.declaration import sim  # noqa: E402
from engine.games.declaration.bots import MediumBot as DeclMedium  # noqa: E402
from engine.games.declaration.state import DeclarationOptions, DeclarationState  # noqa: E402
from engine.games.declaration.state import Phase as DPhase  # noqa: E402


def belote_positions(
    variant: str, rules: str, tricks_left: int, deals: int, seed: int
) -> list[tuple[TrickRules, Position]]:
    """``deals`` Belote deals played by Medium to ``tricks_left`` tricks from the end."""
    rng = random.Random(seed)
    bot = BeloteMedium()
    out: list[tuple[TrickRules, Position]] = []
    while len(out) < deals:
        st = belote_state(
            BeloteOptions(variant=variant, rules=rules, declarations=False), rng.getrandbits(32)
        )
        while st.phase not in (BPhase.DEAL_OVER, BPhase.OVER):
            if st.phase == BPhase.PLAY and not st.trick and 8 - len(st.tricks) == tricks_left:
                _, tr = bw.solver_for(st)
                out.append((tr, tr.position(st)))
                break
            st.apply(bot.choose(st.observation(st.current), st.legal_actions(), rng))
    return out


def declaration_positions(
    tricks_left: int, deals: int, seed: int
) -> list[tuple[TrickRules, Position]]:
    """``deals`` Declaration hands played by Medium to ``tricks_left`` tricks from the end."""
    rng = random.Random(seed)
    bot = DeclMedium()
    out: list[tuple[TrickRules, Position]] = []
    while len(out) < deals:
        st = DeclarationState(DeclarationOptions(), rng.getrandbits(32))
        hand = st.hand_no
        while st.hand_no == hand and not st.is_terminal:
            if (
                st.phase == DPhase.PLAY
                and not st.trick
                and sim.TRICKS - len(st.tricks_history) == tricks_left
            ):
                tr = sim.trick_rules_of(st)
                out.append((tr, tr.position(st)))
                break
            legal = st.legal_actions()
            st.apply(bot.choose(st.observation(st.current), legal, rng))
    return out


def measure(cases: list[tuple[TrickRules, Position]]) -> dict[str, Any]:
    """CPU seconds per value and per move-values solve, and cards tried per second."""
    solve, moves, nodes, spent = [], [], 0, 0.0
    for rules, pos in cases:
        s = Solver(rules)
        t = time.process_time()
        s.value(pos)
        dt = time.process_time() - t
        solve.append(dt)
        nodes += s.stats.nodes
        spent += dt
        s = Solver(rules)
        legal = rules.legal(pos.hands[pos.current], [], pos.current, -2, pos.current)
        cards = [c for c in range(64) if legal >> c & 1]
        t = time.process_time()
        s.move_values(pos, cards)
        moves.append(time.process_time() - t)
    return {
        "positions": len(cases),
        "value_median_ms": 1000 * statistics.median(solve),
        "value_max_ms": 1000 * max(solve),
        "moves_median_ms": 1000 * statistics.median(moves),
        "moves_max_ms": 1000 * max(moves),
        "nodes_per_s": nodes / spent if spent else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--tricks", type=int, nargs="+", default=[4, 5, 6, 8])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", nargs="+", default=["belote", "declaration"])
    args = ap.parse_args(argv)
    print(
        "| game | tricks left | deals | value median ms | value max ms "
        "| all leads median ms | all leads max ms | positions/s |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for game in args.games:
        for k in args.tricks:
            if game == "belote":
                cases = belote_positions("coinche", "official", k, args.deals, args.seed)
            else:
                cases = declaration_positions(k, args.deals, args.seed)
            r = measure(cases)
            print(
                f"| {game} | {k} | {r['positions']} | {r['value_median_ms']:.1f} "
                f"| {r['value_max_ms']:.1f} | {r['moves_median_ms']:.1f} "
                f"| {r['moves_max_ms']:.1f} | {r['nodes_per_s']:,.0f} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
