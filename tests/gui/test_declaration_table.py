"""The Declaration table played through the real window: buttons, meld picking, drags."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.cards import Card
from engine.core import Action, IllegalActionError
from engine.games.declaration.state import MeldKind, classify_meld, stacked_deck
from engine.records import load_record
from gui.games.declaration.adapter import Declaration
from gui.text import reason_text
from tests.gui.gestures import drag, play_until, view_point
from tests.gui.gestures import play_to_end as shared_play_to_end

OPTIONS = {"target": 50}
LEVELS = ["easy", "medium", "easy"]
# South holds a run and a triad in hand 1, so the player declares a meld by clicking
SOUTH = [Card.parse(t) for t in ("5V", "6V", "7V", "EF", "EB", "EC")]
DECK = stacked_deck([SOUTH, [], [], []])


def click_card(window, card):
    """A single click on a card of the hand (no move)."""
    at = view_point(window, window.scene.items_by_key[f"c:{card}"])
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at
    )


def click_button(window, qtbot, action_text):
    button = window.action_buttons[action_text]
    assert button.isEnabled(), (action_text, button.toolTip())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def human_move(window, qtbot, stats):
    """One move for the player, made with the mouse."""
    c = window.controller
    obs = c.observation
    n = len(c.state.history)
    if obs.phase == "dare":
        assert set(window.action_buttons) == {f"dare {k * obs.options.ante}" for k in range(6)}
        click_button(window, qtbot, f"dare {obs.options.ante}")
    elif obs.phase == "declare":
        melds = [a for a in c.state.legal_actions() if a.kind == "meld"]
        if melds:
            meld = max(melds, key=lambda a: len(a.args))
            for text in meld.args:
                click_card(window, text)
            assert c.adapter.selected == [Card.parse(t) for t in meld.args]
            click_button(window, qtbot, str(meld))
            stats["melds"] += 1
        else:
            click_button(window, qtbot, "pass")
    elif obs.phase == "bid":
        assert len(window.action_buttons) == 14
        click_button(window, qtbot, "bid 3")
    elif obs.phase == "play":
        card = c.state.legal_actions()[-1].args[0]
        if stats["plays"] % 5 == 4:  # now and then the quick way: a double-click
            at = view_point(window, window.scene.items_by_key[f"c:{card}"])
            QTest.mouseDClick(
                window.view.viewport(),
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
                at,
            )
        else:
            drag(window, f"c:{card}", "trick")
        stats["plays"] += 1
    qtbot.waitUntil(lambda: len(c.state.history) > n, timeout=3000)


def play_to_end(window, qtbot, stop_after=None):
    """The shared game loop, with this file's move counts."""
    stats = {"melds": 0, "plays": 0, "dialogs": 0}
    shared_play_to_end(
        window,
        qtbot,
        lambda w, bot, _n: human_move(w, bot, stats),
        stop_after=stop_after,
        stats=stats,
    )
    return stats


def to_first_settlement(window, qtbot):
    """The player's moves, made with the mouse, until the first hand's summary is open."""
    c, stats = window.controller, {"melds": 0, "plays": 0}
    while window.pending_dialog is None:
        qtbot.waitUntil(
            lambda: window.pending_dialog is not None or c.is_human_turn(), timeout=15000
        )
        if window.pending_dialog is None:
            human_move(window, qtbot, stats)


