"""Guided first hands: a tutorial is a stacked deck, options, bot levels, a seed and a list
of steps, one for each of the player's moves in the hand.

Each step has a hint (shown above the table when the player is to act), what it expects
(``expects(action, observation) -> bool``) and a refusal: the reason a wrong move is not
played. ``StepGuide`` follows the game through the controller: it sets the controller's
``guard`` (asked before every move of the player's), so a move the step does not expect is
refused with the step's explanation and never reaches the engine. The step in play is the
number of moves the player has made (an undo goes back a step with them). The bots play
their ordinary, seeded moves, so on the stacked deck the hand happens as the steps say.

The texts are marked ``QT_TRANSLATE_NOOP(context, ...)`` where they are written (the
script's ``context``, one per tutorial module) and translated when shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine.core import Action
from gui.tr import QT_TRANSLATE_NOOP, fill

__all__ = ["WATCHING", "Script", "Step", "StepGuide", "action_is", "with_cards"]

HUMAN = 0  # the player's seat (the controller's)
FREE = ("next",)
"""Moves no step guides: going on to the next round is always allowed."""
WATCHING = QT_TRANSLATE_NOOP("TutorialGuide", "Watch the others play: the next step shows here.")
"""Shown once the player has moved while the others play, so a step's words are not left
above the table as if the move were still to make."""


def action_is(*texts: str) -> Callable[[Action, Any], bool]:
    """Expects exactly one of these actions (their text form, ``"play JH"``)."""
    wanted = {str(Action.parse(t)) for t in texts}
    return lambda action, _obs: str(action) in wanted


def with_cards(kind: str, cards: str) -> Callable[[Action, Any], bool]:
    """Expects a ``kind`` move of exactly these cards, in any order (``"commit"``,
    ``"3S 4M 1T"``)."""
    wanted = sorted(cards.split())
    return lambda action, _obs: action.kind == kind and sorted(action.args) == wanted


@dataclass(frozen=True)
class Step:
    """One move of the player's, guided."""

    hint: str
    """What to do and why, marked ``QT_TRANSLATE_NOOP(context, ...)``."""
    expects: Callable[[Action, Any], bool]
    """Whether a move (with the player's observation before it) is the one this step teaches."""
    refusal: str
    """Why any other move is refused, marked the same way."""
    args: Callable[[Any], Sequence[object]] | None = None
    """Values for the hint's ``%1``, ``%2``... from the observation."""


@dataclass(frozen=True)
class Script:
    """A tutorial's steps and its last words."""

    context: str
    """The translation context of every text of the script."""
    steps: Sequence[Step]
    end: str
    """Shown once the hand is over: what the score says."""
    end_args: Callable[[Any], Sequence[object]] | None = None
    waiting: str = field(default="")
    """Shown while the bots play before the player's first move ("" keeps the last hint)."""
    between: str = field(default="")
    """Shown while the game waits between rounds for the player ("" keeps the last hint)."""

    def guide(self, controller: Any) -> StepGuide:
        """The guide of this script for a controller (a ``Tutorial``'s ``guide``)."""
        return StepGuide(controller, self)


class StepGuide(QObject):
    """Shows each step's hint and refuses the moves the step does not expect."""

    hint = Signal(str)

    def __init__(self, controller: Any, script: Script) -> None:
        super().__init__(controller)
        self.controller = controller
        self.script = script
        self.active = True
        self.shown = ""
        controller.guard = self.guard
        controller.layout_changed.connect(self._on_controller_layout_changed)

    def stop(self) -> None:
        """Stop guiding (the player left the tutorial): moves are no longer checked."""
        self.active = False
        if getattr(self.controller, "guard", None) == self.guard:
            self.controller.guard = None
        self.hint.emit("")

    def _tr(self, text: str) -> str:
        return QCoreApplication.translate(self.script.context, text)

    @property
    def index(self) -> int:
        """The step in play: how many moves the player has made."""
        match = self.controller.match
        if match is None:
            return 0
        return sum(1 for s in match.steps if s.actor == HUMAN and s.action.kind not in FREE)

    def step(self) -> Step | None:
        """The step in play, or None once the steps are done."""
        i = self.index
        return self.script.steps[i] if i < len(self.script.steps) else None

    def guard(self, action: Action) -> str | None:
        """The reason the step refuses this move of the player's, or None to play it."""
        step = self.step()
        if not self.active or step is None or self.controller.state is None:
            return None
        if action.kind in FREE:
            return None
        if step.expects(action, self.controller.observation):
            return None
        return self._tr(step.refusal)

    def right_move(self) -> Action | None:
        """The move the step in play expects (the first legal one), or None."""
        step, state = self.step(), self.controller.state
        if step is None or state is None or not self.controller.is_human_turn():
            return None
        obs = self.controller.observation
        return next((a for a in state.legal_actions() if step.expects(a, obs)), None)

    def text(self) -> str:
        """The hint for the game as it is now."""
        state = self.controller.state
        if state is None:
            return ""
        obs = self.controller.observation
        if state.is_terminal:
            args = self.script.end_args(obs) if self.script.end_args else ()
            return fill(self._tr(self.script.end), *args)
        if self.script.between and self.controller.waits_for_next():
            return self._tr(self.script.between)
        step = self.step()
        if step is not None and self.controller.is_human_turn():
            return fill(self._tr(step.hint), *(step.args(obs) if step.args else ()))
        if self.index == 0:
            return self._tr(self.script.waiting) if self.script.waiting else self.shown
        if not self.controller.is_human_turn():
            return QCoreApplication.translate("TutorialGuide", WATCHING)
        return self.shown

    def _on_controller_layout_changed(self, _layout: Any, _keys: Any) -> None:
        if not self.active:
            return
        text = self.text()
        if text != self.shown:
            self.shown = text
            self.hint.emit(text)
