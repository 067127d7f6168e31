"""Belote worlds for the determinized search: sampling, fast rollouts and the deal utility.

:func:`sample_world` deals the cards a seat cannot see so that the world reproduces its
observation exactly: its own hand, every hand's size, the cards shown (the turned card in the
taker's hand, the belote pair, the winning declarations), the cards played, the suits and
trumps each player showed it lacks by the card it played (the §6.3 legal-move rules read
backwards), and the declarations each player announced (their hand holds exactly those).
Bids are public and copied; they say nothing to the sampler (plain PIMC, see docs/ai.md).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from engine.ai.solver import Position, Solver, bits_of
from engine.cards import Card
from engine.core import Action, Bot, State
from engine.games.belote.rules import (
    DECK,
    LAST_TRICK,
    NATURAL,
    PLAIN_ORDER,
    RANKS,
    SUITS,
    TRUMP_ORDER,
    RuleSet,
    Variant,
    card_values,
    current_winner,
    deal_totals,
    hand_declarations,
    next_seat,
    partner,
    points_table,
    strengths,
    team,
)
from engine.games.belote.state import (
    BELOTE_RANKS,
    BeloteObservation,
    BeloteState,
    Phase,
    new_state,
)

__all__ = [
    "BeloteTricks",
    "call_likelihood",
    "exclusions",
    "listening_world",
    "nt_tricks",
    "rollout",
    "sample_world",
    "scored",
    "solved_values",
    "solver_for",
    "suit_strength",
    "trick_rules",
    "utility",
    "world_hands",
]

FULL_DECK = DECK.build()
SEQ_LEN = {"tierce": (3,), "cinquante": (4,), "cent": (5, 6, 7, 8)}


# -- what the play showed ----------------------------------------------------------------
def exclusions(obs: BeloteObservation) -> list[set[Card]]:
    """For each seat, cards it cannot hold: the legal-move rules read backwards.

    A player who did not follow has none of the led suit; one who did not ruff when it had
    to has no trumps (or, in Official Coinche when a trump was already down, none higher);
    one who played a trump under the best trump on the table has none above it.
    """
    out: list[set[Card]] = [set(), set(), set(), set()]
    trump = obs.trump
    variant, rules = obs.options.variant, obs.options.rules
    plays_list = [t.cards for t in obs.tricks] + ([obs.trick] if obs.trick else [])
    for plays in plays_list:
        led = plays[0][1].suit
        for i in range(1, len(plays)):
            s, c = plays[i]
            before = plays[:i]
            if c.suit == led and (led != trump or trump is None):
                continue
            if c.suit != led:
                out[s].update(x for x in FULL_DECK if x.suit == led)
            if variant == Variant.NO_TRUMP or trump is None:
                continue
            best_t = max((TRUMP_ORDER[x.rank] for _, x in before if x.suit == trump), default=-1)
            above = {x for x in FULL_DECK if x.suit == trump and TRUMP_ORDER[x.rank] > best_t}
            all_trumps = {x for x in FULL_DECK if x.suit == trump}
            if led == trump:
                if c.suit != trump:
                    continue  # already excluded all trumps as the led suit
                if TRUMP_ORDER[c.rank] < best_t:
                    out[s].update(above)
                continue
            # a plain suit led and not followed
            if current_winner(before, trump) == partner(s):
                continue
            if c.suit == trump:
                if TRUMP_ORDER[c.rank] < best_t:
                    out[s].update(above)
            elif best_t >= 0 and variant == Variant.COINCHE and rules == RuleSet.OFFICIAL:
                out[s].update(above)
            else:
                out[s].update(all_trumps)
    return out


def _played_by(obs: BeloteObservation | BeloteState) -> list[list[Card]]:
    """The cards each seat has played this deal (in tricks won and the trick on the table)."""
    played: list[list[Card]] = [[], [], [], []]
    for t in obs.tricks:
        for s, c in t.cards:
            played[s].append(c)
    for s, c in obs.trick:
        played[s].append(c)
    return played


# -- sampling ------------------------------------------------------------------------------
def _instances(kind: str, pool: set[Card]) -> list[tuple[Card, ...]]:
    """Every way ``pool`` can supply a declaration of ``kind`` (runs of its lengths, carrés)."""
    out: list[tuple[Card, ...]] = []
    if kind == "carre":
        for r in ("J", "9", "A", "10", "K", "Q"):
            cards = tuple(Card.of(r, s) for s in SUITS)
            if all(c in pool for c in cards):
                out.append(cards)
        return out
    for n in SEQ_LEN[kind]:
        for s in SUITS:
            for lo in range(len(RANKS) - n + 1):
                cards = tuple(Card.of(RANKS[lo + k], s) for k in range(n))
                if all(c in pool for c in cards):
                    out.append(cards)
    return out


def _assign(
    cards: list[Card], capacity: list[int], banned: list[set[Card]], rng: random.Random
) -> list[list[Card]] | None:
    """Deal ``cards`` to slots of the given sizes, never a card to a slot that bans it.

    The most constrained cards go first, each to a random allowed slot weighted by the room
    left; None if that greedy deal gets stuck (the caller retries, then matches exactly).
    """
    room = list(capacity)
    out: list[list[Card]] = [[] for _ in capacity]
    slots = range(len(capacity))
    free: list[Card] = []
    tied: list[tuple[int, Card]] = []
    for c in cards:
        n = sum(c in b for b in banned)
        if n:
            tied.append((n, c))
        else:
            free.append(c)
    rng.shuffle(tied)
    tied.sort(key=lambda nc: -nc[0])
    for _, c in tied:  # the most constrained cards first
        allowed = [k for k in slots if room[k] and c not in banned[k]]
        if not allowed:
            return None
        k = rng.choices(allowed, [room[k] for k in allowed])[0]
        out[k].append(c)
        room[k] -= 1
    labels = [k for k in slots for _ in range(room[k])]
    rng.shuffle(labels)
    for k, c in zip(labels, free, strict=True):
        out[k].append(c)
    return out


def _match(
    cards: list[Card], capacity: list[int], banned: list[set[Card]], rng: random.Random
) -> list[list[Card]] | None:
    """An exact deal by augmenting paths (Kuhn), for when the greedy deal gets stuck."""
    slots = [k for k, n in enumerate(capacity) for _ in range(n)]
    order = list(cards)
    rng.shuffle(order)
    owner: list[int | None] = [None] * len(slots)

    def place(ci: int, seen: set[int]) -> bool:
        idx = list(range(len(slots)))
        rng.shuffle(idx)
        for j in idx:
            if j in seen or order[ci] in banned[slots[j]]:
                continue
            seen.add(j)
            if owner[j] is None or place(owner[j], seen):  # type: ignore[arg-type]
                owner[j] = ci
                return True
        return False

    for ci in range(len(order)):
        if not place(ci, set()):
            return None
    out: list[list[Card]] = [[] for _ in capacity]
    for j, owned in enumerate(owner):
        if owned is not None:
            out[slots[j]].append(order[owned])
    return out


def _kinds_ok(
    obs: BeloteObservation, hands: Sequence[Sequence[Card]], played: Sequence[Sequence[Card]]
) -> bool:
    """Whether each player who announced holds exactly what it announced."""
    for s, kinds in enumerate(obs.announced):
        if kinds is None or s == obs.seat:
            continue
        decls = hand_declarations([*hands[s], *played[s]], obs.options.variant, obs.options.rules)
        if tuple(d.kind for d in decls) != kinds:
            return False
    return True


def sample_world(obs: BeloteObservation, rng: random.Random) -> BeloteState:
    """A full state consistent with everything ``obs``'s seat has seen."""
    me = obs.seat
    played = _played_by(obs)
    known: set[Card] = set(obs.hand)
    for s in range(4):
        known.update(obs.shown[s])
        known.update(played[s])
    if obs.turned is not None:
        known.add(obs.turned)  # on the table, in the taker's hand (shown) or played
    unknown = [c for c in FULL_DECK if c not in known]
    banned = exclusions(obs)
    need = [0 if s == me else obs.hand_counts[s] - len(obs.shown[s]) for s in range(4)]
    stock_n = len(unknown) - sum(need)
    others = [s for s in range(4) if s != me]
    slot_banned = [banned[s] for s in others] + [set()]
    announcers = [s for s in others if obs.announced[s] is not None]
    deal: list[list[Card]] | None = None
    for attempt in range(200):
        fixed: dict[int, list[Card]] = {s: [] for s in others}
        pool = list(unknown)
        if (
            announcers
            and attempt < 150
            and not _plant(obs, announcers, played, pool, banned, fixed, rng)
        ):
            continue
        rest_cap = [need[s] - len(fixed[s]) for s in others] + [stock_n]
        deal = _assign(pool, rest_cap, slot_banned, rng) if attempt % 2 == 0 else None
        if deal is None:
            deal = _match(pool, rest_cap, slot_banned, rng)
        if deal is None:
            continue
        for k, s in enumerate(others):
            deal[k] += fixed[s]
        hands = [list(obs.hand) if s == me else [] for s in range(4)]
        for k, s in enumerate(others):
            hands[s] = deal[k] + list(obs.shown[s])
        if not announcers or _kinds_ok(obs, hands, played) or attempt == 199:
            # (never seen in tests: after 200 tries a world whose announcements differ
            # is still better than no move at all)
            return _build(obs, hands, deal[-1], rng)
    raise RuntimeError("no world fits this observation")  # pragma: no cover


