"""The Declare tutorial: a guided first hand on a stacked deck (about 90 seconds), on the
step framework (``gui.tutorial``): the joker, throwing a rank, picking a card, the lock on
declaring and the declare itself. The game is an ordinary Declare match of one round; the
Easy bots' seeded moves make it go as the steps say.
"""

from __future__ import annotations

from typing import Any

from engine.cards import parse_cards
from gui.games import Tutorial
from gui.tr import QT_TRANSLATE_NOOP
from gui.tutorial import Script, Step, action_is

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


CONTEXT = "TutorialGuide"  # the context its texts have always had


def _total(obs: Any) -> tuple[int, int]:
    return obs.total, obs.options.declare_limit


SCRIPT = Script(
    CONTEXT,
    steps=[
        Step(
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "You are the dealer. Before seeing your hand, pick one of the two face-up "
                "cards: its rank becomes the joker for this round, and every card of that rank "
                "is worth 0. Double-click the 7♥: a 7 is worth 7, an Ace only 1, so a joker 7 "
                "saves more.",
            ),
            action_is("joker 0"),
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Pick the 7♥: making the 7s worth 0 saves more than the Ace, already worth only 1.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Your turn. Lowest hand wins: Ace 1, 2-10 face value, J Q K 10, jokers 0. "
                "Throw a rank: drag your highest card onto the newest pile (or "
                "double-click it). Every card of that rank goes with it, so a pair goes "
                "out in one throw.",
            ),
            action_is("throw K"),
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Throw your King: it is your highest card, worth 10.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Now take exactly one card: the top of the draw pile, or any one card from the "
                "pile the previous player threw. Drag it onto your hand. Take low cards and "
                "jokers; leave the high ones.",
            ),
            action_is("pick draw"),
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Leave the J♠, worth 10: take the top of the draw pile instead.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Declaring is locked until everyone has played one full turn this round: the "
                "Declare button stays grey until then. Throw your highest card again, the 10.",
            ),
            action_is("throw 10"),
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Throw the 10: it is your highest card now.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "The pile offers the Q♣, worth 10: leave it and take the top of the draw pile.",
            ),
            action_is("pick draw"),
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Leave the Q♣, worth 10: take from the draw pile.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "You drew the Q♠: throw it, it is worth 10.",
            ),
            action_is("throw Q"),
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Throw the Queen: worth 10, it is your highest card.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "The pile offers the K♣, worth 10 again: take the top of the draw pile.",
            ),
            action_is("pick draw"),
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Leave the K♣, worth 10: take from the draw pile.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Your total is 14, above the limit of 10 to declare. Throw the 9, your highest "
                "card.",
            ),
            action_is("throw 9"),
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Throw the 9: it brings your total under the limit.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Your two 2s and the Ace make 5. Leave the 8♠ (it would take you to 13): "
                "take the top of the draw pile.",
            ),
            action_is("pick draw"),
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Leave the 8♠: with it your total would be 13, above the limit to declare.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Your total is %1, under %2: declare now with the Declare button (or D). You "
                "score 0 only if your total is strictly the lowest; if anyone ties or beats "
                "you, you take everyone's points. With 6 you are safe: declare.",
            ),
            action_is("declare"),
            QT_TRANSLATE_NOOP(
                "TutorialGuide",
                "Declare: a total of 6 is very low, and waiting lets the others get lower.",
            ),
            args=_total,
        ),
    ],
    end=QT_TRANSLATE_NOOP(
        "TutorialGuide",
        "Round over: every hand is shown with its total. That is Declare! Start a "
        "real match from Game > New game.",
    ),
)

TUTORIAL = Tutorial(
    title=QT_TRANSLATE_NOOP("MainWindow", "Declare &tutorial"),
    options=OPTIONS,
    levels=LEVELS,
    seed=SEED,
    deck=DECK,
    guide=SCRIPT.guide,
)
