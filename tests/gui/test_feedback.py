"""The table shows the player what is going on: playable cards, why a move was refused,
whose turn it is, the turn timer, the last trick and the hint (``gui/table/overlays.py``)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from engine.core import Action
from gui.dialogs.settings import SettingsDialog
from gui.services import storage
from gui.table.scene import CardItem
from tests.gui.gestures import drag, view_point

BELOTE = ("belote", {"variant": "with_trump", "target": 300}, ["easy", "easy", "easy"], 3)
DECLARATION = ("declaration", {"target": 50}, ["easy", "medium", "easy"], 4)
DECLARE = ("declare", {"players": 3, "rounds": 2, "go_arounds": 1}, ["easy", "easy"], 5)
FRONTIER = ("frontier", {"players": 3, "starting_cash": 20}, ["easy", "easy"], 2)


def hand_keys(w):
    return [
        k
        for p in w.scene.layout_now.piles
        if p.id == "hand" or (p.id.startswith("hand") and p.id[4:].isdigit())
        for k, face in p.cards
        if face
    ]


def played_cards(c):
    """The cards the player's legal moves play now."""
    return {f"c:{a.args[0]}" for a in c.state.legal_actions() if a.kind == "play"}


def advance(w, qtbot, done, limit=200):
    """Play the player's first legal move (a pass or a take while bidding) until ``done()``
    holds on the player's turn; the bots play their own moves."""
    c = w.controller
    for _ in range(limit):
        qtbot.waitUntil(
            lambda: (
                c.state.is_terminal
                or w.pending_dialog is not None
                or (c.is_human_turn() and not c.waits_for_next())
            ),
            timeout=15000,
        )
        if w.pending_dialog is not None:
            w.pending_dialog.next_button.click()
            qtbot.waitUntil(lambda: w.pending_dialog is None)
            continue
        assert not c.state.is_terminal
        if done():
            return
        legal = c.state.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        c.play(plays[-1] if plays else legal[0])
    raise AssertionError("never reached")


def start(make_window, game, **settings):
    w = make_window()
    for k, v in settings.items():
        setattr(w.settings, k, v)
    w.apply_settings()
    game_id, options, levels, seed = game
    w.start_game(game_id, options, levels, seed=seed)
    return w


# -- 1. playable cards --------------------------------------------------------------------


def test_belote_cards_that_cannot_follow_are_dimmed(make_window, qtbot):
    w = start(make_window, BELOTE)
    c = w.controller

    def some_unplayable():
        return c.observation.phase == "play" and len(played_cards(c)) < len(c.observation.hand)

    advance(w, qtbot, some_unplayable)
    legal = played_cards(c)
    hand = set(hand_keys(w))
    assert w.overlays.dimmed == hand - legal and w.overlays.dimmed
    for key in hand:
        assert w.overlays.is_dimmed(key) == (key not in legal), key
        veil = w.overlays.veils.get(key)
        assert (veil is not None and veil.isVisible()) == (key not in legal)
    # the setting turns it off (on by default), from the Settings dialog
    assert storage.AppSettings().show_playable
    dlg = SettingsDialog(w.settings, w)
    qtbot.addWidget(dlg)
    assert dlg.playable.isChecked()
    dlg.playable.setChecked(False)
    dlg.apply_to(w.settings)
    assert not w.settings.show_playable
    c._publish([])
    assert not w.overlays.dimmed
    assert not any(w.overlays.is_dimmed(k) for k in hand)


def test_declaration_cards_off_the_led_suit_are_dimmed_and_none_on_the_bots_turn(
    make_window, qtbot
):
    w = start(make_window, DECLARATION)
    c = w.controller

    def must_follow():
        obs = c.observation
        return obs.phase == "play" and len(played_cards(c)) < len(obs.hand) and bool(obs.trick)

    advance(w, qtbot, must_follow)
    led = c.observation.trick[0][1].suit
    dimmed = w.overlays.dimmed
    assert dimmed and all(not k[2:].endswith(led) for k in dimmed)
    assert dimmed == set(hand_keys(w)) - played_cards(c)
    # once the player has played, it is no longer their turn: nothing is dimmed
    c.play(Action("play", (next(iter(played_cards(c)))[2:],)))
    assert not w.overlays.dimmed


