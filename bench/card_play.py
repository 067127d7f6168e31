"""Belote card play, duplicate: two bots play the same deals' card play with the teams
swapped, and the card points each gets more than the other in the same seats are averaged.

Every deal is a Coinche deal under Official rules (declarations as ``--declarations``); the
contract is fixed at 80 in the suit of the strongest hand (Medium's estimate, the highest
over seats and suits), reached through the engine's own auction: the seats before the
taker pass, the taker bids 80, the other three pass. Then bot A plays North-South and bot B
East-West, and again on the same deal with B North-South and A East-West. A pair's figure
is A's card points minus B's in the same seats (last trick included; a capot counts its
whole value), averaged over the two seatings; the mean over pairs is given with its 95%
interval (normal approximation).

The bots: ``easy``, ``medium``, ``hard`` (the game's levels) and ``classic`` (Hard as it
was at commit 79333e8: 24 worlds, rollouts only, plain sampling; ``ClassicHardBot``).

    nice -n 10 .venv/bin/python bench/card_play.py --a hard --b classic --pairs 200 --seed 1
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import Action, Bot  # noqa: E402
from engine.games.belote import BeloteOptions, new_state  # noqa: E402
from engine.games.belote.bots import (  # noqa: E402
    ClassicHardBot,
    EasyBot,
    HardBot,
    MediumBot,
    suit_strength,
)
from engine.games.belote.rules import SUITS  # noqa: E402
from engine.games.belote.state import BeloteState, Phase  # noqa: E402
from engine.rng import derive_seed  # noqa: E402
from engine.tournament import mean_ci  # noqa: E402

BOTS: dict[str, Callable[[], Bot[Any]]] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "classic": ClassicHardBot,
}


def contract_deal(seed: int, declarations: bool) -> BeloteState:
    """A Coinche (Official) deal whose auction gave 80 to the strongest hand, in play."""
    st = new_state(
        BeloteOptions(variant="coinche", rules="official", declarations=declarations), seed
    )
    est = {(seat, suit): suit_strength(st.hands[seat], suit) for seat in range(4) for suit in SUITS}
    taker, suit = max(est, key=lambda k: (est[k], -k[0], -SUITS.index(k[1])))
    while st.current != taker:
        st.apply(Action("pass"))
    st.apply(Action("bid", ("80", suit)))
    while st.phase == Phase.AUCTION:
        st.apply(Action("pass"))
    assert st.phase == Phase.PLAY and st.contract is not None
    return st


def play_out(st: BeloteState, bots: list[Bot[Any]], seed: int) -> list[int]:
    """Play the deal's cards with ``bots`` per seat; each team's card points."""
    rng = random.Random(seed)
    while st.phase == Phase.PLAY:
        p = st.current
        legal = st.legal_actions()
        action = legal[0] if len(legal) == 1 else bots[p].choose(st.observation(p), legal, rng)
        st.apply(action)
    assert st.last_deal is not None
    return list(st.last_deal["card_points"])


def one_pair(args: tuple[str, str, int, bool]) -> dict[str, Any]:
    """Both seatings of one deal: A's card points minus B's in the same seats."""
    a, b, seed, declarations = args
    start = time.process_time()
    cp_a_ns = play_out(
        contract_deal(seed, declarations),
        [BOTS[a](), BOTS[b](), BOTS[a](), BOTS[b]()],
        derive_seed(seed, "play"),
    )
    cp_b_ns = play_out(
        contract_deal(seed, declarations),
        [BOTS[b](), BOTS[a](), BOTS[b](), BOTS[a]()],
        derive_seed(seed, "play"),
    )
    gain = ((cp_a_ns[0] - cp_b_ns[0]) + (cp_b_ns[1] - cp_a_ns[1])) / 2
    return {"seed": seed, "gain": gain, "cpu": time.process_time() - start}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", default="hard", choices=sorted(BOTS))
    ap.add_argument("--b", default="medium", choices=sorted(BOTS))
    ap.add_argument("--pairs", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="the first pair's index")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--declarations", action="store_true")
    ap.add_argument("--json", type=Path, help="write every pair's figure here")
    args = ap.parse_args(argv)
    tasks = [
        (args.a, args.b, derive_seed(args.seed, "deal", i), args.declarations)
        for i in range(args.first, args.first + args.pairs)
    ]
    rows: list[dict[str, Any]] = []
    if args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(args.jobs) as pool:
            for row in pool.map(one_pair, tasks):
                rows.append(row)
                if len(rows) % 20 == 0:
                    m, h = mean_ci([r["gain"] for r in rows])
                    print(f"{len(rows)} pairs: {m:+.2f} ± {h:.2f}", flush=True)
    else:
        for t in tasks:
            rows.append(one_pair(t))
            if len(rows) % 20 == 0:
                m, h = mean_ci([r["gain"] for r in rows])
                print(f"{len(rows)} pairs: {m:+.2f} ± {h:.2f}", flush=True)
    m, h = mean_ci([r["gain"] for r in rows])
    print(
        f"{args.a} vs {args.b}, {len(rows)} pairs from {args.first} (seed {args.seed}): "
        f"{m:+.2f} card points per deal, 95% interval [{m - h:+.2f}, {m + h:+.2f}]"
    )
    if args.json:
        args.json.write_text(json.dumps({"a": args.a, "b": args.b, "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
