"""Nothing on the table overlaps or is clipped, and the player's cards are large.

Every game is laid out in a real main window, in the middle of a hand (random legal moves
from a fixed seed until it is the player's turn again), at the seat counts, window sizes,
device pixel ratios and languages a player meets: Declare 2-20 seats, Frontier 2-8,
1024x700 to 2560x1440, DPR 1 and 2, English and German (the longest of the four
languages). The scene's texts (seat plates, pile labels, the info line), chip stacks and
cards are collected, and the test fails when a text or plate covers another text, plate or
card, when any of them lies outside the visible view, or when the player's cards are
narrower than ``MIN_CARD_SHARE`` of the view (and an 8-card hand narrower than
``MIN_HAND_SHARE``). No AI runs: the window only shows layouts the adapter computes.
French and Spanish are checked too, with long player names and large figures; so are the
tutorial hint line, the status line, the felt left by the bid chooser and the bet slider,
and the final screen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from engine.registry import get_game
from gui import app
from gui.games import adapter_for
from gui.table.scene import CardItem

MIN_CARD_SHARE = 0.05  # the player's card width, of the view's width
MIN_HAND_SHARE = 0.45  # a hand of 8 cards or more, of the view's width
SLACK = 1.0  # pixels two rects may share (anti-aliased edges)


@dataclass
class Thing:
    kind: str  # plate | label | info | chips | card
    name: str
    rect: QRectF


def _mid_hand(game_id: str, options: dict, seed: int):
    """A state in the middle of a hand at the player's turn (seat 0)."""
    game = get_game(game_id)
    state = game.new_state(game.options_from_dict(options), seed)
    rng = random.Random(seed)
    for moves in range(5000):
        if state.is_terminal:
            break
        phase = getattr(state.observation(0), "phase", "")
        if state.current_player == 0 and moves >= 2 * state.num_players and phase != "round_over":
            break
        legal = state.legal_actions()
        # calm play keeps everyone in the hand: no folds, no raises, no mulligans
        calm = [a for a in legal if a.kind not in ("fold", "raise", "mulligan")]
        state.apply(rng.choice(calm or legal))
    assert not state.is_terminal
    return state


def _things(scene) -> list[Thing]:
    out: list[Thing] = []
    for seat, (plate, _text) in scene.seat_plates.items():
        if plate.isVisible():
            out.append(Thing("plate", f"seat {seat}", plate.sceneBoundingRect()))
    for pid, label in scene.pile_labels.items():
        if label.isVisible() and label.text():
            out.append(Thing("label", f"{pid}: {label.text()!r}", label.sceneBoundingRect()))
    if scene.info.text():
        out.append(Thing("info", repr(scene.info.text()), scene.info.sceneBoundingRect()))
    for cid, stack in scene.chip_stacks.items():
        if stack.isVisible():
            out.append(Thing("chips", cid, stack.sceneBoundingRect()))
    for key, item in scene.items_by_key.items():
        if isinstance(item, CardItem) and item.isVisible():
            out.append(Thing("card", key, QRectF(item.home, item.sceneBoundingRect().size())))
    return out


def _overlap(a: QRectF, b: QRectF) -> bool:
    r = a.intersected(b)
    return r.width() > SLACK and r.height() > SLACK


def problems(scene, visible: QRectF) -> list[str]:
    """Every overlap of a text or plate with another thing, and everything off the view."""
    things = _things(scene)
    found = []
    for t in things:
        if not visible.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(t.rect):
            found.append(f"{t.kind} {t.name} {t.rect.getRect()} is outside the view")
    texts = [t for t in things if t.kind != "card"]
    for i, a in enumerate(texts):
        for b in texts[i + 1 :] + [t for t in things if t.kind == "card"]:
            if _overlap(a.rect, b.rect):
                found.append(f"{a.kind} {a.name} overlaps {b.kind} {b.name}")
    return found


def players_cards(layout) -> list:
    return [
        card
        for pile in layout.piles
        if pile.id in ("hand", "commit") or (pile.id.startswith("hand") and pile.id[4:].isdigit())
        for card in pile.cards
    ]


CASES = [
    # game, options, window size, DPR, language
    *[
        (game, {}, size, 1.0, lang)
        for game in ("declaration", "belote")
        for size in ((1024, 700), (1600, 1000), (2560, 1440))
        for lang in ("en", "de")
    ],
    ("declaration", {}, (1280, 720), 2.0, "de"),
    ("belote", {}, (1280, 720), 2.0, "de"),
    *[
        ("declare", {"players": n, "decks": 1 if n <= 10 else 2}, size, 1.0, lang)
        for n in (2, 4, 6, 10, 14, 20)
        for size in ((1024, 700), (1600, 1000))
        for lang in (("en", "de") if n in (4, 20) else ("de",))
    ],
    ("declare", {"players": 20, "decks": 2}, (2560, 1440), 1.0, "de"),
    ("declare", {"players": 20, "decks": 2}, (1280, 720), 2.0, "de"),
    *[
        ("frontier", {"players": n, "starting_cash": 1000}, size, 1.0, lang)
        for n in (2, 3, 5, 8)
        for size in ((1024, 700), (1600, 1000))
        for lang in (("en", "de") if n in (4, 8) else ("de",))
    ],
    ("frontier", {"players": 8, "starting_cash": 1000}, (2560, 1440), 1.0, "de"),
    ("frontier", {"players": 8, "starting_cash": 1000}, (1280, 720), 2.0, "de"),
]


