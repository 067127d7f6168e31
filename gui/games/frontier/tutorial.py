"""The Frontier tutorial: a guided game of five short rounds against one Easy bot
(``gui.tutorial``), about two minutes: commit, bet, fold, the reveal, the configuration
order and raise. Round 1 is stacked; the later rounds come from the seed (1), the same
every time, as do the bot's seeded choices.
"""

from __future__ import annotations

from typing import Any

from engine.cards import parse_cards
from gui.games import Tutorial
from gui.tr import QT_TRANSLATE_NOOP
from gui.tutorial import Script, Step, action_is, with_cards

CONTEXT = "FrontierTutorial"
# round 1's cards, in turn order from you: your 9 Sun, Seat 1's 3 Moon
DECK = parse_cards(["9S", "3M"])


def _cash(obs: Any) -> tuple[int, int]:
    return obs.cash[0], obs.cash[1]


SCRIPT = Script(
    CONTEXT,
    steps=[
        Step(
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Frontier: five rounds, and the most cash at the end wins. Each round you "
                "commit cards face down, bet on them, and the strongest set takes the pot. "
                "Round 1 has one card each: your 9 Sun is high. Click it (or drag it onto "
                "your commitment), then press Commit.",
            ),
            with_cards("commit", "9S"),
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Commit your 9 first: you bet on the cards you commit, and a 9 is a strong "
                "single card.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Now bet on it. There is no check: whoever opens bets at least the minimum. "
                "Press Bet $2 (min).",
            ),
            action_is("bet 2"),
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Bet $2, the minimum: enough to open the pot and see the reveal.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "At the reveal your 9 beat Seat 1's 3: the pot was yours. Round 2, two cards "
                "each: Seat 1 opened with $2 on two cards. Your 3 Sun and 1 Tide are of both "
                "colours, a weak Divided skirmish. Press Fold: it costs nothing more and your "
                "cards stay hidden.",
            ),
            action_is("fold"),
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Fold this one: two cards of both colours make a weak Divided skirmish, and "
                "folding now costs nothing.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Round 3, and you open. More cards always beat fewer, whatever they are: "
                "select all three cards, then press Commit.",
            ),
            with_cards("commit", "3S 4M 1T"),
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Commit all three cards: a 3-card set beats any 2-card set.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Red and blue together make a Divided skirmish, worth the sum of its ranks "
                "(a 1 counts as your highest rank: 3 + 4 + 4 = 11). That is the weakest "
                "class: bet only the minimum, $2.",
            ),
            action_is("bet 2"),
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Bet the minimum, $2: a Divided skirmish is the weakest class.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Seat 1's 7 Moon, 2 Tide and 9 Tide were all blue: a Coalition, worth the "
                "product 126, beats a skirmish. The order: more cards first; then of a Rank, "
                "Pure (one suit), Coalition (one colour), Campaign (a run), Skirmish. Round "
                "4: Seat 1 bet $2 on four cards. Commit all four of yours.",
            ),
            with_cards("commit", "10S 3M 9T 10W"),
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Commit all four: fewer cards would lose to Seat 1's four, whatever they are.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "10 + 3 + 9 + 10 = 32 is a good Divided skirmish for four cards. Raise: "
                "press Raise to $4 (min). Seat 1 must now call, raise again or fold.",
            ),
            action_is("raise 4"),
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Raise to $4: your 32 is strong enough to make Seat 1 pay more to see it.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Seat 1 called, and your 32 beat its 18 at the reveal. Round 5, the last: "
                "five cards each. Select all five and press Commit.",
            ),
            with_cards("commit", "6F 8F 2M 4M 2W"),
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Commit all five: a 5-card set beats every smaller one.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "A 5-card set is worth a real bet: press Bet $8, so Seat 1 must risk as much "
                "to see your cards.",
            ),
            action_is("bet 8"),
            QT_TRANSLATE_NOOP(
                "FrontierTutorial",
                "Bet $8: with all five committed, bet enough to make Seat 1 think twice.",
            ),
        ),
    ],
    end=QT_TRANSLATE_NOOP(
        "FrontierTutorial",
        "Game over. Seat 1 folded, so you took the pot unseen: your cards are never shown. "
        "You finish with $%1 against $%2, and the most cash wins. That is Frontier! Start a "
        "real game from Game > New game.",
    ),
    end_args=_cash,
    between=QT_TRANSLATE_NOOP(
        "FrontierTutorial",
        "The round is over: look at the reveal, then press Next round.",
    ),
)

TUTORIAL = Tutorial(
    title=QT_TRANSLATE_NOOP("MainWindow", "Frontier &tutorial"),
    options={"players": 2, "starting_cash": 20, "min_bet": 2},
    levels=["easy"],
    seed=1,
    deck=DECK,
    guide=SCRIPT.guide,
)