def test_whole_game_through_the_window(make_window, qtbot):
    w = make_window()
    failures = []
    w.controller.ai_failed.connect(failures.append)
    w.start_game("declaration", {"target": 100}, LEVELS, seed=3)
    stats = play_to_end(w, qtbot)
    c = w.controller
    assert failures == []  # every AI move came from the real bots
    # several hands, with melds the player picked by clicking and hand summaries on the way
    assert c.state.hand_no >= 2 and stats["dialogs"] >= 1
    assert stats["melds"] >= 1 and stats["plays"] >= 13 * c.state.hand_no - 13
    result = c.state.result()
    assert result is not None
    qtbot.waitUntil(lambda: w.pending_dialog is not None)
    assert w.pending_dialog.result_label is not None
    # the finished game was archived; its record replays to the same result
    _, replayed = load_record(c.archived)
    assert replayed.result() == result
    assert replayed.snapshot() == c.state.snapshot()
    # the score sheet: one row a hand, then a column per team (N–S, E–W) with its total
    hands = c.state.hand_no
    assert w.score_sheet.rowCount() == hands + 1
    assert w.score_sheet.columnCount() == 2
    heads = [w.score_sheet.horizontalHeaderItem(t).text() for t in range(2)]
    assert heads == ["N–S", "E–W"]
    totals = [int(w.score_sheet.item(hands, t).text()) for t in range(2)]
    assert tuple(totals) == (result.scores[0], result.scores[1])
    # the last summary speaks of both contracts and the pot
    summary = w.round_rows[-1]
    assert "N–S" in summary.title and "E–W" in summary.title and "Pot" in summary.title
    assert len(summary.rows) == 2 and len(summary.rows[0]) == len(summary.headers)


def until_human_declares(window, qtbot):
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    assert c.observation.phase == "dare"
    click_button(window, qtbot, "dare 0")
    qtbot.waitUntil(lambda: c.is_human_turn() and c.observation.phase == "declare", timeout=15000)


def test_the_table_shows_every_seat_the_pot_and_the_trump(make_window, qtbot):
    w = make_window()
    w.start_game("declaration", OPTIONS, LEVELS, seed=7, deck=DECK)
    c = w.controller
    until_human_declares(w, qtbot)
    layout = w.scene.layout_now
    ids = {p.id for p in layout.piles}
    assert {"seat1", "seat2", "seat3"} <= ids
    hand = [card for p in layout.piles if p.id.startswith("hand") for card in p.cards]
    assert len(hand) == 13 and all(face for _, face in hand)
    assert "Trump" in layout.info and "Core" in layout.info
    assert "Pot Ante" in layout.info and "Pot Action" in layout.info
    assert len(layout.seats) == 4
    # the deck art has every card code of the engine
    from gui.table.scene import renderer

    art = renderer("declaration")
    assert all(art.elementExists(str(card)) for card in c.observation.hand)
    assert w.controller.adapter.deck_art == "declaration"


def test_picking_a_meld_toggles_and_changes_nothing_in_the_game(make_window, qtbot):
    w = make_window()
    w.start_game("declaration", OPTIONS, LEVELS, seed=7, deck=DECK)
    c = w.controller
    until_human_declares(w, qtbot)
    before = json.dumps(c.state.snapshot())
    item = w.scene.items_by_key["c:6V"]
    home = item.pos()
    others = {k: i.pos() for k, i in w.scene.items_by_key.items() if k != "c:6V"}
    click_card(w, "6V")
    assert c.adapter.selected == [Card.parse("6V")]
    qtbot.waitUntil(lambda: item.pos().y() < home.y())  # raised out of the hand, in its place
    assert item.pos().x() == home.x()
    # no other card moved: the next click picks the card the player sees under the pointer
    assert {k: i.pos() for k, i in w.scene.items_by_key.items() if k in others} == others
    assert "meld 6V" in w.action_buttons and "pass" in w.action_buttons
    assert not w.action_buttons["meld 6V"].isEnabled()  # one card is no meld
    # and the panel says why under the button, not only in its tooltip
    why = w.action_bar.why
    assert not why.isHidden() and why.text() == "A meld needs at least three cards."
    bar = w.action_bar
    assert bar.getItemPosition(bar.indexOf(why))[0] == (
        bar.getItemPosition(bar.indexOf(w.action_buttons["meld 6V"]))[0] + 1
    )
    click_card(w, "5V")
    click_card(w, "7V")
    assert "meld 5V 6V 7V" in w.action_buttons
    assert w.action_buttons["meld 5V 6V 7V"].isEnabled()
    assert "Run of 3" in w.action_buttons["meld 5V 6V 7V"].text()
    assert why.text() == ""  # nothing to say now; its room is kept, so nothing moves
    click_card(w, "6V")  # put back
    assert c.adapter.selected == [Card.parse("5V"), Card.parse("7V")]
    qtbot.waitUntil(lambda: w.scene.items_by_key["c:6V"].pos() == home)
    assert json.dumps(c.state.snapshot()) == before
    # the run declared with the button
    click_card(w, "6V")
    click_button(w, qtbot, "meld 5V 6V 7V")
    assert c.state.melds[0] is not None and c.state.melds[0].kind == MeldKind.RUN3
    assert c.adapter.selected == []
    own = next(p for p in w.scene.layout_now.piles if p.id == "meld0")
    assert [k for k, _ in own.cards] == ["c:5V", "c:6V", "c:7V"]


