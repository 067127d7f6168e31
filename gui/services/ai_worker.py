"""AI seats think away from the GUI thread, so the window never freezes or stutters.

The controller sends ``requested(request_id, game_id, level, observation, legal, seed)``;
the worker answers ``move_ready(request_id, action_text, reason)`` (the reason, an
``engine.ai.reasons.Reason``, only for a hint: a request whose id is a tuple; else None)
or ``move_failed(request_id, message)``. Stale answers are dropped by the controller by
request id. Bots only ever get the observation: they cannot peek.

The worker lives on a QThread and hands each decision to one spawned search process, so a
long pure-Python search never competes with the GUI thread for the GIL (docs/qt.md:
a thread costs frames, a process does not). Quitting terminates the search process, so it
is clean even in the middle of a long search.
"""

from __future__ import annotations

import multiprocessing
import traceback
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from engine.ai.base import bot_factory, choose_explained, choose_with, exit_with_parent


class AIWorker(QObject):
    """Runs bot decisions (in the search process, or in this thread if ``in_process``)."""

    move_ready = Signal(object, str, object)
    move_failed = Signal(object, str)

    def __init__(self, in_process: bool = False) -> None:
        super().__init__()
        self.in_process = in_process
        self.pool: ProcessPoolExecutor | None = None
        self.stopping = False

    def _pool(self) -> ProcessPoolExecutor:
        if self.pool is None:
            self.pool = ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"), initializer=exit_with_parent
            )
        return self.pool

    def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run ``fn(*args)`` where decisions run (the search process by default)."""
        if self.in_process:
            return fn(*args)
        return self._pool().submit(fn, *args).result()

    @Slot()
    def warm_up(self) -> None:
        """Start the search process ahead of the first decision."""
        if not self.in_process:
            try:
                self.run(int, 0)
            except Exception:  # noqa: BLE001 - reported at the first real request instead
                if not self.stopping:  # quitting while it starts is no failure
                    traceback.print_exc()

    @Slot(object, str, str, object, object, object)
    def compute(self, request_id, game_id, level, observation, legal, seed) -> None:  # noqa: ANN001
        """Choose a move for one request."""
        try:
            bot = bot_factory(game_id, level)  # asked here: the search process has no registry
            if isinstance(request_id, tuple):  # a hint: its reason comes along
                text, reason = self.run(
                    choose_explained, bot, game_id, observation, list(legal), seed
                )
            else:
                text, reason = self.run(choose_with, bot, observation, list(legal), seed), None
            self.move_ready.emit(request_id, text, reason)
        except Exception as e:  # an AI failure must not take the table down
            if not self.stopping:
                traceback.print_exc()
            self.move_failed.emit(request_id, f"{type(e).__name__}: {e}")

    def terminate(self) -> None:
        """Kill the search process (called from the GUI thread when quitting)."""
        self.stopping = True
        pool, self.pool = self.pool, None
        if pool is not None:
            for proc in list(getattr(pool, "_processes", {}).values()):
                proc.terminate()
            pool.shutdown(wait=False, cancel_futures=True)


class AIThread(QObject):
    """Owns the worker thread; ``stop()`` ends any search and joins the thread."""

    requested = Signal(object, str, str, object, object, object)
    warm = Signal()

    def __init__(self, parent: QObject | None = None, in_process: bool = False) -> None:
        super().__init__(parent)
        self.worker_thread = QThread()
        self.worker_thread.setObjectName("ai-worker")
        self.worker = AIWorker(in_process)
        self.worker.moveToThread(self.worker_thread)
        self.requested.connect(self.worker.compute)
        self.warm.connect(self.worker.warm_up)
        self.worker_thread.finished.connect(self.worker.deleteLater)
        self.worker_thread.start()
        self.warm.emit()

    def stop(self) -> None:
        """Stop the search, quit the thread and wait for it."""
        if self.worker_thread.isRunning():
            self.worker.terminate()
            self.worker_thread.quit()
            self.worker_thread.wait()
