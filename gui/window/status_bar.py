"""The right of the status bar: what the table is about."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar

translate = QCoreApplication.translate


class StatusInfo:
    """The permanent widgets at the right of the window's status bar (its messages stay on
    the left): what cannot be written just now (a lasting fault: it stays until it has
    passed, unlike a message), "Read-only" when another app holds the data folder, a busy
    bar while an AI seat thinks, the deal number and the deal's fair-deal fingerprint.
    (Widgets in the window's own bar: PySide's ``setStatusBar`` would leave an extra,
    hidden QStatusBar behind.)"""

    def __init__(self, bar: QStatusBar) -> None:
        self.faults: dict[str, str] = {}
        self.fault_label = QLabel()
        self.fault_label.setStyleSheet("QLabel { color: #b00020; font-weight: bold; }")
        self.fault_label.setVisible(False)
        bar.addPermanentWidget(self.fault_label)
        self.read_only_label = QLabel(translate("MainWindow", "Read-only"))
        self.read_only_label.setToolTip(
            translate(
                "MainWindow",
                "Card Table is open in another window on the same files: this one saves "
                "nothing (no autosave, history, statistics or settings).",
            )
        )
        self.read_only_label.setVisible(False)
        bar.addPermanentWidget(self.read_only_label)
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
        self.bar = bar
        self.deal_shown = False  # the deal labels belong on this page (a table)
        # a message too long for the room the labels leave (a hint's reason, in German)
        # was cut off: while it shows they make way for it
        bar.messageChanged.connect(self._make_room)

    def show_fault(self, key: str, message: str) -> None:
        """Show a lasting fault (``key`` names it: "save", "stats"...) until it is shown
        again with an empty message."""
        if message:
            self.faults[key] = message
        else:
            self.faults.pop(key, None)
        self.fault_label.setVisible(bool(self.faults))
        if self.faults:
            self.fault_label.setText("⚠ " + translate("MainWindow", "Not saved"))
            self.fault_label.setToolTip("\n".join(self.faults.values()))

    def show_read_only(self, read_only: bool) -> None:
        """Say that this window writes nothing (another one holds the data folder)."""
        self.read_only_label.setVisible(read_only)

    def show_thinking(self, thinking: bool) -> None:
        """Show the busy bar while an AI seat thinks."""
        self.thinking_bar.setVisible(thinking)

    def show_deal(self, seed: int) -> None:
        """The game's number (its seed, from which every deal of the game is dealt), to
        replay or report it. It was called "Deal #", though it stays the same all game."""
        self.deal_label.setText(translate("MainWindow", "Game #%1").replace("%1", str(seed)))
        self.deal_label.setToolTip(
            translate(
                "MainWindow",
                "This game's number: every deal of the game is dealt from it. Quote it "
                "when you report a problem.",
            )
        )

    def show_deal_labels(self, shown: bool) -> None:
        """Show the deal number and fingerprint (a table page), or hide them (the chooser)."""
        self.deal_shown = shown
        self._make_room(self.bar.currentMessage())

    def _make_room(self, message: str) -> None:
        """The deal labels show on a table page unless ``message`` needs their room."""
        shown = self.deal_shown
        if shown and message:
            labels = (self.deal_label, self.fingerprint_label)
            taken = sum(w.sizeHint().width() + 12 for w in labels if w.text())
            room = self.bar.width() - taken - 40
            shown = self.bar.fontMetrics().horizontalAdvance(message) <= room
        self.deal_label.setVisible(shown)
        self.fingerprint_label.setVisible(shown)

    def show_fingerprint(self, text: str) -> None:
        """The fingerprint of the deal in play ("" before its first deal). Its label is as
        wide as any fingerprint needs, so the game's number beside it stays put from deal to
        deal (it stepped with the hex digits' widths, helper-5)."""
        words = translate("MainWindow", "Deal fingerprint %1")
        label = self.fingerprint_label
        fm = label.fontMetrics()
        widest = max("0123456789abcdef", key=fm.horizontalAdvance)
        sample = words.replace("%1", " ".join([widest * 4] * 3))
        label.setMinimumWidth(fm.horizontalAdvance(sample) + 4)  # and the label's margin
        label.setText(words.replace("%1", text) if text else "")
