"""Declare's statistics: who declared, whether the declare was good, what the player took."""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from engine.core import Event
from engine.games.declare.events import RoundScored
from gui.games.measures import Bars, GameMeasures, Round, Stats, StatsWindow, pct


def rounds(events: Sequence[Event], me: int) -> list[Round]:
    """Declare: who declared, whether the declare was good, what the player took."""
    return [
        {
            "round": e.round,
            "declared": e.declarer == me,
            "good": bool(e.good),
            "added": e.added[me],
            "total": e.totals[me],
        }
        for e in events
        if isinstance(e, RoundScored)
    ]


def figures(rounds: Sequence[Round]) -> list[tuple[str, str]]:
    """Declare's figures: declares, good and bad."""
    mine = [r for r in rounds if r["declared"]]
    good = sum(1 for r in mine if r["good"])
    avg = statistics.fmean(r["added"] for r in rounds) if rounds else 0.0
    return [
        (Stats.tr("Rounds"), str(len(rounds))),
        (Stats.tr("Your declares"), str(len(mine))),
        (Stats.tr("Good declares"), f"{good} ({pct(good, len(mine))})"),
        (Stats.tr("Bad declares"), f"{len(mine) - good} ({pct(len(mine) - good, len(mine))})"),
        (Stats.tr("Points taken per round"), f"{avg:.1f}"),
    ]


def chart(games: Sequence[Sequence[Round]]) -> Bars:
    """The player's declares, good and bad."""
    mine = [x for g in games for x in g if x["declared"]]
    good = sum(1 for x in mine if x["good"])
    return Bars(
        StatsWindow.tr("Declares"),
        StatsWindow.tr("Your declares"),
        StatsWindow.tr("Declares"),
        "#2a9d8f",
        [(StatsWindow.tr("Good"), good), (StatsWindow.tr("Bad"), len(mine) - good)],
        "",
        StatsWindow.tr("Declares"),
    )


MEASURES = GameMeasures(rounds, figures, chart)
