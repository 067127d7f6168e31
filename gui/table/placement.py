"""Where things go on the table, in card units (as KPat lays out its piles): pure geometry,
no Qt, so it is cheap to test.

- ``card_width`` sizes the cards from the view and the seat count: the player's hand is
  large and readable at every window size, a crowded table has a little smaller cards.
- ``hand_step`` spaces the player's fan: never wider than the table allows, never so tight
  that a hand of eight cards or more takes less than ``HAND_SHARE`` of the view; one or
  two cards lie whole, side by side.
- ``seat_positions`` puts seat 0 at the bottom and the others round the top of an ellipse.
- ``settle`` moves the texts (seat plates, pile labels, the info line, chip stacks) off the
  cards and off one another, each to the free spot nearest to where its adapter wanted it,
  and keeps every one inside the view: nothing the player must read is covered or clipped.
- ``wrap_parts`` breaks a long info line ("Round 1 · Trump … · to 1000") at its separators
  so it fits the table's width.

Rects are ``(left, top, width, height)`` tuples in scene units.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

Rect = tuple[float, float, float, float]

HAND_SHARE = 0.46  # a hand of 3+ cards spans up to this share of the view's width (no gaps)
HAND_MAX_SHARE = 0.86  # and never more than this
WHOLE_STEP = 1.06  # left edge to left edge of cards shown whole, a little apart
MIN_CARD_W = 36.0
GAP = 4.0  # pixels kept between a text and what it must not touch


def card_width(width: float, height: float, seats: int = 4) -> float:
    """The table's card width (the player's cards; others are scaled from it): about a
    tenth of the view's width and a fifth of its height, less at a crowded table."""
    cw = min(width / 10.0, height / 5.6)
    if seats > 6:
        cw *= 0.9
    if seats > 10:
        cw *= 0.88
    return max(MIN_CARD_W, cw)


def hand_step(card_w: float, spread: float, n: int, table_w: float) -> float:
    """The distance between the player's fanned cards (left edge to left edge)."""
    if n <= 1:
        return card_w * spread
    most = (table_w * HAND_MAX_SHARE - card_w) / (n - 1)
    step = min(card_w * spread, most)
    if n == 2:  # two cards side by side, each whole (they would only show halves else)
        return max(min(max(step, card_w * WHOLE_STEP), most), 1.0)
    if n >= 3:  # a hand is spread out to a readable width, but never with gaps
        least = (table_w * HAND_SHARE - card_w) / (n - 1)
        step = max(step, min(least, card_w * 0.95))
    return max(step, 1.0)


def seat_positions(n: int) -> list[tuple[float, float]]:
    """Seat 0 at the bottom centre, the others spread around the top of an ellipse (table
    fractions): a few seats sit across the top; a crowd also runs down both sides."""
    out = [(0.5, 0.9)]
    others = n - 1
    start, span = (190, 160) if n <= 8 else (150, 240)
    for i in range(others):
        t = (i + 1) / (others + 1)
        angle = math.radians(start + span * t)
        out.append((0.5 + 0.44 * math.cos(angle), 0.47 + 0.40 * math.sin(angle)))
    return out


def _hits(r: Rect, others: Sequence[Rect], gap: float) -> bool:
    x, y, w, h = r
    for ox, oy, ow, oh in others:
        if x < ox + ow + gap and ox < x + w + gap and y < oy + oh + gap and oy < y + h + gap:
            return True
    return False


def _inside(r: Rect, bounds: Rect) -> Rect:
    """``r`` moved (not resized) into ``bounds`` as far as it fits."""
    x, y, w, h = r
    bx, by, bw, bh = bounds
    x = max(bx, min(x, bx + bw - w))
    y = max(by, min(y, by + bh - h))
    return (x, y, w, h)


def fits(r: Rect, taken: Sequence[Rect]) -> bool:
    """Whether ``r`` keeps clear of every rect in ``taken``."""
    return not _hits(r, taken, GAP)


def free_spot(
    want: Rect, taken: Sequence[Rect], bounds: Rect, step: float = 6.0, reach: float = 0.5
) -> Rect:
    """The place nearest to ``want`` (same size, inside ``bounds``) touching nothing in
    ``taken``; ``want`` itself (kept inside the bounds) when the table has no such room
    within ``reach`` of the view's larger side."""
    first = _inside(want, bounds)
    if not _hits(first, taken, GAP):
        return first
    limit = max(bounds[2], bounds[3]) * reach
    ring = 1
    while ring * step <= limit:
        d = ring * step
        # the ring's points, nearest first: straight up/down/sideways, then the diagonals
        best: Rect | None = None
        best_cost = math.inf
        n = min(48, max(8, ring * 8))  # enough directions, a bounded cost
        for k in range(n):
            a = 2 * math.pi * k / n
            dx, dy = d * math.cos(a), d * math.sin(a)
            cand = _inside((want[0] + dx, want[1] + dy, want[2], want[3]), bounds)
            if _hits(cand, taken, GAP):
                continue
            # moving up or down keeps a plate by its cards better than moving sideways
            cost = abs(cand[0] - want[0]) * 1.3 + abs(cand[1] - want[1])
            if cost < best_cost:
                best, best_cost = cand, cost
        if best is not None:
            return best
        ring += 1
    return first


def settle(movable: Sequence[Rect], fixed: Sequence[Rect], bounds: Rect) -> list[Rect]:
    """Each movable rect (in order: the first has first pick) at the free spot nearest to
    where it was asked for, off the fixed rects and the ones placed before it."""
    taken = list(fixed)
    out = []
    for r in movable:
        spot = free_spot(r, taken, bounds)
        out.append(spot)
        taken.append(spot)
    return out


def wrap_parts(text: str, width_of: Callable[[str], float], max_w: float, sep: str = "·") -> str:
    """``text`` with its lines broken at ``sep`` wherever a line is wider than ``max_w``."""
    lines = []
    for line in text.split("\n"):
        if width_of(line) <= max_w or sep not in line:
            lines.append(line)
            continue
        parts = [p.strip() for p in line.split(sep)]
        joiner = f"   {sep}   "
        current = ""
        for p in parts:
            trial = f"{current}{joiner}{p}" if current else p
            if current and width_of(trial) > max_w:
                lines.append(current)
                current = p
            else:
                current = trial
        lines.append(current)
    return "\n".join(lines)