def test_declaration_hand_is_dimmed_when_only_the_declared_meld_may_be_played(make_window, qtbot):
    # rule 14, meld cards first: leading with a declared meld, only its cards may be played;
    # the hand beside it was left undimmed, as if any card would do
    w = start(make_window, ("declaration", {"target": 50}, ["easy", "medium", "easy"], 1))
    c = w.controller
    for _ in range(100):
        qtbot.waitUntil(lambda: c.is_human_turn() and not c.waits_for_next(), timeout=15000)
        obs, legal = c.observation, c.state.legal_actions()
        if obs.phase == "play":
            break
        melds = [a for a in legal if a.kind == "meld"]
        c.play(melds[0] if melds else legal[0])
    meld = {f"c:{card}" for card in c.observation.meld_cards_in_hand[0]}
    assert meld and played_cards(c) <= meld  # only the meld's cards may be played
    hand = set(hand_keys(w))
    assert hand and not hand & meld
    assert w.overlays.dimmed == hand  # every hand card, and no card of the meld
    assert not any(w.overlays.is_dimmed(k) for k in played_cards(c))


def test_a_declared_meld_card_is_the_players_own_when_pressed(make_window, qtbot, monkeypatch):
    # the declared meld beside the hand is the player's own: pressed on another seat's turn
    # it said nothing, as if it were an opponent's card (the hand's said "not your turn")
    from gui.text import reason_text

    w = start(make_window, ("declaration", {"target": 50}, ["easy", "medium", "easy"], 1))
    c = w.controller
    for _ in range(100):
        qtbot.waitUntil(lambda: c.is_human_turn() and not c.waits_for_next(), timeout=15000)
        obs, legal = c.observation, c.state.legal_actions()
        meld = {f"c:{card}" for card in obs.meld_cards_in_hand[0]}
        if obs.phase == "play" and meld - played_cards(c):
            break
        plays = [a for a in legal if a.kind == "play"]
        melds = [a for a in legal if a.kind == "meld"]
        c.play(plays[-1] if plays else melds[0] if melds else legal[0])
    else:
        raise AssertionError("never reached")
    key = sorted(meld - played_cards(c))[0]
    assert w.why_not_movable(key) == c.why_not(key) != ""  # e.g. "You must follow suit"
    theirs = [k for p in w.scene.layout_now.piles if p.id == "meld1" for k, _ in p.cards]
    monkeypatch.setattr(c, "is_human_turn", lambda: False)  # as on another seat's turn
    assert w.why_not_movable(key) == reason_text("not_your_turn")
    assert theirs and all(w.why_not_movable(k) == "" for k in theirs)


def test_nothing_is_dimmed_when_the_hand_is_not_what_is_played(make_window, qtbot):
    # Belote's bidding: the turn is the player's, but the move is a button
    w = start(make_window, BELOTE)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    assert c.observation.phase != "play"
    assert hand_keys(w) and not w.overlays.dimmed
    # Declare's pick: the cards to take lie on the pile, not in the hand
    w = start(make_window, DECLARE)
    c = w.controller
    advance(w, qtbot, lambda: c.observation.phase == "pick")
    assert set(c.adapter.drag_keys(c.observation)) - set(hand_keys(w))  # the pile's
    assert hand_keys(w) and not w.overlays.dimmed


def test_frontier_and_declare_cards_to_choose_are_not_dimmed(make_window, qtbot):
    for game in (FRONTIER, DECLARE):
        w = start(make_window, game)
        c = w.controller

        def choosing(c=c, w=w):
            return set(c.adapter.drag_keys(c.observation)) & set(hand_keys(w))

        advance(w, qtbot, choosing)
        keys = set(w.view.draggable) & set(hand_keys(w))
        assert keys, game[0]
        assert not (keys & w.overlays.dimmed), game[0]


# -- 2. a refused move says why next to the card --------------------------------------------


