"""Every refusal code an engine can raise has a sentence for the player."""

from __future__ import annotations

import enum
import importlib
import pkgutil

import engine.games
from engine.core import Reason
from gui.text import reason_text


def all_reason_codes():
    codes = {str(r) for r in Reason}
    for m in pkgutil.walk_packages(engine.games.__path__, "engine.games."):
        module = importlib.import_module(m.name)
        for obj in vars(module).values():
            is_reason = isinstance(obj, type) and issubclass(obj, enum.StrEnum)
            if is_reason and obj.__name__.endswith("Reason"):
                codes |= {str(r) for r in obj}
    return codes


def test_every_reason_code_has_words():
    codes = all_reason_codes()
    assert {"declare_locked", "must_overtrump", "amount_too_high", "meld_wraps_around"} <= codes
    missing = sorted(c for c in codes if c in reason_text(c))
    assert missing == [], f"no sentence for {missing}"
