"""The engine stays pure Python: no Qt, no GUI, importable with PySide6 unavailable."""

from __future__ import annotations

import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parent.parent


def test_no_engine_file_mentions_qt_or_gui():
    offenders = []
    for path in (ROOT / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if re.search(r"PySide6|PyQt|shiboken|^\s*(from|import)\s+gui\b", text, re.M):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_engine_imports_without_pyside6():
    modules = [m.name for m in pkgutil.walk_packages(engine.__path__, "engine.")]
    assert "engine.games.declare" in modules
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6', 'gui'):\n"
        "            raise ImportError('blocked: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        f"for m in {modules!r}:\n"
        "    __import__(m)\n"
        "assert not any(k.startswith('PySide6') for k in sys.modules)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