def test_a_refused_meld_changes_nothing_and_says_why(make_window, qtbot):
    w = make_window()
    w.start_game("declaration", OPTIONS, LEVELS, seed=7, deck=DECK)
    c = w.controller
    until_human_declares(w, qtbot)
    before = json.dumps(c.state.snapshot())
    cards = ["5V", "7V", "EF"]  # neither one suit in a row nor one rank
    assert not isinstance(classify_meld([Card.parse(t) for t in cards]), MeldKind)
    for t in cards:
        click_card(w, t)
    action = Action("meld", tuple(cards))
    with pytest.raises(IllegalActionError) as err:
        c.state.check(action)
    expected = reason_text(err.value.reason, err.value.details)
    button = w.action_buttons[str(action)]
    assert not button.isEnabled() and button.toolTip() == expected
    assert not c.play(action)  # the move itself is refused by the engine
    assert json.dumps(c.state.snapshot()) == before
    assert w.statusBar().currentMessage() == expected
    assert c.adapter.selected == [Card.parse(t) for t in cards]  # the pick stays
    # clicking them again empties the pick
    for t in cards:
        click_card(w, t)
    assert c.adapter.selected == []


def test_illegal_card_drop_is_refused(make_window, qtbot):
    w = make_window()
    w.start_game("declaration", OPTIONS, LEVELS, seed=7, deck=DECK)
    c = w.controller
    stats = {"melds": 0, "plays": 0, "dialogs": 0}
    # play until the player must follow suit while holding other suits too
    while True:
        qtbot.waitUntil(lambda: c.is_human_turn() or w.pending_dialog is not None, timeout=15000)
        if w.pending_dialog is not None:
            w.pending_dialog.next_button.click()
            continue
        obs = c.observation
        if obs.phase == "play" and obs.trick:
            legal = {a.args[0] for a in c.state.legal_actions()}
            other = [str(x) for x in obs.hand if str(x) not in legal]
            if other:
                break
        human_move(w, qtbot, stats)
    before = json.dumps(c.state.snapshot())
    key = f"c:{other[0]}"
    home = w.scene.items_by_key[key].home
    drag(w, key, "trick")
    assert json.dumps(c.state.snapshot()) == before
    assert w.statusBar().currentMessage()
    qtbot.waitUntil(lambda: w.scene.items_by_key[key].pos() == home)


def table_shape(window):
    """Each pile's id with its face-up cards and how many backs it shows."""
    layout = window.scene.layout_now
    return {
        p.id: ([k for k, face in p.cards if face], sum(1 for _, f in p.cards if not f))
        for p in layout.piles
    }


def test_resume_mid_hand_shows_the_same_table_and_plays_on(make_window, qtbot):
    first = make_window()
    first.start_game("declaration", OPTIONS, LEVELS, seed=7, deck=DECK)
    c = first.controller
    stats = {"melds": 0, "plays": 0, "dialogs": 0}
    while stats["plays"] < 3:
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
        human_move(first, qtbot, stats)
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    snapshot, shape = c.state.snapshot(), table_shape(first)
    info = first.scene.layout_now.info
    first.close()
    second = make_window()
    assert second.resume()
    assert second.controller.state.snapshot() == snapshot
    assert table_shape(second) == shape
    assert second.scene.layout_now.info == info
    human_move(second, qtbot, stats)


