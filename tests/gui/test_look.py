"""Look and access: themes, felts, Help → Keyboard, the table in words, sounds."""

from __future__ import annotations

import json
import wave

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QKeySequence, QPainter, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui import theme
from gui.dialogs.keyboard import KeyboardDialog, plain
from gui.dialogs.settings import SettingsDialog
from gui.services import storage
from gui.table import sound
from gui.table.accessibility import card_name

NATIVE = QKeySequence.SequenceFormat.NativeText


@pytest.fixture(autouse=True)
def light_again():
    """The palette is app-wide: every test ends in the default (system) theme."""
    yield
    theme.apply_theme("system")


def window_lightness() -> int:
    return QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness()


def test_theme_switch_changes_the_palette(make_window, qtbot):
    w = make_window()
    assert w.settings.theme == "system"
    w.settings.theme = "dark"
    w.apply_settings()
    assert window_lightness() < 80
    text = QGuiApplication.palette().color(QPalette.ColorRole.WindowText).lightness()
    assert text > 200  # light text on the dark window
    qtbot.waitUntil(lambda: theme.is_dark(w) and theme.is_dark(w.score_sheet))
    w.settings.theme = "light"
    w.apply_settings()
    assert window_lightness() > 200
    qtbot.waitUntil(lambda: not theme.is_dark(w))


def test_unknown_theme_follows_the_system():
    assert theme.apply_theme("purple-haze") == theme.effective("system")


def _felt_centre(scene) -> tuple[int, int, int]:
    img = QImage(int(scene.width()), int(scene.height()), QImage.Format.Format_ARGB32)
    p = QPainter(img)
    scene.drawBackground(p, scene.sceneRect())
    p.end()
    c = img.pixelColor(img.width() // 2, img.height() // 2)
    return c.red(), c.green(), c.blue()


def test_felt_colour_reaches_the_scene(make_window):
    w = make_window()
    r, g, b = _felt_centre(w.scene)
    assert g > r and g > b  # green by default
    w.settings.felt = "blue"
    w.apply_settings()
    assert w.scene.felt == "blue"
    r, g, b = _felt_centre(w.scene)
    assert b > r and b > g
    w.settings.felt = "red"
    w.apply_settings()
    r, g, b = _felt_centre(w.scene)
    assert r > g and r > b


def test_settings_dialog_previews_and_saves_the_look(make_window, qtbot):
    w = make_window()
    dlg = SettingsDialog(w.settings, w)
    qtbot.addWidget(dlg)
    dlg.look_changed.connect(w._apply_look)
    dlg.felt.setCurrentIndex(dlg.felt.findData("grey"))
    assert w.scene.felt == "grey"  # shown at once
    dlg.theme.setCurrentIndex(dlg.theme.findData("dark"))
    assert window_lightness() < 80
    dlg.sound.setChecked(True)
    dlg.back.setCurrentIndex(dlg.back.findData("purple"))
    dlg.apply_to(w.settings)
    assert (w.settings.theme, w.settings.felt, w.settings.sound, w.settings.card_back) == (
        "dark",
        "grey",
        True,
        "purple",
    )


def test_look_settings_default_and_fall_back(tmp_path):
    s = storage.AppSettings()
    assert (s.theme, s.felt, s.sound) == ("system", "green", False)
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps({"theme": "neon", "felt": "plaid", "card_back": "gold", "sound": "loud"})
    )
    loaded = storage.load_settings(path)
    assert (
        loaded.settings.theme,
        loaded.settings.felt,
        loaded.settings.card_back,
        loaded.settings.sound,
    ) == ("system", "green", "blue", False)
    assert all(k in loaded.problem for k in ("theme", "felt", "card_back", "sound"))
    good = storage.AppSettings(theme="dark", felt="red", card_back="black", sound=True)
    storage.save_settings(good, path)
    assert storage.load_settings(path).settings == good


def test_every_felt_has_colours():
    assert tuple(theme.FELT_COLOURS) == storage.FELTS


