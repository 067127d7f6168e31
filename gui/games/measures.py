"""What a game gives the statistics: its rounds' measures, its figures and its own chart.

Each game's package holds its ``GameMeasures`` (``gui/games/<game>/stats.py``) and hands it
over as its plugin's ``measures``. The database (``gui.services.stats_db``) stores what
``rounds`` returns, one JSON object per round; the statistics window
(``gui.dialogs.stats``) shows ``figures`` over the stored rounds and draws the ``Chart``
that ``chart`` describes. A game names no Qt chart class: it says what to draw.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import Event
from engine.registry import get_game
from gui.tr import Context

__all__ = [
    "Bars",
    "Chart",
    "GameMeasures",
    "Lines",
    "Round",
    "Stats",
    "StatsWindow",
    "pct",
    "team_of",
]

Round = dict[str, Any]
"""One round's measures, as stored (JSON); ``"round"`` is its number."""

# The statistics' translation contexts: ``Stats`` for the figures and messages,
# ``StatsWindow`` (the window's own) for the texts of each game's chart.
Stats = Context("Stats")
StatsWindow = Context("StatsWindow")


def pct(part: int, whole: int) -> str:
    """``part`` as a whole percentage of ``whole`` ("–" when there is none)."""
    return "–" if not whole else f"{round(100 * part / whole)}%"


def team_of(game_id: str, seat: int) -> int:
    """The index of ``seat``'s partnership in the engine's ``Game.teams``."""
    for i, team in enumerate(get_game(game_id).teams):
        if seat in team:
            return i
    raise ValueError(f"seat {seat} is in no team of {game_id!r}")


@dataclass(frozen=True)
class Bars:
    """A chart of one set of bars over category labels."""

    tab: str
    title: str
    name: str
    """The set of bars, in the legend."""
    colour: str
    bins: Sequence[tuple[str, int]]
    """(label, count) per bar."""
    x_title: str
    y_title: str


@dataclass(frozen=True)
class Lines:
    """A chart of named lines on whole-number axes over the given ranges."""

    tab: str
    title: str
    lines: Sequence[tuple[str, Sequence[tuple[float, float]]]]
    """(name, points) per line."""
    x_title: str
    y_title: str
    x_range: tuple[float, float]
    y_range: tuple[float, float]


Chart = Bars | Lines


@dataclass(frozen=True)
class GameMeasures:
    """One game's statistics."""

    rounds: Callable[[Sequence[Event], int], list[Round]]
    """The measures of each round these events finished, for the player at this seat."""
    figures: Callable[[Sequence[Round]], list[tuple[str, str]]]
    """The game's own figures, (label, value), over stored rounds."""
    chart: Callable[[Sequence[Sequence[Round]]], Chart]
    """The game's own chart over the stored rounds of each game, oldest game first."""
