"""AI seats think away from the GUI thread, so the window never freezes or stutters.

The controller sends ``requested(request_id, game_id, level, observation, legal, seed)``;
the worker answers ``move_ready(request_id, action_text, reason)`` (the reason, an
``engine.ai.reasons.Reason``, only for a hint: a request whose id is a tuple; else None) or
``move_failed(request_id, kind, message)``. Stale answers are dropped by the controller by
request id. Bots only ever get the observation: they cannot peek.

The worker lives on a QThread and hands each decision to one spawned search process, so a
long pure-Python search never competes with the GUI thread for the GIL (docs/qt.md:
a thread costs frames, a process does not).

The search process is supervised:

- a process that dies (killed, out of memory) is replaced by a fresh one and the decision
  is asked again, so one death never leaves the table without its AI;
- a decision that takes far longer than its budget (``timeout_factor`` × the level's
  budget + ``timeout_grace`` seconds; the clock starts once the process is up) is taken as
  a stuck process: it is killed and the decision is retried once with a fresh process;
- a second death or time-out, or a search that raises, is reported (``move_failed``): the
  controller tells the player, who may retry or let the seat play Medium;
- a request the controller gives up (``abandon``: a new game, a resume, an undo) is not
  waited for: its process is replaced, so a stuck search never holds up the next game;
- quitting never blocks: waits are sliced so ``terminate()`` (SIGKILL: a stopped process
  ignores SIGTERM) ends them at once.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import time
import traceback
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from engine.ai.base import bot_factory, choose_explained, choose_with, exit_with_parent

# What a decision is expected to take at most, in seconds (the Hard search caps itself at 5
# CPU seconds); a decision is only called stuck after ``TIMEOUT_FACTOR`` times this plus
# ``TIMEOUT_GRACE``, far beyond any normal search, even on a loaded machine.
BUDGET_S = {"random": 1.0, "easy": 1.0, "medium": 2.0, "hard": 5.0, "expert": 5.0}
TIMEOUT_FACTOR = 10.0
TIMEOUT_GRACE = 5.0
START_TIMEOUT = 60.0  # a fresh search process that is not up after this is stuck as well
SLICE = 0.05  # how often a wait looks whether the app is quitting

# the kinds of failure ``move_failed`` reports
DIED, STUCK, RAISED = "died", "stuck", "raised"


class SearchStuck(Exception):
    """The search process did not answer in time."""


class SearchStopped(Exception):
    """The app is quitting: the answer is not wanted any more."""


class SearchAbandoned(Exception):
    """The controller gave up the request (a new game, a resume, an undo)."""


class AIWorker(QObject):
    """Runs bot decisions (in the search process, or in this thread if ``in_process``)."""

    move_ready = Signal(object, str, object)  # request id, action text, reason (hints)
    move_failed = Signal(object, str, str)  # request id, kind (DIED, STUCK, RAISED), message
    process_started = Signal(int)  # a (fresh) search process is up, by pid
    restarted = Signal(str)  # a search process was replaced, and why (DIED or STUCK)

    def __init__(self, in_process: bool = False) -> None:
        super().__init__()
        self.in_process = in_process
        self.pool: ProcessPoolExecutor | None = None
        self.stopping = False
        self.timeout_factor = TIMEOUT_FACTOR
        self.timeout_grace = TIMEOUT_GRACE
        self.choose: Callable[..., str] = choose_with  # what the search process runs
        self.restarts = 0
        self.ready: list[int] = []  # the pid of the search process once it is up
        self.generation = 0  # ``abandon`` moves it on: requests begun before are given up
        self.busy = False  # a decision is being computed (abandon() then kills its process)
        self._current = 0  # the generation of the request being computed

    # -- the search process ---------------------------------------------------------------
    def search_pids(self) -> list[int]:
        """The search process's pid (none before it starts)."""
        pool = self.pool
        procs = getattr(pool, "_processes", None) or {}
        return [p.pid for p in list(procs.values()) if p.pid is not None]

    def _pool(self) -> ProcessPoolExecutor:
        if self.pool is None:
            self.pool = ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"), initializer=exit_with_parent
            )
            try:  # up before the decision's clock starts
                self._wait(self.pool.submit(int, 0), START_TIMEOUT)
            except BaseException:
                self._kill_pool()
                raise
            self.ready = self.search_pids()
            for pid in self.ready:
                self.process_started.emit(pid)
        return self.pool

    def _kill_pool(self) -> None:
        """Kill the search process (SIGKILL: it may be stopped) and forget the pool."""
        pool, self.pool = self.pool, None
        self.ready = []
        if pool is None:
            return
        for proc in list((getattr(pool, "_processes", None) or {}).values()):
            try:
                if proc.pid is not None:
                    os.kill(proc.pid, signal.SIGKILL)
            except OSError:
                pass  # already gone
        pool.shutdown(wait=False, cancel_futures=True)

    def restart(self) -> None:
        """Replace the search process by a fresh one (started at the next decision)."""
        self._kill_pool()

    def _wait(self, future: Future, timeout: float) -> Any:
        """The future's result, in slices so quitting never waits; SearchStuck after
        ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            if self.stopping:
                raise SearchStopped
            if self.generation != self._current:
                raise SearchAbandoned
            left = deadline - time.monotonic()
            if left <= 0:
                raise SearchStuck(f"no answer in {timeout:.1f} s")
            try:
                return future.result(timeout=min(SLICE, left))
            except TimeoutError:
                continue

    def timeout_for(self, level: str) -> float:
        """How long a decision of ``level`` may take before it is called stuck."""
        return self.timeout_factor * BUDGET_S.get(level, 5.0) + self.timeout_grace

    def run(self, fn: Callable[..., Any], *args: Any, timeout: float | None = None) -> Any:
        """Run ``fn(*args)`` where decisions run (the search process by default)."""
        if self.in_process:
            return fn(*args)
        pool = self._pool()
        return self._wait(pool.submit(fn, *args), START_TIMEOUT if timeout is None else timeout)

    @Slot()
    def warm_up(self) -> None:
        """Start the search process ahead of the first decision."""
        if not self.in_process:
            try:
                self._pool()
            except SearchStopped:
                pass
            except Exception:  # noqa: BLE001 - reported at the first real request instead
                if not self.stopping:  # quitting while it starts is no failure
                    traceback.print_exc()
                self._kill_pool()

    @Slot(object, str, str, object, object, object)
    def compute(self, request_id, game_id, level, observation, legal, seed) -> None:  # noqa: ANN001
        """Choose a move for one request: a dead or stuck search process is replaced and
        the decision asked once more; a second failure, or a search that raises, is
        reported."""
        try:
            bot = bot_factory(game_id, level)  # asked here: the search process has no registry
        except Exception as e:  # noqa: BLE001
            self.move_failed.emit(request_id, RAISED, f"{type(e).__name__}: {e}")
            return
        hint = isinstance(request_id, tuple)  # a hint: its reason comes along
        fn: Callable[..., Any] = choose_explained if hint else self.choose
        args: tuple[Any, ...] = (bot, game_id) if hint else (bot,)
        args += (observation, list(legal), seed)
        self._current = self.generation
        for attempt in (1, 2):
            self.busy = True
            try:
                text = self.run(fn, *args, timeout=self.timeout_for(level))
            except SearchStopped:
                return
            except SearchAbandoned:
                self._kill_pool()  # it is busy with the abandoned search: a fresh one
                return
            except (BrokenProcessPool, SearchStuck) as e:
                kind = STUCK if isinstance(e, SearchStuck) else DIED
                self._kill_pool()
                if self.stopping or self.generation != self._current:
                    return  # quitting, or killed by abandon(): no failure to tell
                self.restarts += 1
                self.restarted.emit(kind)
                if attempt == 2:
                    self.move_failed.emit(request_id, kind, f"{type(e).__name__}: {e}")
                    return
                continue
            except Exception as e:  # noqa: BLE001 - an AI failure must not take the table down
                if not self.stopping:
                    traceback.print_exc()
                    self.move_failed.emit(request_id, RAISED, f"{type(e).__name__}: {e}")
                return
            finally:
                self.busy = False
            if self.generation != self._current:
                # abandoned as the answer came: abandon() may have killed the process
                self._kill_pool()
                return
            reason = None
            if hint:
                text, reason = text
            self.move_ready.emit(request_id, str(text), reason)
            return

    def abandon(self) -> None:
        """Give up the request being computed, if any (called from the GUI thread): no
        answer comes for it, and the search process it kept busy is replaced."""
        self.generation += 1
        if self.busy:  # killed at once (SIGKILL), whatever the search is doing
            for pid in list(self.ready):
                with contextlib.suppress(OSError):  # already gone
                    os.kill(pid, signal.SIGKILL)

    def terminate(self) -> None:
        """Kill the search process (called from the GUI thread when quitting)."""
        self.stopping = True
        self._kill_pool()


class AIThread(QObject):
    """Owns the worker thread; ``stop()`` ends any search and joins the thread."""

    requested = Signal(object, str, str, object, object, object)
    warm = Signal()
    restart_requested = Signal()

    def __init__(self, parent: QObject | None = None, in_process: bool = False) -> None:
        super().__init__(parent)
        self.worker_thread = QThread()
        self.worker_thread.setObjectName("ai-worker")
        self.worker = AIWorker(in_process)
        self.worker.moveToThread(self.worker_thread)
        self.requested.connect(self.worker.compute)
        self.warm.connect(self.worker.warm_up)
        self.restart_requested.connect(self.worker.restart)
        self.worker_thread.finished.connect(self.worker.deleteLater)
        self.worker_thread.start()
        self.warm.emit()

    def stop(self, timeout_ms: int = 5000) -> None:
        """Stop the search, quit the thread and wait for it (never for long: every wait of
        the worker looks at ``stopping`` ten times a second)."""
        if self.worker_thread.isRunning():
            self.worker.terminate()
            self.worker_thread.quit()
            self.worker_thread.wait(timeout_ms)