def test_a_refused_card_says_why_in_a_bubble_next_to_it(make_window, qtbot):
    w = start(make_window, DECLARATION)
    c = w.controller

    def must_follow():
        obs = c.observation
        return obs.phase == "play" and len(played_cards(c)) < len(obs.hand) and bool(obs.trick)

    advance(w, qtbot, must_follow)
    bad = sorted(w.overlays.dimmed)[0]
    n = len(c.state.history)
    drag(w, bad, "trick")
    assert len(c.state.history) == n
    text = w.overlays.bubble_message()
    assert text == "You must follow the suit that was led."
    bubble = w.overlays.bubble.sceneBoundingRect()
    card = w.scene.items_by_key[bad].sceneBoundingRect()
    # next to the card (just above it), in large text, on the table
    assert abs(bubble.center().x() - card.center().x()) < card.width() * 3
    assert 0 <= card.top() - bubble.bottom() <= 40
    assert w.scene.table_rect().contains(bubble)
    assert w.overlays.bubble_text.font().pointSizeF() > w.font().pointSizeF() * 1.2
    # it goes after a few seconds (the timer, not the wall clock)
    assert w.overlays.bubble_timer.isActive()
    w.overlays.bubble_timer.timeout.emit()
    assert w.overlays.bubble_message() == ""


# -- 3. whose turn ------------------------------------------------------------------------


def test_the_active_plate_is_ringed_and_a_thinking_ai_seat_animates(make_window, qtbot):
    w = start(make_window, BELOTE)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    assert w.overlays.ringed() == {0}
    # an AI seat thinking: dots on its plate that move
    c.thinking_changed.emit(2)
    dots = w.overlays.thinking
    assert dots.isVisible()
    plate = w.scene.seat_plates[2][0].sceneBoundingRect()
    assert abs(dots.sceneBoundingRect().center().x() - plate.center().x()) < 2
    first = dots.text()
    w.overlays.thinking_timer.timeout.emit()
    assert dots.text() != first
    c.thinking_changed.emit(-1)
    assert not dots.isVisible()


def test_no_stale_your_turn_on_the_chooser_or_after_the_player_moved(make_window, qtbot):
    w = start(make_window, BELOTE)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    assert w.statusBar().currentMessage() == "Your turn."
    c.play(c.state.legal_actions()[-1])
    assert w.statusBar().currentMessage() != "Your turn." or c.is_human_turn()
    w.table_page.back_button.click()
    assert w.stack.currentWidget() is w.chooser
    assert "Your turn" not in w.statusBar().currentMessage()
    assert not w.overlays.ringed()


def test_the_status_bar_does_not_say_your_turn_after_the_game_ended(make_window, qtbot):
    w = start(make_window, DECLARE)
    c = w.controller
    # play the player's moves until the game is over
    for _ in range(400):
        qtbot.waitUntil(
            lambda: (
                c.state.is_terminal
                or w.pending_dialog is not None
                or (c.is_human_turn() and not c.waits_for_next())
            ),
            timeout=15000,
        )
        if c.state.is_terminal:
            break
        if w.pending_dialog is not None:
            w.pending_dialog.next_button.click()
            qtbot.waitUntil(lambda: w.pending_dialog is None or c.state.is_terminal)
            continue
        c.play(c.state.legal_actions()[0])
    assert c.state.is_terminal
    assert "Your turn" not in w.statusBar().currentMessage()
    assert not w.overlays.ringed() and not w.overlays.dimmed


# -- 4. tricks stay visible; the last trick at full size ------------------------------------


def test_a_finished_declaration_trick_stays_until_the_next_lead(make_window, qtbot):
    w = start(make_window, DECLARATION)
    c = w.controller
    advance(w, qtbot, lambda: c.observation.phase == "play" and bool(c.observation.tricks_history))
    obs = c.observation
    if not obs.trick:  # the player leads: the trick just won is still in front of its seats
        shown = {
            k for p in w.scene.layout_now.piles if p.id.startswith("trick") for k, _ in p.cards
        }
        assert shown == {f"c:{card}" for _, card in obs.tricks_history[-1]}
    # the bots wait the setting's time before leading after a trick
    assert storage.AppSettings().trick_linger >= 1000
    w.settings.animation_speed = "normal"
    w.apply_settings()
    assert c.trick_linger == 1200
    c.lingers, c.waiting_for_table = True, True
    c.think_timer.stop()
    c.match.human_to_act = lambda: False  # as if a bot were to lead
    c.animations_done()
    assert c.think_timer.interval() == 1200
    c.think_timer.stop()


