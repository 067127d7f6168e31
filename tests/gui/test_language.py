"""Every word on the table in the player's language: the seats' names are looked up when
shown (never stored in the language a game started in), and a hand of each game in each
language shows no English source text and no character its font cannot draw."""

from __future__ import annotations

import html
import json
import re
from xml.etree import ElementTree

import pytest
import shiboken6
from PySide6.QtGui import QFont, QTextLayout
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QListWidget,
    QTableWidget,
    QWidget,
)

from gui import app
from gui.main_window import MainWindow
from gui.services import storage
from gui.text import seat_name, seat_names, stored_name
from translations import update


@pytest.fixture
def windows(qtbot, tmp_path):
    """Real windows on one save file; translators and AI threads cleaned up at the end."""
    made: list[MainWindow] = []

    def make() -> MainWindow:
        w = MainWindow(
            # the side drawer open, so the score sheet and the hand log are read too
            storage.AppSettings(animation_speed="instant", drawer=True),
            save_path=tmp_path / "saves" / "current.json",
            config_path=tmp_path / "config" / "settings.json",
        )
        w.resize(1100, 760)
        w.show()
        made.append(w)
        return w

    yield make
    app.remove_translators()
    for w in made:
        if shiboken6.isValid(w):  # a window the language switch replaced is deleted
            w.controller.shutdown()


def plate_texts(w: MainWindow) -> list[str]:
    return [text.text() for _plate, text in w.scene.seat_plates.values()]


def test_default_names_are_stored_blank_and_old_ones_are_recognised(qapp):
    assert [stored_name(n, s) for s, n in enumerate(["You", "Seat 1", "Seat 2"])] == ["", "", ""]
    assert [stored_name(n, s) for s, n in enumerate(["Vous", "Joueur 1", "Spieler 2"])] == [
        "",
        "",
        "",
    ]
    assert stored_name("Tú", 0) == "" and stored_name("Jugador 3", 3) == ""
    # a chosen name stays, and "Seat 2" on seat 1 is someone's chosen name
    assert stored_name("Alice", 1) == "Alice" and stored_name("Seat 2", 1) == "Seat 2"
    assert seat_names(["", "", "Bob"]) == ["You", "Seat 1", "Bob"]
    assert seat_name(["Vous", "Joueur 1"], 1) == "Seat 1"
    # at a partnership table a seat without a name is called by where it sits
    assert seat_names(["", "", "", ""], "belote") == ["You", "East", "North", "West"]
    assert seat_names(["", "", "", ""], "declaration") == ["You", "West", "North", "East"]
    assert seat_names(["", "", "Bob", ""], "frontier") == ["You", "Seat 1", "Bob", "Seat 3"]


def test_a_game_started_in_english_names_its_seats_in_french_then_english_again(qtbot, windows):
    w = windows()
    w.start_game("declaration", {}, ["easy"] * 3, seed=4)
    qtbot.waitUntil(lambda: w.controller.state.current_player == 0)
    assert w.controller.match.names == ["", "", "", ""]  # no language in the record
    record = json.loads(w.save_path.read_text(encoding="utf-8"))
    assert [s["name"] for s in record["seats"]] == ["", "", "", ""]
    assert any(t.startswith("You") for t in plate_texts(w))

    w.settings.language = "fr"
    fr = app.switch_language(w)
    windows_made = [fr]
    qtbot.waitUntil(lambda: fr.controller.state is not None)
    assert fr.controller.names == ["Vous", "Ouest", "Nord", "Est"]
    texts = plate_texts(fr)
    assert any(t.startswith("Vous") for t in texts) and any(t.startswith("Nord") for t in texts)
    assert not any("You" in t or "North" in t for t in texts)
    for row in range(fr.hand_log.list.count()):
        assert "You " not in fr.hand_log.list.item(row).text()

    fr.settings.language = "en"
    en = app.switch_language(fr)
    windows_made.append(en)
    qtbot.waitUntil(lambda: en.controller.state is not None)
    assert en.controller.names == ["You", "West", "North", "East"]
    texts = plate_texts(en)
    assert not any("Vous" in t or "Nord" in t for t in texts)
    for x in windows_made:
        x.controller.shutdown()


