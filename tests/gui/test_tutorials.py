"""The guided first hands, played to their end through the real window: at every step a
wrong move is tried first and refused with the step's explanation, then the right one is
played; the statistics never see the tutorial."""

from __future__ import annotations

import pytest

from engine.core import Action
from gui.games import plugin_for
from gui.services.stats_db import StatsDB
from gui.tr import fill
from gui.tutorial import WATCHING, StepGuide

STEPPED = ["belote", "belote/coinche", "frontier", "declaration", "declare"]


def _wrong_move(state, step, obs):
    """A legal move the step does not expect, else any other move."""
    for a in state.legal_actions():
        if not step.expects(a, obs):
            return a
    return Action("pass")


def _right_move(state, step, obs):
    moves = [a for a in state.legal_actions() if step.expects(a, obs)]
    assert moves, f"the step's move is not legal here: {step.hint[:60]!r}"
    return moves[0]


def _wait_for_step(qtbot, w, i):
    """Until the player is to make step ``i``'s move, going on between rounds."""
    c, guide = w.controller, w.guide

    def ready():
        if w.pending_dialog is not None:
            assert w.hint_label.text() == guide.text()  # the "between rounds" words
            w.pending_dialog.next_button.click()
            return False
        return c.is_human_turn() and not c.waits_for_next() and guide.index == i

    qtbot.waitUntil(ready, timeout=20000)


@pytest.mark.parametrize("tutorial_id", STEPPED)
def test_each_tutorial_is_played_to_its_end_refusing_a_wrong_move_at_every_step(
    make_window, qtbot, tutorial_id
):
    w = make_window()
    c = w.controller
    game_id = tutorial_id.split("/")[0]
    tutorial = dict(plugin_for(game_id).all_tutorials())[tutorial_id]
    refusals: list[str] = []
    c.refused.connect(lambda _key, message: refusals.append(message))
    w.menus.tutorial_actions[tutorial_id].trigger()  # Help > the tutorial
    assert w.tutorial is tutorial and c.state.game.id == game_id
    guide = w.guide
    assert isinstance(guide, StepGuide) and c.guard == guide.guard and c.tutorial
    steps = guide.script.steps
    watched = 0
    for i, step in enumerate(steps):
        _wait_for_step(qtbot, w, i)
        obs = c.observation
        assert w.hint_label.isVisible() and w.hint_label.text() == guide.text()
        args = step.args(obs) if step.args else ()
        assert w.hint_label.text() == fill(step.hint, *args)  # the step's own words
        n = len(c.state.history)
        wrong = _wrong_move(c.state, step, obs)
        assert not c.play(wrong), f"step {i}: {wrong} was played"
        assert len(c.state.history) == n and refusals[-1] == step.refusal
        assert step.refusal in w.statusBar().currentMessage()
        assert c.play(_right_move(c.state, step, obs)), f"step {i} refused its own move"
        if not (c.is_human_turn() or c.waits_for_next() or c.state.is_terminal):
            watched += 1  # the step's words do not stay up once its move is made
            assert w.hint_label.text() == WATCHING, f"step {i}"
    assert watched >= 1
    qtbot.waitUntil(lambda: c.state.is_terminal, timeout=20000)
    qtbot.waitUntil(lambda: w.hint_label.text() == guide.text())
    assert w.hint_label.text().startswith(guide.script.end[:20])
    assert "%1" not in w.hint_label.text()
    assert guide.index == len(steps)
    # never counted: no game in the statistics, and the player's options untouched
    assert StatsDB(c.stats.db.path).games() == []
    assert game_id not in w.settings.game_options


def test_a_game_after_the_tutorial_is_not_guarded_and_is_counted(make_window, qtbot):
    w = make_window()
    c = w.controller
    w.start_tutorial("belote")
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20000)
    assert not c.play("pass")  # the tutorial wants "take"
    w.start_game("belote", {"variant": "with_trump"}, ["easy"] * 3, seed=9)
    assert c.guard is None and not c.tutorial and not w.guide
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20000)
    assert c.play("pass")


def test_the_belote_tutorial_goes_on_in_french_and_stays_out_of_the_statistics(qtbot, tmp_path):
    from gui import app
    from gui.main_window import MainWindow
    from gui.services import storage

    old = MainWindow(
        storage.AppSettings(animation_speed="instant"),
        save_path=tmp_path / "saves" / "current.json",
        config_path=tmp_path / "settings.json",
    )
    old.show()
    new = None
    try:
        old.start_tutorial("belote")
        qtbot.waitUntil(lambda: old.hint_label.text().startswith("You are South"))
        old.settings.language = "fr"
        new = app.switch_language(old)
        qtbot.addWidget(new)
        c = new.controller
        assert isinstance(new.guide, StepGuide) and c.guard == new.guide.guard and c.tutorial
        assert new.tutorial is plugin_for("belote").tutorial
        qtbot.waitUntil(lambda: new.hint_label.text().startswith("Vous êtes Sud"))
        refusals: list[str] = []
        c.refused.connect(lambda _key, message: refusals.append(message))
        assert not c.play("pass")
        assert refusals == [
            "Prenez celle-ci : le Valet et le Neuf, les deux meilleurs atouts, "
            "avec le Roi et la Dame, font une main qui gagne le contrat."
        ]
        assert c.stats.counted is False
    finally:
        app.remove_translators()
        for w in (old, new):
            if w is not None:
                w.controller.shutdown()


def test_a_tutorial_left_for_the_chooser_or_quit_goes_on_guided_on_resume(make_window, qtbot):
    """Seen by a new player: the tutorial resumed after a relaunch lost its coaching bar
    and became a bare game (and Back to games, then Resume, stopped its guide too)."""
    w = make_window()
    c = w.controller
    w.start_tutorial("frontier")
    guide = w.guide
    step = guide.script.steps[0]
    _wait_for_step(qtbot, w, 0)
    assert c.play(_right_move(c.state, step, c.observation))
    done = guide.index
    # back to the chooser, then Resume: still guided, at the same step
    w.table_page.back_button.click()
    assert w.resume()
    assert w.guide is not None and c.guard == w.guide.guard and c.tutorial
    qtbot.waitUntil(lambda: w.guide.index == done, timeout=5000)
    assert w.hint_label.isVisible()
    # quit and relaunch: Resume brings the tutorial back with its guide
    w.closing_confirmed = True
    w.close()
    again = make_window()
    assert again.settings is not w.settings
    from gui.services import storage

    kept = storage.load_settings(w.config_path).settings  # what the next launch reads
    again.settings.saved_tutorial = kept.saved_tutorial
    assert again.settings.saved_tutorial == "frontier"
    assert again.resume()
    qtbot.waitUntil(lambda: again.guide is not None and again.guide.index == done, timeout=5000)
    assert again.controller.tutorial and again.controller.guard == again.guide.guard
    # a game of the player's own replaces it: its Resume is no tutorial
    again.start_game("frontier", {"players": 3}, ["easy"] * 2, seed=4)
    assert again.settings.saved_tutorial == ""
