"""Long loads run off the GUI thread, with progress (issue #22).

A resume of a long record replays every action twice (the save's check, then the match's
seats); for 100,000 actions that blocked the window for seconds. ``Load`` runs such a job
(a plain function, no Qt: it must not touch widgets) on its own thread and brings its
result back to the GUI thread (``done``) or its exception (``failed``); the job reports
what it is doing through the ``report`` function it is given (``step`` on the GUI thread).
A cancelled load's result is dropped; a load frees itself once its thread has ended.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

Job = Callable[[Callable[[str], None]], Any]


class _Runner(QThread):
    """Runs the job on this thread; its outcome goes out by queued signals."""

    succeeded = Signal(object)
    raised = Signal(object)
    reported = Signal(str)

    def __init__(self, job: Job) -> None:
        super().__init__()
        self.job = job

    def run(self) -> None:  # noqa: D102 - QThread's entry point
        try:
            result = self.job(self.reported.emit)
        except Exception as e:  # noqa: BLE001 - handed to the GUI thread to report
            self.raised.emit(e)
            return
        self.succeeded.emit(result)


_RUNNING: set[Load] = set()  # loads whose thread runs (kept alive until it ends)


def wait_all(ms: int = 30_000) -> None:
    """Wait for every load's thread (quitting: a QThread must not outlive the app)."""
    for load in list(_RUNNING):
        load.cancel()
        load.wait(ms)


class Load(QObject):
    """One job on a worker thread: ``done(result)``, ``failed(exception)``, ``step(text)``."""

    done = Signal(object)
    failed = Signal(object)
    step = Signal(str)

    def __init__(self, job: Job, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cancelled = False
        self.finished = False
        self.runner = _Runner(job)
        self.runner.setObjectName("loading")
        self.runner.succeeded.connect(self._on_succeeded)
        self.runner.raised.connect(self._on_raised)
        self.runner.reported.connect(self.step)

    def start(self) -> None:
        """Start the job."""
        _RUNNING.add(self)
        self.runner.start()

    def cancel(self) -> None:
        """Drop the job's result (it runs to its end on its thread, harmlessly)."""
        self.cancelled = True

    def wait(self, ms: int = 30_000) -> bool:
        """Wait for the thread (quitting): whether it ended."""
        return self.runner.wait(ms)

    def _end(self) -> None:
        self.finished = True
        self.runner.wait()
        _RUNNING.discard(self)

    def _on_succeeded(self, result: object) -> None:
        self._end()
        if not self.cancelled:
            self.done.emit(result)
        self.deleteLater()

    def _on_raised(self, error: object) -> None:
        self._end()
        if not self.cancelled:
            self.failed.emit(error)
        self.deleteLater()
