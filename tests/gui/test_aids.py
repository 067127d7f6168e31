"""Player aids: per-seat difficulty, presets, undo, the hand log and the fair-deal check."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QDialogButtonBox, QLabel

from engine.registry import get_game
from gui.dialogs.new_game import NewGameDialog
from gui.services import storage


def form_labels(dlg):
    """The seat rows' labels, top to bottom."""
    out = []
    for row in range(dlg.seat_form.rowCount()):
        item = dlg.seat_form.itemAt(row, dlg.seat_form.ItemRole.LabelRole)
        span = dlg.seat_form.itemAt(row, dlg.seat_form.ItemRole.SpanningRole)
        w = (item or span).widget()
        out.append(w.text() if isinstance(w, QLabel) else "")
    return out


# -- per-seat difficulty ------------------------------------------------------------------------


def test_partnership_seats_name_the_partner_apart_from_the_opponents(qtbot):
    dlg = NewGameDialog(get_game("declaration"), levels=["easy", "hard", "medium"])
    qtbot.addWidget(dlg)
    labels = form_labels(dlg)
    assert labels[0] == "Partner (North)"
    assert "Opponents" in labels[1]
    assert labels[2:] == ["West", "East"]
    # levels stay in seat order (1 West, 2 North, 3 East) whatever the rows' order
    assert dlg.levels() == ["easy", "hard", "medium"]
    dlg.seat_combos[1].setCurrentIndex(dlg.seat_combos[1].findData("easy"))  # the partner
    assert dlg.levels() == ["easy", "easy", "medium"]
    belote = NewGameDialog(get_game("belote"))
    qtbot.addWidget(belote)
    assert form_labels(belote)[0] == "Partner (North)"
    assert form_labels(belote)[2:] == ["West", "East"]  # as they sit, in both games
    assert belote.levels()[0] == belote.seat_combos[0].currentData()  # seat 1, East


def test_solo_seats_are_named_by_where_they_sit(qtbot):
    dlg = NewGameDialog(get_game("declare"), {"players": 3}, ["hard", "easy"])
    qtbot.addWidget(dlg)
    assert form_labels(dlg) == ["Seat 1 (top left)", "Seat 2 (top right)"]
    assert dlg.levels() == ["hard", "easy"]
    dlg.widgets["players"].setValue(4)
    assert form_labels(dlg) == ["Seat 1 (top left)", "Seat 2 (top)", "Seat 3 (top right)"]
    assert dlg.levels() == ["hard", "easy", "medium"]  # chosen levels are kept
    # six seats: two in each top corner (helper-5 read "Seat 1 (top left)" and "Seat 2 (top
    # left)"); no two rows say the same place, and a line says how seats are numbered
    for n in range(5, 21):
        dlg.widgets["players"].setValue(n)
        labels = form_labels(dlg)
        places = [label for label in labels if label.startswith("Seat ")]
        assert len(places) == n - 1 and len(set(places)) == n - 1, labels
        wheres = [p.split("(", 1)[1] for p in places if "(" in p]
        assert len(wheres) == len(set(wheres)), labels
        numbered = len(wheres) < n - 1
        assert numbered == any("numbered clockwise" in label for label in labels), labels


def test_seat_levels_are_saved_per_game(make_window, monkeypatch):
    w = make_window()
    w.game_list.setCurrentRow(
        next(r for r in range(w.game_list.count()) if "Declaration" in w.game_list.item(r).text())
    )

    def run(dlg):
        dlg.seat_combos[1].setCurrentIndex(dlg.seat_combos[1].findData("easy"))
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", run)
    assert w.new_game(seed=3)
    assert w.settings.seat_levels["declaration"][1] == "easy"
    assert w.controller.levels[2] == "easy"  # North, the partner
    w.controller.cancel_ai()


# -- presets --------------------------------------------------------------------------------