def _plant(
    obs: BeloteObservation,
    announcers: Sequence[int],
    played: Sequence[Sequence[Card]],
    pool: list[Card],
    banned: Sequence[set[Card]],
    fixed: dict[int, list[Card]],
    rng: random.Random,
) -> bool:
    """Put into each announcer's hand one random instance of each kind it announced."""
    for s in announcers:
        kinds = obs.announced[s] or ()
        mine = set(obs.shown[s]) | set(played[s])
        room = obs.hand_counts[s] - len(obs.shown[s])
        if obs.declarations and obs.declarations["winner"] == team(s):
            room = 0  # its team won the declarations: every card of them was shown
        for kind in kinds:
            avail = mine | {c for c in pool if c not in banned[s]}
            options = [
                o
                for o in _instances(kind, avail)
                if sum(c not in mine for c in o) <= room - len(fixed[s])
            ]
            if not options:
                return False
            for c in rng.choice(options):
                if c not in mine:
                    pool.remove(c)
                    fixed[s].append(c)
                    mine.add(c)
    return True


def _trailing_passes(calls: Sequence[tuple[int, str]]) -> int:
    n = 0
    for _, call in reversed(calls):
        if call != "pass":
            break
        n += 1
    return n


def _build(
    obs: BeloteObservation, hands: list[list[Card]], stock: list[Card], rng: random.Random
) -> BeloteState:
    """The engine state with these hands and stock, everything else from ``obs``."""
    o = obs.options
    w = new_state(o, rng.getrandbits(63))  # every field exists; the deal is replaced below
    w.history = []
    w.scores, w.reserve, w.deal_no = list(obs.scores), obs.reserve, obs.deal_no
    w.winner, w.last_deal, w.dealer = obs.winner, obs.last_deal, obs.dealer
    w.events_of_start = []
    w.phase = Phase(obs.phase)
    w.is_terminal = w.phase == Phase.OVER
    w.current = obs.current_player if obs.current_player is not None else 0
    w.hands = hands
    w.stock = list(stock)
    rng.shuffle(w.stock)
    w.shown = [set(obs.shown[s]) for s in range(4)]
    w.turned = obs.turned
    untaken = w.phase in (Phase.BID, Phase.DEAL_OVER) and obs.contract is None  # or thrown in
    w.table_card = obs.turned if untaken and w.variant == Variant.WITH_TRUMP else None
    w.bid_round = obs.bid_round
    calls = list(obs.calls)
    w.calls = calls
    w.high = obs.high_bid
    w.level = obs.coinche_level
    w.contract = obs.contract
    w.window = []
    w.speaker = next_seat(obs.dealer)
    if w.phase == Phase.BID:
        w.passes = len(calls) - (4 if obs.bid_round == 2 else 0)
    elif w.variant == Variant.COINCHE:
        coinche_at = next((i for i, c in enumerate(calls) if c[1] == "coinche"), len(calls))
        auction = calls[:coinche_at]
        w.passes = _trailing_passes(auction)
        if auction:
            w.speaker = next_seat(auction[-1][0])
        if w.phase == Phase.COINCHE_WINDOW and obs.high_bid is not None:
            actor = auction[-1][0]
            bidder_team = team(obs.high_bid[2])
            seats = [(actor + 1 + k) % 4 for k in range(4)]
            win = [s for s in seats if team(s) != bidder_team and s not in (actor, w.speaker)]
            w.window = win[win.index(w.current) :]
        elif w.phase == Phase.SURCOINCHE and coinche_at < len(calls):
            bidders = next_seat(calls[coinche_at][0])
            win = [bidders, partner(bidders)]
            w.window = win[win.index(w.current) :]
    else:
        w.passes = 0
    w.set_trick(list(obs.trick))
    w.tricks = list(obs.tricks)
    w.cp = list(obs.card_points)
    w.tricks_won = list(obs.tricks_won)
    w.declarable = [[], [], [], []]
    w.declared = [None] * 4
    w.decl_open = [False] * 4
    w.decl_result = obs.declarations
    w.decl_points = list(obs.declarations["points"]) if obs.declarations else [0, 0]
    w.belote_seat, w.belote_said, w.belote_played = None, False, 0
    if w.contract is not None:
        played = _played_by(obs)
        trump = w.contract.trump
        for s in range(4):
            full = hands[s] + played[s]
            if trump and all(Card.of(k, trump) in full for k in BELOTE_RANKS):
                w.belote_seat = s
                w.belote_played = sum(
                    1 for c in played[s] if c.suit == trump and c.rank in BELOTE_RANKS
                )
            if o.declarations:
                w.declarable[s] = hand_declarations(full, o.variant, o.rules)
            if obs.announced[s] is not None:
                w.declared[s] = tuple(w.declarable[s])
            w.decl_open[s] = w.phase == Phase.PLAY and not played[s]
        w.belote_said = obs.belote is not None
    return w


