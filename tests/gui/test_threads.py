"""Threads: a new game, a resume or a quit while an AI seat is thinking never crashes, never
applies the old game's move, and leaves no thread or search process running. The old
search is given up (its process replaced), so a long or stuck one never holds up the new
game."""

from __future__ import annotations

import os
import signal
import time

from engine.records import make_record
from engine.registry import get_game
from gui.services import storage
from tests.processes import alive, search_pids

# Belote deal 2: seat 1 bids first, and the Hard bot searches its bid (48 sampled worlds).
THINKER = ("belote", {}, ["hard", "hard", "hard"], 2)
# Declare deal 1: the player acts first, so no AI seat is asked anything until they move.
PLAYER_FIRST = ("declare", {"players": 3}, ["easy", "easy"], 1)


def _start_thinking(window, qtbot, answers):
    """Start the Belote table and wait until seat 1 is thinking; returns its request id.
    The search process is then stopped (SIGSTOP), so on a fast machine its answer cannot
    come before the test gives the request up; giving up must kill it all the same."""
    c = window.controller
    c.ai.worker.move_ready.connect(lambda rid, text, *_: answers.append((rid, text)))
    window.start_game(*THINKER)
    qtbot.waitUntil(lambda: c.pending is not None, timeout=30_000)
    for pid in search_pids(window):
        os.kill(pid, signal.SIGSTOP)
    assert c.state.current_player == 1 and not c.state.history
    return c.pending


def test_new_game_while_ai_thinks_drops_the_old_move(make_window, qtbot):
    w = make_window()
    c = w.controller
    answers: list = []
    old = _start_thinking(w, qtbot, answers)
    busy = search_pids(w)
    w.start_game(*PLAYER_FIRST)
    assert c.pending is None and c.is_human_turn()
    assert all(rid != old for rid, _ in answers), "the search answered too soon to test"
    # the old search is given up: its process is replaced, its answer never comes
    qtbot.waitUntil(lambda: not any(map(alive, busy)), timeout=60_000)
    qtbot.wait(50)  # let any (wrong) handling of a stale answer run
    assert all(rid != old for rid, _ in answers)
    assert c.state.game.id == "declare" and c.state.history == []
    assert c.is_human_turn() and c.pending is None
    # the new game plays on normally
    assert c.play(c.state.legal_actions()[0])
    assert len(c.state.history) == 1


def test_resume_while_ai_thinks_drops_the_old_move(make_window, qtbot):
    w = make_window()
    c = w.controller
    game_id, options, levels, seed = PLAYER_FIRST
    game = get_game(game_id)
    saved = game.new_state(game.options_from_dict(options), seed)
    record = make_record(
        saved,
        [
            {"seat": 0, "kind": "human", "bot": None, "name": "You"},
            *(
                {"seat": s, "kind": "bot", "bot": lv, "name": f"Seat {s}"}
                for s, lv in enumerate(levels, 1)
            ),
        ],
    )
    answers: list = []
    old = _start_thinking(w, qtbot, answers)
    busy = search_pids(w)
    storage.write_save(record, w.save_path)  # the Belote table's own autosave is replaced
    assert w.resume()
    assert c.state.game.id == "declare" and c.is_human_turn()
    assert all(rid != old for rid, _ in answers), "the search answered too soon to test"
    qtbot.waitUntil(lambda: not any(map(alive, busy)), timeout=60_000)
    qtbot.wait(50)
    assert all(rid != old for rid, _ in answers)
    assert c.state.history == [] and c.is_human_turn() and c.pending is None


def test_quit_while_ai_thinks_stops_thread_and_search_process(make_window, qtbot):
    w = make_window()
    c = w.controller
    answers: list = []
    _start_thinking(w, qtbot, answers)
    pids = search_pids(w)
    assert pids and all(map(alive, pids))
    assert c.ai.worker_thread.isRunning()
    w.close()
    assert not c.ai.worker_thread.isRunning()
    end = time.monotonic() + 10
    while any(map(alive, pids)) and time.monotonic() < end:
        qtbot.wait(50)
    assert not any(map(alive, pids)), "the search process outlived the window"
    assert c.state.history == []  # no move was applied while quitting
    assert storage.load_save(w.save_path).state.history == []


def test_many_new_games_while_thinking_leave_one_clean_table(make_window, qtbot):
    w = make_window()
    c = w.controller
    answers: list = []
    stale = [_start_thinking(w, qtbot, answers)]
    for _ in range(4):  # each new Belote game asks again; every earlier request is stale
        w.start_game(*THINKER)
        qtbot.waitUntil(lambda: c.pending is not None, timeout=30_000)
        stale.append(c.pending)
    stale.pop()  # the last request belongs to the table in play
    # the table plays on until it is the player's turn (stale searches given up or dropped)
    qtbot.waitUntil(lambda: c.is_human_turn() and c.pending is None, timeout=120_000)
    fresh = [text for rid, text in answers if rid not in stale]
    # every move on the table answers one of its own requests: no stale move was applied
    assert [str(a) for a in c.state.history] == fresh
    assert fresh and c.is_human_turn()  # the bots stopped at the player's turn
