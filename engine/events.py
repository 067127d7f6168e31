"""The shared vocabulary of events: small immutable classes with typed fields.

An event is something that happened, as everyone at the table saw it. Each kind of event is
a class: a typed ``NamedTuple`` of its fields (``seat`` first when a seat acted) mixed with
:class:`Event`, so building one costs no more than a tuple. Code reads an event by its class
(``isinstance``, ``match``) and its fields. Every event also has ``seat`` (``None`` for the
table) and ``kind``, a class attribute: its stable text name, the same string in every
version (for messages, and for code that has only a name, see :data:`HAND_BOUNDARY_KINDS`).

The shared classes here name what the games have in common (a hand starts, a card is
played, a trick is won, a hand is scored, the game is over); each game's own events live in
its package (``engine/games/<game>/events.py``) as subclasses of these or of :class:`Event`.
Whether an event starts or ends a hand is ``isinstance`` against :data:`HAND_BOUNDARY`,
asked in one place: :func:`is_hand_boundary`.

Events of different classes never compare equal, even with equal fields; they pickle (the
classes are module level) and their fields are JSON-ready.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, cast

__all__ = [
    "HAND_BOUNDARY",
    "HAND_BOUNDARY_KINDS",
    "Bid",
    "CardPlayed",
    "Dealt",
    "Event",
    "GameOver",
    "HandEnded",
    "HandStarted",
    "Passed",
    "Reshuffled",
    "Scored",
    "TrickWon",
    "is_hand_boundary",
]

_tuple_eq = tuple.__eq__
_tuple_hash = tuple.__hash__


def _eq(self: tuple[Any, ...], other: object) -> bool:
    return self.__class__ is other.__class__ and _tuple_eq(self, other)


def _ne(self: tuple[Any, ...], other: object) -> bool:
    return not _eq(self, other)


def _hash(self: tuple[Any, ...]) -> int:
    return hash((self.__class__, _tuple_hash(self)))


class Event:
    """Base of every event. Subclass it together with a ``NamedTuple`` of the fields:

    >>> class _Fields(NamedTuple):
    ...     seat: int
    ...     card: str
    >>> class Shown(_Fields, Event):
    ...     __slots__ = ()
    ...     kind = "shown"
    >>> e = Shown(2, "AS")
    >>> e.kind, e.seat, e.card
    ('shown', 2, 'AS')

    The shared classes without fields of their own (``Event``, ``HandStarted``, ``Scored``...)
    are not made: only their subclasses with fields are.
    """

    __slots__ = ()

    kind: ClassVar[str]
    if TYPE_CHECKING:  # read-only, so that a NamedTuple's ``seat: int`` field may narrow it

        @property
        def seat(self) -> int | None: ...

    else:
        seat = None  # a field when a seat acted

    def __new__(cls, *args: Any, **kwargs: Any) -> Event:
        raise TypeError(f"{cls.__name__} is an abstract event class")

    def reveals(self) -> bool:
        """Whether it shows cards nobody had seen to its seat, or to every seat for a table
        event (a draw from the stock, a fresh hand, the rest of a deal): an undo never takes
        it back, which would let the player see a card and choose again (a Frontier
        mulligan taken back kept its new hand in mind)."""
        return False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not issubclass(cls, tuple):  # a shared base without fields of its own
            return
        # tuples compare by value: make events of different classes differ
        cls.__eq__ = _eq  # type: ignore[method-assign]
        cls.__ne__ = _ne  # type: ignore[method-assign,assignment]  # cls is a tuple too
        cls.__hash__ = _hash  # type: ignore[method-assign]
        fields: tuple[str, ...] = cast("type[NamedTuple]", cls)._fields
        assert isinstance(getattr(cls, "kind", None), str), f"{cls.__name__} has no kind"
        assert "seat" not in fields[1:], f"{cls.__name__}: seat must be the first field"
        if issubclass(cls, HAND_BOUNDARY):
            _boundary_kinds[cls.kind] = cls


# -- what a hand's start and end look like ------------------------------------------------
class HandStarted(Event):
    """A hand (round, deal) begins."""

    __slots__ = ()


class Dealt(HandStarted):
    """The cards were just dealt (the deal a fair-deal proof commits to)."""

    __slots__ = ()


class HandEnded(Event):
    """A hand ends (scored, thrown in, or the game over)."""

    __slots__ = ()


class Scored(HandEnded):
    """A hand (round, deal) is scored or settled: once per played hand."""

    __slots__ = ()


class GameOver(HandEnded):
    """The game (match) is over; it ends the last hand too."""

    __slots__ = ()
    kind = "game_over"


HAND_BOUNDARY: tuple[type[Event], ...] = (HandStarted, HandEnded)
"""The classes of events that start or end a hand (for ``isinstance``)."""

_boundary_kinds: dict[str, type[Event]] = {}
HAND_BOUNDARY_KINDS: Mapping[str, type[Event]] = MappingProxyType(_boundary_kinds)
"""The ``kind`` of every hand-boundary event class, to its class: for code that has only a
kind string (``kind in HAND_BOUNDARY_KINDS``). A class adds its kind when it is defined, so
the kind of any event that exists is here."""


def is_hand_boundary(event: Event) -> bool:
    """Whether this event starts or ends a hand: an undo never takes back its action."""
    return isinstance(event, HAND_BOUNDARY)


# -- the other shared kinds ---------------------------------------------------------------
class _Seat(NamedTuple):
    seat: int


class _SeatCard(NamedTuple):
    seat: int
    card: str


class _Count(NamedTuple):
    count: int  # type: ignore[assignment]  # the field shadows tuple.count, as intended


class CardPlayed(_SeatCard, Event):
    """``seat`` played ``card`` (its text) to the trick."""

    __slots__ = ()
    kind = "card_played"


class TrickWon(Event):
    """``seat`` won the trick (fields: ``trick``, its number from 1, and ``cards``)."""

    __slots__ = ()
    kind = "trick_won"


class Passed(_Seat, Event):
    """``seat`` passed (a bid, a call)."""

    __slots__ = ()
    kind = "passed"


class Bid(Event):
    """``seat`` made a bid (the game's fields say what)."""

    __slots__ = ()


class Reshuffled(_Count, Event):
    """The discards were shuffled into a new draw pile of ``count`` cards."""

    __slots__ = ()
    kind = "reshuffled"