def test_help_keyboard_lists_the_real_shortcuts(make_window):
    w = make_window()
    new_action = next(
        a for a in w.menuBar().actions()[0].menu().actions() if plain(a.text()) == "New game"
    )
    keys = new_action.shortcut().toString(NATIVE)
    assert keys
    dlg = KeyboardDialog(w)
    rows = dlg.rows()
    assert any(what == "New game" and keys in shown for _, what, shown in rows)
    # a changed shortcut shows changed: the list is read from the actions
    new_action.setShortcut(QKeySequence("Ctrl+Shift+G"))
    rows = KeyboardDialog(w).rows()
    assert any(what == "New game" and "Ctrl+Shift+G" in shown for _, what, shown in rows)
    # the table's own keys and a button mnemonic are listed too
    right = QKeySequence(Qt.Key.Key_Right).toString(NATIVE)
    assert any(right in shown for _, _, shown in rows)
    assert any(what == "Resume" and "Alt+R" in shown for _, what, shown in rows)
    # and Help → Keyboard is itself in the menus
    assert plain(w.keyboard_action.text()) == "Keyboard"
    assert any(what == "Keyboard" for _, what, _ in rows)


def test_table_keys_listed_are_the_keys_handled(make_window, qtbot):
    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=5)
    qtbot.waitUntil(lambda: len(w.view.draggable) > 1)
    view = w.view
    view.setFocus()
    n = len(view.draggable)
    for keys, _ in view.key_help():
        for key in keys:
            if key in view.PLAY_KEYS:
                continue
            before = view.focus_index = 1 % n
            QTest.keyClick(view, key)
            assert view.focus_index != before or key in view.FIRST_KEYS + view.LAST_KEYS, key
    QTest.keyClick(view, Qt.Key.Key_End)
    assert view.focus_index == n - 1
    QTest.keyClick(view, Qt.Key.Key_Home)
    assert view.focus_index == 0


def test_tab_leaves_the_table_for_the_buttons(make_window, qtbot):
    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=5)
    qtbot.waitUntil(lambda: bool(w.view.draggable))
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    QTest.keyClick(w.view, Qt.Key.Key_Tab)
    assert not w.view.hasFocus()


@pytest.mark.parametrize(
    "game,options,levels",
    [
        ("belote", {}, ["easy"] * 3),
        ("declare", {"players": 3}, ["easy"] * 2),
    ],
)
def test_the_view_describes_the_hand_in_words(make_window, qtbot, game, options, levels):
    w = make_window()
    w.start_game(game, options, levels, seed=2)
    qtbot.waitUntil(lambda: bool(w.view.accessibleDescription()))
    if w.controller.observation.hand is None:  # Declare: the player deals, picks the joker
        w.view.setFocus()
        QTest.keyClick(w.view, Qt.Key.Key_Home)
        QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.controller.observation.hand is not None)
    hand = w.controller.observation.hand
    assert hand
    text = w.view.accessibleDescription()
    line = next(li for li in text.splitlines() if li.startswith("Your hand: "))
    for card in hand:
        assert card_name(card.face, w.scene.deck_art) in line
    # the seats are read too
    for name in w.controller.names:
        assert name in text


def test_the_focused_card_is_named(make_window, qtbot):
    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=5)
    qtbot.waitUntil(lambda: len(w.view.draggable) > 1)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Home)
    item = w.scene.items_by_key[w.view.draggable[0]]
    assert card_name(item.face, "french") in w.view.accessibleName()
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    item = w.scene.items_by_key[w.view.draggable[1]]
    assert card_name(item.face, "french") in w.view.accessibleName()


def test_card_names():
    assert card_name("10H") == "10 of hearts"
    assert card_name("QS") == "queen of spades"
    assert card_name("EV", "declaration") == "emperor of Void"
    assert card_name("PB~1", "declaration") == "voidpilot of Border"
    assert card_name("3W", "frontier") == "3 of Shadow (wild)"


def test_score_sheet_has_accessible_words(make_window, qtbot):
    from gui.games.base import Summary

    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=5)
    qtbot.waitUntil(lambda: bool(w.controller.names))
    names = w.controller.names
    w._add_round(Summary(1, "Round 1", [], [], ["+5", "0", "+12"], ["5", "0", "12"]))
    assert w.score_sheet.accessibleName()
    item = w.score_sheet.item(1, 2)
    assert item.data(Qt.ItemDataRole.AccessibleTextRole) == f"{names[2]}, total: 12"
    assert f"{names[0]} 5" in w.score_sheet.accessibleDescription()


