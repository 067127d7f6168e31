"""Where the files the player saves go by default: their documents folder (never the
folder the app runs from or is installed in)."""

from __future__ import annotations

from pathlib import Path

import platformdirs
from PySide6.QtCore import QStandardPaths


def documents_dir() -> Path:
    """The player's documents folder (the system's, e.g. ``~/Documents`` or its name in
    the player's language), or their home folder when there is none."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    for candidate in (found, platformdirs.user_documents_dir()):
        if candidate and Path(candidate).is_dir():
            return Path(candidate)
    return Path.home()


def export_path(name: str) -> str:
    """The path a save dialog proposes for a file called ``name``."""
    return str(documents_dir() / name)
