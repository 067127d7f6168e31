"""AI seats think on a worker thread so the window never freezes.

The controller sends ``requested(request_id, game_id, level, observation, legal, seed)``;
the worker answers ``move_ready(request_id, action_text)`` or ``move_failed(request_id,
message)``. Stale answers are dropped by the controller by request id. Bots only ever get
the observation: they cannot peek.
"""

from __future__ import annotations

import random
import traceback

from PySide6.QtCore import QObject, QThread, Signal, Slot

from engine.ai import make_bot


class AIWorker(QObject):
    """Runs bot decisions; lives on its own QThread."""

    move_ready = Signal(object, str)
    move_failed = Signal(object, str)

    @Slot(object, str, str, object, object, object)
    def compute(self, request_id, game_id, level, observation, legal, seed) -> None:  # noqa: ANN001
        """Choose a move for one request."""
        try:
            bot = make_bot(game_id, level)
            action = bot.choose(observation, legal, random.Random(seed))
            self.move_ready.emit(request_id, str(action))
        except Exception as e:  # an AI bug must not take the table down
            traceback.print_exc()
            self.move_failed.emit(request_id, f"{type(e).__name__}: {e}")


class AIThread(QObject):
    """Owns the worker thread; ``stop()`` quits and joins it (also while a bot thinks)."""

    requested = Signal(object, str, str, object, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thread = QThread()
        self.thread.setObjectName("ai-worker")
        self.worker = AIWorker()
        self.worker.moveToThread(self.thread)
        self.requested.connect(self.worker.compute)
        self.thread.finished.connect(self.worker.deleteLater)
        self.thread.start()

    def stop(self) -> None:
        """Quit the thread and wait for it (a running decision finishes first)."""
        if self.thread.isRunning():
            self.thread.quit()
            self.thread.wait()
