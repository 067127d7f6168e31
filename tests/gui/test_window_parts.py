"""The main window's parts (gui/window/) stand on their own: none imports the window."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_window_parts_import_neither_the_window_nor_the_app():
    code = (
        "import pkgutil, sys\n"
        "import gui.window\n"
        "names = [m.name for m in pkgutil.iter_modules(gui.window.__path__, 'gui.window.')]\n"
        "assert 'gui.window.chooser' in names, names\n"
        "for name in names:\n"
        "    __import__(name)\n"
        "loaded = sorted(m for m in ('gui.main_window', 'gui.app') if m in sys.modules)\n"
        "assert not loaded, loaded\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
