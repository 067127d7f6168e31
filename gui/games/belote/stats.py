"""Belote's statistics: contracts the team took and made, coinches it made and won."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Event
from engine.games.belote.events import DealScored
from gui.games.measures import Bars, GameMeasures, Round, Stats, StatsWindow, pct, team_of


def rounds(events: Sequence[Event], me: int) -> list[Round]:
    """Belote: contracts the team took and made, coinches it made and won."""
    team = team_of("belote", me)
    out = []
    for e in events:
        if isinstance(e, DealScored):
            taker_team = team_of("belote", e.contract["taker"])
            level = e.contract["level"]
            out.append(
                {
                    "round": e.deal,
                    "took": taker_team == team,
                    "made": taker_team == team and e.outcome == "made",
                    "coinched": level >= 2 and taker_team != team,
                    "coinche_won": level >= 2 and taker_team != team and e.outcome == "failed",
                    "points": e.added[team],
                }
            )
    return out


def figures(rounds: Sequence[Round]) -> list[tuple[str, str]]:
    """Belote's figures: contracts taken and made, coinches won."""
    took = sum(1 for r in rounds if r["took"])
    made = sum(1 for r in rounds if r["made"])
    coinched = sum(1 for r in rounds if r["coinched"])
    won = sum(1 for r in rounds if r["coinche_won"])
    return [
        (Stats.tr("Deals"), str(len(rounds))),
        (Stats.tr("Contracts taken"), str(took)),
        (Stats.tr("Contracts made"), f"{made} ({pct(made, took)})"),
        (Stats.tr("Coinches"), str(coinched)),
        (Stats.tr("Coinches won"), f"{won} ({pct(won, coinched)})"),
    ]


def chart(games: Sequence[Sequence[Round]]) -> Bars:
    """Contracts made and failed, coinches won and lost."""
    deals = [x for g in games for x in g]
    took = [x for x in deals if x["took"]]
    coinched = [x for x in deals if x["coinched"]]
    made = sum(1 for x in took if x["made"])
    won = sum(1 for x in coinched if x["coinche_won"])
    return Bars(
        StatsWindow.tr("Contracts"),
        StatsWindow.tr("Contracts and coinches"),
        StatsWindow.tr("Deals"),
        "#8d6cab",
        [
            (StatsWindow.tr("Contracts made"), made),
            (StatsWindow.tr("Contracts failed"), len(took) - made),
            (StatsWindow.tr("Coinches won"), won),
            (StatsWindow.tr("Coinches lost"), len(coinched) - won),
        ],
        "",
        StatsWindow.tr("Deals"),
    )


MEASURES = GameMeasures(rounds, figures, chart)
