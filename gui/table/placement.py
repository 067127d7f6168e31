"""Where things go on the table, in card units (as KPat lays out its piles): pure geometry,
no Qt, so it is cheap to test.

- ``card_width`` sizes the cards from the view and the seat count: the player's hand is
  large and readable at every window size, a crowded table has a little smaller cards.
- ``hand_step`` spaces the player's fan: never wider than the table allows, never so tight
  that a hand of eight cards or more takes less than ``HAND_SHARE`` of the view; one or
  two cards lie whole, side by side.
- ``seat_positions`` puts seat 0 at the bottom and the others round the top of an ellipse.
- ``seat_hands`` sizes and places the opponents' hands in card units from where their
  adapter asks for them, the seat count (the room to the neighbours) and the table's
  aspect (``opponent_grow``): larger where there is room, never touching one another.
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


CARD_RATIO = 1.4  # a card's height over its width
OPPONENT_MARGIN = 0.12  # card widths kept between an opponent's hand and the table's edge
OPPONENT_LEAST_STEP = 0.12  # of its card width: an opponent's cards never lie closer
OPPONENT_GROW = 0.3  # the most opponents' cards grow on a table with room to spare

SeatHand = tuple[float, float, int, float, float]
"""An opponent's hand as its adapter asks for it: centre x and y (pixels), the number of
cards, their spread (card widths between cards) and their scale (of the table's card)."""


def opponent_grow(width: float, height: float, card_w: float) -> float:
    """How much larger than their adapters ask opponents' cards are: 1 on a table of the
    usual shape (about ten cards wide, four high), up to ``1 + OPPONENT_GROW`` where the
    table's aspect leaves room to spare in card units (a tall window has spare card
    heights above the centre, a wide one spare card widths between the seats)."""
    w_units = width / card_w
    h_units = height / (card_w * CARD_RATIO)
    spare = max(0.0, (h_units - 4.1) / 1.5) + max(0.0, (w_units - 10.5) / 6.0)
    return 1.0 + OPPONENT_GROW * min(1.0, spare)


def seat_hands(
    hands: Sequence[SeatHand],
    width: float,
    height: float,
    card_w: float,
    keep_off: Sequence[Rect] = (),
) -> list[tuple[float, float, float, float]]:
    """The opponents' hands placed in card units, as (centre x, centre y, scale, step):
    scaled by ``opponent_grow``; each no wider than the room to its neighbours (two hands
    side by side never touch: a hand's cards close up, and on a crowded table the cards
    get smaller, before they would); moved in from the table's edges so every card is
    whole, ``OPPONENT_MARGIN`` card widths inside; and off the other cards (``keep_off``:
    a trick, a meld, the piles): pushed towards its edge of the table, then smaller."""
    grow = opponent_grow(width, height, card_w)
    margin = OPPONENT_MARGIN * card_w
    out = []
    for i, (x, y, n, spread, scale) in enumerate(hands):
        s = scale * grow
        cw = card_w * s
        ch = cw * CARD_RATIO
        room = width - 2 * margin
        for j, (ox, oy, _on, _osp, oscale) in enumerate(hands):
            other_h = card_w * oscale * grow * CARD_RATIO
            if j != i and abs(oy - y) < (ch + other_h) / 2 + GAP:
                room = min(room, abs(ox - x) - GAP)  # half of the gap to each of the two
        room = max(room, card_w * 0.2)
        if n > 1 and cw * (1 + OPPONENT_LEAST_STEP * (n - 1)) > room:
            s = room / (card_w * (1 + OPPONENT_LEAST_STEP * (n - 1)))
            cw, ch = card_w * s, card_w * s * CARD_RATIO
        elif n == 1 and cw > room:
            s = room / card_w
            cw, ch = room, room * CARD_RATIO
        step = 0.0
        if n > 1:
            step = max(min(cw * spread, (room - cw) / (n - 1)), cw * OPPONENT_LEAST_STEP)
        out.append(_off_the_cards(x, y, n, s, step, width, height, card_w, keep_off))
    return out


def _off_the_cards(
    x: float,
    y: float,
    n: int,
    s: float,
    step: float,
    width: float,
    height: float,
    card_w: float,
    keep_off: Sequence[Rect],
) -> tuple[float, float, float, float]:
    """A hand inside the table's margins and, where it can be, off ``keep_off``: moved
    to its own edge of the table (the nearest), then shrunk (to half its size at most)."""
    margin = OPPONENT_MARGIN * card_w
    # its own edge: the nearest in card units (left, right, top; a hand is never below)
    edge = min(
        (x / card_w, "left"), ((width - x) / card_w, "right"), (y / (card_w * CARD_RATIO), "top")
    )[1]
    first = s
    while True:
        cw = card_w * s
        ch = cw * CARD_RATIO
        total = cw + step * max(n - 1, 0)
        cx = max(margin + total / 2, min(x, width - margin - total / 2))
        cy = max(margin + ch / 2, min(y, height - margin - ch / 2))
        rect = (cx - total / 2, cy - ch / 2, total, ch)
        if not _hits(rect, keep_off, GAP):
            return (cx, cy, s, step)
        pushed = {
            "left": (margin, rect[1], total, ch),
            "right": (width - margin - total, rect[1], total, ch),
            "top": (rect[0], margin, total, ch),
        }[edge]
        if not _hits(pushed, keep_off, GAP):
            return (pushed[0] + total / 2, pushed[1] + ch / 2, s, step)
        if s <= first * 0.5:
            return (cx, cy, s, step)  # no room: as small as it gets (the layout test says so)
        s *= 0.94
        step *= 0.94
        # the outer edge stays where it was: the hand shrinks away from the middle
        if edge == "top":
            y = rect[1] + ch * 0.94 / 2
        elif edge == "left":
            x = rect[0] + total * 0.94 / 2
        else:
            x = rect[0] + total - total * 0.94 / 2


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


def free_at(r: Rect, taken: Sequence[Rect], bounds: Rect) -> bool:
    """Whether ``r`` may stay just where it is: inside ``bounds`` and clear of ``taken``."""
    return _inside(r, bounds) == r and fits(r, taken)


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
    """``text`` with its lines broken at ``sep`` wherever a line is wider than ``max_w``, and
    a part still wider (a long sentence: a prompt in German) broken between its words."""
    lines: list[str] = []
    for line in text.split("\n"):
        if width_of(line) <= max_w:
            lines.append(line)
            continue
        parts = [p.strip() for p in line.split(sep)] if sep in line else [line]
        joiner = f"   {sep}   "
        current = ""
        for p in parts:
            trial = f"{current}{joiner}{p}" if current else p
            if current and width_of(trial) > max_w:
                lines.extend(_wrap_words(current, width_of, max_w))
                current = p
            else:
                current = trial
        lines.extend(_wrap_words(current, width_of, max_w))
    return "\n".join(lines)


def _wrap_words(line: str, width_of: Callable[[str], float], max_w: float) -> list[str]:
    """``line`` broken between words into lines no wider than ``max_w`` (a word wider
    than that stays whole on its own line)."""
    if width_of(line) <= max_w:
        return [line]
    out: list[str] = []
    current = ""
    for word in line.split(" "):
        trial = f"{current} {word}" if current else word
        if current and width_of(trial) > max_w:
            out.append(current)
            current = word
        else:
            current = trial
    out.append(current)
    return out
