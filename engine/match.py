"""A match in progress: one game's state with everything a table keeps around it.

A ``Match`` holds the engine state and, beside it, what the state does not know: the seats
(which one is the player, each bot's level, the names), who made every action and what it
caused (recorded as the actions are applied), the stacked first deal if any, the fair-deal
secret and commitments (``engine.fairdeal``), the undo rules and the number of undos, and
the hand record (``engine.records``). It is pure Python: the Qt controller is an adapter
over it, and headless play, tournaments and history replay use the same object.

A match is created new (``Match.new``) or from a record (``Match.from_record``: a resume, or
a replay up to any action, stepped on with ``step``). Its state must change only through
``apply``, which keeps the actors, events and commitments in step with the history.

Bots play it in one of two seeded ways, each reproducing the games it always made:

* ``bot_request``/``bot_move``: one decision seeded by the seat and the number of actions
  (``derive_seed(seed, "ai", seat, n)``), as the app asks its AI worker;
* ``choose``/``play_out``: each seat's bot draws from its own random stream
  (``derive_seed(seed, "ai", seat)``), as ``engine play`` and tournaments play.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from engine import fairdeal
from engine.ai.base import BOT_LEVELS, Bot, choose_text
from engine.cards import Card
from engine.core import Action, Event, Game, Observation, Result, State
from engine.events import is_hand_boundary
from engine.records import apply_recorded, check_result, make_record, replay, start_state
from engine.rng import derive_seed

__all__ = [
    "HUMAN",
    "BotRequest",
    "Match",
    "Step",
    "ends_or_deals",
    "one_player_levels",
    "record_seats",
]

HUMAN = "human"
"""The level of a seat that a person plays."""


def ends_or_deals(events: Iterable[Event]) -> bool:
    """Whether these events deal or end a hand (``engine.events.is_hand_boundary``): an undo
    never takes back the action that caused them."""
    return any(map(is_hand_boundary, events))


class Step(NamedTuple):
    """One applied action: the action, the seat that made it and the events it caused (a
    plain tuple: one is made for every action)."""

    action: Action
    actor: int
    events: tuple[Event, ...]


@dataclass(frozen=True)
class BotRequest:
    """One bot decision, as plain picklable data: what the app's AI worker is sent."""

    game_id: str
    level: str
    observation: Observation
    legal: list[Action]
    seed: int

    def choose(self) -> Action:
        """Make the decision here (the worker runs the same ``choose_text``)."""
        return Action.parse(
            choose_text(self.game_id, self.level, self.observation, self.legal, self.seed)
        )


def record_seats(record: dict[str, Any], players: int) -> tuple[list[str], list[str] | None]:
    """The levels and names a record's seats give: a bot without a level is Medium; seats
    that do not cover the table give the player in seat 0 and Medium bots; the names are
    None unless every seat has one."""
    seats = record.get("seats")
    seats = [s for s in seats if isinstance(s, dict)] if isinstance(seats, list) else []
    levels = [(s.get("bot") or "medium") if s.get("kind") == "bot" else HUMAN for s in seats]
    if len(levels) != players:
        levels = [HUMAN] + ["medium"] * (players - 1)
    names = [str(s.get("name") or "") for s in seats]
    return levels, (names if len(names) == players and all(names) else None)


def one_player_levels(levels: Sequence[str]) -> list[str]:
    """``levels`` if they say "the player in seat 0, bots elsewhere" (the app's table),
    else the player in seat 0 and Medium bots."""
    if (
        len(levels) > 0
        and levels[0] == HUMAN
        and levels.count(HUMAN) == 1
        and all(lv in BOT_LEVELS for lv in levels[1:])
    ):
        return list(levels)
    return [HUMAN] + ["medium"] * (len(levels) - 1)