def _id(case) -> str:
    game, options, (w, h), dpr, lang = case
    seats = f"-{options['players']}" if "players" in options else ""
    return f"{game}{seats}-{w}x{h}-dpr{dpr:g}-{lang}"


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_nothing_overlaps_or_is_clipped(make_window, qapp, case):
    _check_layout(make_window, qapp, case)


LONG_NAMES = ["", "Maximiliane-Josefine", "Bartholomäus Olvera", "Wilhelmina Øverland"]

# French and Spanish too, long player names and large figures (Frontier's big stacks,
# Declaration's big purses and stakes, Declare's later rounds with two decks)
CASES_LONG = [
    *[
        (game, options, size, 1.0, lang)
        for game, options in (
            ("declaration", {"target": 1000, "ante": 5, "bid_stake": 10}),
            ("belote", {}),
            ("declare", {"players": 4, "decks": 2, "hand_size": 10}),
            ("declare", {"players": 20, "decks": 2}),
            ("frontier", {"players": 4, "starting_cash": 10_000, "min_bet": 1000}),
            ("frontier", {"players": 8, "starting_cash": 10_000}),
        )
        for size in ((1024, 700), (1600, 1000))
        for lang in ("fr", "es")
    ],
]


@pytest.mark.parametrize("case", CASES_LONG, ids=[_id(c) + "-long" for c in CASES_LONG])
def test_long_names_large_figures_french_and_spanish(make_window, qapp, case):
    _check_layout(make_window, qapp, case, long_names=True)


def _check_layout(make_window, qapp, case, long_names: bool = False) -> None:
    game_id, options, (width, height), dpr, lang = case
    app.install_translators(lang)
    try:
        w = make_window()
        w.resize(width, height)
        w._show_table(game_id)
        qapp.processEvents()
        state = _mid_hand(game_id, options, seed=7)
        adapter = adapter_for(game_id)
        names = w.controller._default_names(state.num_players)
        if long_names:
            names = [LONG_NAMES[s % len(LONG_NAMES)] for s in range(state.num_players)]
        adapter.set_seats(names, ["human", *["hard"] * (state.num_players - 1)])
        obs = state.observation(0)
        w.action_bar.show_moves(adapter.buttons(obs))
        qapp.processEvents()
        view = w.view
        size = view.viewport().size()
        w.scene.resize_table(size.width(), size.height(), dpr)
        layout = adapter.layout(obs, [])
        w.scene.show_layout(layout, animate=False)
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        found = problems(w.scene, visible)
        assert not found, "\n".join(found)
        cards = players_cards(layout)
        assert cards, "no cards in the player's hand"
        items = [w.scene.items_by_key[key] for key, _face in cards]
        card_w = items[0].sceneBoundingRect().width()
        assert card_w >= MIN_CARD_SHARE * visible.width(), (card_w, visible.width())
        if len(cards) >= 8:
            left = min(i.home.x() for i in items)
            right = max(i.home.x() + card_w for i in items)
            assert right - left >= MIN_HAND_SHARE * visible.width(), (right - left, visible)
    finally:
        app.remove_translators()


# -- the felt is the window ---------------------------------------------------------------


def test_the_felt_takes_the_window_and_the_drawer_holds_the_sheet_and_log(make_window, qapp):
    w = make_window()
    w.resize(1024, 700)
    w._show_table("belote")
    qapp.processEvents()
    page = w.table_page
    assert not page.drawer_open() and not w.hand_log.isVisible()  # closed by default
    assert w.view.width() >= 0.97 * w.width(), (w.view.width(), w.width())
    assert w.view.height() >= 0.8 * w.height()  # the moves' row takes little height
    label = page.drawer_button.text()
    assert label == "Scores and log" == page.drawer_action.iconText()  # as in the View menu
    page.drawer_action.trigger()  # F9, View → Scores and log, or the button under the felt
    qapp.processEvents()
    assert page.drawer_button.text() == label  # the button keeps its name when toggled
    assert page.drawer_open() and w.hand_log.isVisible() and w.score_sheet.isVisible()
    assert w.view.width() >= 0.6 * w.width()
    assert page.drawer_action.shortcut().toString() == "F9"
    w.resize(800, 560)  # the smallest window still has a wide felt
    page.set_drawer(False)
    page.set_drawer(True)  # opened in a narrow window: at most 30% of it (helper-5)
    qapp.processEvents()
    assert page.drawer.width() <= 0.3 * w.width() + 2 and w.view.width() >= 0.65 * w.width()
    page.set_drawer(False)
    qapp.processEvents()
    assert w.view.width() >= 760


def test_the_drawer_is_remembered(make_window, qapp, tmp_path):
    from gui.services import storage

    w = make_window()
    w._show_table("declare")
    w.table_page.set_drawer(True, 410)
    qapp.processEvents()
    assert w.table_page.drawer.width() == 410
    w.table_page.drawer_action.trigger()
    w.table_page.drawer_action.trigger()  # closed and opened again: still 410 wide
    w.close()
    saved = storage.load_settings(tmp_path / "config" / "settings.json").settings
    assert (saved.drawer, saved.drawer_width) == (True, 410)
    from gui.main_window import MainWindow

    third = MainWindow(saved, save_path=tmp_path / "s.json", config_path=tmp_path / "c.json")
    try:
        third.resize(1200, 800)
        third.show()
        third._show_table("declare")
        qapp.processEvents()
        assert third.table_page.drawer_open() and third.table_page.drawer.width() == 410
    finally:
        third.controller.shutdown()
        third.close()