def test_presets_round_trip_through_save_export_and_import(qtbot, tmp_path):
    presets = tmp_path / "config" / "presets.json"
    game = get_game("declaration")
    dlg = NewGameDialog(game, presets_file=presets)
    qtbot.addWidget(dlg)
    dlg.widgets["void_lock"].setChecked(True)
    dlg.widgets["target"].setValue(150)
    assert dlg.save_preset("Void table")
    assert storage.load_presets(presets)["declaration"]["Void table"]["void_lock"] is True
    assert dlg.export_preset("Void table", tmp_path / "void.json")
    # a fresh dialog on another machine: import the file, the form shows its options
    other = NewGameDialog(game, presets_file=tmp_path / "elsewhere.json")
    qtbot.addWidget(other)
    assert other.values()["void_lock"] is False
    assert other.import_preset(tmp_path / "void.json")
    assert other.values() == dlg.values()
    assert other.preset_combo.currentText() == "Void table"
    # and load brings a saved preset back after changes
    other.widgets["void_lock"].setChecked(False)
    assert other.load_preset("Void table")
    assert other.values()["void_lock"] is True and other.values()["target"] == 150


def test_a_bad_preset_file_is_refused_with_a_reason_and_changes_nothing(qtbot, tmp_path):
    presets = tmp_path / "presets.json"
    dlg = NewGameDialog(get_game("belote"), presets_file=presets)
    qtbot.addWidget(dlg)
    before = dlg.values()
    cases = {
        "broken.json": ("{not json", "not a valid preset file"),
        "other.json": (
            json.dumps(
                {
                    "format": "card-table/preset",
                    "version": 1,
                    "game": "declare",
                    "name": "x",
                    "options": {},
                }
            ),
            "preset for Declare, not for Belote",
        ),
        "wrong.json": (
            json.dumps(
                {
                    "format": "card-table/preset",
                    "version": 1,
                    "game": "belote",
                    "name": "x",
                    "options": {"variant": "chess"},
                }
            ),
            "options this game cannot use",
        ),
        "list.json": ("[1, 2]", "not a preset file"),
    }
    for name, (content, reason) in cases.items():
        (tmp_path / name).write_text(content)
        assert not dlg.import_preset(tmp_path / name)
        assert "cannot be imported" in dlg.preset_status.text()
        assert reason in dlg.preset_status.text()
    assert not dlg.import_preset(tmp_path / "missing.json")
    assert dlg.values() == before
    assert not presets.exists()  # nothing was saved


def test_a_corrupt_presets_file_is_set_aside(tmp_path):
    presets = tmp_path / "presets.json"
    presets.write_text("{[")
    assert storage.load_presets(presets) == {}
    assert not presets.exists()
    assert list(tmp_path.glob("presets.json.corrupt-*"))
    storage.save_preset("declare", "Quick", {"rounds": 2}, presets)
    assert storage.load_presets(presets) == {"declare": {"Quick": {"rounds": 2}}}


def test_only_playable_options_can_be_saved(qtbot, tmp_path):
    dlg = NewGameDialog(get_game("declare"), presets_file=tmp_path / "p.json")
    qtbot.addWidget(dlg)
    dlg.widgets["players"].setValue(20)
    dlg.widgets["hand_size"].setValue(10)
    assert not dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert not dlg.save_preset("Big")
    assert not (tmp_path / "p.json").exists()


# -- undo ----------------------------------------------------------------------------------------


def wait_human(window, qtbot):
    c = window.controller
    qtbot.waitUntil(
        lambda: c.is_human_turn() and not c.waits_for_next() and c.pending is None, timeout=15000
    )


