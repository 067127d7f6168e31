"""The flow between games: Resume after Back to games, asking before a game is left, the
final screen, closing with a summary open, and the score sheet's columns."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from engine.ai.base import make_bot
from gui.dialogs.new_game import NewGameDialog
from gui.games.base import Summary
from gui.text import game_name
from gui.window.final_screen import standings, winner_line, your_line
from tests.gui.gestures import play_to_end
from tests.gui.test_table import OPTIONS, human_move


def started(make_window, qtbot, game="declare", options=None, levels=None, seed=5):
    w = make_window()
    options = {"players": 3} if options is None else options
    w.start_game(game, options, levels or ["easy", "easy"], seed=seed)
    qtbot.waitUntil(lambda: bool(w.controller.names))
    return w


def test_resume_stays_available_after_back_to_games(make_window, qtbot):
    w = started(make_window, qtbot)
    snapshot = w.controller.state.snapshot()
    assert not w.menus.resume_action.isEnabled()  # the game is on the table already
    w.table_page.back_button.click()
    assert w.stack.currentWidget() is w.chooser
    assert w.resume_button.isEnabled()
    # the game's own tile says Continue, and only that tile
    assert w.chooser.tiles["declare"].continue_button.isVisibleTo(w.chooser)
    assert not w.chooser.tiles["belote"].continue_button.isVisibleTo(w.chooser)
    assert w.menus.resume_action.isEnabled()
    w.resume_button.click()
    assert w.stack.currentWidget() is w.table_page
    assert w.controller.state.snapshot() == snapshot
    assert not w.menus.resume_action.isEnabled()


def test_a_game_in_progress_is_left_only_when_the_player_agrees(make_window, qtbot, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 0)
    w = started(make_window, qtbot)
    asked = []
    w.confirm = lambda title, question: asked.append(question) or False
    seed = w.controller.state.seed
    assert not w.new_game()
    w.start_tutorial()
    w.chooser.quit_button.click()
    assert len(asked) == 3
    # the question names the game that would be lost (it said "A game is in progress")
    name = game_name(w.controller.state.game.id)
    assert all(f"your {name} game in progress will be lost" in q for q in asked[:2]), asked
    assert w.isVisible() and w.controller.state.seed == seed
    # agreed: the new-game dialog opens (and is cancelled here)
    w.confirm = lambda title, question: asked.append(question) or True
    opened = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: opened.append(self) and 0)
    assert not w.new_game()
    assert len(asked) == 4 and len(opened) == 1


def test_a_game_saved_at_an_earlier_launch_is_replaced_only_when_the_player_agrees(
    make_window, qtbot, monkeypatch
):
    first = started(make_window, qtbot)  # a Declare game, saved as it is played
    first.controller.shutdown()
    save = first.save_path
    assert save.exists()
    saved = save.read_bytes()
    w = make_window()  # the next launch: nothing in progress in memory, the save on disk
    assert w.controller.state is None and not w.game_in_progress()
    asked = []
    w.confirm = lambda title, question: asked.append(question) or False
    opened = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: opened.append(self) and 0)
    w.chooser.select_game("frontier")
    assert not w.new_game()
    w.start_tutorial()
    assert len(asked) == 2 and "Declare" in asked[0] and not opened
    assert w.controller.state is None and save.read_bytes() == saved
    w.confirm = lambda title, question: asked.append(question) or True
    assert not w.new_game()  # agreed: the dialog opens (cancelled here, the save kept)
    assert len(asked) == 3 and len(opened) == 1 and save.read_bytes() == saved


def test_no_question_before_a_new_game_when_nothing_is_saved(make_window, qtbot, monkeypatch):
    w = make_window()
    w.confirm = lambda *_: (_ for _ in ()).throw(AssertionError("asked"))
    opened = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: opened.append(self) and 0)
    assert not w.new_game()
    assert len(opened) == 1


def test_no_question_once_the_game_is_over(make_window, qtbot):
    w = make_window()
    w.start_game("declare", OPTIONS, ["easy", "easy"], seed=12)
    play_to_end(w, qtbot, human_move)
    w.confirm = lambda *_: (_ for _ in ()).throw(AssertionError("asked"))
    assert not w.game_in_progress()
    w.quit()
    assert not w.isVisible()


def test_a_game_ends_on_the_final_screen_then_plays_again(make_window, qtbot):
    w = make_window()
    w.start_game("declare", OPTIONS, ["easy", "medium"], seed=12)
    play_to_end(w, qtbot, human_move)
    c = w.controller
    result = c.state.result()
    qtbot.waitUntil(lambda: w.pending_dialog is not None)
    w.pending_dialog.next_button.click()
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.final_screen)
    screen = w.final_screen
    from gui.window.final_screen import STANDINGS_WIDTH

    # a standings card, centred, not a spreadsheet across the window
    assert screen.table.width() <= STANDINGS_WIDTH < w.width() - 120
    centre = screen.table.geometry().center().x()
    assert abs(centre - screen.width() // 2) <= 2
    # every seat, winners first (Declare: the fewest points win), each with its score
    assert sorted(r.seat for r in screen.rows) == [0, 1, 2]
    assert {r.seat for r in screen.rows if r.winner} == set(result.winners)
    assert screen.rows[0].winner and screen.rows[0].place == 1
    assert [r.score for r in screen.rows] == sorted(result.scores)
    assert screen.table.rowCount() == 3
    names = [c.names[w_] for w_ in result.winners]
    assert all(n in screen.winner_label.text() for n in names)
    # Play again: the same game and opponents, a new deal, on an empty score sheet
    seed = c.state.seed
    screen.play_again_button.click()
    assert w.stack.currentWidget() is w.table_page
    assert c.state.game.id == "declare" and c.state.seed != seed
    assert c.levels == ["human", "easy", "medium"]
    assert w.score_sheet.rowCount() == 0 and w.round_rows == []


def test_stopping_an_unlimited_match_shows_the_full_standings(make_window, qtbot):
    w = make_window()
    w.start_game("declare", {"players": 3, "unlimited": True}, ["easy", "easy"], seed=12)
    c = w.controller
    # play the first round, then stop at its summary
    while not c.waits_for_next():
        qtbot.waitUntil(
            lambda: c.waits_for_next() or (c.is_human_turn() and not c.waits_for_next()),
            timeout=15000,
        )
        if c.waits_for_next():
            break
        human_move(w, qtbot)
    qtbot.waitUntil(lambda: w.pending_dialog is not None)
    assert w.pending_dialog.stop_button is not None
    w.pending_dialog.stop_button.click()
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.final_screen)
    assert c.state.is_terminal
    assert len(w.final_screen.rows) == 3
    w.final_screen.back_button.click()
    assert w.stack.currentWidget() is w.chooser
    assert not w.resume_button.isEnabled()  # the game is over: nothing to continue
    assert not w.menus.resume_action.isEnabled()  # nor in the Game menu


def to_round_summary(w, qtbot):
    """Play the player's moves until the first round's box is open."""
    c = w.controller
    while not c.waits_for_next():
        qtbot.waitUntil(
            lambda: c.waits_for_next() or (c.is_human_turn() and not c.waits_for_next()),
            timeout=15000,
        )
        if c.waits_for_next():
            break
        human_move(w, qtbot)
    qtbot.waitUntil(lambda: w.pending_dialog is not None and w.pending_dialog.isVisible())


def test_a_round_summary_leaves_the_players_cards_in_view_and_opens_the_drawer(make_window, qtbot):
    # played by a new player: the round's box lay over the hand, and the window's own
    # Scores and log button took no click while the box was open
    w = make_window()
    w.resize(1024, 700)
    w.start_game("declare", {"players": 4}, ["easy"] * 3, seed=3)
    to_round_summary(w, qtbot)
    dlg = w.pending_dialog
    cards = w._own_place_rect()
    assert cards is not None  # the showdown leaves the player's cards on the table
    assert not dlg.frameGeometry().intersects(cards), (dlg.frameGeometry(), cards)
    assert not w.table_page.drawer_action.isChecked()
    dlg.drawer_button.click()
    assert w.table_page.drawer_action.isChecked() and w.score_sheet.isVisible()
    assert dlg.isVisible()  # the round's box stays until Next


def test_a_round_summary_opens_over_the_table_not_over_the_drawer(make_window, qtbot):
    # Belote at 1024x700 with the drawer open: the round's box, centred on the window, lay
    # over the hand log
    from PySide6.QtCore import QRect

    w = make_window()
    w.table_page.set_drawer(True, 320)
    w.resize(1024, 700)
    w.start_game("declare", {"players": 4}, ["easy"] * 3, seed=3)
    to_round_summary(w, qtbot)
    drawer = w.table_page.drawer
    shown = QRect(drawer.mapToGlobal(drawer.rect().topLeft()), drawer.size())
    assert drawer.isVisible()
    assert not w.pending_dialog.frameGeometry().intersects(shown)


def test_the_window_closes_while_a_summary_is_open(make_window, qtbot):
    w = started(make_window, qtbot)
    c = w.controller
    history = list(c.state.history)
    played = []
    c.next_round = lambda: played.append(1)
    summary = Summary(1, "Round 1", ["Seat"], [["x"]], ["+1", "0", "0"], ["1", "0", "0"])
    c.summaries_ready.emit([summary], True, False, None)
    qtbot.waitUntil(lambda: w.pending_dialog is not None and w.pending_dialog.isVisible())
    dlg = w.pending_dialog
    w.close()
    assert not w.isVisible() and not dlg.isVisible()
    assert w.pending_dialog is None and played == []
    assert c.state.history == history
    assert not c.ai.worker_thread.isRunning()


def test_window_geometry_is_restored(make_window, qtbot):
    from gui.main_window import MainWindow

    w = make_window()
    w.resize(800, 580)  # (the offscreen screen is 800 × 600)
    w.close()
    again = MainWindow(w.settings, save_path=w.save_path, config_path=w.config_path)
    qtbot.addWidget(again)
    try:
        assert (again.width(), again.height()) == (800, 580)
    finally:
        again.controller.shutdown()


# -- standings ------------------------------------------------------------------------------
def test_standings_rank_winners_first_in_the_games_sense():
    names = ["You", "Ann", "Bob"]
    # the fewest points win (Declare)
    low = standings((30, 5, 12), (1,), names, low_wins=True)
    assert [r.seat for r in low] == [1, 2, 0] and [r.place for r in low] == [1, 2, 3]
    # the most cash wins (Frontier): the player last even if they took the last pot
    high = standings((3, 59, 20), (1,), names)
    assert [r.seat for r in high] == [1, 2, 0]
    assert winner_line(high) == "Winner: Ann"
    # ties share a place
    tie = standings((10, 10, 4), (0, 1), names)
    assert [r.place for r in tie] == [1, 1, 3]
    assert winner_line(tie) == "Joint winners: You, Ann"
    # a team game names the winning team
    team = standings((120, 80, 120, 80), (0, 2), [*names, "Cy"], ["N–S", "E–W", "N–S", "E–W"])
    assert winner_line(team) == "Winning team: N–S (You & Bob)"
    assert [r.place for r in team] == [1, 1, 2, 2]  # places count teams: the other is 2nd
    # and the player is told how it went for them
    assert your_line(low) == "You finished 3 of 3."
    assert your_line(high) == "You finished 3 of 3."
    assert your_line(tie) == "You win!"
    assert your_line(team) == "Your team wins!"
    lost = standings((80, 120, 80, 120), (1, 3), [*names, "Cy"], ["N–S", "E–W", "N–S", "E–W"])
    assert your_line(lost) == "Your team lost this game."  # not "finished 2 of 2"


def test_the_final_screen_writes_frontiers_cash_as_money(qapp):
    from gui.window.final_screen import FinalScreen

    screen = FinalScreen()
    rows = standings((0, 302, 93), (1,), ["You", "Ann", "Bob"])
    screen.show_result("Frontier", rows, money=True)
    heads = [screen.table.horizontalHeaderItem(c).text() for c in range(screen.table.columnCount())]
    assert "Cash" in heads and "Score" not in heads
    assert screen.table.item(0, heads.index("Cash")).text() == "$302"
    assert screen.you_label.text() == "You finished 3 of 3."
    screen.show_result("Declare", rows)
    assert screen.table.item(0, heads.index("Cash")).text() == "302"


def test_the_final_screen_says_you_win_once(qapp):
    """helper-4: "Winner: You" over "You win!" said it twice. The player alone says it
    once; anyone else's win still names the winner and says how the player did."""
    from gui.window.final_screen import FinalScreen

    screen = FinalScreen()
    screen.show_result("Frontier", standings((253, 104, 43), (0,), ["You", "Ann", "Bob"]))
    assert screen.winner_label.text() == "You win!"
    assert screen.you_label.text() == "" and screen.you_label.isHidden()
    screen.show_result("Frontier", standings((3, 59, 20), (1,), ["You", "Ann", "Bob"]))
    assert screen.winner_label.text() == "Winner: Ann"
    assert screen.you_label.text() == "You finished 3 of 3." and not screen.you_label.isHidden()