def test_scene_text_follows_the_app_font(make_window):
    w = make_window()
    base = QApplication.font().pointSizeF()
    assert w.scene.info.font().pointSizeF() == pytest.approx(base * 1.3)


def test_no_pixel_font_sizes_in_widgets():
    from pathlib import Path

    gui = Path(__file__).resolve().parents[2] / "gui"
    # every widget module; theme.py is where scaled fonts are made, and resources.py sizes
    # the words it writes into the card art's SVG (no widget's font)
    for path in sorted(gui.rglob("*.py")):
        if path.name in ("theme.py", "resources.py"):
            continue
        name = path.relative_to(gui).as_posix()
        text = path.read_text(encoding="utf-8")
        assert "font-size" not in text and "setPointSize" not in text, name


def test_sound_is_off_by_default_and_quiet_without_a_device(make_window, qtbot):
    w = make_window()
    assert w.settings.sound is False
    assert w.sounds.enabled is False and w.sounds.play("card") is False
    w.settings.sound = True
    w.apply_settings()  # offscreen CI has no audio device: no crash, no sound
    assert w.sounds.enabled
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=5)
    qtbot.waitUntil(lambda: bool(w.view.draggable))
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Return)  # plays or refuses: either way no crash
    if not w.sounds.available:
        assert w.sounds.play("card") is False


def test_generated_sounds_are_short_valid_wavs(tmp_path):
    paths = sound.ensure_wavs(tmp_path)
    assert set(paths) == {"card", "chip", "turn"}
    for path in paths.values():
        with wave.open(str(path)) as f:
            assert f.getframerate() == sound.RATE and f.getnchannels() == 1
            seconds = f.getnframes() / f.getframerate()
            assert 0.05 < seconds < 1.0
            frames = f.readframes(f.getnframes())
        assert max(frames) > 0  # not silence
    assert sound.wav_bytes("chip") == sound.wav_bytes("chip")  # deterministic


def test_sounds_follow_the_actions(qapp):
    from engine.core import Action

    s = sound.Sounds()
    played = []
    s.enabled, s.available = True, True
    s.play = lambda name: played.append(name) or True  # record instead of playing
    s.new_table("declare")
    s.after_actions([Action("throw", ("5",))] * 4, human_turn=False)  # a resumed game: quiet
    assert played == []
    s.after_actions([Action("throw", ("5",))] * 5, human_turn=False)
    s.after_actions([Action("throw", ("5",))] * 5 + [Action("next")], human_turn=False)
    assert played == ["card"]  # moving on to the next round is silent
    s.new_table("frontier")  # its own moves: commitments are cards, stakes are chips
    s.after_actions([Action("commit", ("5S",))] * 2, human_turn=False)
    s.after_actions([Action("commit", ("5S",))] * 2 + [Action("bet", ("10",))], human_turn=False)
    assert played == ["card", "chip"]


def test_focus_frame_is_visible_on_the_table(make_window, qtbot):
    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=5)
    qtbot.waitUntil(lambda: bool(w.view.draggable))
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    QTest.keyClick(w.view, Qt.Key.Key_Home)
    frame = w.view.focus_frame
    assert frame.isVisible()
    item = w.scene.items_by_key[w.view.draggable[0]]
    assert frame.rect().contains(QPointF(item.home) + QPointF(2, 2))


def test_charts_take_the_theme_colours(qapp):
    from PySide6.QtCharts import QChart, QValueAxis

    for name, dark in (("dark", True), ("light", False)):
        theme.apply_theme(name)
        chart = QChart()
        axis = QValueAxis()
        chart.addAxis(axis, Qt.AlignmentFlag.AlignBottom)
        theme.colour_chart(chart)
        assert (chart.backgroundBrush().color().lightness() < 80) == dark
        assert (axis.labelsBrush().color().lightness() > 180) == dark


