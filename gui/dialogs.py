"""Dialogs: new game (table options and seat difficulty), settings, round reveal, rules."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine.core import Game, InvalidOptionsError
from gui.games.base import Summary
from gui.storage import SPEEDS, AppSettings
from gui.text import option_label, options_problem

LEVELS = ("easy", "medium", "hard")


class NewGameDialog(QDialog):
    """Every table option of the game with its range and default, and each AI seat's level.

    Options that cannot work are refused here with the engine's reason in words, and OK
    stays disabled until they are fixed.
    """

    def __init__(self, game: Game, saved: dict[str, Any] | None = None,
                 levels: list[str] | None = None, parent: QWidget | None = None,
                 offered: tuple[str, ...] = LEVELS) -> None:
        super().__init__(parent)
        self.game = game
        self.offered = offered
        self.setWindowTitle(self.tr("New game: %1").replace("%1", game.name))
        self.widgets: dict[str, QWidget] = {}
        form = QFormLayout()
        saved = saved or {}
        for f in fields(game.options_type):
            md = f.metadata
            value = saved.get(f.name, f.default)
            w: QWidget
            if "choices" in md:
                w = QComboBox()
                for c in md["choices"]:
                    w.addItem(str(c), c)
                idx = w.findData(value)
                w.setCurrentIndex(idx if idx >= 0 else w.findData(f.default))
                w.currentIndexChanged.connect(self._validate)
            elif isinstance(f.default, bool):
                w = QCheckBox()
                w.setChecked(bool(value))
                w.toggled.connect(self._validate)
            elif isinstance(f.default, int):
                w = QSpinBox()
                w.setRange(int(md.get("min", 0)), int(md.get("max", 100000)))
                w.setValue(int(value) if isinstance(value, int) else int(f.default))
                w.valueChanged.connect(self._validate)
            else:
                continue
            w.setAccessibleName(option_label(f.name))
            self.widgets[f.name] = w
            form.addRow(option_label(f.name), w)
        box = QGroupBox(self.tr("Table options"))
        box.setLayout(form)
        self.seat_box = QGroupBox(self.tr("AI seats"))
        self.seat_form = QFormLayout(self.seat_box)
        self.seat_combos: list[QComboBox] = []
        self._levels = list(levels or [])
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c1121f; font-weight: bold;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(box)
        row.addWidget(self.seat_box)
        lay.addLayout(row)
        lay.addWidget(self.error)
        lay.addWidget(self.buttons)
        self._validate()

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

    def _sync_seats(self) -> None:
        n = self._players() - 1
        current = self.levels() or self._levels
        while len(self.seat_combos) > n:
            self.seat_combos.pop()
            self.seat_form.removeRow(self.seat_form.rowCount() - 1)
        while len(self.seat_combos) < n:
            i = len(self.seat_combos)
            c = QComboBox()
            for lv in self.offered:
                c.addItem(self.tr(lv.capitalize()), lv)
            lv = current[i] if i < len(current) else "medium"
            c.setCurrentIndex(max(0, c.findData(lv)))
            c.setAccessibleName(self.tr("Seat %1 difficulty").replace("%1", str(i + 1)))
            self.seat_combos.append(c)
            self.seat_form.addRow(self.tr("Seat %1").replace("%1", str(i + 1)), c)

    def _validate(self) -> None:
        self._sync_seats()
        try:
            self.options = self.game.options_from_dict(self.values())
            self.error.setText("")
            ok = True
        except InvalidOptionsError as e:
            self.error.setText(options_problem(e.reason, e.details))
            ok = False
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)


class SettingsDialog(QDialog):
    """App settings: animation speed, reduced motion, four-colour deck, card back."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.speed = QComboBox()
        names = {"instant": self.tr("Instant"), "fast": self.tr("Fast"),
                 "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for key in SPEEDS:
            self.speed.addItem(names[key], key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.animation_speed)))
        self.reduced = QCheckBox(self.tr("Reduce motion (cards jump instead of flying)"))
        self.reduced.setChecked(settings.reduced_motion)
        self.four = QCheckBox(self.tr("Four-colour deck"))
        self.four.setChecked(settings.four_colour)
        self.back = QComboBox()
        for key, label in (("blue", self.tr("Blue")), ("red", self.tr("Red")),
                           ("green", self.tr("Green"))):
            self.back.addItem(label, key)
        self.back.setCurrentIndex(max(0, self.back.findData(settings.card_back)))
        form = QFormLayout(self)
        form.addRow(self.tr("Animation speed"), self.speed)
        form.addRow("", self.reduced)
        form.addRow("", self.four)
        form.addRow(self.tr("Card back"), self.back)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def apply_to(self, settings: AppSettings) -> None:
        """Copy the choices into ``settings``."""
        settings.animation_speed = self.speed.currentData()
        settings.reduced_motion = self.reduced.isChecked()
        settings.four_colour = self.four.isChecked()
        settings.card_back = self.back.currentData()


