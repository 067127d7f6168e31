"""What a game's table looks like: piles, seats and gestures, computed from an observation.

An adapter never decides legality: it proposes the action a gesture means, and the
controller asks the engine whether it is legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.cards import Card
from engine.core import Action, Event
from engine.registry import get_game
from gui.table.placement import seat_positions

__all__ = ["seat_positions"]  # where the adapters have always found it


def ck(card: Card | str) -> str:
    """The item key of a face-up card (every adapter keys its card items this way)."""
    return f"c:{card}"


def key_card(key: str) -> Card | None:
    """The card of a face key; None for any other item (backs, chips, labels)."""
    return Card.parse(key[2:]) if key.startswith("c:") else None


def money(amount: int) -> str:
    """Dollars, with the sign in front: ``$12``, ``-$4``."""
    return f"-${-amount}" if amount < 0 else f"${amount}"


@dataclass
class Pile:
    """A place on the table holding cards, in table fractions (0..1 of width and height)."""

    id: str
    x: float
    y: float
    cards: list[tuple[str, str | None]] = field(default_factory=list)  # (item key, face)
    fan: str = "stack"  # stack | row | hand
    spread: float = 0.25  # card widths between fanned cards
    label: str = ""
    target: bool = False  # may receive dropped cards
    scale: float = 1.0  # card size relative to the table's card size
    captions: list[str] = field(default_factory=list)  # per card, e.g. who played it
    # an opponent's hand: x, y, spread and scale are what the adapter asks for, and the
    # table sizes and places it in card units (placement.seat_hands): larger where the
    # table has room, never on a neighbour's hand, never off the table
    seat_hand: bool = False
    # how far (a fraction of the table's height) its card may rise when picked for a meld
    # or a commitment: the table keeps that room clear of labels and plates, so the info
    # line does not jump over a card as it is picked and put back
    rise: float = 0.0
    # the player's own cards laid out of the hand (Frontier's commitment, Declaration's
    # declared meld): the table treats them as the player's, as it does the hand
    own: bool = False
    # cards that carry a star in their corner: Declare's cards of the joker rank, worth 0
    marked: frozenset[str] = frozenset()
    # where its label's middle lies across the table (a fraction), if not under the pile's:
    # a prompt under a hand laid out a pile a card stays under the whole hand, rather than
    # stepping half a card aside each time a card is played
    label_x: float | None = None
    # the card that took the trick lying finished on the table: framed in gold, so the
    # player sees who won it (the trick games)
    won: bool = False
    # in a whole trick laid out in a row (the last trick's corner), the place of the card
    # that took it: that card's visible part is framed in gold, as the trick was
    took: int | None = None
    # a tooltip on its cards (the last trick's corner: a click opens it with who played
    # what, which a play tester never found)
    tip: str = ""

    @property
    def players_hand(self) -> bool:
        """The player's own hand: ``hand``, or one pile a card (``hand0``, ``hand1``...)."""
        return self.id == "hand" or (self.id.startswith("hand") and self.id[4:].isdigit())

    @property
    def players_cards(self) -> bool:
        """The player's own cards: the hand, and those laid out of it (``own``)."""
        return self.players_hand or self.own


@dataclass
class SeatView:
    """A seat's name plate."""

    seat: int
    x: float
    y: float
    lines: list[str]
    active: bool = False
    compact: bool = False  # a crowded table: smaller text