def test_round_summary_table_is_named(qtbot):
    from gui.dialogs.summary import SummaryDialog
    from gui.games.base import Summary

    dlg = SummaryDialog(
        Summary(1, "Round 1: Seat 2 declared well", ["Seat", "Score"], [["You", "+12"]], [], []),
        False,
    )
    qtbot.addWidget(dlg)
    assert dlg.table.accessibleName() == "Round 1: Seat 2 declared well"


def test_a_summary_shows_every_column_whole_at_1024(make_window, qtbot):
    """Seen: Belote's "How it adds up" cut behind a scroll bar at 1024x700."""
    from gui.dialogs.summary import SummaryDialog
    from gui.games.base import Summary

    w = make_window()
    w.resize(1024, 700)
    how = "(160 for all the cards + 110 contract) ×2 + 50 in declarations = 590"
    headers = [
        "Team",
        "Cards",
        "Belote",
        "Declarations",
        "Total",
        "Added to score",
        "Score",
        "How it adds up",
    ]
    rows = [["You & North ★", "112", "20", "50", "182", "+590", "1229", how]] * 2
    dlg = SummaryDialog(Summary(1, "Deal 3", headers, rows, [], []), False, parent=w)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    assert dlg.table.horizontalScrollBar().maximum() == 0
    assert dlg.width() <= 1024
    # centred over the window at its final width (it grew sideways after it opened)
    assert abs(dlg.frameGeometry().center().x() - w.frameGeometry().center().x()) <= 20


