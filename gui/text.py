"""Words for the engine's codes: refused moves, options and their problems, game names.

The engine speaks in codes; every sentence the player reads is made here, translated. The
game names and descriptions are the plugins' (``gui/games/<game>/``), translated here.
"""

from __future__ import annotations

import errno
import json
import re
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from engine.registry import get_game
from gui.games import has_table, plugin_for
from gui.tr import QT_TRANSLATE_NOOP, Context, fill

Text = Context("Text")

# the default seat names as the app wrote them into records before names were looked up at
# display time (seat 0 "You", seat n "Seat n", in each language): a record holding one still
# shows the default name in the player's language
_OLD_YOU = frozenset({"You", "Vous", "Sie", "Du", "Tú", "Tu"})
_OLD_SEAT = re.compile(r"(?:Seat|Joueur|Siège|Spieler|Platz|Jugador|Asiento) (\d+)")


def stored_name(name: str, seat: int) -> str:
    """The name to keep in a record for a seat named ``name``: "" for a default name (in any
    language), which is looked up in the player's language whenever it is shown."""
    name = name.strip()
    if seat == 0 and name in _OLD_YOU:
        return ""
    m = _OLD_SEAT.fullmatch(name)
    if m is not None and int(m.group(1)) == seat:
        return ""
    return name


def seat_name(names: Sequence[str], seat: int, game_id: str = "") -> str:
    """Seat ``seat``'s name as the player reads it now: its own name, or the default ("You"
    for the player's seat 0; at a partnership table the seat's direction, "North"; else
    "Seat n") in the player's language."""
    own = stored_name(names[seat], seat) if 0 <= seat < len(names) else ""
    if own:
        return own
    if seat == 0:
        return Text.tr("You")
    return seat_direction(game_id, seat) or Text.tr("Seat %1").replace("%1", str(seat))


def seat_names(names: Sequence[str], game_id: str = "") -> list[str]:
    """Every seat's name as the player reads it now (``seat_name``)."""
    return [seat_name(names, s, game_id) for s in range(len(names))]


YOU = 0  # the player's seat at the app's table (engine.match.HUMAN)


def told(
    seat: int | None, name: Callable[[int], str], other: str, mine: str, *values: object
) -> str:
    """A sentence about ``seat``: for the player, ``mine``, spoken to them ("You bid %1",
    its own sentence in every language, never "You" put into "%1 bids %2"); for another
    seat, ``other`` with its name for %1 ("%1 bid %2"). ``values`` fill the rest in order
    (``mine``'s %1, %2... and ``other``'s %2, %3...)."""
    if seat == YOU:
        return fill(mine, *values)
    return fill(other, name(seat) if seat is not None else "", *values)


def player_count(low: int, high: int) -> str:
    """How many players a game takes: "4 players", "2–6 players"."""
    if low == high:
        return Text.tr("%n player(s)", None, low)
    return Text.tr("%1–%2 players").replace("%1", str(low)).replace("%2", str(high))


def _fill(text: str, details: Mapping[str, object]) -> str:
    for k, v in details.items():
        text = text.replace("{" + k + "}", str(v))
    return text