# -- the Hand Pot's chips --------------------------------------------------------------------


def chip_flights(scene):
    """The chip stacks the scene is flying: (amount, start centre, end centre, delay ms)."""
    from gui.table.chips import ChipItem

    out = []
    for item, start, end, delay, _ms in scene.moves:
        if isinstance(item, ChipItem):
            half = item.boundingRect().center()
            out.append((item.amount, start + half, end + half, delay))
    return out


def near(a, b):
    return abs(a.x() - b.x()) < 1 and abs(a.y() - b.y()) < 1


def test_hand_pot_chips_in_the_seeds_worked_example(qtbot):
    """Ante $2 a player, B's $6 triad plus A's $6 dare, B fails: $12 penalty, A gets $32."""
    from engine.games.declaration import state as dm
    from gui.games.declaration.adapter import PLATE_XY, POT_XY, DeclarationAdapter
    from gui.table.scene import TableScene

    state = dm.new_state(
        dm.DeclarationOptions(),
        1,
        stacked_deck([[], [Card.parse(t) for t in ("5V", "5F", "5B", "2V", "3V")], [], []]),
    )
    adapter = DeclarationAdapter()
    adapter.set_seats(["S", "W", "N", "E"], ["human", "easy", "easy", "easy"])
    adapter.reset(state.observation(0))
    scene = TableScene()
    scene.set_deck(adapter.deck_art)
    scene.resize_table(1000, 700)
    scene.speed = 1.0
    plate = {s: scene.point(*xy) for s, xy in PLATE_XY.items()}
    pot = scene.point(*POT_XY)

    def show(events):
        scene.show_layout(adapter.layout(state.observation(0), events))
        # money flies from where each plate is now (one moved off a card stays moved)
        plate.update({s: scene.at(xy) for s, xy in PLATE_XY.items()})
        flights = sorted(chip_flights(scene), key=lambda f: (f[3], f[1].x(), f[1].y()))
        scene.finish_animations()
        assert not any(item.isVisible() for item in scene.flyers)
        return [
            (
                a,
                next(s for s in plate if near(p, plate[s])) if not near(p, pot) else "pot",
                next(s for s in plate if near(q, plate[s])) if not near(q, pot) else "pot",
                d,
            )
            for a, p, q, d in flights
        ]

    def pot_shown():
        stack = scene.chip_stacks["pot"]
        assert near(stack.sceneBoundingRect().center(), pot)
        return stack.amount if stack.isVisible() else 0

    # the antes: $2 from every seat into the pot
    assert sorted(show(list(state.events_of_start))) == sorted([(2, s, "pot", 0) for s in range(4)])
    assert pot_shown() == 8
    assert show(state.apply("dare 6") + state.apply("dare 0")) == []  # dares are paid later
    # West's triad: its $6 cost and North-South's $6 dare, from West into the pot
    assert show(state.apply("pass") + state.apply("meld 5V 5F 5B")) == [(12, 1, "pot", 0)]
    assert pot_shown() == 20
    events = []
    for a in ("pass", "pass", "bid 0", "bid 13", "bid 0", "bid 13"):
        events += state.apply(a)
    assert show(events) == []  # no bid stake at this table
    events = []
    while state.hand_no == 1:
        events += state.apply(state.legal_actions()[0])
    flights = show(events)
    waves = sorted({d for *_, d in flights})
    assert len(waves) == 3 and waves[0] == 0
    # East-West failed: the $12 penalty goes in, half from each partner
    assert sorted(f[:3] for f in flights if f[3] == waves[0]) == [(6, 1, "pot"), (6, 3, "pot")]
    # then the $32 pot goes to North-South's purse, half to each partner's plate
    assert sorted(f[:3] for f in flights if f[3] == waves[1]) == [(16, "pot", 0), (16, "pot", 2)]
    # and only then the next hand's antes
    assert sorted(f[:3] for f in flights if f[3] == waves[2]) == [(2, s, "pot") for s in range(4)]
    assert pot_shown() == state.pot_total == 8