# -- rollouts ------------------------------------------------------------------------------
def rollout(world: State, rng: random.Random, bidder: Bot[BeloteObservation]) -> None:
    """Play ``world`` to the end of its deal: ``bidder`` bids for everyone (the Hard bot
    gives Medium), then a fast full-view card play where everyone announces what it holds."""
    st: BeloteState = world  # type: ignore[assignment]
    while st.phase not in (Phase.DEAL_OVER, Phase.OVER):
        p = st.current
        if st.phase != Phase.PLAY:
            legal = st.legal_actions()
            st.apply(legal[0] if len(legal) == 1 else bidder.choose(st.observation(p), legal, rng))
            continue
        if st._can_declare(p):
            st.declared[p] = tuple(st.declarable[p])
        card = fast_card(st, p)
        if (
            st.belote_seat == p
            and not st.belote_said
            and st.belote_played == 0
            and card.suit == st.trump
            and card.rank in BELOTE_RANKS
        ):
            st.belote_said = True
        st._play(p, card)


def utility(world: State, seat: int) -> float:
    """The deal's points for ``seat``'s team minus the opponents' (0 for a thrown-in deal)."""
    last = world.last_deal  # type: ignore[attr-defined]
    if not last or "added" not in last:
        return 0.0
    t = team(seat)
    return float(last["added"][t] - last["added"][1 - t])


