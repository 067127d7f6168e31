"""Duel, the tests' extra game (GUI side): its table plugin, made from the same
:class:`~gui.games.TablePlugin` as the app's games and given to ``register_plugin`` (the
``plugin_table`` fixture of ``tests/conftest.py``). It proves that a game's table plugs
in without touching a shared module: the chooser, the table, the hand log, the history
and its replay, the statistics and the rules viewer take it from this object alone.

Its words are in its own translation context (``Duel``), which no ``.ts`` file holds: the
test game speaks English in every language. It has no tutorial and no seat directions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Action, Event
from engine.events import CardPlayed
from gui.games import MovePhrases, TablePlugin
from gui.games.base import GameAdapter, Layout, LogEntry, Pile, SeatView, Summary, ck, key_card
from gui.games.measures import Bars, GameMeasures, Round
from gui.rules_text import para
from gui.text import level_name
from gui.tr import QT_TRANSLATE_NOOP, Context, fill
from tests.plugin_game.engine_side import (
    HAND_SIZE,
    DuelDealt,
    DuelHandScored,
    DuelObservation,
    DuelTrickWon,
)

__all__ = ["PLUGIN", "DuelAdapter"]

Duel = Context("Duel")

SEAT_XY = ((0.5, 0.9), (0.5, 0.12))  # the player at the bottom, the other across
HAND_XY = (0.5, 0.8)
OTHER_XY = (0.5, 0.2)
TRICK_XY = ((0.5, 0.56), (0.5, 0.4))  # each seat's card in the trick
LAST_XY = (0.15, 0.47)
SUITS = {"S": "\u2660", "H": "\u2665"}
Faces = list[tuple[str, str | None]]
"""A pile's cards: (item key, face, or None for a back)."""


def card_words(text: str) -> str:
    """``"QH"`` as ``Q♥``."""
    return text[:-1] + SUITS.get(text[-1:], text[-1:])


class DuelAdapter(GameAdapter):
    """The player's hand at the bottom, the other's backs at the top, the trick between."""

    game_id = "duel"
    deck_art = "french"

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else fill(Duel.tr("Seat %1"), seat)

    def layout(self, observation: DuelObservation, events: list[Event]) -> Layout:
        """The table for ``observation``: hands, the trick, the last trick, two plates."""
        obs = observation
        me, other = obs.seat, 1 - obs.seat
        my_turn = obs.current_player == me and obs.phase == "play"
        backs: Faces = [(f"b:{other}:{i}", None) for i in range(obs.hand_counts[other])]
        hand: Faces = [(ck(c), c.face) for c in obs.hand]
        piles = [
            Pile("hand", *HAND_XY, hand, fan="hand", spread=0.62),
            Pile(f"seat{other}", *OTHER_XY, backs, fan="row", spread=0.3, scale=0.6),
        ]
        in_trick = dict(obs.trick)
        for seat in (me, other):
            card = in_trick.get(seat)
            cards: Faces = [(ck(card), card.face)] if card is not None else []
            xy = TRICK_XY[0 if seat == me else 1]
            piles.append(Pile(f"trick{seat}", *xy, cards, target=seat == me and my_turn))
        if obs.last_trick:
            last: Faces = [(ck(c), c.face) for _, c in obs.last_trick]
            piles.append(Pile("last", *LAST_XY, last, fan="row", spread=0.4, scale=0.6))
        origins: dict[str, tuple[float, float] | str] = {}
        deal: list[str] = []
        for e in events:
            if isinstance(e, CardPlayed) and e.seat == other:
                origins[ck(e.card)] = OTHER_XY
            elif isinstance(e, DuelDealt):
                mine = [ck(c) for c in obs.hand]
                theirs = [key for key, _ in backs]
                for pair in zip(mine, theirs, strict=False):  # seat 0's card first
                    deal += pair if me == 0 else pair[::-1]
        seats = []
        for seat in (me, other):
            level = self.levels[seat] if seat < len(self.levels) else ""
            shown = f" ({level_name(level)})" if level and level != "human" else ""
            name = self._name(seat) + shown
            lines = [
                name,
                fill(Duel.tr("%1 trick(s) · score %2"), obs.tricks[seat], obs.scores[seat]),
            ]
            x, y = SEAT_XY[0 if seat == me else 1]
            seats.append(SeatView(seat, x, y, lines, active=obs.current_player == seat))
        info = fill(Duel.tr("Hand %1 · first to %2 points"), obs.hand_no, obs.target)
        return Layout(piles, seats, info, origins=origins, deal=deal)

    # -- gestures -----------------------------------------------------------------------
    def drag_keys(self, observation: DuelObservation) -> list[str]:
        """The cards the engine lets the player play now."""
        return [ck(a.args[0]) for a in observation.legal if a.kind == "play"]

    def click_action(self, observation: DuelObservation, key: str) -> Action | None:
        """Double-click a card of the hand: play it."""
        card = key_card(key)
        if card is None or card not in observation.hand:
            return None
        return Action("play", (card.text,))

    def drop_action(self, observation: DuelObservation, key: str, pile_id: str) -> Action | None:
        """A card of the hand dropped on the player's place in the trick: play it."""
        if pile_id != f"trick{observation.seat}":
            return None
        return self.click_action(observation, key)

    def targets(self, observation: DuelObservation, key: str) -> list[tuple[str, Action]]:
        """The one place a dragged card goes."""
        pile = f"trick{observation.seat}"
        action = self.drop_action(observation, key, pile)
        return [] if action is None else [(pile, action)]

    def summary(self, event: Event) -> Summary | None:
        """A hand scored: each player's tricks and score."""
        if not isinstance(event, DuelHandScored):
            return None
        names = [self._name(s) for s in range(2)]
        return Summary(
            key=event.hand,
            title=fill(Duel.tr("Hand %1 is over."), event.hand),
            headers=[Duel.tr("Player"), Duel.tr("Tricks"), Duel.tr("Score")],
            rows=[[names[s], str(event.added[s]), str(event.scores[s])] for s in range(2)],
            sheet_row=[f"+{a}" for a in event.added],
            totals=[str(v) for v in event.scores],
        )