def reason_text(reason: str, details: Mapping[str, object] | None = None) -> str:
    """A refused action's reason in words."""
    details = details or {}
    words = {
        "game_over": Text.tr("The game is over."),
        "not_your_turn": Text.tr("It is not your turn."),
        "unknown_action": Text.tr("That move does not exist in this game."),
        "wrong_phase": Text.tr("That move is not possible right now."),
        "not_in_hand": Text.tr("You do not hold that card."),
        "bad_argument": Text.tr("That move is not possible right now."),
        "no_move": Text.tr("That card cannot go there."),
        # Declare
        "declare_locked": Text.tr(
            "Declaring opens after %n more turn(s).", None, int(str(details.get("turns_left", 0)))
        ),
        "total_too_high": Text.tr("Your total is {total}: you may declare only under {limit}."),
        "not_in_pile": Text.tr("You can only pick from the pile the previous player threw."),
        "draw_empty": Text.tr("The draw pile is empty."),
        "not_unlimited": Text.tr("Only an unlimited match can be stopped between rounds."),
        # Declaration
        "dare_out_of_range": Text.tr("A dare is 0 to 5 times the ante."),
        "bid_out_of_range": Text.tr("A bid is 0 to 13 tricks."),
        "meld_too_few_cards": Text.tr("A meld needs at least three cards."),
        "meld_duplicate_card": Text.tr("A card appears twice in that meld."),
        "meld_not_one_suit_or_rank": Text.tr("A meld is a run in one suit or cards of one rank."),
        "meld_not_consecutive": Text.tr("A run must be consecutive cards of one suit."),
        "meld_wraps_around": Text.tr("A run cannot wrap around from the highest to the lowest."),
        "must_follow_suit": Text.tr("You must follow the suit that was led."),
        "must_play_meld_card": Text.tr("Declared meld cards must be played before the others."),
        # Frontier
        "mulligan_used": Text.tr("You have already used your mulligan this game."),
        "already_committed": Text.tr("Your cards are already committed this round."),
        "commit_first": Text.tr("Commit your cards before your first stake."),
        "no_bet_yet": Text.tr("Nobody has bet yet: bet first."),
        "bet_made": Text.tr("There is already a bet: raise or call it."),
        "amount_too_low": Text.tr("That amount is below the minimum of {minimum}."),
        "amount_too_high": Text.tr("That amount is above the limit of {limit}."),
        "must_fold": Text.tr("You cannot match the bet: you must fold."),
        "no_cards": Text.tr("Choose at least one card."),
        "duplicate_card": Text.tr("A card was chosen twice."),
        # Belote
        "same_suit": Text.tr("In the second round, name a suit other than the turned card's."),
        "suit_expected": Text.tr("Name the trump suit you take in."),
        "no_suit_expected": Text.tr("Take the turned card's suit, or pass."),
        "bid_too_low": Text.tr("Bid higher than the current {high}."),
        "bidding_closed": Text.tr("Nothing can be bid above a Capot."),
        "cannot_coinche": Text.tr("You can only coinche the other team's bid."),
        "declarations_off": Text.tr("Declarations are off at this table."),
        "declare_closed": Text.tr("Declarations are made with your first card of the first trick."),
        "nothing_to_declare": Text.tr("Your hand has nothing to declare."),
        "wrong_declaration": Text.tr("That is not what your hand holds."),
        "no_belote": Text.tr("You do not hold the King and Queen of trumps."),
        "belote_card_required": Text.tr("After saying Belote, play the King or Queen of trumps."),
        "must_follow": Text.tr("You must follow the suit that was led."),
        "must_overtrump": Text.tr("You must play a higher trump."),
        "must_trump": Text.tr("You cannot follow suit: you must trump."),
    }
    return _fill(
        words.get(reason, Text.tr("The rules do not allow that move now.")),
        {"code": reason, **details},
    )


OPTION_LABELS = {
    "players": QT_TRANSLATE_NOOP("Text", "Players"),
    "hand_size": QT_TRANSLATE_NOOP("Text", "Starting hand"),
    "decks": QT_TRANSLATE_NOOP("Text", "Decks"),
    "declare_limit": QT_TRANSLATE_NOOP("Text", "Declare limit (under)"),
    "go_arounds": QT_TRANSLATE_NOOP("Text", "Go-arounds before declaring"),
    "rounds": QT_TRANSLATE_NOOP("Text", "Rounds"),
    "unlimited": QT_TRANSLATE_NOOP("Text", "Unlimited match"),
    "turn_time": QT_TRANSLATE_NOOP("Text", "Turn time limit (s, 0 = off)"),
    "target": QT_TRANSLATE_NOOP("Text", "Target score"),
    "ante": QT_TRANSLATE_NOOP("Text", "Ante per player ($)"),
    "bid_stake": QT_TRANSLATE_NOOP("Text", "Stake per trick bid ($)"),
    "void_lock": QT_TRANSLATE_NOOP("Text", "Void is always trump"),
    "both_succeed": QT_TRANSLATE_NOOP("Text", "Pot when both teams make it"),
    "both_fail": QT_TRANSLATE_NOOP("Text", "Pot when both teams fail"),
    "starting_cash": QT_TRANSLATE_NOOP("Text", "Starting cash ($)"),
    "min_bet": QT_TRANSLATE_NOOP("Text", "Minimum bet ($)"),
    "variant": QT_TRANSLATE_NOOP("Text", "Game"),
    "rules": QT_TRANSLATE_NOOP("Text", "Scoring"),
    "declarations": QT_TRANSLATE_NOOP("Text", "Declarations"),
}