def test_with_the_drawer_open_a_summary_keeps_to_the_felt_and_wraps_how_it_adds_up(
    make_window, qtbot
):
    """Seen in German Coinche at 1024x700 with the drawer open: the round's box, 962 px
    wide, lay over the drawer and cut "So kommt es zustande" behind a scroll bar. It keeps
    to the felt: long headers break in two, and the last column wraps its words."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtGui import QFontMetrics

    from gui.dialogs.summary import SummaryDialog
    from gui.games.base import Summary

    w = make_window()
    w.resize(1024, 700)
    w.start_game("belote", {"variant": "coinche"}, ["easy"] * 3, seed=3)
    w.table_page.set_drawer(True, 320)
    qtbot.waitUntil(lambda: w.view.isVisible() and w.view.width() < 760)
    how = "(160 für alle Karten + 110 Vertrag) ×2 + 20 Belote + 40 aus Meldungen = 600"
    headers = ["Team", "Karten", "Belote", "Meldungen", "Gesamt", "Zum Stand addiert"]
    headers += ["Punktestand", "So kommt es zustande"]
    rows = [["Ost & West ★", "86", "20", "40", "146", "+600", "600", how]] * 2
    summary = Summary(1, "Spiel 1", headers, rows, [], [])
    dlg = SummaryDialog(summary, False, parent=w, over=w.view)
    qtbot.addWidget(dlg)
    dlg.open()
    qtbot.waitExposed(dlg)
    felt = QRect(w.view.mapToGlobal(QPoint(0, 0)), w.view.size())
    box = QRect(dlg.mapToGlobal(QPoint(0, 0)), dlg.size())
    assert felt.left() <= box.left() and box.right() <= felt.right(), (felt, box)
    table = dlg.table
    assert table.horizontalScrollBar().maximum() == 0
    last = len(headers) - 1
    width = table.columnWidth(last)
    lines = max(1, table.rowHeight(0) // QFontMetrics(table.font()).lineSpacing())
    assert QFontMetrics(table.font()).horizontalAdvance(how) < width * lines + 8  # all of it
    label = table.horizontalHeaderItem(last).text()
    assert "\n" in label and all(
        QFontMetrics(table.horizontalHeader().font()).horizontalAdvance(part) < width
        for part in label.split("\n")
    )
    assert table.viewport().height() >= table.verticalHeader().length()  # every row in view


def test_with_the_drawer_open_frontiers_summary_shows_its_last_column(make_window, qtbot):
    """helper-2: with the drawer open, Frontier's "Cash" column sat behind a scroll bar:
    the column that gives up room and wraps is the widest (here the configuration), not the
    last, whose figures cannot wrap."""
    from PySide6.QtCore import QPoint, QRect

    from gui.dialogs.summary import SummaryDialog
    from gui.games.base import Summary

    w = make_window()
    w.resize(1100, 700)  # narrower, the drawer would open at most 30% wide
    w.start_game("frontier", {"players": 4}, ["easy"] * 3, seed=3)
    w.table_page.set_drawer(True, 420)
    qtbot.waitUntil(lambda: w.view.isVisible() and w.view.width() < 700)
    headers = ["Player", "Cards", "Configuration", "Stake", "Pot won", "Change", "Cash"]
    row = ["Seat 3 (Medium)", "10 Flame  1 Flame  4 Tide  8 Tide  10 Tide"]
    row += ["5-card Divided Skirmish, 42", "$100", "$400", "+300", "$400"]
    summary = Summary(4, "Round 4", headers, [row] * 4, [], [])
    dlg = SummaryDialog(summary, False, parent=w, over=w.view)
    qtbot.addWidget(dlg)
    dlg.open()
    qtbot.waitExposed(dlg)
    table = dlg.table
    assert table.horizontalScrollBar().maximum() == 0
    cash = table.horizontalHeader().sectionViewportPosition(6) + table.columnWidth(6)
    assert cash <= table.viewport().width()
    felt = QRect(w.view.mapToGlobal(QPoint(0, 0)), w.view.size())
    box = QRect(dlg.mapToGlobal(QPoint(0, 0)), dlg.size())
    assert felt.left() <= box.left() and box.right() <= felt.right(), (felt, box)


def test_pile_labels_stay_on_the_table(make_window):
    from gui.games.base import Pile

    w = make_window()
    scene = w.scene
    for x in (0.01, 0.99):
        pile = Pile(f"edge{x}", x, 0.5, [], label="A long label, as in a longer language, " * 2)
        scene._show_pile(pile)
        assert scene.sceneRect().contains(scene.pile_labels[pile.id].sceneBoundingRect())


def test_a_click_does_not_frame_the_card_clicked(make_window, qtbot):
    """helper-53, picking Frontier's commitment by clicks: only the last card clicked had the
    focus frame, read as the only one picked. The frame shows the keyboard's card once keys
    are used, not after a click."""
    from tests.gui.gestures import view_point

    w = make_window()
    w.start_game("declare", {"players": 3}, ["easy", "easy"], seed=5)
    qtbot.waitUntil(lambda: bool(w.view.draggable))
    key = w.view.draggable[-1]
    item = w.scene.items_by_key[key]
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=view_point(w, item))
    qtbot.wait(50)
    assert w.view.hasFocus() and not w.view.focus_frame.isVisible()
    QTest.keyClick(w.view, Qt.Key.Key_Home)
    assert w.view.focus_frame.isVisible()


def test_the_boxs_scores_and_log_button_opens_the_drawer_and_never_shuts_it(make_window, qtbot):
    """helper-2: "Scores and log" in a round's box shut the side panel that was open."""
    from gui.dialogs.summary import SummaryDialog
    from gui.games.base import Summary

    w = make_window()
    w.start_game("belote", {"variant": "with_trump"}, ["easy"] * 3, seed=3)
    drawer = w.table_page.drawer_action
    for was_open in (True, False):
        w.table_page.set_drawer(was_open)
        summary = Summary(1, "Deal 1", ["Team", "Score"], [["You", "10"]], [], [])
        dlg = SummaryDialog(summary, False, parent=w, drawer=drawer, over=w.view)
        qtbot.addWidget(dlg)
        dlg.open()
        dlg.drawer_button.click()
        assert w.table_page.drawer_open(), was_open
        dlg.hide()


def test_the_hand_log_opens_on_its_newest_line(make_window, qtbot, monkeypatch):
    """helper-2: opened after some tricks, the log showed the top of the first deal (in a
    real X11 window: scrolled to while hidden, the list had no size; offscreen it scrolls
    anyway, so the drawer's call to scroll it once shown is checked as well)."""
    from gui.table.hand_log import HandLog

    calls = []
    newest = HandLog.show_newest
    monkeypatch.setattr(HandLog, "show_newest", lambda self: (calls.append(1), newest(self)))
    w = make_window()
    w.resize(1024, 700)
    w.start_game("belote", {"variant": "with_trump"}, ["easy"] * 3, seed=3)
    c = w.controller
    for _ in range(12):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state.is_terminal, timeout=15000)
        c.play(c.state.legal_actions()[0])
    assert w.hand_log.list.count() > 20
    w.table_page.set_drawer(True, 320)
    bar = w.hand_log.list.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=2000)
    qtbot.waitUntil(lambda: bool(calls), timeout=2000)


