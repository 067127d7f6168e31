"""Proof of pluggability, GUI side: the tests' extra game (Duel, ``tests/plugin_game``)
registers its engine ``Game`` and its ``TablePlugin`` from fixtures, and with no shared
module naming it, it is listed in the chooser, played to the end through the real window
with mouse gestures, told in its own words in the hand log, kept and replayed in the
history, counted in the statistics and explained in the rules viewer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTextBrowser

from engine.records import load_record, read_record
from engine.registry import get_game, list_games
from gui.dialogs.new_game import NewGameDialog
from gui.dialogs.rules import RulesDialog
from gui.games import has_table, plugin_for, plugins, register_plugin, unregister_plugin
from tests.gui.gestures import drag, play_to_end
from tests.gui.test_adapters_follow_engine import _moves, _walk

TARGET = 7
SEED = 4


@pytest.fixture(scope="module")
def duel(plugin_table):
    """The Duel, with its table, registered while this module's tests run."""
    return plugin_table


def human_move(window, qtbot, _n=0):
    """The player drags its highest playable card onto its place in the trick."""
    c = window.controller
    n = len(c.state.history)
    keys = c.adapter.drag_keys(c.observation)
    assert keys, "the player's turn, but no card to play"
    drag(window, keys[-1], "trick0")
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)


def play_a_game(make_window, qtbot, monkeypatch):
    """Pick the Duel in the chooser, start it through the new-game dialog (target 7) and
    play it to the end with the mouse; returns the window and any AI failure."""
    w = make_window()
    items = [w.game_list.item(i) for i in range(w.game_list.count())]
    item = next(i for i in items if i.data(Qt.ItemDataRole.UserRole) == "duel")
    assert item.text().startswith("Duel  ·  2 player")  # not "2–2 players"
    assert "twelve cards" in item.text() and item.flags() & Qt.ItemFlag.ItemIsEnabled
    w.game_list.setCurrentItem(item)
    assert w.selected_game() == "duel"

    def accept(dlg):
        dlg.widgets["target"].setValue(TARGET)  # the form is built from DuelOptions
        return True

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    failed = []
    w.controller.ai_failed.connect(failed.append)
    assert w.new_game(seed=SEED)
    c = w.controller
    assert c.state.game.id == "duel" and c.state.options.target == TARGET
    moves = play_to_end(w, qtbot, human_move)
    assert moves >= 6  # at least a hand's worth of the player's cards
    return w, failed


def test_the_duel_is_played_to_the_end_through_the_window(duel, make_window, qtbot, monkeypatch):
    w, failed = play_a_game(make_window, qtbot, monkeypatch)
    c = w.controller
    result = c.state.result()
    assert failed == []  # the AI seat's moves came from the search process, none failed
    assert max(result.scores) >= TARGET
    qtbot.waitUntil(
        lambda: w.pending_dialog is not None and w.pending_dialog.result_label is not None
    )
    winner = c.names[result.winners[0]]
    assert w.pending_dialog.result_label.text() == f"Winner: {winner}"
    # the score sheet: a row per hand and the totals, from the plugin's summaries
    hands = c.state.hand_no
    assert w.score_sheet.rowCount() == hands + 1
    assert [int(w.score_sheet.item(hands, s).text()) for s in range(2)] == list(result.scores)
    # the finished game was archived and replays to the same result
    _, replayed = load_record(c.archived)
    assert replayed.result() == result

    # (b) the hand log tells the last hands in the Duel's words and the shared ones
    lines = w.hand_log.lines()
    assert f"— Duel hand {hands} —" in lines
    assert any(line.startswith(("You played ", "Seat 1 played ")) for line in lines)
    assert any("takes the trick" in line for line in lines)
    assert f"Hand scored: {result.scores[0]} to {result.scores[1]}" in lines
    assert lines[-1] == "The game is over."
    played = [line for line in lines if " played " in line]
    assert all(line[-1] in "♠♥" for line in played)  # cards named by its card_words

    # (c) the history lists the game and replays it step by step
    win = w.open_history()
    assert len(win.entries) == 1 and win.table.item(0, 0).text() == "Duel"
    record = read_record(c.archived)
    table = win.replay_table
    assert table.steps() == len(record["actions"]) == len(c.state.history)
    table.setFocus()
    said = []
    for step in range(1, table.steps() + 1):
        QTest.keyClick(table, Qt.Key.Key_Right)
        assert table.step == step
        state = table.replay.state_at(step)
        other = next(p for p in table.scene.layout_now.piles if p.id == "seat1")
        assert sorted(f for _, f in other.cards) == sorted(c_.face for c_ in state.hands[1])
        said.append(table.words.text())
    assert said[0].startswith("You play ")  # seat 0 leads the first trick
    assert sum("the next hand" in s for s in said) == hands - 1  # "deals", or "You deal"
    assert sum("The hand is scored" in s for s in said) == hands
    assert "Final scores: " + " · ".join(map(str, result.scores)) in said[-1]
    win.close()

    # (d) the statistics show the Duel's own measures
    stats = w.open_statistics()
    assert stats.game_box.currentData() == "duel"
    assert figure(stats, "Games finished") == "1"
    assert figure(stats, "Duel hands") == str(hands)
    assert figure(stats, "Duel tricks per hand") == f"{result.scores[0] / hands:.1f}"
    tabs = [stats.tabs.tabText(i) for i in range(stats.tabs.count())]
    assert tabs[-1] == "Duel tricks"
    stats.close()

    # (e) the rules viewer shows its rules, with the options in force
    shown = []
    monkeypatch.setattr(
        RulesDialog, "exec", lambda self: shown.append(self.findChild(QTextBrowser).toPlainText())
    )
    w.show_rules()
    assert shown[-1].startswith("Duel") and f"The first to {TARGET} points" in shown[-1]


def figure(win, label):
    """A figure of the statistics window, by its label."""
    form = win.figures
    for row in range(form.rowCount()):
        if form.itemAt(row, form.ItemRole.LabelRole).widget().text() == label:
            return form.itemAt(row, form.ItemRole.FieldRole).widget().text()
    return None


def test_its_table_offers_exactly_the_engines_moves(duel, qapp):
    adapter = plugin_for("duel").adapter()
    for seed in range(4):
        for state, obs, events in _walk(get_game("duel"), seed):
            adapter.set_seats(["P0", "P1"], ["human", "easy"])
            layout = adapter.layout(obs, events)
            plays = {a for a in state.legal_actions() if a.kind == "play"}
            assert _moves(adapter, obs) == plays
            hand = next(p for p in layout.piles if p.id == "hand")
            assert [f for _, f in hand.cards] == [c.face for c in obs.hand]


def test_the_plugin_registry_takes_the_duel_in_and_out(duel):
    assert has_table("duel") and plugins()[-1] is duel
    unregister_plugin("duel")
    try:
        assert not has_table("duel")
        assert [p.game_id for p in plugins()] == [g.id for g in list_games()][:-1]
        with pytest.raises(KeyError):
            plugin_for("duel")
        with pytest.raises(KeyError, match="duel"):
            unregister_plugin("duel")
    finally:
        register_plugin(duel)
    assert plugin_for("duel") is duel
