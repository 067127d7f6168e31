"""The Declaration tutorial: one guided hand (``gui.tutorial``), about two minutes: the Meld
Dare, a meld, the bid, meld cards first and following suit, trumps, and the settlement
with the Hand Pot. Your hand is stacked; the others' come from the seed (5), the same every
time, as do the Easy bots' seeded choices. The target is 50, so the hand ends the game.
"""

from __future__ import annotations

from typing import Any

from engine.cards import parse_cards
from engine.games.declaration.state import stacked_deck
from gui.games import Tutorial
from gui.tr import QT_TRANSLATE_NOOP
from gui.tutorial import Script, Step, action_is, with_cards

CONTEXT = "DeclarationTutorial"
# South (you): five top trumps of Core, three 9s, three Emperors, two low cards
SOUTH = parse_cards(["EC", "PC", "MC", "OC", "10C", "9V", "9F", "9B", "EV", "EF", "EB", "2V", "3F"])
DECK = stacked_deck([SOUTH, [], [], []])


def _settlement(obs: Any) -> tuple[object, ...]:
    s = obs.last_settlement or {}
    tricks, contracts = s.get("tricks", [0, 0]), s.get("contracts", [0, 0])
    return (
        tricks[0],
        s.get("trick_points", [0, 0])[0],
        s.get("meld_points", [0, 0])[0],
        contracts[1],
        tricks[1],
        s.get("payout", [0, 0])[0],
        obs.scores[0],
    )


SCRIPT = Script(
    CONTEXT,
    steps=[
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Declaration: you and North, opposite, play against West and East. Everyone "
                "has paid the ante into the Hand Pot. Before the deal each team sets a Meld "
                "Dare: if the other team shows a meld this hand, it pays your dare into the "
                "pot. Press Dare $4 (2 × ante).",
            ),
            action_is("dare 4"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Dare $4 (2 × ante): West and East may well meld, and then they pay it into "
                "the pot.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "The cards are dealt and Core (✸) is trump. You may show one meld: your three "
                "9s are a Triad, 30 points for a cost of 3 × ante. Click the three 9s, then "
                "press Declare Triad.",
            ),
            with_cards("meld", "9V 9F 9B"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Declare the Triad of 9s: 30 points, and your trumps stay free to win tricks.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Everyone melded: West's meld made East-West pay your dare. Now bid the "
                "tricks you will take: your team's contract is your bid plus North's, and "
                "only tricks above 6 (the book) score. With five top trumps and three "
                "Emperors, press Bid 7.",
            ),
            action_is("bid 7"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Bid 7: your trumps and Emperors should take about seven tricks.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "You lead. Meld cards first: while you hold cards of your declared meld, you "
                "must play one of them whenever the rules allow. Lead the 9▲.",
            ),
            action_is("play 9F"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Lead a 9, your meld cards come first: the 9▲ this time.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "North won and leads the P▲. You must follow suit with a ▲ card. Your "
                "partner is winning the trick: play your 3▲ and keep your Emperor.",
            ),
            action_is("play 3F"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Play the 3▲: North already wins this trick, so save your Emperor.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "North leads the M▲. Your last ▲ card is the Emperor: following suit comes "
                "first, so play it.",
            ),
            action_is("play EF"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Follow suit with the E▲, your only ▲ card.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Your lead: your 9s still come first. Lead the 9◉.",
            ),
            action_is("play 9V"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Lead the 9◉: meld cards first while you hold them.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Your last meld card, the 9⬟, must come now.",
            ),
            action_is("play 9B"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Play the 9⬟: it is your last meld card, and meld cards come first.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Your meld is played: now you may lead anything. A trump beats every other "
                "suit, so draw the opponents' trumps: lead the E✸, the highest.",
            ),
            action_is("play EC"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Lead the E✸: the highest trump cannot lose and draws out theirs.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "East had to follow with a trump. Go on: lead the P✸.",
            ),
            action_is("play PC"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Lead the P✸, now the highest trump left.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "And the M✸: East still follows with trumps.",
            ),
            action_is("play MC"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Lead the M✸, again the highest trump left.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "East still has trumps, lower than your 10✸ and O✸. Give up a trick with your "
                "2◉ and keep those two to win East's trump leads.",
            ),
            action_is("play 2V"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Lead the 2◉: it loses anyway, and your last trumps stay to win later.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "East trumped and leads the 9✸. Follow suit with a trump: your 10✸ beats it.",
            ),
            action_is("play 10C"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Play the 10✸: it is enough to beat the 9✸, and the O✸ stays for later.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Lead the E◉, the highest Void card (East may trump it: nothing beats a trump).",
            ),
            action_is("play EV"),
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Lead the E◉: your O✸ must wait to win East's next trump lead.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "East trumped it and leads the 8✸: win it with your O✸.",
            ),
            action_is("play OC"),
            QT_TRANSLATE_NOOP("DeclarationTutorial", "Follow suit with your O✸."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "DeclarationTutorial",
                "Last trick: play your E⬟.",
            ),
            action_is("play EB"),
            QT_TRANSLATE_NOOP("DeclarationTutorial", "Play the E⬟, your last card."),
        ),
    ],
    end=QT_TRANSLATE_NOOP(
        "DeclarationTutorial",
        "Settlement: your team bid 7 and took %1 tricks: 10 for each trick above the book "
        "of 6 (%2) plus its melds in full (%3). East-West bid %4 and took %5: they failed, "
        "added a penalty to the Hand Pot, and your team won the whole pot, $%6. With %7 "
        "points you pass the target and win! Start a real game from Game > New game.",
    ),
    end_args=_settlement,
)

TUTORIAL = Tutorial(
    title=QT_TRANSLATE_NOOP("MainWindow", "Declaration &tutorial"),
    options={"target": 50},
    levels=["easy", "easy", "easy"],
    seed=5,
    deck=DECK,
    guide=SCRIPT.guide,
)
