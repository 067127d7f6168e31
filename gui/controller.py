"""The game controller: the only code that talks to the engine.

It owns the engine state, turns the player's gestures into engine actions (the engine
decides legality), asks AI seats for moves on the worker thread once the table has finished
animating, autosaves after every action, and tells the window what changed through signals.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine import fairdeal
from engine.ai.base import BOT_LEVELS, choose_text
from engine.core import Action, IllegalActionError, State
from engine.events import HAND_BOUNDARY_KINDS
from engine.records import make_record
from engine.registry import get_game
from engine.rng import derive_seed
from gui.games import adapter_for
from gui.games.base import GameAdapter
from gui.services import storage
from gui.services.ai_worker import AIThread
from gui.stats import StatsRecorder
from gui.table import speeds
from gui.text import reason_text

HUMAN = 0
# events that deal or end a hand: an undo never takes back the action that caused them
HAND_BOUNDARY = HAND_BOUNDARY_KINDS  # engine.events.is_hand_boundary, by kind
log = logging.getLogger(__name__)


class GameController(QObject):
    """Owns one game at a time."""

    layout_changed = Signal(object, object)  # Layout, draggable keys
    targets_changed = Signal(object)  # pile ids to highlight while dragging
    refused = Signal(str, str)  # item key to send home, message
    status = Signal(str)
    thinking_changed = Signal(int)  # seat, or -1
    buttons_changed = Signal(object)  # list of ActionButton
    # round summaries, whether the game waits for the player's "next", whether the match may
    # be stopped, and the final result (or None)
    summaries_ready = Signal(object, bool, bool, object)
    ai_failed = Signal(str)
    saved = Signal()
    hand_events = Signal(object, bool)  # events in order; True: they replace the log (the
    # whole game so far, after a resume or an undo), False: they follow what came before
    fingerprint_changed = Signal(str)  # the current deal's fair-deal fingerprint, or ""
    notice = Signal(str)  # a problem the player should read (e.g. statistics set aside)
    hint_ready = Signal(object)  # the Hard bot's move for the player (an Action)

    def __init__(self, save_path: Any = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: State | None = None
        self.adapter: GameAdapter | None = None
        self.levels: list[str] = []
        self.names: list[str] = []
        self.speed = 1.0
        self.save_path = save_path
        self.history_dir = None if save_path is None else Path(save_path).parent / "history"
        self.archived: Path | None = None  # this game's history file (after a hand ends)
        self.stats = StatsRecorder(
            None if save_path is None else Path(save_path).parent / "stats.sqlite"
        )
        self.hint_serial = 0
        self.hint_pending: tuple[str, int, int] | None = None
        self._deck: Any = None  # a stacked first deal (tutorial), kept in the record
        self.fair_secret: str | None = None  # this game's fair-deal secret (None: no proof)
        self.commitments: list[fairdeal.Commitment] = []
        self.undo_enabled = True
        self.undo_used = 0
        self._actors: list[int | None] = []  # who made each action of the history
        self._to_act: int | None = None  # who was to act after the last action seen
        self._ends: set[int] = set()  # actions that dealt or ended a hand: undo stops there
        self.request_id = 0
        self.pending: int | None = None
        self.waiting_for_table = False
        self.ai = AIThread(self)
        self.ai.worker.move_ready.connect(self._on_move_ready)
        self.ai.worker.move_failed.connect(self._on_move_failed)
        self.turn_timer = QTimer(self)
        self.turn_timer.setSingleShot(True)
        self.turn_timer.timeout.connect(self._on_turn_timeout)
        self.think_timer = QTimer(self)
        self.think_timer.setSingleShot(True)
        self.think_timer.timeout.connect(self._request_ai)

    # -- starting -----------------------------------------------------------------------
    def new_game(
        self,
        game_id: str,
        options: Any,
        levels: list[str],
        seed: int,
        names: list[str] | None = None,
        deck: Any = None,
    ) -> None:
        """Start a game: seat 0 is the player, the others the given bot levels."""
        game = get_game(game_id)
        self._begin(game.new_state(options, seed, deck), ["human", *levels], names)
        self._deck = deck
        self.fair_secret, self.commitments, self.undo_used = fairdeal.new_secret(), [], 0
        self._actors, self._to_act, self._ends = [], None, set()
        self.hand_events.emit([], True)
        self.fingerprint_changed.emit("")  # until this game's first deal
        self.archived = None
        assert self.state is not None
        self.stats.begin(self.state, self.levels)
        log.info("new game %s seed %s levels %s", game_id, seed, self.levels)
        events = list(getattr(self.state, "events_of_start", []))
        self._after(events)

    def resume(self, record: dict[str, Any], state: State) -> None:
        """Continue a saved game exactly where it was."""
        levels = [
            (s.get("bot") or "medium") if s.get("kind") == "bot" else "human"
            for s in record.get("seats", [])
        ]
        if (
            len(levels) != state.num_players
            or levels[0] != "human"
            or levels.count("human") != 1
            or not all(lv in BOT_LEVELS for lv in levels[1:])
        ):
            # seats that do not say "the player in seat 0, bots elsewhere": Medium bots
            log.warning("resumed seats %s are not playable; using Medium bots", levels)
            levels = ["human"] + ["medium"] * (state.num_players - 1)
        names = [s.get("name", "") for s in record.get("seats", [])]
        self._begin(state, levels, names if all(names) else None)
        self._deck = None
        if record.get("deck"):
            from engine.cards import parse_cards

            self._deck = parse_cards(record["deck"])
        try:
            self.fair_secret, self.commitments = fairdeal.proof_from_dict(record.get("fair_deal"))
        except fairdeal.ProofError:  # a save from before the proof: this game has none
            self.fair_secret, self.commitments = None, []
        used = record.get("undo_used", 0)
        self.undo_used = used if isinstance(used, int) and not isinstance(used, bool) else 0
        self._actors, self._to_act = self._replay_actors(), state.current_player
        self.hand_events.emit(self.game_events(), True)
        self.fingerprint_changed.emit(
            fairdeal.fingerprint(self.commitments[-1].sha256) if self.commitments else ""
        )
        self.archived = storage.find_archive(record, self.history_dir)
        self.stats.begin(state, self.levels, resumed=True)
        log.info("resumed %s seed %s at action %d", state.game.id, state.seed, len(state.history))
        self._after([])

    def _begin(self, state: State, levels: list[str], names: list[str] | None) -> None:
        self.cancel_ai()
        self.state = state
        self.levels = levels
        self.names = names or [self.tr("You")] + [
            self.tr("Seat %1").replace("%1", str(s)) for s in range(1, state.num_players)
        ]
        self.adapter = adapter_for(state.game.id)
        self.adapter.set_seats(self.names, self.levels)
        self.adapter.reset(state.observation(HUMAN))

    def cancel_ai(self) -> None:
        """Forget any pending AI request (its answer will be dropped)."""
        self.request_id += 1
        self.pending = None
        self.think_timer.stop()
        self.turn_timer.stop()
        self.thinking_changed.emit(-1)
        if self.adapter is not None:
            self.adapter.thinking = None

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
        return [
            {
                "seat": s,
                "kind": "human" if lv == "human" else "bot",
                "bot": None if lv == "human" else lv,
                "name": self.names[s],
            }
            for s, lv in enumerate(self.levels)
        ]

    def record(self) -> dict[str, Any]:
        """The hand record of the game so far."""
        assert self.state is not None
        proof = (
            None
            if self.fair_secret is None
            else fairdeal.proof_to_dict(self.fair_secret, self.commitments)
        )
        return make_record(
            self.state, self.seats_record(), self._deck, fair_deal=proof, undo_used=self.undo_used
        )

    def game_events(self) -> list[Any]:
        """Every event of the game so far, in order, by replaying its record."""
        if self.state is None:
            return []
        from engine.records import replay

        replay_state = replay(self.record(), upto=0)
        events = list(getattr(replay_state, "events_of_start", []))
        for action in self.state.history:
            events.extend(replay_state.apply(action))
        return events

    def _replay_actors(self) -> list[int | None]:
        """The seat that made each action of the history."""
        from engine.records import replay

        assert self.state is not None
        replay_state = replay(self.record(), upto=0)
        actors = []
        self._ends = set()
        for i, action in enumerate(self.state.history):
            actors.append(replay_state.current_player)
            if any(e.kind in HAND_BOUNDARY for e in replay_state.apply(action)):
                self._ends.add(i)
        return actors

    def round_history(self) -> list[Any]:
        """Every round summary so far, by replaying the game (the score sheet after a resume)."""
        if self.state is None or self.adapter is None:
            return []
        return [s for s in map(self.adapter.summary, self.game_events()) if s is not None]

    def is_human_turn(self) -> bool:
        """Whether the player is to act."""
        return self.state is not None and self.state.current_player == HUMAN

    # -- gestures -----------------------------------------------------------------------
    def clicked(self, key: str) -> None:
        """A single click on a movable card: only ever a change of the selection."""
        if (
            self.adapter is not None
            and self.state is not None
            and self.adapter.select(self.observation, key)
        ):
            self._publish([])

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
        try:
            events = self.state.apply(action)
        except IllegalActionError as e:
            self.refused.emit(key, reason_text(e.reason, e.details))
            return False
        self.turn_timer.stop()
        self._after(events)
        return True

    # -- after every action ---------------------------------------------------------------
    def _after(self, events: list[Any]) -> None:
        assert self.state is not None and self.adapter is not None
        self._note(events)
        self._autosave()
        self._publish(events)
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
        if state.current_player == HUMAN:
            self._human_to_act()
        else:
            self.waiting_for_table = True  # the AI moves once the animations are done

    def _keep_hand(self, events: list[Any], hand_ended: bool) -> None:
        """A finished hand goes into the history (the game's file, rewritten) and its
        figures into the statistics; the end of the game is archived by ``_autosave``."""
        assert self.state is not None
        if hand_ended and not self.state.is_terminal:
            try:
                self.archived = storage.archive_record(
                    self.record(), self.history_dir, self.archived
                )
            except OSError as e:
                log.warning("history not written: %s", e)
                self.status.emit(
                    self.tr("Could not keep the hand in the history: %1").replace(
                        "%1", e.strerror or ""
                    )
                )
        problem = self.stats.after(self.state, events)
        if problem:
            self.notice.emit(problem)

    def _note(self, events: list[Any]) -> None:
        """Keep track of who acted, commit to a new deal (fair-deal proof) before anyone
        sees it, and pass the events on to the hand log."""
        state = self.state
        assert state is not None
        n = len(state.history)
        if len(self._actors) == n - 1:
            self._actors.append(self._to_act)
            if any(e.kind in HAND_BOUNDARY for e in events):
                self._ends.add(n - 1)
        elif len(self._actors) != n:
            self._actors = self._replay_actors()
        self._to_act = state.current_player
        if self.fair_secret is not None and fairdeal.has_deal(events):
            k = len(self.commitments)
            self.commitments.append(
                fairdeal.Commitment(k, n, fairdeal.commit(self.fair_secret, k, state))
            )
            self.fingerprint_changed.emit(fairdeal.fingerprint(self.commitments[-1].sha256))
        if events:
            self.hand_events.emit(events, False)

    # -- undo and the fair-deal check ------------------------------------------------------
    def undo_point(self) -> int | None:
        """How many actions an undo keeps: all those before the player's last move, or
        None when there is nothing to undo (undo off, the game over, no move of the player's
        since the last deal or end of a hand, or more than one player at the table)."""
        state = self.state
        if (
            not self.undo_enabled
            or state is None
            or state.is_terminal
            or self.levels.count("human") != 1
        ):
            return None
        if len(self._actors) != len(state.history):
            self._actors = self._replay_actors()
        for i in range(len(state.history) - 1, -1, -1):
            if state.history[i].kind in ("next", "stop") or i in self._ends:
                return None  # a hand that was dealt or ended stays so
            if self._actors[i] == HUMAN:
                return i
        return None

    def undo(self) -> bool:
        """Take back the player's last move and the AI moves made after it: the game is
        rebuilt from its record without them (AI moves are then recomputed from the same
        seeds). A pending AI decision is cancelled first. The record counts the undo."""
        keep = self.undo_point()
        if keep is None or self.state is None:
            self.status.emit(self.tr("There is nothing to undo."))
            return False
        from engine.records import replay

        self.cancel_ai()
        record = self.record()
        record["actions"], record["result"] = record["actions"][:keep], None
        state = replay(record)
        self._begin(state, self.levels, self.names)
        self.commitments = [c for c in self.commitments if c.after <= keep]
        self.undo_used += 1
        self._actors, self._to_act = self._actors[:keep], state.current_player
        self._ends = {i for i in self._ends if i < keep}
        self.stats.mark_undo()
        self.waiting_for_table = False
        self.hand_events.emit(self.game_events(), True)
        self.fingerprint_changed.emit(
            fairdeal.fingerprint(self.commitments[-1].sha256) if self.commitments else ""
        )
        self._after([])
        self.status.emit(self.tr("Your last move was taken back."))
        return True

    def finished_deals(self) -> list[int]:
        """The deals whose hand is over (their secret may be revealed): every deal but the
        one in play, or all of them once the game is over."""
        if self.state is None or not self.commitments:
            return []
        deals = [c.deal for c in self.commitments]
        if self.state.is_terminal:
            return deals
        if self.waits_for_next():  # between hands: the hand just played is over too
            return deals
        return deals[:-1]

    def verify_deals(self) -> fairdeal.Verification:
        """Reveal the finished deals' secrets and check them against the record."""
        return fairdeal.verify(self.record(), self.finished_deals())

    def waits_for_next(self) -> bool:
        """Whether the game pauses between rounds for the player to go on."""
        return self.is_human_turn() and any(a.kind == "next" for a in self.state.legal_actions())  # type: ignore[union-attr]

    def _may_stop(self) -> bool:
        return self.is_human_turn() and any(a.kind == "stop" for a in self.state.legal_actions())  # type: ignore[union-attr]

    def _publish(self, events: list[Any]) -> None:
        assert self.state is not None and self.adapter is not None
        obs = self.observation
        layout = self.adapter.layout(obs, events)
        keys = self.adapter.drag_keys(obs) if self.is_human_turn() else []
        self.layout_changed.emit(layout, keys)
        self.buttons_changed.emit(self._buttons(obs))

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
                b.enabled, b.tooltip = False, reason_text(e.reason, e.details)
        return buttons

    def _human_to_act(self) -> None:
        state = self.state
        assert state is not None
        phase = getattr(state, "phase", "")
        if phase == "joker":
            self.status.emit(
                self.tr(
                    "You deal: pick the joker blind, double-click one of the two face-up cards."
                )
            )
        else:
            self.status.emit(self.tr("Your turn."))
        limit = getattr(state.options, "turn_time", 0)
        if limit:
            self.turn_timer.start(int(limit * 1000))

    def _on_turn_timeout(self) -> None:
        """Out of time: the Easy bot plays the player's move."""
        if not self.is_human_turn() or self.state is None:
            return
        seed = derive_seed(self.state.seed, "timeout", len(self.state.history))
        action = choose_text(
            self.state.game.id, "easy", self.observation, self.state.legal_actions(), seed
        )
        self.status.emit(self.tr("Time is up: a move was played for you."))
        self.play(action)

    def animations_done(self) -> None:
        """The table stopped moving: an AI seat may act now."""
        if not self.waiting_for_table or self.state is None or self.state.is_terminal:
            return
        self.waiting_for_table = False
        if self.state.current_player != HUMAN:
            self.think_timer.start(speeds.scaled(speeds.AI_PAUSE, self.speed))

    def _request_ai(self) -> None:
        state = self.state
        if state is None or state.is_terminal or state.current_player == HUMAN:
            return
        seat = state.current_player
        assert seat is not None
        self.request_id += 1
        self.pending = self.request_id
        if self.adapter is not None:
            self.adapter.thinking = seat
            self._publish([])  # the seat plate says it is thinking
        self.thinking_changed.emit(seat)
        self.status.emit(self.tr("%1 is thinking…").replace("%1", self.names[seat]))
        legal = state.legal_actions()
        seed = derive_seed(state.seed, "ai", seat, len(state.history))
        self.ai.requested.emit(
            self.pending, state.game.id, self.levels[seat], state.observation(seat), legal, seed
        )

    def request_hint(self) -> bool:
        """Ask the Hard bot what it would do for the player; ``hint_ready`` brings the answer.
        The move is never played, and an answer that comes after the state moved on is
        dropped. Returns whether a hint was asked for (only on the player's turn)."""
        state = self.state
        if state is None or not self.is_human_turn() or self.pending is not None:
            return False
        self.hint_serial += 1
        self.hint_pending = ("hint", self.hint_serial, len(state.history))
        seed = derive_seed(state.seed, "hint", len(state.history))
        self.ai.requested.emit(
            self.hint_pending, state.game.id, "hard", self.observation, state.legal_actions(), seed
        )
        return True

    def _on_hint_ready(self, request_id: object, text: str) -> None:
        state = self.state
        if (
            request_id != self.hint_pending
            or state is None
            or not self.is_human_turn()
            or len(state.history) != self.hint_pending[2]
        ):  # type: ignore[index]
            return  # stale: the game moved on since the hint was asked for
        self.hint_pending = None
        try:
            action = Action.parse(text)
        except ValueError:
            return
        if state.is_legal(action):
            self.hint_ready.emit(action)

    def _on_move_ready(self, request_id: object, text: str) -> None:
        if isinstance(request_id, tuple):
            self._on_hint_ready(request_id, text)
            return
        if request_id != self.pending or self.state is None:
            return  # stale: a new game, a resume or a quit came in between
        self.pending = None
        self.thinking_changed.emit(-1)
        self.status.emit("")
        if self.adapter is not None:
            self.adapter.thinking = None
        try:
            events = self.state.apply(Action.parse(text))
        except (IllegalActionError, ValueError) as e:
            self._on_move_failed(request_id, f"illegal move {text!r}: {e}")
            return
        self._after(events)

    def _on_move_failed(self, request_id: object, message: str) -> None:
        """Report an AI error and let a simple bot make the move so the game goes on."""
        if isinstance(request_id, tuple):  # a hint that failed: the player simply gets none
            log.warning("hint failed: %s", message)
            if request_id == self.hint_pending:
                self.hint_pending = None
            return
        if self.state is None or self.state.is_terminal:
            return
        log.warning("AI seat failed: %s", message)
        self.pending = None
        self.thinking_changed.emit(-1)
        if self.adapter is not None:
            self.adapter.thinking = None
        self.ai_failed.emit(message)
        import random

        legal = self.state.legal_actions()
        action = legal[random.Random(len(self.state.history)).randrange(len(legal))]
        self._after(self.state.apply(action))

    # -- between rounds -------------------------------------------------------------------
    def next_round(self) -> None:
        """Deal the next round (or deal)."""
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
        try:
            if self.state.is_terminal:
                self.archived = storage.archive_record(
                    self.record(), self.history_dir, self.archived
                )
                storage.clear_save(self.save_path)
            else:
                storage.write_save(self.record(), self.save_path)
            self.saved.emit()
        except OSError as e:
            self.status.emit(self.tr("Could not save the game: %1").replace("%1", e.strerror or ""))