def test_frontier_felt_names_the_game_winner_at_the_end():
    from engine.registry import get_game
    from gui.games import adapter_for

    game = get_game("frontier")
    state = game.new_state(game.options_type(players=3), 4)
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.kind == "fold"), legal[0]))
    adapter = adapter_for("frontier")
    adapter.set_seats(["You", "Ann", "Bob"], ["human", "easy", "easy"])
    obs = state.observation(0)
    info = adapter.layout(obs, []).info
    result = state.result()
    best = ["You", "Ann", "Bob"][result.winners[0]]
    assert f"Winner: {best}" in info.splitlines()[0]


# -- the score sheet -------------------------------------------------------------------------
def test_team_games_show_a_column_per_team(make_window, qtbot):
    w = started(make_window, qtbot, "belote", {}, ["easy", "easy", "easy"], seed=3)
    w._add_round(Summary(1, "Deal 1", [], [], ["+90", "+72", "+90", "+72"], ["90", "72"] * 2))
    sheet = w.score_sheet
    assert sheet.columnCount() == 2
    heads = [sheet.horizontalHeaderItem(i) for i in range(2)]
    assert [h.text() for h in heads] == ["N–S", "E–W"]
    names = w.controller.names
    assert heads[0].toolTip() == f"{names[0]} & {names[2]}"
    assert [sheet.item(1, i).text() for i in range(2)] == ["90", "72"]
    assert (
        sheet.accessibleDescription()
        == f"Totals: {names[0]} & {names[2]} 90, {names[1]} & {names[3]} 72"
    )


