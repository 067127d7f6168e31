"""Long loads: the longest event-loop stall while the window resumes a long saved game.

A real main window (offscreen unless a display is set) resumes a 100,000-action record (a
20-seat Declare game, ``tests/gui/long_records.py``); a 5 ms timer measures the longest
gap between its ticks from the click on Resume until the table shows the game, and 1 s
after. ``--sync`` reads and replays on the GUI thread as the app did before issue #22.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/long_load.py [--actions N] [--sync]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def measure(actions: int = 100_000, sync: bool = False) -> dict:
    """Resume a record of ``actions`` actions; the longest stall and the load's time."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from gui.main_window import MainWindow
    from gui.services import storage
    from tests.gui.long_records import long_record

    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="card-table-long-load-"))
    save = folder / "data" / "saves" / "current.json"
    storage.write_save(long_record(actions), save)
    window = MainWindow(
        storage.AppSettings(animation_speed="instant"),
        save_path=save,
        config_path=folder / "config" / "settings.json",
    )
    if sync:
        window.long_load_bytes = 1 << 62
    window.resize(1100, 760)
    window.show()
    app.processEvents()
    last = [time.perf_counter()]
    worst = [0.0]

    def tick() -> None:
        now = time.perf_counter()
        worst[0] = max(worst[0], now - last[0])
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    loop = QEventLoop()
    start = [0.0]
    loaded = [0.0]

    def go() -> None:
        last[0] = start[0] = time.perf_counter()
        window.resume()

    def check() -> None:
        if window.controller.state is not None and not loaded[0]:
            loaded[0] = time.perf_counter()
            QTimer.singleShot(1000, loop.quit)

    watch = QTimer()
    watch.timeout.connect(check)
    watch.start(5)
    QTimer.singleShot(200, go)
    loop.exec()
    out = {
        "actions": actions,
        "sync": sync,
        "save_bytes": save.stat().st_size,
        "load_s": round(loaded[0] - start[0], 2),
        "longest_stall_ms": round(worst[0] * 1000, 1),
    }
    window.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=100_000)
    parser.add_argument("--sync", action="store_true", help="load on the GUI thread (before)")
    args = parser.parse_args()
    print(json.dumps(measure(args.actions, args.sync)))


if __name__ == "__main__":
    main()