def test_a_summary_a_little_wider_than_the_least_shows_its_last_column(make_window, qtbot):
    """helper-3 at 1024x700 (drawer closed): Frontier's round box with three- and
    four-card hands put its Cash column behind a scroll bar that hid the last row, and
    Declaration's hand box its Purse column and the E–W row. The stretched last column
    kept the 100 px Qt gave it in the table's first, default width."""
    from gui.dialogs.summary import SummaryDialog
    from gui.games.base import Summary

    w = make_window()
    w.resize(1024, 700)
    w.start_game("frontier", {"players": 4}, ["easy"] * 3, seed=3)
    headers = ["Player", "Cards", "Configuration", "Stake", "Pot won", "Change", "Cash"]
    rows = [
        ["You", "6 Sun  5 Tide  8 Tide  1 Shadow", "4-card Divided Skirmish, 27"]
        + ["$2", "$0", "-2", "$98"],
        ["Seat 1", "", "", "$0", "$0", "+0", "$98"],
        ["Seat 2", "7 Moon  2 Tide  6 Tide  3 Shadow", "4-card Coalition, 252"]
        + ["$2", "$4", "+2", "$104"],
        ["Seat 3", "", "", "$0", "$0", "+0", "$100"],
    ]
    dlg = SummaryDialog(Summary(4, "Round 4", headers, rows, [], []), False, parent=w, over=w.view)
    qtbot.addWidget(dlg)
    dlg.open()
    qtbot.waitExposed(dlg)
    table = dlg.table
    assert table.width() > 520  # wider than the least: the case that went wrong
    assert table.horizontalScrollBar().maximum() == 0
    cash = table.horizontalHeader().sectionViewportPosition(6) + table.columnWidth(6)
    assert cash <= table.viewport().width()
    assert table.viewport().height() >= table.verticalHeader().length()  # every row in view


def test_settings_say_when_this_run_is_in_another_language_than_the_setting(qapp):
    """helper-5 started the app with ``--lang de``: the settings' box read "System language
    (English)" over a German app. The setting stays (``--lang`` is for this run), and a line
    under it says which language the run uses."""
    from PySide6.QtWidgets import QLabel

    from gui import app as gapp
    from gui.dialogs.settings import SettingsDialog
    from gui.services.storage import AppSettings

    def notes() -> list[str]:
        dlg = SettingsDialog(AppSettings(language=""))
        try:
            note = dlg.findChild(QLabel, "languageNote")
            return [] if note is None else [note.text()]
        finally:
            dlg.deleteLater()

    assert notes() == []  # the system's language, as set
    gapp.install_translators("de")
    try:
        shown = notes()
    finally:
        gapp.remove_translators()
    assert len(shown) == 1 and "Deutsch" in shown[0], shown


def test_a_narrow_summary_shares_its_spare_width_among_its_columns(qapp):
    """helper-5: Frontier's final standings (four short columns under a long title) gave
    the whole spare width to the last column, Change, 400 px wide. Each column now gets its
    share, and together they fill the table."""
    from gui.dialogs.summary import SummaryDialog
    from gui.games.base import Summary

    rows = [["1", "Seat 3", "$208", "+108"], ["2", "You", "$192", "+92"]]
    summary = Summary(1, "Final standings", ["Rank", "Player", "Cash", "Change"], rows, [], [])
    dlg = SummaryDialog(summary, False)
    dlg.show()
    table = dlg.table
    widths = [table.columnWidth(c) for c in range(4)]
    need = [
        max(table.sizeHintForColumn(c), table.horizontalHeader().sectionSizeHint(c))
        for c in range(4)
    ]
    spare = [w - n for w, n in zip(widths, need, strict=True)]
    assert sum(widths) + 2 * table.frameWidth() + 4 >= table.minimumWidth() - 1
    assert max(spare) - min(spare) <= 1, (widths, need)
    dlg.deleteLater()
