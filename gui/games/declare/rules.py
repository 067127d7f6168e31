"""Declare's rules as the table plays them, in words, from the options in force.

A rule that is off is not described, and every number is the table's own; ``docs/rules``
holds the binding rules. Every sentence is a literal string passed to
``QCoreApplication.translate`` so Qt Linguist finds it (context ``RulesText``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.games.declare.state import VOID_AFTER
from gui.rules_text import RulesText, para

translate = QCoreApplication.translate


def rules_html(o: Any) -> str:
    """Declare's rules for options ``o``."""
    parts = [
        "<h2>" + translate("RulesText", "Declare") + "</h2>",
        para(
            RulesText.tr(
                "%1 players, %2 cards each, from %n deck(s) shuffled together.", None, o.decks
            )
            .replace("%1", str(o.players))
            .replace("%2", str(o.hand_size))
        ),
        para(
            translate(
                "RulesText",
                "Lowest hand wins. Ace 1, 2-10 face value, J Q K 10; every "
                "card of the joker rank is worth 0.",
            )
        ),
        para(
            translate(
                "RulesText",
                "The dealer picks one of two face-up cards blind: its rank "
                "is the joker rank for the round. The other card starts the "
                "discard pile.",
            )
        ),
        para(
            translate(
                "RulesText",
                "On your turn, either declare, or throw and then pick: "
                "throw every card of one rank, then take the top of the draw "
                "pile or one card of the group the previous player threw.",
            )
        ),
        para(
            RulesText.tr(
                "You may declare when your total is under %1, once everyone has "
                "played %n turn(s) this round.",
                None,
                o.go_arounds,
            ).replace("%1", str(o.declare_limit))
            if o.go_arounds
            else translate(
                "RulesText", "You may declare when your total is under %1, from your first turn."
            ).replace("%1", str(o.declare_limit))
        ),
        para(
            translate(
                "RulesText",
                "Good declare (strictly lowest): you add 0 and everyone "
                "else adds their total. Bad declare (anyone ties or is "
                "lower): you add every hand's total, your own included.",
            )
        ),
        para(
            RulesText.tr(
                "If nobody has declared once everyone has played %n more turn(s) "
                "after declaring opens, the round is void: nobody scores, and it "
                "counts as a round of the match.",
                None,
                VOID_AFTER,
            )
        ),
        para(
            (
                translate("RulesText", "The match is unlimited: you end it between rounds.")
                if o.unlimited
                else RulesText.tr("The match lasts %n round(s).", None, o.rounds)
            ),
            translate("RulesText", "The lowest total wins; ties are joint winners."),
        ),
    ]
    if o.turn_time:
        parts.append(
            para(
                translate(
                    "RulesText",
                    "You have %1 seconds for each turn; when the "
                    "time runs out a simple move is played for you.",
                ).replace("%1", str(o.turn_time))
            )
        )
    return "\n".join(parts)