def test_an_ai_take_in_belote_stays_in_view_before_the_first_lead(make_window, qtbot):
    """A play tester saw an opponent's round-one take pass with no pause to see it: the
    bidding's close lingers as a finished trick does before an AI seat leads."""
    w = start(make_window, BELOTE)
    c = w.controller
    w.settings.animation_speed = "normal"
    w.apply_settings()
    waits = []  # (phase, cards played in the deal) at each pause before an AI seat acts
    start_timer = c.think_timer.start

    def noted(ms):
        obs = c.state.observation(0)
        waits.append((obs.phase, len(obs.trick) + len(obs.tricks), ms))
        start_timer(ms)

    c.think_timer.start = noted
    advance(w, qtbot, lambda: c.observation.phase == "play")
    first_lead = [ms for phase, played, ms in waits if phase == "play" and played == 0]
    assert first_lead == [c.trick_linger] and c.trick_linger == 1200
    bids = [ms for phase, _played, ms in waits if phase != "play"]
    assert bids and max(bids) < c.trick_linger  # the bids themselves go at the AI's pace


def test_a_click_on_the_last_trick_opens_it_at_full_size_with_who_played(make_window, qtbot):
    w = start(make_window, BELOTE)
    c = w.controller
    advance(w, qtbot, lambda: any(p.id == "last" for p in w.scene.layout_now.piles))
    last = next(p for p in w.scene.layout_now.piles if p.id == "last")
    vp = w.view.viewport()
    QTest.mouseClick(
        vp,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view_point(w, w.scene.pile_rect(last)),
    )
    assert w.overlays.trick_shown()
    names = [it.text() for it in w.overlays.trick_items if hasattr(it, "text")]
    for seat, _ in c.observation.tricks[-2 if len(c.observation.tricks) > 1 else -1].cards:
        assert c.names[seat] in names
    pics = [it for it in w.overlays.trick_items if isinstance(it, CardItem)]
    assert len(pics) == len(last.cards)
    # full size: larger than the table's cards
    assert pics[0].boundingRect().width() > w.scene.card_w
    assert w.scene.table_rect().contains(w.overlays.trick_panel_rect())
    QTest.mouseClick(
        vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp.rect().center()
    )
    assert not w.overlays.trick_shown()


# -- 5. the turn timer -----------------------------------------------------------------------


def test_the_turn_timer_counts_down_on_the_players_plate(make_window, qtbot):
    game = (DECLARE[0], dict(DECLARE[1], turn_time=10), DECLARE[2], DECLARE[3])
    w = start(make_window, game)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    shown = w.overlays.countdown_shown()
    assert shown and 0 < int(shown) <= 10
    badge = w.overlays.countdown.sceneBoundingRect()
    plate = w.scene.seat_plates[0][0].sceneBoundingRect()
    assert abs(badge.center().y() - plate.center().y()) < plate.height()
    c.play(c.state.legal_actions()[0])
    assert w.overlays.countdown_shown() == ""


# -- 6. hints show ---------------------------------------------------------------------------


def test_a_hinted_button_lights_up(make_window, qtbot):
    w = start(make_window, BELOTE)
    c = w.controller
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    action = next(a for a in c.state.legal_actions() if str(a) in w.action_buttons)
    w.layout().activate()
    before = {k: b.geometry() for k, b in w.action_buttons.items()}
    c.hint_ready.emit(action, None)
    button = w.action_buttons[str(action)]
    assert button.styleSheet()
    qtbot.wait(50)
    # seen: the framed button shrank and the buttons after it moved under the cursor
    assert {k: b.geometry() for k, b in w.action_buttons.items()} == before
    c._publish([])  # the table moved on: the hint goes
    assert not button.styleSheet()


# -- 7. seat plates say direction and role -----------------------------------------------------