# what each option does, for its "?" button (gui.rules_text.option_help_html)
OPTION_HELP = {
    "players": QT_TRANSLATE_NOOP("Text", "How many players sit at the table, you included."),
    "hand_size": QT_TRANSLATE_NOOP(
        "Text", "How many cards each player is dealt at the start of a round."
    ),
    "decks": QT_TRANSLATE_NOOP("Text", "How many full decks are shuffled together."),
    "declare_limit": QT_TRANSLATE_NOOP(
        "Text", "A player may declare only while their hand's total is under this number."
    ),
    "go_arounds": QT_TRANSLATE_NOOP(
        "Text", "How many times play goes around the table before anyone may declare."
    ),
    "rounds": QT_TRANSLATE_NOOP("Text", "How many rounds the match lasts."),
    "unlimited": QT_TRANSLATE_NOOP(
        "Text", "The match goes on round after round until you stop it between two rounds."
    ),
    "turn_time": QT_TRANSLATE_NOOP("Text", "The seconds each player has for a move; 0: no limit."),
    "target": QT_TRANSLATE_NOOP("Text", "The score that wins the game."),
    "ante": QT_TRANSLATE_NOOP(
        "Text", "What each player puts into the pot at the start of every hand."
    ),
    "bid_stake": QT_TRANSLATE_NOOP("Text", "What a team stakes for each trick it bids."),
    "void_lock": QT_TRANSLATE_NOOP(
        "Text", "Void stays trump in every hand, instead of the trump changing hand by hand."
    ),
    "both_succeed": QT_TRANSLATE_NOOP(
        "Text", "What becomes of the pot when both teams make their bids."
    ),
    "both_fail": QT_TRANSLATE_NOOP("Text", "What becomes of the pot when both teams fail."),
    "starting_cash": QT_TRANSLATE_NOOP("Text", "The money each player starts the game with."),
    "min_bet": QT_TRANSLATE_NOOP("Text", "The smallest bet allowed."),
    "variant": QT_TRANSLATE_NOOP(
        "Text", "Which Belote is played: with a trump, without trump, or Coinche."
    ),
    "rules": QT_TRANSLATE_NOOP(
        "Text", "How the deals are scored: the house rules or the official scale."
    ),
    "declarations": QT_TRANSLATE_NOOP(
        "Text", "Whether sequences, carrés and belote are declared for points."
    ),
}


def option_help(name: str) -> str:
    """What an option does, in one sentence ("" for an option without one)."""
    return Text.tr(OPTION_HELP[name]) if name in OPTION_HELP else ""


# the words for the options' choices (metadata "choices" in the engine's options)
CHOICE_WORDS = {
    "carry": QT_TRANSLATE_NOOP("Text", "Carry over"),
    "split": QT_TRANSLATE_NOOP("Text", "Split"),
    "with_trump": QT_TRANSLATE_NOOP("Text", "With trump"),
    "no_trump": QT_TRANSLATE_NOOP("Text", "No trump"),
    "coinche": QT_TRANSLATE_NOOP("Text", "Coinche"),
    "house": QT_TRANSLATE_NOOP("Text", "House rules"),
    "official": QT_TRANSLATE_NOOP("Text", "Official scale"),
}

LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("Text", "Easy"),
    "medium": QT_TRANSLATE_NOOP("Text", "Medium"),
    "hard": QT_TRANSLATE_NOOP("Text", "Hard"),
    "random": QT_TRANSLATE_NOOP("Text", "Random"),
}


def option_label(name: str) -> str:
    """An option's label in words."""
    return Text.tr(OPTION_LABELS.get(name, name.replace("_", " ").capitalize()))


def option_value(value: object) -> str:
    """An option's value in words: yes or no, a choice's name, or the number."""
    if isinstance(value, bool):
        return Text.tr("Yes") if value else Text.tr("No")
    if isinstance(value, str):
        return Text.tr(CHOICE_WORDS.get(value, value.replace("_", " ").capitalize()))
    return str(value)


def game_name(game_id: str) -> str:
    """A game's name, from its plugin (the engine's ``Game.name`` is its English form)."""
    return Text.tr(plugin_for(game_id).name) if has_table(game_id) else game_id.capitalize()


def game_description(game_id: str, default: str = "") -> str:
    """A game's one-line description, from its plugin."""
    return Text.tr(plugin_for(game_id).description) if has_table(game_id) else default


DIRECTION_WORDS = {
    "north": QT_TRANSLATE_NOOP("Text", "North"),
    "south": QT_TRANSLATE_NOOP("Text", "South"),
    "east": QT_TRANSLATE_NOOP("Text", "East"),
    "west": QT_TRANSLATE_NOOP("Text", "West"),
}


def last_trick_tip() -> str:
    """The tooltip on the last trick's corner: what a click on it shows."""
    return Text.tr("Click to see the last trick at full size, with who played each card (L).")


