"""The game controller: the Qt adapter over the engine's match (``engine.match``).

The match holds the game (state, seats, who made each action, events, fair-deal proof, undo
rules, record). The controller turns the player's gestures into engine actions (the engine
decides legality), asks AI seats for moves on the worker thread once the table has finished
animating, autosaves after every action, keeps the history and statistics, and tells the
window what changed through signals.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine import fairdeal
from engine.core import Action, IllegalActionError, State
from engine.events import TrickWon
from engine.match import Match, one_player_levels, record_seats
from engine.registry import get_game
from gui.games import adapter_for
from gui.games.base import GameAdapter
from gui.services import storage
from gui.services.ai_worker import RAISED, AIThread
from gui.services.stats_db import StatsRecorder
from gui.table import speeds
from gui.text import reason_text, seat_names, stored_name

HUMAN = 0  # the player's seat
STANDING_WAIT = 2500  # ms the player has to act before the table makes a standing move
log = logging.getLogger(__name__)


class GameController(QObject):
    """Owns one game at a time (a ``Match``)."""

    layout_changed = Signal(object, object)  # Layout, draggable keys
    targets_changed = Signal(object)  # pile ids to highlight while dragging
    refused = Signal(str, str)  # item key to send home, message
    status = Signal(str)
    thinking_changed = Signal(int)  # seat, or -1
    # list of ActionButton; whether a move was made since the last (labels that change then
    # change under the player's pointer: the action bar holds them back a moment)
    buttons_changed = Signal(object, bool)
    # round summaries, whether the game waits for the player's "next", whether the match may
    # be stopped, and the final result (or None)
    summaries_ready = Signal(object, bool, bool, object)
    ai_failed = Signal(str)  # an AI seat could not move (after a fresh search process too)
    ai_problem_cleared = Signal()  # the player's answer to ``ai_failed`` is not needed any more
    saved = Signal()
    hand_events = Signal(object, bool)  # events in order; True: they replace the log (the
    # whole game so far, after a resume or an undo), False: they follow what came before
    fingerprint_changed = Signal(str)  # the current deal's fair-deal fingerprint, or ""
    notice = Signal(str)  # a problem the player should read (e.g. statistics set aside)
    # a lasting fault ("save", "history", "stats") and its message; "" when it has passed
    fault = Signal(str, str)
    hint_ready = Signal(object, object)  # the Hard bot's move for the player (an Action)
    # and why (an engine.ai.reasons.Reason, or None)
    turn_timer_changed = Signal(int)  # the seat whose turn timer runs now, or -1

    def __init__(self, save_path: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.adapter: GameAdapter | None = None
        self.speed = 1.0
        self.save_path = save_path
        self.history_dir = None if save_path is None else Path(save_path).parent / "history"
        self.archived: Path | None = None  # this game's history file (after a hand ends)
        self.stats = StatsRecorder(
            None if save_path is None else Path(save_path).parent / "stats.sqlite"
        )
        self.read_only = False  # another app holds the data folder: write nothing
        self.faults: dict[str, str] = {}  # what cannot be written now (see ``fault``)
        self.hint_serial = 0
        self.hint_pending: tuple[str, int, int] | None = None
        self.undo_enabled = True
        self.announce_by_hand = False  # Belote's setting, handed to the adapter
        self.asked: tuple[int, str] | None = None  # the turn and move the table asked about
        self.guard: Callable[[Action], str | None] | None = None
        """Asked before each of the player's moves (a tutorial's step): a message refuses
        the move with it."""
        self.tutorial = False  # the game in play is a tutorial: never in the statistics
        self.request_id = 0
        self.pending: int | None = None
        self.ai_problem: tuple[int, str] | None = None  # the seat whose AI failed, and how
        self.waiting_for_table = False
        self.ai = AIThread(self)
        self.ai.worker.move_ready.connect(self._on_move_ready)
        self.ai.worker.move_failed.connect(self._on_move_failed)
        self.turn_timer = QTimer(self)
        self.turn_timer.setSingleShot(True)
        self.turn_timer.timeout.connect(self._on_turn_timeout)
        # a turn the table answers for the player unless they act first (Belote's House
        # coinche window): (actions played when it began, the move made for them)
        self.standing: tuple[int, Action] | None = None
        self.standing_timer = QTimer(self)
        self.standing_timer.setSingleShot(True)
        self.standing_timer.timeout.connect(self._on_standing_timeout)
        self.think_timer = QTimer(self)
        self.think_timer.setSingleShot(True)
        self.think_timer.timeout.connect(self._request_ai)
        self.trick_linger = 0  # ms a finished trick stays in view before an AI seat leads
        self.lingers = False  # the last actions finished a trick (or lingers_after)
        self.held: list[Any] | None = None
        """The next round's events while the table holds the finished round in view with
        its summary (``GameAdapter.round_break``), shown when the player goes on
        (``next_round``); None: no round is held."""
        self.went_on_at: int | None = None
        """How many actions the game had when the player last went on from a held round:
        kept in the autosave (``went_on``), so a game saved just after is not held again
        when resumed (it reopened the round the player had already left)."""

    # -- the match's parts, as the window and the tests read them ---------------------------
    @property
    def state(self) -> State | None:
        """The engine state of the game in play, or None."""
        return None if self.match is None else self.match.state

    @property
    def levels(self) -> list[str]:
        """Each seat's level ("human" for the player)."""
        return [] if self.match is None else self.match.levels

    @property
    def names(self) -> list[str]:
        """Each seat's name in the player's language now (the match keeps "" for a default
        name, so a game resumed in another language names its seats in that one)."""
        return [] if self.match is None else seat_names(self.match.names, self.match.state.game.id)

    @property
    def fair_secret(self) -> str | None:
        """This game's fair-deal secret (None: no proof)."""
        return None if self.match is None else self.match.fair_secret

    @property
    def commitments(self) -> list[fairdeal.Commitment]:
        """This game's fair-deal commitments so far."""
        return [] if self.match is None else self.match.commitments

    @property
    def undo_used(self) -> int:
        """How many undos this game has had."""
        return 0 if self.match is None else self.match.undo_used

    # -- starting -----------------------------------------------------------------------
    def new_game(
        self,
        game_id: str,
        options: Any,
        levels: list[str],
        seed: int,
        names: list[str] | None = None,
        deck: Any = None,
        tutorial: bool = False,
    ) -> None:
        """Start a game: seat 0 is the player, the others the given bot levels (a
        ``tutorial`` is kept out of the statistics)."""
        game = get_game(game_id)
        self.tutorial = tutorial
        names = self._stored_names(names or self._default_names(game.players_of(options)))
        self._begin(Match.new(game, options, seed, ["human", *levels], names, deck))
        self.hand_events.emit([], True)
        self.fingerprint_changed.emit("")  # until this game's first deal
        self.archived = None
        assert self.match is not None
        self.stats.begin(self.match.state, self.levels, counted=not tutorial)
        log.info("new game %s seed %s levels %s", game_id, seed, self.levels)
        self._after(list(self.match.start_events))

    @staticmethod
    def record_problem(path: Any) -> Exception | None:
        """Why the game record at ``path`` (a save set aside) does not load, for the
        player's message in words (None: it loads)."""
        from engine.records import RecordError, read_record, replay

        try:
            replay(read_record(path))
        except (RecordError, OSError) as e:
            return e
        return None

    @staticmethod
    def replay_match(record: dict[str, Any], state: State) -> Match:
        """The match a resume continues: the record replayed once more, to learn who made
        each action (the long part of a resume; no Qt, so a worker thread may run it).
        Seats that do not say "the player in seat 0, bots elsewhere" get Medium bots."""
        levels, names = record_seats(record, state.num_players)
        playable = one_player_levels(levels)
        if playable != levels:
            log.warning("resumed seats %s are not playable; using Medium bots", levels)
        names = names or GameController._default_names(state.num_players)
        return Match.from_record(record, levels=playable, names=GameController._stored_names(names))

    def resume(
        self,
        record: dict[str, Any],
        state: State,
        match: Match | None = None,
        tutorial: bool = False,
    ) -> None:
        """Continue a saved game exactly where it was. ``state`` is the record's replay;
        ``match`` its ``replay_match`` (made here if not given); a ``tutorial`` stays out of
        the statistics."""
        self.tutorial = tutorial
        if match is None:
            match = self.replay_match(record, state)
        self._begin(match)
        went_on = record.get("went_on")
        self.went_on_at = went_on if isinstance(went_on, int) else None
        self.hand_events.emit(self.game_events(), True)
        self.fingerprint_changed.emit(match.fingerprint())
        self.archived = storage.find_archive(record, self.history_dir)
        self.stats.begin(match.state, self.levels, resumed=True, counted=not tutorial)
        log.info(
            "resumed %s seed %s at action %d",
            match.state.game.id,
            match.state.seed,
            len(match.state.history),
        )
        self._after([], resumed=True)

    @staticmethod
    def _default_names(players: int) -> list[str]:
        # "": the default name, looked up in the player's language when shown (gui.text)
        return [""] * players

    @staticmethod
    def _stored_names(names: list[str]) -> list[str]:
        # an old record's default names ("You", "Seat 2", "Joueur 2"...) become "" too
        return [stored_name(n, s) for s, n in enumerate(names)]

    def _begin(self, match: Match) -> None:
        self.cancel_ai()
        self.match = match
        self.held = None
        self.went_on_at = None
        self._reset_adapter()

    def _reset_adapter(self) -> None:
        assert self.match is not None
        self.adapter = adapter_for(self.match.state.game.id)
        self.adapter.set_seats(self.names, self.levels)
        self.adapter.reset(self.match.state.observation(HUMAN))

    def cancel_ai(self) -> None:
        """Forget any pending AI request or hint: the worker gives it up (no answer comes;
        one already on its way is dropped by its request id)."""
        if self.pending is not None or self.hint_pending is not None:
            self.ai.worker.abandon()
        self.hint_pending = None
        self.request_id += 1
        self.pending = None
        self.think_timer.stop()
        self.turn_timer.stop()
        self.turn_timer_changed.emit(-1)
        self.standing_timer.stop()
        self.thinking_changed.emit(-1)
        self._clear_ai_problem()

    def _clear_ai_problem(self) -> None:
        if self.ai_problem is not None:
            self.ai_problem = None
            self.ai_problem_cleared.emit()

    def shutdown(self) -> None:
        """Stop the AI thread cleanly (also while a bot is thinking)."""
        self.cancel_ai()
        self.ai.stop()

    # -- what the view asks -------------------------------------------------------------
    @property
    def observation(self) -> Any:
        """The player's observation."""
        assert self.state is not None
        return self.state.observation(HUMAN)

    def seats_record(self) -> list[dict[str, Any]]:
        """Seat descriptions for the hand record."""
        assert self.match is not None
        return self.match.seats_record()

    def record(self) -> dict[str, Any]:
        """The hand record of the game so far."""
        assert self.match is not None
        return self.match.record()

    def game_events(self) -> list[Any]:
        """Every event of the game so far, in order."""
        return [] if self.match is None else self.match.events

    def round_history(self) -> list[Any]:
        """Every round summary so far (the score sheet after a resume)."""
        if self.match is None or self.adapter is None:
            return []
        return [s for s in map(self.adapter.summary, self.match.events) if s is not None]

    def is_human_turn(self) -> bool:
        """Whether the player is to act (also to go on from a finished round held in view:
        no one else moves meanwhile)."""
        if self.match is None:
            return False
        return self.held is not None or self.match.human_to_act()

    def shown_observation(self) -> Any:
        """The player's observation as the table shows it: the finished round while it is
        held in view (``held``), else ``observation``."""
        if self.held is not None:
            finished = self._finished_round()
            if finished is not None:
                return finished
        return self.observation

    def _finished_round(self) -> Any:
        """The engine's view of the round just finished, before the next one began in the
        same action (Declaration's ``finished_hand``), or None for a game without one."""
        finished = getattr(self.state, "finished_hand", None)
        return finished(HUMAN) if callable(finished) else None

    def unplayable_keys(self, layout: Any) -> list[str]:
        """The player's hand cards in ``layout`` that no legal move can use now, to be shown
        dimmed. None are dimmed when it is not the player's turn, or when no hand card
        makes a move now (a bid, a pick from the pile: the hand is not what is played).
        A card the player may pick for a meld or a commitment (a draggable card with no
        move of its own) counts as playable; so does one of the player's own cards lying
        outside the hand (a declared meld) that a move may play."""
        if not self.is_human_turn() or self.adapter is None or self.state is None:
            return []
        obs, state, adapter = self.observation, self.state, self.adapter
        hand = [
            key for pile in layout.piles if pile.players_hand for key, face in pile.cards if face
        ]
        draggable = set(adapter.drag_keys(obs))
        # the player's cards lying elsewhere that may be played (Declaration's declared meld
        # beside the hand): when only they may be played, the whole hand is dimmed
        elsewhere = [
            key
            for pile in layout.piles
            if pile.players_cards and not pile.players_hand
            for key, face in pile.cards
            if face and key in draggable
        ]
        playable = []
        for key in [*hand, *elsewhere]:
            if key not in draggable:
                continue
            actions = [a for _, a in adapter.targets(obs, key)]
            click = adapter.click_action(obs, key)
            if click is not None:
                actions.append(click)
            if not actions or any(state.is_legal(a) for a in actions):
                playable.append(key)
        if not playable:
            return []
        return [k for k in hand if k not in playable]

    def why_not(self, key: str) -> str:
        """Why the player's card ``key`` cannot be played now, in words ("" when it can be,
        or when the card has no move of its own)."""
        if self.adapter is None or self.state is None or not self.is_human_turn():
            return ""
        obs, state = self.observation, self.state
        click = self.adapter.click_action(obs, key)
        actions = ([click] if click is not None else []) + [
            a for _, a in self.adapter.targets(obs, key)
        ]
        reason = ""
        for action in actions:
            try:
                state.check(action)
                return ""
            except IllegalActionError as e:
                reason = reason or reason_text(e.reason, e.details)
        return reason

    def keys_for(self, action: Action) -> list[str]:
        """The movable items whose gesture makes ``action`` (the draw pile's top card for a
        pick from it, a face-up card for the joker): where a hint points on the table."""
        if self.adapter is None or self.state is None or not self.is_human_turn():
            return []
        obs, adapter = self.observation, self.adapter
        return [
            key
            for key in adapter.drag_keys(obs)
            if adapter.click_action(obs, key) == action
            or any(a == action for _, a in adapter.targets(obs, key))
        ]

    # -- gestures -----------------------------------------------------------------------
    def clicked(self, key: str) -> None:
        """A single click on a movable card: only ever a change of the selection. On a
        card that has a move of its own, it says how to make it (a new player clicked a
        Declare card, saw nothing happen and guessed the double-click only from a hint)."""
        if self.adapter is None or self.state is None:
            return
        obs = self.observation
        if self.adapter.select(obs, key):
            self._publish([])
        elif self.is_human_turn() and self.adapter.click_action(obs, key) is not None:
            self.status.emit(self.tr("Drag the card, or double-click it, to make its move."))

    def drag_started(self, key: str) -> None:
        """Highlight the piles where ``key`` could legally go."""
        if not self.is_human_turn() or self.adapter is None or self.state is None:
            self.targets_changed.emit([])
            return
        obs = self.observation
        legal = [p for p, a in self.adapter.targets(obs, key) if self.state.is_legal(a)]
        self.targets_changed.emit(legal)

    def dropped(self, key: str, pile_id: str) -> None:
        """A card was dropped on a pile (or on nothing)."""
        self.targets_changed.emit([])
        if self.adapter is None or self.state is None:
            return
        if pile_id and self.adapter.drop_select(self.observation, key, pile_id):
            self._publish([])
            return
        action = self.adapter.drop_action(self.observation, key, pile_id) if pile_id else None
        if action is None:
            self.refused.emit(key, reason_text("no_move") if pile_id else "")
            return
        self.play(action, key)

    def activated(self, key: str) -> None:
        """Double-click or Enter on a card: its move, or a change of the selection."""
        if self.adapter is None or self.state is None:
            return
        action = self.adapter.click_action(self.observation, key)
        if action is not None:
            self.play(action, key)
        elif self.adapter.select(self.observation, key):
            self._publish([])

    def play(self, action: Action | str, key: str = "") -> bool:
        """Apply the player's action, or refuse it with the reason in words."""
        if self.state is None:
            return False
        if isinstance(action, str):
            action = Action.parse(action)
        if not self.is_human_turn():
            self.refused.emit(key, reason_text("not_your_turn"))
            return False
        message = self.guard(action) if self.guard is not None else None
        if message:  # a tutorial's step waits for another move
            self.refused.emit(key, message)
            return False
        if self.held is not None:  # a move of the next round: the player has gone on
            self._go_on()
            if not self.is_human_turn():
                self.refused.emit(key, reason_text("not_your_turn"))
                return False
        assert self.match is not None and self.adapter is not None
        try:
            self.state.check(action)  # before any move made for the player
            self.adapter.announce_by_hand = self.announce_by_hand
            question = self.adapter.ask_before(self.observation, action)
            turn = (len(self.state.history), action.kind)
            if question and self.asked != turn:  # asked once: the same move again goes on
                self.asked = turn
                self.refused.emit(key, question)
                return False
            events = []
            for before in self.adapter.moves_before(self.observation, action):
                events += self.match.apply(before)
            events += self.match.apply(action)
        except IllegalActionError as e:
            self.refused.emit(key, reason_text(e.reason, e.details))
            return False
        self.turn_timer.stop()
        self.turn_timer_changed.emit(-1)
        self.status.emit("")  # no stale "Your turn."; _after says what comes next
        self.standing_timer.stop()
        self._after(events)
        return True

    # -- after every action ---------------------------------------------------------------
    def _after(self, events: list[Any], resumed: bool = False) -> None:
        assert self.state is not None and self.adapter is not None
        self.lingers = any(isinstance(e, (TrickWon, *self.adapter.lingers_after)) for e in events)
        self.held = self._hold(events, resumed)
        shown = events if self.held is None else events[: len(events) - len(self.held)]
        self._note(shown)
        self._autosave()
        self._publish(shown)
        state = self.state
        summaries = [s for s in map(self.adapter.summary, events) if s is not None]
        if events:
            self._keep_hand(events, bool(summaries))
        waits = self.waits_for_next()
        if waits and not summaries:  # resumed between rounds: show that round again
            summaries = self.round_history()[-1:]
        if summaries or waits or state.is_terminal:
            self.summaries_ready.emit(summaries, waits, self._may_stop(), state.result())
        if state.is_terminal or waits:
            return
        self._to_act()

    def _to_act(self) -> None:
        if self.is_human_turn():
            self._human_to_act()
        else:
            self.waiting_for_table = True  # the AI moves once the animations are done

    def _hold(self, events: list[Any], resumed: bool) -> list[Any] | None:
        """The events of the next round to hold back while the finished round stays in view
        with its summary (``GameAdapter.round_break``), or None. A game ``resumed`` just
        after such a break (saved while its round was held) is held again."""
        assert self.adapter is not None and self.match is not None
        if self.state is None or self.state.is_terminal or self._finished_round() is None:
            return None
        if events:
            cut = self.adapter.round_break(events)
            return None if cut is None else events[cut:]
        steps = self.match.steps
        if (
            resumed
            and steps
            and self.adapter.round_break(list(steps[-1].events)) is not None
            and self.went_on_at != len(self.state.history)  # not left by the player already
        ):
            return []  # the next round's table comes as it is, with nothing to animate
        return None

    def _go_on(self) -> None:
        """The player goes on from the finished round held in view: the next round's table
        (its events, such as Declaration's antes, animated now), then its first move."""
        held, self.held = self.held, None
        if held is None or self.state is None:
            return
        self.went_on_at = len(self.state.history)
        self._autosave()  # a game saved now resumes on the next round, not the held one
        self._note(held)
        self._publish(held)
        if not self.state.is_terminal:
            self._to_act()

    def _keep_hand(self, events: list[Any], hand_ended: bool) -> None:
        """A finished hand goes into the history (the game's file, rewritten) and its
        figures into the statistics; the end of the game is archived by ``_autosave``."""
        assert self.state is not None
        if self.read_only:
            return
        if hand_ended and not self.state.is_terminal:
            try:
                self.archived = storage.archive_record(
                    self.record(), self.history_dir, self.archived
                )
                self._set_fault("history", "")
            except OSError as e:
                log.warning("history not written: %s", e)
                self._set_fault(
                    "history",
                    self.tr("Could not keep the hand in the history: %1").replace(
                        "%1", e.strerror or str(e)
                    ),
                )
        problem = self.stats.after(self.state, events)
        self._set_fault("stats", self.stats.fault or "")
        if problem and problem != self.stats.fault:  # a lasting fault is shown, not boxed
            self.notice.emit(problem)

    def _set_fault(self, key: str, message: str) -> None:
        """Note a lasting fault (or its end) and tell the window when it changes."""
        if self.faults.get(key, "") != message:
            if message:
                self.faults[key] = message
            else:
                self.faults.pop(key, None)
            self.fault.emit(key, message)

    def _note(self, events: list[Any]) -> None:
        """Show the fingerprint of a deal the match has just committed to (fair-deal proof)
        and pass the events on to the hand log."""
        assert self.match is not None
        if self.match.fair_secret is not None and fairdeal.has_deal(events):
            self.fingerprint_changed.emit(self.match.fingerprint())
        if events:
            self.hand_events.emit(events, False)

    # -- undo and the fair-deal check ------------------------------------------------------
    def undo_point(self) -> int | None:
        """How many actions an undo keeps (``Match.undo_point``), or None when there is
        nothing to undo or undo is off."""
        if not self.undo_enabled or self.match is None:
            return None
        return self.match.undo_point()

    def undo(self) -> bool:
        """Take back the player's last move and the AI moves made after it (``Match.undo``:
        AI moves are then recomputed from the same seeds). A pending AI decision is
        cancelled first. The record counts the undo."""
        if self.undo_point() is None:
            self.status.emit(self.tr("There is nothing to undo."))
            return False
        assert self.match is not None
        self.cancel_ai()
        self.match.undo()
        self._reset_adapter()
        if not self.read_only:
            self.stats.mark_undo()
        self.waiting_for_table = False
        self.hand_events.emit(self.game_events(), True)
        self.fingerprint_changed.emit(self.match.fingerprint())
        self._after([])
        self.status.emit(self.tr("Your last move was taken back."))
        return True

    def finished_deals(self) -> list[int]:
        """The deals whose hand is over (their secret may be revealed)."""
        return [] if self.match is None else self.match.finished_deals()

    def verify_deals(self) -> fairdeal.Verification:
        """Reveal the finished deals' secrets and check them against the record."""
        assert self.match is not None
        return self.match.verify_deals()

    def waits_for_next(self) -> bool:
        """Whether the game pauses between rounds for the player to go on (the engine's
        "next" move, or a finished round held in view)."""
        if self.match is None:
            return False
        return self.held is not None or self.match.waits_for_next()

    def _may_stop(self) -> bool:
        return self.match is not None and self.match.may_stop()

    def _publish(self, events: list[Any]) -> None:
        assert self.state is not None and self.adapter is not None
        obs = self.shown_observation()
        layout = self.adapter.layout(obs, events)
        keys = self.adapter.drag_keys(obs) if self.is_human_turn() else []
        self.layout_changed.emit(layout, keys)
        self.buttons_changed.emit(self._buttons(obs), bool(events))

    def _buttons(self, obs: Any) -> list[Any]:
        """The adapter's button moves, enabled only when the engine says they are legal."""
        state = self.state
        assert state is not None and self.adapter is not None
        buttons = self.adapter.buttons(obs)
        for b in buttons:
            if not self.is_human_turn():
                b.enabled, b.tooltip = False, self.tr("Wait for your turn.")
                continue
            try:
                state.check(b.action)
                b.enabled = True
            except IllegalActionError as e:
                b.enabled, b.tooltip = False, b.why or reason_text(e.reason, e.details)
        return buttons

    def _human_to_act(self) -> None:
        state = self.state
        assert state is not None
        phase = getattr(state, "phase", "")
        if phase == "joker":
            self.status.emit(
                self.tr("You deal: choose the joker, double-click one of the two face-up cards.")
            )
        else:
            assert self.adapter is not None
            standing = self.adapter.standing_move(self.observation)
            if standing is not None:  # no question: the move is made unless they act first
                action, message = standing
                self.standing = (len(state.history), action)
                self.status.emit(message)
                self.standing_timer.start(STANDING_WAIT)  # the player's time, not animations'
                return
            self.status.emit(self.tr("Your turn."))
        limit = getattr(state.options, "turn_time", 0)
        if limit:
            self.turn_timer.start(int(limit * 1000))
            self.turn_timer_changed.emit(HUMAN)

    def _on_standing_timeout(self) -> None:
        """The player let the moment pass: the table makes the standing move for them."""
        standing, self.standing = self.standing, None
        state = self.state
        if standing is None or state is None or not self.is_human_turn():
            return
        if len(state.history) == standing[0]:  # nothing was played meanwhile
            self.play(standing[1])

    def _on_turn_timeout(self) -> None:
        """Out of time: the Easy bot plays the player's move."""
        if not self.is_human_turn() or self.state is None:
            return
        assert self.match is not None
        action = self.match.bot_move("easy", "timeout")
        self.play(action)
        self.status.emit(self.tr("Time is up: a move was played for you."))

    def animations_done(self) -> None:
        """The table stopped moving: an AI seat may act now."""
        if not self.waiting_for_table or self.state is None or self.state.is_terminal:
            return
        self.waiting_for_table = False
        if not self.is_human_turn():
            pause = speeds.scaled(speeds.AI_PAUSE, self.speed)
            if self.lingers:  # the finished trick (or the take) stays in view a moment
                pause = max(pause, self.trick_linger)
            self.think_timer.start(pause)

    def _request_ai(self) -> None:
        state = self.state
        if state is None or state.is_terminal or self.is_human_turn():
            return
        seat = state.current_player
        assert seat is not None
        self.request_id += 1
        self.pending = self.request_id
        self._clear_ai_problem()
        # dots under the seat's plate say so (the plate keeps its size: a "thinking…" line
        # in it made it grow and shrink at every AI move, pushing the labels around it)
        self.thinking_changed.emit(seat)
        self.status.emit(self.tr("%1 is thinking…").replace("%1", self.names[seat]))
        assert self.match is not None
        r = self.match.bot_request()
        self.ai.requested.emit(self.pending, r.game_id, r.level, r.observation, r.legal, r.seed)

    def request_hint(self) -> bool:
        """Ask the Hard bot what it would do for the player; ``hint_ready`` brings the answer.
        The move is never played, and an answer that comes after the state moved on is
        dropped. Returns whether a hint was asked for (only on the player's turn)."""
        state = self.state
        if state is None or not self.is_human_turn() or self.pending is not None:
            return False
        if self.held is not None:  # nothing to hint: the player goes on
            return False
        self.hint_serial += 1
        self.hint_pending = ("hint", self.hint_serial, len(state.history))
        assert self.match is not None
        r = self.match.bot_request("hard", "hint")
        self.ai.requested.emit(
            self.hint_pending, r.game_id, r.level, r.observation, r.legal, r.seed
        )
        return True

    def _on_hint_ready(self, request_id: object, text: str, reason: object = None) -> None:
        state = self.state
        if (
            self.hint_pending is None
            or request_id != self.hint_pending
            or state is None
            or not self.is_human_turn()
            or len(state.history) != self.hint_pending[2]
        ):
            return  # stale: the game moved on since the hint was asked for
        self.hint_pending = None
        try:
            action = Action.parse(text)
        except ValueError:
            return
        if state.is_legal(action):
            self.hint_ready.emit(action, reason)

    def _on_move_ready(self, request_id: object, text: str, reason: object = None) -> None:
        if isinstance(request_id, tuple):
            self._on_hint_ready(request_id, text, reason)
            return
        if request_id != self.pending or self.state is None:
            return  # stale: a new game, a resume or a quit came in between
        self.pending = None
        self.thinking_changed.emit(-1)
        self.status.emit("")
        assert self.match is not None
        try:
            events = self.match.apply(Action.parse(text))
        except (IllegalActionError, ValueError) as e:
            self.pending = request_id
            self._on_move_failed(request_id, RAISED, f"illegal move {text!r}: {e}")
            return
        self._after(events)

    def _on_move_failed(self, request_id: object, kind: str, message: str = "") -> None:
        """An AI seat could not move, even with a fresh search process (``AIWorker``): the
        player is told and chooses (``retry_ai`` or ``let_medium_play``); no move is made
        behind their back."""
        if isinstance(request_id, tuple):  # a hint that failed: the player simply gets none
            log.warning("hint failed: %s %s", kind, message)
            if request_id == self.hint_pending:
                self.hint_pending = None
            return
        if request_id != self.pending or self.state is None or self.state.is_terminal:
            return  # stale: a new game, a resume or a quit came in between
        seat = self.state.current_player
        assert seat is not None
        log.warning("AI seat %d failed (%s): %s", seat, kind, message)
        self.pending = None
        self.thinking_changed.emit(-1)
        if self.adapter is not None:
            self._publish([])
        self.ai_problem = (seat, kind)
        name = self.names[seat]
        if kind == RAISED:
            text = self.tr(
                "The search of %1 failed (%2). Try again with a fresh search process, "
                "or let a Medium bot play this seat."
            ).replace("%2", message[:200])
        else:
            text = self.tr(
                "%1 did not answer, even after its search process was restarted. "
                "Try again, or let a Medium bot play this seat."
            )
        text = text.replace("%1", name)
        self.status.emit(text)
        self.ai_failed.emit(text)

    def retry_ai(self) -> bool:
        """Ask the failed AI seat again, with a fresh search process."""
        if self.ai_problem is None or self.state is None:
            return False
        self._clear_ai_problem()
        self.ai.restart_requested.emit()
        self._request_ai()
        return True

    def let_medium_play(self) -> bool:
        """Let a Medium bot play the failed AI seat for the rest of the game (a fresh search
        process; the record's seat says Medium from now on)."""
        if self.ai_problem is None or self.match is None:
            return False
        seat, _ = self.ai_problem
        self.match.levels[seat] = "medium"
        if self.adapter is not None:
            self.adapter.set_seats(self.names, self.levels)
        self._autosave()
        return self.retry_ai()

    # -- between rounds -------------------------------------------------------------------
    def next_round(self) -> None:
        """Deal the next round (or deal)."""
        if self.held is not None:
            self._go_on()
            return
        if self.state is not None and self.is_human_turn():
            legal = self.state.legal_actions()
            nxt = next((a for a in legal if a.kind == "next"), None)
            if nxt is not None:
                self.play(nxt)

    def stop_match(self) -> None:
        """End an unlimited match between rounds."""
        self.play(Action("stop"))

    # -- saving ---------------------------------------------------------------------------
    def _autosave(self) -> None:
        assert self.state is not None
        if self.read_only:
            return
        try:
            if self.state.is_terminal:
                self.archived = storage.archive_record(
                    self.record(), self.history_dir, self.archived
                )
                storage.clear_save(self.save_path)
            else:
                record = self.record()
                if self.went_on_at is not None:
                    record["went_on"] = self.went_on_at  # the table's own, not the game's
                storage.write_save(record, self.save_path)
            self._set_fault("save", "")
            self.saved.emit()
        except OSError as e:  # kept until a save succeeds (tried again at every move)
            log.warning("game not saved: %s", e)
            self._set_fault(
                "save",
                self.tr("Could not save the game: %1. It is tried again at every move.").replace(
                    "%1", e.strerror or str(e)
                ),
            )
