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
    code = ("import pickle, sys\n"
            "from engine.cards import Card\n"
            "cards = pickle.loads(sys.stdin.buffer.read())\n"
            "table = {Card.parse('7D'): 'a', Card.parse('QS~1'): 'b'}\n"
            "print(''.join(table[c] for c in cards))\n")
    for seed in ("1", "2"):
        out = subprocess.run([sys.executable, "-c", code], input=data, capture_output=True,
                             cwd=ROOT, env={**os.environ, "PYTHONHASHSEED": seed},
                             check=True)
        assert out.stdout.strip() == b"ab"
