"""Take the look screenshots: each game's table in light and dark, and the four-colour decks
(every face of each deck's colour-blind-safe variant, drawn the way the table draws them).

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take_looks.py [--lang fr]

The player's moves are the Easy bot's, so each table is shown a few moves into a round.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
OUT = Path(__file__).resolve().parent

# game: (options, seed, the player's moves before the picture)
GAMES = {
    "declare": ({"players": 4}, 7, 5),
    "declaration": ({}, 4, 5),
    "frontier": ({"players": 4}, 4, 2),
    "belote": ({}, 3, 4),
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lang", default="", help="also install this translation (e.g. fr)")
    ap.add_argument("--only", default="", help="one game")
    args = ap.parse_args()
    sys.setswitchinterval(0.001)
    from PySide6.QtCore import QEvent, QLocale, QTranslator
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    if args.lang:
        tr = QTranslator(app)
        if tr.load(f"card_table_{args.lang}", str(ROOT / "translations")):
            app.installTranslator(tr)
        QLocale.setDefault(QLocale(args.lang))
    from engine.ai.base import choose_text
    from gui.main_window import MainWindow
    from gui.services import storage

    def wait(cond, seconds=30.0):  # noqa: ANN001
        end = time.time() + seconds
        while time.time() < end and not cond():
            app.processEvents()
            # outside app.exec() widgets given to deleteLater() would linger in the picture
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            time.sleep(0.01)

    suffix = f"-{args.lang}" if args.lang else ""
    if not args.only and not args.lang:
        import importlib.util

        spec = importlib.util.spec_from_file_location("preview", ROOT / "assets/cards/preview.py")
        assert spec and spec.loader
        preview = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(preview)
        for deck, columns in (("french", 13), ("declaration", 13), ("frontier", 10)):
            path = ROOT / "assets" / "cards" / f"{deck}.svg"
            ids = [i for i in preview.card_ids(path) if i.startswith("fc_")]
            preview.contact_sheet(path, ids, 84, columns).save(
                str(OUT / f"colour-blind-{deck}.png")
            )
            print("saved", f"colour-blind-{deck}")
    shots = [(g, t, False) for g in GAMES for t in ("light", "dark")]
    for game, theme_name, four in shots:
        if args.only and game != args.only:
            continue
        tmp = Path(tempfile.mkdtemp())
        settings = storage.AppSettings(
            animation_speed="instant", theme=theme_name, four_colour=four
        )
        w = MainWindow(settings, save_path=tmp / "s.json", config_path=tmp / "c.json")
        w.resize(1280, 800)
        w.show()
        options, seed, moves = GAMES[game]
        from engine.registry import get_game

        players = get_game(game).players_of(get_game(game).options_from_dict(options))
        w.start_game(game, options, ["medium"] * (players - 1), seed=seed)
        c = w.controller
        for i in range(moves + 1):
            # the lambdas run at once, inside this iteration
            wait(
                lambda: (
                    (c.is_human_turn() and not c.waiting_for_table)  # noqa: B023
                    or w.pending_dialog is not None  # noqa: B023
                )
            )
            if w.pending_dialog is not None:
                w.pending_dialog.accept()
                wait(lambda: w.pending_dialog is None)  # noqa: B023
                continue
            if i == moves:
                break
            legal = c.state.legal_actions()
            c.play(choose_text(game, "easy", c.observation, legal, seed + i))
        wait(lambda: False, 0.5)
        deck = "french" if game in ("declare", "belote") else game
        name = f"colour-blind-{deck}" if four else f"{game}-{theme_name}"
        w.grab().save(str(OUT / f"{name}{suffix}.png"))
        print("saved", name + suffix)
        c.shutdown()
        w.close()


if __name__ == "__main__":
    main()
