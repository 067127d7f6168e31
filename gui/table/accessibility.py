"""The table in words, for screen readers: card names and a description of a layout.

Graphics items are not accessible, so the table view carries the words instead: its
accessible description reads the whole table (from the same ``Layout`` the scene draws, which
the adapter made from the player's observation), and its accessible name says which card
has the keyboard focus.
"""

from __future__ import annotations

from collections.abc import Mapping

from gui.games import plugins
from gui.games.base import Layout, Pile
from gui.text import rank_letter
from gui.tr import Context

Cards = Context("Cards")


def _rank_names() -> dict[str, str]:
    return {
        "A": Cards.tr("ace"),
        "J": Cards.tr("jack"),
        "Q": Cards.tr("queen"),
        "K": Cards.tr("king"),
        "O": Cards.tr("officer"),
        "M": Cards.tr("commander"),
        "P": Cards.tr("voidpilot"),
        "E": Cards.tr("emperor"),
    }


def art_words() -> dict[str, str]:
    """The words drawn on the card art (in English there: a court's banner, a wild card's
    mark, the French deck's court letters), each as the player's language says it, in
    capitals as drawn."""
    return {
        **{rank: rank_letter(rank) for rank in "JQK"},
        "OFFICER": Cards.tr("officer").upper(),
        "COMMANDER": Cards.tr("commander").upper(),
        "VOIDPILOT": Cards.tr("voidpilot").upper(),
        "EMPEROR": Cards.tr("emperor").upper(),
        "WILD": Cards.tr("wild").upper(),
    }


def _suit_names(deck_art: str) -> Mapping[str, str]:
    """The suits of a deck art in words: the game's that brings it, else the French deck's."""
    for plugin in plugins():
        if deck_art in plugin.suit_names:
            return plugin.suit_names[deck_art]()
    return {
        "S": Cards.tr("spades"),
        "H": Cards.tr("hearts"),
        "D": Cards.tr("diamonds"),
        "C": Cards.tr("clubs"),
    }


def card_name(face: object, deck_art: str = "french") -> str:
    """A card in words: ``"10H"`` is "10 of hearts", ``"EV"`` "emperor of Void"."""
    text = str(face).split("~")[0]  # a copy number is not part of the name
    rank, suit = text[:-1], text[-1:]
    suits = _suit_names(deck_art)
    if not rank or suit not in suits:
        return text
    rank_name = _rank_names().get(rank, rank)
    return Cards.tr("%1 of %2").replace("%1", rank_name).replace("%2", suits[suit])


def pile_name(pile: Pile, seat_names: dict[int, str] | None = None) -> str:
    """What a pile is called when read out: its label, or what its id says."""
    pid = pile.id
    if pile.players_hand:
        return Cards.tr("Your hand")
    if pile.label:
        return pile.label
    named = {
        "trick": Cards.tr("Your card in the trick"),
        "last": Cards.tr("Last trick"),
        "turned": Cards.tr("Turned card"),
        "draw": Cards.tr("Draw pile"),
        "pile": Cards.tr("Discard pile"),
        "commit": Cards.tr("Your commitment"),
        "meld0": Cards.tr("Your meld"),
    }
    if pid in named:
        return named[pid]
    head = pid.rstrip("0123456789")
    seat = pid[len(head) :]
    if seat and seat_names and int(seat) in seat_names:
        who = seat_names[int(seat)]
        words = {
            "seat": Cards.tr("%1's cards"),
            "trick": Cards.tr("%1's card in the trick"),
            "meld": Cards.tr("%1's meld"),
            "commit": Cards.tr("%1's commitment"),
        }
        if head in words:
            return words[head].replace("%1", who)
    return pid


def describe_cards(pile: Pile, deck_art: str) -> str:
    """A pile's cards in words (face-down cards are counted, not named)."""
    shown = [card_name(face, deck_art) for _, face in pile.cards if face]
    hidden = sum(1 for _, face in pile.cards if not face)
    parts = list(shown)
    if hidden:
        parts.append(Cards.tr("%1 face down").replace("%1", str(hidden)))
    return ", ".join(parts) if parts else Cards.tr("empty")


def describe_layout(layout: Layout, deck_art: str) -> str:
    """The whole table in words: the player's hand first, then every other pile and seat."""
    # a plate's first line starts with the seat's name ("Seat 1 (Easy) · East · dealer")
    names = {
        sv.seat: sv.lines[0].split(" — ")[0].split(" · ")[0].strip()
        for sv in layout.seats
        if sv.lines
    }
    lines: list[str] = []
    hand = [c for p in layout.piles if p.players_hand for c in p.cards]
    if hand:
        lines.append(
            Cards.tr("Your hand: %1.").replace(
                "%1", describe_cards(Pile("hand", 0, 0, hand), deck_art)
            )
        )
    for pile in layout.piles:
        if pile.players_hand or not pile.cards:
            continue
        if pile.label and not any(face for _, face in pile.cards):
            lines.append(pile.label + ".")  # a face-down pile: its label says how many
        else:
            lines.append(f"{pile_name(pile, names)}: {describe_cards(pile, deck_art)}.")
    for seat in layout.seats:
        text = ", ".join(line for line in seat.lines if line)
        if seat.active:
            text = Cards.tr("%1 (to play)").replace("%1", text)
        lines.append(text + ".")
    if layout.info:
        lines.append(
            ". ".join(" ".join(line.split()) for line in layout.info.splitlines() if line.strip())
        )
    return "\n".join(lines)
