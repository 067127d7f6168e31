"""The new-game dialog's preset box, as a player uses it: pick a preset to fill the form,
"Custom" once the form is no saved preset's, the last used one shown again, names checked,
replacing and deleting asked first, a damaged presets file reported."""

from __future__ import annotations

import json

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from engine.registry import get_game
from gui.dialogs.new_game import NewGameDialog
from gui.services import storage

GAME = get_game("declaration")


def dialog(qtbot, presets, saved=None) -> NewGameDialog:
    dlg = NewGameDialog(GAME, saved, presets_file=presets)
    qtbot.addWidget(dlg)
    return dlg


def answer(button: str, seen: list[str]) -> None:
    """Click ``button`` in the question box about to open (its text noted in ``seen``)."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        seen.append(box.text())
        next(b for b in box.buttons() if b.text() == button).click()

    QTimer.singleShot(0, click)


def pick(dlg: NewGameDialog, text: str) -> None:
    """The player picks an entry of the box."""
    index = dlg.preset_combo.findText(text)
    assert index >= 0, text
    dlg.preset_combo.setCurrentIndex(index)
    dlg.preset_combo.activated.emit(index)


def entries(dlg: NewGameDialog) -> list[str]:
    return [dlg.preset_combo.itemText(i) for i in range(dlg.preset_combo.count())]


def save_void(dlg: NewGameDialog) -> None:
    dlg.widgets["void_lock"].setChecked(True)
    dlg.widgets["target"].setValue(150)
    assert dlg.save_preset("Void table")


def test_picking_a_preset_fills_the_form_and_an_edit_makes_it_custom(qtbot, tmp_path):
    presets = tmp_path / "presets.json"
    first = dialog(qtbot, presets)
    assert entries(first) == ["No preset saved yet"] and not first.preset_combo.isEnabled()
    save_void(first)
    storage.save_preset("declaration", "big ante", {"ante": 10}, presets)
    dlg = dialog(qtbot, presets)
    # sorted by name, whatever the case; the defaults are no preset's
    assert entries(dlg) == ["Custom", "big ante", "Void table"]
    assert dlg.preset_combo.currentText() == "Custom"
    assert not dlg.preset_delete.isEnabled() and not dlg.preset_export.isEnabled()
    pick(dlg, "Void table")
    assert dlg.values()["void_lock"] is True and dlg.values()["target"] == 150
    assert dlg.preset_combo.currentText() == "Void table" and dlg.preset_delete.isEnabled()
    # a preset that leaves options out: those are at their defaults
    pick(dlg, "big ante")
    assert dlg.values()["ante"] == 10
    assert dlg.values()["void_lock"] is False and dlg.values()["target"] == 250
    # an option changed by hand: the form is no longer the preset
    dlg.widgets["ante"].setValue(9)
    assert dlg.preset_combo.currentText() == "Custom" and dlg.current_preset() == ""
    assert not dlg.preset_delete.isEnabled()
    dlg.widgets["ante"].setValue(10)  # changed back: it is the preset again
    assert dlg.preset_combo.currentText() == "big ante"
    pick(dlg, "Custom")  # nothing to fill: the options stay
    assert dlg.values()["ante"] == 10


def test_the_last_used_preset_is_shown_again(qtbot, tmp_path):
    """The window remembers the last options played (settings.game_options); the dialog
    opened with them shows the preset they came from."""
    presets = tmp_path / "presets.json"
    save_void(dialog(qtbot, presets))
    storage.save_preset("declaration", "big ante", {"ante": 10}, presets)
    last = dialog(qtbot, presets)
    pick(last, "Void table")
    again = dialog(qtbot, presets, saved=last.values())
    assert again.preset_combo.currentText() == "Void table"
    edited = dict(last.values(), target=200)
    assert dialog(qtbot, presets, saved=edited).preset_combo.currentText() == "Custom"


def test_saving_over_a_preset_asks_first(qtbot, tmp_path):
    presets = tmp_path / "presets.json"
    dlg = dialog(qtbot, presets)
    save_void(dlg)
    seen: list[str] = []
    dlg.widgets["target"].setValue(200)
    answer("Cancel", seen)
    assert not dlg.save_preset("Void table")
    assert seen == ["A preset named “Void table” already exists. Replace it with these options?"]
    assert storage.load_presets(presets)["declaration"]["Void table"]["target"] == 150
    assert "kept as it was" in dlg.preset_status.text()
    answer("Replace", seen)
    assert dlg.save_preset("Void table")
    assert len(seen) == 2 and dlg.preset_status.text() == "Replaced “Void table”."
    assert storage.load_presets(presets)["declaration"]["Void table"]["target"] == 200
    assert dlg.preset_combo.currentText() == "Void table"
    # the same options again under the same name: nothing to ask
    assert dlg.save_preset("Void table") and len(seen) == 2


def test_deleting_a_preset_asks_first(qtbot, tmp_path):
    presets = tmp_path / "presets.json"
    dlg = dialog(qtbot, presets)
    save_void(dlg)
    seen: list[str] = []
    answer("Cancel", seen)
    assert not dlg.delete_preset("Void table")
    assert seen == ["Delete the preset “Void table”? This cannot be undone."]
    assert "Void table" in storage.load_presets(presets)["declaration"]
    answer("Delete", seen)
    dlg.preset_delete.click()  # the preset shown is the one deleted
    assert storage.load_presets(presets) == {}
    assert entries(dlg) == ["No preset saved yet"] and not dlg.preset_delete.isEnabled()
    assert dlg.preset_status.text() == "Deleted “Void table”."
    assert dlg.values()["void_lock"] is True  # the form keeps its options


def test_preset_names_are_checked(qtbot, tmp_path):
    presets = tmp_path / "presets.json"
    dlg = dialog(qtbot, presets)
    for name, words in (
        ("", "Give the preset a name."),
        ("   ", "Give the preset a name."),
        ("x" * 41, "at most 40 characters"),
        ("Friday\nnight", "line breaks"),
        ("tab\there", "control characters"),
        ("custom", "pick another name"),
    ):
        assert not dlg.save_preset(name), name
        assert words in dlg.preset_status.text(), name
    assert not presets.exists()
    assert dlg.save_preset("  Friday night  ")
    assert list(storage.load_presets(presets)["declaration"]) == ["Friday night"]
    assert dlg.save_preset("x" * 40)


def test_importing_over_a_preset_of_the_same_name_asks_first(qtbot, tmp_path):
    presets = tmp_path / "presets.json"
    dlg = dialog(qtbot, presets)
    save_void(dlg)
    assert dlg.export_preset("Void table", tmp_path / "void.json")
    other_file = tmp_path / "elsewhere.json"
    other = dialog(qtbot, other_file)
    other.widgets["ante"].setValue(7)
    assert other.save_preset("Void table")  # a different preset of that name
    seen: list[str] = []
    answer("Cancel", seen)
    assert not other.import_preset(tmp_path / "void.json")
    assert len(seen) == 1
    assert storage.load_presets(other_file)["declaration"]["Void table"] == {
        **other.values(),
        "ante": 7,
    }
    answer("Replace", seen)
    assert other.import_preset(tmp_path / "void.json")
    assert other.values() == dlg.values() and other.preset_combo.currentText() == "Void table"


def test_a_damaged_presets_file_is_reported_and_set_aside(qtbot, tmp_path):
    for text in ("{[", json.dumps({"declaration": [1, 2]}), json.dumps([1])):
        folder = tmp_path / str(len(list(tmp_path.iterdir())))
        folder.mkdir()
        presets = folder / "presets.json"
        presets.write_text(text)
        dlg = dialog(qtbot, presets)
        assert "the file is damaged" in dlg.preset_status.text(), text
        assert "nothing is lost" in dlg.preset_status.text()
        assert entries(dlg) == ["No preset saved yet"]
        assert not presets.exists() and list(folder.glob("presets.json.corrupt-*"))
        assert dlg.save_preset("Fresh")  # a new file from there on
        assert list(storage.load_presets(presets)["declaration"]) == ["Fresh"]


def test_a_presets_file_that_cannot_be_read_now_is_kept(qtbot, tmp_path, monkeypatch):
    presets = tmp_path / "presets.json"
    storage.save_preset("declaration", "Kept", {"ante": 3}, presets)

    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "read_json", refuse)
    dlg = dialog(qtbot, presets)
    assert "cannot be read now" in dlg.preset_status.text()
    assert presets.exists()  # not set aside: it is read again next time
    monkeypatch.undo()
    assert entries(dialog(qtbot, presets)) == ["Custom", "Kept"]
