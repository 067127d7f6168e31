"""The engine's import structure: no import cycle among its modules, and the shared modules
(everything but ``engine/games/``) never name a game: games plug in through their ``Game``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.registry import list_games

ROOT = Path(__file__).resolve().parent.parent


def modules_under(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (a folder of ``root``), by dotted name."""
    out = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def imported_names(name: str, path: Path) -> list[str]:
    """The dotted names of everything ``name`` imports, anywhere in it (function bodies
    included), relative imports resolved: ``from a import b`` gives ``a.b``."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            out += [f"{base}.{alias.name}" for alias in node.names]
    return out


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """For each module, the modules importing it runs: the one it names (``from a import b``
    where ``b`` is no module names ``a``) and that one's packages, but not its own packages
    (loading a module always loads them; naming one explicitly does count)."""
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        own = {name} | {name.rsplit(".", k)[0] for k in range(1, name.count(".") + 1)}
        edges = set()
        for target in imported_names(name, path):
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if not target or target == name:
                continue
            edges.add(target)
            edges |= {target.rsplit(".", k)[0] for k in range(1, target.count(".") + 1)} - own
        graph[name] = edges & modules.keys()
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle (its modules, the first repeated at the end), or None."""
    done: set[str] = set()
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        if node in path:
            return path[path.index(node) :] + [node]
        if node in done:
            return None
        path.append(node)
        for nxt in sorted(graph[node]):
            cycle = visit(nxt)
            if cycle:
                return cycle
        path.pop()
        done.add(node)
        return None

    for start in sorted(graph):
        cycle = visit(start)
        if cycle:
            return cycle
    return None


def test_no_import_cycle_in_the_engine():
    cycle = find_cycle(import_graph(modules_under(ROOT, "engine")))
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


@pytest.mark.parametrize(
    ("files", "cycle"),
    [
        (  # hidden in a function body
            {"a.py": "import pkg.b\n", "b.py": "def f():\n    from pkg.a import x\n"},
            ["pkg.a", "pkg.b", "pkg.a"],
        ),
        (  # relative, through a third module
            {"a.py": "from . import b\n", "b.py": "from .c import y\n", "c.py": "from .a import z"},
            ["pkg.a", "pkg.b", "pkg.c", "pkg.a"],
        ),
        (  # a submodule taking a name from its own package, which imports it
            {"__init__.py": "from pkg.a import x\n", "a.py": "from pkg import y\n"},
            ["pkg", "pkg.a", "pkg"],
        ),
        (  # importing a submodule runs its package first
            {"sub/__init__.py": "from pkg.sub.m import x\n", "sub/m.py": "import pkg.a\n"}
            | {"a.py": "from pkg.sub.n import y\n", "sub/n.py": ""},
            ["pkg.a", "pkg.sub", "pkg.sub.m", "pkg.a"],
        ),
        (
            {"__init__.py": "from pkg.a import x\n", "a.py": "from pkg.b import y\n", "b.py": ""},
            None,
        ),
    ],
    ids=["function-local", "relative", "own-package", "parent-package", "no-cycle"],
)
def test_the_cycle_finder_sees_every_kind_of_import(tmp_path, files, cycle):
    (tmp_path / "pkg").mkdir()
    for rel, text in files.items():
        (tmp_path / "pkg" / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "pkg" / rel).write_text(text)
    (tmp_path / "pkg" / "__init__.py").touch()
    (tmp_path / "pkg" / "sub" / "__init__.py").parent.mkdir(exist_ok=True)
    (tmp_path / "pkg" / "sub" / "__init__.py").touch()
    assert find_cycle(import_graph(modules_under(tmp_path, "pkg"))) == cycle


def shared_engine_modules() -> dict[str, Path]:
    """The engine's modules that every game shares: all but ``engine.games.*``."""
    return {
        name: path
        for name, path in modules_under(ROOT, "engine").items()
        if not name.startswith("engine.games.")
    }


def names_a_game(path: Path, game_ids: set[str]) -> list[str]:
    """Where ``path`` names a game: a string equal to a game id (or naming a game's package)
    or an import of a game's package."""
    found: list[tuple[int, str]] = []
    packages = {f"engine.games.{g}" for g in game_ids}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            if text in game_ids or any(text.startswith(p) for p in packages):
                found.append((node.lineno, repr(text)))
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [f"{node.module}.{a.name}" for a in node.names]
            )
            if any(n == p or n.startswith(p + ".") for n in names for p in packages):
                found.append((node.lineno, f"import of {', '.join(names)}"))
    return [f"line {line}: {what}" for line, what in sorted(found)]


def test_shared_engine_modules_never_name_a_game():
    game_ids = {g.id for g in list_games()}
    assert len(game_ids) >= 4
    modules = shared_engine_modules()
    assert "engine.ai.base" in modules and "engine.conformance" in modules
    assert not any(name.startswith("engine.games.") for name in modules)
    offenders = {
        str(path.relative_to(ROOT)): where
        for path in modules.values()
        if (where := names_a_game(path, game_ids))
    }
    assert offenders == {}


def test_naming_a_game_is_seen(tmp_path):
    path = tmp_path / "m.py"
    path.write_text(
        "from engine.games import belote\n"
        "import engine.games.declare.state\n"
        "from engine.games.frontier.bots import BOTS\n"
        "X = {'declaration': 1}\n"
        "Y = 'engine.games.belote.rules'\n"
        "Z = ('engine.games', 'Belote', 'declared', 'belote rules')\n"
    )
    assert names_a_game(path, {"belote", "declare", "frontier", "declaration"}) == [
        "line 1: import of engine.games.belote",
        "line 2: import of engine.games.declare.state",
        "line 3: import of engine.games.frontier.bots.BOTS",
        "line 4: 'declaration'",
        "line 5: 'engine.games.belote.rules'",
    ]
