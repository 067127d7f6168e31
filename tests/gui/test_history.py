"""History and replay: finished hands kept as records, replayed both ways, exported and
imported; and the Hard bot's hint for the player."""

from __future__ import annotations

import json
import random
import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from engine.ai import make_bot
from engine.ai.base import bot_factory, choose_explained, choose_text
from engine.ai.reasons import explain
from engine.core import Action
from engine.games.declare.state import card_value
from engine.records import make_record, read_record, replay
from engine.registry import get_game
from engine.rng import derive_seed
from gui.dialogs.history import CHECKPOINT_EVERY, HistoryWindow, Replay, ReplayTable
from gui.hint_reasons import reason_words
from gui.moves import action_cards, move_words
from gui.services import storage
from gui.services.history_files import list_history
from tests.gui.gestures import play_to_end

DECLARE = {"players": 3, "rounds": 2, "go_arounds": 1, "hand_size": 4}


def played(game_id="declare", options=None, seed=3):
    """A finished game played by Easy bots, and the snapshot after every action."""
    game = get_game(game_id)
    state = game.new_state(game.options_from_dict(options or {}), seed)
    bots = [make_bot(game_id, "easy") for _ in range(state.num_players)]
    rng = random.Random(seed)
    snaps = [state.snapshot()]
    while not state.is_terminal:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions(), rng))
        snaps.append(state.snapshot())
    seats = [{"seat": 0, "kind": "human", "bot": None, "name": "You"}] + [
        {"seat": s, "kind": "bot", "bot": "easy", "name": f"Seat {s}"}
        for s in range(1, state.num_players)
    ]
    return make_record(state, seats), snaps, state


def test_replay_visits_every_state_both_ways_and_ends_in_the_result():
    record, snaps, final = played(options=DECLARE)
    rep = Replay(record)
    assert rep.steps == len(record["actions"]) == len(snaps) - 1
    for step in [*range(rep.steps + 1), *range(rep.steps, -1, -1)]:
        assert rep.state_at(step).snapshot() == snaps[step], step
    end = rep.state_at(rep.steps)
    assert end.is_terminal
    assert {"scores": list(end.result().scores), "winners": list(end.result().winners)} == record[
        "result"
    ]
    # every step is told in words, naming who acted
    assert rep.words(0) == "The deal."
    for step in range(1, rep.steps + 1):
        seat = rep.actors[step - 1]
        assert rep.words(step).startswith("You " if seat == 0 else f"Seat {seat} ")


def test_replay_reaches_any_step_in_any_order():
    # a long game, so that jumps and steps back go on from the matches kept on the way
    record, snaps, _ = played("declaration", {"target": 150}, seed=2)
    rep = Replay(record)
    assert rep.steps > 3 * CHECKPOINT_EVERY
    order = list(range(rep.steps + 1))
    random.Random(5).shuffle(order)
    for step in [*order, rep.steps, rep.steps - 1, 1, 0, CHECKPOINT_EVERY, CHECKPOINT_EVERY - 1]:
        assert rep.state_at(step).snapshot() == snaps[step], step
    state = rep.state_at(7)
    state.apply(state.legal_actions()[0])  # a copy: the replay is not changed by it
    assert rep.state_at(7).snapshot() == snaps[7]


def test_replay_table_steps_with_keys_and_shows_every_hand(qtbot):
    record, snaps, final = played(options=DECLARE, seed=8)
    table = ReplayTable()
    qtbot.addWidget(table)
    table.resize(1000, 700)
    table.show()
    table.load(Replay(record))
    assert table.step == 0
    n = table.steps()
    seen = []
    for _ in range(n):
        QTest.keyClick(table, Qt.Key.Key_Right)
        seen.append(table.step)
        state = table.replay.state_at(table.step)
        # other seats' hands lie face up: exactly the cards each holds
        for pile in table.scene.layout_now.piles:
            if pile.id.startswith("seat") and pile.id[4:].isdigit() and not state.is_terminal:
                hand = state.observation(int(pile.id[4:])).hand
                if hand is not None:
                    faces = [f for _, f in pile.cards]
                    assert None not in faces
                    assert sorted(faces) == sorted(c.face for c in hand)
    assert seen == list(range(1, n + 1))
    QTest.keyClick(table, Qt.Key.Key_Right)  # past the end: stays
    assert table.step == n
    assert "Final scores: " + " · ".join(map(str, final.result().scores)) in table.words.text()
    for expected in range(n - 1, -1, -1):
        QTest.keyClick(table, Qt.Key.Key_Left)
        assert table.step == expected
        assert table.replay.state_at(table.step).snapshot() == snaps[expected]
    QTest.keyClick(table, Qt.Key.Key_End)
    assert table.step == n
    QTest.keyClick(table, Qt.Key.Key_Home)
    assert table.step == 0
    assert not table.buttons["back"].isEnabled()
    table.buttons["last"].click()
    assert table.step == n and not table.buttons["forward"].isEnabled()
    table.log.setCurrentRow(5)  # a step picked in the list
    assert table.step == 5