def test_eight_seat_frontier_sheet_is_readable(make_window, qtbot):
    w = started(make_window, qtbot, "frontier", {"players": 8}, ["easy"] * 7, seed=3)
    names = w.controller.names
    w._add_round(Summary(1, "Round 1", [], [], ["+1"] * 8, ["21"] * 8))
    sheet = w.score_sheet
    assert sheet.columnCount() == 8
    heads = [sheet.horizontalHeaderItem(i) for i in range(8)]
    # short headers, the full names in tooltips, every header shown whole
    assert [h.toolTip() for h in heads] == names
    assert all(len(h.text()) <= 6 for h in heads)
    assert heads[3].text() == "S3"
    fm = sheet.horizontalHeader().fontMetrics()
    for i, h in enumerate(heads):
        assert sheet.horizontalHeader().sectionSize(i) >= fm.horizontalAdvance(h.text())
    assert sheet.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded


def test_the_chooser_shows_no_deal_number_of_the_last_game(make_window, qtbot):
    """Seen: "Deal #… Deal fingerprint …" of the last game on the chooser's status bar."""
    w = make_window()
    w.start_game("declare", OPTIONS, ["easy", "medium"], seed=12)
    qtbot.waitUntil(lambda: w.status_info.deal_label.text() != "")
    assert w.status_info.deal_label.isVisibleTo(w)
    w.back_to_games()
    assert not w.status_info.deal_label.isVisibleTo(w)
    assert not w.status_info.fingerprint_label.isVisibleTo(w)
    assert w.resume()
    assert w.status_info.deal_label.isVisibleTo(w)


