"""Cards travel between processes (the AI's search process) and stay the same cards."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

from engine.cards import Card

ROOT = Path(__file__).resolve().parents[2]


def test_an_unpickled_card_is_the_shared_instance():
    for card in (Card.parse("7D"), Card.parse("10H~2")):
        again = pickle.loads(pickle.dumps(card))
        assert again is card and hash(again) == hash(card)


def test_a_card_pickled_in_one_process_is_found_in_another():
    """Another hash seed (as in the spawned search process) must not break dict look-ups."""
    data = pickle.dumps([Card.parse("7D"), Card.parse("QS~1")])
    code = (
        "import pickle, sys\n"
        "from engine.cards import Card\n"
        "cards = pickle.loads(sys.stdin.buffer.read())\n"
        "table = {Card.parse('7D'): 'a', Card.parse('QS~1'): 'b'}\n"
        "print(''.join(table[c] for c in cards))\n"
    )
    for seed in ("1", "2"):
        out = subprocess.run(
            [sys.executable, "-c", code],
            input=data,
            capture_output=True,
            cwd=ROOT,
            env={**os.environ, "PYTHONHASHSEED": seed},
            check=True,
        )
        assert out.stdout.strip() == b"ab"


def test_every_way_to_make_a_card_gives_the_one_shared_instance():
    """Equality and hashing are identity, so no route may build a second object."""
    import copy

    card = Card("10", "H", 2)
    assert card is Card.of("10", "H", 2) is Card.parse("10H~2") is Card.parse(" 10H~2 ")
    assert copy.copy(card) is card and copy.deepcopy([card])[0] is card
    assert card == Card.parse("10H~2") and card != Card.parse("10H~1")
    assert len({Card("7", "D"), Card.of("7", "D", 0), Card.parse("7D")}) == 1
    assert (card.rank, card.suit, card.copy, card.text, str(card)) == (
        "10",
        "H",
        2,
        "10H~2",
        "10H~2",
    )
    assert repr(Card("7", "D")) == "Card('7D')"


def test_cards_are_immutable_and_sort_by_rank_suit_copy():
    import pytest

    card = Card.parse("QS")
    with pytest.raises(AttributeError):
        card.rank = "K"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del card.suit
    with pytest.raises(TypeError):
        Card(10, "H")  # type: ignore[arg-type]
    texts = ["QS", "10H", "10H~1", "2C", "AS"]
    assert [c.text for c in sorted(map(Card.parse, texts))] == ["10H", "10H~1", "2C", "AS", "QS"]
    assert Card.parse("2C") < Card.parse("AS") and not Card.parse("AS") <= Card.parse("2C")