def team_short(team: int) -> str:
    """A four-seat partnership game's team in short: "N–S" (seats 0 and 2) or "E–W", one
    way in every game and on every page (Belote wrote N-S, Declaration NS)."""
    translate = QCoreApplication.translate
    return translate("MainWindow", "N–S") if team == 0 else translate("MainWindow", "E–W")


FRENCH_SUITS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def rank_letter(rank: str) -> str:
    """A French deck's rank as the player's language prints it on the cards: the courts'
    letters (V, D, R for valet, dame, roi in French; B, D, K in German), other ranks as
    they are. The card art draws the same letters (``gui.table.accessibility.art_words``)."""
    letters = {
        "J": Text.tr("J", "the jack's letter on a card"),
        "Q": Text.tr("Q", "the queen's letter on a card"),
        "K": Text.tr("K", "the king's letter on a card"),
    }
    return letters.get(rank, rank)


def french_card_words(text: str) -> str:
    """A French deck's card as the table prints it: ``"10H~1"`` as ``10♥``, ``"KH"`` as
    ``K♥`` (``R♥`` in French)."""
    face = text.split("~")[0]
    return rank_letter(face[:-1]) + FRENCH_SUITS.get(face[-1], face[-1])


def seat_direction(game_id: str, seat: int) -> str:
    """Where ``seat`` sits at a partnership table ("North"), from the game's plugin; "" in
    a game whose seats have no compass points."""
    directions = plugin_for(game_id).seat_directions if has_table(game_id) else ()
    return Text.tr(DIRECTION_WORDS[directions[seat]]) if seat < len(directions) else ""


def seat_roles(
    game_id: str, seat: int, me: int = 0, *, dealer: bool = False, taker: bool = False
) -> list[str]:
    """What a seat plate says besides the name, in words, looked up when the plate is drawn:
    the seat's direction (not for the player's own), "your partner" for the player's partner,
    then "dealer" and "taker" when the seat is that this hand."""
    out = []
    direction = seat_direction(game_id, seat) if seat != me else ""
    if direction:
        out.append(direction)
    if seat != me and any(seat in team and me in team for team in get_game(game_id).teams):
        out.append(Text.tr("your partner"))
    if dealer:
        out.append(Text.tr("dealer"))
    if taker:
        out.append(Text.tr("taker"))
    return out


def plate_title(name: str, roles: list[str]) -> str:
    """A seat plate's first line: the name, then its direction and roles."""
    return " · ".join([name, *roles])


def level_name(level: str) -> str:
    """A bot level in words."""
    return Text.tr(LEVEL_NAMES.get(level, level.capitalize()))


def preset_problem(error: Exception) -> str:
    """Why a preset file cannot be used (a ``gui.services.storage.PresetError``), in words."""
    d = dict(getattr(error, "details", {}))
    for key in ("game", "this_game"):
        if key in d:
            d[key] = game_name(str(d[key]))
    cause = d.pop("cause", None)
    if cause is not None:
        d["problem"] = (
            options_problem(cause.reason, cause.details) if hasattr(cause, "reason") else str(cause)
        )
    words = {
        "too_large": Text.tr("{file} is too large to be a preset."),
        "unreadable": Text.tr("{file} cannot be read: {error}."),
        "not_json": Text.tr("{file} is not a valid preset file (not JSON)."),
        "not_a_preset": Text.tr("{file} is not a preset file."),
        "other_game": Text.tr("{file} is a preset for {game}, not for {this_game}."),
        "incomplete": Text.tr("{file} has no name or no options."),
        "bad_options": Text.tr("{file} has options this game cannot use: {problem}"),
    }
    text = words.get(getattr(error, "reason", ""))
    return _fill(text, d) if text else str(error)


def options_problem(reason: str, details: Mapping[str, object]) -> str:
    """Why a set of options cannot be played, in words."""
    words = {
        "not_enough_cards": Text.tr(
            "{players} players with {hand_size} cards each need at least {decks_needed} decks."
        ),
        "out_of_range": Text.tr("{option} must be between {min} and {max}."),
        "not_a_choice": Text.tr("{option} must be one of {choices}."),
        "not_an_integer": Text.tr("{option} must be a whole number."),
        "not_a_boolean": Text.tr("{option} must be yes or no."),
        "unknown_option": Text.tr("Unknown options: {options}."),
        "not_a_multiple": Text.tr("{option} must be a multiple of {step}."),
        "min_bet_above_cash": Text.tr(
            "The minimum bet ({min_bet}) cannot be above the starting cash ({starting_cash})."
        ),
    }
    d = dict(details)
    if "option" in d:
        d["option"] = option_label(str(d["option"]))
    return _fill(
        words.get(reason, Text.tr("These options cannot be played together.")),
        {"code": reason, **d},
    )