def test_bad_drawer_settings_fall_back(tmp_path):
    import json

    from gui.services import storage

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"drawer": "yes", "drawer_width": 5}), encoding="utf-8")
    loaded = storage.load_settings(path)
    assert (loaded.settings.drawer, loaded.settings.drawer_width) == (False, 320)
    assert "drawer" in loaded.problem and "drawer_width" in loaded.problem
    path.write_text(json.dumps({"drawer_width": 10**6}), encoding="utf-8")
    assert storage.load_settings(path).settings.drawer_width == 320


def test_the_new_game_dialog_with_twenty_seats_fits_a_small_screen(qtbot):
    from gui.dialogs.new_game import NewGameDialog

    dlg = NewGameDialog(get_game("declare"), {"players": 20, "decks": 2}, None, None)
    qtbot.addWidget(dlg)
    assert len(dlg.seat_combos) == 19
    assert dlg.sizeHint().height() <= 600, dlg.sizeHint()  # a 1024x700 screen, with a title
    assert dlg.sizeHint().width() <= 1000


# -- placement, the geometry alone ---------------------------------------------------------


def test_settle_puts_each_text_at_the_nearest_free_spot():
    from gui.table import placement

    bounds = (0.0, 0.0, 400.0, 300.0)
    card = (100.0, 100.0, 60.0, 90.0)
    on_card = (110.0, 120.0, 40.0, 20.0)
    clear = (300.0, 20.0, 50.0, 20.0)
    off_edge = (380.0, 290.0, 50.0, 20.0)
    a, b, c = placement.settle([on_card, clear, off_edge], [card], bounds)
    assert b == clear  # what touches nothing stays where it was asked for
    assert not placement._hits(a, [card], 0) and abs(a[1] - on_card[1]) < 100
    assert c[0] + c[2] <= 400 and c[1] + c[3] <= 300  # moved into the view
    # two plates asked for one place end side by side, not on top of each other
    p, q = placement.settle([clear, clear], [], bounds)
    assert p == clear and not placement._hits(q, [p], 0)


def test_a_long_hand_is_spread_wide_and_cards_grow_with_the_table():
    from gui.table import placement

    small, large = placement.card_width(1000, 600), placement.card_width(2500, 1400)
    assert large > 2 * small * 0.9 and small >= 0.08 * 1000
    assert placement.card_width(1000, 600, seats=20) < small  # a crowd: smaller cards
    cw = placement.card_width(1000, 600)
    step = placement.hand_step(cw, 0.25, 8, 1000)
    assert cw + 7 * step >= placement.HAND_SHARE * 1000 and step <= cw
    step = placement.hand_step(cw, 0.62, 13, 1000)
    assert cw + 12 * step <= placement.HAND_MAX_SHARE * 1000 + 1


def test_a_long_info_line_breaks_at_its_separators():
    from gui.table import placement

    line = "Round 1   ·   Trump: hearts   ·   to 1000\nYour turn"
    wrapped = placement.wrap_parts(line, len, 30)
    assert wrapped.split("\n") == ["Round 1   ·   Trump: hearts", "to 1000", "Your turn"]
    assert placement.wrap_parts(line, len, 100) == line


def test_a_long_sentence_in_the_info_line_breaks_between_its_words():
    # a German prompt ran off the felt: a part wider than the line was never broken
    from gui.table import placement

    line = "Runde 1   ·   Ziel 250\nVor dem Geben setzen Sie Ihre Meldewette: das andere Team zahlt"
    wrapped = placement.wrap_parts(line, len, 30).split("\n")
    assert all(len(w) <= 30 for w in wrapped), wrapped
    assert wrapped[0] == "Runde 1   ·   Ziel 250"
    assert " ".join(wrapped[1:]) == line.split("\n")[1]
    assert placement.wrap_parts("Averyveryverylongword here", len, 10).split("\n") == [
        "Averyveryverylongword",
        "here",
    ]


def test_the_tutorial_hint_line_is_not_cut_and_leaves_the_felt(make_window, qapp):
    # the longest kind of hint a tutorial shows, in German, at the smallest usual window
    text = " ".join(
        ["Ziehen Sie die Karte mit der höchsten Trumpffarbe auf den Stich in der Mitte."] * 4
    )
    w = make_window()
    w.resize(1024, 700)
    w._show_table("belote")
    w.table_page.show_hint(text)
    qapp.processEvents()
    label = w.table_page.hint_label
    assert label.isVisible()
    # every line of it is shown: the label is as tall as its wrapped text needs
    assert label.height() >= label.heightForWidth(label.width()), (label.height(), label.width())
    assert label.geometry().right() <= w.table_page.width()
    assert w.view.height() >= 0.6 * w.height(), (w.view.height(), w.height())


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_the_tutorial_hint_keeps_its_height_from_one_line_to_two(make_window, qapp, size):
    w = make_window()
    w.resize(*size)
    w._show_table("belote")
    page = w.table_page
    heights = []
    one_line = page.hint_label.fontMetrics().lineSpacing() + 18
    for text in ("Bid.", " ".join(["Drag the highest trump onto the trick."] * 6)):
        page.show_hint(text)
        qapp.processEvents()
        label = page.hint_label
        assert label.height() >= label.heightForWidth(label.width())  # nothing cut off
        if len(text) > 4:
            assert label.heightForWidth(label.width()) > one_line  # two lines of text
        heights.append((label.height(), w.view.height()))
    assert heights[0] == heights[1]  # neither the hint nor the felt moved


