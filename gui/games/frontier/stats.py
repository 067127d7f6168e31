"""Frontier's statistics: the pot the player won (if any) and its cash after each round."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Event
from engine.games.frontier.events import PotTaken, RoundEnded, Showdown
from gui.games.measures import GameMeasures, Lines, Round, Stats, StatsWindow, pct


def rounds(events: Sequence[Event], me: int) -> list[Round]:
    """Frontier: the pot the player won (if any) and its cash after each round."""
    won = 0
    out = []
    for e in events:
        if isinstance(e, Showdown):
            won = e.shares[me]
        elif isinstance(e, PotTaken) and e.seat == me:
            won = e.pot
        elif isinstance(e, RoundEnded):
            out.append(
                {
                    "round": e.round,
                    "cash": e.cash[me],
                    "pot_won": won > 0,
                    "won": won,
                }
            )
            won = 0
    return out


def figures(rounds: Sequence[Round]) -> list[tuple[str, str]]:
    """Frontier's figures: pots won."""
    pots = sum(1 for r in rounds if r["pot_won"])
    return [
        (Stats.tr("Rounds"), str(len(rounds))),
        (Stats.tr("Pots won"), f"{pots} ({pct(pots, len(rounds))})"),
        (Stats.tr("Money won in pots"), str(sum(r["won"] for r in rounds))),
    ]


def chart(games: Sequence[Sequence[Round]]) -> Lines:
    """The player's cash after each round of the last 8 games with a finished round."""
    last = [(i, g) for i, g in enumerate(games, 1) if g][-8:]
    lines = [
        (
            StatsWindow.tr("Game %1").replace("%1", str(i)),
            [(x["round"], x["cash"]) for x in g],
        )
        for i, g in last
    ]
    top = max([0.0, *(x["cash"] for _, g in last for x in g)])
    rounds = max([x["round"] for _, g in last for x in g] or [1])
    return Lines(
        StatsWindow.tr("Cash curve"),
        StatsWindow.tr("Your cash after each round (last 8 games)"),
        lines,
        StatsWindow.tr("Round"),
        StatsWindow.tr("Cash"),
        (1, max(2, rounds)),
        (0, max(top, 1)),
    )


MEASURES = GameMeasures(rounds, figures, chart)
