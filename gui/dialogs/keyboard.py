"""Help → Keyboard: every shortcut of the window, read from the window itself.

The list is made when the window opens from the menus' ``QAction``s, the buttons' shortcuts
and mnemonics (``&New game`` is Alt+N) and the table view's own keys
(``TableView.key_help``), so it cannot go stale when a shortcut changes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

NATIVE = QKeySequence.SequenceFormat.NativeText


def plain(text: str) -> str:
    """A menu or button text without its mnemonic marks and trailing dots."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip(".")


def _menu_actions(menu: QMenu, path: str) -> list[tuple[str, str, str]]:
    rows = []
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            rows += _menu_actions(sub, f"{path} → {plain(action.text())}")
        elif not action.isSeparator():
            keys = [k.toString(NATIVE) for k in action.shortcuts() if not k.isEmpty()]
            if keys:
                rows.append((path, plain(action.text()), ", ".join(keys)))
    return rows


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(where, what, keys) for every keyboard shortcut the window has now."""
    rows: list[tuple[str, str, str]] = []
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            rows += _menu_actions(menu, plain(action.text()))
    for action in window.findChildren(QAction):
        # shortcuts on window actions that are in no menu
        if (
            action.menu() is None
            and action.associatedObjects() == [window]
            and not action.shortcut().isEmpty()
        ):
            rows.append(
                (
                    QCoreApplication.translate("KeyboardDialog", "Window"),
                    plain(action.text()),
                    action.shortcut().toString(NATIVE),
                )
            )
    view = getattr(window, "view", None)
    if view is not None and hasattr(view, "key_help"):
        for keys, what in view.key_help():
            rows.append(
                (
                    QCoreApplication.translate("KeyboardDialog", "Card table"),
                    what,
                    ", ".join(QKeySequence(k).toString(NATIVE) for k in keys),
                )
            )
        rows.append(
            (
                QCoreApplication.translate("KeyboardDialog", "Card table"),
                QCoreApplication.translate(
                    "KeyboardDialog", "Move to the next or previous control"
                ),
                ", ".join(QKeySequence(k).toString(NATIVE) for k in ("Tab", "Shift+Tab")),
            )
        )
    seen = set()
    for button in window.findChildren(QAbstractButton):
        text = button.text()
        keys = []
        if not button.shortcut().isEmpty():
            keys.append(button.shortcut().toString(NATIVE))
        mnemonic = QKeySequence.mnemonic(text)
        if not mnemonic.isEmpty() and mnemonic.toString(NATIVE) not in keys:
            keys.append(mnemonic.toString(NATIVE))
        row = (
            QCoreApplication.translate("KeyboardDialog", "Buttons"),
            plain(text),
            ", ".join(keys),
        )
        if keys and row not in seen:
            seen.add(row)
            rows.append(row)
    return rows


class KeyboardDialog(QDialog):
    """A table of every shortcut: where it works, what it does, and the keys."""

    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.setWindowTitle(self.tr("Keyboard"))
        rows = shortcut_rows(window)
        intro = QLabel(
            self.tr(
                "Every action can be done from the keyboard. Tab moves between "
                "the table, the buttons and the score sheet; on the table the "
                "arrow keys choose a card."
            )
        )
        intro.setWordWrap(True)
        self.table = QTableWidget(len(rows), 3)
        self.table.setHorizontalHeaderLabels([self.tr("Where"), self.tr("Action"), self.tr("Keys")])
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().setVisible(False)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addWidget(self.table)
        lay.addWidget(buttons)
        self.resize(640, 520)

    def rows(self) -> list[tuple[str, str, str]]:
        """The rows shown, as text."""
        t = self.table

        def text(r: int, c: int) -> str:
            item = t.item(r, c)
            return item.text() if item is not None else ""

        return [(text(r, 0), text(r, 1), text(r, 2)) for r in range(t.rowCount())]
