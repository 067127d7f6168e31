"""The new-game dialog: the table options (with their rules and house-rule presets) and
each AI seat's difficulty."""

from __future__ import annotations

import unicodedata
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
    QMessageBox,
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
from gui.rules_text import option_help_html, rules_html
from gui.services import folders, storage
from gui.text import (
    file_problem,
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


SEATS_IN_VIEW = 6  # seats' rows the level list shows before it scrolls


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
        self.saved: dict[str, dict[str, Any]] = {}  # this game's presets, as last read
        self._filling = False  # set_values is putting a preset's options in
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
        directions = self._directions()
        if seat < len(directions):
            where = words[directions[seat]]
            return (
                self.tr("Partner (%1)").replace("%1", where) if seat in self.partners() else where
            )
        side = self._side(seat, players)
        if [self._side(s, players) for s in range(1, players)].count(side) > 1:
            # two seats in the same part of the table (six seats: two "top left", helper-5):
            # the number alone, with the dialog's line on how seats are numbered
            return self.tr("Seat %1").replace("%1", str(seat))
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

    def _directions(self) -> tuple[str, ...]:
        """Each seat's direction in a partnership game ("south", "west"...), else none."""
        return tuple(plugin_for(self.game.id).seat_directions) if has_table(self.game.id) else ()

    @staticmethod
    def _side(seat: int, players: int) -> tuple[str, str]:
        """Where a seat sits on the table: ("top" | "bottom" | "", "left" | "right" | "")."""
        x, y = seat_positions(players)[seat]
        return (
            "top" if y < 0.3 else "bottom" if y > 0.62 else "",
            "left" if x < 0.4 else "right" if x > 0.6 else "",
        )

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
        sides = [self._side(seat, n) for seat in range(1, n)]
        directions = self._directions()
        note = 0  # the height of the line on how seats are numbered, if shown
        if not directions and len(set(sides)) < len(sides):  # some seats by number alone
            order = QLabel(
                self.tr("Seats are numbered clockwise from you: Seat 1 plays after you.")
            )
            order.setWordWrap(True)
            self.seat_form.addRow(order)
            note = order.heightForWidth(self.seat_box.sizeHint().width()) + (
                self.seat_form.verticalSpacing()
            )
        for seat in partners:
            self.seat_form.addRow(self.seat_label(seat, n), self.seat_combos[seat - 1])
        if partners:
            self.seat_form.addRow(QLabel("<b>" + self.tr("Opponents") + "</b>"))
        # the opponents as they sit, left to right: West before East in every partnership
        # game (Belote's seat order listed East first, Declaration's West, helper-5)
        where = {"west": 0, "north": 1, "east": 2, "south": 3}
        opponents = sorted(
            (s for s in range(1, n) if s not in partners),
            key=lambda s: where[directions[s]] if s < len(directions) else s,
        )
        for seat in opponents:
            self.seat_form.addRow(self.seat_label(seat, n), self.seat_combos[seat - 1])
        self._seats_shown = n
        bar = self.seat_scroll.verticalScrollBar().sizeHint().width()
        self.seat_scroll.setMinimumWidth(self.seat_box.sizeHint().width() + bar)
        # every seat's row in view up to six of them (then it scrolls): a table of six
        # showed four and a half, the fifth cut through
        whole = self.seat_box.sizeHint().height()
        per_row = (whole - note) / max(1, self.seat_form.rowCount() - (1 if note else 0))
        self.seat_scroll.setMinimumHeight(int(min(whole, note + SEATS_IN_VIEW * per_row)))

    # -- rules and presets ----------------------------------------------------------------
    def rules_html(self) -> str:
        """The rules as played with the options chosen now."""
        return rules_html(self.game, self.options)

    def _rules_help(self, name: str) -> QToolButton:
        """The help button beside an option: what that option does and the rules it changes,
        as the options chosen now make them (the whole rules are the button below)."""
        b = QToolButton()
        b.setText("?")  # a symbol, the same in every language
        b.setToolTip(self.tr("What this option does, with the options chosen here"))
        b.setAccessibleName(self.tr("Help on %1").replace("%1", option_label(name)))
        b.clicked.connect(lambda: self.show_option_help(name))
        self.option_rules_buttons[name] = b
        return b

    def show_option_help(self, name: str) -> None:
        """The help of one option, for the options chosen now."""
        RulesDialog(
            option_help_html(self.game, self.options, name),
            self,
            title=self.tr("Help: %1").replace("%1", option_label(name)),
        ).exec()

    def show_rules(self) -> None:
        """Show the rules for the options chosen now."""
        RulesDialog(self.rules_html(), self).exec()

    def _build_presets(self) -> None:
        self.preset_box = QGroupBox(self.tr("House-rule presets"))
        self.preset_combo = QComboBox()
        self.preset_combo.setAccessibleName(self.tr("Preset"))
        self.preset_combo.setToolTip(
            self.tr(
                "Pick a saved preset to fill in its options; “Custom” when the options "
                "chosen are no saved preset's"
            )
        )
        self.preset_combo.setMinimumWidth(180)
        self.preset_combo.activated.connect(self._on_preset_picked)
        buttons = []
        for text, tip, slot in (
            (
                self.tr("Save as…"),
                self.tr("Keep the options chosen now as a preset, under a name"),
                self._on_save_preset,
            ),
            (self.tr("Delete…"), self.tr("Forget the preset shown"), self._on_delete_preset),
            (
                self.tr("Export…"),
                self.tr("Write the preset shown to a file, to share"),
                self._on_export_preset,
            ),
            (self.tr("Import…"), self.tr("Add a preset from a file"), self._on_import_preset),
        ):
            b = QPushButton(text)
            b.setToolTip(tip)
            b.clicked.connect(slot)
            buttons.append(b)
        self.preset_save, self.preset_delete, self.preset_export, self.preset_import = buttons
        self.preset_status = QLabel()
        self.preset_status.setWordWrap(True)
        row = QHBoxLayout()
        label = QLabel(self.tr("Preset:"))
        label.setBuddy(self.preset_combo)
        row.addWidget(label)
        row.addWidget(self.preset_combo, 1)
        for b in buttons:
            row.addWidget(b)
        lay = QVBoxLayout(self.preset_box)
        lay.addLayout(row)
        lay.addWidget(self.preset_status)
        self._refresh_presets()

    def presets(self) -> dict[str, dict[str, Any]]:
        """This game's saved presets by name; an unreadable presets file is set aside and
        the player told so, in words."""
        errors: list[BaseException] = []
        presets = storage.load_presets(self.presets_file, errors=errors)
        if errors:
            error = errors[0]
            if isinstance(error, OSError):
                text = self.tr("Your saved presets cannot be read now: %1").replace(
                    "%1", file_problem(error)
                )
            else:
                text = self.tr(
                    "Your saved presets could not be read: the file is damaged. It was set "
                    "aside (nothing is lost), and presets saved from now on start a new one."
                )
            self.preset_status.setText(text)
        return presets.get(self.game.id, {})

    def _refresh_presets(self) -> None:
        """Read the saved presets again and list them in the box, showing the one the
        options chosen now match."""
        self.saved = self.presets()
        names = sorted(self.saved, key=str.casefold)
        combo = self.preset_combo
        combo.blockSignals(True)
        combo.clear()
        if names:
            combo.addItem(self.tr("Custom"), None)
            for name in names:
                combo.addItem(name, name)
        else:
            combo.addItem(self.tr("No preset saved yet"), None)
        combo.setEnabled(bool(names))
        combo.blockSignals(False)
        self._show_matching_preset()

    def matching_preset(self) -> str:
        """The saved preset whose options are the ones chosen now ("" for none: Custom):
        the one shown if it still matches, else the first by name."""
        try:
            now = self.game.options_from_dict(self.values())
        except InvalidOptionsError:
            return ""
        saved = self.saved
        shown = self.current_preset()
        for name in ([shown] if shown else []) + list(saved):
            try:
                if name in saved and self.game.options_from_dict(saved[name]) == now:
                    return name
            except (InvalidOptionsError, TypeError, ValueError):
                continue
        return ""

    def current_preset(self) -> str:
        """The preset the box shows ("" for Custom)."""
        data = self.preset_combo.currentData()
        return data if isinstance(data, str) else ""

    def _show_matching_preset(self) -> None:
        name = self.matching_preset()
        combo = self.preset_combo
        combo.blockSignals(True)
        combo.setCurrentIndex(max(0, combo.findData(name)) if name else 0)
        combo.blockSignals(False)
        for b in (self.preset_delete, self.preset_export):
            b.setEnabled(bool(name))

    def set_values(self, values: dict[str, Any]) -> None:
        """Show these options in the form (unknown names are ignored)."""
        self._filling = True
        try:
            for name, value in values.items():
                w = self.widgets.get(name)
                if isinstance(w, QComboBox):
                    w.setCurrentIndex(max(0, w.findData(value)))
                elif isinstance(w, QCheckBox):
                    w.setChecked(bool(value))
                elif isinstance(w, QSpinBox) and isinstance(value, int):
                    w.setValue(value)
        finally:
            self._filling = False
        self._validate()

    def load_preset(self, name: str) -> bool:
        """Put a saved preset's options in the form (the box then shows it)."""
        options = self.saved.get(name)
        if options is None:
            return False
        defaults = self.game.options_to_dict(self.game.options_type())
        self.set_values({**defaults, **options})  # an option it leaves out: its default
        self.preset_status.setText(self.tr("Loaded “%1”.").replace("%1", name))
        return True

    MAX_NAME = 40

    def name_problem(self, name: str) -> str:
        """Why ``name`` cannot name a preset, in words ("" when it can)."""
        name = name.strip()
        if not name:
            return self.tr("Give the preset a name.")
        if len(name) > self.MAX_NAME:
            return self.tr("A preset name has at most %1 characters.").replace(
                "%1", str(self.MAX_NAME)
            )
        if any(unicodedata.category(ch).startswith("C") for ch in name):
            return self.tr("A preset name cannot hold line breaks or other control characters.")
        if name.casefold() in {self.tr("Custom").casefold(), "custom"}:
            return self.tr(
                "“%1” is what the box says when the options are no saved preset's: "
                "pick another name."
            ).replace("%1", name)
        return ""

    def confirm(self, title: str, text: str, yes: str) -> bool:
        """Ask the player (Cancel is the default answer)."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self)
        ok = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        return box.clickedButton() is ok

    def _may_replace(self, name: str, options: dict[str, Any]) -> bool:
        """Whether a preset may be kept under ``name``: a new name, the same options, or
        the player agreed to replace the preset of that name."""
        old = self.saved.get(name)
        if old is None or old == options:
            return True
        return self.confirm(
            self.tr("Replace preset"),
            self.tr("A preset named “%1” already exists. Replace it with these options?").replace(
                "%1", name
            ),
            self.tr("Replace"),
        )

    def save_preset(self, name: str) -> bool:
        """Keep the options chosen now under ``name`` (asking before replacing another
        preset of that name)."""
        problem = self.name_problem(name)
        name = name.strip()
        if problem:
            self.preset_status.setText(problem)
            return False
        if not self.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled():
            self.preset_status.setText(self.tr("Only options that can be played can be saved."))
            return False
        values = self.values()
        if not self._may_replace(name, values):
            self.preset_status.setText(self.tr("“%1” was kept as it was.").replace("%1", name))
            return False
        replaced = name in self.saved
        try:
            storage.save_preset(self.game.id, name, values, self.presets_file)
        except OSError as e:
            self.preset_status.setText(
                self.tr("Could not save the preset: %1").replace("%1", file_problem(e))
            )
            return False
        self._refresh_presets()
        self.preset_status.setText(
            (self.tr("Replaced “%1”.") if replaced else self.tr("Saved “%1”.")).replace("%1", name)
        )
        return True

    def delete_preset(self, name: str) -> bool:
        """Forget a saved preset, once the player agrees."""
        if name not in self.saved:
            return False
        if not self.confirm(
            self.tr("Delete preset"),
            self.tr("Delete the preset “%1”? This cannot be undone.").replace("%1", name),
            self.tr("Delete"),
        ):
            return False
        try:
            storage.delete_preset(self.game.id, name, self.presets_file)
        except OSError as e:
            self.preset_status.setText(
                self.tr("Could not delete the preset: %1").replace("%1", file_problem(e))
            )
            return False
        self._refresh_presets()
        self.preset_status.setText(self.tr("Deleted “%1”.").replace("%1", name))
        return True

    def export_preset(self, name: str, target: Path) -> bool:
        """Write a saved preset to a file of its own."""
        options = self.saved.get(name)
        if options is None:
            return False
        try:
            storage.export_preset(target, self.game.id, name, options)
        except OSError as e:
            self.preset_status.setText(
                self.tr("Could not export the preset: %1").replace("%1", file_problem(e))
            )
            return False
        self.preset_status.setText(
            self.tr("Exported “%1” to %2.").replace("%1", name).replace("%2", str(target))
        )
        return True

    def import_preset(self, source: Path) -> bool:
        """Add a preset file's options to the saved presets and show them; a file that
        cannot be used is refused with the reason, and nothing changes. A preset of the
        same name is replaced only if the player agrees."""
        try:
            name, options = storage.import_preset(source, self.game)
        except storage.PresetError as e:
            self.preset_status.setText(
                self.tr("This file cannot be imported: %1").replace("%1", preset_problem(e))
            )
            return False
        name = name[: self.MAX_NAME].strip()
        if not self._may_replace(name, options):
            self.preset_status.setText(self.tr("“%1” was kept as it was.").replace("%1", name))
            return False
        try:
            storage.save_preset(self.game.id, name, options, self.presets_file)
        except OSError as e:
            self.preset_status.setText(
                self.tr("Could not save the preset: %1").replace("%1", file_problem(e))
            )
            return False
        self._refresh_presets()
        self.load_preset(name)
        self.preset_status.setText(self.tr("Imported “%1”.").replace("%1", name))
        return True

    def _on_preset_picked(self, index: int) -> None:
        name = self.preset_combo.itemData(index)
        if isinstance(name, str):
            self.load_preset(name)
        else:  # Custom: the options stay as they are
            self._show_matching_preset()

    def _on_save_preset(self) -> None:
        name, ok = QInputDialog.getText(
            self,
            self.tr("Save preset"),
            self.tr("Preset name (at most %1 characters):").replace("%1", str(self.MAX_NAME)),
            text=self.current_preset(),
        )
        if ok:
            self.save_preset(name)

    def _on_delete_preset(self) -> None:
        name = self.current_preset()
        if name:
            self.delete_preset(name)

    def _on_export_preset(self) -> None:
        name = self.current_preset()
        if not name:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export preset"),
            folders.export_path(f"{self.game.id}-{name}.json"),
            self.tr("Presets (*.json)"),
        )
        if path:
            self.export_preset(name, Path(path))

    def _on_import_preset(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import preset"),
            str(folders.documents_dir()),
            self.tr("Presets (*.json)"),
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
        if not self._filling:  # a preset's options all in, then once
            self._show_matching_preset()