def test_the_antes_fly_into_the_pot_in_the_window(make_window, qtbot):
    from gui.games.declaration.adapter import PLATE_XY, POT_XY

    w = make_window()
    w.scene.speed = w.controller.speed = 0.3  # animated (the window tests run instant)
    seen = []
    # where the plates and the pot are as each layout is shown (moved off cards if need be)
    places = [*PLATE_XY.values(), POT_XY]
    w.controller.layout_changed.connect(
        lambda *_: seen.append((chip_flights(w.scene), [w.scene.at(xy) for xy in places]))
    )
    w.start_game("declaration", OPTIONS, LEVELS, seed=2)
    antes, (*plates, pot) = seen[0]
    assert len(antes) == 4 and {a for a, *_ in antes} == {w.controller.state.options.ante}
    for plate in plates:
        assert sum(near(p, plate) and near(q, pot) for _, p, q, _ in antes) == 1
    qtbot.waitUntil(lambda: not w.scene.is_animating(), timeout=5000)
    stack = w.scene.chip_stacks["pot"]
    assert stack.isVisible() and stack.amount == w.controller.state.pot_total


def test_settlement_summary_writes_out_the_pot_arithmetic(qtbot):
    """Pot Ante + Pot Action, the failing team's penalty, the payout and the purses after
    the hand: those on the table behind it (the next hand's antes come after it)."""
    from engine.games.declaration.events import DeclarationHandStarted, HandScored
    from gui.dialogs.summary import SummaryDialog
    from gui.games.declaration.adapter import DeclarationAdapter

    adapter = DeclarationAdapter()
    scored = HandScored(
        hand=3,
        tricks=[8, 5],
        contracts=[7, 6],
        success=[True, False],
        trick_points=[70, -60],
        meld_points=[0, 0],
        bags_added=[1, 0],
        bag_penalty=[0, 0],
        delta=[71, -60],
        scores=[150, 40],
        bags=[1, 0],
        pot_before=20,
        penalties=[0, 12],
        pot_outcome="won",
        payout=[32, 0],
        pot_ante=0,
        pot_action=0,
        purses=[212, 168],
    )
    summary = adapter.summary(scored)
    started = DeclarationHandStarted(
        hand=4,
        dealer=1,
        trump="V",
        ante=2,
        antes=[4, 4],
        pot_ante=8,
        pot_action=0,
        purses=[208, 164],
    )
    assert adapter.summary(started) is None
    assert summary.lines[1:3] == [  # how each Change adds up (+0 for 6 tricks read as a bug)
        "N–S: tricks +70, melds +0 = +71.",
        "E–W: tricks -60, melds +0 = -60.",
    ]
    assert "book of 6" in summary.lines[0]
    assert summary.lines[3:] == [
        "Hand Pot: Pot Ante $8 + Pot Action $12 = $20.",
        "Penalty: E–W failed and add $12 (equal to the Pot Action).",
        "Payout: $20 + penalty $12 = $32 to N–S.",
        "Purses after the hand: N–S $212, E–W $168.",
    ]
    # the table holds the settled hand from the settlement to the next hand's antes
    assert adapter.round_break([scored, started]) == 1
    assert adapter.round_break([started]) is None and adapter.round_break([scored]) is None
    dlg = SummaryDialog(summary, False)
    qtbot.addWidget(dlg)
    assert dlg.lines.text().splitlines() == summary.lines


def _plates(layout) -> str:
    return "\n".join(line for sv in layout.seats for line in sv.lines)


