"""Memory: the app's resident size after 20 and after 300 hands played through the GUI.

A real main window (offscreen unless a display is set, instant animations, files in a
temporary folder) plays Declare tables one after another: the AI seats through the worker
thread and its search process, the player's seat by the Easy bot (``gui.app.autoplay``, the
same driver as ``main.py --autoplay``), every round summary closed. RSS is read from
``/proc/self/status`` (VmRSS) after a garbage collection once 20 hands and once 200 hands
are done; the issue's target is a ratio of at most 1.10 (no leak). The scene's items (all,
and the card items), the card items the table keeps and the live summary dialogs are
counted at the same two points.

    QT_QPA_PLATFORM=offscreen nice -n 10 .venv/bin/python bench/memory.py [--json out.json]
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def rss_kb() -> int:
    """This process's resident set size in kB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def measure(
    first: int = 20,
    last: int = 300,
    game: str = "declare",
    options: dict | None = None,
    levels: tuple[str, ...] = ("easy",) * 2,
) -> dict:
    """Play hands until ``last``; RSS after ``first`` and after ``last`` hands."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gui.app import autoplay
    from gui.dialogs.summary import SummaryDialog
    from gui.main_window import MainWindow
    from gui.services import storage
    from gui.table.scene import CardItem

    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp(prefix="card-table-memory-"))
    window = MainWindow(
        storage.AppSettings(animation_speed="instant"),
        save_path=folder / "data" / "saves" / "current.json",
        config_path=folder / "config" / "settings.json",
    )
    window.resize(1100, 760)
    window.show()
    out: dict = {"game": game, "levels": list(levels), "hands": 0, "games": 0}
    seed = [0]

    def counted(summaries, *_):  # noqa: ANN001, ANN002
        out["hands"] += len(summaries)

    window.controller.summaries_ready.connect(counted)

    def new_game() -> None:
        seed[0] += 1
        out["games"] += 1
        window.start_game(game, options or {"players": 3, "rounds": 5}, list(levels), seed[0])

    def items() -> dict:
        scene = window.scene
        return {
            "scene": len(scene.items()),
            "cards": sum(isinstance(i, CardItem) for i in scene.items()),
            "kept": len(scene.items_by_key),
            "summaries": len(window.findChildren(SummaryDialog)),
        }

    def check() -> None:
        c = window.controller
        if "rss_first_kb" not in out and out["hands"] >= first:
            gc.collect()
            out["rss_first_kb"] = rss_kb()
            out["items_first"] = items()
        if out["hands"] >= last:
            gc.collect()
            out["rss_last_kb"] = rss_kb()
            out["items_last"] = items()
            app.quit()
        elif c.state is not None and c.state.is_terminal and window.pending_dialog is None:
            new_game()

    start = time.perf_counter()
    driver = autoplay(window, 5)
    watch = QTimer()
    watch.timeout.connect(check)
    watch.start(10)
    new_game()
    app.exec()
    watch.stop()
    driver.stop()
    window.close()
    out["seconds"] = round(time.perf_counter() - start, 1)
    out["first"], out["last"] = first, last
    out["ratio"] = round(out["rss_last_kb"] / out["rss_first_kb"], 3)
    return out


def main() -> None:
    """Print (and optionally write) the measurement."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--first", type=int, default=20)
    p.add_argument("--last", type=int, default=300)
    p.add_argument("--json", help="also write the figures to this file")
    args = p.parse_args()
    out = measure(args.first, args.last)
    print(
        f"RSS after {args.first} hands: {out['rss_first_kb'] / 1024:.1f} MB; after "
        f"{args.last} hands: {out['rss_last_kb'] / 1024:.1f} MB; ratio {out['ratio']:.3f} "
        f"(target <= 1.10); {out['games']} games in {out['seconds']} s"
    )
    print(f"items after {args.first} hands: {out['items_first']}")
    print(f"items after {args.last} hands: {out['items_last']}")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
