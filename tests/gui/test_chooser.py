"""The game chooser: a tile per game with a picture of its own cards, its name, players and
one line; Continue on the game with a save; the tutorial on its game; keys and names."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from engine.registry import list_games
from gui.games import plugins
from gui.text import game_name


def painted_share(pixmap):
    """The share of a pixmap's pixels that are not transparent."""
    img = pixmap.toImage()
    step = 4
    seen = painted = 0
    for y in range(0, img.height(), step):
        for x in range(0, img.width(), step):
            seen += 1
            painted += img.pixelColor(x, y).alpha() > 0
    return painted / max(1, seen)


def test_every_game_is_a_tile_with_its_cards_name_players_and_line(make_window):
    w = make_window()
    chooser = w.chooser
    games = list_games()
    assert list(chooser.tiles) == [g.id for g in games]
    pictures = {}
    for g in games:
        tile = chooser.tiles[g.id]
        assert tile.name_label.text() == game_name(g.id)
        assert str(g.min_players) in tile.players_label.text()
        assert str(g.max_players) in tile.players_label.text()
        assert tile.line_label.text()
        assert tile.accessibleName() == game_name(g.id)
        pm = tile.picture.pixmap()
        assert not pm.isNull() and painted_share(pm) > 0.2  # cards drawn, not a blank
        pictures[g.id] = pm.toImage()
        # the tile covers its list cell, at a readable size
        item = w.game_list.item(list(chooser.tiles).index(g.id))
        assert tile.width() >= 200 and item.sizeHint() == tile.size()
    # each game's own cards: no two tiles show the same picture
    images = list(pictures.values())
    assert all(a != b for i, a in enumerate(images) for b in images[i + 1 :])


def test_the_tutorial_sits_on_its_games_tile(make_window):
    w = make_window()
    with_tutorial = [p.game_id for p in plugins() if p.tutorial is not None]
    assert with_tutorial and list(w.tutorial_buttons) == with_tutorial
    for game_id, tile in w.chooser.tiles.items():
        if game_id in with_tutorial:
            assert tile.tutorial_button is w.tutorial_buttons[game_id]
            assert tile.isAncestorOf(tile.tutorial_button)
        else:
            assert tile.tutorial_button is None
    started = []
    w.chooser.tutorial_requested.connect(started.append)
    w.tutorial_buttons[with_tutorial[0]].click()
    assert started == with_tutorial[:1]


def test_continue_is_on_the_game_that_has_a_save(make_window, qtbot):
    first = make_window()
    assert not first.resume_button.isEnabled()
    assert not any(t.continue_button.isVisibleTo(t) for t in first.chooser.tiles.values())
    first.start_game("frontier", {"players": 3}, ["easy", "easy"], seed=4)
    qtbot.waitUntil(lambda: first.save_path.exists())
    first.close()
    second = make_window()
    shown = [g for g, t in second.chooser.tiles.items() if t.continue_button.isVisibleTo(t)]
    assert shown == ["frontier"]
    second.chooser.tiles["frontier"].continue_button.click()
    assert second.stack.currentWidget() is second.table_page
    assert second.controller.state.game.id == "frontier"


def test_arrows_pick_a_game_and_enter_starts_it(make_window, monkeypatch):
    from gui.dialogs.new_game import NewGameDialog

    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 0)  # asked, then cancelled
    w = make_window()
    asked = []
    w.chooser.new_game_requested.connect(lambda: asked.append(w.selected_game()))
    lst = w.game_list
    lst.setFocus()
    lst.setCurrentRow(0)
    first = w.selected_game()
    QTest.keyClick(lst, Qt.Key.Key_Right)
    second = w.selected_game()
    assert second != first
    assert w.chooser.tiles[second].property("current")
    assert not w.chooser.tiles[first].property("current")
    QTest.keyClick(lst, Qt.Key.Key_Return)
    assert asked == [second]
    # a tile's own New game picks its game first
    last = list(w.chooser.tiles)[-1]
    w.chooser.tiles[last].new_button.click()
    assert asked[-1] == last


def test_a_click_on_a_tile_picks_its_game(make_window):
    w = make_window()
    game_id = list(w.chooser.tiles)[2]
    tile = w.chooser.tiles[game_id]
    QTest.mouseClick(tile.name_label, Qt.MouseButton.LeftButton)
    assert w.selected_game() == game_id


def test_every_tile_button_shows_its_whole_label_at_1024_in_each_language(make_window, qapp):
    """Seen: "eclaration tutori", "riel de…": a tile's buttons must show their whole text."""
    from gui import app

    for lang in ("en", "fr", "de", "es"):
        app.install_translators(lang)
        try:
            w = make_window()
            w.resize(1024, 700)
            for tile in w.chooser.tiles.values():  # the tile of a saved game has three
                tile.continue_button.setVisible(True)
            qapp.processEvents()
            for tile in w.chooser.tiles.values():
                for button in tile.findChildren(type(w.new_button)):
                    if not button.isVisible():
                        continue
                    text = button.text().replace("&", "")
                    need = button.fontMetrics().horizontalAdvance(text)
                    assert need <= button.contentsRect().width() - 8, (lang, text, button.width())
            w.close()
        finally:
            app.remove_translators()


def test_a_tile_keeps_its_contents_in_place_when_picked(make_window, qtbot):
    """helper-5: each game's tile changed its layout when picked (its thicker frame pushed
    the name, the lines and the buttons by 2 px)."""
    w = make_window()
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    tile = w.chooser.tiles[list(w.chooser.tiles)[1]]

    def places() -> list:
        qtbot.wait(20)
        return [c.geometry() for c in tile.findChildren(QWidget) if c.parentWidget() is tile]

    tile.set_current(False)
    before = places()
    tile.set_current(True)
    assert places() == before