def test_every_game_replays_on_its_table(qtbot):
    table = ReplayTable()
    qtbot.addWidget(table)
    table.resize(900, 600)
    for game_id, options in (
        ("declaration", {"target": 50}),
        ("frontier", {}),
        ("belote", {"target": 200}),
    ):
        record, snaps, _ = played(game_id, options, seed=5)
        table.load(Replay(record))
        for step in (1, table.steps() // 2, table.steps(), 3, 0):
            table.go(step)
            assert table.replay.state_at(step).snapshot() == snaps[step]
            assert table.scene.layout_now is not None
            assert table.words.text()


def test_the_replay_shows_every_seats_face_down_cards(qtbot):
    # other seats' hands (seat<n>) and, named by Frontier's plugin, their commitments
    table = ReplayTable()
    qtbot.addWidget(table)
    record, _, _ = played("frontier", {}, seed=5)
    table.load(Replay(record))
    seen = set()
    for step in range(table.steps() + 1):
        table.go(step)
        for pile in table.scene.layout_now.piles:
            head = pile.id.rstrip("0123456789")
            if head in ("seat", "commit") and pile.id != head and pile.cards:
                assert all(face for _, face in pile.cards), (step, pile.id)
                seen.add(head)
    assert seen == {"seat", "commit"}


def test_a_replay_tells_the_player_nothing_to_do(qtbot):
    """Seen: a replay at the player's turn said "Your card: drag it onto the trick" and
    framed the trick as waiting for a card, as if the old game could be played on."""
    from gui.games import adapter_for

    table = ReplayTable()
    qtbot.addWidget(table)
    table.resize(900, 600)
    for game_id, options in (("declaration", {"target": 50}), ("frontier", {}), ("belote", {})):
        record, _snaps, _ = played(game_id, options, seed=5)
        table.load(Replay(record))
        live = adapter_for(game_id)
        live.set_seats(table.replay.names, table.replay.levels)
        withheld = 0
        for step in range(table.steps()):
            state = table.replay.state_at(step)
            if state.current_player != 0:
                continue
            table.go(step)
            shown = table.scene.layout_now
            assert not [p.id for p in shown.piles if p.target], (game_id, step)
            obs = state.observation(0)
            live.reset(obs)
            prompted = live.layout(obs, [])  # the live table at that turn
            texts = [*prompted.info.split("\n"), *(p.label for p in prompted.piles if p.label)]
            shown_texts = [*shown.info.split("\n"), *(p.label for p in shown.piles if p.label)]
            prompts = [t for t in texts if t not in shown_texts]
            withheld += len(prompts)
            assert not [t for t in prompts if t in shown.info], (game_id, prompts)
        assert withheld > 3, game_id  # the live table did prompt at the player's turns


def test_export_then_import_round_trips(qtbot, tmp_path):
    record, _, _ = played(options=DECLARE)
    folder = tmp_path / "history"
    storage.archive_record(record, folder)
    win = HistoryWindow(folder)
    qtbot.addWidget(win)
    assert len(win.entries) == 1 and win.replay_table.steps() == len(record["actions"])
    assert "Lost" in win.table.item(0, 3).text() or "Won" in win.table.item(0, 3).text()
    assert win.table.item(0, 2).text() == "Easy ×2"
    out = tmp_path / "out" / "game.json"
    assert win.export_to(out) == out
    assert read_record(out) == record
    kept = win.import_file(out)
    assert kept is not None and kept.parent == folder
    assert read_record(kept) == record
    assert len(list_history(folder)) == 2
    assert win.current().path == kept  # the imported game is picked and replayed
    assert win.replay_table.steps() == len(record["actions"])


def test_bad_import_is_refused_with_the_reason_and_nothing_is_written(qtbot, tmp_path, monkeypatch):
    record, _, _ = played(options=DECLARE)
    folder = tmp_path / "history"
    storage.archive_record(record, folder)
    win = HistoryWindow(folder)
    qtbot.addWidget(win)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    before = sorted(p.name for p in folder.iterdir())
    tampered = dict(record, actions=record["actions"][:5] + ["pick 99X"] + record["actions"][6:])
    cases = {
        "garbage.json": "{not json",
        "empty.json": "",
        "tampered.json": json.dumps(tampered),
        "result.json": json.dumps(dict(record, result={"scores": [0, 0, 0], "winners": [0]})),
    }
    for name, text in cases.items():
        bad = tmp_path / name
        bad.write_text(text, encoding="utf-8")
        assert win.import_file(bad) is None
    assert len(shown) == 4
    # what is wrong in words (never the JSON parser's or the engine's codes), and what the
    # app did about it
    assert "The file is damaged" in shown[0] and "The file is empty" in shown[1]
    assert "Move 6 in the file is not allowed by the rules" in shown[2]
    assert "The result written in the file is not what its moves give" in shown[3]
    assert all(m.startswith(n + " was not imported") for m, n in zip(shown, cases, strict=True))
    assert all(m.endswith("Nothing was added to your history.") for m in shown)
    assert not [m for m in shown if "Expecting" in m or "_" in m or "does not replay" in m]
    assert sorted(p.name for p in folder.iterdir()) == before
    assert len(win.entries) == 1


def test_history_lists_newest_first_and_skips_unreadable_files(tmp_path):
    folder = tmp_path / "history"
    a, _, _ = played(options=DECLARE, seed=1)
    b, _, _ = played(options=DECLARE, seed=2)
    first = storage.archive_record(a, folder)
    second = storage.archive_record(b, folder)
    import os

    os.utime(first, (1_000_000, 1_000_000))
    (folder / "junk.json").write_text("[]")
    (folder / "broken.json").write_text("{")
    assert [e.path for e in list_history(folder)] == [second, first]


def human_move(window, qtbot, _n=0):
    """The player's move, chosen by the Easy bot."""
    c = window.controller
    n = len(c.state.history)
    c.play(choose_text("declare", "easy", c.observation, c.state.legal_actions(), n))
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)


