"""The Belote tutorials: guided first hands on a stacked deck (``gui.tutorial``).

With trump (about two minutes): taking, the trump order, declarations, drawing trumps,
the belote, following suit and the contract test. West deals (seed 9), so you speak and
lead first; the bots are Easy and seeded, so the hand goes as the steps say.
"""

from __future__ import annotations

from typing import Any

from engine.cards import Card, parse_cards
from engine.games.belote import deal_order
from gui.games import Tutorial
from gui.tr import QT_TRANSLATE_NOOP
from gui.tutorial import Script, Step, action_is

CONTEXT = "BeloteTutorial"


def _hands(*hands: str) -> list[list[Card]]:
    return [parse_cards(h.split()) for h in hands]


# South (you), East, North (your partner), West (the dealer: seed 9 draws West)
WITH_TRUMP_HANDS = _hands(
    "JH 9H QH KH AS KS QS 7D",
    "AH 8C 10C 7S 8D 9D KC 10D",
    "10H AC AD KD 8S 9S QC JD",
    "7H 8H JC QD 9C 10S JS 7C",
)
WITH_TRUMP_DECK = deal_order("with_trump", 3, WITH_TRUMP_HANDS, Card.parse("9H"), 0)


def _team_scores(obs: Any) -> tuple[int, int]:
    return obs.scores[0], obs.scores[1]


WITH_TRUMP = Script(
    CONTEXT,
    steps=[
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "You are South; your partner is North, opposite. The turned card is the 9♥. "
                "In trump the order is J, 9, A, 10, K, Q, 8, 7: the Jack (20 points) and the "
                "Nine (14) are the best. With the 9♥ you would hold J, 9, K and Q of hearts: "
                "press Take to make hearts trump.",
            ),
            action_is("take"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Take this one: the Jack and the Nine, the two best trumps, with King and "
                "Queen make a hand that wins the contract.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "You took: hearts are trump and the last cards are dealt. Before your first "
                "card, announce your declarations: J-Q-K of hearts and Q-K-A of spades are "
                "two tierces (three cards in a row, 20 points each). Press Announce.",
            ),
            action_is("declare tierce tierce"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Announce first: a card played before announcing gives your declarations up.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "You lead the first trick. Lead the J♥, the highest trump: nobody can beat "
                "it. Everyone must play a trump on a trump, a higher one if they can "
                "(over-trumping), so it draws out the opponents' trumps.",
            ),
            action_is("play JH"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Lead the J♥: the highest trump cannot lose, and it draws out the opponents' "
                "trumps.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "East announced a tierce too, but yours are higher: your team scores the "
                "declarations. With the Jack gone, the 9♥ is the best trump left: lead it.",
            ),
            action_is("play 9H"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Lead the 9♥: with the Jack gone, the Nine is the master trump and wins the trick.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "You hold the King and Queen of trump: the belote, 20 points your team keeps "
                "whatever happens. Press Say Belote before playing the first of them.",
            ),
            action_is("belote"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Say Belote first: the King or Queen of trump played without it gives the 20 "
                "points up.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Belote! Now play the K♥: the opponents have no trump left, so it wins. "
                "Rebelote is said by itself when you play the Queen.",
            ),
            action_is("play KH"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "After Belote your card must be the King or the Queen of trump: play the K♥.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Your spades and last trump will take the lead back whenever you need it. "
                "Give up your only loser now: lead the 7♦.",
            ),
            action_is("play 7D"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Lead the 7♦: lose your one losing card now, while your masters can still "
                "win the lead back.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "West won and leads the 10♠. You hold spades, so you must follow suit: no "
                "trumping, no discarding. In a plain suit the order is A, 10, K, Q, J, 9, 8, "
                "7: play the A♠ to beat the 10.",
            ),
            action_is("play AS"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Follow suit with a spade (the rule), and the A♠ is the one that beats the 10.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "With the Ace and the 10 gone, the K♠ is the master spade: lead it.",
            ),
            action_is("play KS"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Lead the K♠: with the Ace and the 10 gone, it is a sure trick.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "The Q♠ is the last spade in play: lead it, nobody can follow.",
            ),
            action_is("play QS"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Lead the Q♠: it is the last spade, another sure trick.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Last trick: play the Q♥ (Rebelote is said for you). The last trick scores "
                "10 more, the dix de der.",
            ),
            action_is("play QH"),
            QT_TRANSLATE_NOOP("BeloteTutorial", "Play the Q♥, your last card."),
        ),
    ],
    end=QT_TRANSLATE_NOOP(
        "BeloteTutorial",
        "Hand over. The takers must score more than the defenders, belote and declarations "
        "counted: North-South %1, East-West %2, so your contract is made. That is Belote! "
        "Start a real game from Game > New game.",
    ),
    end_args=_team_scores,
    waiting="",
)

TUTORIAL = Tutorial(
    title=QT_TRANSLATE_NOOP("MainWindow", "Belote &tutorial: With trump"),
    options={"variant": "with_trump", "rules": "house", "declarations": True, "target": 1},
    levels=["easy", "easy", "easy"],
    seed=9,
    deck=WITH_TRUMP_DECK,
    guide=WITH_TRUMP.guide,
)