@dataclass
class ActionButton:
    """A move made with a button rather than a card (declare, bid, pass, bet...).

    The adapter proposes it; the controller asks the engine whether it is legal now and
    fills ``enabled`` and, when it is not, ``tooltip`` with the reason in words.
    """

    label: str
    action: Action
    shortcut: str = ""
    tooltip: str = ""
    enabled: bool = True
    # a cell of a value × suit chooser rather than a button of its own (Coinche's bids):
    # its value and suit as shown (gui/window/bid_chooser.py)
    choice: tuple[str, str] | None = None
    # a stake of any amount from low to high, chosen on a slider (gui/window/bet_slider.py):
    # ``action`` is the move at the low amount; its one argument is the amount
    amount: tuple[int, int] | None = None
    detail: str = ""  # with ``choice``: what the chooser shows beside it (the auction so far)
    # a line under the button: while the move is not legal the reason (``tooltip``),
    # else ``note`` (what the move does), if any
    explain: bool = False
    note: str = ""
    why: str = ""  # the reason in the game's words when the engine refuses it (not the engine's)


@dataclass
class Summary:
    """The end of a round (deal, hand): a headline, a table, and a line for the score sheet."""

    key: object  # identifies the round, so the score sheet never counts it twice
    title: str
    headers: list[str]
    rows: list[list[str]]
    sheet_row: list[str]  # per seat: what this round changed (e.g. "+17")
    totals: list[str]  # per seat: the running totals after it
    lines: list[str] = field(default_factory=list)  # the arithmetic, a line each, under it
    # what the score sheet calls the totals' row ("" for "Total"): Frontier's is the cash,
    # not the sum of its rows' changes (helper-5 added the rows, +92, and read 192)
    totals_label: str = ""


@dataclass
class Chips:
    """A stack of chips at rest worth ``amount`` (a pot), its amount written under it."""

    id: str
    x: float
    y: float
    amount: int


@dataclass
class ChipMove:
    """Money crossing the table: a stack of chips worth ``amount`` flies from ``start`` to
    ``end`` (table fractions). Waves fly one after another, lowest first (stakes into a pot,
    then the pot paid out); a wave with no chips takes no time."""

    amount: int
    start: tuple[float, float]
    end: tuple[float, float]
    wave: int = 0


@dataclass
class Layout:
    """The whole table for one observation."""

    piles: list[Pile]
    seats: list[SeatView]
    info: str = ""
    # where the info line's top centre lies (a table fraction) unless cards or plates are
    # there: a game puts it where its table is free all hand long, so it stays put
    info_at: tuple[float, float] = (0.5, 0.63)
    deck_origin: tuple[float, float] = (0.5, 0.45)
    # where a new item starts: a table fraction, or the key of an item whose place it takes
    origins: dict[str, tuple[float, float] | str] = field(default_factory=dict)
    deal: list[str] = field(default_factory=list)  # keys to deal one by one, in order
    chips: list[Chips] = field(default_factory=list)  # pots shown at rest
    chip_moves: list[ChipMove] = field(default_factory=list)  # money moved by these events
    # keys carried along when the player drags a key (Frontier: the other selected cards)
    groups: dict[str, list[str]] = field(default_factory=dict)
    # which way play goes round the table as seen on screen, drawn on the felt as arrows
    # round an oval: 1 clockwise, -1 counter-clockwise, 0 not drawn (two seats)
    turn_order: int = 0


@dataclass
class LogEntry:
    """One line of the hand log: who acted (None for the table) and what happened, in
    words; a header starts a hand."""

    seat: int | None
    text: str
    header: bool = False


