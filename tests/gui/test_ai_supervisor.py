"""The supervised AI (issue #22): a killed search process is replaced, a stopped one is
cancelled, retried once with a fresh process and then reported (the player may retry or let
a Medium bot play the seat), a search that raises is reported, never replaced by a silent
random move, and quitting never blocks on a stuck search."""

from __future__ import annotations

import contextlib
import functools
import os
import signal

import pytest
from PySide6.QtCore import Qt

from engine.ai.base import choose_with
from tests.processes import alive, search_pids

# Declare deal 1: the player acts first; then the two Easy seats answer quickly.
PLAYER_FIRST = ("declare", {"players": 3}, ["easy", "easy"], 1)


@pytest.fixture
def table(make_window, qtbot):
    """A Declare table where the player is to act and the search process is up; every
    process a test stops is killed at the end (so nothing can hang the clean-up)."""
    w = make_window()
    w.failures = []
    w.stopped = []
    w.controller.ai_failed.connect(w.failures.append)
    w.start_game(*PLAYER_FIRST)
    worker = w.controller.ai.worker
    if hasattr(worker, "ready"):  # the search process is up (it answered the warm-up)
        qtbot.waitUntil(lambda: bool(worker.ready), timeout=60_000)
    else:  # (the unsupervised worker, to see these tests fail on it)
        qtbot.waitUntil(lambda: bool(search_pids(w)), timeout=60_000)
        qtbot.wait(3000)
    assert w.controller.is_human_turn()
    yield w
    for pid in w.stopped:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def _stop(window, pid: int) -> None:
    window.stopped.append(pid)
    os.kill(pid, signal.SIGSTOP)


def _play_and_wait_for_turn(window, qtbot, timeout=60_000) -> None:
    """The player's move, then the AI seats' until it is the player's turn again."""
    c = window.controller
    n = len(c.state.history)
    assert c.play(c.state.legal_actions()[0])
    qtbot.waitUntil(
        lambda: c.is_human_turn() and len(c.state.history) >= n + 3 or bool(window.failures),
        timeout=timeout,
    )


def test_a_killed_search_process_is_replaced_and_the_bots_play_on(table, qtbot):
    w, c = table, table.controller
    old = search_pids(w)
    os.kill(old[0], signal.SIGKILL)
    qtbot.waitUntil(lambda: not alive(old[0]), timeout=10_000)
    _play_and_wait_for_turn(w, qtbot)
    assert w.failures == []  # the real bots moved: no random move, no failure
    assert c.is_human_turn() and len(c.state.history) >= 3
    new = search_pids(w)
    assert new and new != old and alive(new[0])
    # the hint (the Hard bot, in the search process) works again as well
    hints = []
    c.hint_ready.connect(lambda action, *_: hints.append(action))
    assert c.request_hint()
    qtbot.waitUntil(lambda: bool(hints), timeout=60_000)
    assert c.state.is_legal(hints[0])
    # and so does the next game
    w.start_game(*PLAYER_FIRST)
    _play_and_wait_for_turn(w, qtbot)
    assert w.failures == [] and len(c.state.history) >= 3


def test_a_stopped_search_is_cancelled_and_retried_with_a_fresh_process(table, qtbot):
    w, c = table, table.controller
    worker = c.ai.worker
    worker.timeout_factor, worker.timeout_grace = 0.0, 1.0  # stuck after 1 s, not 55 s
    old = search_pids(w)
    _stop(w, old[0])
    _play_and_wait_for_turn(w, qtbot)
    assert w.failures == [] and len(c.state.history) >= 3  # the retry answered
    assert worker.restarts == 1
    qtbot.waitUntil(lambda: not alive(old[0]), timeout=10_000)  # the stuck one was killed
    assert search_pids(w) != old


