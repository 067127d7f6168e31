"""The table: a QGraphicsScene of card items that fly between piles, and its view.

Card items are ``QGraphicsPixmapItem``s with no Python ``paint()``: each face is rendered
from the deck's SVG once per size and device pixel ratio (crisp at any size, on HiDPI too)
and painting stays in C++. All moving cards are driven by one animation whose single Python
slot places every card per frame, so the table keeps its frame rate while an AI thread
searches (docs/qt.md; ``bench/gui_bench.py`` measures it). Measured here, SVG items
with a device-coordinate cache re-rendered overlapping card backs every frame (35-270 ms
frames); pixmaps do not. Items are created once per key and reused. The scene holds no
rules: it shows a ``Layout`` and reports gestures.
"""

from __future__ import annotations

import dataclasses
import math

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QGraphicsDropShadowEffect,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
)

from gui import resources, theme
from gui.games.base import Layout, Pile
from gui.table import placement, speeds
from gui.table.accessibility import art_words, card_name
from gui.table.chips import ChipItem

CARD_W, CARD_H = 250.0, 350.0  # SVG units of one card
INFO_SHARE = 0.6  # the info line breaks at its separators beyond this share of the width
INFO_SIZES = (1.3, 1.1, 0.95, 0.85)  # its font (of the app's), smaller where room is short
INFO_MARGIN = 0.025  # the info line keeps this share of the table's width from its sides
LABEL_PAD = 8.0  # pixels kept clear beside a pile's label (on top of placement.GAP)

_renderers: dict[str, QSvgRenderer] = {}


def renderer(deck_art: str) -> QSvgRenderer:
    """The shared renderer of a deck's SVG (loaded once a language), with the words drawn
    on its cards in the player's language (``resources.translated_svg``)."""
    words = art_words()
    key = deck_art + "|" + "|".join(words.values())
    if key not in _renderers:
        svg = resources.deck_svg(deck_art).read_text(encoding="utf-8")
        data = resources.translated_svg(svg, words).encode("utf-8")
        _renderers[key] = QSvgRenderer(QByteArray(data))
    return _renderers[key]


TURN_RING = (0.5, 0.48, 0.34, 0.27)  # the oval's centre and half axes, table fractions
TURN_ARROWS = (45, 135, 225, 315)  # where on the oval its arrows point (degrees, y down)
ARROW_SPAN = 16  # degrees of the oval each arrow's bolder stretch runs before its head


def paint_turn_order(painter: QPainter, w: float, h: float, order: int) -> None:
    """A faint oval on the felt with arrows along it the way play goes round the table
    (``order`` 1 clockwise, -1 counter-clockwise on screen): like a table's inner rail, it
    lies under every card and text, and tells at a glance who plays after whom."""
    cx, cy, rx, ry = TURN_RING[0] * w, TURN_RING[1] * h, TURN_RING[2] * w, TURN_RING[3] * h
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 26), max(1.5, min(w, h) / 300)))
    painter.drawEllipse(QPointF(cx, cy), rx, ry)
    size = max(8.0, min(w, h) / 42)
    tail = QPen(QColor(255, 255, 255, 70), max(2.5, min(w, h) / 180))
    tail.setCapStyle(Qt.PenCapStyle.RoundCap)
    for deg in TURN_ARROWS:
        # a stretch of the oval drawn bolder, ending in an arrowhead: a curved arrow that
        # reads as moving one way even small (a lone triangle was read the wrong way round)
        painter.setPen(tail)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        box = QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry)
        span = ARROW_SPAN * order
        # Qt's angles run counter-clockwise from three o'clock, with y pointing up
        painter.drawArc(box, round(-(deg - span) * 16), round(-span * 16))
        t = math.radians(deg)
        x, y = cx + rx * math.cos(t), cy + ry * math.sin(t)
        # the tangent the way play goes: growing angles run clockwise with y pointing down
        dx, dy = -rx * math.sin(t) * order, ry * math.cos(t) * order
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        tip = QPointF(x + ux * size, y + uy * size)
        left = QPointF(x - ux * size * 0.6 - uy * size * 0.8, y - uy * size * 0.6 + ux * size * 0.8)
        right = QPointF(
            x - ux * size * 0.6 + uy * size * 0.8, y - uy * size * 0.6 - ux * size * 0.8
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 95))
        painter.drawPolygon([tip, left, right])


class CardArt:
    """Pixmaps of one deck's SVG elements, rendered once per pixel size."""

    def __init__(self, deck_art: str) -> None:
        self.renderer = renderer(deck_art)
        self.cache: dict[tuple[str, int, float], QPixmap] = {}

    def pixmap(self, element: str, width: float, dpr: float) -> QPixmap:
        """The element drawn ``width`` logical pixels wide."""
        w = max(8, round(width))
        key = (element, w, dpr)
        pm = self.cache.get(key)
        if pm is None:
            h = round(w * CARD_H / CARD_W)
            pm = QPixmap(round(w * dpr), round(h * dpr))
            pm.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pm)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.renderer.render(painter, element, QRectF(0, 0, pm.width(), pm.height()))
            painter.end()
            pm.setDevicePixelRatio(dpr)
            self.cache[key] = pm
        return pm


