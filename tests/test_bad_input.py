"""Bad input: saves, hand records, presets, settings and the statistics database that are
empty, truncated, not JSON, of a future version, of wrong types, with cards that do not
exist or are duplicated, with illegal actions, very large (a sparse 300 MB file) or deeply
nested (10,000 levels). Each is loaded through the functions the app uses: it gives a clear
message, the bad file is set aside whole (``*.corrupt-<time>``), other files are untouched,
and the app goes on."""

from __future__ import annotations

import hashlib
import json
import random
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.records import RecordError, make_record, read_record, replay
from engine.registry import get_game
from gui.services import storage
from gui.services.history_files import import_record, list_history
from gui.services.stats_db import StatsDB

BIG = 300 * 1024 * 1024
DEEP = "[" * 10_000 + "]" * 10_000
DEEP_OBJECT = '{"a":' * 10_000 + "1" + "}" * 10_000


def good_record(game_id: str = "declare", actions: int = 12, seed: int = 5) -> dict:
    game = get_game(game_id)
    state = game.new_state(game.options_from_dict({}), seed)
    rng = random.Random(seed)
    for _ in range(actions):
        state.apply(rng.choice(state.legal_actions()))
    return make_record(state)


GOOD = good_record()
GOOD_TEXT = json.dumps(GOOD)
FULL_DECK = list(GOOD["deck"] or []) or None


def _stacked(deck: list[str]) -> str:
    return json.dumps({**GOOD, "deck": deck, "actions": []})


