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


# Coinche: South (you) deals (seed 2), so East speaks and leads first; Medium bots
COINCHE_HANDS = _hands(
    "9H AH 10H KH QH AS 10S AD",
    "JC 9C 7C 8S 7S QD 7D KD",
    "8C QC KC JS QS 10D 9D 8D",
    "JH 8H 7H AC KS 9S 10C JD",
)
COINCHE_DECK = deal_order("coinche", 0, COINCHE_HANDS)


def _deal_totals(obs: Any) -> tuple[int, int, int]:
    deal = obs.last_deal or {}
    totals, added = deal.get("totals", [0, 0]), deal.get("added", [0, 0])
    return totals[0], totals[1], added[0]


COINCHE = Script(
    CONTEXT,
    steps=[
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Coinche: all the cards are dealt before the auction. A bid names a value "
                "(80 to 160, or Capot) and a trump suit, and the takers must score at least "
                "that value. East opens 80♣. You may coinche it, doubling the stakes, but your "
                "strength is hearts: press Pass and bid your own contract in your turn.",
            ),
            action_is("pass"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Do not coinche East's clubs: your strength is hearts. Pass, and bid them in "
                "your turn.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "North passed. Under House rules the opponents may coinche at any moment, so "
                "you are offered it again: press Pass once more.",
            ),
            action_is("pass"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Pass: your hearts will do better as your own contract.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Your turn. Bid over East: the value must be higher, and you choose the suit. "
                "With A, 10, K, Q and 9 of hearts, two aces and the belote, press 90 ♥: 90 "
                "points with hearts as trump.",
            ),
            action_is("bid 90 H"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Bid 90 ♥: just over East's 80, in your strong suit.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "West coinched your 90 ♥: the contract now counts double, and if you fail "
                "East-West score it. Your hand is sure of 90: press Surcoinche! to double "
                "again, four times the contract.",
            ),
            action_is("surcoinche"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Surcoinche: with this hand 90 is safe, so make it count four times.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "The contract is 90 ♥ by you, surcoinched. East leads. Before your first card "
                "announce your tierce, Q-K-A of hearts: press Announce.",
            ),
            action_is("declare tierce"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Announce first: a card played before announcing gives your tierce up.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "In a plain suit the 10 beats the Jack and the 9: play the 10♠, ten points in a "
                "trick you win.",
            ),
            action_is("play 10S"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Play the 10♠: it wins the trick and brings 10 points.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Your lead: cash the A♠, the master spade.",
            ),
            action_is("play AS"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Lead the A♠: it is a sure trick.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Now draw trumps: lead the 9♥. Only West's J♥ beats it, and West must spend "
                "the Jack on it.",
            ),
            action_is("play 9H"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Lead the 9♥: it forces out West's Jack, the one trump above yours.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "West won with the J♥ and leads the A♣. You have no club and an opponent is "
                "master, so you must trump: play the 10♥.",
            ),
            action_is("play 10H"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Trump with the 10♥: you must trump, and keep the King and Queen for the belote.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "You hold the K♥ and Q♥: press Say Belote before playing the first of them.",
            ),
            action_is("belote"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Say Belote first: 20 points that are never multiplied and never lost.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Belote! Lead the Q♥ (Rebelote comes with the King).",
            ),
            action_is("play QH"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Lead the Q♥: after Belote the card must be the King or the Queen of trump.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Rebelote: lead the K♥, the master trump now.",
            ),
            action_is("play KH"),
            QT_TRANSLATE_NOOP(
                "BeloteTutorial",
                "Lead the K♥: with the Jack gone, it is the master trump.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP("BeloteTutorial", "Lead the A♥, your last trump."),
            action_is("play AH"),
            QT_TRANSLATE_NOOP("BeloteTutorial", "Lead the A♥: it draws West's last trump."),
        ),
        Step(
            QT_TRANSLATE_NOOP("BeloteTutorial", "Last trick: the A♦."),
            action_is("play AD"),
            QT_TRANSLATE_NOOP("BeloteTutorial", "Play the A♦, your last card."),
        ),
    ],
    end=QT_TRANSLATE_NOOP(
        "BeloteTutorial",
        "Deal over: you made 90 ♥ with %1 points against %2 (cards, belote and declarations "
        "counted). Surcoinched, the contract counts four times: (160 + 90) × 4, plus your "
        "tierce and belote, %3 points. That is Coinche! Start a real game from Game > New "
        "game.",
    ),
    end_args=_deal_totals,
)

COINCHE_TUTORIAL = Tutorial(
    title=QT_TRANSLATE_NOOP("MainWindow", "Belote tutorial: &Coinche auction"),
    options={"variant": "coinche", "rules": "house", "declarations": True, "target": 1},
    levels=["medium", "medium", "medium"],
    seed=2,
    deck=COINCHE_DECK,
    guide=COINCHE.guide,
    key="coinche",
)