# -- problems with files, in words: what happened (the technical text goes to the log) ------

_BAD_ACTION = re.compile(r"action (\d+) .*does not replay: (\w+)")


def os_problem(error: OSError) -> str:
    """A failed file operation in words (what the system said, not its message)."""
    if isinstance(error, FileNotFoundError):
        return Text.tr("The file or its folder does not exist.")
    if isinstance(error, PermissionError):
        return Text.tr("The app is not allowed to open or write that file.")
    if isinstance(error, IsADirectoryError):
        return Text.tr("That is a folder, not a file.")
    if error.errno == errno.ENOSPC:
        return Text.tr("The disk is full.")
    if error.errno == errno.EROFS:
        return Text.tr("The folder is read-only.")
    return Text.tr("The disk or the system refused (%1).").replace(
        "%1", error.strerror or type(error).__name__
    )


def record_problem(error: Exception) -> str:
    """Why a game record (the saved game, a game kept in History, a file to import) cannot
    be used, in words, from its ``engine.records.RecordError`` code."""
    reason = str(getattr(error, "reason", ""))
    if reason == "bad_action":
        m = _BAD_ACTION.search(str(error))
        if m is not None:
            return (
                Text.tr("Move %1 in the file is not allowed by the rules: %2")
                .replace("%1", m.group(1))
                .replace("%2", reason_text(m.group(2)))
            )
    damaged = Text.tr(
        "The file is damaged: it is not a complete game record (it may have been cut short "
        "or edited)."
    )
    words = {
        "unreadable": Text.tr(
            "The file cannot be opened: the app may not read it, or the disk failed."
        ),
        "too_large": Text.tr("The file is too large to be a game record."),
        "empty": Text.tr("The file is empty."),
        "not_json": damaged,
        "too_deep": Text.tr("The file is damaged: it is nested too deeply to be read."),
        "not_a_record": Text.tr("The file is not a game record of this app."),
        "bad_version": Text.tr("The file is a game record of a version this app does not know."),
        "future_version": Text.tr("The file was written by a newer version of the app."),
        "bad_game_version": Text.tr("The file was played with other rules of this game."),
        "unknown_game": Text.tr("The file is a game this app does not have."),
        "bad_options": Text.tr("The game's options in the file cannot be played."),
        "bad_seed": Text.tr("The file's deal is damaged."),
        "bad_deck": Text.tr("The file's deal is damaged."),
        "bad_actions": Text.tr("The file's list of moves is damaged."),
        "bad_action": Text.tr("A move in the file is not allowed by the rules."),
        "result_mismatch": Text.tr(
            "The result written in the file is not what its moves give: the file was changed."
        ),
    }
    return words.get(reason, damaged)


def file_problem(error: BaseException) -> str:
    """What went wrong with a file, in words, whatever raised it: a record's, a preset's,
    the system's refusal, a damaged JSON text, or the engine's refusal of a move or of
    options. Never the exception's own (English, technical) message."""
    from engine.errors import IllegalActionError, InvalidOptionsError

    if isinstance(error, OSError):
        return os_problem(error)
    if isinstance(error, json.JSONDecodeError):
        return Text.tr("The file is damaged: it is not valid JSON (line %1).").replace(
            "%1", str(error.lineno)
        )
    if isinstance(error, UnicodeDecodeError):
        return Text.tr("The file is not a text file.")
    if isinstance(error, RecursionError):
        return Text.tr("The file is damaged: it is nested too deeply to be read.")
    if isinstance(error, IllegalActionError):
        return reason_text(error.reason, error.details)
    if isinstance(error, InvalidOptionsError):
        return options_problem(error.reason, error.details)
    if isinstance(error, Exception) and hasattr(error, "reason"):
        # a preset's (gui.services.storage.PresetError) or a record's (RecordError)
        if type(error).__name__ == "PresetError":
            return preset_problem(error)
        return record_problem(error)
    return Text.tr("Something unexpected went wrong; it is written in the app's log.")


def settings_problem(moved_to: object = None) -> str:
    """The settings file could not be read at start: what the app did about it."""
    if moved_to:
        return Text.tr(
            "Your settings file was damaged, so the app started with the default settings. "
            "The damaged file was kept as %1."
        ).replace("%1", str(moved_to))
    return Text.tr(
        "Your settings could not be read, so the app uses the default settings for now; "
        "the file was left as it is and is read again at the next start."
    )
