"""The history folder's files: the hand records kept, listed, imported and exported.

An import is replayed in full (``Match.from_record``, as the history's replay opens it)
before it is kept, so a bad file is refused with the reason and nothing is written. Nothing
here imports Qt.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.match import Match
from engine.records import (
    CORRUPT_REASONS,
    RecordError,
    check_envelope,
    read_record,
    write_json_atomic,
)
from gui.services import storage

log = logging.getLogger(__name__)


@dataclass
class Entry:
    """One record in the history folder, as listed (not replayed)."""

    path: Path
    game: str
    when: float  # the file's time
    seats: list[dict[str, Any]]
    result: dict[str, Any] | None
    actions: int


def list_history(folder: Path | None = None, problems: list[str] | None = None) -> list[Entry]:
    """Every record in the history folder, newest first. Each is checked against the
    record schema (not replayed): a damaged one is set aside and what went wrong added to
    ``problems``; one that cannot be read now, or of a newer version, is skipped."""
    folder = folder or storage.history_dir()
    out = []
    for path in folder.glob("*.json") if folder.is_dir() else ():
        try:
            data = read_record(path)
            check_envelope(data)
            seats, result = data.get("seats") or [], data.get("result")
            actions = data.get("actions") or []
            when = path.stat().st_mtime
            out.append(Entry(path, str(data["game"]), when, seats, result, len(actions)))
        except RecordError as e:
            log.info("history file %s skipped: %s", path, e)
            if e.reason in CORRUPT_REASONS or e.reason.startswith("bad_"):
                moved = storage.set_aside(path)
                if problems is not None:
                    problems.append(
                        f"{path.name} is damaged ({e}); it was set aside as {moved}"
                        if moved
                        else f"{path.name} is damaged ({e})"
                    )
        except OSError as e:
            log.info("history file %s skipped: %s", path, e)
    out.sort(key=lambda e: (e.when, e.path.name), reverse=True)
    return out


def import_record(source: Path, folder: Path | None = None) -> Path:
    """Check a record file by replaying it in full, then keep a copy in the history.

    Raises:
        RecordError: the file is not a record that replays (nothing is written).
    """
    data = read_record(source)
    Match.from_record(data)  # the replay History will show, checked in full
    return storage.archive_record(data, folder)


def export_record(path: Path, target: Path) -> None:
    """Write the record at ``path`` to ``target`` (atomically)."""
    write_json_atomic(target, read_record(path))
