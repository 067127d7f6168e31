"""The Declare table played through the real window: drags, AI thread, saves, refusals."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from engine.records import load_record
from tests.gui.gestures import drag, play_to_end, view_point

OPTIONS = {"players": 3, "rounds": 2, "go_arounds": 1}


def human_move(window, qtbot, _n=0):
    """One move for the player, made with the mouse."""
    c = window.controller
    obs = c.observation
    n = len(c.state.history)
    if obs.phase == "joker":
        key = f"c:{obs.face_up[0]}"
        at = view_point(window, window.scene.items_by_key[key])
        QTest.mouseDClick(
            window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at
        )
    elif obs.phase == "turn":
        button = window.action_buttons["declare"]
        if button.isEnabled() and obs.total <= 4:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        else:
            jr = obs.joker_rank
            worst = max(
                obs.hand,
                key=lambda c_: (
                    0
                    if c_.rank == jr
                    else {"A": 1, "J": 10, "Q": 10, "K": 10}.get(
                        c_.rank, int(c_.rank) if c_.rank.isdigit() else 0
                    )
                ),
            )
            drag(window, f"c:{worst}", "pile")
    elif obs.phase == "pick":
        low = [c_ for c_ in obs.previous if c_.rank in ("A", "2", obs.joker_rank)]
        if low or not obs.draw_count:
            drag(window, f"c:{(low or list(obs.previous))[0]}", "hand")
        else:
            drag(window, f"d:{obs.draw_count - 1}", "hand")
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)


def test_whole_match_through_the_window(make_window, qtbot):
    w = make_window()
    w.start_game("declare", OPTIONS, ["easy", "medium"], seed=12)
    moves = play_to_end(w, qtbot, human_move)
    assert moves > 3
    result = w.controller.state.result()
    qtbot.waitUntil(lambda: w.pending_dialog is not None)
    assert w.pending_dialog.result_label is not None
    # the finished game was archived; its record replays to the same scores
    _, replayed = load_record(w.controller.archived)
    assert replayed.result() == result
    assert not (w.controller.save_path).exists()
    # the score sheet shows every round and the totals
    assert w.score_sheet.rowCount() == 3
    totals = [int(w.score_sheet.item(2, s).text()) for s in range(3)]
    assert tuple(totals) == result.scores


def until_human_throw(window, qtbot):
    c = window.controller
    if c.observation.phase == "joker" and c.is_human_turn():
        c.play("joker 0")
    qtbot.waitUntil(lambda: c.is_human_turn() and c.observation.phase == "turn", timeout=15000)


def test_a_new_game_starts_on_an_empty_score_sheet(make_window, qtbot):
    from gui.games.base import Summary

    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=5)
    qtbot.waitUntil(lambda: bool(w.controller.names))
    w._add_round(Summary(1, "Round 1", [], [], ["+5", "0", "+12"], ["5", "0", "12"]))
    assert w.score_sheet.rowCount() == 2 and w.score_sheet.item(1, 2).text() == "12"
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=6)
    assert w.round_rows == []
    assert (w.score_sheet.rowCount(), w.score_sheet.columnCount()) == (0, 0)
    assert w.score_sheet.accessibleDescription() == ""


def test_illegal_drop_is_refused_and_changes_nothing(make_window, qtbot):
    w = make_window()
    w.start_game("declare", OPTIONS, ["easy", "easy"], seed=5)
    c = w.controller
    until_human_throw(w, qtbot)
    before = json.dumps(c.state.snapshot())
    key = f"c:{c.observation.hand[0]}"
    home = w.scene.items_by_key[key].home
    drag(w, key, "draw")  # the draw pile takes no thrown cards
    assert json.dumps(c.state.snapshot()) == before
    assert "cannot go there" in w.statusBar().currentMessage()
    qtbot.waitUntil(lambda: w.scene.items_by_key[key].pos() == home)
    # a declare the engine refuses: the reason comes back in words
    button = w.action_buttons["declare"]
    assert not button.isEnabled()
    assert "Declaring opens" in button.toolTip() or "total" in button.toolTip()
    c.play("declare")
    assert json.dumps(c.state.snapshot()) == before
    assert (
        "Declaring opens" in w.statusBar().currentMessage()
        or "total" in w.statusBar().currentMessage()
    )


def test_keyboard_play(make_window, qtbot):
    w = make_window()
    w.start_game("declare", OPTIONS, ["easy", "easy"], seed=5)
    c = w.controller
    until_human_throw(w, qtbot)
    n = len(c.state.history)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history) == n + 1)
    assert c.state.history[-1].kind == "throw"


def test_resume_after_closing_continues_identically(make_window, qtbot):
    straight = make_window()
    straight.start_game("declare", OPTIONS, ["easy", "medium"], seed=21)
    play_to_end(straight, qtbot, human_move)
    expected = straight.controller.state.history

    first = make_window()
    first.start_game("declare", OPTIONS, ["easy", "medium"], seed=21)
    play_to_end(first, qtbot, human_move, stop_after=3)
    snapshot = first.controller.state.snapshot()
    first.close()
    assert not first.controller.ai.worker_thread.isRunning()

    second = make_window()
    assert second.resume_button.isEnabled()
    assert second.resume()
    assert second.controller.state.snapshot() == snapshot
    play_to_end(second, qtbot, human_move)
    assert second.controller.state.history == expected


@pytest.mark.parametrize(
    "seats",
    [
        [{"name": "You", "level": "human"}, {"name": "Ann"}, {"name": "Bob"}],  # no kinds
        [{"kind": "bot", "bot": "easy"}, {"kind": "human"}, {"kind": "bot", "bot": "easy"}],
        [{"kind": "human"}, {"kind": "bot", "bot": "grandmaster"}, {"kind": "bot"}],
    ],
    ids=["no-kinds", "player-not-in-seat-0", "unknown-level"],
)
def test_a_save_with_unplayable_seats_resumes_with_medium_bots(make_window, qtbot, seats):
    """A hand-edited save whose seats do not say "the player in seat 0, bots elsewhere"
    resumes with Medium bots rather than asking the AI to play a "human" seat."""
    first = make_window()
    first.start_game("declare", OPTIONS, ["easy", "medium"], seed=21)
    play_to_end(first, qtbot, human_move, stop_after=2)
    record = first.controller.record()
    first.close()
    record["seats"] = seats
    from gui.services import storage

    second = make_window()
    storage.write_save(record, second.save_path)
    assert second.resume()
    assert second.controller.levels == ["human", "medium", "medium"]
    play_to_end(second, qtbot, human_move, stop_after=4)
    assert "failed" not in second.statusBar().currentMessage()


def test_corrupt_save_is_set_aside_with_a_message(make_window, qtbot, monkeypatch, tmp_path):
    save = tmp_path / "data" / "saves" / "current.json"
    save.parent.mkdir(parents=True)
    save.write_text('{"format": "card-table/hand-record", "format_ver')
    other = save.parent / "keep.json"
    other.write_text("{}")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    w = make_window()
    assert not w.resume()
    assert shown and "could not be loaded" in shown[0]
    assert not save.exists()
    assert len(list(save.parent.glob("current.json.corrupt-*"))) == 1
    assert other.read_text() == "{}"


def test_quit_while_ai_thinks_is_clean(make_window, qtbot):
    w = make_window()
    w.start_game("declare", {"players": 6}, ["medium"] * 5, seed=1)
    c = w.controller
    qtbot.waitUntil(lambda: c.pending is not None or c.is_human_turn(), timeout=15000)
    w.close()
    assert not c.ai.worker_thread.isRunning()


def test_stale_ai_answer_is_dropped(make_window, qtbot):
    w = make_window()
    w.start_game("declare", OPTIONS, ["easy", "easy"], seed=5)
    c = w.controller
    before = len(c.state.history)
    c._on_move_ready(-12345, "declare")  # an answer to a request that is not pending
    assert len(c.state.history) == before


def test_tutorial_guides_through_joker_throw_pick(make_window, qtbot):
    w = make_window()
    hints = []
    w.start_tutorial("declare")
    w.guide.hint.connect(hints.append)
    c = w.controller
    assert c.observation.phase == "joker" and c.is_human_turn()
    assert "joker" in w.hint_label.text() and w.hint_label.isVisible()
    assert c.state.hands[0] == [
        __import__("engine.cards").cards.Card.parse(x) for x in ("KH", "9C", "2S", "2D")
    ]
    c.play("joker 0")
    qtbot.waitUntil(lambda: c.is_human_turn() and c.observation.phase == "turn", timeout=15000)
    assert "Throw a rank" in w.hint_label.text()
    c.play("throw K")
    assert "take exactly one card" in w.hint_label.text()
    # the tutorial does not overwrite the player's own Declare options
    assert "declare" not in w.settings.game_options


def test_turn_timer_plays_the_easy_move_when_time_runs_out(make_window, qtbot):
    w = make_window()
    w.start_game("declare", dict(OPTIONS, turn_time=10), ["easy", "easy"], seed=5)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    assert c.turn_timer.isActive() and c.turn_timer.interval() == 10_000
    n = len(c.state.history)
    c.turn_timer.timeout.emit()  # time is up
    assert len(c.state.history) == n + 1
    assert "Time is up" in w.statusBar().currentMessage()


def test_new_game_dialog_refuses_options_that_cannot_work(qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    from engine.registry import get_game
    from gui.dialogs.new_game import NewGameDialog

    dlg = NewGameDialog(get_game("declare"))
    qtbot.addWidget(dlg)
    ok = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    dlg.widgets["players"].setValue(20)
    dlg.widgets["hand_size"].setValue(10)
    assert not ok.isEnabled()
    assert "at least 4 decks" in dlg.error.text()
    assert len(dlg.seat_combos) == 19
    dlg.widgets["decks"].setValue(4)
    assert ok.isEnabled() and dlg.error.text() == ""


def test_resume_between_rounds_shows_the_round_again(make_window, qtbot):
    first = make_window()
    first.start_game("declare", OPTIONS, ["easy", "medium"], seed=21)
    c = first.controller
    while c.state.phase != "round_over":
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
        if c.state.phase == "round_over":
            break
        human_move(first, qtbot)
    first.close()
    second = make_window()
    assert second.resume()
    qtbot.waitUntil(lambda: second.pending_dialog is not None)
    dlg = second.pending_dialog
    assert dlg.table is not None and dlg.table.rowCount() == 3
    assert second.score_sheet.rowCount() == 2
    dlg.next_button.click()
    qtbot.waitUntil(lambda: second.controller.state.round_no == 2)


def test_rules_follow_the_game_and_its_options(make_window, monkeypatch):
    from PySide6.QtCore import Qt as _Qt
    from PySide6.QtWidgets import QTextBrowser

    from gui.dialogs.rules import RulesDialog

    shown = []
    monkeypatch.setattr(
        RulesDialog,
        "exec",
        lambda self: shown.append(self.findChild(QTextBrowser).toPlainText()),
    )
    w = make_window()
    for row in range(w.game_list.count()):
        item = w.game_list.item(row)
        w.game_list.setCurrentItem(item)
        w.show_rules()
        assert item.data(_Qt.ItemDataRole.UserRole) in shown[-1].lower()
    w.start_game("declare", dict(OPTIONS, declare_limit=7), ["easy", "easy"], seed=5)
    w.show_rules()
    assert "under 7" in shown[-1]