def test_a_long_message_is_not_cut_off_by_the_deal_labels(make_window, qtbot):
    """Seen: a German hint's reason cut off where "Spiel Nr. 5 Fingerabdruck…" began."""
    w = make_window()
    w.resize(1024, 700)
    w.start_game("declare", OPTIONS, ["easy", "medium"], seed=12)
    qtbot.waitUntil(lambda: w.status_info.fingerprint_label.text() != "")
    bar, info = w.statusBar(), w.status_info
    long = "Hint: " + "the Hard bot would meld these cards, worth their price, " * 2 + "and more"
    assert bar.fontMetrics().horizontalAdvance(long) < bar.width()
    bar.showMessage(long)
    assert not info.deal_label.isVisibleTo(w) and not info.fingerprint_label.isVisibleTo(w)
    bar.showMessage("Your turn.")
    assert info.deal_label.isVisibleTo(w) and info.fingerprint_label.isVisibleTo(w)
    bar.showMessage(long)
    bar.clearMessage()
    assert info.deal_label.isVisibleTo(w)


def test_new_game_from_the_table_asks_for_the_game_being_played(make_window, monkeypatch):
    """Seen: Game > New game… from Declaration's final screen opened Declare's options."""
    from gui.dialogs.new_game import NewGameDialog

    asked = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: asked.append(self.game.id) or 0)
    w = make_window()
    w.chooser.select_game("declare")
    w.start_game("declaration", {}, ["easy"] * 3, seed=4)
    w.confirm = lambda *_: True
    w.new_game()
    assert asked == ["declaration"]
    w.back_to_games()
    w.chooser.select_game("frontier")
    w.new_game()  # on the chooser: the game picked there
    assert asked[-1] == "frontier"


