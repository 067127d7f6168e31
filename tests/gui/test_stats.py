"""Statistics in SQLite: counted per hand and game, per opponents' level, surviving a reopen
and a corrupt file; the statistics window; the problem report."""

from __future__ import annotations

import json
import logging
import random
import sqlite3
from importlib import metadata

import pytest
from PySide6.QtWidgets import QMessageBox

from engine.ai import make_bot
from engine.games.belote.events import DealScored
from engine.games.declaration.events import HandScored
from engine.games.declare.events import RoundScored
from engine.games.frontier.events import PotTaken, RoundEnded, Showdown
from engine.records import make_record
from engine.registry import get_game, list_games
from gui.dialogs.stats import StatsWindow, histogram, summarize
from gui.games import TablePlugin, plugin_for
from gui.games.declaration.stats import money
from gui.games.measures import Bars, GameMeasures, Lines
from gui.services import report
from gui.services.stats_db import StatsDB, StatsRecorder
from tests.gui.test_history import play_until

DECLARE = {"players": 3, "rounds": 2, "go_arounds": 1, "hand_size": 4}


def play(recorder, game_id, options, seed, levels, stop_after_rounds=None, bot="easy"):
    """Play a game with ``bot`` bots in every seat, feeding the recorder as the controller
    does; returns the final state and every event."""
    game = get_game(game_id)
    state = game.new_state(game.options_from_dict(options), seed)
    recorder.begin(state, ["human", *levels])
    bots = [make_bot(game_id, bot) for _ in range(state.num_players)]
    rng = random.Random(seed)
    events = list(getattr(state, "events_of_start", []))
    rounds = 0
    while not state.is_terminal:
        seat = state.current_player
        new = state.apply(bots[seat].choose(state.observation(seat), state.legal_actions(), rng))
        events.extend(new)
        assert recorder.after(state, new) is None
        rounds += sum(
            1
            for e in new
            if e.kind in ("round_scored", "hand_scored", "deal_scored", "round_ended")
        )
        if stop_after_rounds is not None and rounds >= stop_after_rounds:
            break
    return state, events


def test_a_scripted_series_of_declare_games_is_counted_exactly(tmp_path):
    path = tmp_path / "stats.sqlite"
    rec = StatsRecorder(path)
    series = [
        (1, ["easy", "easy"]),
        (2, ["easy", "easy"]),
        (3, ["medium", "medium"]),
        (4, ["easy", "medium"]),
    ]
    finished, all_events = [], []
    for seed, levels in series:
        state, events = play(rec, "declare", DECLARE, seed, levels)
        finished.append(state.result())
        all_events += events
    _, events = play(rec, "declare", DECLARE, 5, ["easy", "easy"], stop_after_rounds=1)
    all_events += events  # an abandoned game: its first round counts, the game does not

    scored = [e for e in all_events if isinstance(e, RoundScored)]
    mine = [d for d in scored if d.declarer == 0]
    expected = {
        "Rounds": str(len(scored)),
        "Your declares": str(len(mine)),
    }
    wins = sum(1 for r in finished if 0 in r.winners)
    for db in (rec.db, StatsDB(path)):  # the same figures after reopening the file
        rows = db.games("declare")
        s = summarize(rows, "declare")
        assert (s.games, s.wins, s.unfinished) == (4, wins, 1)
        assert s.scores == [r.scores[0] for r in finished]
        figures = dict(s.figures)
        for label, value in expected.items():
            assert figures[label] == value
        good = sum(1 for d in mine if d.good)
        assert figures["Good declares"].startswith(f"{good} ")
        assert figures["Bad declares"].startswith(f"{len(mine) - good} ")
        assert [len(r.rounds) for r in rows] == [2, 2, 2, 2, 1]
        # per opponents' level
        assert [r.seed for r in db.games("declare", "easy")] == [1, 2, 5]
        assert [r.seed for r in db.games("declare", "medium")] == [3]
        assert [r.seed for r in db.games("declare", "mixed")] == [4]
        assert db.difficulties("declare") == ["easy", "medium", "mixed"]
        db.close()


