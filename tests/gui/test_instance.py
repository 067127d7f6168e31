"""Two windows on one data folder: the first holds it (a lock file, not left stuck by a
crash); the second is told, and may bring the first forward or open read-only, when it
writes nothing (before, either window's finished game deleted the other's autosave). A
lasting fault (a full disk) is shown in the status bar until it passes, not in a box at
every move."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

from gui import app as app_module
from gui.app import autoplay
from gui.services import instance, storage
from gui.services.instance import InstanceLock, bring_forward

OPTIONS = {"players": 3, "rounds": 1, "go_arounds": 1}
ROOT = Path(__file__).resolve().parents[2]


def test_a_second_app_finds_the_folder_held_and_brings_the_first_forward(qtbot, tmp_path):
    first, second = InstanceLock(tmp_path), InstanceLock(tmp_path)
    raised: list[int] = []
    first.on_raise = lambda: raised.append(1)
    try:
        assert first.acquire()
        assert not second.acquire()
        assert bring_forward(tmp_path)
        qtbot.waitUntil(lambda: raised == [1], timeout=5000)
    finally:
        first.release()
    assert second.acquire()  # given back at quit
    second.release()


def test_a_crashed_app_does_not_leave_the_folder_locked(tmp_path):
    code = (
        "import os, sys; from pathlib import Path\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "app = QCoreApplication([])\n"
        "from gui.services.instance import InstanceLock\n"
        "lock = InstanceLock(Path(sys.argv[1]))\n"
        "assert lock.acquire()\n"
        "os.kill(os.getpid(), 9)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], env=env, timeout=60)
    assert done.returncode == -9
    assert (tmp_path / instance.LOCK_NAME).exists()  # left behind by the killed app
    lock = InstanceLock(tmp_path)
    assert lock.acquire()  # taken over: its process is gone
    lock.release()


def test_the_second_app_asks_and_may_open_read_only(qtbot, tmp_path, monkeypatch):
    first = InstanceLock(tmp_path)
    assert first.acquire()
    try:
        monkeypatch.setattr(app_module, "ask_when_open_elsewhere", lambda: "read-only")
        held = app_module.take_data_folder(None, tmp_path)
        assert held is not None and held[1] is True
        forwarded: list[Path] = []
        monkeypatch.setattr(app_module, "ask_when_open_elsewhere", lambda: "forward")
        monkeypatch.setattr(instance, "bring_forward", lambda folder: forwarded.append(folder))
        assert app_module.take_data_folder(None, tmp_path) is None
        assert forwarded == [tmp_path]
    finally:
        first.release()


def test_the_first_app_cleans_the_temp_files_of_killed_saves(tmp_path, monkeypatch):
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    left = saves / ".current.json.k1ll3d.tmp"
    left.write_text('{"half')
    monkeypatch.setattr(storage, "data_dir", lambda: tmp_path / "data")
    monkeypatch.setattr(storage, "config_dir", lambda: tmp_path / "config")
    held = app_module.take_data_folder(None, tmp_path / "data")
    assert held is not None and held[1] is False
    held[0].release()
    assert not left.exists()


def _play_out(window, qtbot) -> None:
    timer = autoplay(window, 5)
    qtbot.waitUntil(lambda: window.controller.state.is_terminal, timeout=60000)
    timer.stop()


def test_a_read_only_window_never_touches_the_other_windows_game(make_window, qtbot, tmp_path):
    first = make_window()
    first.start_game("declare", OPTIONS, ["easy", "easy"], seed=8)
    save = tmp_path / "data" / "saves" / "current.json"
    qtbot.waitUntil(save.exists)
    before = save.read_bytes()
    first.save_settings()

    def files() -> dict[Path, bytes]:
        return {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}

    files_before = files()
    second = make_window()
    second.read_only = second.controller.read_only = True
    second.status_info.show_read_only(True)
    assert not second.status_info.read_only_label.isHidden()
    second.start_game("declare", OPTIONS, ["easy", "easy"], seed=9)
    _play_out(second, qtbot)
    second.save_settings()
    assert save.read_bytes() == before  # neither overwritten nor deleted
    assert files() == files_before  # no autosave, history, statistics nor settings


def test_a_full_disk_is_shown_until_it_passes_not_boxed(make_window, qtbot, monkeypatch):
    window = make_window()
    notices: list[str] = []
    window.controller.notice.connect(notices.append)
    real = storage.write_save

    def full(*a, **k):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage, "write_save", full)
    window.start_game("declare", OPTIONS, ["easy", "easy"], seed=8)
    label = window.status_info.fault_label
    qtbot.waitUntil(lambda: not label.isHidden())
    assert "No space left" in label.toolTip()
    c = window.controller
    timer = autoplay(window, 5)
    qtbot.waitUntil(lambda: len(c.state.history) > 10, timeout=30000)
    assert not label.isHidden() and notices == []  # still shown, never boxed
    monkeypatch.setattr(storage, "write_save", real)
    qtbot.waitUntil(lambda: label.isHidden() or c.state.is_terminal, timeout=30000)
    timer.stop()
    assert label.isHidden()
