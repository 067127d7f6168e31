"""A terminated app (SIGTERM, as a desktop's logout or ``kill`` sends) closes like a closed
window: exit status 0, its search process and the resource tracker gone, and no "leaked
semaphore objects" warning (killed outright, Python left the search pool's semaphores)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.processes import alive, children

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_terminated_app_exits_cleanly(tmp_path, sig):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    app = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--new", "belote", "--seed", "3"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        end = time.monotonic() + 90
        save = tmp_path / "data" / "card-table" / "saves" / "current.json"
        # up and running: the search process (with its resource tracker) and the first save
        while (len(children(app.pid)) < 2 or not save.exists()) and time.monotonic() < end:
            assert app.poll() is None, app.communicate()
            time.sleep(0.1)
        procs = children(app.pid)
        assert len(procs) >= 2, "the search process never started"
        app.send_signal(sig)
        out, err = app.communicate(timeout=60)
    finally:
        if app.poll() is None:
            app.kill()
    assert app.returncode == 0, err
    assert "leaked" not in err, err
    end = time.monotonic() + 15
    while any(alive(p) for p in procs) and time.monotonic() < end:
        time.sleep(0.1)
    left = [p for p in procs if alive(p)]
    for p in left:
        os.kill(p, signal.SIGKILL)
    assert not left, f"processes outlived the app: {left}"