# deals chosen so that every measure takes more than one value (contracts made and failed,
# pots won and carried...), so a miscount shows
@pytest.mark.parametrize(
    "game_id, options, seed, bot",
    [
        ("declaration", {"target": 100}, 1, "random"),
        ("belote", {"target": 300}, 14, "easy"),
        ("frontier", {}, 9, "easy"),
    ],
)
def test_each_games_own_measures_are_counted_exactly(tmp_path, game_id, options, seed, bot):
    rec = StatsRecorder(tmp_path / "stats.sqlite")
    state, events = play(rec, game_id, options, seed, ["easy"] * 3, bot=bot)
    s = summarize(StatsDB(tmp_path / "stats.sqlite").games(game_id), game_id)
    figures = dict(s.figures)
    result = state.result()
    assert (s.games, s.wins, s.scores) == (1, int(0 in result.winners), [result.scores[0]])
    if game_id == "declaration":
        hands = [e for e in events if isinstance(e, HandScored)]
        assert figures["Hands"] == str(len(hands))
        made = sum(1 for h in hands if h.success[0])
        exact = sum(1 for h in hands if h.tricks[0] == h.contracts[0])
        pots = sum(1 for h in hands if h.pot_outcome == "won" and h.payout[0] > 0)
        assert figures["Contracts made"].startswith(f"{made} ")
        assert figures["Exact bids"].startswith(f"{exact} ")
        assert figures["Pots won"].startswith(f"{pots} ")
        assert 0 < made < len(hands) and 0 < pots < len(hands)
        # money is the purse's change: antes, meld costs, dares and stakes count too
        assert figures["Money won or lost"] == str(hands[-1].purses[0])
        assert money([{"round": 1, "purse": -4}, {"round": 2, "purse": 6}] * 2) == 12
        assert hands[-1].purses[0] != sum(h.payout[0] - h.penalties[0] for h in hands)
    elif game_id == "belote":
        deals = [e for e in events if isinstance(e, DealScored)]
        ours = [d for d in deals if d.contract["taker"] in (0, 2)]
        made = sum(1 for d in ours if d.outcome == "made")
        coinched = [d for d in deals if d.contract["taker"] in (1, 3) and d.contract["level"] > 1]
        assert figures["Deals"] == str(len(deals))
        assert figures["Contracts taken"] == str(len(ours))
        assert figures["Contracts made"].startswith(f"{made} ")
        assert figures["Coinches"] == str(len(coinched))
        assert 0 < made < len(ours)
    else:
        rounds = [e for e in events if isinstance(e, RoundEnded)]
        pots = sum(
            1
            for e in events
            if (isinstance(e, Showdown) and e.shares[0] > 0)
            or (isinstance(e, PotTaken) and e.seat == 0)
        )
        assert figures["Rounds"] == str(len(rounds))
        assert figures["Pots won"].startswith(f"{pots} ")
        assert 0 < pots < len(rounds)
        curve = [r["cash"] for r in StatsDB(tmp_path / "stats.sqlite").games()[0].rounds]
        assert curve == [r.cash[0] for r in rounds]
        assert curve[-1] == result.scores[0]


def test_statistics_are_written_per_hand_through_the_window(make_window, qtbot):
    w = make_window()
    w.start_game("declare", DECLARE, ["easy", "easy"], seed=31)
    c = w.controller
    path = c.stats.db.path

    def stored_rounds():
        if not path.exists():
            return 0
        with sqlite3.connect(path) as other:  # another connection: what a crash would leave
            return other.execute("SELECT COUNT(*) FROM rounds").fetchone()[0]

    play_until(w, qtbot, lambda: stored_rounds() == 1)
    with sqlite3.connect(path) as other:
        assert other.execute("SELECT finished FROM games").fetchall() == [(None,)]
    play_until(w, qtbot, lambda: c.state.is_terminal)
    rows = StatsDB(path).games("declare")
    result = c.state.result()
    assert len(rows) == 1 and rows[0].finished and len(rows[0].rounds) == 2
    assert rows[0].won == (0 in result.winners) and rows[0].score == result.scores[0]
    assert rows[0].difficulty == "easy"