def _first_turn(game_id: str, options: dict, want, seed: int = 3):
    """The first state where the player (seat 0) is to move and ``want(obs)`` holds."""
    game = get_game(game_id)
    state = game.new_state(game.options_from_dict(options), seed)
    rng = random.Random(seed)
    for _ in range(2000):
        if state.current_player == 0 and want(state.observation(0)):
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such turn")


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
@pytest.mark.parametrize(
    "game_id, options, want, kind",
    [
        ("belote", {"variant": "coinche"}, lambda o: o.phase == "auction", "choice"),
        ("frontier", {"players": 4, "starting_cash": 1000}, lambda o: True, "amount"),
    ],
    ids=["coinche-bid-chooser", "frontier-bet-slider"],
)
def test_the_bid_chooser_and_bet_slider_leave_the_felt_large(
    make_window, qapp, size, game_id, options, want, kind
):
    w = make_window()
    w.resize(*size)
    w._show_table(game_id)
    qapp.processEvents()
    state = _first_turn(game_id, options, want)
    adapter = adapter_for(game_id)
    adapter.set_seats([""] * state.num_players, ["human", *["hard"] * (state.num_players - 1)])
    buttons = adapter.buttons(state.observation(0))
    assert any(getattr(b, kind) is not None for b in buttons), buttons  # the widget is shown
    w.action_bar.show_moves(buttons)
    qapp.processEvents()
    # the moves' row under the felt takes at most a third of the window's height
    assert w.view.height() >= 0.66 * w.height(), (w.view.height(), w.height())
    assert w.view.width() >= 0.97 * w.width()


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_final_screen_of_twenty_long_names_is_not_cut(make_window, qapp, lang):
    from PySide6.QtGui import QFontMetrics

    from gui.window.final_screen import standings

    app.install_translators(lang)
    try:
        w = make_window()
        w.resize(1024, 700)
        names = [f"{LONG_NAMES[1 + s % 3]} {s}" for s in range(20)]
        scores = [12_345 - 97 * s for s in range(20)]
        rows = standings(scores, [0, 1, 2, 3], names)  # four tied winners: a long headline
        w.final_screen.show_result("Declare", rows)
        w.stack.setCurrentWidget(w.final_screen)
        qapp.processEvents()
        screen = w.final_screen
        label = screen.winner_label
        assert label.height() >= label.heightForWidth(label.width())
        button = screen.play_again_button
        assert w.rect().contains(button.mapTo(w, button.rect().bottomRight()))
        t = screen.table
        for row in range(t.rowCount()):
            for col in range(t.columnCount()):
                item = t.item(row, col)
                need = QFontMetrics(item.font()).horizontalAdvance(item.text()) + 8
                assert need <= t.columnWidth(col), (item.text(), need, t.columnWidth(col))
    finally:
        app.remove_translators()


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es"])
def test_the_status_line_is_not_cut(make_window, qapp, lang):
    # the longest message the table puts in the status bar (Declare's dealer), beside the
    # deal number and fingerprint, at the smallest usual window
    app.install_translators(lang)
    try:
        w = make_window()
        w.resize(1024, 700)
        w.start_game("declare", {"players": 4}, ["easy"] * 3, seed=3)
        qapp.processEvents()
        bar = w.statusBar()
        text = w.controller.tr(
            "You deal: choose the joker, double-click one of the two face-up cards."
        )
        bar.showMessage(text)
        qapp.processEvents()
        permanent = [c for c in bar.findChildren(QWidget) if c.isVisible() and c.x() > 0]
        room = min([c.x() for c in permanent], default=bar.width())
        need = bar.fontMetrics().horizontalAdvance(text) + 12
        assert need <= room, (text, need, room)
    finally:
        app.remove_translators()


