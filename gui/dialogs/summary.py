"""The round summary: the end of a round (or of the game) in a table, then Next or Stop."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui import theme
from gui.games.base import Summary


class SummaryDialog(QDialog):
    """The end of a round: the adapter's summary, then Next (or Stop), or the final result."""

    def __init__(
        self,
        summary: Summary | None,
        can_stop: bool,
        final: str = "",
        parent: QWidget | None = None,
        drawer: QAction | None = None,
        keep_clear: Callable[[], QRect | None] | None = None,
        over: QWidget | None = None,
        aside: Callable[[], QRect | None] | None = None,
        next_text: str = "",
    ):
        """``drawer`` opens the window's scores and log from the dialog; ``keep_clear``
        says, as the dialog opens, what it should not cover when it can help it (the
        player's cards, global coordinates); ``over`` is the felt it opens over (else the
        window); ``aside`` says where the aids beside the moves are, which it steps aside
        from when the window is wide enough. It is a panel inside its parent window over
        the felt, not a window of its own: the menus and the window's buttons stay usable
        while it is open (a modal box took no click on them, not even Help), and it moves
        with the window. ``next_text``: the button that goes on, in the game's word ("Next
        deal"; else "Next round")."""
        super().__init__(parent)
        self.setWindowFlags(Qt.WindowType.Widget)
        self.setObjectName("roundBox")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#roundBox { background: palette(window); border: 1px solid palette(dark);"
            " border-radius: 6px; }"
        )
        if over is not None:
            over.installEventFilter(self)  # the felt resized (the drawer): placed anew
        self.stop_requested = False
        self.keep_clear = keep_clear
        self.aside = aside
        self.over = over
        self.setWindowTitle(self.tr("Game over") if final else self.tr("Round over"))
        lay = QVBoxLayout(self)
        self.box_layout = lay
        self.table: QTableWidget | None = None
        if summary is not None:
            head = QLabel(summary.title)
            head.setWordWrap(True)
            head.setFont(theme.scaled_font(1.2, bold=True))
            lay.addWidget(head)
            table = QTableWidget(len(summary.rows), len(summary.headers))
            table.setHorizontalHeaderLabels(summary.headers)
            for r, row in enumerate(summary.rows):
                for col, text in enumerate(row):
                    item = QTableWidgetItem(text)
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    table.setItem(r, col, item)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.verticalHeader().setVisible(False)
            table.setTextElideMode(Qt.TextElideMode.ElideNone)  # a cell too narrow wraps
            table.setAccessibleName(summary.title)
            self.table = table
            self._fit_table()
            lay.addWidget(table)
            # the arithmetic behind the figures, as players check it (a Hand Pot's settlement)
            self.lines = QLabel("\n".join(summary.lines))
            self.lines.setWordWrap(True)
            self.lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.lines.setVisible(bool(summary.lines))
            lay.addWidget(self.lines)
        self.result_label: QLabel | None = None
        if final:
            self.result_label = QLabel(final)
            self.result_label.setFont(theme.scaled_font(1.35, bold=True))
            self.result_label.setStyleSheet(f"color: {theme.success_colour(parent)};")
            lay.addWidget(self.result_label)
        buttons = QDialogButtonBox()
        self.next_button = QPushButton(
            self.tr("Close") if final else next_text or self.tr("Next round")
        )
        self.next_button.setDefault(True)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.stop_button: QPushButton | None = None
        if can_stop and not final:
            self.stop_button = QPushButton(self.tr("Stop the match"))
            buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.RejectRole)
            self.stop_button.clicked.connect(self._stop)
        self.drawer_button: QPushButton | None = None
        if drawer is not None:
            self.drawer_button = QPushButton(drawer.text())
            self.drawer_button.setToolTip(drawer.toolTip())
            buttons.addButton(self.drawer_button, QDialogButtonBox.ButtonRole.ActionRole)
            # it opens the scores and log (it used to toggle them: shut an open drawer)
            self.drawer_button.clicked.connect(lambda: drawer.setChecked(True))
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)

    def open(self) -> None:
        """Shown as the panel on top, its Next button taking the keyboard."""
        self.show()
        self.raise_()
        self.next_button.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """The felt it lies over changed size: placed anew over it."""
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """Measured again once shown (the table's font is final then), then placed."""
        super().showEvent(event)
        self.place()

    def place(self) -> None:
        """Centred across the table at its width (not the window: the side drawer stays in
        view), so the dialog does not grow sideways after it opened. It opens low over the
        table, so the finished round's trick and table line stay in view above it (centred
        up and down when it does not fit there), and never over the player's cards or plate
        where there is room below or above them (``keep_clear``)."""
        parent = self.parentWidget()
        self._fit_table()
        self.box_layout.activate()  # the table's new width and height, before it is measured
        self.adjustSize()  # a panel is not sized by a window manager
        if parent is not None:
            area = self._table_area(parent, self.over)
            centre = area.center()
            height = self.frameGeometry().height()
            top = area.top() + int(area.height() * 0.62)
            if top + height > area.bottom() - 8:
                top = centre.y() - self.height() // 2
            clear = self.keep_clear() if self.keep_clear is not None else None
            if clear is not None and top < clear.bottom() and top + height > clear.top():
                # the player's cards or plate are on the table (a showdown, the result's
                # subject): below them, else above them, where there is room. Below first:
                # above, it lay over the other seats' plates and revealed cards, the rest
                # of the result (a play tester's 1280x800 Frontier), while the empty row
                # of moves under the felt went unused
                above, below = clear.top() - 8 - height, clear.bottom() + 8
                if below + height <= area.bottom() - 8:
                    top = below
                elif above >= area.top() + 40:
                    top = above
            # centred over the table, kept inside the window when it is the wider
            window = parent.window().frameGeometry()
            left = centre.x() - self.width() // 2
            left = max(window.left() + 8, min(left, window.right() - 8 - self.width()))
            aids = self.aside() if self.aside is not None else None
            if aids is not None and aids.intersects(QRect(left, top, self.width(), height)):
                # beside the aids rather than over them (at 800x600 it hid "Scores and
                # log", the button it offers itself, and Back to games)
                if aids.left() - 8 - self.width() >= window.left() + 8:
                    left = aids.left() - 8 - self.width()
                elif aids.right() + 8 + self.width() <= window.right() - 8:
                    left = aids.right() + 8
            self.move(parent.mapFromGlobal(QPoint(left, top)))  # in its parent's coordinates

    @staticmethod
    def _table_area(parent: QWidget, view: QWidget | None) -> QRect:
        """Where the dialog goes: over the table (the felt ``view`` and the row under it, in
        global coordinates), not over the window, whose side drawer it covered."""
        if view is None or not view.isVisible():
            return parent.window().frameGeometry()
        top_left = view.mapToGlobal(view.rect().topLeft())
        felt = QRect(top_left, view.size())
        window = parent.window().frameGeometry()
        return QRect(felt.left(), felt.top(), felt.width(), window.bottom() - felt.top())

    def _fit_table(self) -> None:
        """The table as wide as its columns whole (the last one says how a total adds up,
        and was cut behind a scroll bar), at least 520 px, and no wider than the felt the
        box lies over (with the drawer open it ran over the drawer): where the felt is the
        narrower, long headers break in two and the widest column takes what is left and
        wraps its words. Then as tall as its rows (up to 600 px, then it scrolls): no empty
        band hides the finished round."""
        table = self.table
        if table is None:
            return
        head = table.horizontalHeader()
        columns = range(table.columnCount())
        frame = 2 * table.frameWidth() + 4

        def widths() -> list[int]:
            return [max(table.sizeHintForColumn(c), head.sectionSizeHint(c)) for c in columns]

        margins = self.box_layout.contentsMargins()
        parent = self.parentWidget()
        if self.over is not None and self.over.isVisible():
            room = self.over.width() - 16 - margins.left() - margins.right()
        elif parent is not None:
            room = parent.window().width() - 80
        else:
            room = 1200
        need = sum(widths()) + frame
        if need > room:
            # headers wider than their column's figures break in two ("Added to / score")
            for c in columns:
                item = table.horizontalHeaderItem(c)
                label = item.text() if item is not None else ""
                wide = head.sectionSizeHint(c) > table.sizeHintForColumn(c) + 8
                if item is not None and wide and "\n" not in label and " " in label:
                    item.setText(_two_lines(label))
        sizes = widths()
        need = sum(sizes) + frame
        widest = max(columns, key=lambda c: sizes[c]) if sizes else 0
        # what the widest column gives up, down to 100 px, and wraps its words for
        give = max(0, min(need - room + 4, sizes[widest] - 100)) if need > room else 0
        for c in columns:
            mode = QHeaderView.ResizeMode.ResizeToContents
            if give and c == widest:
                mode = QHeaderView.ResizeMode.Fixed
            head.setSectionResizeMode(c, mode)
        if give:
            item = table.horizontalHeaderItem(widest)
            label = item.text() if item is not None else ""
            if item is not None and "\n" not in label and " " in label:
                item.setText(_two_lines(label))  # its words wrap: its header breaks too
            table.setColumnWidth(widest, sizes[widest] - give)
        width = min(max(520, need), room)
        if width != table.minimumWidth():
            table.setMinimumWidth(width)
            table.setMaximumWidth(width if need > room else 16777215)
            self.adjustSize()
        # the columns fill the room exactly: what is left is shared among them, set here
        # (a stretched last section kept the 100 px it had had in a wider table, beyond
        # the room: Frontier's Cash column went behind a scroll bar at 1024x700; given all
        # to the last, the final standings' Change column stood 400 px wide, helper-5)
        head.setStretchLastSection(False)
        if sizes and not give:
            left = max(0, width - need)
            for c in columns:
                extra = left // len(sizes) + (1 if c < left % len(sizes) else 0)
                head.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
                table.setColumnWidth(c, sizes[c] + extra)
        scroll = 0 if need - give <= room else table.horizontalScrollBar().sizeHint().height()
        rows = theme.rows_height(table) + scroll
        table.setFixedHeight(min(600, rows))
        # every row in view (as tall as its rows): no scroll bar to take the columns' room
        table.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if rows <= 600
            else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )

    def _stop(self) -> None:
        self.stop_requested = True
        self.accept()


def _two_lines(label: str) -> str:
    """``label`` broken at the space nearest its middle."""
    spaces = [i for i, ch in enumerate(label) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(label) / 2))
    return label[:cut] + "\n" + label[cut + 1 :]
