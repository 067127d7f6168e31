"""Belote's events (see :mod:`engine.events`): their fields keep the long-standing
names. A card played is the shared :class:`~engine.events.CardPlayed`."""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.events import (
    Bid,
    CardPlayed,
    Dealt,
    Event,
    GameOver,
    HandEnded,
    Passed,
    Scored,
    TrickWon,
)

__all__ = [
    "BeloteAnnounced",
    "BeloteBid",
    "BeloteGameOver",
    "BeloteTrickWon",
    "BidPassed",
    "CardPlayed",
    "CoincheDeclined",
    "Coinched",
    "ContractMade",
    "DealScored",
    "DealStarted",
    "Declarations",
    "Declared",
    "Passed",
    "Rebelote",
    "RestDealt",
    "SurcoinchePassed",
    "Surcoinched",
    "ThrownIn",
    "Took",
]


class _DealStarted(NamedTuple):
    deal: int
    dealer: int
    first: int
    turned: str | None = None


class DealStarted(_DealStarted, Dealt):
    """A deal begins: the first packets dealt; ``first`` speaks first; With trump, the
    ``turned`` card (``None`` otherwise)."""

    __slots__ = ()
    kind = "deal_started"


class _Deal(NamedTuple):
    deal: int


class ThrownIn(_Deal, HandEnded):
    """Everyone passed: the deal is thrown in, unscored."""

    __slots__ = ()
    kind = "thrown_in"


class _BidPassed(NamedTuple):
    seat: int
    round: int


class BidPassed(_BidPassed, Passed):  # type: ignore[misc]  # a NamedTuple over another: mypy cannot type it
    """``seat`` passed in bidding ``round`` 1 or 2 (With trump, No trump)."""

    __slots__ = ()


class _SurcoinchePassed(NamedTuple):
    seat: int
    surcoinche: bool


class SurcoinchePassed(_SurcoinchePassed, Passed):  # type: ignore[misc]  # a NamedTuple over another: mypy cannot type it
    """``seat`` passed on its surcoinche (Coinche; ``surcoinche`` is True)."""

    __slots__ = ()


class _Took(NamedTuple):
    seat: int
    round: int
    suit: str | None


class Took(_Took, Bid):
    """``seat`` took in bidding ``round``, with ``suit`` as trump (None in No trump)."""

    __slots__ = ()
    kind = "took"


class _RestDealt(NamedTuple):
    taker: int


class RestDealt(_RestDealt, Event):
    """The rest of the pack is dealt after the ``taker`` took."""

    __slots__ = ()
    kind = "rest_dealt"

    def reveals(self) -> bool:
        """Every seat sees its new cards."""
        return True


class _BeloteBid(NamedTuple):
    seat: int
    value: int
    suit: str
    capot: bool


class BeloteBid(_BeloteBid, Bid):
    """Coinche: ``seat`` bid ``value`` in ``suit`` (``capot``: the Capot bid)."""

    __slots__ = ()
    kind = "bid"


class _Seat(NamedTuple):
    seat: int


class Surcoinched(_Seat, Event):
    """Coinche: ``seat`` surcoinched (the contract's level is 4)."""

    __slots__ = ()
    kind = "surcoinched"


class CoincheDeclined(_Seat, Event):
    """Coinche (house rules): ``seat`` let the bid stand without coinching out of turn."""

    __slots__ = ()
    kind = "coinche_declined"


class _Coinched(NamedTuple):
    seat: int
    out_of_turn: bool


class Coinched(_Coinched, Event):
    """Coinche: ``seat`` coinched (``out_of_turn``: in the house rules' window)."""

    __slots__ = ()
    kind = "coinched"


class _Contract(NamedTuple):
    seat: int
    taker: int
    trump: str | None
    value: int | None
    level: int


class ContractMade(_Contract, Event):
    """The auction closed: the contract (``seat`` is the ``taker``)."""

    __slots__ = ()
    kind = "contract"


class _Declared(NamedTuple):
    seat: int
    kinds: list[str]


class Declared(_Declared, Event):
    """``seat`` announced declarations of these ``kinds``."""

    __slots__ = ()
    kind = "declared"


class _Cards(NamedTuple):
    seat: int
    cards: list[str]


class BeloteAnnounced(_Cards, Event):
    """``seat`` said "belote", showing the trump King and Queen (``cards``)."""

    __slots__ = ()
    kind = "belote"


class _Card(NamedTuple):
    seat: int
    card: str


class Rebelote(_Card, Event):
    """``seat`` played the second of its belote cards, ``card`` (after the card's own
    :class:`CardPlayed`)."""

    __slots__ = ()
    kind = "rebelote"


class _TrickWon(NamedTuple):
    seat: int
    trick: int
    points: int
    cards: list[str]


class BeloteTrickWon(_TrickWon, TrickWon):
    """``seat`` won trick ``trick`` (from 1) worth ``points`` card points."""

    __slots__ = ()


class _Declarations(NamedTuple):
    winner: int | None
    points: list[int]
    shown: list[dict[str, Any]]


class Declarations(_Declarations, Event):
    """After trick 1: the team whose declarations count (``winner``) and those ``shown``."""

    __slots__ = ()
    kind = "declarations"


class _DealScored(NamedTuple):
    deal: int
    outcome: str
    contract: dict[str, Any]
    capot: int | None
    card_points: list[int]
    belote: list[int]
    declarations: list[int]
    totals: list[int]
    added: list[int]
    reserve: int
    scores: list[int]


class DealScored(_DealScored, Scored):
    """The deal is scored, field by field."""

    __slots__ = ()
    kind = "deal_scored"


class _GameOver(NamedTuple):
    scores: list[int]
    winner: int | None


class BeloteGameOver(_GameOver, GameOver):
    """The game is over: final ``scores`` and the ``winner`` team."""

    __slots__ = ()