def test_a_corrupt_database_is_set_aside_with_a_message(tmp_path, qtbot, monkeypatch):
    path = tmp_path / "stats.sqlite"
    path.write_bytes(b"this is not a database " * 200)
    rec = StatsRecorder(path)
    state, _ = play(
        StatsRecorder(tmp_path / "other.sqlite"), "declare", DECLARE, 2, ["easy", "easy"]
    )
    rec.begin(state, ["human", "easy", "easy"])
    message = rec.after(state, [])  # the game's end: the first write opens the file
    assert message is not None and "set aside" in message
    moved = rec.db.moved_to
    assert moved is not None and moved.read_bytes() == b"this is not a database " * 200
    assert summarize(rec.db.games("declare"), "declare").games == 1  # a fresh database
    # the statistics window says so too, and opens
    path2 = tmp_path / "stats2.sqlite"
    path2.write_bytes(b"\x00garbage" * 500)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    win = StatsWindow(StatsDB(path2), "declare")
    qtbot.addWidget(win)
    assert len(shown) == 1 and "set aside" in shown[0]
    assert list(tmp_path.glob("stats2.sqlite.corrupt-*"))


def test_statistics_window_shows_figures_and_charts_and_resets_after_asking(
    tmp_path, qtbot, monkeypatch
):
    path = tmp_path / "stats.sqlite"
    rec = StatsRecorder(path)
    for seed in (1, 2, 3):
        play(rec, "declare", DECLARE, seed, ["easy", "easy"])
    play(rec, "frontier", {}, 4, ["easy"] * 3)
    win = StatsWindow(StatsDB(path), "declare")
    qtbot.addWidget(win)

    def figure(label):
        form = win.figures
        for row in range(form.rowCount()):
            if form.itemAt(row, form.ItemRole.LabelRole).widget().text() == label:
                return form.itemAt(row, form.ItemRole.FieldRole).widget().text()
        return None

    assert figure("Games finished") == "3"
    assert [win.tabs.tabText(i) for i in range(win.tabs.count())] == [
        "Results over time",
        "Distribution",
        "Declares",
    ]
    chart = win.tabs.widget(0).chart()
    assert [s.count() for s in chart.series()][0] == 3  # one point per game
    win.game_box.setCurrentIndex(win.game_box.findData("frontier"))
    assert figure("Games finished") == "1"
    assert win.tabs.tabText(2) == "Cash curve"
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or answers[len(asked) - 1]
    )
    assert not win.ask_reset()
    assert len(StatsDB(path).games()) == 4  # "No" keeps everything
    assert win.ask_reset()
    assert StatsDB(path).games() == [] and figure("Games finished") == "0"
    assert len(asked) == 2
    # nothing to chart: a line says what will be, not axes over nothing (helper-5)
    from PySide6.QtWidgets import QLabel

    assert win.tabs.count() == 1
    empty = win.tabs.widget(0)
    assert isinstance(empty, QLabel) and empty.objectName() == "noCharts"


@pytest.mark.parametrize(
    "game_id, options, seed", [("belote", {"target": 300}, 14), ("declaration", {"target": 100}, 1)]
)
def test_partners_share_their_teams_measures(tmp_path, game_id, options, seed):
    _, events = play(StatsRecorder(tmp_path / "stats.sqlite"), game_id, options, seed, ["easy"] * 3)
    measures = plugin_for(game_id).measures
    ours, theirs = measures.rounds(events, 0), measures.rounds(events, 1)
    assert ours and ours == measures.rounds(events, 2) and theirs == measures.rounds(events, 3)
    if game_id == "belote":  # every deal's contract is one team's, and the other's to coinche
        assert all(a["took"] != b["took"] for a, b in zip(ours, theirs, strict=True))
    else:
        assert [a["contract"] for a in ours] != [b["contract"] for b in theirs]


