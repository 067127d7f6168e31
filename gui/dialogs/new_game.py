"""The new-game dialog: the table options (with their rules and house-rule presets) and
each AI seat's difficulty."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.core import Game, InvalidOptionsError
from gui import theme
from gui.dialogs.rules import RulesDialog
from gui.games import has_table, plugin_for
from gui.games.base import seat_positions
from gui.rules_text import rules_html
from gui.services import storage
from gui.text import (
    game_name,
    level_name,
    option_label,
    option_value,
    options_problem,
    preset_problem,
)

LEVELS = ("easy", "medium", "hard")


class UsualSpinBox(QSpinBox):
    """A number box whose 0 stands for a usual value (``usual()``, e.g. the variant's
    target): Up from it starts at that value, and Down past the smallest step returns to 0,
    never a nonsense value such as 1."""

    def __init__(self, usual: Any) -> None:
        super().__init__()
        self.usual = usual

    def stepBy(self, steps: int) -> None:  # noqa: N802 (Qt's name)
        value = self.value()
        if value == 0 and steps > 0:
            self.setValue(max(self.singleStep(), int(self.usual())))
        elif value > 0 and value + steps * self.singleStep() <= 0:
            self.setValue(0)
        else:
            super().stepBy(steps)


class NewGameDialog(QDialog):
    """Every table option of the game with its range and default, and each AI seat's level.

    Options that cannot work are refused here with the engine's reason in words, and OK
    stays disabled until they are fixed.
    """

    def __init__(
        self,
        game: Game,
        saved: dict[str, Any] | None = None,
        levels: list[str] | None = None,
        parent: QWidget | None = None,
        offered: tuple[str, ...] = LEVELS,
        presets_file: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.presets_file = presets_file
        self._seats_shown = 0
        self.offered = offered
        self.setWindowTitle(self.tr("New game: %1").replace("%1", game_name(game.id)))
        self.widgets: dict[str, QWidget] = {}
        self.option_rules_buttons: dict[str, QToolButton] = {}
        form = QFormLayout()
        saved = saved or {}
        for f in fields(game.options_type):
            md = f.metadata
            value = saved.get(f.name, f.default)
            w: QWidget
            if "choices" in md:
                w = QComboBox()
                for c in md["choices"]:
                    w.addItem(option_value(c), c)
                idx = w.findData(value)
                w.setCurrentIndex(idx if idx >= 0 else w.findData(f.default))
                w.currentIndexChanged.connect(self._validate)
            elif isinstance(f.default, bool):
                w = QCheckBox()
                w.setChecked(bool(value))
                w.toggled.connect(self._validate)
            elif isinstance(f.default, int):
                usual = md.get("zero") == "usual"  # 0 stands for the variant's usual value
                w = UsualSpinBox(lambda name=f.name: self._usual(name)) if usual else QSpinBox()
                w.setRange(int(md.get("min", 0)), int(md.get("max", 100000)))
                w.setSingleStep(int(md.get("step", 1)))
                w.setValue(int(value) if isinstance(value, int) else int(f.default))
                if usual:
                    w.setSpecialValueText(self.tr("Usual for the variant"))
                w.valueChanged.connect(self._validate)
            else:
                continue
            w.setAccessibleName(option_label(f.name))
            self.widgets[f.name] = w
            label = QLabel(option_label(f.name))
            label.setBuddy(w)
            row = QHBoxLayout()
            row.addWidget(w, 1)
            row.addWidget(self._rules_help(f.name))
            form.addRow(label, row)
        self.rules_button = QPushButton(self.tr("Rules for these options…"))
        self.rules_button.setToolTip(
            self.tr("The rules as they will be played with the options chosen here")
        )
        self.rules_button.clicked.connect(self.show_rules)
        form.addRow(self.rules_button)
        box = QGroupBox(self.tr("Table options"))
        box.setLayout(form)
        self._build_presets()
        self.seat_box = QGroupBox(self.tr("AI seats"))
        self.seat_form = QFormLayout(self.seat_box)
        self.seat_combos: list[QComboBox] = []
        self._levels = list(levels or [])
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {theme.error_colour(parent)}; font-weight: bold;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(box)
        # twenty seats' levels scroll rather than make the dialog taller than the screen
        self.seat_scroll = QScrollArea()
        self.seat_scroll.setWidget(self.seat_box)
        self.seat_scroll.setWidgetResizable(True)
        self.seat_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.seat_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        row.addWidget(self.seat_scroll)
        lay.addLayout(row)
        lay.addWidget(self.preset_box)
        lay.addWidget(self.error)
        lay.addWidget(self.buttons)
        self._validate()

    def _usual(self, name: str) -> int:
        """The value option ``name`` stands for at 0 with the other options chosen now (the
        options' ``usual`` property for it, e.g. ``goal`` for ``target``), else its step."""
        field_ = next(f for f in fields(self.game.options_type) if f.name == name)
        attr = field_.metadata.get("usual", "")
        try:
            options = self.game.options_from_dict({**self.values(), name: 0})
        except InvalidOptionsError:
            return 0
        return int(getattr(options, attr, 0)) if attr else 0

    def values(self) -> dict[str, Any]:
        """The options as JSON data."""
        out: dict[str, Any] = {}
        for name, w in self.widgets.items():
            if isinstance(w, QComboBox):
                out[name] = w.currentData()
            elif isinstance(w, QCheckBox):
                out[name] = w.isChecked()
            elif isinstance(w, QSpinBox):
                out[name] = w.value()
        return out

    def levels(self) -> list[str]:
        """The AI seats' levels, seat 1 onwards."""
        return [c.currentData() for c in self.seat_combos]

    def _players(self) -> int:
        w = self.widgets.get("players")
        return w.value() if isinstance(w, QSpinBox) else self.game.min_players

    def partners(self) -> list[int]:
        """The player's partner seats (empty when everyone plays alone)."""
        return [s for team in self.game.teams if 0 in team for s in team if s != 0]

    def seat_label(self, seat: int, players: int) -> str:
        """A seat's name in the dialog: "Partner (North)", "West", or "Seat 2 (top)"."""
        words = {
            "north": self.tr("North"),
            "south": self.tr("South"),
            "east": self.tr("East"),
            "west": self.tr("West"),
        }
        # where each seat sits in a partnership game (seat 0, the player, is South)
        directions = plugin_for(self.game.id).seat_directions if has_table(self.game.id) else ()
        if seat < len(directions):
            where = words[directions[seat]]
            return (
                self.tr("Partner (%1)").replace("%1", where) if seat in self.partners() else where
            )
        x, y = seat_positions(players)[seat]
        side = (
            "top" if y < 0.3 else "bottom" if y > 0.62 else "",
            "left" if x < 0.4 else "right" if x > 0.6 else "",
        )
        place = {
            ("top", "left"): self.tr("top left"),
            ("top", ""): self.tr("top"),
            ("top", "right"): self.tr("top right"),
            ("", "left"): self.tr("left"),
            ("", "right"): self.tr("right"),
            ("", ""): self.tr("centre"),
            ("bottom", "left"): self.tr("bottom left"),
            ("bottom", ""): self.tr("bottom"),
            ("bottom", "right"): self.tr("bottom right"),
        }[side]
        return self.tr("Seat %1 (%2)").replace("%1", str(seat)).replace("%2", place)

    def _sync_seats(self) -> None:
        """One level per AI seat, named by where it sits; the partner comes first, on its
        own, then the opponents. Levels already chosen are kept when the table grows."""
        n = self._players()
        if n == self._seats_shown:
            return
        current = self.levels() or self._levels
        while self.seat_form.rowCount():
            self.seat_form.removeRow(0)
        self.seat_combos = []
        for seat in range(1, n):
            c = QComboBox()
            for lv in self.offered:
                c.addItem(level_name(lv), lv)
            lv = current[seat - 1] if seat - 1 < len(current) else "medium"
            c.setCurrentIndex(max(0, c.findData(lv)))
            c.setAccessibleName(self.tr("%1 difficulty").replace("%1", self.seat_label(seat, n)))
            self.seat_combos.append(c)
        partners = [s for s in self.partners() if s < n]
        for seat in partners:
            self.seat_form.addRow(self.seat_label(seat, n), self.seat_combos[seat - 1])
        if partners:
            self.seat_form.addRow(QLabel("<b>" + self.tr("Opponents") + "</b>"))
        for seat in range(1, n):
            if seat not in partners:
                self.seat_form.addRow(self.seat_label(seat, n), self.seat_combos[seat - 1])
        self._seats_shown = n
        bar = self.seat_scroll.verticalScrollBar().sizeHint().width()
        self.seat_scroll.setMinimumWidth(self.seat_box.sizeHint().width() + bar)

    # -- rules and presets ----------------------------------------------------------------
    def rules_html(self) -> str:
        """The rules as played with the options chosen now."""
        return rules_html(self.game, self.options)

    def _rules_help(self, name: str) -> QToolButton:
        """The help button beside an option: the rules as that option and the others make
        them now."""
        b = QToolButton()
        b.setText("?")  # a symbol, the same in every language
        b.setToolTip(self.tr("The rules as they will be played with the options chosen here"))
        b.setAccessibleName(self.tr("Rules for these options…"))
        b.clicked.connect(self.show_rules)
        self.option_rules_buttons[name] = b
        return b

    def show_rules(self) -> None:
        """Show the rules for the options chosen now."""
        RulesDialog(self.rules_html(), self).exec()

    def _build_presets(self) -> None:
        self.preset_box = QGroupBox(self.tr("House-rule presets"))
        self.preset_combo = QComboBox()
        self.preset_combo.setAccessibleName(self.tr("Saved presets"))
        self.preset_combo.setMinimumWidth(160)
        self.preset_combo.setPlaceholderText(self.tr("No preset saved yet"))
        buttons = []
        for text, slot in (
            (self.tr("Load"), self._on_load_preset),
            (self.tr("Save as…"), self._on_save_preset),
            (self.tr("Export…"), self._on_export_preset),
            (self.tr("Import…"), self._on_import_preset),
        ):
            b = QPushButton(text)
            b.clicked.connect(slot)
            buttons.append(b)
        self.preset_load, self.preset_save, self.preset_export, self.preset_import = buttons
        self.preset_status = QLabel()
        self.preset_status.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.preset_combo, 1)
        for b in buttons:
            row.addWidget(b)
        lay = QVBoxLayout(self.preset_box)
        lay.addLayout(row)
        lay.addWidget(self.preset_status)
        self._refresh_presets()

    def presets(self) -> dict[str, dict[str, Any]]:
        """This game's saved presets by name; an unreadable presets file is set aside and
        the player told so."""
        problems: list[str] = []
        presets = storage.load_presets(self.presets_file, problems)
        if problems:
            self.preset_status.setText(
                self.tr("Your presets could not be read: %1").replace("%1", problems[0])
            )
        return presets.get(self.game.id, {})

    def _refresh_presets(self, select: str = "") -> None:
        names = sorted(self.presets())
        self.preset_combo.clear()
        self.preset_combo.addItems(names)
        if select in names:
            self.preset_combo.setCurrentText(select)
        for b in (self.preset_load, self.preset_export):
            b.setEnabled(bool(names))

    def set_values(self, values: dict[str, Any]) -> None:
        """Show these options in the form (unknown names are ignored)."""
        for name, value in values.items():
            w = self.widgets.get(name)
            if isinstance(w, QComboBox):
                w.setCurrentIndex(max(0, w.findData(value)))
            elif isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QSpinBox) and isinstance(value, int):
                w.setValue(value)
        self._validate()

    def load_preset(self, name: str) -> bool:
        """Put a saved preset's options in the form."""
        options = self.presets().get(name)
        if options is None:
            return False
        self.set_values(options)
        self.preset_status.setText(self.tr("Loaded “%1”.").replace("%1", name))
        return True

    def save_preset(self, name: str) -> bool:
        """Keep the options chosen now under ``name``."""
        name = name.strip()
        if not name or not self.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled():
            self.preset_status.setText(
                self.tr("Only options that can be played can be saved, under a name.")
            )
            return False
        try:
            storage.save_preset(self.game.id, name, self.values(), self.presets_file)
        except OSError as e:
            self.preset_status.setText(
                self.tr("Could not save the preset: %1").replace("%1", e.strerror or str(e))
            )
            return False
        self._refresh_presets(name)
        self.preset_status.setText(self.tr("Saved “%1”.").replace("%1", name))
        return True

    def export_preset(self, name: str, target: Path) -> bool:
        """Write a saved preset to a file of its own."""
        options = self.presets().get(name)
        if options is None:
            return False
        try:
            storage.export_preset(target, self.game.id, name, options)
        except OSError as e:
            self.preset_status.setText(
                self.tr("Could not export the preset: %1").replace("%1", e.strerror or str(e))
            )
            return False
        self.preset_status.setText(
            self.tr("Exported “%1” to %2.").replace("%1", name).replace("%2", str(target))
        )
        return True

    def import_preset(self, source: Path) -> bool:
        """Add a preset file's options to the saved presets and show them; a file that
        cannot be used is refused with the reason, and nothing changes."""
        try:
            name, options = storage.import_preset(source, self.game)
            storage.save_preset(self.game.id, name, options, self.presets_file)
        except storage.PresetError as e:
            self.preset_status.setText(
                self.tr("This file cannot be imported: %1").replace("%1", preset_problem(e))
            )
            return False
        except OSError as e:
            self.preset_status.setText(
                self.tr("Could not save the preset: %1").replace("%1", e.strerror or str(e))
            )
            return False
        self._refresh_presets(name)
        self.set_values(options)
        self.preset_status.setText(self.tr("Imported “%1”.").replace("%1", name))
        return True

    def _on_load_preset(self) -> None:
        self.load_preset(self.preset_combo.currentText())

    def _on_save_preset(self) -> None:
        name, ok = QInputDialog.getText(
            self,
            self.tr("Save preset"),
            self.tr("Preset name:"),
            text=self.preset_combo.currentText(),
        )
        if ok:
            self.save_preset(name)

    def _on_export_preset(self) -> None:
        name = self.preset_combo.currentText()
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export preset"),
            f"{self.game.id}-{name}.json",
            self.tr("Presets (*.json)"),
        )
        if path:
            self.export_preset(name, Path(path))

    def _on_import_preset(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import preset"), "", self.tr("Presets (*.json)")
        )
        if path:
            self.import_preset(Path(path))

    def _validate(self) -> None:
        self._sync_seats()
        try:
            self.options = self.game.options_from_dict(self.values())
            self.error.setText("")
            ok = True
        except InvalidOptionsError as e:
            self.error.setText(options_problem(e.reason, e.details))
            ok = False
        self.rules_button.setEnabled(ok)
        for b in self.option_rules_buttons.values():
            b.setEnabled(ok)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
