"""Tests run offscreen, with the user's config and data directories in a temporary folder."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


@pytest.fixture(scope="module")
def plugin_game():
    """The tests' extra game (``tests/plugin_game``), registered through
    ``engine.registry.register`` for the tests of the module that asks for it."""
    from engine import registry
    from tests.plugin_game.engine_side import GAME

    registry.register(GAME)
    yield GAME
    registry.unregister(GAME.id)


@pytest.fixture(scope="module")
def plugin_table(plugin_game):
    """The tests' extra game with its table (``tests/plugin_game/gui_side.py``), given to
    ``gui.games.register_plugin`` for the tests of the module that asks for it."""
    from gui.games import register_plugin, unregister_plugin
    from tests.plugin_game.gui_side import PLUGIN

    register_plugin(PLUGIN)
    yield PLUGIN
    unregister_plugin(PLUGIN.game_id)