@pytest.mark.parametrize(
    "size",
    [(1024, 700), (1280, 800), (1600, 1000), (2560, 1440)],
    ids=lambda s: "x".join(map(str, s)),
)
@pytest.mark.parametrize("players", [2, 4, 8])
def test_declares_two_joker_choices_lie_clear_of_the_draw_pile(make_window, qapp, size, players):
    """The dealer picks one of two face-up cards: both must be whole, not under the draw
    pile (seen at 1024x700: the left one half hidden)."""
    game = get_game("declare")
    state = game.new_state(game.options_from_dict({"players": players}), 7)
    assert state.phase == "joker"
    w = make_window()
    w.resize(*size)
    w._show_table("declare")
    qapp.processEvents()
    adapter = adapter_for("declare")
    adapter.set_seats(w.controller._default_names(players), ["human", *["easy"] * (players - 1)])
    view = w.view
    w.scene.resize_table(view.viewport().width(), view.viewport().height())
    layout = adapter.layout(state.observation(0), [])
    w.scene.show_layout(layout, animate=False)
    piles = {p.id: p for p in layout.piles}
    rect = w.scene.items_by_key
    face_up = [rect[key].sceneBoundingRect() for key, _ in piles["faceup"].cards]
    others = [
        rect[key].sceneBoundingRect()
        for p in layout.piles
        if p.id != "faceup"
        for key, _ in p.cards
    ]
    assert len(face_up) == 2
    for r in face_up:
        assert not any(r.intersects(o) for o in others), (r, size)


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)], ids=lambda s: "x".join(map(str, s)))
@pytest.mark.parametrize("players", [4, 6])
def test_the_texts_keep_off_the_empty_slots(make_window, qtbot, size, players):
    """Seen at 1024x700: Frontier's "Pot $0 · Round 1 of 5" ran across the dashed outline of
    the commit slot, and so did the slot's own label and the player's plate (pushed up off
    the hand onto the label). Where the table has room, the info line, the plates and the
    pile labels lie off every drawn outline: checked at each of the player's turns of a
    game, as the hand grows from one card to five."""
    w = make_window()
    w.resize(*size)
    w.start_game("frontier", {"players": players}, ["easy"] * (players - 1), seed=3)
    c, scene = w.controller, w.scene
    checked = 0
    for _ in range(60):
        qtbot.waitUntil(
            lambda: c.is_human_turn() or c.waits_for_next() or c.state.is_terminal,
            timeout=15000,
        )
        if c.state.is_terminal:
            break
        if c.waits_for_next():
            assert c.play("next")
            continue
        slots = [it.sceneBoundingRect() for it in scene.piles.values() if it.isVisible()]
        texts = [t for t in _things(scene) if t.kind != "card"]
        for t in texts:
            assert not any(_overlap(t.rect, r) for r in slots), (c.observation.round_no, t, slots)
        checked += bool(slots)
        legal = c.state.legal_actions()
        commits = [a for a in legal if a.kind == "commit"]
        calls = [a for a in legal if a.kind in ("call", "check")]
        pick = max(commits, key=lambda a: len(a.args)) if commits else (calls or legal)[0]
        assert c.play(pick)
    assert checked >= 5
    assert c.state.is_terminal or c.observation.round_no >= 4


# -- the window on the screen --------------------------------------------------------------


def _fake_screen(monkeypatch, rect):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(*rect))


def _new_window(settings, tmp_path):
    from gui.main_window import MainWindow

    return MainWindow(settings, save_path=tmp_path / "s.json", config_path=tmp_path / "c.json")


@pytest.mark.parametrize(
    "screen", [(0, 0, 1920, 1080), (0, 0, 1366, 768), (1920, 0, 2560, 1440), (0, 0, 900, 600)]
)
def test_a_first_start_sizes_the_window_from_the_screen(qapp, monkeypatch, tmp_path, screen):
    from gui.services import storage

    _fake_screen(monkeypatch, screen)
    w = _new_window(storage.AppSettings(), tmp_path)
    try:
        x, y, sw, sh = screen
        g = w.geometry()
        # about 85% of the screen's free area, never under the window's minimum size; all
        # of a small screen's (under 1280x800: a laptop's 1366x768, a netbook's 900x600)
        share = 1.0 if sw < 1280 or sh < 800 else 0.85
        assert g.width() == max(w.minimumWidth(), min(sw, round(sw * share))), (g, screen)
        assert g.height() == max(w.minimumHeight(), min(sh, round(sh * share))), (g, screen)
        assert abs(g.center().x() - (x + sw / 2)) <= 1 and abs(g.center().y() - (y + sh / 2)) <= 1
    finally:
        w.controller.shutdown()
        w.close()


def test_a_saved_geometry_is_restored_onto_the_screen(qapp, monkeypatch, tmp_path):
    from PySide6.QtCore import QRect

    from gui.main_window import fit_onto
    from gui.services import storage

    first = _new_window(storage.AppSettings(), tmp_path)
    first.setGeometry(0, 20, 800, 570)  # (the offscreen screen is 800x600)
    saved = first.saveGeometry().toBase64().toStdString()
    first.controller.shutdown()
    first.close()
    again = _new_window(storage.AppSettings(geometry=saved), tmp_path)
    try:
        restored = again.geometry()
        assert restored.size().toTuple() == (800, 570) and restored.left() == 0  # as saved
    finally:
        again.controller.shutdown()
        again.close()
    _fake_screen(monkeypatch, (100, 0, 900, 700))  # the screen's free area begins further right
    moved = _new_window(storage.AppSettings(geometry=saved), tmp_path)
    try:
        assert moved.geometry() == restored.translated(100, 0)  # moved onto it
    finally:
        moved.controller.shutdown()
        moved.close()
    # a window saved on a screen since unplugged, or larger than the screen is now, is
    # moved (and shrunk) onto the screen's free area
    area, minimum = QRect(0, 0, 1366, 768), first.minimumSize()
    assert fit_onto(QRect(3000, 2000, 1000, 640), area, minimum) == QRect(366, 128, 1000, 640)
    assert fit_onto(QRect(-500, 10, 2560, 1440), area, minimum) == area
    assert fit_onto(QRect(100, 50, 900, 600), area, minimum) == QRect(100, 50, 900, 600)