# -- words: the hand log, the history and hints -----------------------------------------
def event_line(event: Event, name: Callable[[int], str]) -> LogEntry | None:
    """Duel's own events in the hand log (a card played and the game over are shared)."""
    match event:
        case DuelDealt(hand=hand):
            return LogEntry(None, fill(Duel.tr("Duel hand %1"), hand), header=True)
        case DuelTrickWon(seat=s, tricks=tricks):
            return LogEntry(
                s, fill(Duel.tr("%1 takes the trick (%2 this hand)"), name(s), tricks[s])
            )
        case DuelHandScored(scores=scores):
            return LogEntry(None, fill(Duel.tr("Hand scored: %1 to %2"), *scores))
    return None


def move_words(
    action: Action, events: Sequence[Event]
) -> tuple[MovePhrases, tuple[str, ...]] | None:
    """``next`` in Duel's words; a card played is the shared "plays"."""
    if action.kind != "next":
        return None
    said, mine, advice = (
        Duel.tr("%1 deals the next hand"),
        Duel.tr("You deal the next hand"),
        Duel.tr("deal the next hand"),
    )
    return (said, said, mine, mine, advice, advice), ()


def step_words(event: Event, names: Sequence[str], you: int) -> str | None:
    """A hand scored, in a replayed step's words."""
    if not isinstance(event, DuelHandScored):
        return None
    return fill(Duel.tr("The hand is scored: %1 to %2."), *event.scores)


def rules_html(options: Any) -> str:
    """Duel's rules, with the target in force."""
    return "\n".join(
        [
            "<h2>" + Duel.tr("Duel") + "</h2>",
            para(Duel.tr("Two players, twelve cards: 9 to Ace of Spades and Hearts.")),
            para(
                Duel.tr("Six cards each. Follow the suit led if you can; the higher card of"),
                Duel.tr("the suit led wins the trick, and each trick is worth one point."),
            ),
            para(
                fill(Duel.tr("The first to %1 points, ahead of the other, wins."), options.target)
            ),
        ]
    )


# -- statistics ---------------------------------------------------------------------------
def rounds(events: Sequence[Event], me: int) -> list[Round]:
    """Each hand scored: the player's tricks, whether it took more than half, its total."""
    return [
        {
            "round": e.hand,
            "tricks": e.added[me],
            "won": e.added[me] * 2 > HAND_SIZE,
            "total": e.scores[me],
        }
        for e in events
        if isinstance(e, DuelHandScored)
    ]


def figures(rounds: Sequence[Round]) -> list[tuple[str, str]]:
    """Hands played, hands won and tricks per hand."""
    tricks = sum(r["tricks"] for r in rounds)
    per_hand = f"{tricks / len(rounds):.1f}" if rounds else "–"
    return [
        (Duel.tr("Duel hands"), str(len(rounds))),
        (Duel.tr("Duel hands won"), str(sum(1 for r in rounds if r["won"]))),
        (Duel.tr("Duel tricks per hand"), per_hand),
    ]


def chart(games: Sequence[Sequence[Round]]) -> Bars:
    """How many tricks the player took in its hands."""
    hands = [r for g in games for r in g]
    bins = [(str(n), sum(1 for r in hands if r["tricks"] == n)) for n in range(HAND_SIZE + 1)]
    return Bars(
        Duel.tr("Duel tricks"),
        Duel.tr("Your tricks per hand"),
        Duel.tr("Hands"),
        "#8e44ad",
        bins,
        Duel.tr("Tricks"),
        Duel.tr("Hands"),
    )


PLUGIN = TablePlugin(
    "duel",
    adapter=DuelAdapter,
    name=QT_TRANSLATE_NOOP("Text", "Duel"),
    description=QT_TRANSLATE_NOOP(
        "Text", "A two-player trick game with twelve cards (the tests' extra game)."
    ),
    card_words=card_words,
    event_line=event_line,
    move_words=move_words,
    step_words=step_words,
    action_cards=None,
    rules_html=rules_html,
    suit_names={},
    move_sounds={},
    open_piles={},
    measures=GameMeasures(rounds, figures, chart),
)