def _ord(c: Card, trump: str | None) -> int:
    return TRUMP_ORDER[c.rank] + 10 if c.suit == trump else PLAIN_ORDER[c.rank]


def _can_beat(
    hand: Sequence[Card], led: str, best: int, trump: str | None, power: dict[Card, int]
) -> bool:
    """Whether a hand has a card it may play that beats ``best`` (``power`` is the trick's
    ``rules.strengths``): a higher card of the led suit when it follows, else a higher trump."""
    follow = [c for c in hand if c.suit == led]
    if follow:
        return any(power[c] > best for c in follow)
    return trump is not None and any(c.suit == trump and power[c] > best for c in hand)


def fast_card(st: BeloteState, p: int) -> Card:
    """A quick full-view card choice for rollouts: cash sure winners, let a partner who
    stays master win and load points on it, win opponents' tricks as cheaply as holds,
    otherwise throw the cheapest card."""
    plays = st._legal_plays(p)
    if len(plays) == 1:
        return plays[0]
    trump = st.trump
    pts = points_table(st.variant, st.options.rules, trump)
    trick = st.trick
    hands = st.hands
    if not trick:
        return _fast_lead(st, p, plays, pts)
    led = trick[0][1].suit
    power = strengths(led, trump)
    best, winner = st.master
    opps = [s for s in ((p + k) % 4 for k in range(1, 4 - len(trick))) if team(s) != team(p)]
    if team(winner) == team(p) and not any(
        _can_beat(hands[s], led, best, trump, power) for s in opps
    ):
        losing = [c for c in plays if power[c] <= best] or plays
        return max(losing, key=lambda c: (c.suit != trump, pts[c.suit][c.rank], -_ord(c, trump)))
    winning = [c for c in plays if power[c] > best]
    if winning:
        good = [
            c
            for c in winning
            if not any(_can_beat(hands[s], led, power[c], trump, power) for s in opps)
        ]
        if good:
            return min(good, key=lambda c: (c.suit == trump, _ord(c, trump)))
    losing = [c for c in plays if c not in winning] or plays
    return min(losing, key=lambda c: (c.suit == trump, pts[c.suit][c.rank], _ord(c, trump)))