def test_undo_restores_the_exact_state_before_the_players_move(make_window, qtbot):
    w = make_window()
    w.start_game("declare", {"players": 3, "rounds": 2}, ["easy", "medium"], seed=12)
    c = w.controller
    wait_human(w, qtbot)
    assert not c.undo()  # nothing of the player's yet
    # two turns of the player's (a throw and a pick each), the bots answering each time
    snaps = []
    for _ in range(2):
        wait_human(w, qtbot)
        while c.is_human_turn():
            snaps.append((c.state.snapshot(), list(c.state.history), len(c.commitments)))
            c.play(c.state.legal_actions()[-1])
        wait_human(w, qtbot)
    after = c.state.snapshot()
    assert len(c.state.history) > len(snaps[-1][1]) + 1  # bots moved after the player
    assert w.undo()  # back to before the pick
    assert c.state.snapshot() == snaps[-1][0]
    assert list(c.state.history) == snaps[-1][1]
    assert len(c.commitments) == snaps[-1][2]
    record = json.loads(c.save_path.read_text())
    assert record["undo_used"] == 1
    assert record["actions"] == [str(a) for a in snaps[-1][1]]
    assert w.undo()  # and before the throw
    assert c.state.snapshot() == snaps[-2][0]
    assert json.loads(c.save_path.read_text())["undo_used"] == 2
    # the same moves again: the bots answer exactly as before (seeded decisions)
    while c.is_human_turn():
        c.play(c.state.legal_actions()[-1])
    wait_human(w, qtbot)
    assert c.state.snapshot() == after


def test_undo_cancels_a_pending_ai_decision_and_is_refused_when_off(make_window, qtbot):
    w = make_window()
    w.start_game("frontier", {"players": 3}, ["easy", "easy"], seed=4)
    c = w.controller
    wait_human(w, qtbot)
    c.ai.requested.disconnect()  # the bots think for ever: their decision stays pending
    while c.is_human_turn():
        snap, n = c.state.snapshot(), len(c.state.history)
        c.play(next(a for a in c.state.legal_actions() if a.kind != "mulligan"))
    qtbot.waitUntil(lambda: c.pending is not None, timeout=5000)
    assert c.undo()
    assert c.pending is None  # the decision in flight was cancelled; its answer is dropped
    assert len(c.state.history) == n and c.state.snapshot() == snap and c.is_human_turn()
    w.settings.undo = False
    w.apply_settings()
    assert not w.undo_action.isEnabled()
    c.play(c.state.legal_actions()[-1])
    assert c.undo_point() is None and not c.undo()


def test_undo_never_takes_back_the_end_of_a_round(make_window, qtbot):
    w = make_window()
    w.start_game("declare", {"players": 2, "rounds": 3, "go_arounds": 0}, ["easy"], seed=2)
    c = w.controller
    while not c.waits_for_next():
        qtbot.waitUntil(lambda: c.is_human_turn() and c.pending is None, timeout=15000)
        if not c.waits_for_next():
            c.play(c.state.legal_actions()[0])  # declares as soon as it may
    assert c.state.history[-1].kind == "declare"
    assert c.undo_point() is None and not c.undo()  # the declare that ended the round stays
    c.next_round()
    wait_human(w, qtbot)
    assert c.state.round_no == 2
    assert c.undo_point() is None and not c.undo()  # the ended round stays ended
    n = len(c.state.history)
    c.play(c.state.legal_actions()[-1])
    assert c.undo_point() == n  # a move of the new round may be taken back


def test_undo_never_takes_back_a_deal(make_window, qtbot):
    w = make_window()
    w.start_game("declaration", {}, ["easy", "easy", "easy"], seed=6)
    c = w.controller
    wait_human(w, qtbot)
    c.play("dare 0")  # South's dare; West's dare then deals the cards
    wait_human(w, qtbot)
    assert c.state.phase != "dare" and c.commitments
    assert c.undo_point() is None and not c.undo()  # the cards seen stay dealt


# -- hand log and last trick --------------------------------------------------------------------


