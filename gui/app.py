"""Start the app: QApplication, translations, settings, main window."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from gui import resources
from gui.services.languages import LANGUAGES

_installed: list = []  # the QTranslators in use, replaced when the language changes
_window: list = []  # the main window: a Python reference keeps it alive


def install_translators(language: str) -> None:
    """Use ``language`` ("" is the system's): the app's texts and Qt's own (standard
    buttons, file dialogs). Replaces the translators installed before; a language without
    a file shows English."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

    app = QCoreApplication.instance()  # the translators' parent
    remove_translators()
    locale = QLocale(language) if language else QLocale.system()
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in (("card_table", str(resources.translations())), ("qtbase", qt_dir)):
        t = QTranslator(app)
        found = t.load(locale, name, "_", folder)
        if not found and name == "card_table":
            # a language without a file (or the "C" locale) reads English, with its plural
            # forms ("1 card", "2 cards": the source texts say "%n card(s)")
            found = t.load(QLocale(QLocale.Language.English), name, "_", folder)
        if found:
            QCoreApplication.installTranslator(t)
            _installed.append(t)


def remove_translators() -> None:
    """Back to the English source texts."""
    from PySide6.QtCore import QCoreApplication

    for t in _installed:
        QCoreApplication.removeTranslator(t)
    _installed.clear()


def switch_language(window: Any) -> Any:
    """Show the app in the language of ``window``'s settings without restarting: install
    its translators, then put a window built in that language in the old one's place (same
    settings, files and geometry; a game on the table goes on from its autosave)."""
    from gui.main_window import MainWindow

    install_translators(window.settings.language)
    playing = (
        window.controller.state is not None and window.stack.currentWidget() is window.table_page
    )
    new = MainWindow(window.settings, window.save_path, window.config_path)
    new.restoreGeometry(window.saveGeometry())
    new.language_changed.connect(lambda: switch_language(new))
    new.show()
    _window[:] = [new]
    guide = window.guide if playing and window.guide is not None and window.guide.active else None
    tutorial = window.tutorial if guide is not None else None
    window.close()  # saves the settings and stops its AI before the new one resumes
    window.deleteLater()
    if playing:
        if tutorial is not None:  # the tutorial goes on, its hints in the new language
            new.guide = tutorial.guide(new.controller)
            new.guide.hint.connect(new._on_guide_hint)
        new.resume_game(tutorial)
    return new


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Command-line options (all optional): start a game straight away, for a given deal."""
    p = argparse.ArgumentParser(prog="card-table")
    p.add_argument("--new", metavar="GAME", help="start a new game of GAME at once")
    p.add_argument("--seed", type=int, help="deal number")
    p.add_argument("--options", default="{}", help="table options as JSON")
    p.add_argument("--levels", default="", help="AI levels for seats 1.., e.g. easy,medium")
    p.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help="use this language for this run (the setting is unchanged)",
    )
    p.add_argument(
        "--rules", action="store_true", help="show the rules viewer at start (for screenshots)"
    )
    p.add_argument(
        "--open",
        choices=("history", "statistics"),
        help="open this window at start (for screenshots)",
    )
    p.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="add Card Table to this user's applications menu, then exit",
    )
    p.add_argument(
        "--uninstall-desktop-entry",
        action="store_true",
        help="remove the menu entry that --install-desktop-entry added, then exit",
    )
    # hidden, for the fault tests and benchmarks: resume the autosave at start; the Easy bot
    # plays seat 0 and round summaries are closed, so a game plays itself to the end
    p.add_argument("--resume", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--autoplay", action="store_true", help=argparse.SUPPRESS)
    p.add_argument(
        "--tutorial",
        metavar="ID",
        help="start a guided first hand: GAME, or GAME/KEY (belote/coinche)",
    )
    # hidden, for screenshots: the tutorial's guide plays the player's first N steps
    p.add_argument("--tutorial-moves", type=int, default=0, help=argparse.SUPPRESS)
    return p.parse_known_args(argv[1:])[0]


def autoplay(window: Any, interval_ms: int = 20) -> Any:
    """Let the Easy bot play the player's seat of ``window`` and close every round summary
    (``--autoplay``: the fault tests and the memory benchmark). Returns the driving timer."""
    from PySide6.QtCore import QTimer

    from engine.ai.base import choose_text

    def step() -> None:
        c = window.controller
        if window.pending_dialog is not None:
            window.pending_dialog.next_button.click()
        elif c.state is not None and not c.state.is_terminal and c.is_human_turn():
            c.play(
                choose_text(
                    c.state.game.id,
                    "easy",
                    c.observation,
                    c.state.legal_actions(),
                    len(c.state.history),
                )
            )

    timer = QTimer(window)
    timer.timeout.connect(step)
    timer.start(interval_ms)
    return timer


def guided_moves(window: Any, steps: int, interval_ms: int = 300) -> Any:
    """Play the moves the tutorial's first ``steps`` steps expect (``--tutorial-moves``, for
    screenshots of a later step). Returns the driving timer."""
    from PySide6.QtCore import QTimer

    def step() -> None:
        guide = window.guide
        if guide is None or guide.index >= steps:
            return
        if window.pending_dialog is not None:  # between rounds: go on
            window.pending_dialog.next_button.click()
            return
        move = guide.right_move()
        if move is not None:
            window.controller.play(move)

    timer = QTimer(window)
    timer.timeout.connect(step)
    timer.start(interval_ms)
    return timer


def app_icon() -> Any:
    """The application icon, drawn at each of its sizes (16 to 256 pixels)."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for size in resources.ICON_SIZES:
        icon.addFile(str(resources.icon_png(size)), QSize(size, size))
    return icon