class SummaryDialog(QDialog):
    """The end of a round: the adapter's summary, then Next (or Stop), or the final result."""

    def __init__(self, summary: Summary | None, can_stop: bool, final: str = "",
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.stop_requested = False
        self.setWindowTitle(self.tr("Game over") if final else self.tr("Round over"))
        lay = QVBoxLayout(self)
        self.table: QTableWidget | None = None
        if summary is not None:
            head = QLabel(summary.title)
            head.setWordWrap(True)
            head.setStyleSheet("font-size: 15px; font-weight: bold;")
            lay.addWidget(head)
            table = QTableWidget(len(summary.rows), len(summary.headers))
            table.setHorizontalHeaderLabels(summary.headers)
            for r, row in enumerate(summary.rows):
                for col, text in enumerate(row):
                    item = QTableWidgetItem(text)
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    table.setItem(r, col, item)
            table.horizontalHeader().setSectionResizeMode(
                QHeaderView.ResizeMode.ResizeToContents)
            table.verticalHeader().setVisible(False)
            table.setMinimumWidth(520)
            table.setMinimumHeight(min(600, 40 + 30 * len(summary.rows)))
            self.table = table
            lay.addWidget(table)
        self.result_label: QLabel | None = None
        if final:
            self.result_label = QLabel(final)
            self.result_label.setStyleSheet("font-size: 17px; font-weight: bold; color: #2a9d8f;")
            lay.addWidget(self.result_label)
        buttons = QDialogButtonBox()
        self.next_button = QPushButton(self.tr("Close") if final else self.tr("Next round"))
        self.next_button.setDefault(True)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.stop_button: QPushButton | None = None
        if can_stop and not final:
            self.stop_button = QPushButton(self.tr("Stop the match"))
            buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.RejectRole)
            self.stop_button.clicked.connect(self._stop)
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)

    def _stop(self) -> None:
        self.stop_requested = True
        self.accept()


class RulesDialog(QDialog):
    """The rules of the game in play, with the table's own numbers."""

    def __init__(self, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        view = QTextBrowser()
        view.setHtml(html)
        lay = QVBoxLayout(self)
        lay.addWidget(view)
        self.resize(560, 520)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)


def declare_rules_html(options: Any) -> str:
    """Declare's rules as the table plays them."""
    from PySide6.QtCore import QCoreApplication

    def t(s: str) -> str:
        return QCoreApplication.translate("Rules", s)

    o = options
    parts = [
        "<h2>" + t("Declare") + "</h2>",
        "<p>" + t("Lowest hand wins. Ace 1, 2-10 face value, J Q K 10; every card of the "
                  "joker rank is worth 0.") + "</p>",
        "<p>" + t("The dealer picks one of two face-up cards blind: its rank is the joker rank "
                  "for the round. The other card starts the discard pile.") + "</p>",
        "<p>" + t("On your turn, either declare, or throw and then pick: throw every card of "
                  "one rank, then take the top of the draw pile or one card of the group the "
                  "previous player threw.") + "</p>",
        "<p>" + t("You may declare when your total is under %1, once everyone has played %2 "
                  "turn(s) this round.").replace("%1", str(o.declare_limit))
        .replace("%2", str(o.go_arounds)) + "</p>",
        "<p>" + t("Good declare (strictly lowest): you add 0 and everyone else adds their "
                  "total. Bad declare (anyone ties or is lower): you add every hand's total, "
                  "your own included.") + "</p>",
        "<p>" + (t("The match is unlimited: you end it between rounds.") if o.unlimited
                 else t("The match lasts %1 round(s).").replace("%1", str(o.rounds)))
        + " " + t("The lowest total wins; ties are joint winners.") + "</p>",
    ]
    return "\n".join(parts)


def table_rules_html(game: Game, options: Any) -> str:
    """A game's summary and the house rules in force at this table."""
    def shown(value: object) -> str:
        if isinstance(value, bool):
            return RulesDialog.tr("Yes") if value else RulesDialog.tr("No")
        return str(value).replace("_", " ").capitalize() if isinstance(value, str) else str(value)

    rows = "".join(
        f"<tr><td>{option_label(f.name)}</td><td><b>{shown(getattr(options, f.name))}</b></td></tr>"
        for f in fields(options))
    return (f"<h2>{game.name}</h2><p>{game.description}</p>"
            f"<h3>{RulesDialog.tr('House rules at this table')}</h3>"
            f"<table cellpadding='4'>{rows}</table>")
