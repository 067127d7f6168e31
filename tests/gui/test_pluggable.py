"""One package per game: the shared GUI asks each game's plugin and never names a game.

Every module of ``gui/`` outside the games' own packages (``gui/games/<game>/``) is read:
none may name a registered game's id as a string or import a game's package, so a game
is added or removed by its package alone.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from engine.registry import list_games
from gui.games import TablePlugin, plugin_for, plugins

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "gui"
GAME_IDS = {g.id for g in list_games()}


def shared_modules() -> list[Path]:
    """Every module of ``gui/`` that is not inside a game's own package."""
    own = {GUI / "games" / g for g in GAME_IDS}
    return [p for p in sorted(GUI.rglob("*.py")) if not any(d in p.parents for d in own)]


def names_a_game(tree: ast.AST) -> list[str]:
    """Where a module names a game: a string that is a game id or a game package's name,
    or an import of a game's package."""
    packages = {f"gui.games.{g}" for g in GAME_IDS}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value in GAME_IDS or any(p in node.value for p in packages):
                found.append(f"line {node.lineno}: {node.value!r}")
        elif isinstance(node, ast.Import):
            found += [
                f"line {node.lineno}: import {a.name}"
                for a in node.names
                if any(a.name == p or a.name.startswith(p + ".") for p in packages)
            ]
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            found += [
                f"line {node.lineno}: from {node.module} import ..."
                for m in imported
                if any(m == p or m.startswith(p + ".") for p in packages)
            ][:1]
    return found


def test_the_check_finds_a_game_named_in_a_module():
    code = (
        "from gui.games.belote.adapter import suit_sign\n"
        "from gui.games import frontier\n"
        "import gui.games.declaration\n"
        "WORDS = {'declare': 1}\n"
        "OTHER = 'Declare'\n"
    )
    found = names_a_game(ast.parse(code))
    assert [f.split(":")[0] for f in found] == ["line 1", "line 2", "line 3", "line 4"]


def test_no_shared_gui_module_names_a_game():
    modules = shared_modules()
    assert GUI / "table" / "hand_log.py" in modules and GUI / "games" / "__init__.py" in modules
    offenders = {}
    for path in modules:
        found = names_a_game(ast.parse(path.read_text(encoding="utf-8")))
        if found:
            offenders[str(path.relative_to(ROOT))] = found
    assert offenders == {}


def _module_imports(path: Path) -> set[str]:
    """The ``gui`` modules a module imports, at its top or inside a function (a function's
    import does not hide a cycle, it only delays it)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            for a in node.names:
                sub = f"{node.module}.{a.name}"
                is_module = (ROOT / (sub.replace(".", "/") + ".py")).exists()
                out.add(sub if is_module else node.module)
    return {m for m in out if m == "gui" or m.startswith("gui.")}


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """An import cycle of the graph (module to the modules it imports), or []."""
    done: set[str] = set()

    def visit(m: str, path: list[str]) -> list[str]:
        if m in path:
            return [*path[path.index(m) :], m]
        if m in done or m not in graph:
            return []
        for n in sorted(graph[m]):
            if cycle := visit(n, [*path, m]):
                return cycle
        done.add(m)
        return []

    for m in sorted(graph):
        if cycle := visit(m, []):
            return cycle
    return []


def test_the_cycle_check_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []


def test_the_gui_modules_import_one_another_without_a_cycle():
    graph = {}
    for path in GUI.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        graph[name] = _module_imports(path)
    assert "gui.dialogs.new_game" in graph["gui.main_window"]
    assert "gui.services.languages" in graph["gui.dialogs.settings"]
    assert find_cycle(graph) == []


def test_every_registered_game_has_a_complete_plugin():
    assert [p.game_id for p in plugins()] == [g.id for g in list_games()]
    for game in list_games():
        plugin = plugin_for(game.id)
        assert plugin.adapter().game_id == game.id
        assert plugin.name == game.name and plugin.description == game.description
        assert plugin.rules_html(game.options_type()).startswith("<h2>")
        assert plugin.card_words("10" + game.deck.suits[0].code).startswith("10")


def test_a_plugin_that_forgets_a_hook_fails_loudly():
    required = [
        f.name
        for f in dataclasses.fields(TablePlugin)
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    ]
    assert {"name", "description", "card_words", "event_line", "move_words"} <= set(required)
    assert {"rules_html", "step_words", "suit_names", "move_sounds", "open_piles"} <= set(required)
    hooks = {
        f.name: getattr(plugin_for("declare"), f.name) for f in dataclasses.fields(TablePlugin)
    }
    TablePlugin(**hooks)
    del hooks["rules_html"]
    with pytest.raises(TypeError, match="rules_html"):
        TablePlugin(**hooks)


def test_the_window_offers_each_plugins_tutorial_and_starts_on_the_first_game(make_window):
    w = make_window()
    with_tutorial = [p.game_id for p in plugins() if p.tutorial is not None]
    assert with_tutorial and list(w.tutorial_buttons) == with_tutorial
    assert w.settings.last_game == "" and w.selected_game() == plugins()[0].game_id
