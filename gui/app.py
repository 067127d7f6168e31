"""Start the app: QApplication, translations, settings, main window."""

from __future__ import annotations

import argparse
import json
import logging
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
    QLocale.setDefault(locale)  # dates and numbers (History's list) in the same language
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
    """Back to the English source texts (and the system's date and number formats)."""
    from PySide6.QtCore import QCoreApplication, QLocale

    QLocale.setDefault(QLocale.system())
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
    new = MainWindow(
        window.settings, window.save_path, window.config_path, read_only=window.read_only
    )
    new.restoreGeometry(window.saveGeometry())  # maximized or full screen, as it was
    if not window.isMaximized() and not window.isFullScreen():
        # the old window's place and size: a saved geometry counts the frame, and with no
        # window manager (none to add one) it came back at 1,25 and narrower
        new.setGeometry(window.geometry())
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


def _seed(text: str) -> int:
    """A deal number the statistics can store (argparse says the error and exits 2)."""
    from engine.validate import MAX_INT

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
    if not 0 <= value <= MAX_INT:
        raise argparse.ArgumentTypeError(f"the deal number must be from 0 to {MAX_INT}")
    return value


def make_parser() -> argparse.ArgumentParser:
    """The command line's parser."""
    p = argparse.ArgumentParser(prog="card-table")
    p.add_argument("--new", metavar="GAME", help="start a new game of GAME at once")
    p.add_argument("--seed", type=_seed, help="deal number")
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
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Command-line options (all optional): start a game straight away, for a given deal.
    A bad value exits with status 2 and a message (argparse's)."""
    return make_parser().parse_known_args(argv[1:])[0]


def new_game_args(args: argparse.Namespace) -> tuple[dict[str, Any], list[str]]:
    """The options and AI levels of ``--new``, checked before any window opens.

    Raises:
        ValueError: an unknown game, options that are not a JSON object or not valid for
            the game, or levels that are unknown or do not fill the table (in words).
    """
    from engine.ai.base import levels_for
    from engine.registry import get_game, list_games

    try:
        game = get_game(args.new)
    except KeyError:
        known = ", ".join(g.id for g in list_games())
        raise ValueError(f"unknown game {args.new[:40]!r} (known: {known})") from None
    try:
        options = json.loads(args.options)
    except ValueError:
        raise ValueError(f"--options is not JSON: {args.options[:40]!r}") from None
    if not isinstance(options, dict):
        raise ValueError('--options must be a JSON object, e.g. {"players": 3}')
    try:
        players = game.players_of(game.options_from_dict(options))
    except (ValueError, TypeError) as e:
        from engine.core import InvalidOptionsError
        from gui.text import options_problem

        why = options_problem(e.reason, e.details) if isinstance(e, InvalidOptionsError) else e
        raise ValueError(f"--options are not valid for {game.id}: {str(why)[:200]}") from None
    levels = [x.strip() for x in args.levels.split(",") if x.strip()] or ["medium"] * (players - 1)
    known_levels = levels_for(game.id)
    for level in levels:
        if level not in known_levels:
            raise ValueError(
                f"unknown level {level[:40]!r} for {game.id} (known: {', '.join(known_levels)})"
            )
    if len(levels) != players - 1:
        raise ValueError(
            f"{game.id} with these options has {players - 1} AI seats; --levels gives {len(levels)}"
        )
    return options, levels


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


def ask_when_open_elsewhere() -> str:
    """The data folder is held by another running Card Table: "forward" (show that one and
    quit), "read-only" (open this one without writing anything) or "quit"."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(
        QMessageBox.Icon.Information,
        QCoreApplication.translate("MainWindow", "Card Table"),
        QCoreApplication.translate(
            "MainWindow",
            "Card Table is already open on this computer, with the same saved game and "
            "statistics. Two windows would overwrite each other's game.",
        ),
    )
    forward = box.addButton(
        QCoreApplication.translate("MainWindow", "Show the open window"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    read_only = box.addButton(
        QCoreApplication.translate("MainWindow", "Open read-only"),
        QMessageBox.ButtonRole.ActionRole,
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(forward)
    box.exec()
    clicked = box.clickedButton()
    return "forward" if clicked is forward else "read-only" if clicked is read_only else "quit"


def take_data_folder(app: Any, folder: Any) -> tuple[Any, bool] | None:
    """Hold the data folder for this app: ``(lock, read_only)``, or None to quit (the player
    chose to bring the other window forward, or to cancel)."""
    from gui.services import instance, storage

    lock = instance.InstanceLock(folder, app)
    if lock.acquire():
        storage.clean_temp_files()  # the killed saves' leftovers: no one else is writing
        return lock, False
    choice = ask_when_open_elsewhere()
    if choice == "read-only":
        return lock, True
    if choice == "forward":
        instance.bring_forward(folder)
    return None


def run(argv: list[str] | None = None) -> int:
    """Run the app until the window closes."""
    argv = list(argv or sys.argv)
    args = parse_args(argv)
    new_game: tuple[dict[str, Any], list[str]] | None = None
    if args.new:
        try:
            new_game = new_game_args(args)
        except ValueError as e:
            make_parser().print_usage(sys.stderr)
            print(f"card-table: error: {e}", file=sys.stderr)
            return 2
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
    held = take_data_folder(app, storage.data_dir())
    if held is None:
        return 0
    lock, read_only = held
    window = MainWindow(loaded.settings, read_only=read_only)
    window.settings_writable = not loaded.temporary  # an unreadable file is not overwritten

    def come_forward() -> None:
        current = _window[0] if _window else window
        current.showNormal()
        current.raise_()
        current.activateWindow()

    lock.on_raise = come_forward
    app.aboutToQuit.connect(lock.release)
    window.language_changed.connect(lambda: switch_language(window))
    _window[:] = [window]
    window.show()
    if new_game is not None:
        options, levels = new_game
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
        from gui.text import settings_problem

        logging.getLogger(__name__).warning("settings not read: %s", loaded.problem)
        QTimer.singleShot(
            0,
            lambda: QMessageBox.warning(
                window,
                QCoreApplication.translate("MainWindow", "Settings"),
                settings_problem(loaded.moved_to),
            ),
        )
    return app.exec()
