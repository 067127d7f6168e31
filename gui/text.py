"""Words for the engine's codes: refused-move reasons, option names, option problems.

The engine speaks in codes; every sentence the player reads is made here, translated.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    """Translate in the "Text" context."""
    return QCoreApplication.translate("Text", text)


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