def test_an_old_save_with_names_in_a_language_shows_them_in_todays(qtbot, windows):
    w = windows()
    w.start_game("belote", {}, ["easy"] * 3, seed=3)
    qtbot.waitUntil(lambda: w.controller.state.current_player == 0)
    w.controller.shutdown()
    record = json.loads(w.save_path.read_text(encoding="utf-8"))
    # as the app wrote it when the game began in French, a friend renamed in seat 2
    for seat, name in zip(record["seats"], ["Vous", "Joueur 1", "Marie", "Joueur 3"], strict=True):
        seat["name"] = name
    w.save_path.write_text(json.dumps(record), encoding="utf-8")

    again = windows()
    assert again.resume()
    assert again.controller.names == ["You", "East", "Marie", "West"]
    assert again.controller.match.names == ["", "", "Marie", ""]
    texts = plate_texts(again)
    assert any(t.startswith("Marie") for t in texts)
    assert not any("Vous" in t or "Joueur" in t for t in texts)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            [
                "You passed",
                "Seat 1 passed",
                "You committed 1 card",
                "You committed 3 cards",
                "You took the pot of $25 unseen",
            ],
        ),
        (
            "fr",
            [
                "Vous avez passé",
                "Joueur 1 a passé",
                "Vous avez engagé 1 carte",
                "Vous avez engagé 3 cartes",
                "Vous avez remporté le pot de $25 sans abattre",
            ],
        ),
        (
            "de",
            [
                "Sie haben gepasst",
                "Spieler 1 hat gepasst",
                "Sie haben 1 Karte gelegt",
                "Sie haben 3 Karten gelegt",
                "Sie haben den Pot von $25 ungesehen genommen",
            ],
        ),
        (
            "es",
            [
                "Pasaste",
                "Jugador 1 pasó",
                "Colocaste 1 carta",
                "Colocaste 3 cartas",
                "Te llevaste el bote de $25 sin enseñar",
            ],
        ),
    ],
)
def test_the_player_has_their_own_sentences_and_counts_their_plural(qapp, lang, expected):
    from engine.events import Passed
    from engine.games.frontier.events import Committed, PotTaken
    from gui.table.hand_log import event_line

    app.install_translators(lang)
    try:

        def name(s: int) -> str:
            return seat_name(["", "", "", ""], s)

        lines = [
            event_line("belote", Passed(seat=0), name),
            event_line("belote", Passed(seat=1), name),
            event_line("frontier", Committed(seat=0, count=1), name),
            event_line("frontier", Committed(seat=0, count=3), name),
            event_line("frontier", PotTaken(seat=0, pot=25), name),  # not "You takes…"
        ]
        got = [e.text if e is not None else None for e in lines]
        assert got == expected
        assert "(s)" not in " ".join(g or "" for g in got)
    finally:
        app.remove_translators()


def test_a_game_for_four_players_says_four_players(qtbot, windows):
    app.install_translators("en")
    w = windows()
    texts = [w.chooser.game_list.item(i).text() for i in range(w.chooser.game_list.count())]
    belote = next(t for t in texts if t.startswith("Belote"))
    assert "4 players" in belote and "4–4" not in belote


# -- a hand of each game in each language: every visible text translated and drawable -------

GAMES = {  # options that keep a hand short, and the bots
    "declaration": ({}, 3),
    "frontier": ({"players": 3}, 2),
    "belote": ({}, 3),
    "declare": ({"players": 3}, 2),
}
PLACEHOLDER = re.compile(r"%\d|%n|\{\w+\}")


