"""Frontier's events (see :mod:`engine.events`): their fields keep the long-standing names."""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.events import Dealt, Event, GameOver, Reshuffled, Scored

__all__ = [
    "Bet",
    "Called",
    "Committed",
    "Drew",
    "Folded",
    "FrontierGameOver",
    "Mulliganed",
    "PotTaken",
    "Raised",
    "Reshuffled",
    "RoundEnded",
    "RoundPassed",
    "RoundStarted",
    "Showdown",
]


class _RoundStarted(NamedTuple):
    round: int
    capacity: int
    first: int
    sitting_out: list[int]
    cash: list[int]


class RoundStarted(_RoundStarted, Dealt):
    """A round begins: every active seat's hand is filled up to ``capacity``."""

    __slots__ = ()
    kind = "round_started"


class _Drew(NamedTuple):
    counts: list[int]


class Drew(_Drew, Event):
    """How many cards each seat drew at the round's start."""

    __slots__ = ()
    kind = "drew"


class _Committed(NamedTuple):
    seat: int
    count: int  # type: ignore[assignment]  # the field shadows tuple.count, as intended


class Committed(_Committed, Event):
    """``seat`` committed ``count`` cards face down."""

    __slots__ = ()
    kind = "committed"


class _Folded(NamedTuple):
    seat: int
    forced: bool


class Folded(_Folded, Event):
    """``seat`` folded (``forced``: it could not pay)."""

    __slots__ = ()
    kind = "folded"


class _Stake(NamedTuple):
    seat: int
    amount: int
    paid: int
    pot: int


class Called(_Stake, Event):
    """``seat`` called the bet ``amount``, paying ``paid``; the pot is now ``pot``."""

    __slots__ = ()
    kind = "called"


class Bet(_Stake, Event):
    """``seat`` opened the betting at ``amount``."""

    __slots__ = ()
    kind = "bet"


class Raised(_Stake, Event):
    """``seat`` raised the bet to ``amount``."""

    __slots__ = ()
    kind = "raised"


class _Mulliganed(NamedTuple):
    seat: int
    discarded: int
    drawn: int


class Mulliganed(_Mulliganed, Event):
    """``seat`` discarded its hand and drew a new one."""

    __slots__ = ()
    kind = "mulliganed"

    def reveals(self) -> bool:
        """A fresh hand, seen by its seat."""
        return True


class _Pot(NamedTuple):
    seat: int
    pot: int


class PotTaken(_Pot, Event):
    """Everyone else folded: ``seat`` takes the ``pot`` unseen."""

    __slots__ = ()
    kind = "pot_taken"


class RoundPassed(_Pot, Event):
    """Everyone else folded with nothing in the pot (``pot`` 0)."""

    __slots__ = ()
    kind = "round_passed"


class _Showdown(NamedTuple):
    round: int
    pot: int
    cards: list[list[str] | None]
    configs: list[list[Any] | None]
    winners: list[int]
    shares: list[int]
    stakes: list[int]
    uncontested: bool


class Showdown(_Showdown, Event):
    """The contenders' cards revealed; the strongest share the pot."""

    __slots__ = ()
    kind = "showdown"


class _RoundEnded(NamedTuple):
    round: int
    cash: list[int]
    last: bool


class RoundEnded(_RoundEnded, Scored):
    """The round is settled: everyone's ``cash``; ``last`` when the game ends with it."""

    __slots__ = ()
    kind = "round_ended"


class _GameOver(NamedTuple):
    cash: list[int]
    winners: list[int]


class FrontierGameOver(_GameOver, GameOver):
    """The game is over: the final ``cash`` and the ``winners``."""

    __slots__ = ()
