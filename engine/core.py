"""The protocol every game implements: options, state, actions, events, observations, result.

A game package defines a frozen ``Options`` dataclass (validated, with defaults), a ``State``
subclass, its bots and a ``Game`` describing them all: the plugin ``engine.registry`` finds.
A state holds its own seeded RNG, lists its legal actions in a fixed order, applies an action
(returning public events, or raising ``IllegalActionError`` with a reason code), gives each
seat an observation that hides what that seat may not see, clones itself, and reports a
``Result`` when terminal.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields, is_dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Any, ClassVar, Protocol, TypeVar

from engine.cards import Card, DeckSpec
from engine.errors import IllegalActionError, InvalidOptionsError
from engine.events import Event  # the events' vocabulary; re-exported here

__all__ = [
    "BOT_LEVELS",
    "Action",
    "Bot",
    "BotLevel",
    "Event",
    "Game",
    "IllegalActionError",
    "InvalidOptionsError",
    "Observation",
    "Reason",
    "Result",
    "ScoreCheck",
    "State",
]


class Reason(StrEnum):
    """Reason codes shared by every game; games add their own codes as strings."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    UNKNOWN_ACTION = "unknown_action"
    WRONG_PHASE = "wrong_phase"
    NOT_IN_HAND = "not_in_hand"
    BAD_ARGUMENT = "bad_argument"


@dataclass(frozen=True, slots=True)
class Action:
    """A player's action: a kind and text arguments, with a stable text form.

    >>> Action.parse("pick 10H")
    Action(kind='pick', args=('10H',))
    >>> str(Action("throw", ("5",)))
    'throw 5'
    """

    kind: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.kind, *self.args))

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse the text form."""
        parts = text.split()
        if not parts:
            raise ValueError("empty action")
        return cls(parts[0], tuple(parts[1:]))

    @classmethod
    def of(cls, kind: str, *args: object) -> Action:
        """Build an action from any printable arguments."""
        return cls(kind, tuple(str(a) for a in args))


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome of a finished game: final scores (game's own sense) and the winning seats."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


class Observation:
    """What one seat may see. Games subclass it as a frozen dataclass.

    ``cards()`` names every card identity the observation reveals, so tests can prove that no
    hidden card leaks. ``legal`` holds the seat's legal actions now (``State.legal_for``),
    so a table never works out what may be played: it shows what the engine lists.
    """

    seat: int
    legal: tuple[Action, ...]

    def cards(self) -> set[Card]:  # pragma: no cover - overridden
        """Every card identity visible in this observation."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class OptionField:
    """Metadata for one option, for dialogs and rules text: range, choices, default."""

    name: str
    default: object
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[object, ...] | None = None


def option_fields(options_type: type) -> list[OptionField]:
    """The option fields of a frozen options dataclass, with their ranges from metadata."""
    out = []
    for f in fields(options_type):
        md = f.metadata
        out.append(OptionField(f.name, f.default, md.get("min"), md.get("max"), md.get("choices")))
    return out


def check_ranges(options: object) -> None:
    """Raise ``InvalidOptionsError`` for a field outside its ``min``/``max``/``choices``."""
    for f in fields(options):  # type: ignore[arg-type]
        value = getattr(options, f.name)
        md = f.metadata
        if "choices" in md:
            if value not in md["choices"]:
                raise InvalidOptionsError(
                    "not_a_choice", option=f.name, value=value, choices=list(md["choices"])
                )
            continue
        if "min" in md or "max" in md:
            if not isinstance(value, int) or isinstance(value, bool):
                raise InvalidOptionsError("not_an_integer", option=f.name, value=value)
            lo, hi = md.get("min"), md.get("max")
            if (lo is not None and value < lo) or (hi is not None and value > hi):
                raise InvalidOptionsError(
                    "out_of_range", option=f.name, value=value, min=lo, max=hi
                )
        elif isinstance(f.default, bool) and not isinstance(value, bool):
            raise InvalidOptionsError("not_a_boolean", option=f.name, value=value)


