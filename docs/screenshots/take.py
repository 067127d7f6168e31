"""Take the screenshots in this folder: run under Xvfb (see docs/qt.md).

xvfb-run -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/take.py
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
OUT = Path(__file__).resolve().parent


def main() -> None:
    """Chooser, a Declare table mid-round, and the round reveal."""
    sys.setswitchinterval(0.001)
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from gui.main_window import MainWindow
    from gui.services import storage

    tmp = Path(tempfile.mkdtemp())
    w = MainWindow(
        storage.AppSettings(animation_speed="fast"),
        save_path=tmp / "s.json",
        config_path=tmp / "c.json",
    )
    w.move(0, 0)
    w.resize(1400, 900)
    w.show()

    def wait(cond, seconds=20.0):  # noqa: ANN001
        end = time.time() + seconds
        while time.time() < end and not cond():
            app.processEvents()
            time.sleep(0.01)

    def shot(name: str) -> None:
        for _ in range(30):
            app.processEvents()
            time.sleep(0.02)
        app.primaryScreen().grabWindow(0).save(str(OUT / name))
        print("saved", name)

    shot("chooser.png")
    w.start_game(
        "declare",
        {"players": 5, "go_arounds": 2, "rounds": 3},
        ["easy", "medium", "medium", "easy"],
        seed=2024,
    )
    c = w.controller
    moves = 0
    while moves < 9:
        wait(
            lambda: (
                (c.is_human_turn() and not w.scene.is_animating()) or w.pending_dialog is not None
            )
        )
        if w.pending_dialog is not None:
            wait(lambda: w.pending_dialog.isVisible())
            w.pending_dialog.next_button.click()
            continue
        obs = c.observation
        action = [a for a in c.state.legal_actions() if a.kind != "declare"]
        if obs.phase == "turn":  # throw the highest rank
            from engine.games.declare.state import card_value

            worst = max(obs.hand, key=lambda x: card_value(x, obs.joker_rank))
            c.play(f"throw {worst.rank}")
        elif obs.phase == "pick":
            c.play(
                min(
                    action,
                    key=lambda a: (
                        99
                        if a.args[0] == "draw"
                        else int(
                            card_value(
                                __import__("engine.cards").cards.Card.parse(a.args[0]),
                                obs.joker_rank,
                            )
                        )
                    ),
                )
            )
        else:
            c.play(action[0])
        moves += 1
    wait(lambda: c.is_human_turn() and c.observation.phase == "turn" and not w.scene.is_animating())
    shot("declare-mid-round.png")
    while c.state.phase not in ("round_over", "over"):
        wait(lambda: c.is_human_turn() or c.state.phase in ("round_over", "over"))
        if c.state.phase in ("round_over", "over"):
            break
        legal = c.state.legal_actions()
        c.play(legal[0] if legal[0].kind == "declare" else legal[-1])
    wait(lambda: w.pending_dialog is not None and w.pending_dialog.isVisible())
    shot("declare-reveal.png")
    c.shutdown()


if __name__ == "__main__":
    main()