def test_partnership_plates_say_direction_partner_and_dealer(make_window, qtbot):
    for game, partner in ((BELOTE, "North"), (DECLARATION, "North")):
        w = start(make_window, game)
        c = w.controller
        qtbot.waitUntil(lambda c=c: c.is_human_turn(), timeout=15000)
        plates = {s: text.text() for s, (_, text) in w.scene.seat_plates.items()}
        north = 2
        # a seat is named by where it sits, and says it once
        assert plates[north].startswith(partner), plates[north]
        assert plates[north].split("\n")[0].count(partner) == 1, plates[north]
        assert "your partner" in plates[north], plates[north]
        for s in (1, 3):
            assert "partner" not in plates[s]
            assert any(d in plates[s] for d in ("East", "West")), plates[s]
        assert "partner" not in plates[0] and "South" not in plates[0]
        dealer = c.observation.dealer
        assert plates[dealer].split("\n")[0].split(" — ")[0].endswith("dealer"), plates[dealer]
        # names are looked up when the plate is drawn: a renamed seat shows at once
        c.adapter.names[north] = "Ana"
        c._publish([])
        assert w.scene.seat_plates[north][1].text().startswith("Ana")
        assert f"· {partner} · your partner" in w.scene.seat_plates[north][1].text()


def test_rings_and_veils_follow_the_table_when_the_window_is_resized(make_window, qtbot):
    w = start(make_window, BELOTE)
    c = w.controller

    def some_unplayable():
        return c.observation.phase == "play" and len(played_cards(c)) < len(c.observation.hand)

    advance(w, qtbot, some_unplayable)
    w.resize(1500, 1000)
    qtbot.waitUntil(lambda: w.scene.sceneRect().width() > 900)
    plate = w.scene.seat_plates[0][0].sceneBoundingRect()
    ring = w.overlays.rings[0].sceneBoundingRect()
    assert ring.contains(plate)
    assert ring.width() - plate.width() < 20
    key = next(iter(w.overlays.dimmed))
    card = w.scene.items_by_key[key]
    assert w.overlays.veils[key].boundingRect() == card.boundingRect()


def test_a_real_ai_turn_shows_the_thinking_dots_on_its_plate(make_window, qtbot):
    w = start(make_window, DECLARE)
    c = w.controller
    seen = []
    c.thinking_changed.connect(
        lambda seat: seen.append((seat, w.overlays.thinking.isVisible(), w.overlays.thinking_seat))
    )
    advance(w, qtbot, lambda: any(s > 0 for s, _, _ in seen))
    seat, visible, shown = next(e for e in seen if e[0] > 0)
    assert visible and shown == seat
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=15000)
    assert not w.overlays.thinking.isVisible()


def test_a_hinted_card_is_framed_on_the_table_and_never_dimmed(make_window, qtbot):
    w = start(make_window, DECLARATION)
    c = w.controller

    def must_follow():
        obs = c.observation
        return obs.phase == "play" and len(played_cards(c)) < len(obs.hand) and bool(obs.trick)

    advance(w, qtbot, must_follow)
    key = sorted(w.overlays.dimmed)[0]
    c.hint_ready.emit(Action("play", (key[2:],)), None)  # (a dimmed card, to see the veil lift)
    assert len(w.overlays.hint_frames) == 1
    frame = w.overlays.hint_frames[0].sceneBoundingRect()
    card = w.scene.items_by_key[key].sceneBoundingRect()
    assert frame.left() <= card.left() and frame.top() <= card.top()
    assert frame.bottom() >= card.bottom()
    # it frames the card alone: it stops where the next card of the fan covers it
    above = [
        it.sceneBoundingRect()
        for it in w.scene.items_by_key.values()
        if it.isVisible()
        and it.zValue() > w.scene.items_by_key[key].zValue()
        and abs(it.sceneBoundingRect().top() - card.top()) < 1
        and card.left() < it.sceneBoundingRect().left() < card.right()
    ]
    right = min([r.left() for r in above], default=card.right())
    assert right - 5 <= frame.right() <= right + 10
    assert not w.overlays.is_dimmed(key)
    c._publish([])
    assert not w.overlays.hint_frames