class State(ABC):
    """A game in progress, owned by one thread. Mutable; ``clone()`` for search."""

    game: ClassVar[Game]
    _legal_memo: list[Action] | None = None
    """A game may keep here the list its ``legal_actions`` just returned: ``apply`` then
    takes one of those very objects without a second check. Cleared by every ``apply``."""

    def __init__(self, options: Any, seed: int, rng: random.Random) -> None:
        self.options = options
        self.seed = seed
        self.rng = rng
        self.history: list[Action] = []

    # -- who acts ---------------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to act, or None when the game is over."""

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.current_player is None

    @property
    @abstractmethod
    def num_players(self) -> int:
        """Seats at the table."""

    # -- actions ----------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of the current player, in a fixed order; empty when over."""

    def legal_for(self, seat: int) -> tuple[Action, ...]:
        """What ``seat`` may do now: the legal actions when it is to act, else nothing (what
        its observation carries). Reuses the list ``legal_actions`` just returned, if any."""
        if seat != self.current_player:
            return ()
        memo = self._legal_memo
        return tuple(self.legal_actions() if memo is None else memo)

    @abstractmethod
    def check(self, action: Action) -> None:
        """Raise ``IllegalActionError`` with a reason code if ``action`` is not legal now."""

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is legal now."""
        if not isinstance(action, Action):
            return False
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: Action | str) -> list[Event]:
        """Check and apply ``action``; return what happened. State is untouched on refusal."""
        if isinstance(action, str):
            given = action
            try:
                action = Action.parse(given)
            except ValueError:
                raise IllegalActionError(Reason.UNKNOWN_ACTION, given[:200]) from None
        elif not isinstance(action, Action):  # a number, None...: refused like a bad text
            raise IllegalActionError(Reason.UNKNOWN_ACTION, type(action).__name__)
        if self.is_terminal:
            raise IllegalActionError(Reason.GAME_OVER, action)
        for legal in self._legal_memo or ():
            if legal is action:
                break
        else:
            self.check(action)
        self._legal_memo = None
        events = self._apply(action)
        self.history.append(action)
        return events

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply a checked action."""

    # -- views ------------------------------------------------------------------------
    @abstractmethod
    def observation(self, seat: int) -> Observation:
        """What ``seat`` may see now."""

    @abstractmethod
    def hidden_from(self, seat: int) -> set[Card]:
        """Cards whose identity ``seat`` may not know now (others' hands, the stock)."""

    @abstractmethod
    def all_cards(self) -> list[Card]:
        """Every card the game holds, wherever it lies (for conservation checks)."""

    @abstractmethod
    def result(self) -> Result | None:
        """The result once terminal, else None."""

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-able data (hidden cards included), for comparisons."""

    def clone(self) -> State:
        """An independent copy, RNG included."""
        return copy.deepcopy(self)


class BotLevel(StrEnum):
    """The bot difficulty levels, weakest first: the one place they are named."""

    RANDOM = "random"
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


BOT_LEVELS: tuple[BotLevel, ...] = tuple(BotLevel)
"""Every level, weakest first. ``random`` (uniform legal actions) is every game's."""


ObsT_contra = TypeVar("ObsT_contra", bound="Observation", contravariant=True)


