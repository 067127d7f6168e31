"""The repository stands on its own: no file points at documents outside it.

A newcomer has only this repository, so the rules, the Qt facts and every other reference
live in ``docs/``. This fails on any tracked text file that names a ``shared/`` folder (the
project's outside seed and notes folders) or an absolute machine path.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUTSIDE = re.compile(r"(?<![\w.-])(?:\.\./)?shared/(?:seeds|rules|tools|QT-NOTES|STYLE)|/work/")


def tracked_text_files() -> list[Path]:
    out = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    return [ROOT / p for p in out if not p.endswith((".png", ".qm", ".svg", ".jpg"))]


def test_no_reference_outside_the_repository():
    me = Path(__file__).resolve()
    bad = []
    for path in tracked_text_files():
        if path == me or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        bad += [f"{path.relative_to(ROOT)}: {m.group(0)}" for m in OUTSIDE.finditer(text)]
    assert not bad, bad


def test_the_pattern_catches_what_it_must():
    assert OUTSIDE.search("see shared/QT-NOTES.md") and OUTSIDE.search("``shared/rules/x.md``")
    assert OUTSIDE.search("../shared/seeds/000.txt") and OUTSIDE.search("/work/main/x")
    assert not OUTSIDE.search("a shared/common table") and not OUTSIDE.search("docs/rules")
