"""Shared fixtures for the window tests."""

from __future__ import annotations

import pytest

from gui.main_window import MainWindow
from gui.services import storage


@pytest.fixture
def make_window(qtbot, tmp_path):
    """Make real main windows (instant animation, files under ``tmp_path``); every one's AI
    thread is stopped at the end, since a running QThread must never outlive the test."""
    windows = []

    def make():
        settings = storage.AppSettings(animation_speed="instant")
        w = MainWindow(
            settings,
            save_path=tmp_path / "data" / "saves" / "current.json",
            config_path=tmp_path / "config" / "settings.json",
        )
        qtbot.addWidget(w)
        w.resize(1100, 760)
        w.show()
        windows.append(w)
        return w

    yield make
    for w in windows:
        w.controller.shutdown()
        assert not w.controller.ai.worker_thread.isRunning()
