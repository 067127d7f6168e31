"""The rules of each game as the table plays them, in words, from the options in force.

A rule that is off is not described, and every number is the table's own (target, ante,
limits, stakes). The binding rules are in ``/work/shared/rules`` and ``docs/rules``; this
module only puts them into translated sentences. Every sentence is a literal string passed
to ``QCoreApplication.translate`` so Qt Linguist finds it.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.games.declare.state import VOID_AFTER
from gui.text import Context, game_description, game_name

translate = QCoreApplication.translate
# plural texts (%n): lupdate reads the count only through .tr(text, None, n)
RulesText = Context("RulesText")


def _p(*sentences: str) -> str:
    return "<p>" + " ".join(s for s in sentences if s) + "</p>"


def _h(text: str) -> str:
    return "<h3>" + escape(text) + "</h3>"


def _ul(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def _money(n: int) -> str:
    return "$" + str(n)


# -- Declare ---------------------------------------------------------------------------------


def declare_rules(o: Any) -> str:
    """Declare's rules for options ``o``."""
    parts = [
        "<h2>" + translate("RulesText", "Declare") + "</h2>",
        _p(
            RulesText.tr(
                "%1 players, %2 cards each, from %n deck(s) shuffled together.", None, o.decks
            )
            .replace("%1", str(o.players))
            .replace("%2", str(o.hand_size))
        ),
        _p(
            translate(
                "RulesText",
                "Lowest hand wins. Ace 1, 2-10 face value, J Q K 10; every "
                "card of the joker rank is worth 0.",
            )
        ),
        _p(
            translate(
                "RulesText",
                "The dealer picks one of two face-up cards blind: its rank "
                "is the joker rank for the round. The other card starts the "
                "discard pile.",
            )
        ),
        _p(
            translate(
                "RulesText",
                "On your turn, either declare, or throw and then pick: "
                "throw every card of one rank, then take the top of the draw "
                "pile or one card of the group the previous player threw.",
            )
        ),
        _p(
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
        _p(
            translate(
                "RulesText",
                "Good declare (strictly lowest): you add 0 and everyone "
                "else adds their total. Bad declare (anyone ties or is "
                "lower): you add every hand's total, your own included.",
            )
        ),
        _p(
            RulesText.tr(
                "If nobody has declared once everyone has played %n more turn(s) "
                "after declaring opens, the round is void: nobody scores, and it "
                "counts as a round of the match.",
                None,
                VOID_AFTER,
            )
        ),
        _p(
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
            _p(
                translate(
                    "RulesText",
                    "You have %1 seconds for each turn; when the "
                    "time runs out a simple move is played for you.",
                ).replace("%1", str(o.turn_time))
            )
        )
    return "\n".join(parts)


# -- Declaration -----------------------------------------------------------------------------


def declaration_rules(o: Any) -> str:
    """Declaration's rules for options ``o``."""
    from engine.games.declaration import state as d

    a = o.ante
    kinds = d.MeldKind
    cost = {k: _money(d.MELD_COST[k] * a) for k in kinds}
    pts = {k: str(d.MELD_POINTS[k]) for k in kinds}
    parts = [
        "<h2>" + translate("RulesText", "Declaration") + "</h2>",
        _p(
            translate(
                "RulesText",
                "Four players in two partnerships: South and North against "
                "West and East. 52 cards in four suits, Void, Frontier, "
                "Border and Core, ranked 2 to 10, Officer, Commander, "
                "Voidpilot, Emperor (highest).",
            )
        ),
        _p(
            translate(
                "RulesText",
                "The first team to reach %1 points wins; if both reach it "
                "in the same hand, the higher score wins, and an exact tie "
                "plays another hand. The game stops after %2 hands at most.",
            )
            .replace("%1", str(o.target))
            .replace("%2", str(d.hand_limit(o.target)))
        ),
        _h(translate("RulesText", "Antes and dares")),
        _p(
            translate("RulesText", "Every hand each player antes %1: the Pot Ante grows by %2.")
            .replace("%1", _money(a))
            .replace("%2", _money(4 * a)),
            translate(
                "RulesText",
                "Before the deal each team sets a Meld Dare against the "
                "other, from %1 to %2. A team that makes its first accepted "
                "meld of the hand pays the opponents' dare into Pot "
                "Action.",
            )
            .replace("%1", _money(0))
            .replace("%2", _money(o.dare_cap)),
        ),
        _h(translate("RulesText", "Deal and trump")),
        _p(
            translate("RulesText", "Each player gets 13 cards."),
            translate("RulesText", "Void Lock is on: Void is trump every hand.")
            if o.void_lock
            else translate(
                "RulesText",
                "Trump changes every hand: Core, then Border, then "
                "Frontier, then Void, and round again.",
            ),
        ),
        _h(translate("RulesText", "Melds")),
        _p(
            translate(
                "RulesText",
                "Starting left of the dealer, each player may declare one "
                "meld or pass. Meld cards are shown face up and must be "
                "played before the player's other cards.",
            )
        ),
        _ul(
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
        _h(translate("RulesText", "Bidding and play")),
        _p(
            translate(
                "RulesText",
                "Each player bids 0 to 13 tricks; a team's contract is the sum of its two bids.",
            )
            + (
                " "
                + translate(
                    "RulesText", "Each trick bid adds %1 to Pot Action, paid by the bidder's team."
                ).replace("%1", _money(o.bid_stake))
                if o.bid_stake
                else ""
            )
        ),
        _p(
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
        _h(translate("RulesText", "Settlement")),
        _ul(
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
        _p(
            translate(
                "RulesText",
                "A team that fails adds an amount equal to Pot Action to the "
                "pot; when only one team fails, the other team takes the "
                "whole pot.",
            )
        ),
        _p(
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
        _p(
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
        _p(
            translate(
                "RulesText", "Purses may go into debt; the score, not the money, decides the game."
            )
        ),
    ]
    return "\n".join(parts)


# -- Frontier --------------------------------------------------------------------------------


def frontier_rules(o: Any) -> str:
    """Frontier's rules for options ``o``."""
    parts = [
        "<h2>" + translate("RulesText", "Frontier") + "</h2>",
        _p(
            translate(
                "RulesText",
                "%1 players each start with %2. Five rounds; the most cash "
                "at the end wins, equal cash shares the win.",
            )
            .replace("%1", str(o.players))
            .replace("%2", _money(o.starting_cash))
        ),
        _p(
            translate(
                "RulesText",
                "50 cards: five suits numbered 1 to 10. Sun and Flame are "
                "red, Moon and Tide blue, Shadow is the black Wildcard suit "
                "that goes with any colour.",
            )
        ),
        _p(
            translate(
                "RulesText",
                "You hold 1 card in round 1, 2 in round 2, up to 5 in round "
                "5: at the start of each round everyone draws up to that "
                "number. Played cards are shuffled back; unplayed cards "
                "stay in your hand.",
            )
        ),
        _h(translate("RulesText", "Your turn")),
        _ul(
            translate(
                "RulesText",
                "Mulligan, once per game, before committing: discard your "
                "hand and draw a fresh one.",
            ),
            translate(
                "RulesText", "Bet: commit one or more cards face down, then bet at least %1."
            ).replace("%1", _money(o.min_bet)),
            translate("RulesText", "Raise: make the bet at least %1 higher.").replace(
                "%1", _money(o.min_bet)
            ),
            translate("RulesText", "Call: match the current bet."),
            translate("RulesText", "Fold: leave the round."),
        ),
        _p(
            translate(
                "RulesText",
                "No bet may be more than the poorest player still in the "
                "round can match. Committed cards cannot be taken back. A "
                "player with no cash sits out for good.",
            )
        ),
        _h(translate("RulesText", "Showdown")),
        _p(
            translate(
                "RulesText",
                "Committed cards are revealed together and the strongest "
                "configuration takes the pot; equal ones split it, the odd "
                "dollar to the first tied player in turn order.",
            )
        ),
        _p(
            translate(
                "RulesText",
                "More cards always beat fewer cards. Among equal counts: "
                "of a rank (or a pair), then Pure (one suit), then Coalition "
                "(one colour, or with Wildcards), then Campaign (consecutive "
                "numbers), then unmatched cards.",
            )
        ),
        _p(
            translate(
                "RulesText",
                "Unmatched cards score: Pure, the product doubled; "
                "Coalition, the product; Divided (both colours), the sum. "
                "A 1 counts as the highest card of the hand, except in a "
                "Campaign. In round 1 the higher number wins.",
            )
        ),
    ]
    return "\n".join(parts)


# -- Belote ----------------------------------------------------------------------------------


def belote_rules(o: Any) -> str:
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
        _p(
            translate("RulesText", "Official rules (closer to the federation's rulebook).")
            if official
            else translate("RulesText", "House rules.")
        ),
        _p(
            translate(
                "RulesText",
                "Four players in two teams, partners opposite: South and "
                "North against East and West. 32 cards, 7 to Ace. Dealing, "
                "bidding and play go counter-clockwise.",
            )
        ),
        _p(
            translate(
                "RulesText",
                "The first team to reach %1 points wins; if both do, the higher total wins.",
            ).replace("%1", str(o.goal))
        ),
        _h(translate("RulesText", "Bidding")),
    ]
    if variant == "with_trump":
        parts.append(
            _p(
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
            _p(
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
            _p(
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
            _p(
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
    parts.append(_h(translate("RulesText", "Card values")))
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
    parts.append(_p(values, translate("RulesText", "The last trick is worth 10 more.")))
    parts.append(_h(translate("RulesText", "Play")))
    if not trump_game:
        parts.append(
            _p(
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
            _p(
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
            _p(
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
        parts.append(_h(translate("RulesText", "Declarations")))
        parts.append(
            _p(
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
                _p(
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
                _p(
                    translate(
                        "RulesText",
                        "No trump has its own scale: four Aces "
                        "200, four Tens 150, four Jacks, Nines, "
                        "Kings or Queens 100.",
                    )
                )
            )
        parts.append(
            _p(
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
        parts.append(_p(tie, lost))
    parts.append(_h(translate("RulesText", "Scoring")))
    if variant != "coinche":
        parts.append(
            _p(
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
            _p(
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


RULES: dict[str, Callable[[Any], str]] = {
    "declare": declare_rules,
    "declaration": declaration_rules,
    "frontier": frontier_rules,
    "belote": belote_rules,
}


def rules_html(game: Any, options: Any) -> str:
    """The rules of ``game`` (a registered Game) as played with ``options``, as HTML."""
    make = RULES.get(game.id)
    if make is None:
        return (
            f"<h2>{escape(game_name(game.id))}</h2>"
            f"<p>{escape(game_description(game.id, game.description))}</p>"
        )
    return make(options)
