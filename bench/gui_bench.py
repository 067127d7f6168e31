"""GUI timings: cold start to the first shown window, and the table's smoothness while an AI
seat searches for over a second on the worker thread.

Run under a real X server for true frame times (``xvfb-run`` or the screenshot tool's Xvfb),
or offscreen: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/gui_bench.py``.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

START_PROBE = r"""
import sys, time
t0 = float(sys.argv[1])
sys.setswitchinterval(0.001)
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from gui.services import storage
from gui.main_window import MainWindow
w = MainWindow(storage.AppSettings())
w.show()
def shown():
    print(time.time() - t0, flush=True)
    app.quit()
QTimer.singleShot(0, shown)
app.exec()
"""


def cold_start(runs: int = 5) -> dict[str, float]:
    """Seconds from launching a Python process to the main window shown (median, max)."""
    times = []
    env = dict(os.environ, XDG_CONFIG_HOME=tempfile.mkdtemp(), XDG_DATA_HOME=tempfile.mkdtemp())
    for _ in range(runs):
        t0 = time.time()
        out = subprocess.run(
            [sys.executable, "-c", START_PROBE, str(t0)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        times.append(float(out.stdout.strip().splitlines()[-1]))
    return {"median_s": round(statistics.median(times), 3), "max_s": round(max(times), 3)}


def paint_times(widget: Any) -> list[float]:
    """A list that receives the time of every paint of ``widget`` from now on (the filter
    that fills it is the widget's child, so it lives as long as the widget)."""
    from PySide6.QtCore import QEvent, QObject

    paints: list[float] = []

    class PaintClock(QObject):
        def eventFilter(self, obj, event):  # noqa: ANN001, N802
            if event.type() == QEvent.Type.Paint:
                paints.append(time.perf_counter())
            return False

    widget.installEventFilter(PaintClock(widget))
    return paints


def pct(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank)."""
    s = sorted(values)
    return round(s[min(len(s) - 1, int(q / 100 * len(s)))], 1)


def busy_search(seconds: float) -> int:
    """A pure-Python search stand-in: random Declare playouts for ``seconds``."""
    from engine.play import bots_for, play_game
    from engine.registry import get_game

    game = get_game("declare")
    opts = game.options_type()
    bots = bots_for(game, ["random"] * 4)
    end = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < end:
        play_game(game, opts, bots, n)
        n += 1
    return n


def smoothness(search_seconds: float = 1.5, where: str = "process") -> dict[str, object]:
    """Event-loop stall and frame interval while a pure-Python search runs for an AI seat.

    ``where="process"`` runs it as the app does (the AI worker thread hands it to the
    search process); ``where="thread"`` runs it on the worker thread itself, for comparison.
    """
    sys.setswitchinterval(0.001)  # as gui.app.run does
    from PySide6.QtCore import (
        QEventLoop,
        QPointF,
        QThread,
        QTimer,
    )
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from gui.main_window import MainWindow
    from gui.services import storage

    tmp = Path(tempfile.mkdtemp())
    w = MainWindow(
        storage.AppSettings(animation_speed="instant"),
        save_path=tmp / "s.json",
        config_path=tmp / "c.json",
    )
    w.resize(1280, 800)
    w.show()
    w.start_game("declare", {"players": 10, "hand_size": 5, "go_arounds": 20}, ["easy"] * 9, seed=4)
    deadline = time.perf_counter() + 3
    while time.perf_counter() < deadline and not w.controller.is_human_turn():
        app.processEvents()
    w.controller.cancel_ai()
    cards = [i for i in w.scene.items_by_key.values() if i.isVisible()]
    there = {i: i.pos() for i in cards}
    back = {i: i.pos() + QPointF(40, -30) for i in cards}

    def swing() -> None:  # every card on the table keeps moving, through the table's animator
        plan = [(i, i.pos(), back[i] if i.pos() == there[i] else there[i], 0, 600) for i in cards]
        w.scene._run(plan)

    w.scene.animations_finished.connect(swing)
    swing()

    worker = w.controller.ai.worker
    worker.run(int, 0)  # the search process is started at launch; wait for it here

    class Search(QThread):
        def run(self) -> None:
            if where == "process":
                self.playouts = worker.run(busy_search, search_seconds)
            else:
                self.playouts = busy_search(search_seconds)

    paints = paint_times(w.view.viewport())
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    search = Search()
    timer.start()
    search.start()
    loop = QEventLoop()
    search.finished.connect(loop.quit)
    loop.exec()
    search.wait()
    timer.stop()
    w.scene.animations_finished.disconnect(swing)
    w.scene.finish_animations()
    gaps = [(b - a) * 1000 for a, b in zip(ticks, ticks[1:], strict=False)]
    if os.environ.get("GUI_BENCH_DEBUG"):
        big = [
            (round((a - ticks[0]) * 1000), round(g))
            for a, g in zip(ticks, gaps, strict=False)
            if g > 30
        ]
        print("big gaps (ms after start, ms):", big)
    frames = [(b - a) * 1000 for a, b in zip(paints, paints[1:], strict=False)]
    w.controller.shutdown()
    w.close()
    return {
        "platform": app.platformName(),
        "search_runs_in": where,
        "search_seconds": search_seconds,
        "cards_animating": len(cards),
        "timer_10ms_gap_ms": {"p50": pct(gaps, 50), "p99": pct(gaps, 99), "n": len(gaps)},
        "frame_interval_ms": {"p50": pct(frames, 50), "p99": pct(frames, 99), "n": len(frames)}
        if len(frames) > 2
        else None,
        "search_playouts": getattr(search, "playouts", None),
    }


def main() -> None:
    """Print the figures as JSON."""
    print(
        json.dumps(
            {
                "cold_start": cold_start(),
                "while_ai_searches": smoothness(where="process"),
                "same_search_on_the_worker_thread": smoothness(where="thread"),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
