"""What the table says on top of the cards: the cards that cannot be played dimmed, a refused
move's reason in a bubble next to its card, a ring around the seat whose turn it is, a
"thinking" indicator on an AI seat, the turn timer's countdown, the hinted card or button,
and the last trick at full size.

Every item is a plain C++ graphics item (no Python ``paint()``) owned by the scene; the few
timers here tick a few times a second at most, so nothing runs per animation frame (see
``gui/table/scene.py`` on why that matters while an AI thread searches). The overlays hold no
rules: the window tells them what to show (the controller decides what is playable).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)
from shiboken6 import isValid

from gui import theme
from gui.table.scene import CardItem, TableScene

VEIL = (12, 16, 14, 135)  # over an unplayable card: still readable, clearly out of play
BUBBLE_MS = 3500  # how long a refused move's reason stays next to its card
THINKING_FRAMES = ("●  ·  ·", "·  ●  ·", "·  ·  ●")
THINKING_MS = 280  # one step of the thinking dots
COUNTDOWN_MS = 250  # how often the turn timer's figure is refreshed
Z_RING, Z_BADGE, Z_BUBBLE, Z_TRICK = 6, 8, 950, 980


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class Overlays(QObject):
    """The table's feedback items, on ``scene``."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.dimmed: set[str] = set()
        self.veils: dict[str, QGraphicsPathItem] = {}  # by card key, children of the cards
        # a refused move's reason
        self.bubble = QGraphicsPathItem()
        self.bubble.setBrush(QColor(30, 30, 30, 235))
        self.bubble.setPen(QPen(QColor("#ffd166"), 2))
        self.bubble.setZValue(Z_BUBBLE)
        self.bubble_text = QGraphicsSimpleTextItem(self.bubble)
        self.bubble_text.setBrush(QColor("#fff4d6"))
        self.bubble.setVisible(False)
        scene.addItem(self.bubble)
        self.bubble_timer = QTimer(self)
        self.bubble_timer.setSingleShot(True)
        self.bubble_timer.timeout.connect(lambda: self.bubble.setVisible(False))
        # whose turn: a ring around each active plate
        self.rings: dict[int, QGraphicsPathItem] = {}
        # an AI seat thinking
        self.thinking_seat = -1
        self.thinking = QGraphicsSimpleTextItem()
        self.thinking.setBrush(QColor("#ffd166"))
        self.thinking.setZValue(Z_BADGE)
        self.thinking.setVisible(False)
        scene.addItem(self.thinking)
        self.thinking_step = 0
        self.thinking_timer = QTimer(self)
        self.thinking_timer.setInterval(THINKING_MS)
        self.thinking_timer.timeout.connect(self._next_thinking_frame)
        # the turn timer
        self.countdown_seat = -1
        self.countdown_timer_source: QTimer | None = None
        self.countdown = QGraphicsPathItem()
        self.countdown.setBrush(QColor(20, 20, 20, 220))
        self.countdown.setZValue(Z_BADGE)
        self.countdown_arc = QGraphicsPathItem(self.countdown)
        self.countdown_arc.setBrush(Qt.BrushStyle.NoBrush)
        self.countdown_text = QGraphicsSimpleTextItem(self.countdown)
        self.countdown_text.setBrush(QColor("#ffffff"))
        self.countdown.setVisible(False)
        scene.addItem(self.countdown)
        self.countdown_timer = QTimer(self)
        self.countdown_timer.setInterval(COUNTDOWN_MS)
        self.countdown_timer.timeout.connect(self._show_countdown)
        # the hint
        self.hint_frames: list[QGraphicsRectItem] = []
        self.hinted: list[str] = []  # the keys of the hinted items
        # the last trick at full size
        self.trick_panel = QGraphicsPathItem()
        self.trick_panel.setBrush(QColor(10, 30, 20, 235))
        self.trick_panel.setPen(QPen(QColor("#f4f1de"), 2))
        self.trick_panel.setZValue(Z_TRICK)
        self.trick_panel.setVisible(False)
        scene.addItem(self.trick_panel)
        self.trick_items: list[QGraphicsItem] = []
        self.trick_args: tuple[str, list[tuple[str, str]]] | None = None
        self.bubble_args: tuple[str, str] | None = None
        self.turn_seats: set[int] = set()
        scene.laid_out.connect(self._follow_layout)

    # -- playable cards -----------------------------------------------------------------
    def dim(self, keys: Iterable[str]) -> None:
        """Show these cards dimmed (and every other card at full strength): a dark veil
        over the card, a child item, so overlapping cards stay opaque."""
        wanted = {k for k in keys if k in self.scene.items_by_key}
        # a new deck drops the card items, and their veils with them
        self.veils = {k: v for k, v in self.veils.items() if isValid(v)}
        for key in self.dimmed - wanted:
            veil = self.veils.get(key)
            if veil is not None:
                veil.setVisible(False)
        for key in wanted:
            item = self.scene.items_by_key[key]
            veil = self.veils.get(key)
            if veil is None or veil.parentItem() is not item:
                veil = self.veils[key] = QGraphicsPathItem(item)
                veil.setPen(QPen(Qt.PenStyle.NoPen))
                veil.setBrush(QColor(*VEIL))
            rect = item.boundingRect()
            veil.setPath(_rounded(rect, rect.width() * 0.06))
            veil.setVisible(True)
        self.dimmed = wanted

    def is_dimmed(self, key: str) -> bool:
        """Whether ``key``'s card is shown dimmed now."""
        veil = self.veils.get(key)
        item = self.scene.items_by_key.get(key)
        return (
            veil is not None
            and isValid(veil)
            and veil.isVisible()
            and item is not None
            and veil.parentItem() is item
        )

    # -- a refused move -------------------------------------------------------------------
    def refuse(self, key: str, message: str) -> None:
        """Say why a move was refused, in large text next to its card (or over the middle of
        the table when there is no card), for a few seconds."""
        if not message:
            return
        self.bubble_args = (key, message)
        self._place_bubble(key, message)
        self.bubble_timer.start(BUBBLE_MS)

    def _place_bubble(self, key: str, message: str) -> None:
        self.bubble_text.setFont(theme.scaled_font(1.35, bold=True))
        self.bubble_text.setText(self._wrap(message))
        br = self.bubble_text.boundingRect()
        pad = 12.0
        size = QRectF(0, 0, br.width() + 2 * pad, br.height() + 2 * pad)
        self.bubble.setPath(_rounded(size, 10))
        self.bubble_text.setPos(pad, pad)
        table = self.scene.table_rect()
        item = self.scene.items_by_key.get(key) if key else None
        if item is not None and item.isVisible():
            card = QRectF(item.home, item.sceneBoundingRect().size())
            x = card.center().x() - size.width() / 2
            y = card.top() - size.height() - 10  # above the card: the hand is at the bottom
            if y < table.top() + 4:
                y = card.bottom() + 10
        else:
            c = table.center()
            x, y = c.x() - size.width() / 2, c.y() - size.height() / 2
        x = max(table.left() + 4, min(x, table.right() - size.width() - 4))
        y = max(table.top() + 4, min(y, table.bottom() - size.height() - 4))
        self.bubble.setPos(x, y)
        self.bubble.setVisible(True)

    def bubble_message(self) -> str:
        """The reason shown next to the card now ("" when none is shown)."""
        return self.bubble_text.text().replace("\n", " ") if self.bubble.isVisible() else ""

    def _wrap(self, text: str) -> str:
        # at most about 30 characters a line, so the bubble stays beside its card
        width = max(24, int(self.scene.table_rect().width() / 22))
        lines: list[str] = []
        for word in text.split():
            if lines and len(lines[-1]) + 1 + len(word) <= width:
                lines[-1] += " " + word
            else:
                lines.append(word)
        return "\n".join(lines)

    # -- whose turn --------------------------------------------------------------------
    def _plate_rect(self, seat: int) -> QRectF | None:
        plate = self.scene.seat_plates.get(seat)
        return plate[0].rect() if plate is not None and plate[0].isVisible() else None

    def show_turn(self, active: Iterable[int]) -> None:
        """Ring the plates of the seats to act now."""
        wanted = self.turn_seats = set(active)
        for seat, ring in self.rings.items():
            ring.setVisible(seat in wanted)
        for seat in wanted:
            rect = self._plate_rect(seat)
            if rect is None:
                continue
            if seat not in self.rings:
                ring = self.rings[seat] = QGraphicsPathItem()
                ring.setPen(QPen(QColor("#ffd166"), 3))
                ring.setBrush(Qt.BrushStyle.NoBrush)
                ring.setZValue(Z_RING)
                self.scene.addItem(ring)
            ring = self.rings[seat]
            ring.setPath(_rounded(rect.adjusted(-5, -5, 5, 5), 8))
            ring.setVisible(True)

    def ringed(self) -> set[int]:
        """The seats whose plate is ringed now."""
        return {s for s, r in self.rings.items() if r.isVisible()}

    def set_thinking(self, seat: int) -> None:
        """Animate the thinking dots on ``seat``'s plate (-1: nobody thinks)."""
        self.thinking_seat = seat
        if seat < 0:
            self.thinking_timer.stop()
            self.thinking.setVisible(False)
            return
        self.thinking.setFont(theme.scaled_font(1.2, bold=True))
        self.thinking_step = 0
        self.thinking.setText(THINKING_FRAMES[0])
        self._place_thinking()
        self.thinking_timer.start()

    def _next_thinking_frame(self) -> None:
        self.thinking_step = (self.thinking_step + 1) % len(THINKING_FRAMES)
        self.thinking.setText(THINKING_FRAMES[self.thinking_step])

    def _place_thinking(self) -> None:
        rect = self._plate_rect(self.thinking_seat) if self.thinking_seat >= 0 else None
        if rect is None:
            self.thinking.setVisible(False)
            return
        br = self.thinking.boundingRect()
        table = self.scene.table_rect()
        # under the plate, or over it for a plate at the bottom of the table
        y = rect.bottom() + 2 if rect.bottom() + br.height() < table.bottom() else rect.top()
        if y == rect.top():
            y = rect.top() - br.height() - 2
        self.thinking.setPos(rect.center().x() - br.width() / 2, y)
        self.thinking.setVisible(True)

    # -- the turn timer ------------------------------------------------------------------
    def set_countdown(self, seat: int, timer: QTimer | None) -> None:
        """Show ``timer``'s remaining seconds on ``seat``'s plate while it runs (None: hide)."""
        self.countdown_seat = seat if timer is not None else -1
        self.countdown_timer_source = timer
        if timer is None:
            self.countdown_timer.stop()
            self.countdown.setVisible(False)
            return
        self._show_countdown()
        self.countdown_timer.start()

    def _show_countdown(self) -> None:
        timer = self.countdown_timer_source
        rect = self._plate_rect(self.countdown_seat)
        if timer is None or not timer.isActive() or rect is None:
            self.countdown_timer.stop()
            self.countdown.setVisible(False)
            return
        # a coarse timer may report a little more than its interval at first
        left = min(timer.remainingTime(), timer.interval()) / 1000.0
        self.countdown_text.setFont(theme.scaled_font(1.1, bold=True))
        self.countdown_text.setText(str(max(0, math.ceil(left))))
        br = self.countdown_text.boundingRect()
        d = max(br.width(), br.height()) + 14
        self.countdown.setPath(_rounded(QRectF(0, 0, d, d), d / 2))
        self.countdown.setPen(QPen(QColor(255, 255, 255, 60), 3))
        # the ring empties as the time runs out, and turns red in the last five seconds
        share = max(0.0, min(1.0, left * 1000 / max(timer.interval(), 1)))
        arc = QPainterPath()
        arc.arcMoveTo(QRectF(0, 0, d, d), 90)
        arc.arcTo(QRectF(0, 0, d, d), 90, 360 * share)
        self.countdown_arc.setPath(arc)
        pen = QPen(QColor("#ef476f" if left <= 5 else "#4cc9f0"), 4)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.countdown_arc.setPen(pen)
        self.countdown_text.setPos((d - br.width()) / 2, (d - br.height()) / 2)
        self.countdown.setPos(rect.right() + 6, rect.center().y() - d / 2)
        if rect.right() + 6 + d > self.scene.table_rect().right():
            self.countdown.setPos(rect.left() - 6 - d, rect.center().y() - d / 2)
        self.countdown.setVisible(True)

    def countdown_shown(self) -> str:
        """The seconds shown on the turn timer ("" when it is hidden)."""
        return self.countdown_text.text() if self.countdown.isVisible() else ""

    # -- the hint -------------------------------------------------------------------------
    def show_hint(self, keys: Iterable[str]) -> list[str]:
        """Frame the hinted cards (a pulsing gold frame); returns the keys framed."""
        self.clear_hint()
        framed = []
        for key in keys:
            item = self.scene.items_by_key.get(key)
            if item is None or not item.isVisible():
                continue
            shown = self._visible_part(item)
            whole = shown.width() >= item.sceneBoundingRect().width() - 0.5
            # framed up to the card above it, not over that card's corner index
            frame = QGraphicsRectItem(shown.adjusted(-5, -5, 5 if whole else -3, 5))
            frame.setPen(QPen(QColor("#ffd166"), 5))
            frame.setBrush(QColor(255, 209, 102, 50))
            frame.setZValue(900)
            self.scene.addItem(frame)
            self.hint_frames.append(frame)
            framed.append(key)
            if key in self.veils and isValid(self.veils[key]):  # a hinted card is never dimmed
                self.veils[key].setVisible(False)
        self.hinted = framed
        return framed

    def _visible_part(self, item: CardItem) -> QRectF:
        """Where ``item`` shows at its place: its rectangle less the part a card above it
        covers from the right (a fanned hand), so a frame around it frames that card alone
        (framed whole, the frame took in the next card's face too)."""
        rect = QRectF(item.home, item.sceneBoundingRect().size())
        for other in self.scene.items_by_key.values():
            if other is item or not other.isVisible() or other.zValue() <= item.zValue():
                continue
            o = QRectF(other.home, other.sceneBoundingRect().size())
            covers = o.top() <= rect.top() + 1 and o.bottom() >= rect.bottom() - 1
            if covers and rect.left() < o.left() < rect.right():
                rect.setRight(o.left())
        return rect

    def clear_hint(self) -> None:
        """Remove the hint's frames."""
        for frame in self.hint_frames:
            self.scene.removeItem(frame)
        self.hint_frames = []
        self.hinted = []

    # -- after every layout -----------------------------------------------------------------
    def _follow_layout(self) -> None:
        """The scene laid the table out again (a resize, a new card size): the veils, the
        rings and the badges follow their cards and plates."""
        self.dim(self.dimmed)
        self.show_turn(self.turn_seats)
        self.refresh()
        # the refusal's bubble and the last trick's view follow the new table too
        if self.bubble.isVisible() and self.bubble_timer.isActive() and self.bubble_args:
            self._place_bubble(*self.bubble_args)
        if self.trick_shown() and self.trick_args is not None:
            self.show_trick(*self.trick_args)

    def refresh(self) -> None:
        """Follow the table's new places (a new layout, a resize)."""
        self._place_thinking()
        if self.countdown_seat >= 0:
            self._show_countdown()
        if self.bubble.isVisible() and not self.bubble_timer.isActive():
            self.bubble.setVisible(False)

    def card_items(self) -> list[CardItem]:
        """The table's card items (for tests and tools)."""
        return list(self.scene.items_by_key.values())

    def hide_all(self) -> None:
        """Nothing on the table (back at the chooser, a new game)."""
        self.dim([])
        self.bubble.setVisible(False)
        self.show_turn([])
        self.set_thinking(-1)
        self.set_countdown(-1, None)
        self.clear_hint()
        self.hide_trick()

    # -- the last trick at full size ---------------------------------------------------------
    def show_trick(self, title: str, cards: list[tuple[str, str]]) -> None:
        """The last trick at full size over the table: each card (face element) with who
        played it under it; a click anywhere closes it."""
        self.hide_trick()
        art = self.scene.art
        if art is None or not cards:
            return
        self.trick_args = (title, list(cards))
        table = self.scene.table_rect()
        cw = min(self.scene.card_w * 1.4, (table.width() - 80) / max(len(cards), 1) - 16)
        ch = cw * 1.4
        gap = 16.0
        heading = QGraphicsSimpleTextItem(title, self.trick_panel)
        heading.setFont(theme.scaled_font(1.3, bold=True))
        heading.setBrush(QColor("#f4f1de"))
        font = theme.scaled_font(1.05, bold=True)
        width = len(cards) * cw + (len(cards) - 1) * gap + 2 * gap
        width = max(width, heading.boundingRect().width() + 2 * gap)
        top = gap + heading.boundingRect().height() + 8
        height = top + ch + 8 + 30 + gap
        self.trick_panel.setPath(_rounded(QRectF(0, 0, width, height), 12))
        heading.setPos((width - heading.boundingRect().width()) / 2, gap)
        self.trick_items.append(heading)
        left = (width - (len(cards) * cw + (len(cards) - 1) * gap)) / 2
        for i, (face, who) in enumerate(cards):
            x = left + i * (cw + gap)
            pic = CardItem(f"trick-view:{i}")
            pic.setParentItem(self.trick_panel)
            pic.show_element(art, self.scene.face_prefix + face, cw, self.scene.dpr)
            pic.setPos(x, top)
            name = QGraphicsSimpleTextItem(who, self.trick_panel)
            name.setFont(font)
            name.setBrush(QColor("#ffd166"))
            nw = name.boundingRect().width()
            name.setPos(x + (cw - nw) / 2, top + ch + 8)
            self.trick_items += [pic, name]
        self.trick_panel.setPos(
            table.center().x() - width / 2, max(table.top() + 4, table.center().y() - height / 2)
        )
        self.trick_panel.setVisible(True)

    def hide_trick(self) -> None:
        """Close the last trick's view."""
        for item in self.trick_items:
            if item.scene() is not None:
                self.scene.removeItem(item)  # also takes it out of the panel
        self.trick_items = []
        self.trick_panel.setVisible(False)

    def trick_shown(self) -> bool:
        """Whether the last trick is open at full size."""
        return self.trick_panel.isVisible()

    def trick_panel_rect(self) -> QRectF:
        """Where the last trick's view lies on the table."""
        return self.trick_panel.sceneBoundingRect()

    def at(self, pos: QPointF) -> bool:
        """Whether ``pos`` falls on the last trick's view."""
        return self.trick_shown() and self.trick_panel_rect().contains(pos)
