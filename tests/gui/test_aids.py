"""Player aids: per-seat difficulty, presets, undo, the hand log and the fair-deal check."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QDialogButtonBox, QLabel

from engine.registry import get_game
from gui import storage
from gui.dialogs import NewGameDialog


def form_labels(dlg):
    """The seat rows' labels, top to bottom."""
    out = []
    for row in range(dlg.seat_form.rowCount()):
        item = dlg.seat_form.itemAt(row, dlg.seat_form.ItemRole.LabelRole)
        span = dlg.seat_form.itemAt(row, dlg.seat_form.ItemRole.SpanningRole)
        w = (item or span).widget()
        out.append(w.text() if isinstance(w, QLabel) else "")
    return out


# -- per-seat difficulty ------------------------------------------------------------------------


def test_partnership_seats_name_the_partner_apart_from_the_opponents(qtbot):
    dlg = NewGameDialog(get_game("declaration"), levels=["easy", "hard", "medium"])
    qtbot.addWidget(dlg)
    labels = form_labels(dlg)
    assert labels[0] == "Partner (North)"
    assert "Opponents" in labels[1]
    assert labels[2:] == ["West", "East"]
    # levels stay in seat order (1 West, 2 North, 3 East) whatever the rows' order
    assert dlg.levels() == ["easy", "hard", "medium"]
    dlg.seat_combos[1].setCurrentIndex(dlg.seat_combos[1].findData("easy"))  # the partner
    assert dlg.levels() == ["easy", "easy", "medium"]
    belote = NewGameDialog(get_game("belote"))
    qtbot.addWidget(belote)
    assert form_labels(belote)[0] == "Partner (North)"
    assert form_labels(belote)[2:] == ["East", "West"]


def test_solo_seats_are_named_by_where_they_sit(qtbot):
    dlg = NewGameDialog(get_game("declare"), {"players": 3}, ["hard", "easy"])
    qtbot.addWidget(dlg)
    assert form_labels(dlg) == ["Seat 1 (top left)", "Seat 2 (top right)"]
    assert dlg.levels() == ["hard", "easy"]
    dlg.widgets["players"].setValue(4)
    assert form_labels(dlg) == ["Seat 1 (top left)", "Seat 2 (top)", "Seat 3 (top right)"]
    assert dlg.levels() == ["hard", "easy", "medium"]  # chosen levels are kept


def test_seat_levels_are_saved_per_game(make_window, monkeypatch):
    w = make_window()
    w.game_list.setCurrentRow(next(r for r in range(w.game_list.count())
                                   if "Declaration" in w.game_list.item(r).text()))

    def run(dlg):
        dlg.seat_combos[1].setCurrentIndex(dlg.seat_combos[1].findData("easy"))
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", run)
    assert w.new_game(seed=3)
    assert w.settings.seat_levels["declaration"][1] == "easy"
    assert w.controller.levels[2] == "easy"  # North, the partner
    w.controller.cancel_ai()


# -- presets --------------------------------------------------------------------------------


def test_presets_round_trip_through_save_export_and_import(qtbot, tmp_path):
    presets = tmp_path / "config" / "presets.json"
    game = get_game("declaration")
    dlg = NewGameDialog(game, presets_file=presets)
    qtbot.addWidget(dlg)
    dlg.widgets["void_lock"].setChecked(True)
    dlg.widgets["target"].setValue(150)
    assert dlg.save_preset("Void table")
    assert storage.load_presets(presets)["declaration"]["Void table"]["void_lock"] is True
    assert dlg.export_preset("Void table", tmp_path / "void.json")
    # a fresh dialog on another machine: import the file, the form shows its options
    other = NewGameDialog(game, presets_file=tmp_path / "elsewhere.json")
    qtbot.addWidget(other)
    assert other.values()["void_lock"] is False
    assert other.import_preset(tmp_path / "void.json")
    assert other.values() == dlg.values()
    assert other.preset_combo.currentText() == "Void table"
    # and load brings a saved preset back after changes
    other.widgets["void_lock"].setChecked(False)
    assert other.load_preset("Void table")
    assert other.values()["void_lock"] is True and other.values()["target"] == 150


def test_a_bad_preset_file_is_refused_with_a_reason_and_changes_nothing(qtbot, tmp_path):
    presets = tmp_path / "presets.json"
    dlg = NewGameDialog(get_game("belote"), presets_file=presets)
    qtbot.addWidget(dlg)
    before = dlg.values()
    cases = {
        "broken.json": ("{not json", "not a valid preset file"),
        "other.json": (json.dumps({"format": "card-table/preset", "version": 1,
                                   "game": "declare", "name": "x", "options": {}}),
                       "preset for 'declare'"),
        "wrong.json": (json.dumps({"format": "card-table/preset", "version": 1,
                                   "game": "belote", "name": "x",
                                   "options": {"variant": "chess"}}),
                       "options this game cannot use"),
        "list.json": ("[1, 2]", "not a preset file"),
    }
    for name, (content, reason) in cases.items():
        (tmp_path / name).write_text(content)
        assert not dlg.import_preset(tmp_path / name)
        assert "cannot be imported" in dlg.preset_status.text()
        assert reason in dlg.preset_status.text()
    assert not dlg.import_preset(tmp_path / "missing.json")
    assert dlg.values() == before
    assert not presets.exists()  # nothing was saved


def test_a_corrupt_presets_file_is_set_aside(tmp_path):
    presets = tmp_path / "presets.json"
    presets.write_text("{[")
    assert storage.load_presets(presets) == {}
    assert not presets.exists()
    assert list(tmp_path.glob("presets.json.corrupt-*"))
    storage.save_preset("declare", "Quick", {"rounds": 2}, presets)
    assert storage.load_presets(presets) == {"declare": {"Quick": {"rounds": 2}}}


def test_only_playable_options_can_be_saved(qtbot, tmp_path):
    dlg = NewGameDialog(get_game("declare"), presets_file=tmp_path / "p.json")
    qtbot.addWidget(dlg)
    dlg.widgets["players"].setValue(20)
    dlg.widgets["hand_size"].setValue(10)
    assert not dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert not dlg.save_preset("Big")
    assert not (tmp_path / "p.json").exists()
