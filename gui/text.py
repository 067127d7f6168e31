"""Words for the engine's codes: refused-move reasons, option names, option problems.

The engine speaks in codes; every sentence the player reads is made here, translated.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication


class Context:
    """A translation context for code outside QObject classes.

    ``Belote = Context("Belote")``, then ``Belote.tr("Pass")``: pyside6-lupdate takes the
    name before ``.tr(`` as the context, so the variable and the context share one name (a
    bare ``tr("...")`` would be extracted with no context and never found at run time).
    Texts looked up from a table are marked where they are written, with
    ``QT_TRANSLATE_NOOP("Belote", "...")``.
    """

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``text`` in the player's language; ``%n`` takes ``n`` with its plural form."""
        return QCoreApplication.translate(self.name, text, disambiguation, n)


Text = Context("Text")
tr = Text.tr


def _fill(text: str, details: Mapping[str, object]) -> str:
    for k, v in details.items():
        text = text.replace("{" + k + "}", str(v))
    return text


def reason_text(reason: str, details: Mapping[str, object] | None = None) -> str:
    """A refused action's reason in words."""
    details = details or {}
    words = {
        "game_over": tr("The game is over."),
        "not_your_turn": tr("It is not your turn."),
        "unknown_action": tr("That move does not exist in this game."),
        "wrong_phase": tr("That move is not possible right now."),
        "not_in_hand": tr("You do not hold that card."),
        "bad_argument": tr("That move is not possible right now."),
        "no_move": tr("That card cannot go there."),
        # Declare
        "declare_locked": tr("Declaring opens after {turns_left} more turn(s)."),
        "total_too_high": tr("Your total is {total}: you may declare only under {limit}."),
        "not_in_pile": tr("You can only pick from the pile the previous player threw."),
        "draw_empty": tr("The draw pile is empty."),
        "not_unlimited": tr("Only an unlimited match can be stopped between rounds."),
        # Declaration
        "dare_out_of_range": tr("A dare is 0 to 5 times the ante."),
        "bid_out_of_range": tr("A bid is 0 to 13 tricks."),
        "meld_too_few_cards": tr("A meld needs at least three cards."),
        "meld_duplicate_card": tr("A card appears twice in that meld."),
        "meld_not_one_suit_or_rank": tr("A meld is a run in one suit or cards of one rank."),
        "meld_not_consecutive": tr("A run must be consecutive cards of one suit."),
        "meld_wraps_around": tr("A run cannot wrap around from the highest to the lowest."),
        "must_follow_suit": tr("You must follow the suit that was led."),
        "must_play_meld_card": tr("Declared meld cards must be played before the others."),
        # Frontier
        "mulligan_used": tr("You have already used your mulligan this game."),
        "already_committed": tr("Your cards are already committed this round."),
        "commit_first": tr("Commit your cards before your first stake."),
        "no_bet_yet": tr("Nobody has bet yet: bet first."),
        "bet_made": tr("There is already a bet: raise or call it."),
        "amount_too_low": tr("That amount is below the minimum of {minimum}."),
        "amount_too_high": tr("That amount is above the limit of {limit}."),
        "must_fold": tr("You cannot match the bet: you must fold."),
        "no_cards": tr("Choose at least one card."),
        "duplicate_card": tr("A card was chosen twice."),
        # Belote
        "same_suit": tr("In the second round, name a suit other than the turned card's."),
        "suit_expected": tr("Name the trump suit you take in."),
        "no_suit_expected": tr("Take the turned card's suit, or pass."),
        "bid_too_low": tr("Bid higher than the current {high}."),
        "bidding_closed": tr("Nothing can be bid above a Capot."),
        "cannot_coinche": tr("You can only coinche the other team's bid."),
        "declarations_off": tr("Declarations are off at this table."),
        "declare_closed": tr("Declarations are made with your first card of the first trick."),
        "nothing_to_declare": tr("Your hand has nothing to declare."),
        "wrong_declaration": tr("That is not what your hand holds."),
        "no_belote": tr("You do not hold the King and Queen of trumps."),
        "belote_card_required": tr("After saying Belote, play the King or Queen of trumps."),
        "must_follow": tr("You must follow the suit that was led."),
        "must_overtrump": tr("You must play a higher trump."),
        "must_trump": tr("You cannot follow suit: you must trump."),
    }
    return _fill(words.get(reason, tr("That move is not allowed ({code}).")),
                 {"code": reason, **details})


OPTION_LABELS = {
    "players": "Players",
    "hand_size": "Starting hand",
    "decks": "Decks",
    "declare_limit": "Declare limit (under)",
    "go_arounds": "Go-arounds before declaring",
    "rounds": "Rounds",
    "unlimited": "Unlimited match",
    "turn_time": "Turn time limit (s, 0 = off)",
}


def option_label(name: str) -> str:
    """An option's label in words."""
    return tr(OPTION_LABELS.get(name, name.replace("_", " ").capitalize()))


def options_problem(reason: str, details: Mapping[str, object]) -> str:
    """Why a set of options cannot be played, in words."""
    words = {
        "not_enough_cards": tr("{players} players with {hand_size} cards each need at least "
                               "{decks_needed} decks."),
        "out_of_range": tr("{option} must be between {min} and {max}."),
        "not_a_choice": tr("{option} must be one of {choices}."),
        "not_an_integer": tr("{option} must be a whole number."),
        "not_a_boolean": tr("{option} must be yes or no."),
        "unknown_option": tr("Unknown options: {options}."),
    }
    d = dict(details)
    if "option" in d:
        d["option"] = option_label(str(d["option"]))
    return _fill(words.get(reason, tr("These options cannot be played ({code}).")),
                 {"code": reason, **d})
