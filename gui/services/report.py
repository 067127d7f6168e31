"""Report a problem: one JSON file with what a bug report needs, and the app's log file.

The report holds the app's version, the game's rules version and options, the AI levels at
the table, the hand record of the game in play (which replays it exactly) and the last lines
of the log. ``setup_logging`` sends Python logging to a rotating file in the data directory.
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.records import write_json_atomic
from gui.resources import app_version
from gui.services import storage

FORMAT = "card-table/problem-report"
LOG_LINES = 200


def setup_logging(path: Path | None = None, level: int = logging.INFO) -> Path:
    """Log to a rotating file (3 × 512 kB) and log uncaught exceptions; returns the path."""
    path = path or storage.log_path()
    root = logging.getLogger()
    for h in root.handlers:
        if (
            isinstance(h, logging.handlers.RotatingFileHandler)
            and Path(h.baseFilename) == path.resolve()
        ):
            return path
    path.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.handlers.RotatingFileHandler(
        path, maxBytes=512 * 1024, backupCount=3, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(min(root.level or level, level))
    logging.captureWarnings(True)
    previous = sys.excepthook

    def log_uncaught(kind: Any, value: Any, tb: Any) -> None:
        logging.getLogger("card-table").critical("uncaught exception", exc_info=(kind, value, tb))
        previous(kind, value, tb)

    sys.excepthook = log_uncaught
    logging.getLogger("card-table").info(
        "Card Table %s started (Python %s, %s)",
        app_version(),
        platform.python_version(),
        platform.platform(),
    )
    return path


def last_log_lines(path: Path | None = None, n: int = LOG_LINES) -> list[str]:
    """The last ``n`` lines of the log (and of the rotated file before it, if needed)."""
    path = path or storage.log_path()
    lines: list[str] = []
    for p in (path, path.with_name(path.name + ".1")):
        try:
            lines = p.read_text(encoding="utf-8", errors="replace").splitlines() + lines
        except OSError:
            continue
        if len(lines) >= n:
            break
    return lines[-n:]


def report_data(
    record: dict[str, Any] | None, levels: Sequence[str], log_path: Path | None = None
) -> dict[str, Any]:
    """Everything the report file holds."""
    from PySide6 import __version__ as pyside_version

    from engine.ai.base import levels_for, make_bot
    from engine.registry import get_game

    game: dict[str, Any] | None = None
    if record is not None:
        try:
            g = get_game(str(record.get("game")))
            # which bot plays each level at this table (Hard falls back where a game has none)
            bots = {
                lv: type(make_bot(g.id, lv)).__qualname__ for lv in sorted(set(levels) - {"human"})
            }
            game = {
                "id": g.id,
                "rules_version": g.version,
                "options": record.get("options"),
                "bot_levels": list(levels_for(g.id)),
                "bots": bots,
            }
        except KeyError:
            game = {"id": record.get("game")}
    return {
        "format": FORMAT,
        "format_version": 1,
        "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "app": {"name": "Card Table", "version": app_version()},
        "system": {
            "python": platform.python_version(),
            "platform": platform.platform(),
            "pyside6": pyside_version,
        },
        "game": game,
        "ai_levels": list(levels),
        "record": record,
        "log": last_log_lines(log_path),
    }


def write_report(
    record: dict[str, Any] | None,
    levels: Sequence[str],
    folder: Path | None = None,
    log_path: Path | None = None,
) -> Path:
    """Write the report file (atomically) and return its path."""
    folder = folder or storage.data_dir() / "reports"
    path = folder / f"problem-report-{time.strftime('%Y%m%d-%H%M%S')}.json"
    n = 1
    while path.exists():
        path = path.with_name(f"{path.stem}-{n}.json")
        n += 1
    logging.getLogger("card-table").info("problem report written to %s", path)
    write_json_atomic(path, report_data(record, levels, log_path))
    return path
