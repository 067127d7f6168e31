"""Declaration's events (see :mod:`engine.events`): their fields keep the long-standing
names."""

from __future__ import annotations

from typing import NamedTuple

from engine import events as shared
from engine.events import Bid, Dealt, Event, GameOver, HandStarted, Passed, Scored, TrickWon

__all__ = [
    "BidMade",
    "BiddingDone",
    "DeclarationCardPlayed",
    "DareSet",
    "DaresFixed",
    "DeclarationGameOver",
    "DeclarationHandStarted",
    "DeclarationTrickWon",
    "HandDealt",
    "HandScored",
    "MeldDeclared",
    "MeldPassed",
]


class _HandStarted(NamedTuple):
    hand: int
    dealer: int
    trump: str
    ante: int
    antes: list[int]
    pot_ante: int
    pot_action: int
    purses: list[int]


class DeclarationHandStarted(_HandStarted, HandStarted):
    """A hand begins: dealer and trump, the antes paid into the pot (the deal comes after
    the dares)."""

    __slots__ = ()
    kind = "hand_started"


class _DareSet(NamedTuple):
    seat: int
    team: int


class DareSet(_DareSet, Event):
    """``seat`` set its ``team``'s dare (the amount stays hidden until both are set)."""

    __slots__ = ()
    kind = "dare_set"


class _DaresFixed(NamedTuple):
    dares: list[int | None]


class DaresFixed(_DaresFixed, Event):
    """Both teams' ``dares``, revealed."""

    __slots__ = ()
    kind = "dares_fixed"


class _Dealt(NamedTuple):
    hand: int
    dealer: int
    trump: str
    first: int
    counts: list[int]


class HandDealt(_Dealt, Dealt):
    """The cards are dealt: ``counts`` per seat; ``first`` declares first."""

    __slots__ = ()
    kind = "dealt"


class MeldPassed(Passed):
    """``seat`` declares no meld."""

    __slots__ = ()
    kind = "meld_passed"


class _MeldDeclared(NamedTuple):
    seat: int
    team: int
    meld_kind: str
    cards: list[str]
    points: int
    cost: int
    dare: int
    pot_ante: int
    pot_action: int


class MeldDeclared(_MeldDeclared, Event):
    """``seat`` declared a meld (``meld_kind``) and paid its ``cost`` (and
    the other team's ``dare`` the first time its team melds)."""

    __slots__ = ()
    kind = "meld_declared"


class _BidMade(NamedTuple):
    seat: int
    bid: int
    stake: int
    pot_action: int


class BidMade(_BidMade, Bid):
    """``seat`` bid ``bid`` tricks and staked ``stake``."""

    __slots__ = ()
    kind = "bid_made"


class _BiddingDone(NamedTuple):
    contracts: list[int]
    leader: int


class BiddingDone(_BiddingDone, Event):
    """Every seat has bid: the teams' ``contracts``; ``leader`` leads the first trick."""

    __slots__ = ()
    kind = "bidding_done"


class _CardPlayed(NamedTuple):
    seat: int
    card: str
    meld: bool


class DeclarationCardPlayed(_CardPlayed, shared.CardPlayed):  # type: ignore[misc]  # a NamedTuple over another: mypy cannot type it
    """``seat`` played ``card``; ``meld`` when the card belongs to its declared meld."""

    __slots__ = ()


class _TrickWon(NamedTuple):
    seat: int
    team: int
    trick: int
    cards: list[str]
    tricks: list[int]


class DeclarationTrickWon(_TrickWon, TrickWon):
    """``seat`` (of ``team``) won trick number ``trick``; ``tricks``: each team's count."""

    __slots__ = ()


class _HandScored(NamedTuple):
    hand: int
    tricks: list[int]
    contracts: list[int]
    success: list[bool]
    trick_points: list[int]
    meld_points: list[int]
    bags_added: list[int]
    bag_penalty: list[int]
    delta: list[int]
    scores: list[int]
    bags: list[int]
    pot_before: int
    penalties: list[int]
    pot_outcome: str
    payout: list[int]
    pot_ante: int
    pot_action: int
    purses: list[int]


class HandScored(_HandScored, Scored):
    """The hand is scored and the pot settled (the settlement, field by field)."""

    __slots__ = ()
    kind = "hand_scored"


class _GameOver(NamedTuple):
    scores: list[int]
    winners: list[int]
    purses: list[int]


class DeclarationGameOver(_GameOver, GameOver):
    """The game is over: final ``scores``, ``winners`` and ``purses``."""

    __slots__ = ()