def test_settlement_summary_opens_over_the_settled_hand_and_next_deals_the_next(make_window, qtbot):
    """The engine settles a hand and antes for the next in one action; the summary opens
    with the table still on the finished hand (its number, every trick, the settled purses
    and pot, no buttons, no one to act, no bot moving), and its Next button brings the next
    hand: the antes, then the player's Meld Dare."""
    from gui.games.base import money

    w = make_window()
    w.start_game("declaration", {"target": 250, "ante": 3}, LEVELS, seed=5)
    c = w.controller
    to_first_settlement(w, qtbot)
    dlg = w.pending_dialog
    qtbot.waitUntil(dlg.isVisible, timeout=5000)
    settled = c.state.last_settlement
    assert settled["hand"] == 1 and c.state.hand_no == 2  # the engine is on hand 2 already
    assert c.held is not None and c.waits_for_next()
    # the table behind the summary: hand 1, settled
    layout = w.scene.layout_now
    assert layout.info.startswith("Hand 1 ") and "Hand 2" not in layout.info
    plates = _plates(layout)
    table = dlg.table
    for t, team in enumerate(("N–S", "E–W")):
        purse = table.item(t, 7).text()
        assert purse == money(settled["purses"][t])
        line = (  # "1 bags" before: the count has its plural (the English file says it)
            Declaration.tr("%1 %2 pts · %n bag(s) · %4", None, settled["bags"][t])
            .replace("%1", team)
            .replace("%2", str(settled["scores"][t]))
            .replace("%4", purse)
        )
        assert line in plates
    assert layout.chips[0].amount == settled["pot_ante"] + settled["pot_action"]
    assert sum(len(p.cards) for p in layout.piles if p.id.startswith("trick")) == 4
    assert w.action_buttons == {} and not any(sv.active for sv in layout.seats)
    # nothing moves meanwhile: no bot is asked, the hand stays
    n = len(c.state.history)
    qtbot.wait(300)
    assert len(c.state.history) == n and c.pending is None and w.pending_dialog is dlg
    # Next: hand 2 with its antes, the player's dare
    dlg.next_button.click()
    qtbot.waitUntil(lambda: w.pending_dialog is None, timeout=5000)
    assert c.held is None and not c.waits_for_next() and c.is_human_turn()
    layout = w.scene.layout_now
    assert layout.info.startswith("Hand 2 ")
    purses = c.state.purses
    assert purses == [p - 2 * 3 for p in settled["purses"]]
    assert all(f"· {money(p)}" in _plates(layout) for p in purses)
    assert layout.chips[0].amount == c.state.pot_total
    assert set(w.action_buttons) == {f"dare {3 * k}" for k in range(6)}
    assert len(c.state.history) == n  # going on is no move of the engine's
    # the dares are made with the table clear of hand 1's tricks: in front of the seats
    # they looked like cards in play, and in the corner like cards left over
    piles = {p.id: p for p in layout.piles}
    assert not any(piles[t].cards for t in piles if t.startswith("trick"))
    assert "last" not in piles


def test_a_game_saved_over_the_settlement_summary_resumes_over_it(make_window, qtbot):
    """Quit while the summary is open: the resumed game shows that hand's summary over the
    settled hand again, and its Next goes on to the next hand."""
    from gui.services import storage

    w = make_window()
    w.start_game("declaration", {"target": 250}, LEVELS, seed=5)
    c = w.controller
    to_first_settlement(w, qtbot)
    record = c.record()
    w.pending_dialog.done(0)
    w2 = make_window()  # a relaunch over the game saved with its summary open
    storage.write_save(record, w2.save_path)
    assert w2.resume()
    qtbot.waitUntil(lambda: w2.pending_dialog is not None, timeout=5000)
    c2 = w2.controller
    assert c2.held is not None and w2.scene.layout_now.info.startswith("Hand 1 ")
    assert w2.pending_dialog.table.item(0, 7).text() in _plates(w2.scene.layout_now)
    w2.pending_dialog.next_button.click()
    qtbot.waitUntil(lambda: c2.held is None and c2.is_human_turn(), timeout=5000)
    assert w2.scene.layout_now.info.startswith("Hand 2 ") and c2.observation.phase == "dare"