def _fast_lead(st: BeloteState, p: int, plays: list[Card], pts: dict[str, dict[str, int]]) -> Card:
    trump = st.trump
    hands = st.hands
    opps = [(p + 1) % 4, (p + 3) % 4]
    top: dict[str, int] = {}  # the best order still out in each suit, other hands
    for s in range(4):
        if s != p:
            for x in hands[s]:
                o = _ord(x, trump)
                if o > top.get(x.suit, -1):
                    top[x.suit] = o
    opp_suits = [{x.suit for x in hands[s]} for s in opps]
    ours = st.contract is not None and team(st.contract.taker) == team(p)
    if trump is not None and ours and any(trump in su for su in opp_suits):
        masters = [c for c in plays if c.suit == trump and _ord(c, trump) > top.get(trump, -1)]
        if masters:
            return masters[0]
    safe = [
        c
        for c in plays
        if c.suit != trump
        and _ord(c, trump) > top.get(c.suit, -1)
        and not any(c.suit not in su and trump in su for su in opp_suits)
    ]
    if safe:
        return max(safe, key=lambda c: (pts[c.suit][c.rank], NATURAL[c.rank]))
    mate = partner(p)
    mate_top: dict[str, int] = {}
    for x in hands[mate]:
        mate_top[x.suit] = max(mate_top.get(x.suit, -1), _ord(x, trump))
    for c in sorted(plays, key=lambda c: (pts[c.suit][c.rank], _ord(c, trump))):
        if c.suit != trump and mate_top.get(c.suit, -1) >= top.get(c.suit, -1) >= 0:
            return c
    plain = [c for c in plays if c.suit != trump] or plays
    return min(plain, key=lambda c: (pts[c.suit][c.rank], _ord(c, trump)))