def test_every_game_with_a_table_gives_its_statistics_and_a_plugin_must():
    for game in list_games():
        measures = plugin_for(game.id).measures
        assert isinstance(measures, GameMeasures)
        assert isinstance(measures.chart([]), Bars | Lines)  # a chart even with no games yet
        assert measures.figures([]) and measures.rounds([], 0) == []
    with pytest.raises(TypeError, match="measures"):
        TablePlugin("declare", adapter=plugin_for("declare").adapter)


def test_a_range_under_its_bar_is_written_on_two_lines(qapp):
    # "10–20" side by side was cut to "10..." under a narrow chart (German, 8 bars)
    from PySide6.QtCharts import QBarCategoryAxis, QChart

    from gui.dialogs.stats import bar_chart

    chart = QChart()
    bins = histogram([10, 20, 54, 65, 97, 12], bins=8)
    bar_chart(chart, "Games", "#336699", bins, "Score", "Games")
    (axis,) = [a for a in chart.axes() if isinstance(a, QBarCategoryAxis)]
    assert axis.categories() == [label.replace("–", "–<br>") for label, _ in bins]
    assert all("<br>" in c for c in axis.categories())


def test_histogram_bins_every_score_once():
    scores = [3, 7, 7, 12, 40, 41, 0]
    bins = histogram(scores, bins=4)
    assert sum(n for _, n in bins) == len(scores) and len(bins) <= 4
    assert histogram([]) == [] and histogram([5, 5]) == [("5", 2)]


@pytest.fixture
def log_file(tmp_path):
    path = report.setup_logging(tmp_path / "logs" / "app.log")
    yield path
    root = logging.getLogger()
    for h in list(root.handlers):
        if getattr(h, "baseFilename", None) == str(path.resolve()):
            root.removeHandler(h)
            h.close()


def test_problem_report_holds_the_record_version_levels_and_log(tmp_path, log_file):
    logging.getLogger("card-table").warning("a marker line 1234")
    game = get_game("declare")
    state = game.new_state(game.options_from_dict(DECLARE), 5)
    state.apply(state.legal_actions()[0])
    record = make_record(state)
    path = report.write_report(record, ["human", "easy", "hard"], tmp_path / "reports", log_file)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["record"] == record
    assert data["app"]["version"] == metadata.version("card-table") == report.app_version()
    assert data["ai_levels"] == ["human", "easy", "hard"]
    assert data["game"]["options"] == record["options"]
    assert data["game"]["rules_version"] == game.version
    assert set(data["game"]["bots"]) == {"easy", "hard"}
    assert any("a marker line 1234" in line for line in data["log"])


def test_report_a_problem_from_the_window(make_window, qtbot):
    w = make_window()
    w.start_game("declare", DECLARE, ["easy", "hard"], seed=4)
    path = w.report_problem()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["record"]["seed"] == 4 and data["record"]["game"] == "declare"
    assert data["ai_levels"] == ["human", "easy", "hard"]
    assert str(path) in w.statusBar().currentMessage()


def test_a_game_with_a_move_taken_back_is_marked(make_window, qtbot):
    w = make_window()
    w.start_game("declare", DECLARE, ["easy", "easy"], seed=6)
    c = w.controller
    play_until(w, qtbot, lambda: c.undo_point() is not None)
    assert c.undo()
    rows = StatsDB(c.stats.db.path).games("declare")
    assert [r.undo for r in rows] == [1]
    assert summarize(rows, "declare").undo_games == 1