def test_hand_log_lists_every_action_of_the_hand_in_words(make_window, qtbot):
    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=7)
    c = w.controller
    log = w.hand_log
    for _ in range(3):
        wait_human(w, qtbot)
        c.play(c.state.legal_actions()[-1])
    wait_human(w, qtbot)
    w.table_page.drawer_action.trigger()  # F9 opens the drawer with the log in it
    assert w.hand_log.isVisible()
    lines = log.lines()
    assert lines[0] == "— Round 1 —"
    actions = [str(a) for a in c.state.history]
    acted = [e for e in log.entries if e.seat is not None]
    assert len(acted) == len(actions)  # one line per action, nothing else per seat
    throws = [a for a in actions if a.startswith("throw")]
    assert sum("threw" in e.text for e in acted) == len(throws)
    assert any(line.startswith("You threw") for line in lines)
    assert any(line.startswith("Seat 1 ") for line in lines)
    assert "Last turns:" in log.last_text() and "Seat 2" in log.last_text()
    # a resume rebuilds the same log from the record
    w.close()
    again = make_window()
    assert again.resume()
    assert again.hand_log.lines() == lines


def test_last_trick_is_shown_in_trick_games(make_window, qtbot):
    w = make_window()
    w.start_game("declaration", {}, ["easy", "easy", "easy"], seed=3)
    c = w.controller
    log = w.hand_log
    while not any(e.kind == "trick_won" for e in c.game_events()):
        wait_human(w, qtbot)
        c.play(c.state.legal_actions()[0])
    text = log.last_text()
    assert text.startswith("<b>Last trick, won by ")
    assert text.count(",") >= 4  # four cards after the heading
    assert any(" played " in line for line in log.lines())
    assert any(" bid " in line for line in log.lines())


def test_a_new_hand_does_not_show_the_last_hand_s_last_trick(qtbot):
    # seen: the header above the log still said "Last trick, won by ..." of the hand before
    import random

    from engine.ai import make_bot
    from engine.games.belote.state import BeloteOptions, BeloteState
    from gui.table.hand_log import HandLog

    log = HandLog()
    qtbot.addWidget(log)
    log.reset("belote", ["You", "Seat 1", "Seat 2", "Seat 3"])
    state = BeloteState(BeloteOptions(), 4)
    bot = make_bot("belote", "easy")
    rng = random.Random(1)
    tricks_seen = deals = 0
    while deals < 2 and not state.is_terminal:
        seat = state.current_player
        events = state.apply(bot.choose(state.observation(seat), state.legal_actions(), rng))
        log.add(events)
        tricks_seen += sum(e.kind == "trick_won" for e in events)
        if any(log_header(log, e) for e in events):
            deals += 1
            if tricks_seen:  # a hand was played before this one
                assert not log.last_text().startswith("<b>Last trick"), log.last_text()
    assert deals == 2 and tricks_seen


def log_header(log, event) -> bool:
    from gui.table.hand_log import event_line

    entry = event_line(log.game_id, event, log.name)
    return entry is not None and entry.header


# -- fair deal in the window ------------------------------------------------------------------


def test_fair_deal_fingerprint_is_shown_and_checks_after_the_hand(make_window, qtbot):
    from engine import fairdeal

    w = make_window()
    w.start_game("declare", {"players": 2, "rounds": 2, "go_arounds": 0}, ["easy"], seed=5)
    c = w.controller
    first = c.commitments[0]
    assert w.fingerprint_label.text().endswith(fairdeal.fingerprint(first.sha256))
    ok, text = w.fair_deal_report()
    assert ok and "revealed once its hand is over" in text  # the deal in play stays secret
    while not c.waits_for_next():
        qtbot.waitUntil(lambda: c.is_human_turn() and c.pending is None, timeout=15000)
        if not c.waits_for_next():
            c.play(c.state.legal_actions()[0])
    ok, text = w.fair_deal_report()
    assert ok and "Deal 1: fingerprint " + fairdeal.fingerprint(first.sha256) in text
    assert "it matches" in text
    record = json.loads(c.save_path.read_text())
    assert fairdeal.verify(record).ok
    # a commitment changed after the fact is caught
    c.commitments[0] = fairdeal.Commitment(0, 0, "0" * 64)
    ok, text = w.fair_deal_report()
    assert not ok and "does NOT match" in text


