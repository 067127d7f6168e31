"""Start the app: QApplication, translations, settings, main window."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Command-line options (all optional): start a game straight away, for a given deal."""
    p = argparse.ArgumentParser(prog="card-table")
    p.add_argument("--new", metavar="GAME", help="start a new game of GAME at once")
    p.add_argument("--seed", type=int, help="deal number")
    p.add_argument("--options", default="{}", help="table options as JSON")
    p.add_argument("--levels", default="", help="AI levels for seats 1.., e.g. easy,medium")
    p.add_argument("--open", choices=("history", "statistics"),
                   help="open this window at start (for screenshots)")
    p.add_argument("--rules", action="store_true",
                   help="show the rules viewer at start (for screenshots)")
    return p.parse_known_args(argv[1:])[0]


def run(argv: list[str] | None = None) -> int:
    """Run the app until the window closes."""
    argv = list(argv or sys.argv)
    args = parse_args(argv)
    # A pure-Python AI thread would make the table stutter at the default 5 ms GIL switch
    # interval; 1 ms keeps frames under ~18 ms (measured, shared/QT-NOTES.md).
    sys.setswitchinterval(0.001)
    from PySide6.QtCore import QLocale, QTimer, QTranslator
    from PySide6.QtWidgets import QApplication, QMessageBox

    from gui import storage
    from gui.main_window import MainWindow
    from gui.report import setup_logging

    try:
        setup_logging()
    except OSError as e:  # a read-only data directory must not stop the app
        print(f"no log file: {e}", file=sys.stderr)

    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("Card Table")
    app.setOrganizationName("card-table")
    loaded = storage.load_settings()
    lang = loaded.settings.language or QLocale.system().name()
    translator = QTranslator(app)
    if translator.load(f"card_table_{lang}", str(TRANSLATIONS)):
        app.installTranslator(translator)
    window = MainWindow(loaded.settings)
    window.show()
    if args.new:
        from engine.registry import get_game

        game = get_game(args.new)
        options = json.loads(args.options)
        players = game.players_of(game.options_from_dict(options))
        levels = [x for x in args.levels.split(",") if x] or ["medium"] * (players - 1)
        window.start_game(args.new, options, levels, args.seed)
    if args.open:
        QTimer.singleShot(300, window.open_history if args.open == "history"
                          else window.open_statistics)
    if args.rules:
        QTimer.singleShot(500, window.show_rules)
    if loaded.problem:
        where = f"\n{loaded.moved_to}" if loaded.moved_to else ""
        QTimer.singleShot(0, lambda: QMessageBox.warning(
            window, window.tr("Settings"),
            window.tr("Your settings could not be read and were reset: %1")
            .replace("%1", loaded.problem or "") + where))
    return app.exec()
