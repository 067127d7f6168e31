"""The installed wheel's smoke test (``.ci/wheel-smoke`` runs it with the fresh venv's
Python, from a folder outside the checkout, offscreen).

For each game it starts the installed app in French (``--new GAME --seed 3 --lang fr``) in
a child process that checks, once the table is up, that the code and every runtime file
come from the installed package (not a checkout), that the deck's card art and the French
translation loaded, that the window has its icon and desktop name, and then closes the app.
Last, the installed ``card-table`` command plays until SIGTERM. Each run must exit 0 with no
Qt warning about a file, no traceback, no leaked semaphore and no process left behind.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

SITE = Path(sysconfig.get_paths()["purelib"]).resolve()
BAD = ("qt.svg", "Cannot open", "Traceback", "leaked", "Error", "QObject::")


def child(game: str) -> int:
    """Run the app on ``game``; check it from inside once the table is up."""
    from PySide6.QtCore import QCoreApplication, QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    messages: list[str] = []
    qInstallMessageHandler(lambda mode, context, text: messages.append(text))
    app = QApplication(["card-table"])
    problems: list[str] = []

    def check() -> None:
        from gui import app as gui_app
        from gui import resources
        from gui.table.scene import renderer

        def expect(ok: object, what: str) -> None:
            print(("ok   " if ok else "FAIL ") + what)
            if not ok:
                problems.append(what)

        for module in ("gui", "engine", "card_table_assets", "card_table_translations"):
            where = Path(__import__(module).__file__).resolve()
            expect(where.is_relative_to(SITE), f"{module} is installed: {where}")
        missing = [str(p) for p in resources.runtime_files() if not p.is_file()]
        expect(not missing, f"every runtime file is in the wheel (missing: {missing})")
        window = gui_app._window[0]
        deck = window.scene.deck_art
        expect(renderer(deck).isValid(), f"card art {deck}.svg loads")
        expect(window.scene.items(), "the table shows its cards")
        files = [t.filePath() for t in gui_app._installed]
        expect(
            any(f.endswith("card_table_fr.qm") and Path(f).is_relative_to(SITE) for f in files),
            f"the French translation loads from the package ({files})",
        )
        settings = QCoreApplication.translate("MainWindow", "Settings")
        expect(settings == "Paramètres", f"'Settings' is in French: {settings!r}")
        expect(not app.windowIcon().isNull(), "the window has the app's icon")
        expect(app.desktopFileName() == resources.APP_ID, "the desktop file name is the app id")
        expect(app.applicationName() == "Card Table", "the app's name")
        file_warnings = [m for m in messages if any(b in m for b in BAD)]
        expect(not file_warnings, f"no Qt warning about files: {file_warnings}")
        app.closeAllWindows()
        app.quit()

    QTimer.singleShot(1000, check)
    from gui.app import run

    rc = run(["card-table", "--new", game, "--seed", "3", "--lang", "fr"])
    return rc or (1 if problems else 0)


def clean_run(argv: list[str], env: dict[str, str], signal_when: Path | None) -> list[str]:
    """Run ``argv`` to its end (or, with ``signal_when``, SIGTERM it once that file
    exists); the problems seen."""
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    kids: set[int] = set()
    end = time.monotonic() + 180
    while proc.poll() is None and time.monotonic() < end:
        kids |= set(children(proc.pid))
        if signal_when is not None and signal_when.exists() and len(kids) >= 2:
            proc.send_signal(signal.SIGTERM)
            break
        time.sleep(0.1)
    try:
        out, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
    text = out.decode(errors="replace") + err.decode(errors="replace")
    print(text.rstrip())
    problems = [f"exit status {proc.returncode}"] if proc.returncode != 0 else []
    problems += [f"printed {b!r}" for b in BAD if b in err.decode(errors="replace")]
    end = time.monotonic() + 15
    while any(alive(k) for k in kids) and time.monotonic() < end:
        time.sleep(0.1)
    problems += [f"process {k} left behind" for k in kids if alive(k)]
    return problems


def children(pid: int) -> list[int]:
    out = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            out += [int(x) for x in (task / "children").read_text().split()]
    return out


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def main() -> int:
    from engine.registry import list_games

    failed = []
    home = Path(tempfile.mkdtemp(prefix="card-table-smoke-"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONPATH", None)
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = str(home / name.lower())
    for game in [g.id for g in list_games()]:
        print(f"--- {game}: the installed app, in French", flush=True)
        problems = clean_run([sys.executable, __file__, "--child", game], env, None)
        failed += [f"{game}: {p}" for p in problems]
    command = shutil.which("card-table", path=str(Path(sys.executable).parent))
    print(f"--- {command} --new belote --seed 3, until SIGTERM", flush=True)
    save = home / "data" / "card-table" / "saves" / "current.json"
    save.unlink(missing_ok=True)
    if command is None:
        failed.append("card-table: no such command in the venv")
    else:
        problems = clean_run([command, "--new", "belote", "--seed", "3"], env, save)
        failed += [f"card-table: {p}" for p in problems]
    shutil.rmtree(home, ignore_errors=True)
    runs = len(list_games()) + 1
    bad = len({f.split(":")[0] for f in failed})
    for f in failed:
        print(f"FAILED {f}")
    print(f"smoke: {runs - bad} passed, {bad} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        sys.exit(child(sys.argv[2]))
    sys.exit(main())