# (case, file content, words the message must hold)
RECORD_CASES = [
    ("empty", "", "is empty"),
    ("truncated", GOOD_TEXT[: len(GOOD_TEXT) // 2], "not valid JSON"),
    ("not json", "this is not { JSON", "not valid JSON"),
    ("not utf-8", b"\xff\xfe\x00\x81 garbage", "not UTF-8"),
    ("a list", "[1, 2, 3]", "not a hand record"),
    ("future version", json.dumps({**GOOD, "format_version": 99}), "newer than this app"),
    ("other rules version", json.dumps({**GOOD, "game_version": 999}), "rules version"),
    ("unknown game", json.dumps({**GOOD, "game": "chess"}), "chess"),
    ("seed not a number", json.dumps({**GOOD, "seed": "five"}), "seed must be an integer"),
    ("actions not a list", json.dumps({**GOOD, "actions": "throw 5"}), "actions must be"),
    (
        "options of a wrong type",
        json.dumps({**GOOD, "options": {"players": "4"}}),
        "invalid options",
    ),
    ("options out of range", json.dumps({**GOOD, "options": {"players": 99}}), "invalid options"),
    ("card that does not exist", _stacked(["ZZ"] * 54), "unknown_card"),
    ("duplicated card", _stacked(["5H"] * 54), "duplicate_card"),
    (
        "illegal action",
        json.dumps({**GOOD, "actions": [*GOOD["actions"], "throw 99", "pick ZZ"]}),
        "does not replay",
    ),
    (
        "action that is not an action",
        json.dumps({**GOOD, "actions": ["", "!!"]}),
        "does not replay",
    ),
    (
        "wrong result",
        json.dumps({**GOOD, "result": {"scores": [1], "winners": [0]}}),
        "differs from the replay",
    ),
    ("deeply nested list", DEEP, "nested too deeply"),
    ("deeply nested object", DEEP_OBJECT, "nested too deeply"),
]


def _write(path: Path, content: str | bytes | None) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if content is None:  # a sparse 300 MB file: cheap to make, costly if read
        with path.open("wb") as f:
            f.truncate(BIG)
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


def _digest(path: Path) -> tuple[int, str]:
    size = path.stat().st_size
    if size > 50_000_000:  # the sparse file: its size says it is whole
        return size, ""
    return size, hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def home(tmp_path):
    """A config and data folder with good files next to the bad one."""
    others = {
        tmp_path / "config" / "settings.json": json.dumps({"felt": "blue"}),
        tmp_path / "config" / "presets.json": json.dumps({"declare": {"mine": {"players": 3}}}),
        tmp_path / "data" / "history" / "20260101-000000-declare-5.json": GOOD_TEXT,
    }
    for path, text in others.items():
        _write(path, text)
    before = {p: _digest(p) for p in others}
    yield tmp_path
    assert {p: _digest(p) for p in before if p.exists()} == before, "another file changed"


def _set_aside_whole(
    path: Path, moved: Path | None, digest: tuple[int, str], replaced: bool = False
) -> None:
    assert replaced or not path.exists(), "the bad file is still in the way"
    assert moved is not None and moved.name.startswith(path.name + ".corrupt-")
    assert _digest(moved) == digest, "the set-aside file is not the original"


@pytest.mark.parametrize(
    ("case", "content", "words"),
    [*RECORD_CASES, ("300 MB", None, "records are at most")],
    ids=[c[0] for c in RECORD_CASES] + ["300 MB"],
)
def test_bad_save_is_reported_and_set_aside(home, case, content, words):
    save = home / "data" / "saves" / "current.json"
    _write(save, content)
    digest = _digest(save)
    found = storage.load_save(save)
    assert found.state is None and found.record is None
    assert words in (found.problem or ""), found.problem
    _set_aside_whole(save, found.moved_to, digest)
    # the next autosave goes where the bad one was
    storage.write_save(GOOD, save)
    assert storage.load_save(save).state.history == replay(GOOD).history


@pytest.mark.parametrize(
    ("case", "content", "words"),
    [*RECORD_CASES, ("300 MB", None, "records are at most")],
    ids=[c[0] for c in RECORD_CASES] + ["300 MB"],
)
def test_bad_hand_record_is_refused_on_import(home, case, content, words):
    source = home / "downloads" / "record.json"
    _write(source, content)
    digest = _digest(source)
    history = home / "data" / "history"
    with pytest.raises(RecordError) as err:
        import_record(source, history)
    assert words in str(err.value)
    assert _digest(source) == digest  # the player's file is left as it was
    assert [e.path.name for e in list_history(history)] == ["20260101-000000-declare-5.json"]


def test_history_lists_good_records_and_skips_bad_ones(home):
    history = home / "data" / "history"
    for i, (_, content, _) in enumerate(RECORD_CASES[:6]):
        _write(history / f"bad-{i}.json", content)
    _write(history / "huge.json", None)
    _write(history / "deep.json", DEEP)
    names = [e.path.name for e in list_history(history)]
    assert "20260101-000000-declare-5.json" in names
    assert not any(
        n.startswith(("bad-0", "bad-1", "bad-2", "bad-3", "huge", "deep")) for n in names
    )
    assert storage.find_archive(GOOD, history) == history / "20260101-000000-declare-5.json"


SETTINGS_CASES = [
    ("empty", "", "could not be read"),
    ("truncated", json.dumps({"felt": "blue", "theme": "dark"})[:20], "could not be read"),
    ("not json", "felt = blue", "could not be read"),
    ("not utf-8", b"\xff\xfe\x00\x81", "could not be read"),
    ("a list", "[]", "not a JSON object"),
    ("deeply nested", DEEP, "could not be read"),
    ("300 MB", None, "too large"),
]


@pytest.mark.parametrize(
    ("case", "content", "words"), SETTINGS_CASES, ids=[c[0] for c in SETTINGS_CASES]
)
def test_bad_settings_are_reset_and_set_aside(tmp_path, case, content, words):
    path = tmp_path / "config" / "settings.json"
    _write(path, content)
    digest = _digest(path)
    loaded = storage.load_settings(path)
    assert words in (loaded.problem or ""), loaded.problem
    assert loaded.settings == storage.AppSettings()
    _set_aside_whole(path, loaded.moved_to, digest)


def test_settings_of_wrong_types_keep_the_good_ones(tmp_path):
    path = tmp_path / "settings.json"
    _write(
        path,
        json.dumps(
            {
                "felt": 5,
                "theme": "dark",
                "animation_speed": "warp",
                "sound": "yes",
                "game_options": [],
                "card_back": "red",
                "from_the_future": {"x": 1},
            }
        ),
    )
    loaded = storage.load_settings(path)
    assert loaded.problem is not None
    for name in ("felt", "animation_speed", "sound", "game_options"):
        assert name in loaded.problem
    assert (loaded.settings.theme, loaded.settings.card_back) == ("dark", "red")
    assert loaded.settings.felt == "green" and loaded.moved_to is None


PRESET_FILE_CASES = [
    ("empty", "", "could not be read"),
    ("not json", "{presets", "could not be read"),
    ("wrong types", json.dumps({"declare": ["players", 3]}), "not a presets file"),
    ("deeply nested", DEEP_OBJECT, "could not be read"),
    ("300 MB", None, "too large"),
]


@pytest.mark.parametrize(
    ("case", "content", "words"), PRESET_FILE_CASES, ids=[c[0] for c in PRESET_FILE_CASES]
)
def test_bad_presets_file_is_reported_and_set_aside(tmp_path, case, content, words):
    path = tmp_path / "config" / "presets.json"
    _write(path, content)
    digest = _digest(path)
    problems: list[str] = []
    assert storage.load_presets(path, problems) == {}
    assert len(problems) == 1 and words in problems[0], problems
    moved = Path(problems[0].rsplit(" as ", 1)[1])
    _set_aside_whole(path, moved, digest)
    storage.save_preset("declare", "new", {"players": 3}, path)
    assert storage.load_presets(path) == {"declare": {"new": {"players": 3}}}


def _preset(**changes) -> str:
    return json.dumps(
        {
            "format": storage.PRESET_FORMAT,
            "version": 1,
            "game": "declare",
            "name": "Big table",
            "options": {"players": 6},
            **changes,
        }
    )


PRESET_IMPORT_CASES = [
    ("empty", "", "not_json"),
    ("truncated", _preset()[:30], "not_json"),
    ("not a preset", GOOD_TEXT, "not_a_preset"),
    ("other game", _preset(game="belote"), "other_game"),
    ("no name", _preset(name=""), "incomplete"),
    ("options of wrong type", _preset(options={"players": "six"}), "bad_options"),
    ("unknown option", _preset(options={"jokers": 4}), "bad_options"),
    ("deeply nested", DEEP_OBJECT, "not_json"),
    ("300 MB", None, "too_large"),
]


@pytest.mark.parametrize(
    ("case", "content", "reason"), PRESET_IMPORT_CASES, ids=[c[0] for c in PRESET_IMPORT_CASES]
)
def test_bad_preset_import_is_refused_with_its_reason(tmp_path, case, content, reason):
    from gui.text import preset_problem

    source = tmp_path / "shared.preset.json"
    _write(source, content)
    digest = _digest(source)
    with pytest.raises(storage.PresetError) as err:
        storage.import_preset(source, get_game("declare"))
    assert err.value.reason == reason
    assert "shared.preset.json" in preset_problem(err.value)
    assert _digest(source) == digest


def _stats_with_a_game(path: Path) -> None:
    db = StatsDB(path)
    row = db.add_game("declare", 5, ["human", "easy"])
    db.finish_game(row, True, 3, [3, 9])
    db.close()


def _truncated_db(path: Path) -> None:
    _stats_with_a_game(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])


def _future_db(path: Path) -> None:
    _stats_with_a_game(path)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE meta SET value = '999' WHERE key = 'schema_version'")
    conn.close()


STATS_CASES = [
    ("not a database", lambda p: p.write_bytes(b"hello, world " * 400), "not a database"),
    ("a JSON file", lambda p: p.write_text(GOOD_TEXT), "not a database"),
    ("truncated", _truncated_db, ""),
    ("future schema", _future_db, "newer version"),
    ("300 MB", lambda p: _write(p, None), "not a database"),
]


@pytest.mark.parametrize(("case", "make", "words"), STATS_CASES, ids=[c[0] for c in STATS_CASES])
def test_bad_statistics_are_set_aside_and_started_again(tmp_path, case, make, words):
    path = tmp_path / "data" / "stats.sqlite"
    path.parent.mkdir(parents=True)
    make(path)
    digest = _digest(path)
    db = StatsDB(path)
    assert db.games() == []  # a new, empty database
    problem = db.take_problem()
    assert problem is not None and "set aside" in problem and words in problem, problem
    _set_aside_whole(path, db.moved_to, digest, replaced=True)  # by the new database
    row = db.add_game("declare", 1, ["human", "easy"])
    assert [g.id for g in db.games()] == [row]
    db.close()


def test_empty_statistics_file_is_a_new_database(tmp_path):
    path = tmp_path / "stats.sqlite"
    path.write_bytes(b"")
    db = StatsDB(path)
    assert db.games() == [] and db.take_problem() is None
    db.close()


# -- generated malformed records ---------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**12), 10**12)
    | st.floats(allow_nan=True)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
KEYS = [
    "format",
    "format_version",
    "game",
    "game_version",
    "options",
    "seed",
    "deck",
    "seats",
    "actions",
    "result",
    "fair_deal",
    "undo_used",
]


@st.composite
def malformed_records(draw):
    """A good record with some fields replaced, removed, or its actions edited."""
    record = json.loads(
        json.dumps(
            good_record(
                draw(st.sampled_from(["declare", "frontier", "declaration", "belote"])),
                actions=draw(st.integers(0, 20)),
            )
        )
    )
    for key in draw(st.lists(st.sampled_from(KEYS), max_size=3, unique=True)):
        if draw(st.booleans()):
            record.pop(key, None)
        else:
            record[key] = draw(JSON_VALUES)
    actions = record.get("actions")
    if isinstance(actions, list) and actions and draw(st.booleans()):
        i = draw(st.integers(0, len(actions) - 1))
        edit = draw(st.sampled_from(["swap", "drop", "garble", "repeat"]))
        if edit == "swap":
            j = draw(st.integers(0, len(actions) - 1))
            actions[i], actions[j] = actions[j], actions[i]
        elif edit == "drop":
            del actions[i]
        elif edit == "garble":
            actions[i] = draw(st.text(max_size=10))
        else:
            actions.insert(i, actions[i])
    return record


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(malformed_records())
def test_generated_malformed_records_fail_only_with_a_record_error(record):
    try:
        state = replay(record)
    except RecordError as e:
        assert e.reason and str(e)
        return
    # what replays is a real game: its own record replays to the same state
    assert replay(make_record(state)).snapshot() == state.snapshot()


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_any_bytes_as_a_save_never_crash_and_are_set_aside(tmp_path_factory, data):
    save = tmp_path_factory.mktemp("save") / "current.json"
    save.write_bytes(data)
    found = storage.load_save(save)
    if found.problem is not None:
        assert found.moved_to is not None and found.moved_to.read_bytes() == data
    else:  # only a real record (or a finished game) loads
        assert found.state is not None or read_record(save)["result"] is not None


# -- the app keeps running ------------------------------------------------------------------


def test_window_starts_with_corrupt_save_and_settings(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gui.main_window import MainWindow

    config = tmp_path / "config" / "settings.json"
    save = tmp_path / "data" / "saves" / "current.json"
    _write(config, '{"felt": "blue", "the')
    _write(save, DEEP)
    warnings: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda parent, title, text, *a, **k: warnings.append(text)
    )
    loaded = storage.load_settings(config)
    assert "could not be read" in (loaded.problem or "")
    window = MainWindow(
        storage.AppSettings(**{**vars(loaded.settings), "animation_speed": "instant"}),
        save_path=save,
        config_path=config,
    )
    qtbot.addWidget(window)
    window.show()
    try:
        assert window.resume() is False
        assert len(warnings) == 1 and "nested too deeply" in warnings[0]
        assert not save.exists() and list(save.parent.glob("current.json.corrupt-*"))
        window.start_game("declare", {"players": 3}, ["easy", "easy"], seed=3)
        assert window.controller.state is not None and window.controller.state.seed == 3
        qtbot.waitUntil(save.exists)  # the new game autosaves where the bad save was
        assert storage.load_save(save).problem is None
    finally:
        window.controller.shutdown()
    assert not window.controller.ai.worker_thread.isRunning()
