"""Moves and their events in words, for the history's replay and the table's hints.

The words every game shares are here (play, pass, bid, next; a trick won, a round scored);
a game's own moves are put into words by its plugin (``move_words``), in the same
``History`` translation context.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards import Card
from engine.core import Action, Event
from engine.events import GameOver, TrickWon
from engine.registry import get_game
from gui.games import MovePhrases, has_table, plugin_for
from gui.text import rank_letter
from gui.tr import QT_TRANSLATE_NOOP, Context

History = Context("History")


def card_words(game_id: str, text: str) -> str:
    """A card as rank and suit symbol (``10♥``, the courts by the player's letters:
    ``rank_letter``); other arguments as they are."""
    try:
        card = Card.parse(text)
        suit = get_game(game_id).deck.suit(card.suit)
    except (ValueError, KeyError):
        return text.replace("_", " ")
    return rank_letter(card.rank) + (suit.symbol or suit.code)


def suit_words(game_id: str, code: str) -> str | None:
    """A one-letter suit code in words (``♥ Hearts``), or None if it is not a suit."""
    try:
        suit = get_game(game_id).deck.suit(code)
    except KeyError:
        return None
    return f"{suit.symbol} {History.tr(suit.name)}".strip()


# the French deck's suit names (engine ``Suit.name``), marked for the History.tr above (a
# game with its own deck marks its suits' names in its package)
SUIT_NAMES = (
    QT_TRANSLATE_NOOP("History", "Spades"),
    QT_TRANSLATE_NOOP("History", "Hearts"),
    QT_TRANSLATE_NOOP("History", "Diamonds"),
    QT_TRANSLATE_NOOP("History", "Clubs"),
)


def _args_words(game_id: str, args: tuple[str, ...]) -> str:
    return " ".join(suit_words(game_id, a) or card_words(game_id, a) for a in args)


def _move_phrases() -> dict[str, MovePhrases]:
    """The moves several games share: someone does it (without, with arguments), the player
    did it (the same two) and what to do (the same two)."""
    return {
        "play": (
            History.tr("%1 plays"),
            History.tr("%1 plays %2"),
            History.tr("You play"),
            History.tr("You play %2"),
            History.tr("play"),
            History.tr("play %2"),
        ),
        "pass": (
            History.tr("%1 passes"),
            History.tr("%1 passes"),
            History.tr("You pass"),
            History.tr("You pass"),
            History.tr("pass"),
            History.tr("pass"),
        ),
        "bid": (
            History.tr("%1 bids"),
            History.tr("%1 bids %2"),
            History.tr("You bid"),
            History.tr("You bid %2"),
            History.tr("bid"),
            History.tr("bid %2"),
        ),
        "next": (
            History.tr("%1 goes on to the next round"),
            History.tr("%1 goes on to the next round"),
            History.tr("You go on to the next round"),
            History.tr("You go on to the next round"),
            History.tr("go on to the next round"),
            History.tr("go on to the next round"),
        ),
    }


def move_words(
    game_id: str,
    action: Action,
    who: str | None = None,
    events: Sequence[Event] = (),
    *,
    you: bool = False,
) -> str:
    """``action`` in words: "North plays 7♥" with ``who``, "You play 7♥" with ``you`` (the
    player's own sentence), else what to do ("play 7♥"); ``events`` are those the action
    caused, if it was played."""
    own = plugin_for(game_id).move_words(action, events) if has_table(game_id) else None
    phrases: MovePhrases | None
    if own is not None:
        phrases, args = own
    else:
        phrases, args = _move_phrases().get(action.kind), action.args
    if phrases is None:
        if you:
            return History.tr("You: %1").replace("%1", str(action))
        text = str(action) if who is None else History.tr("%1: %2").replace("%2", str(action))
        return text.replace("%1", who or "")
    bare, with_args, you_bare, you_args, advice_bare, advice = phrases
    if you:
        pick = (you_args, you_bare)
    else:
        pick = (advice, advice_bare) if who is None else (with_args, bare)
    text = pick[0] if args else pick[1]
    return text.replace("%1", who or "").replace("%2", _args_words(game_id, args))


def action_cards(game_id: str, action: Action, observation: Any) -> list[str]:
    """The cards an action moves, as card texts (for highlighting a hint): those the
    game's plugin names (a throw of a rank), else its card arguments."""
    own = plugin_for(game_id).action_cards if has_table(game_id) else None
    cards = own(action, observation) if own is not None else []
    if cards:
        return cards
    out = []
    for a in action.args:
        try:
            out.append(str(Card.parse(a)))
        except ValueError:
            continue
    return out


def said(seat: int | None, names: Sequence[str], you: int, other: str, mine: str) -> str:
    """``mine`` when ``seat`` is the player (``you``), else ``other`` with the seat's name
    for ``%1``."""
    if seat == you:
        return mine
    who = names[seat] if seat is not None and 0 <= seat < len(names) else "?"
    return other.replace("%1", who)


def round_scored_words() -> str:
    """The words for the end of a round (a hand, a deal), whatever the game calls it."""
    return History.tr("The round is scored.")


def event_words(game_id: str, event: Event, names: list[str], you: int = 0) -> str | None:
    """What an event adds to a step's words (a trick won, a round scored), if anything:
    the game's own words (its plugin's ``step_words``), else the shared ones; seat ``you``
    is the player, spoken to as "you"."""
    if has_table(game_id):
        own = plugin_for(game_id).step_words(event, names, you)
        if own is not None:
            return own
    if isinstance(event, TrickWon):
        return said(
            event.seat,
            names,
            you,
            History.tr("%1 wins the trick."),
            History.tr("You win the trick."),
        )
    if isinstance(event, GameOver):
        return History.tr("The game is over.")
    return None
