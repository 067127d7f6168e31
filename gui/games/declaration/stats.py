"""Declaration's statistics: the team's contract against its tricks, and the hand pot."""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from engine.core import Event
from engine.games.declaration.events import HandScored
from gui.games.measures import Bars, GameMeasures, Round, Stats, StatsWindow, pct, team_of


def rounds(events: Sequence[Event], me: int) -> list[Round]:
    """Declaration: the team's contract against its tricks, and the hand pot."""
    team = team_of("declaration", me)
    out = []
    for e in events:
        if isinstance(e, HandScored):
            others = [t for t in range(len(e.payout)) if t != team]
            out.append(
                {
                    "round": e.hand,
                    "contract": e.contracts[team],
                    "tricks": e.tricks[team],
                    "made": bool(e.success[team]),
                    "pot_won": e.payout[team] > 0 and all(e.payout[t] == 0 for t in others),
                    "money": e.payout[team] - e.penalties[team],
                    # the team's purse after the hand: the pot's payout less the antes,
                    # meld costs, dares and stakes paid (``money`` is the payout only)
                    "purse": e.purses[team],
                    "points": e.delta[team],
                }
            )
    return out


def money(rounds: Sequence[Round]) -> int:
    """The money won or lost over ``rounds`` (one game's hands after another's, in order):
    each game's purse after its last hand; rounds stored without a purse count their pot's
    payout as before."""
    total, last, previous = 0, 0, None
    for r in rounds:
        if "purse" not in r:
            total += r["money"]
            continue
        if previous is not None and r["round"] <= previous:  # the next game's first hand
            total += last
        last, previous = r["purse"], r["round"]
    return total + last


def figures(rounds: Sequence[Round]) -> list[tuple[str, str]]:
    """Declaration's figures: bid accuracy and pots."""
    made = sum(1 for r in rounds if r["made"])
    exact = sum(1 for r in rounds if r["tricks"] == r["contract"])
    miss = statistics.fmean(abs(r["tricks"] - r["contract"]) for r in rounds) if rounds else 0
    pots = sum(1 for r in rounds if r["pot_won"])
    return [
        (Stats.tr("Hands"), str(len(rounds))),
        (Stats.tr("Contracts made"), f"{made} ({pct(made, len(rounds))})"),
        (Stats.tr("Exact bids"), f"{exact} ({pct(exact, len(rounds))})"),
        (Stats.tr("Tricks off the contract, on average"), f"{miss:.2f}"),
        (Stats.tr("Pots won"), f"{pots} ({pct(pots, len(rounds))})"),
        (Stats.tr("Money won or lost"), str(money(rounds))),
    ]


def chart(games: Sequence[Sequence[Round]]) -> Bars:
    """Bid accuracy: how many hands took each number of tricks off the contract."""
    diffs = [x["tricks"] - x["contract"] for g in games for x in g]
    lo, hi = min([*diffs, -3]), max([*diffs, 3])
    bins = [(f"{d:+d}" if d else "0", diffs.count(d)) for d in range(lo, hi + 1)]
    return Bars(
        StatsWindow.tr("Bid accuracy"),
        StatsWindow.tr("Tricks taken minus the contract, per hand"),
        StatsWindow.tr("Hands"),
        "#e9c46a",
        bins,
        StatsWindow.tr("Tricks off"),
        StatsWindow.tr("Hands"),
    )


MEASURES = GameMeasures(rounds, figures, chart)
