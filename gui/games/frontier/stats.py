"""Frontier's statistics: the pot the player won (if any) and its cash after each round."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Event
from gui.games.measures import GameMeasures, Lines, Round, Stats, StatsWindow, pct


def rounds(events: Sequence[Event], me: int) -> list[Round]:
    """Frontier: the pot the player won (if any) and its cash after each round."""
    won = 0
    out = []
    for e in events:
        if e.kind == "showdown":
            won = e.data["shares"][me]
        elif e.kind == "pot_taken" and e.seat == me:
            won = e.data["pot"]
        elif e.kind == "round_ended":
            out.append(
                {
                    "round": e.data["round"],
                    "cash": e.data["cash"][me],
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