def _plain(text: str) -> str:
    """A widget's text as the player reads it: no markup, no mnemonic ampersands."""
    if "<" in text:
        text = html.unescape(re.sub(r"<br\s*/?>", "\n", text))
        text = re.sub(r"<[^>]+>", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def english_patterns(lang: str) -> list[tuple[str, re.Pattern[str]]]:
    """The English source texts that ``lang`` translates differently, as patterns that find
    them in a shown text (a placeholder matches anything on its line). Left out: texts the
    language keeps as they are ("Belote", "Total"), and texts with no English-only word (a
    word of three letters or more that no translation in ``lang`` uses, unlike "pts")."""
    root = ElementTree.parse(update.ts_path(lang)).getroot()
    kept: set[str] = set()
    differ: set[str] = set()
    vocabulary: set[str] = set()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        tr = message.find("translation")
        forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
        (kept if source in forms else differ).add(source)
        for form in forms:
            vocabulary |= {w.lower() for w in re.findall(r"[^\W\d_]+", form)}
    out = []
    for source in sorted(differ - kept):
        bare = _plain(source)
        words = re.findall(r"[^\W\d_]{3,}", PLACEHOLDER.sub(" ", bare))
        if not any(w.lower() not in vocabulary for w in words):
            continue
        body = "[^\n]+?".join(re.escape(p) for p in PLACEHOLDER.split(bare))
        out.append((source, re.compile(r"(?<![\w])" + body + r"(?![\w])")))
    return out


def _texts_of(widget: QWidget) -> list[tuple[str, QFont]]:
    out: list[tuple[str, QFont]] = []
    for w in widget.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append((_plain(w.text()), w.font()))
        elif isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    if (item := w.item(r, c)) is not None:
                        out.append((item.text(), item.font()))
            for c in range(w.columnCount()):
                if (item := w.horizontalHeaderItem(c)) is not None:
                    out.append((item.text(), w.font()))
        elif isinstance(w, QListWidget):
            out += [(w.item(i).text(), w.font()) for i in range(w.count())]
    return out


def visible_texts(w: MainWindow) -> list[tuple[str, QFont]]:
    """Every text the window shows: the scene's text items (seat plates, labels, the info
    line), the buttons, labels, status bar, hand log and score sheet."""
    out: list[tuple[str, QFont]] = []
    for item in w.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append((item.text(), item.font()))
        elif isinstance(item, QGraphicsTextItem):
            out.append((item.toPlainText(), item.font()))
    out += _texts_of(w)
    out.append((w.statusBar().currentMessage(), w.statusBar().font()))
    log = w.hand_log
    out += [(line, log.list.font()) for line in log.lines()]
    out.append((_plain(log.last.text()), log.last.font()))
    return [(t, f) for t, f in out if t.strip()]


def missing_glyphs(text: str, font: QFont) -> list[str]:
    """The characters of ``text`` that ``font`` (with Qt's fallback fonts) draws as a box."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    while layout.createLine().isValid():
        pass
    layout.endLayout()
    if any(0 in run.glyphIndexes() for run in layout.glyphRuns()):
        return [ch for ch in text if not ch.isspace() and 0 in _glyphs(ch, font)]
    return []


def _glyphs(ch: str, font: QFont) -> list[int]:
    layout = QTextLayout(ch, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return [g for run in layout.glyphRuns() for g in run.glyphIndexes()]


def play_until_summary(w: MainWindow, qtbot, moves: int = 120) -> list[tuple[str, QFont]]:
    """Play the player's moves (a middle legal one) until the hand's summary, or ``moves``
    moves, collecting what the window shows before each move and in the summary."""
    c = w.controller
    seen: list[tuple[str, QFont]] = []
    for _ in range(moves):
        qtbot.waitUntil(
            lambda: (
                c.state.is_terminal
                or w.pending_dialog is not None
                or (c.is_human_turn() and not c.waits_for_next())
            ),
            timeout=15000,
        )
        seen += visible_texts(w)
        if w.pending_dialog is not None:
            seen += _texts_of(w.pending_dialog)
            break
        if c.state.is_terminal:
            break
        legal = c.state.legal_actions()
        assert c.play(legal[len(legal) // 2])
    return seen


@pytest.mark.parametrize("lang", ["fr", "de", "es"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_hand_shows_no_english_and_no_box(qtbot, windows, lang, game):
    """A hand begun in English and played on in ``lang`` (the settings switch the language
    mid-hand): nothing on the table, in the log, the score sheet or the summary is left in
    English, and every character is drawn (no box)."""
    w = windows()
    options, bots = GAMES[game]
    w.start_game(game, options, ["easy"] * bots, seed=11)
    play_until_summary(w, qtbot, moves=2)
    w.settings.language = lang
    new = app.switch_language(w)
    try:
        qtbot.waitUntil(lambda: new.controller.state is not None)
        shown = play_until_summary(new, qtbot)
    finally:
        new.controller.shutdown()
    assert len(shown) > 20
    patterns = english_patterns(lang)
    english = sorted(
        {
            f"{text!r} shows {source!r}"
            for text, _font in shown
            for source, pattern in patterns
            if pattern.search(text)
        }
        | {f"{text!r} has a (s)" for text, _font in shown if "(s)" in text}
    )
    assert english == []
    boxes = sorted(
        {f"{text!r}: {missing_glyphs(text, f)}" for text, f in shown if missing_glyphs(text, f)}
    )
    assert boxes == []


# -- History's step list: the player's moves in their own sentences -----------------------

PLAYER_STEPS = {  # the player's first three moves of each game (seed 3), in each language
    "en": {
        "declaration": ["You set a dare of 2.", "You pass.", "You bid 2."],
        "belote": ["You pass.", "You pass.", "You play K♥."],
        "declare": ["You pick the joker.", "You throw J♦.", "You draw from the draw pile."],
    },
    "fr": {
        "declaration": ["Vous fixez un défi de 2.", "Vous passez.", "Vous enchérissez à 2."],
        "belote": ["Vous passez.", "Vous passez.", "Vous jouez R♥."],
        "declare": ["Vous choisissez le joker.", "Vous jetez V♦.", "Vous piochez."],
    },
    "de": {
        "declaration": ["Sie setzen eine Meldewette von 2.", "Sie passen.", "Sie bieten 2."],
        "belote": ["Sie passen.", "Sie passen.", "Sie spielen K♥."],
        "declare": ["Sie wählen den Joker.", "Sie werfen B♦ ab.", "Sie ziehen vom Stapel."],
    },
    "es": {
        "declaration": ["Fijas un desafío de 2.", "Pasas.", "Pujas 2."],
        "belote": ["Pasas.", "Pasas.", "Juegas K♥."],
        "declare": ["Eliges el comodín.", "Tiras J♦.", "Robas del mazo."],
    },
}
PIECED = {"en": "You: ", "fr": "Vous : ", "de": "Sie: ", "es": "Tú: "}


@pytest.mark.parametrize("lang", sorted(PLAYER_STEPS))
def test_history_tells_the_players_moves_in_their_own_sentences(qapp, lang):
    """ "Vous jouez K♥", never "Vous : jouer K♥" (a "You" put before what to do)."""
    from gui.dialogs.history import Replay
    from tests.gui.test_history import played

    app.install_translators(lang)
    try:
        for game, options in [*((g, {}) for g in ("declaration", "belote")), *FRONTIER_DECLARE]:
            record, _snaps, _state = played(game, options, seed=3)
            rep = Replay(record)
            mine = [rep.words(i) for i in range(1, rep.steps + 1) if rep.actors[i - 1] == 0]
            assert mine, game
            if game in PLAYER_STEPS[lang]:
                assert mine[:3] == PLAYER_STEPS[lang][game]
            assert not [m for m in mine if m.startswith(PIECED[lang])], game
    finally:
        app.remove_translators()


FRONTIER_DECLARE = [("frontier", {"players": 3}), ("declare", {"players": 3})]


def test_history_draws_every_suit_symbol_of_every_deck(qtbot, tmp_path):
    """The Flame (🔥, which the fonts the README installs lack) and every other deck's suit
    symbol are drawn, not boxes, in History's step list: the app's own font has them."""
    from engine.registry import list_games
    from gui.dialogs.history import HistoryWindow
    from tests.gui.test_history import played

    folder = tmp_path / "history"
    record, _snaps, _state = played("frontier", {"players": 3}, seed=3)
    storage.archive_record(record, folder)
    app.install_translators("fr")
    try:
        win = HistoryWindow(folder)
        qtbot.addWidget(win)
        win.show()
        steps = win.replay_table.log
        texts = [steps.item(i).text() for i in range(steps.count())]
        # a Flame card is named, in words as the table names it (its sign 🔥 is checked
        # below with every deck's): a commit reads "8 Flamme, 9 Lune"
        assert any("Flamme" in t for t in texts)
        shown = _texts_of(win)
        assert len(shown) > 20
        boxes = sorted({f"{t!r}: {missing_glyphs(t, f)}" for t, f in shown if missing_glyphs(t, f)})
        assert boxes == []
        symbols = "".join(s.symbol for g in list_games() for s in g.deck.suits if s.symbol)
        assert "\U0001f525" in symbols and missing_glyphs(symbols, steps.font()) == []
    finally:
        app.remove_translators()


def test_the_suit_font_is_built_from_the_card_art():
    """``CardTableSuits.otf`` is what ``assets/fonts/make_font.py`` makes of today's art
    (skipped where fontTools, needed only to build it, is not installed)."""
    import importlib.util

    from gui import resources

    pytest.importorskip("fontTools")
    path = resources.assets() / "fonts" / "make_font.py"
    spec = importlib.util.spec_from_file_location("make_font", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.build() == resources.suit_font().read_bytes(), "run assets/fonts/make_font.py"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["Dares: N–S $10 · E–W $4", "1-card Pure, 9", "3-card Pure, 30", "Game #7"]),
        (
            "fr",
            [
                "Défis : N–S $10 · E–O $4",
                "Pure de 1 carte, 9",
                "Pure de 3 cartes, 30",
                "Partie n° 7",
            ],
        ),
    ],
)
def test_one_way_to_write_teams_sums_and_counts_in_each_language(qtbot, lang, expected):
    """Played in French: "Pure de 1 cartes", "$25" beside "25 $", "EO" beside "Ouest-Est",
    and the game's number called "Donne n°" (a deal) though it stays the same all game."""
    from PySide6.QtWidgets import QStatusBar

    from engine.games.declaration.events import DaresFixed
    from gui.games.frontier.adapter import config_words
    from gui.table.hand_log import event_line
    from gui.window.status_bar import StatusInfo

    app.install_translators(lang)
    try:
        bar = QStatusBar()
        qtbot.addWidget(bar)
        info = StatusInfo(bar)
        info.show_deal(7)
        dares = event_line("declaration", DaresFixed(dares=(10, 4)), str)
        assert dares is not None
        got = [dares.text, config_words("pure", 1, 9), config_words("pure", 3, 30)]
        assert [*got, info.deal_label.text()] == expected
    finally:
        app.remove_translators()


def test_french_writes_every_sum_with_the_dollar_in_front():
    # money() writes $25 in every language; a translation that wrote "25 $" stood beside it
    root = ElementTree.parse(update.HERE / "card_table_fr.ts").getroot()
    texts = [t.text or "" for t in root.iter("translation")]
    texts += [f.text or "" for f in root.iter("numerusform")]
    assert not [t for t in texts if re.search(r"(%\d|\d) \$", t)]


def test_a_declaration_plate_counts_one_bag_in_the_singular(qapp):
    """Seen: "1 bags" (French "1 sacs") on a team's line."""
    from gui.games.declaration.adapter import Declaration

    for lang, one, two in (("en", "1 bag ·", "2 bags ·"), ("fr", "1 sac ·", "2 sacs ·")):
        app.install_translators(lang)
        try:
            assert one in Declaration.tr("%1 %2 pts · %n bag(s) · %4", None, 1)
            assert two in Declaration.tr("%1 %2 pts · %n bag(s) · %4", None, 2)
        finally:
            app.remove_translators()


def test_french_calls_the_tutorial_one_name():
    # "Tutoriel" on the buttons, "didacticiel" in the question before it
    root = ElementTree.parse(update.HERE / "card_table_fr.ts").getroot()
    texts = " ".join(t.text or "" for t in root.iter("translation"))
    assert "didacticiel" not in texts.lower() and "tutoriel" in texts.lower()


def test_the_window_in_a_new_language_takes_the_old_ones_place_and_size(qtbot, windows):
    """Under Xvfb with no window manager the rebuilt window came back at 1,25: the saved
    geometry counts a frame that is not there. It takes the old window's place and size."""
    w = windows()
    w.show()
    w.setGeometry(140, 90, 1100, 720)
    qtbot.waitUntil(lambda: w.geometry().topLeft().x() == 140)
    before = w.geometry()
    w.settings.language = "fr"
    fr = app.switch_language(w)
    qtbot.waitExposed(fr)
    assert fr.geometry() == before
    fr.controller.shutdown()


def test_a_german_round_title_names_the_configuration_without_a_case_to_agree(qapp):
    """helper-4: "… mit Reines Scharmützel aus 2 Karten" (the name, in the nominative, after
    a "mit" that wants the dative). The title now sets the name apart with a dash."""
    from engine.games.frontier.events import RoundEnded, Showdown
    from gui.games.frontier.adapter import FrontierAdapter

    app.install_translators("de")
    try:
        adapter = FrontierAdapter()
        adapter.set_seats(["Sie", "Ann", "Bob"], ["human", "easy", "easy"])
        adapter.start_cash = [100, 100, 100]
        adapter.summary(
            Showdown(
                round=2,
                pot=20,
                cards=[["4S", "9S"], ["2M", "7T"], None],
                configs=[["pure_skirmish", 2, 72], ["divided_skirmish", 2, 9], None],
                winners=[1],
                shares=[0, 20, 0],
                stakes=[10, 10, 0],
                uncontested=False,
            )
        )
        title = adapter.summary(RoundEnded(2, [90, 110, 100], False)).title
        assert "Scharmützel aus 2 Karten, 9" in title and " mit " not in title, title
    finally:
        app.remove_translators()