def quit_on_signals(app: Any) -> None:
    """Close the window on SIGTERM, SIGINT or SIGHUP as if the user had: the game is saved
    and the search process stopped, so nothing is left behind (killed outright, Python
    left the search pool's semaphores to the resource tracker). Qt's event loop runs no
    Python, so a socket written by the signal wakes it up for the handler to run."""
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier, QTimer

    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(lambda: reader.recv(64))
    app._signal_wakeup = (reader, writer, notifier)  # kept alive with the app

    def close_all() -> None:
        app.closeAllWindows()
        app.quit()

    def close(signum: int, frame: Any) -> None:  # in the event loop (a signal may come first)
        QTimer.singleShot(0, close_all)

    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, close)


def run(argv: list[str] | None = None) -> int:
    """Run the app until the window closes."""
    argv = list(argv or sys.argv)
    args = parse_args(argv)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        from gui import desktop

        install = args.install_desktop_entry
        for path in desktop.install() if install else desktop.uninstall():
            print(("wrote " if install else "removed ") + str(path))
        return 0
    # A pure-Python AI thread would make the table stutter at the default 5 ms GIL switch
    # interval; 1 ms keeps frames under ~18 ms (measured, docs/qt.md).
    sys.setswitchinterval(0.001)
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from gui.main_window import MainWindow
    from gui.services import storage
    from gui.services.report import setup_logging

    try:
        setup_logging()
    except OSError as e:  # a read-only data directory must not stop the app
        print(f"no log file: {e}", file=sys.stderr)

    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName(resources.APP_NAME)
    app.setOrganizationName("card-table")
    QApplication.setDesktopFileName(resources.APP_ID)  # the task switcher finds the icon and name
    QApplication.setWindowIcon(app_icon())
    quit_on_signals(app)
    loaded = storage.load_settings()
    install_translators(args.lang or loaded.settings.language)
    window = MainWindow(loaded.settings)
    window.language_changed.connect(lambda: switch_language(window))
    _window[:] = [window]
    window.show()
    if args.new:
        from engine.registry import get_game

        game = get_game(args.new)
        options = json.loads(args.options)
        players = game.players_of(game.options_from_dict(options))
        levels = [x for x in args.levels.split(",") if x] or ["medium"] * (players - 1)
        window.start_game(args.new, options, levels, args.seed)
    elif args.tutorial:
        window.start_tutorial(args.tutorial)
        if args.tutorial_moves:
            guided_moves(window, args.tutorial_moves)
    elif args.resume:
        window.resume()
    if args.autoplay:
        autoplay(window)
    if args.rules:
        QTimer.singleShot(500, window.show_rules)
    if args.open:
        QTimer.singleShot(
            300, window.open_history if args.open == "history" else window.open_statistics
        )
    if loaded.problem:
        where = f"\n{loaded.moved_to}" if loaded.moved_to else ""
        QTimer.singleShot(
            0,
            lambda: QMessageBox.warning(
                window,
                QCoreApplication.translate("MainWindow", "Settings"),
                QCoreApplication.translate(
                    "MainWindow", "Your settings could not be read and were reset: %1"
                ).replace("%1", loaded.problem or "")
                + where,
            ),
        )
    return app.exec()
