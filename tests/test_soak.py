"""The soak benchmark's own pieces (the long run itself is outside CI)."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _soak():
    spec = importlib.util.spec_from_file_location("soak", ROOT / "bench" / "soak.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("soak", module)
    spec.loader.exec_module(module)
    return module


def test_light_search_shrinks_every_hard_bot(monkeypatch):
    soak = _soak()
    for module, names in soak.LIGHT_SEARCH.items():
        cls = importlib.import_module(module).HardBot
        for name in names:
            value = getattr(cls, name)
            assert isinstance(value, int) and value > 3, (module, name)
            monkeypatch.setattr(cls, name, value)  # restored after the test
    soak.light_search(3)
    for module, names in soak.LIGHT_SEARCH.items():
        cls = importlib.import_module(module).HardBot
        assert all(getattr(cls, name) == 3 for name in names)


def test_one_soak_game_is_checked_and_counted(tmp_path):
    soak = _soak()
    v = next(i for i, var in enumerate(soak.variants()) if var.game == "frontier")
    result = soak.play_one((v, 0, 1, str(tmp_path), 0.5))
    assert result["ok"], result.get("failure")
    assert result["actions"] > 0
    tally = soak.Tally()
    tally.add(result)
    assert (tally.games, tally.actions, tally.failures) == (1, result["actions"], [])


def test_a_failing_soak_game_leaves_a_replayable_record(tmp_path, monkeypatch):
    soak = _soak()
    v = next(i for i, var in enumerate(soak.variants()) if var.game == "frontier")

    def broken(*args, **kwargs):
        kwargs["on_start"](soak.get_game("frontier").new_state(
            soak.get_game("frontier").options_type(), 3))
        raise AssertionError("boom")

    monkeypatch.setattr(soak, "check_playout", broken)
    result = soak.play_one((v, 0, 1, str(tmp_path), 0.1))
    assert not result["ok"] and "boom" in result["failure"]["error"]
    record = Path(result["failure"]["record"])
    assert record.exists() and record.parent == tmp_path
