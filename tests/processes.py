"""Looking at the app's processes from a test (Linux ``/proc``)."""

from __future__ import annotations

import contextlib
from pathlib import Path


def alive(pid: int) -> bool:
    """Whether the process runs (a zombie, dead but not yet reaped, does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def search_pids(window) -> list[int]:  # noqa: ANN001
    """The pids of a main window's AI search process (none before it starts)."""
    return window.controller.ai.worker.search_pids()


def children(pid: int) -> list[int]:
    """The pids of a process's children."""
    out = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            out += [int(x) for x in (task / "children").read_text().split()]
    return out
