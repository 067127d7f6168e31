"""Each game's table, as one plugin object: ``gui/games/<game id>/`` exports ``PLUGIN``.

A ``TablePlugin`` carries every hook the shared GUI needs from a game: its table adapter,
its name and description, its words for cards, events and moves, its rules text, where
its seats sit and its tutorial. Shared modules ask ``plugin_for(game_id)`` (or walk
``plugins()``) and never name a game. A game whose package is here, or whose plugin was
given to ``register_plugin`` (a game that lives elsewhere, such as the tests' own), gets a
table in the app; the others play headless only.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards import Card
from engine.core import Action, Event
from engine.registry import list_games
from gui.games.base import GameAdapter, LogEntry
from gui.games.measures import GameMeasures

__all__ = [
    "MovePhrases",
    "TablePlugin",
    "Tutorial",
    "adapter_for",
    "has_table",
    "plugin_for",
    "plugins",
    "register_plugin",
    "unregister_plugin",
]

MovePhrases = tuple[str, str, str, str, str, str]
"""A move in words: someone does it (without, with arguments: "%1 plays", "%1 plays %2"),
the player did it, in its own sentence ("You play", "You play %2": never "You" put into
the first), and what to do (the same two: "play", "play %2"); ``%1`` is who, ``%2`` the
arguments."""


@dataclass(frozen=True)
class Tutorial:
    """A guided first game on a stacked deck."""

    title: str
    """The button's and menu's text, marked ``QT_TRANSLATE_NOOP("MainWindow", ...)``."""
    options: Mapping[str, Any]
    levels: Sequence[str]
    seed: int
    deck: Sequence[Card]
    guide: Callable[[Any], Any]
    """The guide for a controller: a QObject with a ``hint(str)`` signal, an ``active``
    flag and ``stop()`` (``gui.tutorial.Script.guide``)."""
    key: str = ""
    """Tells a game's further tutorials apart ("" for its first): the tutorial's id is
    ``game_id`` or ``game_id/key``."""


@dataclass(frozen=True)
class TablePlugin:
    """Everything the shared GUI needs from one game (every hook but the tutorial and the
    seat directions is required)."""

    game_id: str
    adapter: type[GameAdapter]
    """The table adapter class (a fresh adapter per table)."""
    name: str
    """The game's name, marked ``QT_TRANSLATE_NOOP("Text", ...)`` (translated when shown)."""
    description: str
    """Its one-line description, marked the same way; the engine's ``Game.description``
    is its English form."""
    card_words: Callable[[str], str]
    """A card text in the table's own words (``"10H"`` is ``10♥``), for the hand log."""
    event_line: Callable[[Event, Callable[[int], str]], LogEntry | None]
    """The hand log's line for one of the game's own events (the seat's name from the
    given function); None leaves the event to the shared words ("%1 played %2")."""
    move_words: Callable[[Action, Sequence[Event]], tuple[MovePhrases, tuple[str, ...]] | None]
    """A move of the game's own in words, with the arguments to show; the events are
    those it caused (none for advice). None leaves it to the shared words (play, pass,
    bid...)."""
    step_words: Callable[[Event, Sequence[str], int], str | None]
    """What one of the game's own events adds to a replayed step's words (seat names, the
    player's seat, spoken to as "you"); None leaves it to the shared words."""
    action_cards: Callable[[Action, Any], list[str]] | None
    """The cards a move of the game's own moves (a hint's highlight), when its arguments
    do not name them (None: the card arguments)."""
    rules_html: Callable[[Any], str]
    """The rules as played with these options, as translated HTML."""
    suit_names: Mapping[str, Callable[[], Mapping[str, str]]]
    """The deck arts this game brings, each with its spoken suit names (suit code to
    name), for screen readers; the French deck's are shared."""
    move_sounds: Mapping[str, str]
    """The game's own action kinds that make a sound, each with its sound (``"card"`` or
    ``"chip"``); a card played sounds in every game."""
    open_piles: Mapping[str, str]
    """The pile id prefixes, besides ``seat``, that hold another seat's face-down cards
    (``commit`` for ``commit2``), each with the observation field holding those cards; the
    history's replay shows them face up."""
    measures: GameMeasures
    """Its statistics: its rounds' measures, its figures and its chart."""
    seat_directions: tuple[str, ...] = ()
    """Where each seat sits (``"south"``...) in a game of fixed partnerships."""
    tutorial: Tutorial | None = None
    """A guided first game, if the game has one (the one its chooser tile offers)."""
    more_tutorials: tuple[Tutorial, ...] = ()
    """Further guided games (a variant's), each with its own ``key``; the Help menu offers
    them all."""
    next_round: str = "Next round"
    """The round summary's button that goes on, in the game's word for a round ("Next
    deal"), marked ``QT_TRANSLATE_NOOP("SummaryDialog", ...)`` (translated when shown)."""

    def all_tutorials(self) -> list[tuple[str, Tutorial]]:
        """Every tutorial of the game with its id (``game_id``, then ``game_id/key``)."""
        first = [] if self.tutorial is None else [self.tutorial]
        return [
            (self.game_id if not t.key else f"{self.game_id}/{t.key}", t)
            for t in [*first, *self.more_tutorials]
        ]

    picture: tuple[str, ...] = ()
    """The deck elements (cards) fanned on the game's tile in the chooser; none: the
    first faces of its deck."""
    money_scores: bool = False
    """Whether the game's final scores are money (Frontier's cash): the final screen
    writes them "$302" under "Cash" instead of under "Score"."""


_PLUGINS: dict[str, TablePlugin] = {}


def register_plugin(plugin: TablePlugin) -> None:
    """Add a game's table plugin (the built-in games are found by their package)."""
    if not isinstance(plugin, TablePlugin):
        raise TypeError(f"not a TablePlugin: {plugin!r}")
    _PLUGINS[plugin.game_id] = plugin


def unregister_plugin(game_id: str) -> None:
    """Remove a plugin given to ``register_plugin`` (a test's game, once the test is done);
    ``KeyError`` if there is none."""
    if game_id not in _PLUGINS:
        raise KeyError(f"no table plugin registered for {game_id!r}")
    del _PLUGINS[game_id]


def has_table(game_id: str) -> bool:
    """Whether the GUI can show this game."""
    if game_id in _PLUGINS:
        return True
    try:
        return importlib.util.find_spec(f"gui.games.{game_id}") is not None
    except (ImportError, ValueError):
        return False


def plugin_for(game_id: str) -> TablePlugin:
    """The game's table plugin; ``KeyError`` for a game without a table."""
    if game_id not in _PLUGINS:
        if not has_table(game_id):
            raise KeyError(game_id)
        plugin = importlib.import_module(f"gui.games.{game_id}").PLUGIN
        if not isinstance(plugin, TablePlugin) or plugin.game_id != game_id:
            raise TypeError(f"gui.games.{game_id}.PLUGIN is not the TablePlugin of {game_id!r}")
        _PLUGINS[game_id] = plugin
    return _PLUGINS[game_id]


def plugins() -> list[TablePlugin]:
    """The plugin of every registered game that has a table, in the registry's order."""
    return [plugin_for(g.id) for g in list_games() if has_table(g.id)]


def adapter_for(game_id: str) -> GameAdapter:
    """A fresh adapter for the game's table."""
    return plugin_for(game_id).adapter()