class Bot(Protocol[ObsT_contra]):
    """Chooses one of ``legal`` for the seat that ``observation`` belongs to: a game's bots
    are ``Bot[ItsObservation]`` (they are only given that game's observations)."""

    @property
    def name(self) -> str:
        """Its level (a ``BotLevel``)."""
        ...

    def choose(
        self, observation: ObsT_contra, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action."""
        ...


@dataclass(frozen=True, slots=True)
class ScoreCheck:
    """How the conformance checks follow a game's running scores.

    Every event of class ``event`` (the game's :class:`~engine.events.Scored` event) has a
    ``scores`` field (the totals after it) and, in its ``change`` field, what it added: the
    totals must be the previous ones plus the change. ``rule``, if given, checks the event
    further against the state (raising ``AssertionError``).
    """

    event: type[Event]
    change: str
    rule: Callable[[State, Any], None] | None = None


@dataclass(frozen=True, kw_only=True, eq=False)
class Game:
    """A game as the engine plugs it in: its identity, seat range, deck, options type, state
    factory, bots and the hooks of the shared checks.

    Every game package (``engine/games/<id>/``) exports one as ``GAME``; ``engine.registry``
    finds them. The hooks without a default must be given, ``None`` included, so that a game
    that forgets one fails here, when its ``Game`` is built.
    """

    id: str
    name: str
    version: int
    order: int
    """Where the game stands in the app's list of games (lowest first)."""
    min_players: int
    max_players: int
    deck: DeckSpec
    options_type: type
    new_state: Callable[..., State]
    """``new_state(options, seed, deck=None)``; ``deck`` stacks the first deal."""
    players_of: Callable[[Any], int]
    """How many seats the options ask for."""
    bots: Mapping[str, Callable[[], Bot[Any]]]
    """The game's own bots: a factory per level it has (``BOT_LEVELS`` but ``random``)."""
    money: Callable[[Any], int] | None
    """The total money on the table, read from a state (the fields its snapshot publishes):
    no action may change it. ``None``: a game without money."""
    score_check: ScoreCheck | None
    """The scoring event the conformance checks follow, or ``None``: no running scores."""
    description: str = ""
    summary_keys: Sequence[str] = ()
    teams: tuple[tuple[int, ...], ...] = ()
    """Partnerships (seats that win together), or empty when everyone plays alone."""
    lower_score_wins: bool = False
    """Whether ``Result.scores`` count against the player (Declare) rather than for."""

    def __post_init__(self) -> None:
        def need(ok: bool, what: str, error: type[Exception] = TypeError) -> None:
            if not ok:
                raise error(f"game {self.id!r}: {what}")

        need(isinstance(self.id, str) and self.id.isidentifier(), "id must be an identifier")
        need(isinstance(self.order, int), "order must be an integer")
        need(
            isinstance(self.min_players, int)
            and isinstance(self.max_players, int)
            and 1 <= self.min_players <= self.max_players,
            "needs 1 <= min_players <= max_players",
            ValueError,
        )
        need(isinstance(self.deck, DeckSpec), "deck must be a DeckSpec")
        need(is_dataclass(self.options_type), "options_type must be a dataclass")
        need(callable(self.new_state) and callable(self.players_of), "new_state, players_of")
        need(isinstance(self.bots, Mapping), "bots must map level names to bot factories")
        need(bool(self.bots), "has no bots", ValueError)
        unknown = [lv for lv in self.bots if lv not in BOT_LEVELS[1:]]
        need(not unknown, f"bot levels {unknown} are not among {list(BOT_LEVELS[1:])}", ValueError)
        need(all(callable(f) for f in self.bots.values()), "every bot must be a factory")
        need(self.money is None or callable(self.money), "money must be a function or None")
        need(
            self.score_check is None or isinstance(self.score_check, ScoreCheck),
            "score_check must be a ScoreCheck or None",
        )
        object.__setattr__(self, "bots", MappingProxyType(dict(self.bots)))

    def options_from_dict(self, data: Mapping[str, Any] | None) -> Any:
        """Build validated options from JSON data; unknown keys are refused."""
        data = dict(data or {})
        names = {f.name for f in fields(self.options_type)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise InvalidOptionsError("unknown_option", options=unknown)
        return self.options_type(**data)

    def options_to_dict(self, options: Any) -> dict[str, Any]:
        """Options as JSON data."""
        return {f.name: getattr(options, f.name) for f in fields(options)}
