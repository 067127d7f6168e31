"""Declaration's rules as the table plays them, in words, from the options in force.

A rule that is off is not described, and every number is the table's own; ``docs/rules``
holds the binding rules. Every sentence is a literal string passed to
``QCoreApplication.translate`` so Qt Linguist finds it (context ``RulesText``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.games.declaration import state as d
from gui.games.declaration.adapter import SUIT_SIGNS, suit_html
from gui.rules_text import bullets, dollars, heading, para

translate = QCoreApplication.translate


def rules_html(o: Any) -> str:
    """Declaration's rules for options ``o``."""
    a = o.ante
    kinds = d.MeldKind
    cost = {k: dollars(d.MELD_COST[k] * a) for k in kinds}
    pts = {k: str(d.MELD_POINTS[k]) for k in kinds}
    parts = [
        "<h2>" + translate("RulesText", "Declaration") + "</h2>",
        para(
            translate(
                "RulesText",
                "Four players in two partnerships: South and North against "
                "West and East. 52 cards in four suits, Void, Frontier, "
                "Border and Core, ranked 2 to 10, Officer, Commander, "
                "Voidpilot, Emperor (highest).",
            )
        ),
        para(
            translate("RulesText", "The suits as their cards show them: %1.").replace(
                "%1", " · ".join(suit_html(c) for c in SUIT_SIGNS)
            )
        ),
        para(
            translate(
                "RulesText",
                "The first team to reach %1 points wins; if both reach it "
                "in the same hand, the higher score wins, and an exact tie "
                "plays another hand. The game stops after %2 hands at most.",
            )
            .replace("%1", str(o.target))
            .replace("%2", str(d.hand_limit(o.target)))
        ),
        heading(translate("RulesText", "Antes and dares")),
        para(
            translate("RulesText", "Every hand each player antes %1: the Pot Ante grows by %2.")
            .replace("%1", dollars(a))
            .replace("%2", dollars(4 * a)),
            translate(
                "RulesText",
                "Before the deal each team sets a Meld Dare against the "
                "other, from %1 to %2. A team that makes its first accepted "
                "meld of the hand pays the opponents' dare into Pot "
                "Action.",
            )
            .replace("%1", dollars(0))
            .replace("%2", dollars(o.dare_cap)),
        ),
        heading(translate("RulesText", "Deal and trump")),
        para(
            translate("RulesText", "Each player gets 13 cards."),
            translate("RulesText", "Void Lock is on: Void is trump every hand.")
            if o.void_lock
            else translate(
                "RulesText",
                "Trump changes every hand: Core, then Border, then "
                "Frontier, then Void, and round again.",
            ),
        ),
        heading(translate("RulesText", "Melds")),
        para(
            translate(
                "RulesText",
                "Starting left of the dealer, each player may declare one "
                "meld or pass. Meld cards are shown face up and must be "
                "played before the player's other cards.",
            )
        ),
        bullets(
            translate("RulesText", "Run of 3 in one suit: %1 points, costs %2")
            .replace("%1", pts[kinds.RUN3])
            .replace("%2", cost[kinds.RUN3]),
            translate("RulesText", "Run of 4 or more: %1 points, costs %2")
            .replace("%1", pts[kinds.RUN4])
            .replace("%2", cost[kinds.RUN4]),
            translate("RulesText", "Triad (three of a rank): %1 points, costs %2")
            .replace("%1", pts[kinds.TRIAD])
            .replace("%2", cost[kinds.TRIAD]),
            translate("RulesText", "Quad (four of a rank): %1 points, costs %2")
            .replace("%1", pts[kinds.QUAD])
            .replace("%2", cost[kinds.QUAD]),
        ),
        heading(translate("RulesText", "Bidding and play")),
        para(
            translate(
                "RulesText",
                "Each player bids 0 to 13 tricks; a team's contract is the sum of its two bids.",
            )
            + (
                " "
                + translate(
                    "RulesText", "Each trick bid adds %1 to Pot Action, paid by the bidder's team."
                ).replace("%1", dollars(o.bid_stake))
                if o.bid_stake
                else ""
            )
        ),
        para(
            translate(
                "RulesText",
                "Follow suit if you can. The highest trump wins the trick, "
                "otherwise the highest card of the suit led.",
            )
            + " "
            + (
                translate("RulesText", "Void is always trump.")
                if o.void_lock
                else translate("RulesText", "The hand's trump suit may be led at any time.")
            )
        ),
        heading(translate("RulesText", "Settlement")),
        bullets(
            translate(
                "RulesText",
                "Contract made: %1 points per trick above %2, all meld "
                "points; each trick above the contract is a bag, and %3 "
                "bags cost %4 points.",
            )
            .replace("%1", str(d.TRICK_POINTS))
            .replace("%2", str(d.BOOK))
            .replace("%3", str(d.BAG_LIMIT))
            .replace("%4", str(d.BAG_PENALTY)),
            translate(
                "RulesText",
                "Contract failed: minus %1 points per trick short, half "
                "the meld points (rounded down), no bags.",
            ).replace("%1", str(d.SHORT_PENALTY)),
        ),
        para(
            translate(
                "RulesText",
                "A team that fails adds an amount equal to Pot Action to the "
                "pot; when only one team fails, the other team takes the "
                "whole pot.",
            )
        ),
        para(
            translate(
                "RulesText",
                "When both teams make their contracts the pot is carried to the next hand.",
            )
            if o.both_succeed == "carry"
            else translate(
                "RulesText",
                "When both teams make their contracts the pot is split "
                "evenly; an odd dollar stays in the pot.",
            )
        ),
        para(
            translate(
                "RulesText",
                "When both teams fail, both pay their penalty and the pot "
                "is carried to the next hand.",
            )
            if o.both_fail == "carry"
            else translate(
                "RulesText",
                "When both teams fail, both pay their penalty and the pot is "
                "split evenly; an odd dollar stays in the pot.",
            )
        ),
        para(
            translate(
                "RulesText", "Purses may go into debt; the score, not the money, decides the game."
            )
        ),
    ]
    return "\n".join(parts)
