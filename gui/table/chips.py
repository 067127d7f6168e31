"""Chips: money on the table, as stacks that rest in a pot or fly between seats and pots.

A ``ChipItem`` is a ``QGraphicsPixmapItem`` like the cards: its stack (a few chips, more for
bigger amounts, with the amount written under it) is painted once per look into a pixmap,
and the scene's single animation driver moves it. Adapters describe chips with
``gui.games.base.Chips`` (a pot at rest) and ``ChipMove`` (money crossing the table); the
scene (``TableScene.show_layout``) turns them into items.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem

from gui.games.base import money

MAX_CHIPS = 8
# chip colours from the bottom of a stack up: a stack reads as a pile of mixed chips
CHIP_COLOURS = ("#c0392b", "#1f5fa8", "#e8e4d8", "#2e8b57", "#3b3b3b", "#d68910")

CACHE_SIZE = 256
_cache: dict[tuple[int, str, int, float], QPixmap] = {}


def chip_count(amount: int) -> int:
    """How many chips show ``amount``: one per doubling, 1 to ``MAX_CHIPS``."""
    return max(1, min(MAX_CHIPS, amount.bit_length())) if amount > 0 else 0


def stack_pixmap(amount: int, width: float, dpr: float) -> QPixmap:
    """A stack of chips ``width`` logical pixels wide with the amount written under it."""
    n = chip_count(amount)
    text = money(amount)
    w = max(16, round(width))
    key = (n, text, w, dpr)
    pm = _cache.get(key)
    if pm is not None:
        return pm
    chip_h = w * 0.36  # a chip seen from above at an angle: an ellipse
    step = w * 0.12  # height of one chip's edge in the stack
    text_h = w * 0.42
    h = chip_h + step * (MAX_CHIPS - 1) + text_h
    pm = QPixmap(round(w * dpr), round(h * dpr))
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(dpr, dpr)
    base = chip_h + step * (MAX_CHIPS - 1)  # the bottom of the lowest chip
    for i in range(n):
        colour = QColor(CHIP_COLOURS[i % len(CHIP_COLOURS)])
        top = base - chip_h - i * step
        rect = QRectF(1, top, w - 2, chip_h)
        side = QPainterPath()  # the chip's edge: the ellipse dropped by one step
        side.addRect(QRectF(1, top + chip_h / 2, w - 2, step))
        side.addEllipse(rect.translated(0, step))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour.darker(150))
        p.drawPath(side.simplified())
        p.setBrush(colour)
        p.setPen(QPen(colour.darker(170), 1))
        p.drawEllipse(rect)
        p.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, w * 0.05), Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(rect.adjusted(w * 0.16, chip_h * 0.2, -w * 0.16, -chip_h * 0.2))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, round(text_h * 0.75)))
    p.setFont(font)
    box = QRectF(0, base + step * 0.2, w, text_h)
    p.setPen(QColor(0, 0, 0, 170))
    p.drawText(box.translated(1, 1), Qt.AlignmentFlag.AlignCenter, text)
    p.setPen(QColor("#ffe9a8"))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    p.end()
    pm.setDevicePixelRatio(dpr)
    if len(_cache) >= CACHE_SIZE:  # amounts keep changing: keep only recent looks
        _cache.clear()
    _cache[key] = pm
    return pm


class ChipItem(QGraphicsPixmapItem):
    """A stack of chips worth ``amount``, placed by its centre (``centre_at``)."""

    def __init__(self) -> None:
        super().__init__()
        self.amount = 0
        self.look: tuple[int, int, float] | None = None
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setZValue(300)  # over the cards: money in flight is always seen

    def show_amount(self, amount: int, width: float, dpr: float) -> None:
        """Show a stack for ``amount`` (the pixmap only changes with the look)."""
        self.amount = amount
        look = (amount, round(width), dpr)
        if look != self.look:
            self.look = look
            self.setPixmap(stack_pixmap(amount, width, dpr))

    def top_left_for(self, centre: QPointF) -> QPointF:
        """The position that puts the stack's centre at ``centre``."""
        r = self.boundingRect()
        return QPointF(centre.x() - r.width() / 2, centre.y() - r.height() / 2)

    def centre(self) -> QPointF:
        """The stack's centre in scene coordinates."""
        return self.sceneBoundingRect().center()
