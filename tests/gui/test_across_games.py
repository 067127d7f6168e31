"""Across games (issue 18): files the player exports go to their documents folder by
default, and a problem report says where to send it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from engine.registry import get_game
from gui import resources
from gui.dialogs.history import HistoryWindow
from gui.dialogs.new_game import NewGameDialog
from gui.services import folders, storage
from tests.gui.test_history import DECLARE, played


def offer_to(offered: list[str]):
    """A file dialog that notes the folder or file it was opened on, and is cancelled."""

    def ask(*args, **kwargs):
        offered.append(args[2])
        return "", ""

    return ask


@pytest.fixture
def documents(tmp_path, monkeypatch):
    """A documents folder apart from the home folder and the folder the tests run in."""
    docs = tmp_path / "Documents of the player"
    docs.mkdir()
    monkeypatch.setattr(folders, "documents_dir", lambda: docs)
    return docs


def test_the_documents_folder_is_a_real_folder_not_the_working_one(qapp):
    docs = folders.documents_dir()
    assert docs.is_dir() and docs.resolve() != Path.cwd().resolve()
    assert Path(folders.export_path("x.json")).parent == docs


def test_a_game_is_exported_to_the_documents_folder_by_default(
    qtbot, tmp_path, documents, monkeypatch
):
    record, _, _ = played(options=DECLARE)
    storage.archive_record(record, tmp_path / "history")
    win = HistoryWindow(tmp_path / "history")
    qtbot.addWidget(win)
    offered: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", offer_to(offered))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", offer_to(offered))
    assert win.ask_export() is None and win.ask_import() is None
    assert Path(offered[0]).parent == documents and Path(offered[0]).name.endswith(".json")
    assert Path(offered[1]) == documents


def test_a_preset_is_exported_to_the_documents_folder_by_default(
    qtbot, documents, monkeypatch, tmp_path
):
    dlg = NewGameDialog(get_game("belote"), presets_file=tmp_path / "presets.json")
    qtbot.addWidget(dlg)
    assert dlg.save_preset("Friday")
    offered: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", offer_to(offered))
    dlg._on_export_preset()
    assert Path(offered[0]) == documents / "belote-Friday.json"


def test_the_problem_report_says_where_to_send_it(make_window, qtbot):
    w = make_window()
    w.start_game("declare", DECLARE, ["easy", "easy"], seed=4)
    path = w.report_problem()
    box = w.report_box
    assert box is not None and str(path) in box.text()
    assert resources.homepage().startswith("https://")
    assert resources.homepage() in box.text() and "Send it to the developers" in box.text()
    assert any(b.text() == "Show the folder" for b in box.buttons())
    box.close()