class CardItem(QGraphicsPixmapItem):
    """One card on the table: a face or a back, never painted in Python."""

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key
        self.face: str | None = None
        self.look: tuple[str, int] | None = None
        self.home = QPointF()
        self.mark: QGraphicsSimpleTextItem | None = None
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)

    def show_element(self, art: CardArt, element: str, width: float, dpr: float) -> QPixmap | None:
        """Show ``element`` at ``width`` pixels (only re-set when it changes).

        Returns the pixmap shown before when the card turned over (back to face or face to
        back), so the scene can animate the flip.
        """
        look = (element, round(width))
        if look == self.look:
            return None
        before = self.pixmap() if self.look is not None else None
        turned = self.look is not None and (
            self.look[0].startswith("back_") != element.startswith("back_")
        )
        self.look = look
        self.setPixmap(art.pixmap(element, width, dpr))
        return before if turned else None

    def set_mark(self, on: bool) -> None:
        """A gold star in the card's lower left corner (the index is top left, so the star
        shows in a fanned hand too), sized to the card."""
        if not on:
            if self.mark is not None:
                self.mark.setVisible(False)
            return
        if self.mark is None:
            self.mark = QGraphicsSimpleTextItem("\u2605", self)
            self.mark.setBrush(QColor("#f2b705"))
            self.mark.setPen(QPen(QColor("#5a4300"), 1.2))
        w = self.boundingRect().width()
        font = self.mark.font()
        font.setPixelSize(max(10, round(w * 0.3)))
        self.mark.setFont(font)
        box = self.mark.boundingRect()
        self.mark.setPos(w * 0.05, self.boundingRect().height() - box.height() - w * 0.03)
        self.mark.setVisible(True)

    def set_flip(self, sx: float) -> None:
        """Squeeze horizontally about the card's centre (a flip seen edge-on at 0)."""
        w = self.boundingRect().width()
        self.setTransform(QTransform().translate(w / 2, 0).scale(sx, 1).translate(-w / 2, 0))