def test_the_l_key_opens_and_closes_the_last_trick(make_window, qtbot):
    w = start(make_window, DECLARATION)
    assert w.last_trick_action.shortcut().toString() == "L"
    w.last_trick_action.trigger()  # nothing played yet: it says so
    assert not w.overlays.trick_shown()
    assert w.statusBar().currentMessage() == "No trick has been played yet."
    advance(w, qtbot, lambda: any(p.id == "last" for p in w.scene.layout_now.piles))
    w.last_trick_action.trigger()
    assert w.overlays.trick_shown()
    last = next(p for p in w.scene.layout_now.piles if p.id == "last")
    names = [it.text() for it in w.overlays.trick_items if hasattr(it, "text")]
    assert all(name in names for name in last.captions) and len(last.captions) == 4
    w.last_trick_action.trigger()
    assert not w.overlays.trick_shown()


def test_a_hint_to_draw_frames_the_draw_pile(make_window, qtbot):
    w = start(make_window, DECLARE)
    c = w.controller
    draw = Action("pick", ("draw",))
    advance(w, qtbot, lambda: c.state.is_legal(draw))
    c.hint_ready.emit(draw, None)
    assert len(w.overlays.hinted) == 1 and w.overlays.hinted[0].startswith("d:")
    frame = w.overlays.hint_frames[0].sceneBoundingRect()
    assert frame.contains(w.scene.items_by_key[w.overlays.hinted[0]].sceneBoundingRect())


def test_pressing_a_dimmed_belote_card_says_why_it_cannot_be_played(make_window, qtbot):
    w = start(make_window, BELOTE)
    c = w.controller

    def some_unplayable():
        return c.observation.phase == "play" and len(played_cards(c)) < len(c.observation.hand)

    advance(w, qtbot, some_unplayable)
    key = sorted(w.overlays.dimmed)[0]
    assert key not in w.view.draggable  # Belote offers only the legal cards to drag
    rect = w.scene.items_by_key[key].sceneBoundingRect()
    point = w.view.mapFromScene(rect.left() + 4, rect.center().y())
    n = len(c.state.history)
    vp = w.view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert len(c.state.history) == n
    message = w.overlays.bubble_message()
    assert message in (
        "You must follow the suit that was led.",
        "You must play a higher trump.",
        "You cannot follow suit: you must trump.",
    ), message
    # a playable card says nothing
    assert c.why_not(sorted(played_cards(c))[0]) == ""


def test_the_last_trick_of_a_declaration_hand_stays_in_front_of_its_seats(
    make_window, qtbot, monkeypatch
):
    import gui.main_window as main_window

    w = start(make_window, DECLARATION)
    c = w.controller
    delays = []
    real = main_window.QTimer.singleShot

    def single_shot(ms, *args):
        delays.append(ms)
        real(ms, *args)

    monkeypatch.setattr(main_window.QTimer, "singleShot", single_shot)
    for _ in range(300):
        qtbot.waitUntil(
            lambda: w.pending_dialog is not None or (c.is_human_turn() and not c.waits_for_next()),
            timeout=15000,
        )
        if w.pending_dialog is not None:
            break
        legal = c.state.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        if len(c.observation.hand) == 1:  # the player's last card: the trick lingers now
            c.trick_linger = 700
        c.play(plays[-1] if plays else legal[0])
    assert w.pending_dialog is not None
    won = [e for e in c.game_events() if e.kind == "trick_won"][-1]
    shown = {
        k: p.id for p in w.scene.layout_now.piles if p.id.startswith("trick") for k, _ in p.cards
    }
    assert set(shown) == {f"c:{card}" for card in won.cards}
    assert not any(p.id == "last" for p in w.scene.layout_now.piles)
    # the round's summary waits for the trick to be seen
    assert delays[-1] == 700


