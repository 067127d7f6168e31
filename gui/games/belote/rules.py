"""Belote's rules as the table plays them, in words, from the options in force.

A rule that is off is not described, and every number is the table's own; ``docs/rules``
holds the binding rules. Every sentence is a literal string passed to
``QCoreApplication.translate`` so Qt Linguist finds it (context ``RulesText``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui.rules_text import heading, para

translate = QCoreApplication.translate


def rules_html(o: Any) -> str:
    """Belote's rules for options ``o`` (variant, House or Official, declarations, target)."""
    variant, official = o.variant, o.rules == "official"
    trump_game = variant != "no_trump"
    names = {
        "with_trump": translate("RulesText", "With trump"),
        "no_trump": translate("RulesText", "No trump"),
        "coinche": translate("RulesText", "Coinche"),
    }
    parts = [
        "<h2>" + translate("RulesText", "Belote") + " · " + names[variant] + "</h2>",
        para(
            translate("RulesText", "Official rules (closer to the federation's rulebook).")
            if official
            else translate("RulesText", "House rules.")
        ),
        para(
            translate(
                "RulesText",
                "Four players in two teams, partners opposite: South and "
                "North against East and West. 32 cards, 7 to Ace. Dealing, "
                "bidding and play go counter-clockwise.",
            )
        ),
        para(
            translate(
                "RulesText",
                "The first team to reach %1 points wins; if both do, the higher total wins.",
            ).replace("%1", str(o.goal))
        ),
        heading(translate("RulesText", "Bidding")),
    ]
    if variant == "with_trump":
        parts.append(
            para(
                translate(
                    "RulesText",
                    "Each player gets 5 cards and one card is "
                    "turned up. In the first round each player may "
                    "take it, making its suit trump; in the second "
                    "round a player may name any other suit. The "
                    "taker gets the turned card and everyone is "
                    "dealt up to 8 cards. If all pass twice, the "
                    "deal is thrown in.",
                )
            )
        )
    elif variant == "no_trump":
        parts.append(
            para(
                translate(
                    "RulesText",
                    "Each player gets 5 cards, with no turned-up "
                    "card, and may take in a single round; then "
                    "everyone gets 3 more cards. If all pass, the "
                    "deal is thrown in. There is no trump and no "
                    "belote.",
                )
            )
        )
    else:
        parts.append(
            para(
                translate(
                    "RulesText",
                    "All 32 cards are dealt. Players bid a contract "
                    "from 80 to 160 (steps of 10) or Capot (all 8 "
                    "tricks, worth 250), naming its trump suit; "
                    "three passes after a bid end the auction.",
                )
            )
        )
        parts.append(
            para(
                translate(
                    "RulesText",
                    "An opponent of the bidder may coinche "
                    "(double), and the bidding team may then "
                    "surcoinche (redouble).",
                ),
                translate("RulesText", "Official: a coinche is only possible in turn.")
                if official
                else translate(
                    "RulesText",
                    "House: an opponent may coinche at any moment "
                    "while the auction is open, even out of turn.",
                ),
            )
        )
    parts.append(heading(translate("RulesText", "Card values")))
    if trump_game:
        values = translate(
            "RulesText",
            "Trumps, high to low: J 20, 9 14, A 11, 10 10, K 4, "
            "Q 3, 8, 7. Other suits: A 11, 10 10, K 4, Q 3, J 2, "
            "9, 8, 7.",
        )
    elif official:
        values = translate(
            "RulesText", "Every suit, high to low: A 19, 10 10, K 4, Q 3, J 2, 9, 8, 7."
        )
    else:
        values = translate(
            "RulesText", "Every suit, high to low: A 11, 10 10, K 4, Q 3, J 2, 9, 8, 7."
        )
    parts.append(para(values, translate("RulesText", "The last trick is worth 10 more.")))
    parts.append(heading(translate("RulesText", "Play")))
    if not trump_game:
        parts.append(
            para(
                translate(
                    "RulesText",
                    "Follow the suit led if you can; otherwise "
                    "play any card. The highest card of the suit "
                    "led wins.",
                )
            )
        )
    else:
        under = (
            translate(
                "RulesText",
                "If an opponent has trumped and you cannot trump higher, you may discard any card.",
            )
            if official and variant == "coinche"
            else translate(
                "RulesText",
                "If an opponent has trumped and you cannot trump "
                "higher, you must still play a lower trump.",
            )
        )
        parts.append(
            para(
                translate(
                    "RulesText",
                    "Follow the suit led if you can. When trump is "
                    "led you must play a higher trump if you can, "
                    "even over your partner.",
                ),
                translate(
                    "RulesText",
                    "Without the suit led: if your partner is "
                    "winning the trick, play anything; otherwise "
                    "you must trump, higher than any trump already "
                    "played if you can.",
                ),
                under,
            )
        )
        parts.append(
            para(
                translate(
                    "RulesText",
                    "Belote: the King and Queen of trumps in one "
                    'hand are worth 20 when you say "Belote" and '
                    '"Rebelote" as you play them. They count for '
                    "the contract and are never lost.",
                )
            )
        )
    if o.declarations:
        parts.append(heading(translate("RulesText", "Declarations")))
        parts.append(
            para(
                translate(
                    "RulesText",
                    "Announced with your first card: a sequence of "
                    "3 cards is worth 20, of 4 cards 50, of 5 or "
                    "more 100.",
                )
            )
        )
        if trump_game or not official:
            parts.append(
                para(
                    translate(
                        "RulesText",
                        "Four Jacks 200, four Nines 150, four Aces, Tens, Kings or Queens 100.",
                    )
                    + (
                        ""
                        if trump_game
                        else " "
                        + translate("RulesText", "House: the trump scale is kept in No trump.")
                    )
                )
            )
        else:
            parts.append(
                para(
                    translate(
                        "RulesText",
                        "No trump has its own scale: four Aces "
                        "200, four Tens 150, four Jacks, Nines, "
                        "Kings or Queens 100.",
                    )
                )
            )
        parts.append(
            para(
                translate(
                    "RulesText",
                    "Only the team with the best declaration "
                    "scores, but it scores all of its own. "
                    "Declarations count for the contract.",
                ),
                translate("RulesText", "A card may not be in two declarations.")
                if official
                else translate("RulesText", "A card may be in two declarations."),
            )
        )
        if official:
            tie = translate(
                "RulesText",
                "Two equal best declarations: a sequence in trump "
                "wins; otherwise nobody scores any declaration.",
            )
            lost = translate(
                "RulesText",
                "After a failed contract or a capot, the "
                "declarations go to the team that wins the deal.",
            )
        else:
            tie = translate("RulesText", "Two equal best declarations: the taker's team wins.")
            lost = translate(
                "RulesText",
                "After a failed contract or a capot, the team that "
                "won the declarations keeps them.",
            )
        parts.append(para(tie, lost))
    parts.append(heading(translate("RulesText", "Scoring")))
    if variant != "coinche":
        parts.append(
            para(
                translate(
                    "RulesText",
                    "The takers must score more than the defenders "
                    "(cards, belote and declarations). Then each "
                    "team scores its points; if they fail, the "
                    "defenders score every point of the deal. A "
                    "tie puts the takers' points in reserve for the "
                    "next deal won.",
                ),
                translate(
                    "RulesText",
                    "Taking all 8 tricks (capot) makes the last trick worth 100 instead of 10.",
                ),
            )
        )
    else:
        parts.append(
            para(
                translate(
                    "RulesText",
                    "The takers must score at least their contract "
                    "and more than the defenders. Made: each team "
                    "scores its points and the takers add the "
                    "contract. Failed: the defenders score 160 plus "
                    "the contract.",
                ),
                translate(
                    "RulesText",
                    "Coinched, the winner of the deal scores (160 + "
                    "the contract) × 2; surcoinched, × 4.",
                ),
                translate(
                    "RulesText",
                    "A Capot contract, or a deal in which the winners "
                    "took every trick, counts 250 instead of 160.",
                )
                if official
                else "",
                translate("RulesText", "Card points are rounded to the nearest ten.")
                if official
                else translate("RulesText", "Card points are counted to the exact point."),
            )
        )
    return "\n".join(parts)
