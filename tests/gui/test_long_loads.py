"""Long loads run off the GUI thread, with progress (issue #22): a resume of a long record
(30,000 actions here) used to replay it twice on the GUI thread, freezing the window."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QPushButton

from gui.controller import GameController
from gui.services import storage
from tests.gui.long_records import long_record

ACTIONS = 30_000


def test_a_long_resume_replays_on_a_worker_thread_behind_a_progress_dialog(
    make_window, qtbot, tmp_path, monkeypatch
):
    # the replay waits until the window's event loop has ticked five times: on the GUI
    # thread it would wait for ever (and fail), on a worker it goes on (whatever the speed)
    gate = threading.Event()
    replay = GameController.replay_match

    def gated_replay(record, state):  # noqa: ANN001, ANN202
        assert gate.wait(60), "the window's event loop did not run during the replay"
        return replay(record, state)

    monkeypatch.setattr(GameController, "replay_match", staticmethod(gated_replay))
    record = long_record(ACTIONS)
    first = make_window()
    storage.write_save(record, first.save_path)
    w = make_window()
    c = w.controller
    ticks = []
    timer = QTimer(w)

    def tick() -> None:
        ticks.append(c.state)
        if len(ticks) >= 5:
            gate.set()

    timer.timeout.connect(tick)
    timer.start(1)
    assert w.resume()
    # the call came back at once: the replay goes on elsewhere, a dialog says so
    assert c.state is None and w.loading is not None
    dialog = w.loading_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.labelText() in ("Reading the saved game…", "Replaying the saved game…")
    assert w.save_path.stat().st_size > w.long_load_bytes
    qtbot.waitUntil(lambda: c.state is not None, timeout=120_000)
    timer.stop()
    # the window's event loop kept running while the game was read and replayed
    assert sum(s is None for s in ticks) >= 5
    assert len(c.state.history) == ACTIONS and c.names[1] == "P1"
    assert w.loading is None and w.loading_dialog is None
    assert c.state.snapshot() == storage.load_save(w.save_path).state.snapshot()


def test_a_cancelled_long_resume_changes_nothing(make_window, qtbot):
    first = make_window()
    storage.write_save(long_record(ACTIONS), first.save_path)
    w = make_window()
    assert w.resume()
    load = w.loading
    w.loading_dialog.findChild(QPushButton).click()  # "Cancel"
    assert w.loading is None and w.loading_dialog is None
    qtbot.waitUntil(lambda: load.finished, timeout=120_000)
    qtbot.wait(50)
    assert w.controller.state is None  # the replay's result was dropped
    assert w.save_path.exists()  # and the save kept for another try


def test_a_short_save_still_resumes_at_once(make_window):
    first = make_window()
    storage.write_save(long_record(200), first.save_path)
    w = make_window()
    assert w.resume()
    assert getattr(w, "loading", None) is None and len(w.controller.state.history) == 200
