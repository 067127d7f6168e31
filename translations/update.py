"""Refresh the Qt Linguist files from the sources, then build the ``.qm`` files.

Run ``.venv/bin/python translations/update.py`` after changing any text in ``gui/``:

1. ``pyside6-lupdate`` reads every Python file under ``gui/`` (and ``main.py``) and merges
   the texts into ``card_table_<lang>.ts``: new texts arrive unfinished, texts gone from
   the sources are dropped. English is the source language, so its file holds only the
   texts with plural forms (``%n``).
2. ``pyside6-lrelease`` builds ``card_table_<lang>.qm`` from each file (committed, so the
   app needs no Qt tools at run time).
3. It prints how many texts each language still lacks; ``--check`` makes that an error.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("en", "fr", "de", "es")
SOURCE_LANGUAGE = "en"


def tool(name: str) -> str:
    """A Qt tool from the venv's PySide6 (next to the running Python), else from PATH."""
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else name


def sources(root: Path = ROOT) -> list[Path]:
    """The files whose texts are translated: ``gui/**/*.py`` and ``main.py``."""
    return sorted(root.glob("gui/**/*.py")) + [root / "main.py"]


def ts_path(lang: str, folder: Path = HERE) -> Path:
    """The Linguist file of a language."""
    return folder / f"card_table_{lang}.ts"


def lupdate(lang: str, ts: Path, root: Path = ROOT) -> None:
    """Merge the sources' texts into ``ts`` (created when missing)."""
    args = [
        tool("pyside6-lupdate"),
        "-silent",
        "-no-obsolete",
        "-locations",
        "relative",
        "-source-language",
        SOURCE_LANGUAGE,
        "-target-language",
        lang,
    ]
    if lang == SOURCE_LANGUAGE:
        args.append("-pluralonly")
    files = [str(p.relative_to(root)) for p in sources(root)]
    subprocess.run([*args, *files, "-ts", str(ts)], cwd=root, check=True)


def lrelease(ts: Path) -> Path:
    """Build the ``.qm`` next to ``ts``."""
    qm = ts.with_suffix(".qm")
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


def unfinished(ts: Path) -> list[str]:
    """The source texts of ``ts`` still without a finished translation."""
    out = []
    for message in ET.parse(ts).getroot().iter("message"):
        t = message.find("translation")
        forms = [] if t is None else ([f.text for f in t.findall("numerusform")] or [t.text])
        if t is None or t.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            out.append(message.findtext("source") or "")
    return out


def main(argv: list[str] | None = None) -> int:
    """Update every language; returns 1 with ``--check`` when a text is untranslated."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true", help="fail if any text is untranslated")
    p.add_argument("--no-release", action="store_true", help="do not build the .qm files")
    args = p.parse_args(argv)
    missing = 0
    for lang in LANGUAGES:
        ts = ts_path(lang)
        lupdate(lang, ts)
        if not args.no_release:
            lrelease(ts)
        todo = unfinished(ts)
        total = sum(1 for _ in ET.parse(ts).getroot().iter("message"))
        print(f"{lang}: {total} texts, {len(todo)} unfinished")
        for text in todo[:5]:
            print(f"    {text!r}")
        missing += len(todo)
    return 1 if args.check and missing else 0


if __name__ == "__main__":
    sys.exit(main())
