"""The Declare tutorial: a guided first hand on a stacked deck (about 90 seconds).

The guide watches the game through the controller's signals and explains throw, pick, joker
and declare as they happen; the game itself is an ordinary Declare match of one round.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from engine.cards import parse_cards
from gui.games import Tutorial
from gui.tr import QT_TRANSLATE_NOOP

OPTIONS = {"players": 3, "hand_size": 4, "go_arounds": 1, "rounds": 1, "declare_limit": 10}
LEVELS = ["easy", "easy"]
SEED = 90
# Dealt one at a time from seat 1 (the starter), then seat 2, then you (seat 0, the dealer);
# then the two face-up cards. You get K, 9, and a pair of 2s.
DECK = parse_cards(
    [
        "QD",
        "8S",
        "KH",
        "6C",
        "JS",
        "9C",
        "4D",
        "7D",
        "2S",
        "10C",
        "5S",
        "2D",
        "7H",
        "AC",
    ]
)


class TutorialGuide(QObject):
    """Turns what happens at the table into the next hint."""

    hint = Signal(str)

    def __init__(self, controller: Any) -> None:
        super().__init__(controller)
        self.controller = controller
        self.seen: set[str] = set()
        self.active = True
        controller.layout_changed.connect(self._on_controller_layout_changed)

    def stop(self) -> None:
        """Stop guiding (the player left the tutorial)."""
        self.active = False
        self.hint.emit("")

    def _once(self, key: str, text: str) -> None:
        if key not in self.seen:
            self.seen.add(key)
            self.hint.emit(text)

    def _on_controller_layout_changed(self, _layout: Any, _keys: Any) -> None:
        if not self.active or self.controller.state is None:
            return
        obs = self.controller.observation
        mine = obs.current_player == obs.seat
        if obs.phase == "joker" and mine:
            self._once(
                "joker",
                self.tr(
                    "You are the dealer. Before seeing your hand, pick one of the two face-up "
                    "cards, blind: its rank becomes the joker for this round, and every card of "
                    "that rank is worth 0. Double-click one of them."
                ),
            )
        elif obs.phase == "turn" and mine and obs.hand is not None:
            if any(a == "declare" for a in self._legal()):
                self._once(
                    "declare",
                    self.tr(
                        "Your total is %1, under %2: you may declare now with the Declare button "
                        "(or D). You score 0 only if your total is strictly the lowest; if anyone "
                        "ties or beats you, you take everyone's points. Declare, or play on."
                    )
                    .replace("%1", str(obs.total))
                    .replace("%2", str(obs.options.declare_limit)),
                )
            else:
                self._once(
                    "throw",
                    self.tr(
                        "Your turn. Lowest hand wins: Ace 1, 2-10 face value, J Q K 10, jokers 0. "
                        "Throw a rank: drag your highest card onto the newest pile (or "
                        "double-click it). Every card of that rank goes with it, so a pair goes "
                        "out in one throw."
                    ),
                )
        elif obs.phase == "pick" and mine:
            self._once(
                "pick",
                self.tr(
                    "Now take exactly one card: the top of the draw pile, or any one card from the "
                    "pile the previous player threw. Drag it onto your hand. Take low cards and "
                    "jokers; leave the high ones."
                ),
            )
        elif obs.phase == "turn" and not mine and "throw" in self.seen:
            left = obs.declare_from - obs.turns_done
            if left > 0:
                self._once(
                    "lock",
                    self.tr(
                        "Declaring is locked until everyone has played one full turn this "
                        "round: the Declare button stays grey until then."
                    ),
                )
        elif obs.phase in ("round_over", "over"):
            self._once(
                "end",
                self.tr(
                    "Round over: every hand is shown with its total. That is Declare! Start a "
                    "real match from Game > New game."
                ),
            )

    def _legal(self) -> list[str]:
        state = self.controller.state
        return [str(a) for a in state.legal_actions()] if state is not None else []


TUTORIAL = Tutorial(
    title=QT_TRANSLATE_NOOP("MainWindow", "Declare &tutorial"),
    options=OPTIONS,
    levels=LEVELS,
    seed=SEED,
    deck=DECK,
    guide=TutorialGuide,
)
