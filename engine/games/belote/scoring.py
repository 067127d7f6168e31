"""Belote deal scoring (§8 of ``docs/rules/belote.md``), as pure functions.

Inputs are per team (index 0 North-South, 1 East-West): card points ``cp`` (last trick and
capot already included), belote ``b`` and declarations ``d`` (only the winning team's is
non-zero). Outputs say what each team adds and what the litige reserve becomes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.games.belote.rules import RuleSet, deal_totals

__all__ = [
    "CAPOT",
    "DealScore",
    "Term",
    "deal_terms",
    "official_round",
    "score_classic",
    "score_coinche",
]

CAPOT = 250
"""The contract value of a Capot bid in Coinche."""


@dataclass(frozen=True, slots=True)
class DealScore:
    """A scored deal: outcome code, points each team adds, the reserve carried forward."""

    outcome: str  # made, failed, litige
    capot: int | None  # the team that took all 8 tricks, if any
    added: tuple[int, int]
    reserve: int
    totals: tuple[int, int]  # TOT = CP + B + D, which decides the contract


def official_round(x: int) -> int:
    """Nearest ten, 5 rounding up (§8.4): 84 -> 80, 85 -> 90.

    >>> official_round(85), official_round(84), official_round(252)
    (90, 80, 250)
    """
    return 10 * ((x + 5) // 10)


def _capot_team(tricks_won: Sequence[int]) -> int | None:
    for t in (0, 1):
        if tricks_won[t] == 8:
            return t
    return None


def score_classic(
    variant: str,
    rules: str,
    taker_team: int,
    cp: Sequence[int],
    b: Sequence[int],
    d: Sequence[int],
    tricks_won: Sequence[int],
    reserve: int,
) -> DealScore:
    """With trump and No trump (§8.2): made, failed ("dedans") or litige, with the reserve."""
    official = rules == RuleSet.OFFICIAL
    total, capot_value = deal_totals(variant, rules)
    tk, df = taker_team, 1 - taker_team
    tot = [cp[t] + b[t] + d[t] for t in (0, 1)]
    capot = _capot_team(tricks_won)
    add = [0, 0]
    new_reserve = 0
    if capot == tk or (capot is None and tot[tk] > tot[df]):
        outcome = "made"
        if capot == tk:
            add[tk] = capot_value + b[tk] + d[tk] + reserve + (d[df] if official else 0)
            add[df] = b[df] + (0 if official else d[df])
        else:
            add[tk] = tot[tk] + reserve
            add[df] = tot[df]
    elif capot == df or tot[tk] < tot[df]:
        outcome = "failed"
        add[tk] = b[tk] + (0 if official else d[tk])
        base = capot_value if capot == df else total
        add[df] = base + b[df] + d[df] + reserve + (d[tk] if official else 0)
    else:
        outcome = "litige"
        add[tk] = b[tk] + (0 if official else d[tk])
        add[df] = tot[df]
        new_reserve = reserve + cp[tk] + (d[tk] if official else 0)
    return DealScore(outcome, capot, (add[0], add[1]), new_reserve, (tot[0], tot[1]))


def score_coinche(
    rules: str,
    taker_team: int,
    value: int,
    level: int,
    cp: Sequence[int],
    b: Sequence[int],
    d: Sequence[int],
    tricks_won: Sequence[int],
) -> DealScore:
    """Coinche (§8.4): contract ``value`` (250 for Capot), multiplier ``level`` 1, 2 or 4."""
    official = rules == RuleSet.OFFICIAL
    rnd = official_round if official else (lambda x: x)
    tk, df = taker_team, 1 - taker_team
    tot = [cp[t] + b[t] + d[t] for t in (0, 1)]
    capot = _capot_team(tricks_won)
    if value == CAPOT or capot is not None:
        made = capot == tk
    else:
        made = tot[tk] >= value and tot[tk] > tot[df]
    w = tk if made else df
    lo = 1 - w
    base = 250 if official and (value == CAPOT or capot == w) else 160
    add = [0, 0]
    if level == 1 and made:
        takers_capot = capot == tk
        add[tk] = rnd(cp[tk]) + value + b[tk] + d[tk] + (d[df] if official and takers_capot else 0)
        add[df] = rnd(cp[df]) + b[df] + (0 if official and takers_capot else d[df])
    elif level == 1:
        add[tk] = b[tk] + (0 if official else d[tk])
        add[df] = base + value + b[df] + d[df] + (d[tk] if official else 0)
    else:
        add[w] = (base + value) * level + b[w] + d[w] + (d[lo] if official else 0)
        add[lo] = b[lo] + (0 if official else d[lo])
    return DealScore("made" if made else "failed", capot, (add[0], add[1]), 0, (tot[0], tot[1]))


@dataclass(frozen=True, slots=True)
class Term:
    """One term of what a team adds, as players check it: ``kind`` names it, ``points`` is
    what it adds; ``of`` carries the figures it comes from (the raw card points before
    rounding, or ``(base, value, level)`` for a coinched contract)."""

    kind: str  # cards, belote, declarations, contract, tricks, capot, reserve, multiplied
    points: int
    of: tuple[int, ...] = ()


def deal_terms(
    variant: str,
    rules: str,
    taker_team: int,
    value: int | None,
    level: int,
    capot: int | None,
    cp: Sequence[int],
    b: Sequence[int],
    d: Sequence[int],
    reserve: int,
) -> tuple[list[Term], list[Term]]:
    """The terms each team's score is built of, summing to what :func:`score_classic` or
    :func:`score_coinche` adds (``cp`` with a capot already counted, ``reserve`` before the
    deal). Zero terms are left out."""
    official = rules == RuleSet.OFFICIAL
    tk, df = taker_team, 1 - taker_team
    terms: list[list[Term]] = [[], []]

    def put(t: int, kind: str, points: int, of: tuple[int, ...] = ()) -> None:
        if points:
            terms[t].append(Term(kind, points, of))

    def side(t: int, own_d: bool = True, other_d: bool = False) -> None:
        put(t, "belote", b[t])
        put(t, "declarations", (d[t] if own_d else 0) + (d[1 - t] if other_d else 0))

    tot = [cp[t] + b[t] + d[t] for t in (0, 1)]
    if variant == "coinche":
        assert value is not None
        if value == CAPOT or capot is not None:
            made = capot == tk
        else:
            made = tot[tk] >= value and tot[tk] > tot[df]
        w = tk if made else df
        base = 250 if official and (value == CAPOT or capot == w) else 160
        if level == 1 and made:
            caps = capot == tk
            for t in (tk, df):
                rounded = official_round(cp[t]) if official else cp[t]
                put(t, "cards", rounded, (cp[t],) if rounded != cp[t] else ())
            put(tk, "contract", value)
            side(tk, other_d=official and caps)
            side(df, own_d=not (official and caps))
        elif level == 1:
            put(df, "tricks", base)
            put(df, "contract", value)
            side(df, other_d=official)
            side(tk, own_d=not official)
        else:
            put(w, "multiplied", (base + value) * level, (base, value, level))
            side(w, other_d=official)
            side(1 - w, own_d=not official)
        return terms[0], terms[1]
    total, capot_value = deal_totals(variant, rules)
    if capot == tk or (capot is None and tot[tk] > tot[df]):
        if capot == tk:
            put(tk, "capot", capot_value)
            side(tk, other_d=official)
            side(df, own_d=not official)
        else:
            put(tk, "cards", cp[tk])
            side(tk)
            put(df, "cards", cp[df])
            side(df)
        put(tk, "reserve", reserve)
    elif capot == df or tot[tk] < tot[df]:
        put(df, "capot" if capot == df else "tricks", capot_value if capot == df else total)
        side(df, other_d=official)
        put(df, "reserve", reserve)
        side(tk, own_d=not official)
    else:  # litige: the taker's card points wait in the reserve
        side(tk, own_d=not official)
        put(df, "cards", cp[df])
        side(df)
    return terms[0], terms[1]
