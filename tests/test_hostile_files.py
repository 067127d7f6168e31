"""Hostile files: every file the app reads (saves, history, settings, presets, records) is
checked against its schema before use. Lone surrogates, 5000-digit integers, 10**30, wrong
types in every field, ten-million-character strings, a folder where a file should be: each
gives a clear message in words (never a parser's "Expecting ',' delimiter" nor a bare code),
short (it never quotes the whole bad value), the file is set aside, and nothing raises."""

from __future__ import annotations

import json
import random
from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.records import RecordError, make_record, read_record, replay
from engine.registry import get_game
from engine.validate import SchemaError, any_json, check, integer, text
from gui.services import storage
from gui.services.history_files import import_record, list_history


def good_record(game_id: str = "declare", actions: int = 12, seed: int = 5) -> dict:
    game = get_game(game_id)
    state = game.new_state(game.options_from_dict({}), seed)
    rng = random.Random(seed)
    for _ in range(actions):
        state.apply(rng.choice(state.legal_actions()))
    return make_record(state)


GOOD = good_record()
HUGE_INT = "9" * 5000  # Python refuses to read integers of more than 4300 digits


def _write(path: Path, data: object) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def _with(**fields: object) -> dict:
    return {**GOOD, **fields}


# a save's (or record's) bad fields: (case, file text, words the message must hold)
SAVE_CASES = [
    ("seats ints", _with(seats=[1, 2, 3]), "seats[0]"),
    ("seats a string", _with(seats="abc"), "seats: a list is expected"),
    ("seats null", _with(seats=None), "seats: a list is expected"),
    ("seat name an int", _with(seats=[{"kind": "human", "name": 5}]), "seats[0].name"),
    ("seed of 5000 digits", json.dumps(GOOD)[:-1] + ', "undo_used": ' + HUGE_INT + "}",
     "number too long"),
    ("seed 2**64", _with(seed=2**64), "seed must be an integer up to"),
    ("game of 100,000 characters", _with(game="x" * 100_000), "at most 200 characters"),
    ("game a lone surrogate", json.dumps(GOOD).replace('"declare"', '"\\ud800"'), "not valid"),
    ("result scores a number", _with(result={"scores": 5, "winners": [0]}), "result.scores"),
    ("result without winners", _with(result={"scores": [1, 2, 3]}), "winners: is missing"),
    ("format_version 0", _with(format_version=0), "does not exist"),
    ("format_version -1", _with(format_version=-1), "does not exist"),
    ("options a list", _with(options=[1, 2]), "options: an object is expected"),
    ("options 10**30", _with(options={"players": 10**30}), "is not between"),
    ("action a number", _with(actions=["bid 3", 5]), "actions must be a list of strings"),
]  # fmt: skip


def _words_ok(message: str) -> None:
    assert len(message) < 400, message  # never the whole bad value
    assert "Expecting" not in message and "delimiter" not in message


@pytest.mark.parametrize(("case", "data", "words"), SAVE_CASES, ids=[c[0] for c in SAVE_CASES])
def test_a_hostile_save_is_refused_in_words_and_set_aside(tmp_path, case, data, words):
    save = _write(tmp_path / "saves" / "current.json", data)
    before = save.read_bytes()
    found = storage.load_save(save)
    assert found.problem is not None and words in found.problem, found.problem
    _words_ok(found.problem)
    assert found.moved_to is not None and found.moved_to.read_bytes() == before
    assert not save.exists()


@pytest.mark.parametrize(("case", "data", "words"), SAVE_CASES, ids=[c[0] for c in SAVE_CASES])
def test_a_hostile_record_is_refused_on_import(tmp_path, case, data, words):
    source = _write(tmp_path / "in" / "record.json", data)
    with pytest.raises(RecordError) as e:
        import_record(source, tmp_path / "history")
    assert words in str(e.value)
    _words_ok(str(e.value))
    assert not (tmp_path / "history").exists()


def test_a_ten_million_character_game_is_refused_in_words(tmp_path):
    save = _write(tmp_path / "current.json", _with(game="x" * 10_000_000))
    found = storage.load_save(save)
    assert found.problem is not None and "at most 200 characters" in found.problem
    _words_ok(found.problem)
    bigger = _write(tmp_path / "record.json", _with(game="x" * 11_000_000))
    with pytest.raises(RecordError) as e:
        read_record(bigger)
    assert e.value.reason == "too_large" and len(str(e.value)) < 200


def test_a_folder_where_the_save_should_be_is_refused(tmp_path):
    save = tmp_path / "saves" / "current.json"
    save.mkdir(parents=True)
    with pytest.raises(RecordError, match="not a file"):
        read_record(save)
    found = storage.load_save(save)
    assert found.problem is not None and "not a file" in found.problem
    assert found.moved_to is not None and not save.exists()


def test_history_lists_the_good_records_and_sets_the_hostile_ones_aside(tmp_path):
    history = tmp_path / "history"
    good = _write(history / "20260101-000000-declare-5.json", GOOD)
    _write(history / "20260101-000001-declare-5.json", _with(result={"scores": 5}))
    _write(
        history / "20260101-000002-declare-5.json",
        json.dumps(GOOD).replace('"bot"', '"b\\udfffot"'),
    )
    _write(history / "20260101-000003-declare-5.json", _with(seats="abc"))
    problems: list[str] = []
    assert [e.path for e in list_history(history, problems)] == [good]
    assert len(problems) == 3 and all("damaged" in p for p in problems)
    assert len(list(history.glob("*.corrupt-*"))) == 3
    assert [e.path for e in list_history(history)] == [good]  # said once: they are gone


