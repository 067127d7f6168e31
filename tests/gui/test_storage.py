"""Settings and saves on disk: round trips, corrupt files set aside, atomic writes."""

from __future__ import annotations

import contextlib
import json

from gui.services import storage


def test_settings_round_trip_through_the_config_directory(tmp_path):
    s = storage.AppSettings(
        animation_speed="fast",
        reduced_motion=True,
        card_back="red",
        game_options={"declare": {"players": 6}},
        seat_levels={"declare": ["easy"] * 5},
    )
    storage.save_settings(s)
    assert storage.settings_path().is_relative_to(tmp_path / "config")
    loaded = storage.load_settings()
    assert loaded.problem is None
    assert loaded.settings == s


def test_missing_settings_give_defaults():
    loaded = storage.load_settings()
    assert loaded.settings == storage.AppSettings() and loaded.problem is None


def test_corrupt_settings_are_set_aside_and_reported():
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ not json")
    loaded = storage.load_settings()
    assert loaded.settings == storage.AppSettings()
    assert "could not be read" in loaded.problem
    assert not path.exists() and loaded.moved_to.exists()
    assert loaded.moved_to.read_text() == "{ not json"  # nothing lost


def test_ill_typed_settings_fall_back_per_key():
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(
        json.dumps({"animation_speed": "warp", "reduced_motion": "yes", "card_back": "green"})
    )
    loaded = storage.load_settings()
    assert loaded.settings.animation_speed == "normal"
    assert loaded.settings.reduced_motion is False
    assert loaded.settings.card_back == "green"
    assert "animation_speed" in loaded.problem and "reduced_motion" in loaded.problem


def test_future_version_save_is_set_aside_and_others_kept():
    save = storage.save_path()
    save.parent.mkdir(parents=True)
    save.write_text(json.dumps({"format": "card-table/hand-record", "format_version": 99}))
    keep = save.parent / "other.json"
    keep.write_text("x")
    found = storage.load_save()
    assert found.state is None and "newer" in found.problem
    assert found.moved_to.exists() and keep.read_text() == "x"


def test_atomic_write_leaves_no_partial_file(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    storage.write_json_atomic(path, {"a": 1})

    def boom(*_a, **_k):
        raise OSError("disk full")

    monkeypatch.setattr(json, "dump", boom)
    with contextlib.suppress(OSError):
        storage.write_json_atomic(path, {"a": 2})
    assert json.loads(path.read_text()) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_every_setting_has_a_schema():
    """A setting added without a schema would raise on load instead of being checked."""
    from dataclasses import fields

    from gui.services.storage import SETTINGS_SCHEMA, AppSettings

    assert {f.name for f in fields(AppSettings)} == set(SETTINGS_SCHEMA)
