"""Every word on the table in the player's language: the seats' names are looked up when
shown (never stored in the language a game started in), and a hand of each game in each
language shows no English source text and no character its font cannot draw."""

from __future__ import annotations

import json

import pytest

from gui import app
from gui.main_window import MainWindow
from gui.services import storage
from gui.text import seat_name, seat_names, stored_name


@pytest.fixture
def windows(qtbot, tmp_path):
    """Real windows on one save file; translators and AI threads cleaned up at the end."""
    made: list[MainWindow] = []

    def make() -> MainWindow:
        w = MainWindow(
            storage.AppSettings(animation_speed="instant"),
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
    assert fr.controller.names == ["Vous", "Joueur 1", "Joueur 2", "Joueur 3"]
    texts = plate_texts(fr)
    assert any(t.startswith("Vous") for t in texts) and any("Joueur 2" in t for t in texts)
    assert not any("You" in t or "Seat" in t for t in texts)
    for row in range(fr.hand_log_dock.log.list.count()):
        assert "You " not in fr.hand_log_dock.log.list.item(row).text()

    fr.settings.language = "en"
    en = app.switch_language(fr)
    windows_made.append(en)
    qtbot.waitUntil(lambda: en.controller.state is not None)
    assert en.controller.names == ["You", "Seat 1", "Seat 2", "Seat 3"]
    texts = plate_texts(en)
    assert not any("Vous" in t or "Joueur" in t for t in texts)
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
    assert again.controller.names == ["You", "Seat 1", "Marie", "Seat 3"]
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
                "Vous avez remporté le pot de 25 $ sans abattre",
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