def test_a_game_saved_after_going_on_resumes_on_the_next_hand(make_window, qtbot):
    """Seen by a new player: quit during hand 2's dares (after Next), and Resume reopened
    hand 1's settlement, as if the player had not gone on."""
    from gui.services import storage

    w = make_window()
    w.start_game("declaration", {"target": 250}, LEVELS, seed=5)
    c = w.controller
    to_first_settlement(w, qtbot)
    qtbot.waitUntil(w.pending_dialog.isVisible, timeout=5000)
    w.pending_dialog.next_button.click()
    qtbot.waitUntil(lambda: c.held is None and c.is_human_turn(), timeout=5000)
    assert c.observation.phase == "dare"
    saved = storage.load_save(w.save_path)  # what the next launch finds
    assert saved.record is not None and saved.record["went_on"] == len(c.state.history)
    w.closing_confirmed = True
    w.close()
    w2 = make_window()
    assert w2.resume()
    c2 = w2.controller
    qtbot.waitUntil(lambda: c2.is_human_turn(), timeout=5000)
    assert c2.held is None and w2.pending_dialog is None
    assert w2.scene.layout_now.info.startswith("Hand 2 ") and c2.observation.phase == "dare"


def test_autoplay_goes_on_from_every_settlement(make_window, qtbot):
    """--autoplay (the Easy bot in the player's seat, every summary closed) plays a whole
    game: each held hand is gone on from, nothing stalls."""
    from gui.app import autoplay

    w = make_window()
    w.start_game("declaration", {"target": 150}, ["easy"] * 3, seed=8)
    c = w.controller
    hands: list[int] = []
    c.summaries_ready.connect(lambda s, *_: hands.extend(x.key for x in s))
    timer = autoplay(w, 5)
    qtbot.waitUntil(lambda: c.state.is_terminal, timeout=120_000)
    timer.stop()
    assert c.state.hand_no >= 2 and hands[: c.state.hand_no] == list(range(1, c.state.hand_no + 1))


def test_the_summary_table_is_as_tall_as_its_rows(qtbot):
    """No empty band under the rows: the dialog hides as little of the table as it can."""
    from gui.dialogs.summary import SummaryDialog
    from gui.games.base import Summary

    for rows in (2, 5):
        summary = Summary(
            key=1,
            title="Hand 1",
            lines=[],
            headers=["Team", "Score"],
            rows=[[f"T{r}", str(r)] for r in range(rows)],
            sheet_row=[],
            totals=[],
        )
        dlg = SummaryDialog(summary, False)
        qtbot.addWidget(dlg)
        dlg.show()
        table = dlg.table
        used = table.horizontalHeader().height() + table.verticalHeader().length()
        assert used <= table.viewport().height() + table.horizontalHeader().height()
        assert table.height() - used < 60  # a frame and room for a scroll bar, no more


def test_the_meld_prompt_says_so_when_the_hand_holds_no_meld(qtbot):
    """Seen: "Click cards to pick a meld" with Pass the only legal move."""
    from engine.games.declaration import state as dm
    from gui.games.declaration.adapter import DeclarationAdapter

    prompts = {}
    for seed in range(1, 40):
        state = dm.new_state(dm.DeclarationOptions(), seed)
        while not (state.current_player == 0 and state.observation(0).phase == "declare"):
            state.apply(state.legal_actions()[0])
        obs = state.observation(0)
        can = any(a.kind == "meld" for a in obs.legal)
        adapter = DeclarationAdapter()
        adapter.set_seats(["", "", "", ""], ["human", "easy", "easy", "easy"])
        adapter.reset(obs)
        prompts[can] = adapter.layout(obs, []).info
        if len(prompts) == 2:
            break
    assert "No meld in your hand" in prompts[False] and "Click cards" not in prompts[False]
    assert "Click cards to pick a meld" in prompts[True]


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_a_seats_card_in_the_trick_keeps_off_its_declared_meld(make_window, qtbot, size):
    """North's meld lies between its backs and its trick card: at 1024x700 the trick card
    lay over the meld cards' lower edge. Played until North has a declared card on the
    table and one in the trick (seed 1, Medium everywhere)."""
    w = make_window()
    w.resize(*size)
    w.start_game("declaration", {}, ["medium"] * 3, seed=1)
    c = w.controller

    def north_shows_both():
        obs = c.observation
        return (
            obs.phase == "play"
            and bool(obs.meld_cards_in_hand[2])
            and any(s == 2 for s, _ in obs.trick)
        )

    assert play_until(w, qtbot, north_shows_both)
    qtbot.wait(50)
    obs = c.observation
    scene = w.scene
    trick = next(card for s, card in obs.trick if s == 2)
    trick_rect = scene.items_by_key[f"c:{trick}"].sceneBoundingRect()
    for card in obs.meld_cards_in_hand[2]:
        meld_rect = scene.items_by_key[f"c:{card}"].sceneBoundingRect()
        assert not meld_rect.intersects(trick_rect), (size, card, meld_rect, trick_rect)