def test_after_a_resize_the_refusal_bubble_follows_its_card(make_window, qtbot):
    w = start(make_window, DECLARATION)
    c = w.controller

    def must_follow():
        obs = c.observation
        return obs.phase == "play" and len(played_cards(c)) < len(obs.hand) and bool(obs.trick)

    advance(w, qtbot, must_follow)
    bad = sorted(w.overlays.dimmed)[0]
    drag(w, bad, "trick")
    assert w.overlays.bubble_message()
    before = w.scene.table_rect()
    w.resize(w.width() + 400, w.height() + 250)
    qtbot.waitUntil(lambda: w.scene.table_rect() != before, timeout=5000)
    w.scene.laid_out.emit()
    bubble = w.overlays.bubble.sceneBoundingRect()
    card = w.scene.items_by_key[bad]
    home = card.home
    assert abs(bubble.center().x() - (home.x() + card.sceneBoundingRect().width() / 2)) < (
        card.sceneBoundingRect().width() * 3
    )
    assert 0 <= home.y() - bubble.bottom() <= 40


def test_after_a_resize_the_last_trick_view_stays_in_the_middle_of_the_table(make_window, qtbot):
    w = start(make_window, BELOTE)
    advance(w, qtbot, lambda: any(p.id == "last" for p in w.scene.layout_now.piles))
    last = next(p for p in w.scene.layout_now.piles if p.id == "last")
    vp = w.view.viewport()
    QTest.mouseClick(
        vp,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view_point(w, w.scene.pile_rect(last)),
    )
    assert w.overlays.trick_shown()
    before = w.scene.table_rect()
    w.resize(w.width() + 400, w.height() + 250)
    qtbot.waitUntil(lambda: w.scene.table_rect() != before, timeout=5000)
    w.scene.laid_out.emit()
    assert w.overlays.trick_shown()
    table = w.scene.table_rect()
    panel = w.overlays.trick_panel_rect()
    assert table.contains(panel)
    assert abs(panel.center().x() - table.center().x()) < 2


# -- a card that cannot be taken or played says why ---------------------------------------


def press(w, key):
    """A press and release near the right edge of the card ``key`` (a row's last card is
    whole; the others show their left part, so callers press a row's last card)."""
    rect = w.scene.items_by_key[key].sceneBoundingRect()
    point = w.view.mapFromScene(rect.right() - 4, rect.center().y())
    vp = w.view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def test_declare_your_just_thrown_card_and_the_draw_pile_before_a_throw_say_why(make_window, qtbot):
    w = start(make_window, DECLARE)
    c = w.controller
    advance(w, qtbot, lambda: c.observation.phase == "turn" and c.observation.draw_count > 0)
    top = f"d:{c.observation.draw_count - 1}"
    assert top not in w.view.draggable
    n = len(c.state.history)
    press(w, top)
    assert len(c.state.history) == n
    assert w.overlays.bubble_message() == "Throw first: you pick a card after your throw."
    w.overlays.bubble_timer.timeout.emit()
    advance(w, qtbot, lambda: c.observation.phase == "pick")
    thrown = f"c:{c.observation.newest[-1]}"
    assert thrown not in w.view.draggable  # your own throw is not yours to take back
    press(w, thrown)
    assert len(c.state.history) == n + 1
    assert w.overlays.bubble_message().startswith("You have just thrown this card")
    assert "You have just thrown" in w.statusBar().currentMessage()


def test_a_hand_card_out_of_turn_or_while_bidding_says_why(make_window, qtbot, monkeypatch):
    w = start(make_window, BELOTE)
    c = w.controller
    advance(w, qtbot, lambda: c.observation.phase == "bid")
    key = hand_keys(w)[-1]
    assert not w.view.draggable  # while taking, the hand is not what is played
    press(w, key)
    assert w.overlays.bubble_message() == (
        "Not a card now: choose one of the moves under the table."
    )
    # on a bot's turn (held here: the bots are quick) a hand card says it is not yours
    w.overlays.bubble_timer.timeout.emit()
    monkeypatch.setattr(c, "is_human_turn", lambda: False)
    press(w, key)
    assert w.overlays.bubble_message() == "It is not your turn."
    # an opponent's card says nothing
    w.overlays.bubble_timer.timeout.emit()
    back = next(k for p in w.scene.layout_now.piles if p.id == "seat1" for k, _ in p.cards)
    press(w, back)
    assert w.overlays.bubble_message() == ""