# -- the double-dummy solver's view of a deal -----------------------------------------------
class BeloteTricks:
    """Belote's trick rules for :mod:`engine.ai.solver` (a mirror of ``rules.legal_cards``
    over card masks; ``tests/engine/test_belote_solver.py`` checks it against the engine).

    Card ids: ``suit index * 8 +`` the card's order in its suit (trump order for trumps), so a
    higher id of a suit is a stronger card. The running value is ``(team 0's card points
    minus team 1's, the team that took every trick so far or -1, -2 before the first)``;
    the last trick's ten and the capot (all eight tricks: ``capot_value`` to none) are
    counted, the belote and the declarations are not (play cannot change them).
    """

    suit_size = 8

    def __init__(self, variant: str, rules: str, trump: str | None) -> None:
        self.trump = trump
        self.no_trump = trump is None or variant == Variant.NO_TRUMP
        self.ti = SUITS.index(trump) if trump is not None else -1
        self.official_coinche = variant == Variant.COINCHE and rules == RuleSet.OFFICIAL
        self.id_of: dict[Card, int] = {
            c: SUITS.index(c.suit) * 8
            + (TRUMP_ORDER[c.rank] if c.suit == trump else PLAIN_ORDER[c.rank])
            for c in FULL_DECK
        }
        self.card_of: list[Card] = sorted(FULL_DECK, key=self.id_of.__getitem__)
        values = card_values(variant, rules, trump)
        self.points = [values[c] for c in self.card_of]
        self.power = [[strengths(led, trump)[c] for c in self.card_of] for led in SUITS]
        self.marks = [0, 0, 0, 0]
        self.total, self.capot_value = deal_totals(variant, rules)

    def legal(
        self, hand: int, trick: Sequence[tuple[int, int]], seat: int, best: int, winner: int
    ) -> int:
        """``rules.legal_cards`` over masks (§6.3)."""
        if not trick:
            return hand
        led = trick[0][1] >> 3
        follow = hand & (0xFF << 8 * led)
        if self.no_trump:
            return follow or hand
        ti = self.ti
        if follow and led != ti:
            return follow
        best_t = best - 100  # the best trump's order on the table, negative when none
        if led == ti:
            if follow:
                return follow & -(1 << (8 * ti + best_t + 1)) or follow
            return hand
        if (winner ^ seat) & 1 == 0:  # the partner is master
            return hand
        trumps = hand & (0xFF << 8 * ti)
        if not trumps:
            return hand
        if best_t < 0:
            return trumps
        higher = trumps & -(1 << (8 * ti + best_t + 1))
        if higher:
            return higher
        return hand if self.official_coinche else trumps

    def after_trick(
        self, acc: tuple[int, int], winner: int, points: int, last: bool
    ) -> tuple[int, int]:
        """Add the trick's points (and the last trick's ten) to the winner's side."""
        diff, sweep = acc
        if last:
            points += LAST_TRICK
        t = winner & 1
        diff += -points if t else points
        if sweep != t:
            sweep = t if sweep == -2 else -1
        return diff, sweep

    def final(self, acc: tuple[int, int]) -> float:
        """Team 0's card points minus team 1's at the end (a capot: its whole value)."""
        diff, sweep = acc
        if sweep == 0:
            return float(self.capot_value)
        if sweep == 1:
            return float(-self.capot_value)
        return float(diff)

    def offset(self, acc: tuple[int, int]) -> float:
        """The points so far: the rest of the deal adds to them."""
        return float(acc[0])

    def tag(self, acc: tuple[int, int]) -> int:
        """Whether a team has taken every trick so far (the capot is still open to it)."""
        return acc[1]

    def position(self, st: BeloteState) -> Position:
        """The solver's position of a state in its card play."""
        id_of = self.id_of
        n = len(st.tricks)
        tw = st.tricks_won
        sweep = -2 if n == 0 else 0 if tw[0] == n else 1 if tw[1] == n else -1
        return Position(
            [bits_of([id_of[c] for c in h]) for h in st.hands],
            [(s, id_of[c]) for s, c in st.trick],
            st.current,
            (st.cp[0] - st.cp[1], sweep),
        )