class Match:
    """One game in progress and everything kept beside its state (see the module)."""

    def __init__(
        self,
        state: State,
        levels: Sequence[str],
        names: Sequence[str] | None = None,
        *,
        deck: Sequence[Card] | None = None,
        fair_secret: str | None = None,
        commitments: Iterable[fairdeal.Commitment] = (),
        undo_used: int = 0,
    ) -> None:
        """A match over a freshly dealt ``state`` (no action applied yet); ``Match.new`` and
        ``Match.from_record`` are the usual ways in."""
        if state.history:
            raise ValueError("a match starts from a state no action was applied to")
        if len(levels) != state.num_players or (
            names is not None and len(names) != state.num_players
        ):
            raise ValueError(f"{state.num_players} seats, {len(levels)} levels given")
        self.state = state
        self.levels = list(levels)
        self.names = list(names) if names is not None else [""] * state.num_players
        self.deck = list(deck) if deck is not None else None
        self.fair_secret = fair_secret
        self.commitments = list(commitments)
        self.undo_used = undo_used
        self.start_events: list[Event] = list(getattr(state, "events_of_start", []))
        self.steps: list[Step] = []
        self._ahead: list[str] = []  # a record's actions not applied yet, last first
        self._streams: dict[int, random.Random] = {}

    # -- making one -----------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game: Game,
        options: Any,
        seed: int,
        levels: Sequence[str],
        names: Sequence[str] | None = None,
        deck: Sequence[Card] | None = None,
        *,
        fair: bool = True,
    ) -> Match:
        """Deal a new game (``deck`` stacks the first deal); ``fair`` draws a fair-deal
        secret and commits to every deal (the app's games do; headless play need not)."""
        state = game.new_state(options, seed, deck)
        match = cls(
            state, levels, names, deck=deck, fair_secret=fairdeal.new_secret() if fair else None
        )
        match._commit(match.start_events)
        return match

    @classmethod
    def from_record(
        cls,
        record: dict[str, Any],
        *,
        upto: int | None = None,
        levels: Sequence[str] | None = None,
        names: Sequence[str] | None = None,
    ) -> Match:
        """The match a hand record describes, after all its actions (a resume: the stored
        result is checked) or after the first ``upto`` (a replay; ``step`` applies the next
        ones). Seats come from the record (``record_seats``) unless ``levels``/``names`` are
        given; the fair-deal proof and undo count are the record's.

        Raises:
            RecordError: as ``engine.records.replay``.
        """
        state = start_state(record)
        rec_levels, rec_names = record_seats(record, state.num_players)
        deck = record.get("deck")
        try:
            secret, made = fairdeal.proof_from_dict(record.get("fair_deal"))
        except fairdeal.ProofError:  # a record from before the proof: this game has none
            secret, made = None, []
        used = record.get("undo_used", 0)
        match = cls(
            state,
            rec_levels if levels is None else levels,
            rec_names if names is None else names,
            deck=None if deck is None else [Card.parse(c) for c in deck],
            undo_used=used if isinstance(used, int) and not isinstance(used, bool) else 0,
        )
        actions: list[str] = record.get("actions", [])
        for i, text in enumerate(actions if upto is None else actions[:upto]):
            apply_recorded(match.apply, i, text)
        if upto is None:
            check_result(record, match.state)
        else:
            match._ahead = list(reversed(actions[len(match.steps) :]))
            made = [c for c in made if c.after <= len(match.steps)]
        match.fair_secret, match.commitments = secret, made
        return match

    # -- playing --------------------------------------------------------------------------
    def apply(self, action: Action | str) -> list[Event]:
        """Apply an action of the seat to act (refused with ``IllegalActionError``, the
        match unchanged); note who made it and what it caused, and commit to a new deal."""
        state = self.state
        if len(self.steps) != len(state.history):
            raise RuntimeError("the state was changed outside its match")
        actor = state.current_player
        events = state.apply(action)
        done = state.history[-1]
        self.steps.append(Step(done, actor if actor is not None else -1, tuple(events)))
        if self._ahead:
            if " ".join(self._ahead[-1].split()) == str(done):
                self._ahead.pop()
            else:  # the game left its record
                self._ahead = []
        if self.fair_secret is not None:
            self._commit(events)
        return events

    def _commit(self, events: Iterable[Event]) -> None:
        """Commit to the deal these events made, before anyone sees it (fair-deal proof)."""
        if self.fair_secret is not None and fairdeal.has_deal(events):
            k = len(self.commitments)
            self.commitments.append(
                fairdeal.Commitment(
                    k, len(self.state.history), fairdeal.commit(self.fair_secret, k, self.state)
                )
            )

    def step(self) -> Step:
        """Apply the record's next action (a match ``from_record`` with ``upto``).

        Raises:
            IndexError: no recorded action is left.
            RecordError: the action does not replay.
        """
        if not self._ahead:
            raise IndexError("the record has no action left")
        apply_recorded(self.apply, len(self.steps), self._ahead[-1])
        return self.steps[-1]

    @property
    def ahead(self) -> int:
        """How many of the record's actions ``step`` has still to apply."""
        return len(self._ahead)

    def clone(self) -> Match:
        """An independent copy, the record's actions ahead and the bots' streams included
        (a replay keeps some to step on from)."""
        other = copy.copy(self)
        other.state = self.state.clone()
        other.levels, other.names = list(self.levels), list(self.names)
        other.commitments, other.steps = list(self.commitments), list(self.steps)
        other.start_events, other._ahead = list(self.start_events), list(self._ahead)
        other._streams = copy.deepcopy(self._streams)
        return other

    # -- bots -----------------------------------------------------------------------------
    def bot_request(self, level: str | None = None, purpose: str = "ai") -> BotRequest:
        """The decision of the seat to act by its bot (or a bot of ``level``), seeded as the
        app seeds it: ``"ai"`` a bot seat's move, ``"hint"`` a hint for the player,
        ``"timeout"`` the move played for a player out of time."""
        state = self.state
        seat = state.current_player
        if seat is None:
            raise ValueError("the game is over")
        level = level or self.levels[seat]
        if level == HUMAN:
            raise ValueError(f"seat {seat} is the player's, not a bot's")
        n = len(state.history)
        seed = (
            derive_seed(state.seed, "ai", seat, n)
            if purpose == "ai"
            else derive_seed(state.seed, purpose, n)
        )
        return BotRequest(
            state.game.id, level, state.observation(seat), state.legal_actions(), seed
        )

    def bot_move(self, level: str | None = None, purpose: str = "ai") -> Action:
        """The move ``bot_request`` asks for, decided here (not applied)."""
        return self.bot_request(level, purpose).choose()

    def fallback_move(self) -> Action:
        """A legal move when a bot failed, so the game goes on (seeded by the history)."""
        legal = self.state.legal_actions()
        return legal[random.Random(len(self.state.history)).randrange(len(legal))]

    def choose(self, bot: Bot[Any]) -> Action:
        """The move of the seat to act by ``bot``, drawn from that seat's own random stream
        (the only legal action needs no draw): how ``engine play`` and tournaments play."""
        state = self.state
        seat = state.current_player
        if seat is None:
            raise ValueError("the game is over")
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rng = self._streams.get(seat)
        if rng is None:
            rng = self._streams[seat] = random.Random(derive_seed(state.seed, "ai", seat))
        return bot.choose(state.observation(seat), legal, rng)

    def play_out(self, bots: Sequence[Bot[Any]], max_actions: int = 200_000) -> None:
        """Play to the end with ``bots[seat]`` choosing for each seat (``choose``).

        Raises:
            RuntimeError: the game did not end within ``max_actions`` actions.
        """
        for _ in range(max_actions):
            seat = self.state.current_player
            if seat is None:
                return
            self.apply(self.choose(bots[seat]))
        raise RuntimeError(f"game did not end within {max_actions} actions")

    # -- what it knows --------------------------------------------------------------------
    @property
    def actors(self) -> list[int]:
        """The seat that made each action of the history."""
        return [s.actor for s in self.steps]

    @property
    def events(self) -> list[Event]:
        """Every event of the game so far, in order (the deal's first)."""
        out = list(self.start_events)
        for s in self.steps:
            out.extend(s.events)
        return out

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.state.is_terminal

    def result(self) -> Result | None:
        """The result once the game is over."""
        return self.state.result()

    def human_to_act(self) -> bool:
        """Whether a player (not a bot) is to act."""
        seat = self.state.current_player
        return seat is not None and self.levels[seat] == HUMAN

    def waits_for_next(self) -> bool:
        """Whether the game pauses between rounds for the player to go on."""
        return self.human_to_act() and any(a.kind == "next" for a in self.state.legal_actions())

    def may_stop(self) -> bool:
        """Whether the player may end the match now (an unlimited one, between rounds)."""
        return self.human_to_act() and any(a.kind == "stop" for a in self.state.legal_actions())

    # -- undo -----------------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """How many actions an undo keeps: all those before the player's last move, or
        None when there is nothing to undo (the game over, no move of the player's since
        the last deal or end of a hand, cards shown to the player since (``Event.reveals``:
        its own draw, the rest of a deal), or not exactly one player at the table)."""
        if self.state.is_terminal or self.levels.count(HUMAN) != 1:
            return None
        player = self.levels.index(HUMAN)
        for i in range(len(self.steps) - 1, -1, -1):
            step = self.steps[i]
            if step.action.kind in ("next", "stop") or ends_or_deals(step.events):
                return None  # a hand that was dealt or ended stays so
            if any(e.reveals() for e in step.events if e.seat in (None, player)):
                return None  # cards the player has seen stay seen
            if step.actor == player:
                return i
        return None

    def undo(self) -> bool:
        """Take back the player's last move and the bot moves made after it: the game is
        rebuilt from its record without them (bots then decide again from the same seeds).
        Counts the undo; returns False when there is nothing to undo."""
        keep = self.undo_point()
        if keep is None:
            return False
        self.state = replay(self.record(), upto=keep)
        del self.steps[keep:]
        self.commitments = [c for c in self.commitments if c.after <= keep]
        self.undo_used += 1
        self._ahead = []
        return True

    # -- the fair-deal proof --------------------------------------------------------------
    def fingerprint(self) -> str:
        """The current deal's fair-deal fingerprint, or "" (no deal committed to)."""
        return fairdeal.fingerprint(self.commitments[-1].sha256) if self.commitments else ""

    def finished_deals(self) -> list[int]:
        """The deals whose hand is over (their secret may be revealed): every deal but the
        one in play, or all of them once the game is over or waits between hands."""
        deals = [c.deal for c in self.commitments]
        if not deals or self.state.is_terminal or self.waits_for_next():
            return deals
        return deals[:-1]

    def verify_deals(self) -> fairdeal.Verification:
        """Reveal the finished deals' secrets and check them against the record."""
        return fairdeal.verify(self.record(), self.finished_deals())

    # -- the record -----------------------------------------------------------------------
    def seats_record(self) -> list[dict[str, Any]]:
        """Seat descriptions for the hand record."""
        return [
            {
                "seat": s,
                "kind": "human" if lv == HUMAN else "bot",
                "bot": None if lv == HUMAN else lv,
                "name": self.names[s],
            }
            for s, lv in enumerate(self.levels)
        ]

    def record(self) -> dict[str, Any]:
        """The hand record of the game so far (with its fair-deal proof and undo count)."""
        proof = (
            None
            if self.fair_secret is None
            else fairdeal.proof_to_dict(self.fair_secret, self.commitments)
        )
        return make_record(
            self.state, self.seats_record(), self.deck, fair_deal=proof, undo_used=self.undo_used
        )