def test_no_trick_of_the_last_hand_is_in_view_at_the_next_hands_dares(make_window, qtbot):
    """Two new players read hand 1's last trick, in the corner at hand 2's dares, as left
    over (first as "Last trick: West", then even as "Last trick of hand 1: West")."""
    w = make_window()
    w.start_game("declaration", {}, ["medium"] * 3, seed=1)
    c = w.controller

    def before(obs):
        if obs.phase == "play" and obs.tricks_history:
            last = w.scene.pile_labels.get("last")
            assert last is None or not last.isVisible() or last.text().startswith("Last trick: ")

    assert play_until(w, qtbot, lambda: c.observation.hand_no == 2, moves=300, before=before)
    assert c.observation.phase == "dare"
    piles = {p.id for p in w.scene.layout_now.piles}
    assert "last" not in piles and not any(p.startswith("trick") for p in piles)


def test_the_slot_the_player_plays_to_says_the_ranks_order(make_window, qtbot):
    """A new player: "my Commander lost to North's Voidpilot, nothing says which is
    higher". The empty slot of the player's card says it while the player is to play."""
    from gui.games.declaration.adapter import rank_order

    w = make_window()
    w.start_game("declaration", OPTIONS, LEVELS, seed=3)
    c = w.controller
    for _ in range(40):
        qtbot.waitUntil(lambda: c.is_human_turn() and not c.waits_for_next(), timeout=15000)
        if c.observation.phase == "play":
            break
        human_move(w, qtbot, {"melds": 0, "plays": 0})
    label = w.scene.pile_labels["trick"]
    assert label.isVisible() and label.text() == rank_order()
    # the letters on the cards, and the courts they stand for (helper-3 read M as a riddle)
    assert rank_order().splitlines() == [
        "high to low: E P M O 10 … 2",
        "(Emperor, Voidpilot, Commander, Officer)",
    ]
    human_move(w, qtbot, {"melds": 0, "plays": 0})  # played: the slot holds the card
    assert not w.scene.pile_labels["trick"].isVisible() or not w.scene.pile_labels["trick"].text()


def test_the_prompt_says_the_declared_melds_cards_go_first(make_window, qtbot):
    """helper-4: in the first trick the whole hand was greyed with no word why; the cards
    of the player's declared meld must go first. The prompt says so while they must."""
    said = set()
    for seed in range(3, 30):
        w = make_window()
        c = w.controller
        w.start_game("declaration", OPTIONS, LEVELS, seed=seed)
        stats = {"melds": 0, "plays": 0}
        while True:
            qtbot.waitUntil(c.is_human_turn, timeout=15000)
            if c.observation.phase == "play":
                break
            human_move(w, qtbot, stats)  # dares, the longest meld, a bid
        obs = c.observation
        plays = {a.args[0] for a in c.state.legal_actions() if a.kind == "play"}
        meld = {str(card) for card in obs.meld_cards_in_hand[0]}
        prompt = " ".join(p.label for p in w.scene.layout_now.piles if p.players_hand)
        first = bool(meld) and plays <= meld
        assert ("meld's cards go first" in prompt) == first, (seed, prompt)
        assert ("Your card: drag it" in prompt) != first, (seed, prompt)
        said.add(first)
        c.shutdown()
        if said == {True, False}:
            break
    assert said == {True, False}