def play_until(window, qtbot, done):
    """Play the player's moves (and close round summaries) until ``done()``."""
    c = window.controller
    while not done():
        qtbot.waitUntil(
            lambda: (
                done()
                or window.pending_dialog is not None
                or (c.is_human_turn() and not c.waits_for_next())
            ),
            timeout=15000,
        )
        if done():
            return
        if window.pending_dialog is not None:
            window.pending_dialog.next_button.click()
            qtbot.waitUntil(lambda: not c.waits_for_next() or c.state.is_terminal)
            continue
        human_move(window, qtbot)


def test_every_finished_hand_and_game_is_kept(make_window, qtbot):
    w = make_window()
    w.start_game("declare", DECLARE, ["easy", "easy"], seed=21)
    c = w.controller
    folder = c.history_dir
    play_until(w, qtbot, lambda: c.archived is not None)  # the first round ended
    mid = read_record(c.archived)
    assert mid["result"] is None and mid["actions"]
    assert replay(mid).round_no == 1 and replay(mid).phase == "round_over"
    play_to_end(w, qtbot, human_move)
    assert [e.path for e in list_history(folder)] == [c.archived]  # one file per game
    final = read_record(c.archived)
    assert final["actions"][: len(mid["actions"])] == mid["actions"]
    assert replay(final).result() == c.state.result()


def test_resumed_game_keeps_rewriting_its_own_history_file(make_window, qtbot):
    w = make_window()
    w.start_game("declare", DECLARE, ["easy", "easy"], seed=22)
    c = w.controller
    play_until(w, qtbot, lambda: c.archived is not None)
    first = c.archived
    qtbot.waitUntil(lambda: w.pending_dialog is not None)
    w.pending_dialog.next_button.click()
    qtbot.waitUntil(lambda: not c.waits_for_next(), timeout=5000)
    c.shutdown()
    again = make_window()
    assert again.resume()
    assert again.controller.archived == first
    play_to_end(again, qtbot, human_move)
    assert [e.path for e in list_history(again.controller.history_dir)] == [first]
    assert read_record(first)["result"] is not None


