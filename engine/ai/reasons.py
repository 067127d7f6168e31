"""Why a bot chose a move, as a code and its arguments (the app words them, translated).

Each game's bots module has ``explain(observation, legal, action) -> Reason``: the reason
for ``action`` (the Hard bot's choice) read from the position with the same tests the bots
decide by (the master card, the partner winning, the cheapest card that wins, a hand's
estimate, a sampled chance). :func:`explain` finds the game's. Codes every game may use:

* ``forced``: the only legal move (e.g. the one card that follows suit);
* ``lead_master``: leads a card no card of its suit still out beats;
* ``win_lowest``: beats the cards played so far with the lowest card that does; ``win``:
  beats them (a later player may still take the trick);
* ``partner_points``: the partner is master, so the card gives points;
  ``partner_keep``: the partner is master, so the card spends nothing useful;
* ``cannot_win``: no card wins the trick, so the cheapest goes;
* ``duck``: lets the trick go although a card could win it;
* ``search``: the search found it best on average over the deals it imagined.

Games add their own (bids, bets, folds, declares), with a percentage or a number in
``args`` where the bot computed one. Pure Python, no Qt.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.cards import Card
from engine.core import Action, Observation

__all__ = ["Reason", "explain", "percent", "trick_reason"]


@dataclass(frozen=True)
class Reason:
    """A reason's code and its arguments (numbers, suit codes, cards as text)."""

    code: str
    args: tuple[str, ...] = ()


def percent(share: float) -> str:
    """A share (0-1) as a whole percentage, to the nearest 5 (a sampled chance is rough)."""
    return str(int(round(max(0.0, min(1.0, share)) * 20)) * 5)


def explain(
    game_id: str, observation: Observation, legal: Sequence[Action], action: Action
) -> Reason:
    """The reason for ``action`` by the game's ``explain`` (``search`` if it has none)."""
    try:
        module = importlib.import_module(f"engine.games.{game_id}.bots")
    except ImportError:
        return Reason("search")
    fn = getattr(module, "explain", None)
    if fn is None:
        return Reason("search")
    reason = fn(observation, legal, action)
    assert isinstance(reason, Reason)
    return reason


def trick_reason(
    card: Card,
    cards: Sequence[Card],
    trick: Sequence[tuple[int, Card]],
    seat: int,
    partner: int | None,
    winner: Callable[[Sequence[tuple[int, Card]]], int],
    strength: Callable[[Card], tuple[int, ...]],
    master: Callable[[Card], bool],
    points: Callable[[Card], int] | None = None,
) -> Reason:
    """The reason for playing ``card`` out of the legal ``cards`` to the trick so far
    (``winner`` says who wins a trick, ``strength`` orders the cards that win, ``master``
    says no card still out beats it, ``points`` what a card is worth)."""
    if len(cards) == 1:
        return Reason("forced")
    if not trick:
        return Reason("lead_master") if master(card) else Reason("search")
    winners = [c for c in cards if winner([*trick, (seat, c)]) == seat]
    now = winner(trick)
    if partner is not None and now == partner and card not in winners:
        # a card of 10 points or more given to the partner's trick is points given, even
        # when a dearer card stays in hand (an ace thrown while a trump Jack is kept)
        if points and points(card) >= 10:
            return Reason("partner_points")
        return Reason("partner_keep")
    if card in winners:
        if strength(card) == min(strength(c) for c in winners):
            return Reason("win_lowest")
        return Reason("win")
    if not winners:
        return Reason("cannot_win")
    return Reason("duck")
