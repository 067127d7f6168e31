"""The settings dialog: language, animations, deck, theme, table colour and sound."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from gui.services.languages import LANGUAGES
from gui.services.storage import CARD_BACKS, FELTS, SPEEDS, TRICK_LINGER_MS, AppSettings


class SettingsDialog(QDialog):
    """App settings: animation speed, reduced motion, four-colour deck, card back, theme,
    table colour and sound. Theme and table colour show at once (``look_changed``)."""

    look_changed = Signal(str, str)  # theme, felt: previewed while the dialog is open

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.speed = QComboBox()
        names = {
            "instant": self.tr("Instant"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for key in SPEEDS:
            self.speed.addItem(names[key], key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.animation_speed)))
        self.reduced = QCheckBox(self.tr("Reduce motion (cards jump instead of flying)"))
        self.reduced.setChecked(settings.reduced_motion)
        self.four = QCheckBox(self.tr("Four-colour deck"))
        self.four.setChecked(settings.four_colour)
        self.undo = QCheckBox(self.tr("Allow undo of your last move (the game is marked)"))
        self.undo.setChecked(settings.undo)
        self.announce = QCheckBox(
            self.tr("Belote: I announce my declarations myself (playing a card first asks)")
        )
        self.announce.setChecked(settings.announce_by_hand)
        self.four.setToolTip(
            self.tr(
                "Every suit in its own colour, with its letter in the "
                "corner: easier to tell apart, also with colour blindness"
            )
        )
        colours = {
            "blue": self.tr("Blue"),
            "red": self.tr("Red"),
            "green": self.tr("Green"),
            "purple": self.tr("Purple"),
            "black": self.tr("Black"),
            "grey": self.tr("Grey"),
        }
        self.back = QComboBox()
        for key in CARD_BACKS:
            self.back.addItem(colours[key], key)
        self.back.setCurrentIndex(max(0, self.back.findData(settings.card_back)))
        self.theme = QComboBox()
        for key, label in (
            ("system", self.tr("Follow the system")),
            ("light", self.tr("Light")),
            ("dark", self.tr("Dark")),
        ):
            self.theme.addItem(label, key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        self.felt = QComboBox()
        for key in FELTS:
            self.felt.addItem(colours[key], key)
        self.felt.setCurrentIndex(max(0, self.felt.findData(settings.felt)))
        self.sound = QCheckBox(self.tr("Play sounds (cards, chips, your turn)"))
        self.sound.setChecked(settings.sound)
        self.playable = QCheckBox(self.tr("Dim the cards you cannot play now"))
        self.playable.setChecked(settings.show_playable)
        self.linger = QSpinBox()
        self.linger.setRange(*TRICK_LINGER_MS)
        self.linger.setSingleStep(100)
        self.linger.setSuffix(self.tr(" ms"))
        self.linger.setValue(settings.trick_linger)
        self.linger.setAccessibleName(self.tr("A finished trick stays on the table"))
        for w, name in (
            (self.speed, self.tr("Animation speed")),
            (self.back, self.tr("Card back")),
            (self.theme, self.tr("Theme")),
            (self.felt, self.tr("Table colour")),
        ):
            w.setAccessibleName(name)
        self.theme.currentIndexChanged.connect(self._on_look_changed)
        self.felt.currentIndexChanged.connect(self._on_look_changed)
        # each language in its own words, so a player can find theirs in any language
        self.language = QComboBox()
        self.language.addItem(
            self.tr("System language (%1)").replace(
                "%1", QLocale.system().nativeLanguageName() or "English"
            ),
            "",
        )
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.language.setAccessibleName(self.tr("Language"))
        form = QFormLayout(self)
        form.addRow(self.tr("&Language"), self.language)
        # a run started in another language (``--lang``) leaves the setting as it is: the
        # box said "System language (English)" over a German app (helper-5)
        running = QLocale().name().split("_")[0]  # install_translators sets the default
        chosen = (settings.language or QLocale.system().name()).split("_")[0]
        if running in LANGUAGES and running != chosen:
            note = QLabel(
                self.tr("This run is in %1, chosen when the app was started.").replace(
                    "%1", LANGUAGES[running]
                )
            )
            note.setObjectName("languageNote")
            note.setWordWrap(True)
            form.addRow("", note)
        form.addRow(self.tr("Animation speed"), self.speed)
        form.addRow("", self.reduced)
        form.addRow("", self.four)
        form.addRow("", self.undo)
        form.addRow("", self.playable)
        form.addRow(self.tr("A finished trick stays on the table"), self.linger)
        form.addRow("", self.announce)
        form.addRow(self.tr("Card back"), self.back)
        form.addRow(self.tr("Theme"), self.theme)
        form.addRow(self.tr("Table colour"), self.felt)
        form.addRow("", self.sound)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def apply_to(self, settings: AppSettings) -> None:
        """Copy the choices into ``settings``."""
        settings.language = self.language.currentData()
        settings.animation_speed = self.speed.currentData()
        settings.reduced_motion = self.reduced.isChecked()
        settings.four_colour = self.four.isChecked()
        settings.undo = self.undo.isChecked()
        settings.announce_by_hand = self.announce.isChecked()
        settings.card_back = self.back.currentData()
        settings.theme = self.theme.currentData()
        settings.felt = self.felt.currentData()
        settings.sound = self.sound.isChecked()
        settings.show_playable = self.playable.isChecked()
        settings.trick_linger = self.linger.value()

    def _on_look_changed(self) -> None:
        self.look_changed.emit(self.theme.currentData(), self.felt.currentData())
