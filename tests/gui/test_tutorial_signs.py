"""Every suit sign a tutorial names is the one its game's cards carry (issue #18 P1)."""

from __future__ import annotations

import importlib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gui.games.declaration.adapter import SUIT_SIGNS
from gui.tutorial import Script

ROOT = Path(__file__).resolve().parents[2]
FRENCH_SUITS = set("\u2660\u2665\u2666\u2663")  # ♠ ♥ ♦ ♣
DECLARATION = {sign for sign, _ in SUIT_SIGNS.values()}
# the signs each game's cards use (Frontier's tutorial names no suit)
CARD_SIGNS = {
    "declaration": DECLARATION,
    "belote": FRENCH_SUITS,
    "declare": FRENCH_SUITS,
    "frontier": set(),
}
# any sign that could be read as a suit: the card suits, their outlines, and the
# geometric shapes and stars (U+25A0-U+25FF, U+2B1F-U+2B2F, U+2730-U+273F)
SUIT_LIKE = (
    set("\u2660\u2661\u2662\u2663\u2664\u2665\u2666\u2667")
    | {chr(c) for c in range(0x25A0, 0x2600)}
    | {chr(c) for c in range(0x2B1F, 0x2B30)}
    | {chr(c) for c in range(0x2730, 0x2740)}
)


def _texts(game: str) -> tuple[set[str], list[str]]:
    module = importlib.import_module(f"gui.games.{game}.tutorial")
    scripts = [v for v in vars(module).values() if isinstance(v, Script)]
    assert scripts
    texts = [script.end for script in scripts]
    for script in scripts:
        for step in script.steps:
            texts += [step.hint, step.refusal]
    return {script.context for script in scripts}, texts


@pytest.mark.parametrize("game", sorted(CARD_SIGNS))
def test_tutorial_names_suits_with_the_cards_signs(game: str) -> None:
    contexts, texts = _texts(game)
    for lang in ("fr", "de", "es"):  # the translations of the same context
        tree = ET.parse(ROOT / "translations" / f"card_table_{lang}.ts")
        for ctx in tree.getroot().iter("context"):
            if ctx.findtext("name") in contexts:
                texts += [m.findtext("translation") or "" for m in ctx.iter("message")]
    wrong = {
        (sign, text[:60])
        for text in texts
        for sign in text
        if sign in SUIT_LIKE and sign not in CARD_SIGNS[game]
    }
    assert not wrong, wrong


def test_the_check_sees_declarations_old_signs() -> None:
    # the signs the tutorial used before the fix are outside the cards' set
    assert {"\u25cf", "\u25c6", "\u25a0"} <= SUIT_LIKE - DECLARATION
    assert {"\u25c9", "\u25b2", "\u2b1f", "\u2738"} == DECLARATION
