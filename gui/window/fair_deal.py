"""Game → Reveal and check the deal, in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from engine.fairdeal import fingerprint

if TYPE_CHECKING:
    from gui.controller import GameController

translate = QCoreApplication.translate


def fair_deal_report(controller: GameController) -> tuple[bool, str]:
    """Reveal the secrets of the deals whose hand is over and check them: whether they all
    matched, and the report in words."""
    c = controller
    if c.state is None:
        return False, translate("MainWindow", "There is no game.")
    if c.fair_secret is None:
        return False, translate(
            "MainWindow", "This game was saved before fair-deal proofs were kept: it has none."
        )
    result = c.verify_deals()
    if not result.deals and result.ok:
        shown = fingerprint(c.commitments[-1].sha256) if c.commitments else ""
        return True, translate(
            "MainWindow",
            "The deal in play is revealed once its hand is over. Its fingerprint is %1.",
        ).replace("%1", shown)
    lines = []
    for d in result.deals:
        lines.append(
            (
                translate("MainWindow", "Deal %1: fingerprint %2, secret %3: it matches.")
                if d.ok
                else translate(
                    "MainWindow", "Deal %1: fingerprint %2, secret %3: it does NOT match."
                )
            )
            .replace("%1", str(d.deal + 1))
            .replace("%2", fingerprint(d.stored))
            .replace("%3", d.salt[:16] + "…")
        )
    head = (
        translate(
            "MainWindow", "Every finished deal was dealt exactly as its fingerprint promised."
        )
        if result.ok
        else translate("MainWindow", "The check failed: %1").replace("%1", result.message)
    )
    return result.ok, head + "\n\n" + "\n".join(lines)