# -- plates say the seat's state -----------------------------------------------------------


def _plates(adapter, obs):
    return {sv.seat: "\n".join(sv.lines) for sv in adapter.layout(obs, []).seats}


def test_frontier_plates_say_all_in_and_folded():
    import random

    from engine.registry import get_game
    from gui.games import adapter_for

    game = get_game("frontier")
    adapter = adapter_for("frontier")
    seen: set[str] = set()
    for seed in range(40):
        state = game.new_state(game.options_from_dict({"players": 4, "starting_cash": 20}), seed)
        adapter.set_seats(["", "A", "B", "C"], ["human", "easy", "easy", "easy"])
        adapter.reset(state.observation(0))
        rng = random.Random(seed)
        for _ in range(300):
            if state.is_terminal:
                break
            obs = state.observation(0)
            plates = _plates(adapter, obs)
            for s in range(1, 4):
                all_in = (
                    obs.phase in ("action", "stake")
                    and obs.active[s]
                    and not obs.folded[s]
                    and obs.cash[s] == 0
                    and obs.stakes[s] > 0
                )
                assert ("all in" in plates[s]) == all_in, (plates[s], obs.cash, obs.stakes)
                if all_in:
                    seen.add("all in")
                if obs.folded[s] and obs.phase in ("action", "stake"):
                    assert "folded" in plates[s]
                    seen.add("folded")
            legal = state.legal_actions()
            big = [a for a in legal if a.kind in ("bet", "raise")]  # to reach all in soon
            state.apply(
                max(big, key=lambda a: a.args) if big and rng.random() < 0.6 else rng.choice(legal)
            )
        if seen == {"all in", "folded"}:
            break
    assert seen == {"all in", "folded"}, seen


def test_declare_plates_say_who_starts_the_round_and_who_declared():
    import random

    from engine.registry import get_game
    from gui.games import adapter_for

    game = get_game("declare")
    state = game.new_state(game.options_from_dict({"players": 4}), 3)
    adapter = adapter_for("declare")
    adapter.set_seats(["", "A", "B", "C"], ["human", "easy", "easy", "easy"])
    obs = state.observation(0)
    starter = (obs.dealer + 1) % 4
    plates = _plates(adapter, obs)
    assert "starts" in plates[starter]
    assert all("starts" not in plates[s] for s in range(4) if s != starter)
    rng = random.Random(3)
    while not (state.phase in ("turn", "pick") and state.observation(0).turns_done >= 4):
        state.apply(rng.choice([a for a in state.legal_actions() if a.kind != "declare"]))
    assert not any("starts" in p for p in _plates(adapter, state.observation(0)).values())
    while not any(a.kind == "declare" for a in state.legal_actions()):
        state.apply(rng.choice(state.legal_actions()))
    declarer = state.current_player
    state.apply(next(a for a in state.legal_actions() if a.kind == "declare"))
    obs = state.observation(0)
    assert obs.reveal is not None and obs.reveal["declarer"] == declarer
    plates = _plates(adapter, obs)
    assert "declared" in plates[declarer]
    assert all("declared" not in plates[s] for s in range(4) if s != declarer)


# -- a click while cards move -------------------------------------------------------------


def test_a_click_while_an_ai_card_flies_does_not_stall_the_game(make_window, qtbot):
    """A press on the table jumps running animations to their end; the AI seats, which wait
    for the table to stop moving, must still play on (it stalled the game for good)."""
    w = start(make_window, BELOTE, animation_speed="slow")
    c, view = w.controller, w.view
    clicked = 0
    for _ in range(40):
        qtbot.waitUntil(lambda: w.scene.is_animating() or c.is_human_turn(), timeout=15000)
        if w.scene.is_animating() and not c.is_human_turn():
            before = len(c.state.history)
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
            clicked += 1
            qtbot.waitUntil(lambda n=before: len(c.state.history) > n, timeout=15000)
            if clicked >= 3:
                return
        else:
            legal = c.state.legal_actions()
            c.play(legal[0])
    raise AssertionError(f"caught an AI card in flight only {clicked} times")