SETTINGS_CASES = [
    ("geometry a lone surrogate", '{"geometry": "\\ud800"}', "geometry"),
    ("language a lone surrogate", '{"language": "\\udc80"}', "language"),
    ("last_game a lone surrogate", '{"last_game": "a\\ud800b"}', "last_game"),
    ("game_options a list", '{"game_options": [1]}', "game_options"),
    ("game_options a string", '{"game_options": "declare"}', "game_options"),
    ("game_options 10**30", '{"game_options": {"declare": {"players": 1' + "0" * 30 + "}}}",
     "game_options"),
    ("game_options of a number", '{"game_options": {"declare": 5}}', "game_options"),
    ("seat_levels an int", '{"seat_levels": 3}', "seat_levels"),
    ("seat_levels of ints", '{"seat_levels": {"declare": [1, 2]}}', "seat_levels"),
    ("geometry of a million characters", json.dumps({"geometry": "A" * 500_000}), "geometry"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("case", "content", "words"), SETTINGS_CASES, ids=[c[0] for c in SETTINGS_CASES]
)
def test_hostile_settings_fall_back_and_can_be_saved_again(tmp_path, case, content, words):
    path = _write(tmp_path / "settings.json", content[:-1] + ', "felt": "blue"}')
    loaded = storage.load_settings(path)
    assert loaded.problem is not None and words in loaded.problem
    assert loaded.settings.felt == "blue"  # the good ones are kept
    defaults = storage.AppSettings()
    assert getattr(loaded.settings, words) == getattr(defaults, words)
    storage.save_settings(loaded.settings, path)  # never an abort at quit
    assert storage.load_settings(path).problem is None


def test_hostile_presets_are_set_aside(tmp_path):
    path = _write(tmp_path / "presets.json", {"declare": {"mine": {"players": 10**30}}})
    problems: list[str] = []
    assert storage.load_presets(path, problems) == {}
    assert problems and "set aside" in problems[0]
    assert not path.exists()


@pytest.mark.parametrize(
    "name", ["x" * 5_000, "\ud800", 5], ids=["5,000 characters", "a lone surrogate", "an int"]
)
def test_a_hostile_preset_name_is_refused(tmp_path, name):
    game = get_game("declare")
    source = tmp_path / "preset.json"
    source.write_text(
        json.dumps(
            {"format": storage.PRESET_FORMAT, "version": 1, "game": "declare", "name": name,
             "options": {"players": 3}}
        )
    )  # fmt: skip
    with pytest.raises(storage.PresetError) as e:
        storage.import_preset(source, game)
    assert e.value.reason == "incomplete" and len(str(e.value)) < 200


# -- generated hostile JSON -----------------------------------------------------------------

SURROGATES = st.integers(0xD800, 0xDFFF).map(chr)
HOSTILE_TEXT = st.one_of(
    st.text(max_size=20),
    st.builds(lambda a, s, b: a + s + b, st.text(max_size=5), SURROGATES, st.text(max_size=5)),
    st.integers(201, 3000).map(lambda n: "x" * n),
)
HOSTILE_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.sampled_from([10**30, -(10**30), 2**63, -1, 0]),
    st.floats(allow_nan=True, allow_infinity=True),
    HOSTILE_TEXT,
)
HOSTILE_JSON = st.recursive(
    HOSTILE_SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(HOSTILE_TEXT, inner, max_size=4),
    max_leaves=10,
)
RECORD_KEYS = ["format_version", "game", "game_version", "options", "seed", "deck", "seats",
               "actions", "result", "fair_deal", "undo_used"]  # fmt: skip


def _dump(data: object) -> str:
    # as a hostile file would hold it: surrogates as \\u escapes (json writes them so)
    return json.dumps(data, ensure_ascii=True)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(RECORD_KEYS), HOSTILE_JSON, min_size=1, max_size=3))
def test_any_hostile_field_in_a_save_is_a_record_error_or_a_real_game(tmp_path_factory, bad):
    save = tmp_path_factory.mktemp("save") / "current.json"
    save.write_text(_dump({**GOOD, **bad}))
    found = storage.load_save(save)  # never raises
    if found.problem is not None:
        _words_ok(found.problem)
        assert found.moved_to is not None or "cannot read" in found.problem
    elif found.record is not None:  # what loads can be written back and replays again
        storage.write_save(found.record, save)
        assert replay(read_record(save)).snapshot() == found.state.snapshot()


@settings(max_examples=120, deadline=None)
@given(st.dictionaries(st.sampled_from([f.name for f in fields(storage.AppSettings)]),
                       HOSTILE_JSON, max_size=4))  # fmt: skip
def test_any_hostile_settings_load_and_save_again(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("config") / "settings.json"
    path.write_text(_dump(data))
    loaded = storage.load_settings(path)  # never raises
    storage.save_settings(loaded.settings, path)  # nor does writing them back
    assert storage.load_settings(path).settings == loaded.settings


@given(HOSTILE_JSON)
def test_the_schema_checker_refuses_or_passes_never_raises_otherwise(value):
    for schema in (text(), integer(0, 10), any_json(max_depth=2, max_items=3, max_text=10)):
        try:
            check(value, schema, "value")
        except SchemaError as e:
            assert str(e).startswith("value") and len(str(e)) < 300
