"""The table page: the felt takes the window; the moves sit in a row under it, and the score
sheet and the hand log (with the last trick) in a side drawer the player opens and closes.

The drawer is closed by default: the felt is the window, as in KPat or the Belote apps, and
the info line on the felt already gives the scores. The player opens it with the button in
the row under the felt, View → Scores and log or F9; the window remembers whether it was open
and how wide (``AppSettings.drawer`` and ``drawer_width``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui import theme

translate = QCoreApplication.translate


NARROW = 1100  # a window narrower than this opens the drawer at most NARROW_SHARE wide
NARROW_SHARE = 0.3
DRAWER_LEAST = 220


class TablePage(QWidget):
    """The card table (``view``) under the tutorial's hint line, the move buttons
    (``moves``, a layout) and the player's aids (``add_aid``) in a row under it with Back
    to games (which emits ``back_requested``), and the side drawer (``drawer``) holding
    the score sheet and the hand log. ``drawer_action`` opens and closes the drawer;
    ``drawer_changed`` says it did (open, width)."""

    back_requested = Signal()
    drawer_changed = Signal(bool, int)
    ROW_HEIGHT = 2 * 28 + 6 + 8  # two rows of moves (bets, bids), so the felt rarely jumps

    def __init__(
        self,
        view: QWidget,
        moves: QLayout,
        score_sheet: QWidget,
        hand_log: QWidget | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.back_button = QPushButton(translate("MainWindow", "Back to games"))
        # one name in the View menu and on the button (a tool button shows its action's
        # text again whenever the action toggles)
        self.drawer_action = QAction(translate("MainWindow", "Scores and &log"), self)
        self.drawer_action.setCheckable(True)
        self.drawer_action.setShortcut(QKeySequence("F9"))
        self.drawer_action.setToolTip(
            translate("MainWindow", "Show or hide the score sheet and the hand log (F9)")
        )
        drawer_button = QToolButton()
        drawer_button.setDefaultAction(self.drawer_action)
        drawer_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.drawer_button = drawer_button
        # the row under the felt: the moves, then the aids, the drawer and Back to games
        # beside them at the bottom, so no row of moves is ever split by them
        self._row = QHBoxLayout()
        self._row.setContentsMargins(6, 4, 6, 4)
        self._row.addLayout(moves, 1)
        self._row.addStretch(0)  # with no move offered, the aids keep together at the right
        self._row.addWidget(drawer_button, 0, Qt.AlignmentFlag.AlignBottom)
        self._row.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignBottom)
        # where the moves then take fewer rows, the aids stand one above another at the
        # row's right (_moves_room): side by side they took half the row at 800 px
        self._aid_column = QVBoxLayout()
        self._aid_column.setSpacing(2)
        self._aid_column.addStretch(1)  # packed at the bottom, as they are side by side
        self._row.addLayout(self._aid_column, 0)
        self._stacked = False
        # the aids keep their own width: with no move to offer (an AI seat's turn) they
        # stretched across the whole row
        self.back_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setVisible(False)
        self.hint_label.setStyleSheet(
            "background: #fff3bf; color: #1b1b1b; padding: 8px; border-bottom: 2px solid #f4a261;"
        )
        self.hint_label.setFont(theme.scaled_font(1.15))
        # two lines high at least, so the felt does not shift as the hints change between
        # one line and two
        self.hint_label.ensurePolished()  # the style sheet's padding and border
        self.hint_label.setText("1\n2")
        self.hint_label.setMinimumHeight(self.hint_label.sizeHint().height())
        self.hint_label.clear()
        self.hint_label.setAccessibleName(translate("MainWindow", "Tutorial hint"))
        centre = self._centre = QWidget()
        column = QVBoxLayout(centre)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.hint_label)
        column.addWidget(view, 1)
        # the row keeps the height of one row of moves, so the felt does not jump when the
        # moves come and go
        row = self._row_widget = QWidget()
        row.setLayout(self._row)
        row.setMinimumHeight(self.ROW_HEIGHT)
        column.addWidget(row)
        # the drawer: the score sheet over the hand log
        self.drawer = QWidget()
        self.drawer.setAccessibleName(translate("MainWindow", "Side drawer"))
        side = QVBoxLayout(self.drawer)
        side.setContentsMargins(4, 4, 4, 4)
        side.addWidget(QLabel(translate("MainWindow", "Score sheet")))
        side.addWidget(score_sheet, 2)
        self._hand_log = hand_log
        if hand_log is not None:
            side.addWidget(QLabel(translate("MainWindow", "Hand log")))
            side.addWidget(hand_log, 3)
        # with the drawer open the aids (Hint, Scores and log, Back to games) go to its foot,
        # so the moves have the felt's whole width: beside them, Frontier's bets in French
        # stood one to a row at 1024x700 and left the felt 250 px high
        self._drawer_aids = QGridLayout()  # two to a row: the drawer keeps its width
        side.addLayout(self._drawer_aids)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(centre)
        self.splitter.addWidget(self.drawer)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self._width = 320
        self._moves = moves
        self.drawer.setVisible(False)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.splitter)
        if hasattr(moves, "set_room"):
            moves.set_room(self._moves_room)
        self.back_button.clicked.connect(self.back_requested)
        self.drawer_action.toggled.connect(self._on_drawer_toggled)
        self.splitter.splitterMoved.connect(self._on_splitter_moved)

    def _moves_room(self, cell: int = 0, cells: int = 0) -> int:
        """The width left to the moves in the row under the felt, for ``cells`` cells
        ``cell`` px apart. With the drawer closed the aids stand one above another when the
        moves then take fewer rows than beside them (German Frontier's bets stood two to a
        row in five rows at 1024x700, and at 800x600 in English); a column of aids is three
        rows high, so two buttons (Take, Pass) keep them side by side."""
        m = self._row.contentsMargins()
        if self.drawer_action.isChecked():  # the aids are in the drawer: the felt's width
            return max(100, self._centre.width() - m.left() - m.right() - 8)
        widths = [w.sizeHint().width() for w in self._aids() if not w.isHidden()]
        spacing = self._row.spacing()
        # the page's own width (the drawer is closed): in a resize the felt's column has not
        # yet its new size; the room with the aids side by side, and stacked
        free = self.width() - m.left() - m.right() - 8
        side = max(100, free - sum(w + spacing for w in widths))
        column = max(100, free - (max(widths) + spacing if widths else 0))
        if cell > 0 and cells > 0:

            def rows(room: int) -> int:
                return -(-cells // max(1, (room + 1) // cell))

            stack = max(rows(column), len(widths)) < rows(side)
            if stack != self._stacked:
                self._place_aids(False, stack)
        return column if self._stacked else side

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802
        """Fit the moves to the new width; the open drawer keeps its width (or its share of
        a narrow window)."""
        super().resizeEvent(event)
        if self.drawer_action.isChecked():
            self._fit_drawer()
        if hasattr(self._moves, "arrange"):
            self._row_widget.setMinimumHeight(self.ROW_HEIGHT)  # the rows fit the new width
            self._moves.arrange()

    def showEvent(self, event) -> None:  # noqa: ANN001, N802
        """Shown (the window may have grown or shrunk meanwhile): the drawer fits it."""
        super().showEvent(event)
        if self.drawer_action.isChecked():
            self._fit_drawer()

    def add_aid(self, button: QPushButton) -> None:
        """Put a button with the aids, before the drawer's button."""
        button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        at = self._row.indexOf(self.drawer_button)
        self._row.insertWidget(at if at >= 0 else self._row.count(), button, 0)
        self._place_aids(self.drawer_action.isChecked())  # the drawer's own, in order

    def show_hint(self, text: str) -> None:
        """The tutorial's hint above the table ("" hides the line)."""
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))

    # -- the drawer -----------------------------------------------------------------------
    def drawer_open(self) -> bool:
        """Whether the side drawer is open."""
        return self.drawer_action.isChecked()

    def drawer_width(self) -> int:
        """The drawer's width (the last one it had while open)."""
        return self._width

    def set_drawer(self, open_: bool, width: int | None = None) -> None:
        """Open or close the drawer, at ``width`` pixels when given."""
        if width is not None:
            self._width = width
        if self.drawer_action.isChecked() != open_:
            self.drawer_action.setChecked(open_)  # calls _on_drawer_toggled
        else:
            self._apply()

    def _on_drawer_toggled(self, on: bool) -> None:
        self._apply()
        self.drawer_changed.emit(on, self._width)

    def _aids(self) -> list[QWidget]:
        """The buttons beside the moves (the hint, the drawer's, Back to games), in order."""
        out = []
        for lay in (self._row, self._aid_column, self._drawer_aids):
            for i in range(lay.count()):
                item = lay.itemAt(i)
                w = item.widget() if item is not None else None
                if w is not None:  # the moves are a layout, the stretch a spacer
                    out.append(w)
        return out

    def aids_rect(self) -> QRect | None:
        """Where the aids shown are on the screen (global coordinates), or None."""
        out: QRect | None = None
        for w in self._aids():
            if w.isVisible():
                r = QRect(w.mapToGlobal(QPoint(0, 0)), w.size())
                out = r if out is None else out.united(r)
        return out

    def _place_aids(self, in_drawer: bool, stacked: bool | None = None) -> None:
        """The aids at the drawer's foot (open) or beside the moves (closed): side by
        side, or one above another (``stacked``; by default as they stand)."""
        aids = self._aids()
        shown = [not w.isHidden() for w in aids]  # a widget given a new parent is hidden
        for w in aids:
            self._row.removeWidget(w)
            self._aid_column.removeWidget(w)
            self._drawer_aids.removeWidget(w)
        self._stacked = not in_drawer and (self._stacked if stacked is None else stacked)
        for i, (w, was) in enumerate(zip(aids, shown, strict=True)):
            if in_drawer:
                self._drawer_aids.addWidget(w, i // 2, i % 2)
            elif self._stacked:
                self._aid_column.addWidget(w)
                w.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            else:
                self._row.addWidget(w, 0, Qt.AlignmentFlag.AlignBottom)
                w.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            w.setVisible(was)

    def _apply(self) -> None:
        on = self.drawer_action.isChecked()
        self._place_aids(on)
        self.drawer.setVisible(on)
        newest = getattr(self._hand_log, "show_newest", None)
        if on and newest is not None:
            # the log opens on its newest line (it showed the top of the first deal), once
            # the drawer has its size
            QTimer.singleShot(0, newest)
        if on:
            self._fit_drawer()
        if hasattr(self._moves, "arrange"):
            self._moves.arrange()

    def _fit_drawer(self) -> None:
        """The open drawer at the width the player chose, or in a narrow window at most
        ``NARROW_SHARE`` of it (at 800x560 it took 40% and the cards became tiny,
        helper-5); the chosen width comes back when the window is wider again."""
        total = max(self.splitter.width(), 400)
        width = self._width
        window = self.window().width()  # the splitter may not have its width yet
        if window < NARROW:
            width = min(width, max(DRAWER_LEAST, int(window * NARROW_SHARE)))
        self.splitter.setSizes([max(400, total - width), width])

    def _on_splitter_moved(self, _pos: int, _index: int) -> None:
        if self.drawer.isVisible():
            self._width = self.splitter.sizes()[1]
            self.drawer_changed.emit(True, self._width)