def test_hint_is_a_legal_move_for_the_player_and_changes_nothing(make_window, qtbot):
    w = make_window()
    w.start_game("declare", DECLARE, ["easy", "easy"], seed=12)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and not c.waits_for_next(), timeout=15000)
    before = json.dumps(c.state.snapshot())
    history_len = len(c.state.history)
    assert w.hint_button.shortcut() == QKeySequence("H")
    with qtbot.waitSignal(c.hint_ready, timeout=20000) as sig:
        w.hint_button.click()
    action = sig.args[0]
    assert isinstance(action, Action)
    assert action in c.state.legal_actions()
    assert json.dumps(c.state.snapshot()) == before and len(c.state.history) == history_len
    assert c.is_human_turn()
    reason = sig.args[1]  # why, as the engine explained the Hard bot's move
    assert reason == explain("declare", c.observation, c.state.legal_actions(), action)
    why = reason_words("declare", reason)
    assert why and why != reason.code
    text = w.statusBar().currentMessage()
    assert text == "Hint: the Hard bot would " + move_words("declare", action) + ": " + why + "."
    assert w.hint_button.accessibleDescription() == text
    if action_cards("declare", action, c.observation):
        assert w.hint_frames  # the card is framed on the table


def test_stale_hint_is_ignored(make_window, qtbot):
    w = make_window()
    w.start_game("declare", DECLARE, ["easy", "easy"], seed=12)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and not c.waits_for_next(), timeout=15000)
    assert c.request_hint()
    asked = c.hint_pending
    legal = c.state.legal_actions()
    c.play(legal[0])  # the player moves before the answer comes
    got = []
    c.hint_ready.connect(lambda *a: got.append(a))
    c._on_move_ready(asked, str(legal[-1]))  # the late answer
    assert got == []
    # a hint is only asked for on the player's turn
    if not c.is_human_turn():
        assert not c.request_hint()


def played_badly(seed=4):
    """A Declare game where the player (seat 0) always throws its lowest card and keeps the
    high ones: the opposite of what lowers a total."""
    game = get_game("declare")
    state = game.new_state(game.options_from_dict(DECLARE), seed)
    easy = make_bot("declare", "easy")
    rng = random.Random(seed)
    while not state.is_terminal:
        seat = state.current_player
        legal = state.legal_actions()
        obs = state.observation(seat)
        throws = [a for a in legal if a.kind == "throw"]
        if seat == 0 and throws:
            jr = obs.joker_rank
            value = {c.rank: card_value(c, jr) for c in obs.hand}
            state.apply(min(throws, key=lambda a: value[a.args[0]]))
        else:
            state.apply(easy.choose(obs, legal, rng))
    seats = [{"seat": 0, "kind": "human", "bot": None, "name": "You"}] + [
        {"seat": s, "kind": "bot", "bot": "easy", "name": f"Seat {s}"}
        for s in range(1, state.num_players)
    ]
    return make_record(state, seats)


def test_review_shows_the_hard_bots_differing_choice(qtbot):
    """Stepping through a hand shows the Hard bot's choice where the player's differs (with
    its reason and its card framed), and says it agrees elsewhere; asked off the GUI
    thread with the step's fixed seed, so it is the one computed here."""
    rep = Replay(played_badly())
    table = ReplayTable(review=True, in_process=True)
    qtbot.addWidget(table)
    table.resize(1000, 700)
    table.show()
    try:
        table.load(rep)
        hard = bot_factory("declare", "hard")
        differ = agree = None
        for step in range(1, rep.steps + 1):
            decision = rep.decision(step)
            if decision is None:
                continue
            before, mine = decision
            legal = before.legal_actions()
            seed = derive_seed(before.seed, "review", step - 1)
            text, reason = choose_explained(hard, "declare", before.observation(0), legal, seed)
            if Action.parse(text) != mine and differ is None and mine.kind == "throw":
                differ = (step, Action.parse(text), reason, mine)
            elif Action.parse(text) == mine and agree is None:
                agree = step
        assert differ is not None
        step, choice, reason, mine = differ
        table.go(step)
        assert table.review_label.isVisible()
        qtbot.waitUntil(lambda: "would rather" in table.review_label.text(), timeout=20000)
        assert table.review_label.text() == (
            f"The Hard bot would rather {move_words('declare', choice)}: "
            f"{reason_words('declare', reason)}."
        )
        assert choice.kind == "throw" and choice != mine  # it keeps a lower card than the player
        state = rep.state_at(step - 1)
        value = {c.rank: card_value(c, state.joker_rank) for c in state.observation(0).hand}
        assert value[choice.args[0]] > value[mine.args[0]]
        if agree is not None:
            table.go(agree)
            qtbot.waitUntil(lambda: "agrees" in table.review_label.text(), timeout=20000)
            assert not table.review_frames
        table.go(0)  # the deal: no decision, nothing shown
        assert not table.review_label.isVisible()
    finally:
        table.stop_review()