@pytest.mark.parametrize("spread", [0.25, 0.62, 1.08])  # the games' hand spreads
@pytest.mark.parametrize("n", [1, 2])
@pytest.mark.parametrize("size", [(1024, 600), (2560, 1300)])
def test_a_hand_of_one_or_two_cards_shows_each_card_whole(qapp, spread, n, size):
    from gui.games.base import Layout, Pile
    from gui.table.scene import TableScene

    scene = TableScene()
    scene.resize_table(*size)
    cards = [("c:AS", "AS"), ("c:10H", "10H")][:n]
    scene.show_layout(
        Layout([Pile("hand", 0.5, 0.8, cards, fan="hand", spread=spread)], []), animate=False
    )
    rects = [
        QRectF(scene.items_by_key[k].home, scene.items_by_key[k].boundingRect().size())
        for k, _ in cards
    ]
    assert all(scene.sceneRect().contains(r) for r in rects)
    if n == 2:
        assert rects[0].right() < rects[1].left(), rects  # side by side, not one on the other


# -- opponents' hands: placed in card units ---------------------------------------------------

OPPONENT_CASES = [
    ("declaration", {}),
    ("belote", {}),
    ("declare", {"players": 4}),
    ("declare", {"players": 8}),
    ("declare", {"players": 20, "decks": 2}),
    ("frontier", {"players": 4, "starting_cash": 1000}),
    ("frontier", {"players": 8, "starting_cash": 1000}),
]


def _opponents(make_window, qapp, game_id, options, size):
    """The opponents' card rects and every other card's, by pile, at this window size."""
    w = make_window()
    w.resize(*size)
    w._show_table(game_id)
    qapp.processEvents()
    state = _mid_hand(game_id, options, seed=7)
    adapter = adapter_for(game_id)
    n = state.num_players
    adapter.set_seats(w.controller._default_names(n), ["human", *["hard"] * (n - 1)])
    obs = state.observation(0)
    w.action_bar.show_moves(adapter.buttons(obs))
    qapp.processEvents()
    view = w.view
    w.scene.resize_table(view.viewport().width(), view.viewport().height())
    layout = adapter.layout(obs, [])
    w.scene.show_layout(layout, animate=False)
    items = w.scene.items_by_key

    def rect(key):
        return QRectF(items[key].home, items[key].sceneBoundingRect().size())

    hands = {p.id: [rect(k) for k, _ in p.cards] for p in layout.piles if p.seat_hand}
    others = {p.id: [rect(k) for k, _ in p.cards] for p in layout.piles if not p.seat_hand}
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    return hands, others, visible


@pytest.mark.parametrize("game_id, options", OPPONENT_CASES, ids=lambda v: str(v))
def test_opponents_hands_grow_with_the_table_and_never_overlap(make_window, qapp, game_id, options):
    widths = []
    for size in ((1024, 700), (1600, 1000), (2560, 1440)):
        hands, others, visible = _opponents(make_window, qapp, game_id, options, size)
        assert hands, "no opponent's hand on the table"
        flat = [(pid, r) for pid, rects in hands.items() for r in rects]
        for pid, r in flat:
            assert visible.contains(r), (pid, r, visible, size)
            for oid, rects in list(others.items()) + [(o, v) for o, v in hands.items() if o != pid]:
                for o in rects:
                    assert not _overlap(r, o), (pid, oid, r, o, size)
        widths.append(max(r.width() for _, r in flat))
    small, middle, large = widths
    assert middle >= 1.35 * small and large >= 1.9 * small, widths  # visibly larger


def test_seat_hands_keep_off_their_neighbours_and_the_other_cards():
    from gui.table import placement

    width, height, cw = 1000.0, 600.0, 80.0
    # twenty seats: neighbours close together, each asking for a wide row of ten cards
    asks = [(40 + i * 48.0, 60.0, 10, 0.3, 0.5) for i in range(20)]
    placed = placement.seat_hands(asks, width, height, cw)
    rects = []
    for x, y, s, step in placed:
        w, h = cw * s + step * 9, cw * s * placement.CARD_RATIO
        rects.append((x - w / 2, y - h / 2, w, h))
        assert x - w / 2 >= 0 and x + w / 2 <= width and y - h / 2 >= 0, (x, y, w, h)
    for a, b in zip(rects, rects[1:], strict=False):
        assert not placement._hits(a, [b], 0), (a, b)
    # a card in the way below a top hand: the hand keeps above it (smaller if it must)
    card = (450.0, 70.0, 100.0, 140.0)
    ((x, y, s, step),) = placement.seat_hands(
        [(500.0, 50.0, 8, 0.3, 0.6)], width, height, cw, [card]
    )
    w, h = cw * s + step * 7, cw * s * placement.CARD_RATIO
    assert not placement._hits((x - w / 2, y - h / 2, w, h), [card], 0)
    # a tall table has room to spare above the middle: the opponents' cards are larger
    usual = placement.seat_hands([(500.0, 60.0, 8, 0.3, 0.5)], 1000, 560, 100)[0][2]
    tall = placement.seat_hands([(500.0, 80.0, 8, 0.3, 0.5)], 1000, 800, 100)[0][2]
    assert usual == pytest.approx(0.5) and tall >= 0.6, (usual, tall)