class TableScene(QGraphicsScene):
    """Lays out cards, piles and seat plates, and animates every change."""

    animations_finished = Signal()
    laid_out = Signal()  # a layout was shown (also after a resize): overlays follow it

    def __init__(self, parent=None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self.items_by_key: dict[str, CardItem] = {}
        self.piles: dict[str, QGraphicsRectItem] = {}
        self.pile_labels: dict[str, QGraphicsSimpleTextItem] = {}
        self.seat_plates: dict[int, tuple[QGraphicsRectItem, QGraphicsSimpleTextItem]] = {}
        self.info = QGraphicsSimpleTextItem()
        self.info.setBrush(QColor("#f4f1de"))
        self.info.setFont(theme.scaled_font(INFO_SIZES[0], bold=True))
        self.info.setZValue(5)
        # a dark shadow under its letters: it stays readable where it crosses the felt's
        # ring and turn arrows (helper-5 read a prompt "run through" an arrow)
        shadow = QGraphicsDropShadowEffect()
        shadow.setOffset(1.2, 1.2)
        shadow.setBlurRadius(4)
        shadow.setColor(QColor(0, 0, 0, 200))
        self.info.setGraphicsEffect(shadow)
        self.addItem(self.info)
        self.deck_art = "french"
        self.back = "back_blue"
        self.face_prefix = ""
        self.speed = 1.0
        self.art: CardArt | None = None
        self.dpr = 1.0
        # one animation drives every moving card: (item, start, end, delay ms, duration ms)
        self.moves: list[tuple[CardItem, QPointF, QPointF, int, int]] = []
        self.flips: dict[CardItem, tuple[QPixmap, QPixmap]] = {}  # item: (before, after)
        self.driver = QVariantAnimation(self)
        self.driver.setStartValue(0.0)
        self.driver.valueChanged.connect(self._on_driver_value_changed)
        self.driver.finished.connect(self._on_driver_finished)
        self.layout_now: Layout | None = None
        self.chip_stacks: dict[str, ChipItem] = {}  # pots at rest, by id
        self.flyers: list[ChipItem] = []  # chip items for money in flight, reused
        self.flying: list[ChipItem] = []  # the ones flying now (hidden when they land)
        # pots at rest that money is flying into: hidden until it lands, so the flying
        # stack's amount is not written over the pot's ("$1$100", helper-5)
        self.landing: list[ChipItem] = []
        self.card_w = 80.0
        self.shifts: dict[tuple[float, float], QPointF] = {}  # see _settle
        # where _settle last put the info line: (its font size, line share, top left); the
        # line stays there while that spot is still free, instead of wandering each move
        self.info_spot: tuple[float, float, float, float] | None = None
        self.seats = 4  # the seat count of the last layout (cards are smaller at a crowd)
        self.placed_hands: dict[str, Pile] = {}  # the opponents' hands as shown, by pile id
        self.felt = "green"
        self.turn_order = 0  # the layout's: which way play goes, drawn on the felt
        # each seat's plate is as wide as the widest text it has shown at this size in this
        # deal or round: it no longer narrows and widens as "Pass" gives way to "took 3" and
        # back, and starts anew with each deal (kept all game, a short plate stood in a box
        # sized for an old showdown's line)
        self.plate_widths: dict[int, float] = {}
        # the last trick's card that took it (``Pile.took``): a gold frame over the part of
        # it the row shows, put up once the cards have reached the corner
        self.took_frame = QGraphicsRectItem()
        self.took_frame.setPen(QPen(QColor("#ffd166"), 3))
        self.took_frame.setZValue(400)  # over the cards, under the focus frame
        self.took_frame.setVisible(False)
        self.addItem(self.took_frame)
        self.setBackgroundBrush(theme.felt_colours(self.felt)[1])

    # -- geometry ---------------------------------------------------------------------
    def table_rect(self) -> QRectF:
        """The area cards are laid out in."""
        return self.sceneRect()

    def point(self, fx: float, fy: float) -> QPointF:
        """A table fraction in scene coordinates."""
        r = self.table_rect()
        return QPointF(r.left() + fx * r.width(), r.top() + fy * r.height())

    def resize_table(self, w: float, h: float, dpr: float = 1.0) -> None:
        """Fit the table to the view and lay everything out again, without animation."""
        self.setSceneRect(0, 0, w, h)
        card_w = placement.card_width(w, h, self.seats)
        if (dpr, card_w) != (self.dpr, self.card_w) and self.art is not None:
            self.art.cache.clear()  # keep only the current sizes
        self.dpr, self.card_w = dpr, card_w
        self.shifts, self.info_spot = {}, None  # a new size: every label finds its place anew
        self.plate_widths = {}
        self._paint_felt()
        if self.layout_now is not None:
            # cards in flight (the row under the felt grew as a deal began) go on from where
            # they are to their new places, rather than jump to the end
            moving = bool(self.moves)
            if moving:
                self._stop_moves()
            self.show_layout(self.layout_now, animate=moving)

    def set_felt(self, felt: str) -> None:
        """Use this table colour (a name from ``storage.FELTS``; unknown names give green)."""
        self.felt = felt if felt in theme.FELT_COLOURS else "green"
        self._paint_felt()

    def _paint_felt(self) -> None:
        # one pixmap per size: a radial gradient with a fine grain over it (the view caches
        # the background, so this is painted once per resize or felt change)
        r = self.sceneRect()
        w, h = max(1, round(r.width())), max(1, round(r.height()))
        centre, edge = theme.felt_colours(self.felt)
        felt = QPixmap(w, h)
        painter = QPainter(felt)
        grad = QRadialGradient(w / 2, h / 2, max(w, h) * 0.7)
        grad.setColorAt(0, centre)
        grad.setColorAt(1, edge)
        painter.fillRect(0, 0, w, h, QBrush(grad))
        painter.fillRect(0, 0, w, h, QBrush(theme.felt_texture()))
        if self.turn_order:
            paint_turn_order(painter, w, h, self.turn_order)
        painter.end()
        self.setBackgroundBrush(QBrush(felt))

    def card_h(self) -> float:
        """Card height in scene units."""
        return self.card_w * CARD_H / CARD_W

    # -- items ------------------------------------------------------------------------
    def set_deck(self, deck_art: str, back: str = "back_blue", four_colour: bool = False) -> None:
        """Use this deck's art for every card item (existing items are dropped)."""
        for item in self.items_by_key.values():
            self.removeItem(item)
        self.items_by_key.clear()
        self.plate_widths = {}  # a new game's plates start at their own widths
        self.deck_art, self.back = deck_art, back
        self.face_prefix = "fc_" if four_colour else ""
        self.art = CardArt(deck_art)

    def _item(self, key: str) -> CardItem:
        item = self.items_by_key.get(key)
        if item is None:
            item = CardItem(key)
            self.addItem(item)
            self.items_by_key[key] = item
        return item

    def placed(self, pile: Pile) -> Pile:
        """``pile`` as shown: an opponent's hand where the table placed it (``_place_hands``)."""
        return self.placed_hands.get(pile.id, pile) if pile.seat_hand else pile

    def _place_hands(self, layout: Layout) -> None:
        """Size and place the opponents' hands for this table (placement.seat_hands)."""
        hands = [p for p in layout.piles if p.seat_hand]
        r = self.table_rect()
        w, h = max(r.width(), 1.0), max(r.height(), 1.0)
        asks = [
            (r.left() + p.x * w, r.top() + p.y * h, len(p.cards), p.spread, p.scale) for p in hands
        ]
        self.placed_hands = {}
        keep_off = []  # every other card (the player's, the tricks, the piles, the melds)
        for p in layout.piles:
            if p.seat_hand or not p.cards:
                continue
            cw = self.card_w * p.scale
            ch = cw * CARD_H / CARD_W
            keep_off += [(q.x(), q.y(), cw, ch) for q in self.card_positions(p)]
        done = placement.seat_hands(asks, w, h, self.card_w, keep_off)
        self.placed_hands = {
            p.id: dataclasses.replace(
                p,
                x=(cx - r.left()) / w,
                y=(cy - r.top()) / h,
                scale=scale,
                spread=step / (self.card_w * scale) if step else p.spread,
            )
            for p, (cx, cy, scale, step) in zip(hands, done, strict=True)
        }

    def card_positions(self, pile: Pile) -> list[QPointF]:
        """Top-left positions of a pile's cards."""
        pile = self.placed(pile)
        cw = self.card_w * pile.scale
        ch = cw * CARD_H / CARD_W
        centre = self.point(pile.x, pile.y)
        n = len(pile.cards)
        if pile.fan == "stack":
            return [
                QPointF(centre.x() - cw / 2 + i * 0.6, centre.y() - ch / 2 - i * 0.6)
                for i in range(n)
            ]
        step = cw * pile.spread
        if pile.fan == "hand":  # large and readable, within the table (placement)
            step = placement.hand_step(cw, pile.spread, n, self.table_rect().width())
        width = cw + step * (n - 1)
        left = centre.x() - width / 2
        return [QPointF(left + i * step, centre.y() - ch / 2) for i in range(n)]

    def pile_rect(self, pile: Pile) -> QRectF:
        """The drop area of a pile."""
        pile = self.placed(pile)
        cw = self.card_w * pile.scale
        ch = cw * CARD_H / CARD_W
        pos = self.card_positions(pile)
        if pos:
            right = pos[-1].x() + cw
            rect = QRectF(pos[0].x(), pos[0].y(), right - pos[0].x(), ch)
        else:
            c = self.point(pile.x, pile.y)
            rect = QRectF(c.x() - cw / 2, c.y() - ch / 2, cw, ch)
        return rect.adjusted(-6, -6, 6, 6)

    # -- layout -----------------------------------------------------------------------
    def show_layout(self, layout: Layout, animate: bool = True) -> None:
        """Move every card to its place in ``layout``, animating from where it is."""
        self.finish_animations(announce=False)  # the new layout's animation announces its end
        self.layout_now = layout
        if layout.turn_order != self.turn_order:
            self.turn_order = layout.turn_order
            self._paint_felt()
        if layout.seats and len(layout.seats) != self.seats:
            self.seats = len(layout.seats)
            r = self.sceneRect()
            self.card_w = placement.card_width(r.width(), r.height(), self.seats)
        if layout.deal:  # a new deal or round: the plates start at their own widths again
            self.plate_widths = {}
        factor = self.speed if animate else 0.0
        seen: set[str] = set()
        moves: list[tuple[CardItem, QPointF, int]] = []
        self.flips = {}
        deal_index = {k: i for i, k in enumerate(layout.deal)}
        z = 10
        self._place_hands(layout)
        for pile in map(self.placed, layout.piles):
            self._show_pile(pile)
            width = self.card_w * pile.scale
            if self.art is None:
                self.art = CardArt(self.deck_art)
            for (key, face), pos in zip(pile.cards, self.card_positions(pile), strict=True):
                item = self.items_by_key.get(key)
                fresh = item is None or not item.isVisible()
                item = self._item(key)
                item.face = face
                item.setToolTip(pile.tip)
                if fresh and face:  # a card that comes into view face up turns over on its way
                    item.show_element(self.art, self.back, width, self.dpr)
                before = item.show_element(
                    self.art, self.face_prefix + face if face else self.back, width, self.dpr
                )
                if before is not None and factor > 0:
                    self.flips[item] = (before, item.pixmap())
                    item.setPixmap(before)
                item.set_mark(key in pile.marked)
                item.setZValue(z)
                z += 1
                seen.add(key)
                if fresh:
                    origin = layout.origins.get(key, layout.deck_origin)
                    if key in deal_index:
                        origin = layout.deck_origin
                    source = self.items_by_key.get(origin) if isinstance(origin, str) else None
                    if source is not None:
                        item.setPos(source.pos())
                    else:
                        if isinstance(origin, str):
                            origin = layout.deck_origin
                        start = self.point(*origin)
                        item.setPos(start - QPointF(self.card_w / 2, self.card_h() / 2))
                    item.setVisible(True)
                item.home = pos
                if item.pos() != pos or item in self.flips:
                    moves.append((item, pos, deal_index.get(key, -1)))
        for key, item in list(self.items_by_key.items()):
            if key in seen:
                continue
            if item.isVisible():  # kept hidden for one layout: the next may start from it
                item.setVisible(False)
            else:  # gone for two layouts (a back of a hand long played): freed
                self.removeItem(item)
                del self.items_by_key[key]
        for pid in set(self.piles) - {p.id for p in layout.piles}:
            self.piles[pid].setVisible(False)
            self.pile_labels[pid].setVisible(False)
        self._show_seats(layout)
        self._show_info(layout, INFO_SIZES[0])
        self._show_chips(layout)
        self._settle(layout)
        self._place_took_frame(layout)
        self._animate(moves, factor, self._chip_flights(layout, factor))
        self.took_frame.setVisible(not self.moves and not self.took_frame.rect().isNull())
        self.laid_out.emit()

    def _show_info(self, layout: Layout, size: float, share: float = INFO_SHARE) -> None:
        """The layout's info line in a font ``size`` times the app's, broken to ``share`` of
        the table's width, its top centre where the layout puts it (``Layout.info_at``)."""
        info = layout.info
        self.info.setFont(theme.scaled_font(size, bold=True))
        advance = QFontMetricsF(self.info.font()).horizontalAdvance
        self.info.setText(placement.wrap_parts(info, advance, self.table_rect().width() * share))
        br = self.info.boundingRect()
        c = self.point(*layout.info_at)
        self.info.setPos(c.x() - br.width() / 2, c.y())

    def _settle(self, layout: Layout) -> None:
        """Move the seat plates, chip stacks, pile labels and the info line off the cards
        and off one another, each to the nearest free spot on the table (placement.settle).
        Where a plate or a pot went is kept (``shifts``), so money flies from and to it."""
        # a card that may rise (picked for a meld or a commitment) keeps its room above
        height = self.table_rect().height()
        rise = {key: p.rise * height for p in layout.piles if p.rise > 0 for key, _ in p.cards}
        fixed = [
            (
                it.home.x(),
                it.home.y() - rise.get(key, 0.0),
                it.pixmap().deviceIndependentSize().width(),
                it.pixmap().deviceIndependentSize().height() + rise.get(key, 0.0),
            )
            for key, it in self.items_by_key.items()
            if it.isVisible()
        ]
        # the drawn outlines of empty places (a trick's or a commit's slot) are kept clear
        # too, trimmed by a little less than the gap: a pile's own label, 2 px under its
        # outline, may stay there, and nothing else comes within a pixel of it
        trim = placement.GAP - 1
        slots = [
            (r.x() + trim, r.y() + trim, r.width() - 2 * trim, r.height() - 2 * trim)
            for r in (it.rect() for it in self.piles.values() if it.isVisible())
        ]
        fixed += slots
        movable: list = []  # (items moved together, rect, table fraction or None)
        for label in self.pile_labels.values():  # first: each under its own pile
            if label.isVisible() and label.text():
                # a word's room on each side: a prompt under the hand ended right against
                # the player's plate beside it (French, 1600x1000)
                pad = LABEL_PAD
                room = label.sceneBoundingRect().adjusted(-pad, 0, pad, 0)
                movable.append(((label,), room, None))
        for sv in layout.seats:
            plate, text = self.seat_plates[sv.seat]
            movable.append(((plate, text), plate.rect(), (sv.x, sv.y)))
        for c in layout.chips:
            stack = self.chip_stacks.get(c.id)
            if stack is not None and stack.isVisible():
                movable.append(((stack,), stack.sceneBoundingRect(), (c.x, c.y)))
        want = [(r.x(), r.y(), r.width(), r.height()) for _, r, _xy in movable]
        b = self.table_rect().adjusted(2, 2, -2, -2)
        bounds = (b.x(), b.y(), b.width(), b.height())
        # a plate or pot moved off a card last time stays where it went while that spot is
        # free of cards (it jumped back and forth as cards came and went beside it)
        start = list(want)
        for i, (_items, _r, xy) in enumerate(movable):
            d = self.shifts.get(xy) if xy is not None else None
            if d is not None:
                x, y, w, h = want[i]
                kept = (x + d.x(), y + d.y(), w, h)
                if placement.free_at(kept, fixed, bounds):
                    start[i] = kept
        spots = placement.settle(start, fixed, bounds)
        if self.info.text():
            # last, as before; where the table has no room for it, in a smaller font
            # broken into shorter lines, so it never lies on a card or a plate
            # it keeps off the drawn outlines of empty places too (a trick's or a commit's
            # slot) where that moves it less than two cards' height, else off the cards and
            # plates only (not far from the middle of the table)
            # a text line clear of the table's edge, as the pile labels are (LABEL_PAD)
            # and clear of the side edges by a margin of its own (at 1280x800 Declaration's
            # dare prompt ended 8 px from the felt's edge, read as running into it, helper-5)
            side = max(LABEL_PAD, INFO_MARGIN * self.table_rect().width())
            ib = self.table_rect().adjusted(side, LABEL_PAD, -side, -LABEL_PAD)
            info_bounds = (ib.x(), ib.y(), ib.width(), ib.height())
            slots = [
                (r.x(), r.y(), r.width(), r.height())
                for r in (it.rect() for it in self.piles.values() if it.isVisible())
            ]
            sizes = [(INFO_SIZES[0], INFO_SHARE), *((s, 0.45) for s in INFO_SIZES)]
            kept_info = None
            if self.info_spot is not None:  # where it was, if it is still free there
                # (in the largest font that fits there now, down to the one it had)
                was, was_share, x, y = self.info_spot
                for size, share in [(z, q) for z, q in sizes if z >= was] + [(was, was_share)]:
                    self._show_info(layout, size, share)
                    self.info.setPos(x, y)
                    r = self.info.sceneBoundingRect()
                    rect = (r.x(), r.y(), r.width(), r.height())
                    if placement.free_at(rect, fixed + spots + slots, info_bounds):
                        kept_info = rect
                        break
                else:
                    self._show_info(layout, INFO_SIZES[0])
            for taken, reach in ((fixed + spots + slots, 2 * self.card_h()), (fixed + spots, None)):
                if kept_info is not None:
                    spot = rect = kept_info
                    break
                for size, share in sizes:
                    self._show_info(layout, size, share)
                    r = self.info.sceneBoundingRect()
                    rect = (r.x(), r.y(), r.width(), r.height())
                    spot = placement.free_spot(rect, taken, info_bounds)
                    near = (
                        reach is None or math.hypot(spot[0] - rect[0], spot[1] - rect[1]) <= reach
                    )
                    if near and placement.fits(spot, taken):
                        break
                else:
                    continue
                break
            self.info_spot = (size, share, spot[0], spot[1])
            movable.append(((self.info,), r, None))
            want.append(rect)
            spots.append(spot)
        self.shifts = {}
        for (items, _r, xy), (x0, y0, *_), (x1, y1, *_) in zip(movable, want, spots, strict=True):
            if (x0, y0) == (x1, y1):
                continue
            d = QPointF(x1 - x0, y1 - y0)
            if xy is not None:
                self.shifts[xy] = d
            for it in items:
                if isinstance(it, QGraphicsRectItem):
                    it.setRect(it.rect().translated(d))
                else:
                    it.setPos(it.pos() + d)

    def _show_chips(self, layout: Layout) -> None:
        """Show the pots at rest."""
        width = self.card_w * 0.5
        wanted = {c.id for c in layout.chips if c.amount > 0}
        for cid, stack in self.chip_stacks.items():
            stack.setVisible(cid in wanted)
        for c in layout.chips:
            if c.amount <= 0:
                continue
            item = self.chip_stacks.get(c.id)
            if item is None:
                item = self.chip_stacks[c.id] = ChipItem()
                item.setZValue(9)
                self.addItem(item)
            item.show_amount(c.amount, width, self.dpr)
            item.setPos(item.top_left_for(self.point(c.x, c.y)))

    def at(self, xy: tuple[float, float]) -> QPointF:
        """Where a plate or a pot the layout put at table fraction ``xy`` is now (it may
        have been moved off a card by ``_settle``)."""
        return self.point(*xy) + self.shifts.get(tuple(xy), QPointF())  # type: ignore[arg-type]

    def _chip_flights(self, layout: Layout, factor: float) -> list:
        """The flights of the money these events moved (none when animation is off),
        planned for the one driver: wave 1 leaves as wave 0 lands."""
        width = self.card_w * 0.5
        if factor <= 0:
            return []
        duration = max(1, speeds.scaled(speeds.MOVE, factor))
        plan = []
        waves = sorted({m.wave for m in layout.chip_moves if m.amount > 0})  # none empty
        for m in layout.chip_moves:
            if m.amount <= 0:
                continue
            if len(self.flying) == len(self.flyers):
                self.flyers.append(ChipItem())
                self.addItem(self.flyers[-1])
            item = self.flyers[len(self.flying)]
            self.flying.append(item)
            item.show_amount(m.amount, width, self.dpr)
            start = item.top_left_for(self.at(m.start))
            end = item.top_left_for(self.at(m.end))
            item.setPos(start)
            wave = waves.index(m.wave)
            item.setVisible(wave == 0)
            plan.append((item, start, end, wave * duration, duration))
            for pot in self.chip_stacks.values():
                if pot.isVisible() and (pot.centre() - self.at(m.end)).manhattanLength() < 2:
                    pot.setVisible(False)
                    self.landing.append(pot)
        return plan

    def _land_chips(self) -> None:
        for item in self.flying:
            item.setVisible(False)
        self.flying = []
        for pot in self.landing:
            pot.setVisible(True)
        self.landing = []

    def _animate(
        self, moves: list[tuple[CardItem, QPointF, int]], factor: float, flights: list | None = None
    ) -> None:
        flights = flights or []
        if factor <= 0 or not (moves or flights):
            for item, pos, _ in moves:
                item.setPos(pos)
            QTimer.singleShot(0, self, self.animations_finished.emit)
            return
        plan = []
        for item, pos, deal in moves:
            if deal >= 0:
                delay = speeds.scaled(speeds.DEAL_STAGGER, factor) * deal
                plan.append(
                    (item, item.pos(), pos, delay, max(1, speeds.scaled(speeds.DEAL_CARD, factor)))
                )
            else:
                plan.append((item, item.pos(), pos, 0, max(1, speeds.scaled(speeds.MOVE, factor))))
        self._run(plan + flights)

    def _run(self, plan: list[tuple[CardItem, QPointF, QPointF, int, int]]) -> None:
        self.moves = plan
        total = max(d + t for _, _, _, d, t in plan)
        self.driver.stop()
        self.driver.setDuration(total)
        self.driver.setEndValue(float(total))
        self.driver.start()

    def _on_driver_value_changed(self, value: float) -> None:
        # one Python call per frame places every moving card (ease-out cubic)
        flips = self.flips
        for item, start, end, delay, duration in self.moves:
            t = (value - delay) / duration
            if t <= 0:
                continue
            item.setVisible(True)  # chips of a later wave appear as they leave
            p = 1.0 if t >= 1 else 1 - (1 - t) ** 3
            item.setPos(start + (end - start) * p)
            if item in flips:  # first half shows the old side narrowing, then the new widening
                before, after = flips[item]
                t = min(t, 1.0)
                item.setPixmap(before if t < 0.5 else after)
                item.set_flip(abs(1 - 2 * t))

    def _place_took_frame(self, layout: Layout) -> None:
        """Set the gold frame over the visible part of the card that took the last trick
        (``Pile.took``), or an empty one; it shows once the cards are in place."""
        self.took_frame.setRect(QRectF())
        for pile in map(self.placed, layout.piles):
            if pile.took is None or not 0 <= pile.took < len(pile.cards):
                continue
            pos = self.card_positions(pile)
            cw = self.card_w * pile.scale
            left = pos[pile.took].x()
            right = pos[pile.took + 1].x() if pile.took + 1 < len(pos) else left + cw
            self.took_frame.setRect(
                QRectF(left, pos[0].y(), right - left, cw * CARD_H / CARD_W).adjusted(-2, -2, 2, 2)
            )

    def _on_driver_finished(self) -> None:
        for item, _, end, _, _ in self.moves:
            item.setPos(end)
        self._moves_ended()
        self.animations_finished.emit()

    def _moves_ended(self) -> None:
        """Cards at rest: flips end, chips land, the last trick's frame goes up."""
        self._end_flips()
        self._land_chips()
        self.moves = []
        self.took_frame.setVisible(not self.took_frame.rect().isNull())

    def _end_flips(self) -> None:
        for item, (_, after) in self.flips.items():
            item.setPixmap(after)
            item.set_flip(1.0)
        self.flips = {}

    def is_animating(self) -> bool:
        """Whether cards are still moving."""
        return bool(self.moves)

    def _stop_moves(self) -> None:
        """Stop the cards where they are (flips and chips end)."""
        self.driver.blockSignals(True)
        self.driver.stop()
        self.driver.blockSignals(False)
        self._moves_ended()

    def finish_animations(self, announce: bool = True) -> None:
        """Jump running animations to their end (input during an animation completes it).
        The jump ends them as their own end would: ``animations_finished`` follows (the
        controller waits for it before an AI seat acts), unless ``announce`` is False
        because another animation starts at once and will say so itself."""
        if self.moves:
            for item, _, end, _, _ in self.moves:
                item.setPos(end)
            self._stop_moves()
            if announce:
                QTimer.singleShot(0, self, self.animations_finished.emit)

    def slide_home(self, keys: list[str]) -> None:
        """Return dragged cards to their places (an illegal drop)."""
        items = [self.items_by_key[k] for k in keys if k in self.items_by_key]
        if self.speed <= 0:
            for item in items:
                item.setPos(item.home)
            return
        duration = max(1, speeds.scaled(speeds.SLIDE_BACK, self.speed))
        self._run([(item, item.pos(), item.home, 0, duration) for item in items])

    def _show_pile(self, pile: Pile) -> None:
        rect_item = self.piles.get(pile.id)
        if rect_item is None:
            rect_item = QGraphicsRectItem()
            rect_item.setZValue(1)
            self.addItem(rect_item)
            self.piles[pile.id] = rect_item
            label = QGraphicsSimpleTextItem()
            label.setBrush(QColor("#e8efe9"))
            label.setZValue(2)
            self.addItem(label)
            self.pile_labels[pile.id] = label
        rect_item.setRect(self.pile_rect(pile))
        self.highlight(pile.id, False)
        rect_item.setVisible(bool(pile.target or not pile.cards))
        if pile.won and pile.cards:  # the trick's winning card, in a gold frame
            rect_item.setPen(QPen(QColor("#ffd166"), 4))
            rect_item.setVisible(True)
        label = self.pile_labels[pile.id]
        label.setText(pile.label)
        label.setVisible(bool(pile.label))
        r = self.pile_rect(pile)
        # centred under the pile, but never off the table (longer words in other languages)
        lw, t = label.boundingRect().width(), self.table_rect()
        mid = r.center().x() if pile.label_x is None else self.point(pile.label_x, 0).x()
        label.setPos(max(t.left() + 4, min(mid - lw / 2, t.right() - lw - 4)), r.bottom() + 2)

    def highlight(self, pile_id: str, on: bool) -> None:
        """Mark a pile as a legal target (while dragging) or not."""
        item = self.piles.get(pile_id)
        if item is None:
            return
        if on:
            item.setPen(QPen(QColor("#ffd166"), 3))
            item.setBrush(QColor(255, 209, 102, 60))
            item.setVisible(True)
        else:
            item.setPen(QPen(QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine))
            item.setBrush(Qt.BrushStyle.NoBrush)

    def _show_seats(self, layout: Layout) -> None:
        wanted = {s.seat for s in layout.seats}
        for seat in list(self.seat_plates):
            if seat not in wanted:
                for it in self.seat_plates.pop(seat):
                    self.removeItem(it)
        for sv in layout.seats:
            if sv.seat not in self.seat_plates:
                plate = QGraphicsRectItem()
                plate.setZValue(3)
                text = QGraphicsSimpleTextItem()
                text.setZValue(4)
                self.addItem(plate)
                self.addItem(text)
                self.seat_plates[sv.seat] = (plate, text)
            plate, text = self.seat_plates[sv.seat]
            text.setFont(theme.scaled_font(0.85 if sv.compact else 1.0))
            text.setText("\n".join(sv.lines))
            text.setBrush(QColor("#1b1b1b") if sv.active else QColor("#f4f1de"))
            br = text.boundingRect()
            width = self.plate_widths[sv.seat] = max(
                br.width(), self.plate_widths.get(sv.seat, 0.0)
            )
            c = self.point(sv.x, sv.y)
            # a long plate (longer words in other languages, long names) stays on the table
            r = self.table_rect()
            x = max(r.left() + 10, min(c.x() - width / 2, r.right() - width - 10))
            # (up and down it is left to _settle: held inside the felt here, Declaration's
            # German plate under the hand was pushed up across the table)
            y = c.y() - br.height() / 2
            text.setPos(x, y)
            plate.setRect(QRectF(x, y, width, br.height()).adjusted(-8, -4, 8, 4))
            plate.setBrush(QColor("#ffd166") if sv.active else QColor(0, 0, 0, 110))
            plate.setPen(QPen(Qt.PenStyle.NoPen))

    def pile_at(self, pos: QPointF) -> str | None:
        """The pile under ``pos`` (whether it takes the card is the controller's question)."""
        if self.layout_now is None:
            return None
        for pile in reversed(self.layout_now.piles):
            if self.pile_rect(pile).contains(pos):
                return pile.id
        return None

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost visible card under ``pos``."""
        for it in self.items(pos):
            if isinstance(it, CardItem) and it.isVisible():
                return it
        return None


class TableView(QGraphicsView):
    """Shows the scene and turns mouse and keyboard input into gestures.

    Signals carry item keys and pile ids; the controller decides what they mean.
    """

    drag_started = Signal(str)
    dropped = Signal(str, str)  # key, pile id ("" when dropped on nothing)
    activated = Signal(str)  # double-click or Enter on a card
    clicked = Signal(str)  # a press and release without moving
    drag_cancelled = Signal(str)
    pile_clicked = Signal(str)  # a press on no movable card: the pile under it ("" for none)
    card_pressed = Signal(str)  # a press on a card that cannot be moved now

    def __init__(self, scene: TableScene, parent=None) -> None:  # noqa: ANN001
        super().__init__(scene, parent)
        self.table = scene  # keep a reference: a scene held nowhere else is collected
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the felt gradient is costly to paint in software: paint it once per size
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Card table"))
        # a visible frame around the table while it has the keyboard focus
        self.setStyleSheet(
            "TableView { border: 2px solid transparent; }"
            " TableView:focus { border: 2px solid palette(highlight); }"
        )
        self.draggable: list[str] = []
        self.focus_index = -1
        self._drag: str | None = None
        self._group: list[tuple[CardItem, QPointF]] = []  # carried along, from where
        self._press = QPointF()
        self._offset = QPointF()
        self._moved = False
        self.focus_frame = QGraphicsRectItem()
        self.focus_frame.setPen(QPen(QColor("#4cc9f0"), 3))
        self.focus_frame.setZValue(500)
        self.focus_frame.setVisible(False)
        scene.addItem(self.focus_frame)
        # the frame shows the keyboard's card only once keys are used (as a desktop shows
        # focus): after a click it framed the last card clicked, which a player picking
        # several cards (Frontier's commitment) took for the only one picked
        self.focus_by_keys = False

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802
        """Refit the table to the window."""
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height(), self.devicePixelRatioF())
        self.resetCachedContent()
        self.setSceneRect(self.table.sceneRect())
        self._show_focus()

    def set_draggable(self, keys: list[str]) -> None:
        """The cards the player may move now, in keyboard order."""
        self.draggable = keys
        if self.focus_index >= len(keys):
            self.focus_index = len(keys) - 1
        self._show_focus()

    # -- mouse ----------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: ANN001, N802
        """Pick up a movable card."""
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.focus_by_keys = False
        self.focus_frame.setVisible(False)
        self.table.finish_animations()
        pos = self.mapToScene(event.position().toPoint())
        item = self.table.card_at(pos)
        if item is not None and item.key in self.draggable:
            self._drag = item.key
            self._press = pos
            self._offset = pos - item.pos()
            self._moved = False
            item.setZValue(1000)
            # the cards the layout carries along with this one (selected with it)
            layout = self.table.layout_now
            along = layout.groups.get(item.key, []) if layout is not None else []
            self._group = [
                (self.table.items_by_key[k], self.table.items_by_key[k].pos())
                for k in along
                if k != item.key and k in self.table.items_by_key
            ]
            for i, (other, _) in enumerate(self._group):
                other.setZValue(1001 + i)
            self.focus_index = self.draggable.index(item.key)
            self.drag_started.emit(item.key)
        else:
            if item is not None:
                self.card_pressed.emit(item.key)
            self.pile_clicked.emit(self.table.pile_at(pos) or "")

    def mouseMoveEvent(self, event) -> None:  # noqa: ANN001, N802
        """Carry the card."""
        if self._drag is None:
            return
        pos = self.mapToScene(event.position().toPoint())
        if (pos - self._press).manhattanLength() > 4:
            self._moved = True
        item = self.table.items_by_key.get(self._drag)
        if item is not None:
            item.setPos(pos - self._offset)
        for other, start in self._group:
            other.setPos(start + pos - self._press)

    def mouseReleaseEvent(self, event) -> None:  # noqa: ANN001, N802
        """Drop the card on a pile (or put it back)."""
        key, self._drag = self._drag, None
        group, self._group = [other for other, _ in self._group], []
        if key is None:
            return
        pos = self.mapToScene(event.position().toPoint())
        if not self._moved:
            self.table.slide_home([key, *(other.key for other in group)])
            self.drag_cancelled.emit(key)
            self.clicked.emit(key)
            return
        self.dropped.emit(key, self.table.pile_at(pos) or "")
        # a refused drop slides the dragged card home: the cards carried along go with it
        moving = {m[0] for m in self.table.moves}
        stray = [o.key for o in group if o not in moving and o.pos() != o.home]
        if stray:
            self.table.slide_home([key, *stray])

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: ANN001, N802
        """Play a card the quick way."""
        pos = self.mapToScene(event.position().toPoint())
        item = self.table.card_at(pos)
        if item is not None and item.key in self.draggable:
            self.activated.emit(item.key)

    # -- keyboard -------------------------------------------------------------------
    # The table's own keys: keyPressEvent acts on exactly these, and Help → Keyboard lists
    # them from here. Tab and Shift+Tab are left to Qt: they move on to the buttons.
    NEXT_KEYS = (Qt.Key.Key_Right, Qt.Key.Key_Down)
    PREVIOUS_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Up)
    FIRST_KEYS = (Qt.Key.Key_Home,)
    LAST_KEYS = (Qt.Key.Key_End,)
    PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)

    def key_help(self) -> list[tuple[list[Qt.Key], str]]:
        """The table's keys and what they do, for the Keyboard window."""
        return [
            (list(self.NEXT_KEYS), self.tr("Focus the next card you can play")),
            (list(self.PREVIOUS_KEYS), self.tr("Focus the previous card you can play")),
            (list(self.FIRST_KEYS), self.tr("Focus the first card you can play")),
            (list(self.LAST_KEYS), self.tr("Focus the last card you can play")),
            (
                list(self.PLAY_KEYS),
                self.tr("Play the focused card (or pick it for a meld or a commitment)"),
            ),
        ]

    def keyPressEvent(self, event) -> None:  # noqa: ANN001, N802
        """Arrows move the focus between movable cards; Enter or Space plays the focused one."""
        key = event.key()
        n = len(self.draggable)
        if not n:
            super().keyPressEvent(event)
            return
        self.focus_by_keys = True
        if key in self.NEXT_KEYS:
            self.focus_index = (self.focus_index + 1) % n
        elif key in self.PREVIOUS_KEYS:
            self.focus_index = (self.focus_index - 1) % n
        elif key in self.FIRST_KEYS:
            self.focus_index = 0
        elif key in self.LAST_KEYS:
            self.focus_index = n - 1
        elif key in self.PLAY_KEYS:
            if 0 <= self.focus_index < n:
                self.activated.emit(self.draggable[self.focus_index])
            return
        else:
            super().keyPressEvent(event)
            return
        self._show_focus()

    def set_description(self, text: str) -> None:
        """The table in words, for screen readers (see ``gui.table.accessibility``)."""
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)

    def focused_card_name(self) -> str:
        """The focused card in words ("" when no card has the focus)."""
        if not 0 <= self.focus_index < len(self.draggable):
            return ""
        item = self.table.items_by_key.get(self.draggable[self.focus_index])
        if item is None or not item.face:
            return ""
        return card_name(item.face, self.table.deck_art)

    def _show_focus(self) -> None:
        # the accessible name says which card has the focus (a screen reader reads it out)
        focused = self.focused_card_name()
        name = (
            self.tr("Card table, focused card: %1").replace("%1", focused)
            if focused
            else self.tr("Card table")
        )
        if name != self.accessibleName():
            self.setAccessibleName(name)
        if (
            not (0 <= self.focus_index < len(self.draggable))
            or not self.hasFocus()
            or not self.focus_by_keys
        ):
            self.focus_frame.setVisible(False)
            return
        item = self.table.items_by_key.get(self.draggable[self.focus_index])
        if item is None:
            self.focus_frame.setVisible(False)
            return
        self.focus_frame.setRect(
            QRectF(item.home, item.sceneBoundingRect().size()).adjusted(-3, -3, 3, 3)
        )
        self.focus_frame.setVisible(True)

    def focusInEvent(self, event) -> None:  # noqa: ANN001, N802
        """Show the focus frame."""
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.focus_by_keys = True
        elif event.reason() == Qt.FocusReason.MouseFocusReason:
            self.focus_by_keys = False
        if self.focus_index < 0 and self.draggable:
            self.focus_index = 0
        self._show_focus()

    def focusOutEvent(self, event) -> None:  # noqa: ANN001, N802
        """Hide the focus frame."""
        super().focusOutEvent(event)
        self.focus_frame.setVisible(False)