class GameAdapter:
    """Base for a game's table. Subclasses fill ``layout`` and the gesture mapping."""

    game_id = ""
    deck_art = "french"
    # events after which the table stays still a moment (the trick linger) before an AI
    # seat acts, besides a trick won: Belote's take, shown before the first lead
    lingers_after: tuple[type[Event], ...] = ()
    # play goes clockwise round the table as this adapter seats it (Belote's goes the other
    # way: East, on the right, plays after the player)
    clockwise = True

    def __init__(self) -> None:
        self.names: list[str] = []
        self.levels: list[str] = []
        # Belote's setting: the player announces declarations (else the table does)
        self.announce_by_hand = False
        # what to do on the player's turn (False in a replay, where nothing can be done)
        self.prompts = True

    def widest_move(self, options: Any) -> str:
        """The longest label a move button may have in a game with these options, or
        several, a line each ("" if the labels do not change much): the buttons are that
        wide from the first turn, so none moves when a longer label comes."""
        return ""

    def turn_order(self, seats: int) -> int:
        """``Layout.turn_order`` for a table of ``seats``: nothing to show between two."""
        if seats <= 2:
            return 0
        return 1 if self.clockwise else -1

    def team_of(self, seat: int) -> int:
        """The index of ``seat``'s partnership in the engine's ``Game.teams``."""
        for i, team in enumerate(get_game(self.game_id).teams):
            if seat in team:
                return i
        raise ValueError(f"seat {seat} is in no team of {self.game_id}")

    def set_seats(self, names: list[str], levels: list[str]) -> None:
        """Names (as shown: the controller looks a default name up in the player's language,
        ``gui.text.seat_names``) and bot levels ("human" for the player) of the seats."""
        self.names, self.levels = names, levels

    def reset(self, observation: Any) -> None:
        """Forget any table memory (new game, resume)."""

    def layout(self, observation: Any, events: list[Event]) -> Layout:
        """The table for this observation; ``events`` say where new cards come from."""
        raise NotImplementedError

    def moves_before(self, observation: Any, action: Action) -> list[Action]:
        """Moves the table makes for the player just before their legal ``action`` (Belote:
        announcing their declarations with the first card, so none is lost silently)."""
        return []

    def standing_move(self, observation: Any) -> tuple[Action, str] | None:
        """A turn of the player's that asks no question: the move the table makes for them
        unless they act first, and the status line saying so (Belote: letting a bid stand
        in the House coinche window, with Coinche on its button meanwhile)."""
        return None

    def ask_before(self, observation: Any, action: Action) -> str | None:
        """A question the table puts before the player's legal ``action`` is made, once a
        turn (Belote, announcing by hand: "announce first, or play the card again")."""
        return None

    def drag_keys(self, observation: Any) -> list[str]:
        """Item keys the human may pick up now (in keyboard focus order)."""
        return []

    def drop_action(self, observation: Any, key: str, pile_id: str) -> Action | None:
        """The action meant by dropping ``key`` on ``pile_id`` (legality checked elsewhere)."""
        return None

    def click_action(self, observation: Any, key: str) -> Action | None:
        """The action meant by double-clicking (or Enter on) ``key``."""
        return None

    def why_not_movable(self, observation: Any, key: str) -> str:
        """Why the card ``key``, pressed or dragged on the player's turn, cannot be moved
        now, in the game's words ("" to let the engine's reason for its move speak)."""
        return ""

    def drop_select(self, observation: Any, key: str, pile_id: str) -> bool:
        """A drop that is not a move but a change of the selection (a card put with the
        ones picked for a commitment): whether it was one (the table is redrawn)."""
        return False

    def select(self, observation: Any, key: str) -> bool:
        """A click on ``key`` that is not a move: toggle it in the adapter's own selection
        (cards picked for a meld or a commitment). Returns whether the table must be
        redrawn; ``buttons()`` can then offer the move the selection makes."""
        return False

    def buttons(self, observation: Any) -> list[ActionButton]:
        """The button moves to show now (legal or not: the controller decides)."""
        return []

    def summary(self, event: Event) -> Summary | None:
        """The round summary an event brings (a round scored), if any."""
        return None

    def round_break(self, events: Sequence[Event]) -> int | None:
        """Where these events go on from a finished round straight into the next one: the
        index of the next round's first event, for a game whose engine has no "next" move
        between rounds (Declaration settles a hand and antes for the next in one action).
        The controller then shows the finished round (the state's ``finished_hand``) with
        its summary and holds the rest back until the player goes on, as the games with a
        "next" move wait. None: no break in these events."""
        return None

    def targets(self, observation: Any, key: str) -> list[tuple[str, Action]]:
        """Every (pile, action) a drag of ``key`` could mean; the controller keeps legal ones."""
        return []
