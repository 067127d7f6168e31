"""Tournaments between two bot levels: seat-rotated, duplicate-dealt, with a confidence interval.

Each deal (a seed) is played several times with the sides swapped, so luck of the cards
cancels out: in partnership games A holds one team and B the other, then they swap; in games
where everyone plays alone, A takes each seat in turn against B everywhere else. A game
counts 1 for A when only A's side is among the winners, 0 when only B's, ½ when both are.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from engine.core import Game
from engine.play import bots_for, play_game
from engine.rng import derive_seed

__all__ = ["TournamentResult", "run_tournament"]


@dataclass(frozen=True)
class TournamentResult:
    """A's score per game, its mean with a 95% interval, and the average score margin with
    its own 95% interval."""

    games: int
    deals: int
    a_points: float
    win_rate: float
    ci95: tuple[float, float]
    margin: float  # A's score minus B's per game, in the direction that is good for A
    margin_ci95: tuple[float, float]

    def to_json(self) -> dict[str, Any]:
        """As JSON data."""
        return {
            "games": self.games,
            "deals": self.deals,
            "a_points": self.a_points,
            "win_rate": round(self.win_rate, 4),
            "ci95": [round(self.ci95[0], 4), round(self.ci95[1], 4)],
            "margin": round(self.margin, 2),
            "margin_ci95": [round(self.margin_ci95[0], 2), round(self.margin_ci95[1], 2)],
        }


def seatings(game: Game, players: int) -> list[tuple[int, ...]]:
    """For each replay of a deal, the seats A holds."""
    if game.teams:
        return [tuple(team) for team in game.teams]
    return [(s,) for s in range(players)]


def _one_game(
    game_id: str, options: Any, levels: list[str], deal_seed: int
) -> tuple[list[int], list[float]]:
    """One seated game: its winners and scores (a picklable task for ``--jobs``)."""
    from engine.registry import get_game

    game = get_game(game_id)
    result = play_game(game, options, bots_for(game, levels), deal_seed).result()
    assert result is not None, "a played-out game has a result"
    return list(result.winners), list(result.scores)


Progress = Callable[[int, float, float], None]
"""``progress(index, a_points, margin)``: called as each game ends, in the games' order."""


def run_tournament(
    game: Game,
    options: Any,
    a: str,
    b: str,
    games: int,
    seed: int,
    jobs: int = 1,
    progress: Progress | None = None,
) -> TournamentResult:
    """Play at least ``games`` games (whole deals, each replayed once per seating).

    With ``jobs`` > 1 the games run in that many processes; every game is seeded by its
    deal alone, so the result is the same as with one. ``progress`` hears of each game as
    it ends (in order), so that a long run can be read before it is over.
    """
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"a tournament plays at least one game, not {games!r}")
    players = game.players_of(options)
    sides = seatings(game, players)
    deals = -(-games // len(sides))
    tasks = [
        (
            derive_seed(seed, "deal", deal),
            a_seats,
            [a if s in a_seats else b for s in range(players)],
        )
        for deal in range(deals)
        for a_seats in sides
    ]
    outcomes: Iterable[tuple[list[int], list[float]]]
    pool = None
    if jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        pool = ProcessPoolExecutor(jobs)
        outcomes = pool.map(
            _one_game,
            [game.id] * len(tasks),
            [options] * len(tasks),
            [t[2] for t in tasks],
            [t[0] for t in tasks],
        )
    else:
        outcomes = (
            _one_game(game.id, options, levels, deal_seed) for deal_seed, _, levels in tasks
        )
    points: list[float] = []
    margins: list[float] = []
    try:
        for (_, a_seats, _), (winners, scores) in zip(tasks, outcomes, strict=True):
            a_won = any(w in a_seats for w in winners)
            b_won = any(w not in a_seats for w in winners)
            points.append(1.0 if a_won and not b_won else 0.0 if b_won and not a_won else 0.5)
            a_score = sum(scores[s] for s in a_seats) / len(a_seats)
            others = [scores[s] for s in range(players) if s not in a_seats]
            diff = a_score - sum(others) / len(others)
            margins.append(-diff if game.lower_score_wins else diff)
            if progress is not None:
                progress(len(points) - 1, points[-1], margins[-1])
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    n = len(points)
    mean, half = mean_ci(points)
    margin, margin_half = mean_ci(margins)
    return TournamentResult(
        n,
        deals,
        sum(points),
        mean,
        (max(0.0, mean - half), min(1.0, mean + half)),
        margin,
        (margin - margin_half, margin + margin_half),
    )


def mean_ci(xs: list[float]) -> tuple[float, float]:
    """The mean of ``xs`` and the half-width of its 95% interval (normal approximation)."""
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    return mean, 1.96 * sd / math.sqrt(n)
