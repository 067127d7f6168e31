"""Declare's events (see :mod:`engine.events`): their fields keep the long-standing names."""

from __future__ import annotations

from typing import NamedTuple

from engine.events import Dealt, Event, GameOver, Reshuffled, Scored

__all__ = [
    "Declared",
    "JokerPicked",
    "MatchOver",
    "Picked",
    "Reshuffled",
    "RoundScored",
    "RoundStarted",
    "Thrown",
]


class _RoundStarted(NamedTuple):
    round: int
    dealer: int
    starter: int
    hand_size: int
    face_up: list[str]


class RoundStarted(_RoundStarted, Dealt):
    """A round is dealt: ``hand_size`` cards each and two cards ``face_up``."""

    __slots__ = ()
    kind = "round_started"


class _JokerPicked(NamedTuple):
    seat: int
    index: int  # type: ignore[assignment]  # the field shadows tuple.index, as intended
    card: str
    rank: str
    pile: str


class JokerPicked(_JokerPicked, Event):
    """The dealer picked the face-up ``card`` at ``index``: its ``rank`` is the joker; the
    other card starts the ``pile``."""

    __slots__ = ()
    kind = "joker_picked"


class _Thrown(NamedTuple):
    seat: int
    cards: list[str]


class Thrown(_Thrown, Event):
    """``seat`` threw a group of ``cards`` of one rank."""

    __slots__ = ()
    kind = "thrown"


class _Picked(NamedTuple):
    seat: int
    source: str
    card: str | None = None


class Picked(_Picked, Event):
    """``seat`` picked from ``source`` (``"draw"``, unseen, or ``"pile"``: the ``card``)."""

    __slots__ = ()
    kind = "picked"

    def reveals(self) -> bool:
        """A card from the stock, seen by its seat (a pile's card was face up)."""
        return self.source == "draw"


class _Declared(NamedTuple):
    seat: int
    total: int


class Declared(_Declared, Event):
    """``seat`` declared with a hand of ``total``."""

    __slots__ = ()
    kind = "declared"


class _RoundScored(NamedTuple):
    round: int
    declarer: int | None
    good: bool
    void: bool
    hands: list[list[str]]
    totals: list[int]
    added: list[int]
    scores: list[int]


class RoundScored(_RoundScored, Scored):
    """The round's hands revealed and scored (``void``: nobody declared, nobody scores)."""

    __slots__ = ()
    kind = "round_scored"


class _MatchOver(NamedTuple):
    scores: list[int]
    winners: list[int]


class MatchOver(_MatchOver, GameOver):
    """The match is over: final ``scores`` and the ``winners``."""

    __slots__ = ()
    kind = "match_over"