_TRICKS: dict[tuple[str, str, str | None], BeloteTricks] = {}


def trick_rules(variant: str, rules: str, trump: str | None) -> BeloteTricks:
    """The (shared, read-only) :class:`BeloteTricks` of a deal's context."""
    key = (str(variant), str(rules), trump)
    found = _TRICKS.get(key)
    if found is None:
        found = _TRICKS[key] = BeloteTricks(variant, rules, trump)
    return found


def solver_for(st: BeloteState) -> tuple[Solver, BeloteTricks]:
    """A fresh solver for the card play of ``st``'s deal, and its rules."""
    rules = trick_rules(st.variant, st.options.rules, st.trump)
    return Solver(rules), rules


def scored(st: BeloteState, diff: float, seat: int) -> float:
    """:func:`utility` of ``st``'s deal ended with card points ``diff`` (team 0's minus team
    1's, a capot at its whole value) as the solver counts them; the belote is said as the
    rollouts say it. The deal is scored by the engine (on a copy)."""
    rules = trick_rules(st.variant, st.options.rules, st.trump)
    w = st.clone()
    d = int(diff)
    if abs(d) > rules.total:
        w.cp = [rules.capot_value, 0] if d > 0 else [0, rules.capot_value]
        w.tricks_won = [8, 0] if d > 0 else [0, 8]
    else:
        w.cp = [(rules.total + d) // 2, (rules.total - d) // 2]
        w.tricks_won = [4, 4]
    if w.belote_seat is not None and w.belote_played == 0:
        w.belote_said = True
    w._score_deal()
    return utility(w, seat)


def solved_values(
    world: State, actions: Sequence[Action], seat: int, max_tricks: int
) -> list[float] | None:
    """Each card action's :func:`utility` for ``seat`` with the rest of ``world``'s deal
    solved exactly (double dummy, on card points), or None when the solver does not apply:
    outside the card play, before the first trick is complete (the declarations are open) or
    with more than ``max_tricks`` tricks left to play (counting the one on the table)."""
    st: BeloteState = world  # type: ignore[assignment]
    if st.phase != Phase.PLAY or not st.tricks or 8 - len(st.tricks) > max_tricks:
        return None
    if any(a.kind != "play" for a in actions):
        return None
    solver, rules = solver_for(st)
    pos = rules.position(st)
    ids = [rules.id_of[Card.parse(a.args[0])] for a in actions]
    diffs = solver.move_values(pos, ids)
    memo: dict[float, float] = {}
    out = []
    for d in diffs:
        if d not in memo:
            memo[d] = scored(st, d, seat)
        out.append(memo[d])
    return out


# -- worlds that listen to the bidding ------------------------------------------------------
def suit_strength(cards: Sequence[Card], trump: str) -> float:
    """A rough value of a hand with ``trump`` as trumps (about points the hand brings)."""
    score = 0.0
    trumps = [c for c in cards if c.suit == trump]
    ranks = {c.rank for c in trumps}
    score += sum({"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3}.get(r, 1) for r in ranks)
    score += 6 * max(0, len(trumps) - 2)
    if {"K", "Q"} <= ranks:
        score += 15
    for s in SUITS:
        if s == trump:
            continue
        side = {c.rank for c in cards if c.suit == s}
        if "A" in side:
            score += 10 + (6 if "10" in side else 0)
        elif not side and trumps:
            score += 4  # a void to ruff
    return score


def nt_tricks(hand: Sequence[Card]) -> float:
    """No trump: sure-ish tricks from aces and guarded tens."""
    n = 0.0
    for s in SUITS:
        ranks = {c.rank for c in hand if c.suit == s}
        if "A" in ranks:
            n += 1 + (1 if "10" in ranks else 0) + (0.5 if len(ranks) >= 4 else 0)
        elif "10" in ranks and len(ranks) >= 2:
            n += 0.5
    return n


LISTEN_TRIES = 4
"""Worlds drawn per listening world, of which one is kept by its likelihood."""

TAKE_AT = 52.0
"""With trump: the eight-card ``suit_strength`` around which Medium-like players take (its
five-card threshold is 40; the three cards dealt after the take add about 12)."""
NT_TAKE_AT = 4.0
"""No trump: the eight-card ``nt_tricks`` around which players take (3 of five cards)."""
SPREAD = 8.0
"""The width of the logistic of each call's likelihood (strength points; bids: a third of
it per point of contract)."""


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x)) if x > -30 else 0.0


def call_likelihood(obs: BeloteObservation, hands: Sequence[Sequence[Card]]) -> float:
    """How likely the others' calls are with the world's ``hands`` (whole eight-card hands,
    played cards included), for players who bid as Medium values a hand: a taker or bidder
    holds its suit, a player who passed with a strong turned card (or a bid in reach) is
    unlikely to hold what would have made it take. At most 1; 1 when nothing was said."""
    variant = obs.options.variant
    me = obs.seat
    weight = 1.0
    turned = obs.turned
    passes = 0
    high = 70  # Coinche: the contract a call had to beat
    bid_by: dict[int, str] = {}
    for seat, call in obs.calls:
        words = call.split()
        kind = words[0]
        if variant == Variant.COINCHE:
            if kind in ("bid", "capot"):
                value = 250 if kind == "capot" else int(words[1])
                suit = words[-1]
                if seat != me:
                    est = 30 + 1.3 * suit_strength(hands[seat], suit)
                    if bid_by.get(partner(seat)) == suit:
                        est += 20
                    weight *= _logistic((est - value + 5) / (SPREAD * 1.3))
                bid_by[seat] = suit
                high = value
            elif kind == "pass" and seat != me and team(seat) not in {team(s) for s in bid_by}:
                best = max(30 + 1.3 * suit_strength(hands[seat], s) for s in SUITS)
                weight *= _logistic((high + 10 - best) / (SPREAD * 1.3))
            continue
        in_round1 = passes < 4 and not (turned is None and variant == Variant.WITH_TRUMP)
        if kind == "pass":
            passes += 1
        if seat == me:
            continue
        hand = hands[seat]
        if variant == Variant.NO_TRUMP:
            x = nt_tricks(hand) - NT_TAKE_AT
            weight *= _logistic(x * 2) if kind == "take" else _logistic(-x * 2)
            continue
        if turned is None:
            continue
        if kind == "take":
            suit = words[1] if len(words) > 1 else turned.suit
            weight *= _logistic((suit_strength(hand, suit) - TAKE_AT) / SPREAD)
        elif in_round1:
            s = suit_strength([*hand, turned], turned.suit)
            weight *= _logistic((TAKE_AT - s) / SPREAD)
        else:
            s = max(suit_strength(hand, x) for x in SUITS if x != turned.suit) - 4
            weight *= _logistic((TAKE_AT - s) / SPREAD)
    return weight


def world_hands(world: BeloteState) -> list[list[Card]]:
    """Each seat's whole hand in a world: what it holds and what it played this deal."""
    played = _played_by(world)
    return [list(world.hands[s]) + played[s] for s in range(4)]


def listening_world(obs: BeloteObservation, rng: random.Random) -> BeloteState:
    """A world like :func:`sample_world`'s, drawn in proportion to how likely its hands
    make the others' calls (:func:`call_likelihood`): ``LISTEN_TRIES`` worlds are drawn and
    one of them is picked with odds in proportion to its likelihood (sampling-importance-
    resampling). Every world returned is one :func:`sample_world` drew, so it reproduces
    the observation."""
    if not any(seat != obs.seat for seat, _ in obs.calls):
        return sample_world(obs, rng)
    drawn = [sample_world(obs, rng) for _ in range(LISTEN_TRIES)]
    weights = [call_likelihood(obs, world_hands(w)) for w in drawn]
    total = sum(weights)
    if total <= 0.0:
        return drawn[0]
    x = rng.random() * total
    for world, w in zip(drawn, weights, strict=True):
        x -= w
        if x < 0:
            return world
    return drawn[-1]