def test_the_chooser_keeps_its_word_while_the_kept_game_plays_on(make_window, qtbot):
    """Seen: "Your turn." on the chooser's status bar: the game kept for Resume played its
    bots' moves on after Back to games and said so there."""
    w = make_window()
    w.start_game("belote", {}, ["easy"] * 3, seed=3)
    c = w.controller
    w.back_to_games()
    pick = w.statusBar().currentMessage()
    assert pick == w.tr("Pick a game and press New game.")
    c.status.emit(c.tr("Your turn."))
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    assert w.statusBar().currentMessage() == pick
    assert w.resume()
    assert w.statusBar().currentMessage() == w.tr("Resumed.")
    c.status.emit(c.tr("Your turn."))
    assert w.statusBar().currentMessage() == "Your turn."


def test_a_round_summary_leaves_the_menus_and_the_windows_buttons_usable(make_window, qtbot):
    """Two new players: while the round's box was open neither the menus nor Back to games
    nor Help took a click (it was a modal window). It is now a panel inside the window;
    what would act on the finished round under it waits or starts afresh."""
    from PySide6.QtWidgets import QApplication

    w = make_window()
    w.resize(1024, 700)
    w.start_game("declare", {"players": 4}, ["easy"] * 3, seed=3)
    to_round_summary(w, qtbot)
    c, dlg = w.controller, w.pending_dialog
    assert not dlg.isWindow() and dlg.parentWidget() is w
    assert QApplication.activeModalWidget() is None
    box = dlg.geometry()  # in the window's coordinates: inside it, under the menu bar
    assert w.rect().contains(box) and box.top() > w.menuBar().geometry().bottom()
    # Undo would take back the round's last move under its box: refused, with a reason
    history = list(c.state.history)
    assert not w.undo() and c.state.history == history
    assert "Next round" in w.statusBar().currentMessage()
    # Back to games takes the box away; Resume brings the round's box back, then Next goes on
    round_no = c.observation.round_no
    w.back_to_games()
    assert w.pending_dialog is None and not dlg.isVisible()
    assert w.resume()
    qtbot.waitUntil(lambda: w.pending_dialog is not None and w.pending_dialog.isVisible())
    w.pending_dialog.next_button.click()
    qtbot.waitUntil(lambda: c.observation.round_no == round_no + 1, timeout=5000)
    # a new game over an open box: the box goes, and the new game starts at its first round
    to_round_summary(w, qtbot)
    w.confirm = lambda *_: True
    w.start_game("declare", {"players": 4}, ["easy"] * 3, seed=4)
    assert w.pending_dialog is None
    qtbot.wait(200)
    assert c.observation.round_no == 1 and not c.waits_for_next()