def test_a_search_that_never_answers_is_reported_and_medium_may_play(table, qtbot):
    w, c = table, table.controller
    worker = c.ai.worker
    worker.timeout_factor, worker.timeout_grace = 0.0, 0.5

    def stop_it(pid: int) -> None:  # every fresh process is stuck as well
        _stop(w, pid)

    worker.process_started.connect(stop_it, Qt.ConnectionType.DirectConnection)
    _stop(w, search_pids(w)[0])
    _play_and_wait_for_turn(w, qtbot)
    assert len(w.failures) == 1 and "did not answer" in w.failures[0]
    assert len(c.state.history) == 1 and not c.is_human_turn()  # no move behind the back
    assert c.pending is None and c.ai_problem is not None
    assert w.ai_box is not None and w.ai_box.isVisible()
    assert w.ai_medium_button.text() == "Let Medium play"
    assert worker.restarts == 2  # the retry had a fresh process, stuck too
    seat = c.state.current_player
    worker.process_started.disconnect(stop_it)
    worker.timeout_factor, worker.timeout_grace = 10.0, 5.0
    w.ai_medium_button.click()
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=60_000)
    assert c.levels[seat] == "medium" and len(c.state.history) >= 3
    assert w.ai_box is None and len(w.failures) == 1
    assert c.record()["seats"][seat]["bot"] == "medium"


def test_new_game_recovers_from_a_stuck_search(table, qtbot):
    w, c = table, table.controller
    worker = c.ai.worker
    worker.timeout_factor, worker.timeout_grace = 0.0, 0.5

    def stop_it(pid: int) -> None:
        _stop(w, pid)

    worker.process_started.connect(stop_it, Qt.ConnectionType.DirectConnection)
    _stop(w, search_pids(w)[0])
    _play_and_wait_for_turn(w, qtbot)
    assert len(w.failures) == 1 and w.ai_box is not None
    worker.process_started.disconnect(stop_it)
    w.start_game(*PLAYER_FIRST)
    assert w.ai_box is None and c.ai_problem is None
    w.failures.clear()
    _play_and_wait_for_turn(w, qtbot)
    assert w.failures == [] and len(c.state.history) >= 3


def test_a_search_that_raises_is_reported_and_retried_with_a_fresh_process(table, qtbot):
    w, c = table, table.controller
    worker = c.ai.worker
    # runs in the search process and raises there (TypeError: divmod takes two arguments)
    worker.choose = functools.partial(divmod, 1, 0)
    _play_and_wait_for_turn(w, qtbot)
    assert len(w.failures) == 1 and "TypeError" in w.failures[0]
    assert len(c.state.history) == 1  # no silent random move
    assert w.ai_box is not None and w.ai_retry_button.text() == "Try again"
    old = search_pids(w)
    worker.choose = choose_with
    w.ai_retry_button.click()
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=60_000)
    assert len(c.state.history) >= 3 and len(w.failures) == 1
    assert search_pids(w) != old  # the retry had a fresh search process


def test_quitting_never_blocks_on_a_stopped_search(table, qtbot):
    w, c = table, table.controller
    pid = search_pids(w)[0]
    _stop(w, pid)
    assert c.play(c.state.legal_actions()[0])
    qtbot.waitUntil(lambda: c.pending is not None, timeout=10_000)  # seat 1 "thinks"
    qtbot.wait(200)
    thread = c.ai.worker_thread
    c.cancel_ai()
    c.ai.worker.terminate()  # what quitting does, without waiting here
    thread.quit()
    qtbot.waitUntil(lambda: not thread.isRunning(), timeout=10_000)
    qtbot.waitUntil(lambda: not alive(pid), timeout=10_000)


def test_new_game_while_a_stopped_search_thinks_plays_at_once(table, qtbot):
    w, c = table, table.controller
    worker = c.ai.worker
    worker.timeout_grace = 3600.0  # the stuck search would be waited for an hour
    pid = search_pids(w)[0]
    _stop(w, pid)
    assert c.play(c.state.legal_actions()[0])
    qtbot.waitUntil(lambda: c.pending is not None, timeout=10_000)  # seat 1 "thinks"
    w.start_game(*PLAYER_FIRST)  # the stuck search is given up, its process replaced
    _play_and_wait_for_turn(w, qtbot)
    assert w.failures == [] and len(c.state.history) >= 3
    qtbot.waitUntil(lambda: not alive(pid), timeout=10_000)