@pytest.mark.parametrize(
    ("game", "options", "seed", "lang", "meld"),
    [
        ("belote", {"variant": "with_trump"}, 3, "en", False),
        ("declaration", {}, 4, "en", False),
        ("declaration", {}, 5, "de", True),
        ("declare", {"players": 4}, 3, "fr", False),
    ],
)
def test_the_info_line_and_the_plates_stay_put_while_a_hand_is_played(
    make_window, qtbot, game, options, seed, lang, meld
):
    """Seen playing by hand: the info line jumped between the middle, above the hand and
    beside it, and the player's plate hopped, with nearly every card played. A label
    moved off a card stays where it went while that spot is free. Seen in German: the
    player's Declaration plate (one wide line) was pushed across the table, next to the
    other team's plates, and stayed there; it now stays on the player's side."""
    from PySide6.QtCore import QPointF

    from gui import app

    app.install_translators(lang)
    w = make_window()
    w.resize(1024, 700)
    w.start_game(game, options, ["easy"] * 3, seed=seed)
    c, scene = w.controller, w.scene
    moves = {"info": 0, "plate": 0, "prompt": 0}
    last: dict[str, QPointF] = {}
    layouts = []
    middle = scene.table_rect().center().y()
    high = []

    sizes = [scene.table_rect().size()]
    # moves as the felt changed size (not counted above)
    resized = {"info": 0, "plate": 0, "prompt": 0}

    def seen() -> None:
        layouts.append(1)
        plate = scene.seat_plates[0][0].rect()
        if plate.top() < middle:
            high.append(plate.top())
        now = {"info": scene.info.pos(), "plate": plate.topLeft()}
        for pid, label in scene.pile_labels.items():  # the prompt under the player's hand
            if pid.startswith("hand") and label.isVisible() and label.text():
                now["prompt"] = label.sceneBoundingRect().center()
        size = scene.table_rect().size()
        grew = size != sizes[-1]  # the felt changed size: everything finds its place anew
        if grew:
            sizes.append(size)
        for k, p in now.items():
            if k in last and (p - last[k]).manhattanLength() > 4:
                (resized if grew else moves)[k] += 1
        last.update(now)

    def number() -> int:
        obs = c.observation
        return getattr(obs, {"declaration": "hand_no", "declare": "round_no"}.get(game, "deal_no"))

    scene.laid_out.connect(seen)
    start = number()
    for _ in range(200):
        qtbot.waitUntil(
            lambda: c.is_human_turn() or c.waits_for_next() or c.state.is_terminal,
            timeout=15000,
        )
        if c.waits_for_next() or number() != start or c.state.is_terminal:
            break
        legal = c.state.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        melds = [a for a in legal if a.kind == "meld" and meld]  # melds crowd the table most
        c.play(plays[0] if plays else melds[0] if melds else legal[-1])
    scene.laid_out.disconnect(seen)
    app.remove_translators()
    assert len(layouts) > 20, (game, len(layouts))
    # a plate's small steps aside (5-13 px) count as moves too; with melds laid out the
    # info line still finds a new place between the phases of a hand (6-7 times in German;
    # 13 before Declaration gave it a home under North's plate, Layout.info_at)
    assert moves["info"] <= (7 if meld else 3) and moves["plate"] <= 5, (game, moves)
    # Declaration's "Your card: drag it onto the trick" lay under the middle card of the
    # hand, and stepped half a card aside and back with every card played (12 times)
    assert moves["prompt"] <= 1, (game, moves)
    if game == "declare":
        # its info line moved 13 times in a round and the player's plate 4 (the prompt
        # under the hand took the plate's place), and a plate grew a "thinking…" line at
        # every AI move (dots under it say so now): neither moves now
        assert moves["info"] <= 1 and moves["plate"] <= 1, moves
    # the felt changes size at most twice in a hand: the bidding's buttons take their rows
    # under it, and give them back as the card play begins
    assert len(sizes) - 1 <= 2, (game, [q.toTuple() for q in sizes], resized)
    assert not high, (game, lang, high)  # the player's plate stays on the player's side


def test_a_label_under_the_hand_keeps_a_words_room_from_the_players_plate(make_window, qtbot):
    """Seen in French at 1600x1000: "À vous : faites glisser une carte vers le pli" under the
    hand ended right against the player's plate beside it."""
    from gui import app
    from gui.table.placement import GAP
    from gui.table.scene import LABEL_PAD

    app.install_translators("fr")
    try:
        w = make_window()
        w.resize(1600, 1000)
        w.start_game("belote", {"variant": "with_trump", "target": 300}, ["easy"] * 3, seed=3)
        c = w.controller
        for _ in range(20):
            qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
            if c.observation.phase == "play":
                break
            c.play(c.state.legal_actions()[-1])
        label = w.scene.pile_labels["hand"]
        assert label.isVisible() and "glisser" in label.text()
        text = label.sceneBoundingRect()
        plate = w.scene.seat_plates[0][0].rect()
        if text.top() < plate.bottom() and plate.top() < text.bottom():  # side by side
            apart = max(plate.left() - text.right(), text.left() - plate.right())
            assert apart >= max(10, LABEL_PAD + GAP - 1), (apart, text, plate)
    finally:
        app.remove_translators()


def test_declarations_info_keeps_off_the_players_plate_in_the_card_play(make_window, qtbot):
    """Seen by a new player at 1024x700 with the drawer open (this deal): four lines of
    info found no room beside the trick and lay under the player's plate. The card play's
    prompt is now under the hand, and the pot's parts are said only while bidding."""
    w = make_window()
    w.table_page.set_drawer(True, 320)
    w.resize(1024, 700)
    w.start_game("declaration", {}, ["medium"] * 3, seed=886431528)
    c, scene = w.controller, w.scene
    turns = 0
    while turns < 6:
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
        legal = c.state.legal_actions()
        if c.observation.phase == "play":
            turns += 1
            prompt = [p.label for p in scene.layout_now.piles if p.players_hand and p.label]
            assert prompt == ["Your card: drag it onto the trick, or double-click it."]
            assert "drag" not in scene.info.text() and "Pot Ante" not in scene.info.text()
            plate = scene.seat_plates[0][0].rect()
            assert not scene.info.sceneBoundingRect().intersects(plate), turns
        c.play(legal[0] if c.observation.phase == "play" else legal[-1])