def test_event_words_name_the_seat_and_what_it_did(qapp):
    from engine.events import CardPlayed, Reshuffled
    from engine.games.belote.events import BeloteBid, BeloteTrickWon, DealStarted
    from engine.games.declaration.events import BidMade, DeclarationTrickWon
    from engine.games.declare import events as declare
    from engine.games.declare.events import Picked, Thrown
    from engine.games.frontier.events import Raised, RoundStarted
    from gui.table.hand_log import event_line

    names = ["You", "Seat 1", "Seat 2", "Seat 3"].__getitem__
    cases = [
        ("belote", DealStarted(1, 0, 1, "JH"), "Deal 1 · turned card J♥"),
        ("belote", BeloteBid(1, 90, "S", False), "Seat 1 bid 90 ♠"),
        ("belote", CardPlayed(2, "10H"), "Seat 2 played 10♥"),
        ("declare", Thrown(0, ["5H", "5S"]), "You threw 5♥ 5♠"),
        ("declare", Picked(3, "draw"), "Seat 3 drew from the draw pile"),
        ("frontier", Raised(1, 40, 40, 60), "Seat 1 raised to $40"),
        ("declaration", BidMade(2, 4, 0, 0), "Seat 2 bid 4"),
        ("belote", BeloteTrickWon(1, 3, 25, ["7H"] * 4), "Seat 1 won the trick (25 points)"),
        ("declaration", DeclarationTrickWon(2, 0, 1, ["2S"] * 4, [1, 0]), "Seat 2 won the trick"),
        ("frontier", RoundStarted(3, 5, 0, [], [20] * 3), "Round 3"),
        ("declare", declare.RoundStarted(2, 0, 1, 5, []), "Round 2"),
    ]
    for game, event, words in cases:
        entry = event_line(game, event, names)
        assert entry is not None and entry.text == words
        assert entry.seat == event.seat
        assert entry.header == (words.startswith(("Deal", "Round")))  # a new hand's header
    assert event_line("declare", Reshuffled(20), names) is None  # not in the log


def test_the_hand_log_keeps_its_newest_line_in_view(qtbot):
    """helper-5: the newest line ("West passed") was cut off at the log's foot. The list was
    scrolled before the last-trick text above it took its height; the newest line now stays
    whole as lines come, unless the player scrolled up to read."""
    import random

    from engine.ai.base import make_bot
    from engine.registry import get_game
    from gui.table.hand_log import HandLog

    game = get_game("belote")
    state = game.new_state(game.options_type(variant="with_trump"), 3)
    bot, rng = make_bot("belote", "medium"), random.Random(3)
    log = HandLog()
    qtbot.addWidget(log)
    log.resize(220, 260)
    log.show()
    qtbot.waitExposed(log)
    log.reset("belote", ["You", "East", "North", "West"])

    def newest_whole() -> bool:
        lst = log.list
        last = lst.item(lst.count() - 1)
        return lst.viewport().rect().contains(lst.visualItemRect(last))

    for _ in range(60):  # the text above grows a line at a time from the first trick
        seat = state.current_player
        events = state.apply(bot.choose(state.observation(seat), state.legal_actions(), rng))
        log.add(events)
        qtbot.wait(5)  # the layout settles: the text above the list may grow
        assert newest_whole(), log.lines()[-3:]
    bar = log.list.verticalScrollBar()
    assert bar.maximum() > 0  # the log is longer than its view
    # a click on the last line, half in view, scrolls a little: the log still follows
    # (helper-6 saw it stop)
    bar.setValue(bar.maximum() - bar.singleStep())
    seat = state.current_player
    log.add(state.apply(bot.choose(state.observation(seat), state.legal_actions(), rng)))
    qtbot.wait(5)
    assert newest_whole()
    bar.setValue(0)  # the player scrolls up to read: new lines do not pull the view down
    seat = state.current_player
    log.add(state.apply(bot.choose(state.observation(seat), state.legal_actions(), rng)))
    qtbot.wait(5)
    assert bar.value() == 0
