"""Problems said in words: the engine's refusal codes ("wrong_phase") and a damaged
file's technical message ("Expecting ',' delimiter…") never reach the player; every
message says what happened and what the app did about it, in the player's language."""

from __future__ import annotations

import errno
import json

import pytest
from PySide6.QtWidgets import QMessageBox

from engine.core import Reason
from engine.errors import IllegalActionError
from engine.games.belote.state import BeloteReason
from engine.games.declaration.state import DeclarationReason
from engine.games.declare.state import DeclareReason
from engine.games.frontier.state import FrontierReason
from engine.records import RecordError, read_record
from gui import app
from gui.main_window import MainWindow
from gui.services import storage
from gui.text import file_problem, reason_text, settings_problem

CODES = [
    str(c)
    for e in (Reason, FrontierReason, DeclareReason, DeclarationReason, BeloteReason)
    for c in e
]


def test_every_refusal_code_of_every_game_has_its_own_words(qapp):
    fallback = reason_text("no_such_code")
    assert "no_such_code" not in fallback and "_" not in fallback
    for code in CODES:
        words = reason_text(
            code, {"turns_left": 2, "total": 9, "limit": 7, "minimum": 5, "high": 80}
        )
        assert words != fallback, code
        assert code not in words and "_" not in words and "{" not in words, (code, words)


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_a_damaged_file_is_told_in_words(qapp, tmp_path, lang):
    bad = tmp_path / "game.json"
    bad.write_text('{"format": "card-table/hand-record" "format_version": 1}', encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        read_record(bad)
    assert "Expecting" in str(caught.value)  # the engine's message, for the log
    try:
        json.loads(bad.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        decode_error = e
    app.install_translators(lang)
    try:
        said = [
            file_problem(caught.value),
            file_problem(decode_error),
            file_problem(OSError(errno.ENOSPC, "No space left on device")),
            file_problem(PermissionError(errno.EACCES, "Permission denied")),
            file_problem(IllegalActionError("wrong_phase", "bid 80")),
            file_problem(RecordError("result_mismatch", "stored result [1] differs")),
        ]
    finally:
        app.remove_translators()
    for text in said:
        for technical in (
            "Expecting",
            "delimiter",
            "wrong_phase",
            "No space left",
            "Permission denied",
            "stored result",
            "errno",
        ):
            assert technical not in text, (text, technical)
    if lang == "en":
        assert said[0].startswith("The file is damaged")
        assert said[1] == "The file is damaged: it is not valid JSON (line 1)."
        assert said[2] == "The disk is full."
        assert said[4] == "That move is not possible right now."
    else:
        assert not said[0].startswith("The file") and not said[2].startswith("The disk")


def test_a_damaged_save_says_it_was_set_aside_and_a_new_game_can_start(
    qtbot, tmp_path, monkeypatch
):
    save = tmp_path / "saves" / "current.json"
    save.parent.mkdir(parents=True)
    save.write_text('{"format": "card-table/hand-record", "format_ver', encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    w = MainWindow(storage.AppSettings(animation_speed="instant"), save_path=save)
    qtbot.addWidget(w)
    assert not w.resume()
    (moved,) = save.parent.glob("current.json.corrupt-*")
    assert len(shown) == 1
    assert "damaged" in shown[0] and str(moved) in shown[0] and "new game" in shown[0]
    assert "Expecting" not in shown[0] and "not_json" not in shown[0]
    w.controller.shutdown()


def test_unreadable_settings_say_what_the_app_did(qapp, tmp_path):
    kept = tmp_path / "settings.json.corrupt-1"
    assert "default settings" in settings_problem(kept) and str(kept) in settings_problem(kept)
    assert "left as it is" in settings_problem(None)