def test_the_new_game_dialog_shows_up_to_six_seats_whole(qtbot):
    """Seen with Frontier at six players: the levels' list showed four and a half seats,
    the fifth cut through, in a scroll box."""
    from gui.dialogs.new_game import SEATS_IN_VIEW, NewGameDialog

    for game, players in (("frontier", 6), ("frontier", 8), ("declare", 12)):
        dlg = NewGameDialog(get_game(game), {"players": players}, None, None)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        dlg.resize(dlg.width(), dlg.minimumSizeHint().height())  # a small screen's squeeze
        qtbot.wait(20)
        view = dlg.seat_scroll.viewport().rect()
        whole = [
            c for c in dlg.seat_combos if view.contains(c.geometry().translated(dlg.seat_box.pos()))
        ]
        assert len(whole) >= min(len(dlg.seat_combos), SEATS_IN_VIEW), (game, players, len(whole))
        assert dlg.sizeHint().height() <= 600


def test_frontiers_felt_keeps_its_height_from_round_to_round(make_window, qtbot):
    """Seen: at each round's end the felt took back the rows of the bets, then gave them up
    again over the next round's first turns: everything on it moved five times a round.
    Its height is the same at every turn from round 2 on; the info line stays at its home
    left of the commit spot (Layout.info_at)."""
    from tests.gui.gestures import play_until

    w = make_window()
    w.resize(1024, 700)
    w.start_game("frontier", {"players": 4}, ["medium"] * 3, seed=4)
    c, scene = w.controller, w.scene
    heights, infos = set(), []
    scene.laid_out.connect(
        lambda: c.observation.round_no >= 2 and heights.add(scene.table_rect().height())
    )
    play_until(
        w,
        qtbot,
        lambda: c.observation.round_no > 4,
        moves=120,
        before=lambda _obs: infos.append(scene.info.pos().toTuple()),
    )
    assert c.observation.round_no >= 3
    assert len(heights) == 1, sorted(heights)
    xs, ys = {round(x) for x, _ in infos}, [y for _, y in infos]
    assert len(xs) == 1 and max(ys) - min(ys) <= 30, infos  # a line more or less at most


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_info_line_keeps_clear_of_the_tables_edge(make_window, qtbot, lang):
    """Seen at 1024x700: Belote's French bidding line "... Prise, tour 1" ran to the felt's
    right edge. The info line keeps the pile labels' margin (LABEL_PAD) from every edge."""
    from gui import app
    from gui.table.scene import LABEL_PAD

    app.install_translators(lang)
    try:
        w = make_window()
        w.resize(1024, 700)
        w.start_game("belote", {"variant": "with_trump"}, ["easy"] * 3, seed=3)
        c = w.controller
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
        t = w.scene.table_rect().adjusted(
            LABEL_PAD - 0.5, LABEL_PAD - 0.5, 0.5 - LABEL_PAD, 0.5 - LABEL_PAD
        )
        r = w.scene.info.sceneBoundingRect()
        assert w.scene.info.text() and t.contains(r), (r, w.scene.table_rect())
    finally:
        app.remove_translators()


@pytest.mark.parametrize(
    ("game", "options"),
    [("belote", {"variant": "with_trump"}), ("frontier", {"players": 4})],
)
def test_a_seats_plate_never_narrows_during_a_deal(make_window, qtbot, game, options):
    """Seen in play tests: Belote's West and East plates and Frontier's "You" narrowed and
    widened as their text changed ("Pass", "takes ♣", a stake), so their edges and the
    text in them jumped. A plate keeps the widest text's width for the deal (or round);
    kept for the whole game, a short plate stood in a box sized for an old showdown's line
    (helper-3), so each deal starts anew."""
    from tests.gui.gestures import play_until

    w = make_window()
    w.resize(1024, 700)
    w.start_game(game, options, ["medium"] * 3, seed=4)
    scene = w.scene
    deals: list[dict[int, list[float]]] = [{}]
    texts: dict[int, set[float]] = {}

    def seen() -> None:
        if scene.layout_now.deal and any(deals[-1].values()):
            deals.append({})  # a new deal or round
        for seat, (plate, text) in scene.seat_plates.items():
            deals[-1].setdefault(seat, []).append(round(plate.rect().width(), 1))
            texts.setdefault(seat, set()).add(round(text.boundingRect().width()))

    scene.laid_out.connect(seen)
    play_until(w, qtbot, lambda: len(deals) > 3, moves=300)
    scene.laid_out.disconnect(seen)
    assert len(deals) > 3 and any(len(t) > 2 for t in texts.values())
    for deal in deals:
        for seat, widths in deal.items():
            assert widths == sorted(widths), (game, seat, widths)
    # a plate that grew in one deal starts narrower in the next
    assert any(
        deals[i + 1][s][0] < max(deals[i][s])
        for i in range(len(deals) - 1)
        for s in deals[i]
        if s in deals[i + 1]
    )