def test_history_opens_no_larger_than_the_screen(qtbot, tmp_path, monkeypatch):
    """Seen: History opened at 1250x780 on a 1024x700 screen, its list and status cut."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QGuiApplication

    screen = QGuiApplication.primaryScreen()
    monkeypatch.setattr(type(screen), "availableGeometry", lambda self: QRect(0, 0, 1024, 700))
    win = HistoryWindow(tmp_path / "history")
    qtbot.addWidget(win)
    assert win.width() <= 1024 and win.height() <= 700


def test_history_dates_follow_the_apps_language(qtbot, tmp_path):
    """Seen: a German table listed its games with English dates ("12/3/26 6:40 AM")."""
    from PySide6.QtCore import QDateTime, QLocale

    from gui import app

    record, _, _ = played(options=DECLARE)
    folder = tmp_path / "history"
    storage.archive_record(record, folder)
    app.install_translators("de")
    try:
        win = HistoryWindow(folder)
        qtbot.addWidget(win)
        when = QDateTime.fromSecsSinceEpoch(int(win.entries[0].when))
        german = QLocale(QLocale.Language.German, QLocale.Country.Germany)
        shown = win.table.item(0, 1).text()
        assert shown == german.toString(when, QLocale.FormatType.ShortFormat)
        assert shown != QLocale(QLocale.Language.English, QLocale.Country.UnitedStates).toString(
            when, QLocale.FormatType.ShortFormat
        )
    finally:
        app.remove_translators()
    assert QLocale().name() == QLocale.system().name()


def test_history_dates_have_their_separators_in_every_locale(qapp):
    # under the C locale (a bare system, no language chosen) Qt wrote "4 12 2026 18:58"
    from PySide6.QtCore import QLocale

    from gui.dialogs.history import date_words

    when = 1796410680  # 2026-12-04, 18:58 in UTC
    try:
        QLocale.setDefault(QLocale.c())
        text = date_words(when)
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}", text), text
        QLocale.setDefault(QLocale("fr_FR"))
        assert re.fullmatch(r"\d{2}/\d{2}/\d{4} \d{2}:\d{2}", date_words(when)), date_words(when)
    finally:
        QLocale.setDefault(QLocale.system())


def test_a_frontier_commit_names_its_cards_as_the_table_does(qapp):
    """helper-4: a hint read "commit 8☾ 9☾ 6◆", but the Shadow cards show no ◆: the cards
    are named as the table names them."""
    from engine.core import Action
    from gui.moves import move_words

    commit = Action("commit", ("8M", "9M", "6W"))
    assert move_words("frontier", commit) == "commit 8 Moon, 9 Moon, 6 Shadow"
    assert move_words("frontier", commit, you=True) == "You commit 8 Moon, 9 Moon, 6 Shadow"
    assert "\u25c6" not in move_words("frontier", commit, who="Ann")


def test_the_replay_board_takes_most_of_the_window(qtbot, tmp_path):
    """helper-5 replayed a six-seat Declare: the board, 510 px wide beside the list of games
    and the list of steps, crowded its plates onto one another. It now takes over half of
    the window's width."""
    record, _, _ = played(options=DECLARE)
    folder = tmp_path / "history"
    storage.archive_record(record, folder)
    win = HistoryWindow(folder)
    qtbot.addWidget(win)
    win.resize(1250, 780)
    win.show()
    qtbot.waitExposed(win)
    assert win.replay_table.view.width() > 0.5 * win.width(), (
        win.replay_table.view.width(),
        win.width(),
    )
