"""The app's menu entry for the current user, by the freedesktop conventions.

``card-table --install-desktop-entry`` copies the ``.desktop`` file (its ``Exec`` line
pointing at this very installation), the AppStream metainfo and the icons into the user's
data folder (``$XDG_DATA_HOME``, by default ``~/.local/share``);
``card-table --uninstall-desktop-entry`` removes exactly those files again.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from gui import resources


def data_home() -> Path:
    """The user's data folder (``$XDG_DATA_HOME``, by default ``~/.local/share``)."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def launcher() -> list[str]:
    """The command that starts this installation of the app."""
    if getattr(sys, "frozen", False) or "__compiled__" in globals():  # a standalone build
        return [str(Path(sys.argv[0]).resolve())]
    script = Path(sys.executable).with_name("card-table")
    if script.is_file():  # the wheel's (or pipx's, or the venv's) command
        return [str(script)]
    found = shutil.which("card-table")
    if found:
        return [str(Path(found).resolve())]
    main = Path(__file__).resolve().parents[1] / "main.py"  # a bare checkout
    return [sys.executable, str(main)]


def exec_line(argv: list[str]) -> str:
    """``argv`` quoted for a .desktop file's ``Exec`` key."""

    def quote(arg: str) -> str:
        if not any(c in arg for c in " \t\n\"'\\><~|&;$*?#()`"):
            return arg
        return '"' + "".join("\\" + c if c in '"`$\\' else c for c in arg) + '"'

    return " ".join(quote(a) for a in argv)


def entries(home: Path | None = None) -> list[tuple[Path, Path]]:
    """(packaged file, where it goes) for every file of the menu entry."""
    home = home or data_home()
    icons = home / "icons" / "hicolor"
    app_id = resources.APP_ID
    return [
        (resources.desktop_file(), home / "applications" / f"{app_id}.desktop"),
        (resources.metainfo_file(), home / "metainfo" / f"{app_id}.metainfo.xml"),
        (resources.icon_svg(), icons / "scalable" / "apps" / f"{app_id}.svg"),
        *(
            (resources.icon_png(s), icons / f"{s}x{s}" / "apps" / f"{app_id}.png")
            for s in resources.ICON_SIZES
        ),
    ]


def install(home: Path | None = None) -> list[Path]:
    """Add the menu entry for the current user; returns the files written."""
    written = []
    command = exec_line(launcher())
    for source, target in entries(home):
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.suffix == ".desktop":
            lines = source.read_text(encoding="utf-8").splitlines()
            lines = [f"Exec={command}" if ln.startswith("Exec=") else ln for ln in lines]
            target.write_text("\n".join(lines) + "\n", encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    _refresh(home or data_home())
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove the menu entry's files; returns those that were there."""
    removed = []
    for _, target in entries(home):
        if target.is_file():
            target.unlink()
            removed.append(target)
    _refresh(home or data_home())
    return removed


def _refresh(home: Path) -> None:
    """Tell the desktop's caches, where their tools are installed (optional)."""
    for tool, folder in (
        ("update-desktop-database", home / "applications"),
        ("gtk-update-icon-cache", home / "icons" / "hicolor"),
    ):
        if shutil.which(tool) and folder.is_dir():
            subprocess.run([tool, "-q", str(folder)], check=False, capture_output=True)
