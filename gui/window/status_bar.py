"""The right of the status bar: what the table is about."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar

translate = QCoreApplication.translate


class StatusInfo:
    """The permanent widgets at the right of the window's status bar (its messages stay on
    the left): a busy bar while an AI seat thinks, the deal number and the deal's fair-deal
    fingerprint. (Widgets in the window's own bar: PySide's ``setStatusBar`` would leave an
    extra, hidden QStatusBar behind.)"""

    def __init__(self, bar: QStatusBar) -> None:
        self.thinking_bar = QProgressBar()
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setMaximumWidth(120)
        self.thinking_bar.setVisible(False)
        bar.addPermanentWidget(self.thinking_bar)
        self.deal_label = QLabel()
        bar.addPermanentWidget(self.deal_label)
        self.fingerprint_label = QLabel()
        self.fingerprint_label.setToolTip(
            translate(
                "MainWindow",
                "Fair-deal fingerprint: a commitment to this deal, made before anyone played. "
                "After the hand, Game → Reveal and check the deal shows that the cards matched.",
            )
        )
        bar.addPermanentWidget(self.fingerprint_label)

    def show_thinking(self, thinking: bool) -> None:
        """Show the busy bar while an AI seat thinks."""
        self.thinking_bar.setVisible(thinking)

    def show_deal(self, seed: int) -> None:
        """The deal number (its seed), to replay or report it."""
        self.deal_label.setText(translate("MainWindow", "Deal #%1").replace("%1", str(seed)))

    def show_fingerprint(self, text: str) -> None:
        """The fingerprint of the deal in play ("" before its first deal)."""
        self.fingerprint_label.setText(
            translate("MainWindow", "Deal fingerprint %1").replace("%1", text) if text else ""
        )
