"""Peer engines measured beside ours, in the same run and the same process.

Run with the bench environment made by ``bash bench/setup_peers.sh`` (RLCard, belote-cli and
pokerkit are installed only there, never in the app's environment)::

    bench/.venv-peers/bin/python bench/peers.py [--seconds S] [--json PATH]

Each peer plays uniformly random legal moves through its own public API, exactly as our
``engine_speed.random_playouts`` does for ours, and the ratio ours/peer is printed:
- Declaration hands/s vs RLCard's bridge deals/s (bidding and 52-card trick play);
- Belote deals/s (With trump) vs belote-cli deals/s (its classic bidding and play);
- Frontier rounds/s vs pokerkit 4-player no-limit hold'em hands/s (for scale only).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_speed import random_playouts  # noqa: E402


def timed(seconds: float, one: Callable[[random.Random], None]) -> float:
    """Call ``one`` (one hand) repeatedly for about ``seconds``; hands per second."""
    rng = random.Random(7)
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        one(rng)
        n += 1
    return n / (time.perf_counter() - start)


def rlcard_bridge(seconds: float) -> float:
    """RLCard's bridge: one random deal (auction + play) per ``env.run``."""
    import rlcard
    from rlcard.agents import RandomAgent

    env = rlcard.make("bridge", config={"seed": 1})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    return timed(seconds, lambda _rng: env.run(is_training=False))


def belote_cli(seconds: float) -> float:
    """belote-cli: deal, random bidding among its valid bids, random legal play, scoring."""
    from belote import game as bg
    from belote import scoring

    def one(rng: random.Random) -> None:
        state = bg.start_round(bg.new_game(), rng)
        while state.phase != bg.Phase.PLAYING:  # all passed: a throw-in, deal again
            state = random_auction(state, rng)
        while any(state.hands):
            legal = bg.legal_cards(state, state.turn)
            state = bg.play_card(state, rng.choice(legal))
        scoring.apply_round_score(state, scoring.score_round(state))

    def random_auction(state, rng: random.Random):  # noqa: ANN001, ANN202
        if state.phase == bg.Phase.DEAL:
            state = bg.start_round(state, rng)
        while state.phase == bg.Phase.BIDDING:
            options = (
                [None, state.up_card.suit]
                if state.bidding_round == 1
                else [None]
                + [
                    s
                    for s in (bg.Suit.SPADES, bg.Suit.HEARTS, bg.Suit.DIAMONDS, bg.Suit.CLUBS)
                    if s != state.up_card.suit
                ]
            )
            state = bg.place_bid(state, rng.choice(options))
        return state

    return timed(seconds, one)


def pokerkit_holdem(seconds: float) -> float:
    """pokerkit: 4-player no-limit hold'em hands with random fold/check-call/min-raise."""
    from pokerkit import Automation, NoLimitTexasHoldem

    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING,
        Automation.HOLE_DEALING,
        Automation.BOARD_DEALING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )

    def one(rng: random.Random) -> None:
        state = NoLimitTexasHoldem.create_state(
            automations, True, 0, (1, 2), 2, (200, 200, 200, 200), 4
        )
        while state.status:
            moves = []
            if state.can_fold():
                moves.append(state.fold)
            if state.can_check_or_call():
                moves.append(state.check_or_call)
            if state.can_complete_bet_or_raise_to():
                moves.append(
                    lambda: state.complete_bet_or_raise_to(
                        state.min_completion_betting_or_raising_to_amount
                    )
                )
            rng.choice(moves)()

    return timed(seconds, one)


def measure(seconds: float) -> list[dict]:
    """Ours beside each peer, measured now, in alternating slices."""
    rows = []
    pairs = (
        ("declaration", {}, "hands", "RLCard bridge", rlcard_bridge),
        ("belote", {"variant": "with_trump"}, "deals", "belote-cli", belote_cli),
        ("frontier", {"players": 4}, "rounds", "pokerkit 4-player hold'em", pokerkit_holdem),
    )
    slices = max(1, round(seconds))
    for game_id, options, unit, peer_name, peer in pairs:
        # Alternate one-second slices, so a busy machine slows both sides alike.
        ours_rates, peer_rates = [], []
        for _ in range(slices):
            ours_rates.append(
                random_playouts(game_id, seconds / slices, options)["rounds_per_second"]
            )
            peer_rates.append(peer(seconds / slices))
        our_rate = sum(ours_rates) / slices
        peer_rate = sum(peer_rates) / slices
        rows.append(
            {
                "game": game_id,
                "options": options,
                "unit": f"{unit}/s",
                "ours": round(our_rate, 1),
                "peer": peer_name,
                "peer_rate": round(peer_rate, 1),
                "ratio": round(our_rate / peer_rate, 2),
            }
        )
    return rows


def main() -> None:
    """Print a table; optionally write JSON."""
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--json", type=Path)
    args = p.parse_args()
    rows = measure(args.seconds)
    for r in rows:
        print(
            f"{r['game']:12} ours {r['ours']:>9,.1f} {r['unit']:8} | {r['peer']:26} "
            f"{r['peer_rate']:>9,.1f} | ratio {r['ratio']:.2f}×"
        )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")


if __name__ == "__main__":
    main()