def test_the_round_boxs_next_button_says_the_games_own_word(make_window, qtbot):
    """Seen in French: "Donne 1" on the table, "Manche suivante" on the box that goes on."""
    from gui import app

    w = make_window()
    for game, options, word in (
        ("belote", {}, "Next deal"),
        ("declaration", {}, "Next hand"),
        ("declare", {"players": 3}, "Next round"),
    ):
        w.confirm = lambda *_: True
        w.start_game(game, options, ["easy"] * (3 if game != "declare" else 2), seed=2)
        assert w._next_round_words() == word
    app.install_translators("fr")
    try:
        assert w._next_round_words() == "Manche suivante"
        w.start_game("belote", {}, ["easy"] * 3, seed=2)
        assert w._next_round_words() == "Donne suivante"
    finally:
        app.remove_translators()


def test_a_round_ended_while_on_the_chooser_opens_its_box_on_resume(make_window, qtbot):
    """The bots play on after Back to games; a round they end there opens no box over the
    chooser (the box lies inside the window now), and Resume opens it on the table."""
    w = make_window()
    w.start_game("declare", {"players": 4}, ["easy"] * 3, seed=3)
    to_round_summary(w, qtbot)
    summary = w.round_rows[-1]
    w.back_to_games()
    w._on_controller_summaries_ready([summary], True, False, None)  # as the bots' round ends
    assert w.pending_dialog is None
    assert w.resume()
    qtbot.waitUntil(lambda: w.pending_dialog is not None and w.pending_dialog.isVisible())


def test_a_new_game_does_not_deal_under_the_choosers_word(make_window, qtbot):
    """Seen: "Pick a game and press New game." on the status bar while Belote dealt."""
    w = make_window()
    w.back_to_games()
    pick = w.statusBar().currentMessage()
    assert pick
    w.start_game("belote", {}, ["easy"] * 3, seed=2)
    assert w.statusBar().currentMessage() != pick


@pytest.mark.parametrize(
    ("game_id", "options"),
    [
        ("frontier", {"players": 4}),
        ("frontier", {"players": 6}),
        ("declare", {"players": 4}),
        ("declaration", {}),
    ],
)
def test_a_round_summary_leaves_the_players_plate_in_view(make_window, qtbot, game_id, options):
    # helper-53: at a showdown the round's box lay over the player's own label, the one
    # thing the result is about
    w = make_window()
    w.resize(1024, 700)
    w.start_game(game_id, options, ["easy"] * (options.get("players", 4) - 1), seed=3)
    c = w.controller
    bot, rng = make_bot(game_id, "medium"), random.Random(1)
    while w.pending_dialog is None:
        qtbot.waitUntil(
            lambda: w.pending_dialog is not None or (c.is_human_turn() and not c.waits_for_next()),
            timeout=15000,
        )
        if w.pending_dialog is None:
            c.play(bot.choose(c.observation, c.state.legal_actions(), rng))
    qtbot.waitUntil(lambda: w.pending_dialog.isVisible())
    dlg = w.pending_dialog
    plate = w.scene.seat_plates[w.controller.observation.seat][0]
    shown = w.view.mapFromScene(plate.sceneBoundingRect()).boundingRect()
    on_screen = QRect(w.view.viewport().mapToGlobal(shown.topLeft()), shown.size())
    assert plate.isVisible()
    assert not dlg.frameGeometry().intersects(on_screen), (dlg.frameGeometry(), on_screen)


