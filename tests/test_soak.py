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
        kwargs["on_start"](
            soak.get_game("frontier").new_state(soak.get_game("frontier").options_type(), 3)
        )
        raise AssertionError("boom")

    monkeypatch.setattr(soak, "check_playout", broken)
    result = soak.play_one((v, 0, 1, str(tmp_path), 0.1))
    assert not result["ok"] and "boom" in result["failure"]["error"]
    record = Path(result["failure"]["record"])
    assert record.exists() and record.parent == tmp_path


def test_the_soak_covers_each_seeded_variant_once():
    soak = _soak()
    names = [(v.game, v.label) for v in soak.variants()]
    assert len(names) == len(set(names))
    assert {v.fixed.get("variant") for v in soak.variants() if v.game == "belote"} == {
        "with_trump",
        "no_trump",
        "coinche",
    }
    assert {v.fixed.get("void_lock") for v in soak.variants() if v.game == "declaration"} == {
        True,
        False,
    }
    assert {g for g, _ in names} == {"declare", "frontier", "declaration", "belote"}


def test_length_fields_reach_their_whole_range_and_keep_the_default_a_quarter_of_the_time():
    import random

    soak = _soak()
    rng = random.Random(3)
    for default, lo, hi in ((0, 0, 10_000), (5, 1, 50), (250, 50, 1000), (3, 0, 20)):
        xs = [soak.length_value(default, lo, hi, rng) for _ in range(20_000)]
        assert min(xs) == lo and all(lo <= x <= hi for x in xs)
        assert max(xs) > lo + (hi - lo) * 0.9  # the long games are drawn too
        share = sum(x == default for x in xs) / len(xs)
        assert 0.23 < share < 0.40, share  # the default, plus what the log-uniform draws
        assert sorted(xs)[len(xs) // 2] < (lo + hi) / 2  # most games stay short


def test_drawn_options_are_valid_and_their_spread_is_reported():
    import random

    soak = _soak()
    seen: dict[str, set[str]] = {}
    for i, v in enumerate(soak.variants() * 40):
        data = soak.random_options(v.game, v.fixed, random.Random(i))
        soak.get_game(v.game).options_from_dict(data)  # valid
        assert all(data[k] == want for k, want in v.fixed.items())
        seen.setdefault(v.game, set()).add(soak.coverage(v.game, data))
    assert seen["belote"] == {
        "house/declarations",
        "house/no declarations",
        "official/declarations",
        "official/no declarations",
    }
    assert seen["declare"] == {"2-5 players", "6-12 players", "13-20 players"}


def test_only_chooses_a_games_variants_and_plays_the_same_games(tmp_path):
    soak = _soak()
    vs = soak.variants()
    belote = soak.chosen_variants("belote")
    assert [vs[i].game for i in belote] == ["belote"] * 3
    assert soak.chosen_variants(None) == list(range(len(vs)))
    assert sorted(soak.chosen_variants("frontier,declare")) == [
        i for i, v in enumerate(vs) if v.game in ("frontier", "declare")
    ]
    import pytest

    with pytest.raises(SystemExit, match="no such game"):
        soak.chosen_variants("poker")
    alone = list(soak.tasks(soak.chosen_variants("frontier"), 2, 5, None, 0.1))
    together = [
        t
        for t in soak.tasks(soak.chosen_variants(None), 2, 5, None, 0.1)
        if vs[t[0]].game == "frontier"
    ]
    assert alone == together  # a game's tasks (hence its games) do not depend on the others
    args = soak.parse_args(
        [
            "--games",
            "1",
            "--only",
            "frontier",
            "--out",
            str(tmp_path / "s.md"),
            "--failures",
            str(tmp_path),
        ]
    )
    tallies = soak.run(args, report=lambda _line: None)
    assert [t.games for t in tallies] == [1 if v.game == "frontier" else 0 for v in vs]
    text = (tmp_path / "s.md").read_text()
    assert "| frontier |" in text and "| belote |" not in text and "Code: commit" in text


def test_a_run_from_start_plays_the_rest_of_an_uninterrupted_run():
    soak = _soak()
    chosen = soak.chosen_variants("frontier,belote")
    whole = list(soak.tasks(chosen, 5, 9, None, 0.1))
    assert whole == list(soak.tasks(chosen, 2, 9, None, 0.1)) + list(
        soak.tasks(chosen, 5, 9, None, 0.1, start=2)
    )
    args = soak.parse_args(["--games", "3", "--start", "2"])
    assert args.start == 2