@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1280, 800)])
def test_a_round_box_covers_no_plate_and_no_aid(make_window, qtbot, size):
    """A play tester's 1280x800 Frontier: the round's box lay over the other seats' plates
    and revealed cards (it went above the player's plate first) while the empty row of moves
    went unused; at 800x600 it hid "Scores and log" and Back to games. It goes below the
    player's plate where there is room, and beside the aids."""
    w = make_window()
    w.resize(*size)
    w.start_game("frontier", {"players": 4}, ["medium"] * 3, seed=4)
    c = w.controller
    bot, rng = make_bot("frontier", "medium"), random.Random(1)
    boxes = 0
    while boxes < 3 and not c.state.is_terminal:
        qtbot.waitUntil(
            lambda: (
                w.pending_dialog is not None
                or c.state.is_terminal
                or (c.is_human_turn() and not c.waits_for_next())
            ),
            timeout=15000,
        )
        if w.pending_dialog is None:
            if not c.state.is_terminal:
                c.play(bot.choose(c.observation, c.state.legal_actions(), rng))
            continue
        dlg = w.pending_dialog
        qtbot.waitUntil(dlg.isVisible)
        box = QRect(dlg.mapToGlobal(QPoint(0, 0)), dlg.size())
        for s, (plate, _text) in w.scene.seat_plates.items():
            shown = w.view.mapFromScene(plate.sceneBoundingRect()).boundingRect()
            at = QRect(w.view.viewport().mapToGlobal(shown.topLeft()), shown.size())
            assert not (plate.isVisible() and box.intersects(at)), (s, box, at)
        aids = w.table_page.aids_rect()
        assert aids is not None and not box.intersects(aids), (box, aids)
        boxes += 1
        dlg.next_button.click()
        qtbot.waitUntil(lambda: w.pending_dialog is None, timeout=5000)
    assert boxes == 3


def test_the_score_sheet_says_what_it_will_hold_before_the_first_round(qtbot):
    """helper-3: the score sheet was a blank box until the first deal was scored. Until then
    it says the scores appear there; once a round is on it, the rows show instead."""
    from PySide6.QtGui import QColor

    from gui.games.base import Summary
    from gui.window.score_sheet import ScoreSheet

    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(300, 200)
    sheet.show()
    qtbot.waitExposed(sheet)

    def ink() -> int:
        """Pixels in the sheet's middle that are not its background."""
        image = sheet.viewport().grab().toImage()
        base = sheet.palette().base().color()
        h = image.height()
        return sum(
            QColor(image.pixel(x, y)) != base
            for y in range(h // 3, 2 * h // 3)
            for x in range(0, image.width(), 2)
        )

    assert sheet.empty_text() and ink() > 20
    sheet.add_round(Summary(1, "Deal 1", [], [], ["+10", "+0"], ["10", "0"]), ["You", "Ann"])
    assert sheet.rowCount() >= 1
    written = ink()
    sheet.clear_rounds()
    assert ink() > 20  # empty again: the words are back
    assert sheet.rounds == [] and written != ink()


def test_the_game_number_stays_put_from_one_fingerprint_to_the_next(make_window, qtbot):
    """helper-5: the status bar's "Game #…" stepped sideways at each deal, pushed by the
    fingerprint's hex digits of other widths."""
    w = make_window()
    w.resize(1024, 700)
    w.start_game("declare", OPTIONS, ["easy", "medium"], seed=12)
    info = w.status_info
    qtbot.waitUntil(lambda: info.fingerprint_label.text() != "")
    places = []
    for text in ("1111 1111 1111", "dddd 0000 8888", "ffff ffff ffff", "adeb bd20 07ec"):
        info.show_fingerprint(text)
        qtbot.wait(20)
        places.append(info.deal_label.mapTo(w, info.deal_label.rect().topLeft()).x())
    assert len(set(places)) == 1, places
