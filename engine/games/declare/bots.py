"""Declare bots.

Easy keeps no memory of what others picked and declares on a fixed threshold. Medium
tracks every card it has seen (the joker, the piles, the dead cards, what each opponent
picked face up) and declares only when sampling the unseen cards says it will most likely
be strictly lowest.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Sequence

from engine.ai.reasons import Reason, percent
from engine.cards import Card
from engine.core import Action, Bot, BotLevel
from engine.games.declare.state import (
    DECK,
    RANK_VALUE,
    DeclareObservation,
    card_value,
    hand_total,
    round_scores,
)

__all__ = ["BOTS", "EasyBot", "HardBot", "MediumBot", "OpponentModel", "explain"]

EASY_DECLARE_AT = 3  # Easy declares at this total or lower, whatever the table shows


def _between_rounds(obs: DeclareObservation, legal: Sequence[Action]) -> Action:
    """Play on; in an unlimited match stop after five rounds when leading, or after ten."""
    if len(legal) > 1:
        leading = obs.scores[obs.seat] == min(obs.scores)
        if (obs.round_no >= 5 and leading) or obs.round_no >= 10:
            return Action("stop")
    return Action("next")


def patience(obs: DeclareObservation) -> int:
    """Go-arounds played since declaring opened: bots grow readier to declare as a round drags
    on, so every round ends (the rules set no limit on a round's length)."""
    return max(0, obs.turns_done - obs.declare_from) // obs.num_players


def _find(legal: Sequence[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]


class EasyBot:
    """Throws its most valuable rank, takes small cards, declares on a low fixed total."""

    name = BotLevel.EASY

    def choose(
        self, observation: DeclareObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action from simple rules about its own hand only."""
        obs = observation
        if obs.phase == "joker":
            return legal[rng.randrange(len(legal))]
        if obs.phase == "round_over":
            return _between_rounds(obs, legal)
        jr = obs.joker_rank
        hand = obs.hand or ()
        if obs.phase == "turn":
            if _find(legal, "declare") and (obs.total or 0) <= EASY_DECLARE_AT + patience(obs) // 2:
                return Action("declare")
            group: Counter[str] = Counter()
            for c in hand:
                group[c.rank] += card_value(c, jr)
            best = max(_find(legal, "throw"), key=lambda a: (group[a.args[0]], a.args[0]))
            return best
        # pick: the smallest card of the pile if it is small, else the draw pile
        picks = [a for a in _find(legal, "pick") if a.args[0] != "draw"]
        if picks:
            low = min(picks, key=lambda a: card_value(_card(a), jr))
            if card_value(_card(low), jr) <= 3 or Action("pick", ("draw",)) not in legal:
                return low
        return Action("pick", ("draw",))


LONG_ROUND = 12  # go-arounds after which Medium stops picking from the piles (see choose)


class MediumBot:
    """Plans throw and pick together, values pairs, and weighs the risk of being undercut."""

    name = BotLevel.MEDIUM
    samples = 100
    declare_confidence = 0.65
    keep_bias = 0.03
    card_weight = 2.0

    def choose(
        self, observation: DeclareObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action using everything this seat has seen."""
        obs = observation
        if obs.phase == "joker":
            return legal[rng.randrange(len(legal))]
        if obs.phase == "round_over":
            return _between_rounds(obs, legal)
        jr = obs.joker_rank
        hand = list(obs.hand or ())
        pool = unseen_pool(obs)
        draw_value = sum(card_value(c, jr) for c in pool) / len(pool) if pool else 5.0
        if obs.phase == "turn":
            wanted = self.declare_confidence - 0.05 * patience(obs)
            if _find(legal, "declare") and self.good_declare_chance(obs, pool, rng) >= wanted:
                return Action("declare")
            best, best_score = legal[0], float("inf")
            for a in _find(legal, "throw"):
                rest = [c for c in hand if c.rank != a.args[0]]
                options = [draw_value] + [
                    _pick_cost(c, rest, jr) for c in obs.newest if c.rank != a.args[0]
                ]
                score = (
                    sum(card_value(c, jr) for c in rest)
                    + min(options)
                    + self.card_weight * len(rest)
                )
                if score < best_score:
                    best, best_score = a, score
            return best
        # pick
        choices = (
            [(draw_value, Action("pick", ("draw",)))] if Action("pick", ("draw",)) in legal else []
        )
        if choices and obs.turns_done >= LONG_ROUND * obs.num_players:
            # A round this long means the seats are trading the same cards back and forth
            # (each picks what the other threw, and nobody can declare): a fresh card from
            # the draw pile breaks the cycle.
            return choices[0][1]
        choices += [(_pick_cost(_card(a), hand, jr), a) for a in legal if a.args[0] != "draw"]
        return min(choices, key=lambda x: x[0])[1]

    def good_declare_chance(
        self, obs: DeclareObservation, pool: list[Card], rng: random.Random
    ) -> float:
        """The share of sampled hands where this seat is strictly lowest.

        Opponents keep low cards and throw high ones, so an unknown card in their hand is
        drawn from the unseen cards with weight ``exp(-keep_bias * turns * value)``:
        the more turns they have had this round, the lower their hidden cards.
        """
        mine = obs.total or 0
        jr = obs.joker_rank
        values = [card_value(c, jr) for c in pool] or [5]
        turns = obs.turns_done / obs.num_players
        cum = list(itertools.accumulate(math.exp(-self.keep_bias * turns * v) for v in values))
        need = []
        for s in range(obs.num_players):
            if s != obs.seat:
                known = obs.known[s]
                base = sum(card_value(c, jr) for c in known)
                need.append((base, obs.hand_counts[s] - len(known)))
        good = 0
        for _ in range(self.samples):
            good += all(
                base + sum(rng.choices(values, cum_weights=cum, k=u)) > mine for base, u in need
            )
        return good / self.samples


def unseen_pool(obs: DeclareObservation) -> list[Card]:
    """Cards this seat has not seen anywhere: candidates for opponents' hands and the draw."""
    seen = Counter(obs.hand or ())
    for group in (obs.newest, obs.previous, obs.dead, obs.face_up):
        seen.update(group)
    for k in obs.known:
        seen.update(k)
    if obs.joker_card:
        seen[obs.joker_card] += 1
    return [c for c in DECK.build(obs.options.decks) if not seen[c]]


def _pick_cost(card: Card, hand: Sequence[Card], jr: str | None) -> float:
    """The value a picked card adds, less a bonus when it pairs with a rank still held."""
    v: float = card_value(card, jr)
    if any(c.rank == card.rank for c in hand):
        v -= 0.5 * v
    return v


def _card(a: Action) -> Card:
    return Card.parse(a.args[0])


# -- Hard ------------------------------------------------------------------------------------

# Calibration of the opponent-hand model (measured from self-play, see docs/ai.md): a card an
# opponent has held through t turns is low more often than the unseen cards are, with odds
# falling as exp(-b * value), b = min(KEEP_CAP, KEEP_SLOPE * t). When opponents' hands make
# up a large share of the unseen cards (big tables), the skew is proportionally weaker.
KEEP_SLOPE = 0.075
KEEP_CAP = 0.21
VALUES = tuple(range(11))


def turns_played(obs: DeclareObservation, seat: int) -> int:
    """Turns ``seat`` has completed this round (turns go round from the dealer's left)."""
    n = obs.num_players
    offset = (seat - obs.dealer - 1) % n
    return max(0, (obs.turns_done - offset + n - 1) // n)


class OpponentModel:
    """Each opponent's hand as this seat can infer it from its observation alone.

    Cards an opponent picked face up are known (``obs.known``: the engine keeps a card there
    until its holder throws it); the rest of the hand is ``hand_counts - known`` unknown cards,
    each drawn from the cards this seat has not seen, skewed towards low values the longer the
    opponent has played this round (players keep low cards and throw high ones). The player
    who threw last has picked a card since, which may be anything: one of its unknown cards
    is drawn without the skew.
    """

    def __init__(
        self, obs: DeclareObservation, pool: Sequence[Card] | None = None, scale: float = 1.0
    ):
        self.obs = obs
        jr = obs.joker_rank
        n = obs.num_players
        self.pool = list(unseen_pool(obs) if pool is None else pool)
        self.pool_values = Counter(card_value(c, jr) for c in self.pool)
        self.seats = [s for s in range(n) if s != obs.seat]
        self.known_total = {s: hand_total(obs.known[s], jr) for s in self.seats}
        self.unknown = {s: obs.hand_counts[s] - len(obs.known[s]) for s in self.seats}
        held = sum(self.unknown.values())
        share = min(1.0, held / len(self.pool)) if self.pool else 1.0
        self.soften = scale * max(0.0, (1.0 - share) / 0.9)
        # the last thrower: its throw is the pile in view (a single card, on this measure)
        thrown = obs.newest if obs.phase == "turn" else obs.previous
        self.fresh = (
            {(obs.seat - 1) % n}
            if obs.turns_done and len(thrown) == 1 and obs.phase in ("turn", "pick")
            else set()
        )
        self._cum: dict[float, list[float]] = {}

    def skew(self, seat: int) -> float:
        """The low-card skew ``b`` of this opponent's unknown cards."""
        return min(KEEP_CAP, KEEP_SLOPE * turns_played(self.obs, seat)) * self.soften

    def value_odds(self, seat: int, fresh: bool = False) -> list[float]:
        """Relative chance that one unknown card of ``seat`` has each value 0..10 (``fresh``:
        the card it has just picked, if it threw last)."""
        return self._odds(0.0 if fresh else self.skew(seat))

    def _odds(self, b: float) -> list[float]:
        odds = [self.pool_values[v] * math.exp(-b * v) for v in VALUES]
        return odds if sum(odds) else [1.0] * len(VALUES)

    def expected_total(self, seat: int) -> float:
        """The mean of ``seat``'s hand total under the model."""
        u = self.unknown[seat]
        total = float(self.known_total[seat])
        if u and seat in self.fresh:
            total += _mean(self.value_odds(seat, fresh=True))
            u -= 1
        return total + u * _mean(self.value_odds(seat))

    def sample_totals(self, rng: random.Random) -> list[int]:
        """One draw of every opponent's total, in the order of ``seats``."""
        out = []
        for s in self.seats:
            u = self.unknown[s]
            total = self.known_total[s]
            if u and s in self.fresh:
                total += rng.choices(VALUES, cum_weights=self._cumulative(0.0))[0]
                u -= 1
            if u:
                cum = self._cumulative(round(self.skew(s), 3))
                total += sum(rng.choices(VALUES, cum_weights=cum, k=u))
            out.append(total)
        return out

    def _cumulative(self, b: float) -> list[float]:
        cum = self._cum.get(b)
        if cum is None:
            cum = self._cum[b] = list(itertools.accumulate(self._odds(b)))
        return cum

    def draw_odds(self) -> dict[str, float]:
        """The chance of each rank on the draw: the unseen cards less what opponents
        probably hold (their unknown cards lean low, so the draw leans high)."""
        jr = self.obs.joker_rank
        by_rank = Counter(c.rank for c in self.pool)
        held = Counter[str]()
        for s in self.seats:
            u = self.unknown[s]
            if not u:
                continue
            b = self.skew(s)
            odds = {
                r: k * math.exp(-b * card_value(Card.of(r, "S"), jr)) for r, k in by_rank.items()
            }
            mass = sum(odds.values())
            for r, w in odds.items():
                held[r] += u * w / mass  # type: ignore[assignment]  # float weights in a Counter
        left = {r: max(0.0, k - held[r]) for r, k in by_rank.items()}
        mass = sum(left.values())
        if mass <= 0:
            return {r: k / len(self.pool) for r, k in by_rank.items()} if self.pool else {}
        return {r: w / mass for r, w in left.items() if w > 0}


class _Planner:
    """Expected hand value a few of this seat's own turns ahead, in closed form.

    A hand's value is its total plus ``card_weight`` per card (more cards, more to shed).
    Each own turn throws the rank that removes the most value and draws one card; future
    picks from the pile are ignored (they only ever help, and alike for every choice).
    """

    def __init__(self, values: dict[str, int], draw: dict[str, float], card_weight: float):
        self.values = values
        self.card_weight = card_weight
        self.draw = [(r, p, values[r] + card_weight) for r, p in sorted(draw.items())]
        self.mean = sum(p * w for _, p, w in self.draw) if self.draw else 5.0 + card_weight

    def groups(self, hand: Sequence[str]) -> dict[str, float]:
        """What throwing each rank removes from the hand's value."""
        out: dict[str, float] = {}
        for r in hand:
            out[r] = out.get(r, 0.0) + self.values[r] + self.card_weight
        return out

    def value(self, hand: Sequence[str], k: int) -> float:
        """Expected value of ``hand`` after ``k`` more own turns (0, 1 or 2)."""
        now = sum(self.values[r] for r in hand) + self.card_weight * len(hand)
        if k <= 0 or not hand:
            return now
        g = self.groups(hand)
        if k == 1:
            return now - max(g.values()) + self.mean
        best = -math.inf
        for r, removed in g.items():
            rest = {x: w for x, w in g.items() if x != r}
            top = max(rest.values(), default=0.0)
            later = sum(p * max(top, rest.get(c, 0.0) + w) for c, p, w in self.draw)
            best = max(best, removed + later)
        return now + 2 * self.mean - best

    def after_draw(self, hand: Sequence[str], k: int) -> float:
        """Expected value of ``hand`` plus one card from the draw pile."""
        if not self.draw:
            return self.value(hand, k)
        return sum(p * self.value((*hand, r), k) for r, p, _ in self.draw)


def _mean(odds: Sequence[float]) -> float:
    return sum(v * w for v, w in zip(VALUES, odds, strict=True)) / sum(odds)


def _margin(scores: Sequence[int], seat: int, added: Sequence[float]) -> float:
    """What the others add on average, less what ``seat`` adds."""
    return (sum(added) - added[seat]) / (len(added) - 1) - added[seat]


def _match_win(
    scores: Sequence[int], seat: int, added: Sequence[float], spread: float = 0.0
) -> float:
    """The chance ``seat`` ends the match alone on the lowest score after ``added``.

    With no rounds left (``spread`` 0): 1 if it is alone lowest, 1/2 if tied, else 0. With
    rounds left, each opponent's lead over this seat is taken to move by a normal amount of
    standard deviation ``spread`` by the end: the chance it is still behind, over them all.
    """
    mine = scores[seat] + added[seat]
    if spread <= 0:
        best = min(v + a for s, (v, a) in enumerate(zip(scores, added, strict=True)) if s != seat)
        return 1.0 if mine < best else 0.5 if mine == best else 0.0
    chance = 1.0
    for s, (v, a) in enumerate(zip(scores, added, strict=True)):
        if s != seat:
            chance *= 0.5 * (1.0 + math.erf((v + a - mine) / (spread * math.sqrt(2.0))))
    return chance


class HardBot:
    """Plans its own next turns exactly, models each opponent's hand, and declares when the
    expected gain of declaring beats its expected cost under the scoring rules."""

    name = BotLevel.HARD
    # Sampled opponent deals per declare decision: a fixed count, never time-dependent.
    # Ten times as many (issue #23) measured no stronger; see docs/ai.md, "The budget".
    samples = 240
    card_weight = 1.0
    deny_weight = 0.3
    wait_value = 0.0  # points a declare must gain on average to be worth ending the round
    patience_step = 1.5
    post_horizon = 1  # own turns planned ahead once declaring is open, at two players
    rival_declares = 4  # an opponent is taken to declare at this total or lower
    rival_gain = 1.0  # how much an opponent's total drops in a turn
    keep_scale = 0.75
    match_weight = 40.0  # points a won match is worth, weighed in every round's declare
    # How far two seats' score difference moves per round (its standard deviation): measured
    # over 5-round matches of Medium self-play, 12.5 at 2 players, 13.5 at 4, 14.6 at 8.
    round_spread = 14.0

    def choose(
        self, observation: DeclareObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action from this seat's observation only."""
        obs = observation
        if obs.phase == "joker":
            return self._joker(obs, legal)
        if obs.phase == "round_over":
            return _between_rounds(obs, legal)
        model = OpponentModel(obs, scale=self.keep_scale)
        jr = obs.joker_rank
        values = {r: card_value(Card.of(r, "S"), jr) for r in DECK.ranks}
        draw = model.draw_odds()
        mean_draw = sum(values[r] * p for r, p in draw.items()) if draw else 5.0
        hand = tuple(c.rank for c in obs.hand or ())
        if obs.phase == "turn" and _find(legal, "declare"):
            pile = min((values[c.rank] for c in obs.newest), default=mean_draw)
            after = min(sum(values[x] for x in hand if x != r) for r in set(hand))
            if self.should_declare(obs, model, after + min(pile, mean_draw), rng):
                return Action("declare")
        planner = _Planner(values, draw, self.card_weight)
        k = self.horizon(obs)
        can_draw = obs.draw_count > 0
        if obs.phase == "turn":
            nxt = 1 / max(1, obs.num_players - 1)
            best, best_score = legal[0], float("inf")
            for a in _find(legal, "throw"):
                r = a.args[0]
                rest = tuple(x for x in hand if x != r)
                options = [planner.value((*rest, c.rank), k) for c in obs.newest]
                if can_draw or not options:
                    options.append(planner.after_draw(rest, k))
                gift = max(0.0, mean_draw - values[r]) * self.deny_weight * nxt
                score = min(options) + gift
                if score < best_score - 1e-9:
                    best, best_score = a, score
            return best
        # pick
        best, best_score = legal[0], float("inf")
        for a in legal:
            if a.args[0] == "draw":
                score = planner.after_draw(hand, k)
            else:
                score = planner.value((*hand, _card(a).rank), k)
            if score < best_score - 1e-9:
                best, best_score = a, score
        return best

    def horizon(self, obs: DeclareObservation) -> int:
        """Own turns to plan beyond this one: those before declaring opens, at most two.
        Once declaring is open, ``post_horizon`` at two players, none at more: with several
        opponents the round often ends before this seat plays again, so the hand it holds
        after this turn is what counts."""
        n = obs.num_players
        ahead = max(0, -(-(obs.declare_from - obs.turns_done - n) // n))
        return min(max(ahead, self.post_horizon if n == 2 else 0), 2)

    def declare_value(
        self, obs: DeclareObservation, model: OpponentModel, after: float, rng: random.Random
    ) -> tuple[float, float, float]:
        """The chance a declare now is good, and what declaring now and playing on are worth.

        Worth is in points: the score margin (what the others add on average less what this
        seat adds), plus, in a fixed-length match's last round, ``match_weight`` times the
        chance of winning the match.
        Playing on, this seat's total becomes ``after`` (its best throw and pick). Each
        opponent, in turn order, declares if its total is at most ``rival_declares``; if none
        does, this seat may declare next turn against totals ``rival_gain`` lower, when that
        is worth more on average than standing pat.
        """
        me, n = obs.seat, obs.num_players
        mine = obs.total or 0
        rival = min(self.rival_declares, obs.options.declare_limit - 1)
        left = max(0, obs.options.rounds - obs.round_no)
        weight = 0.0 if obs.options.unlimited else self.match_weight
        spread = self.round_spread * math.sqrt(left)

        def worth(added: Sequence[float]) -> float:
            margin = _margin(obs.scores, me, added)
            return margin + weight * _match_win(obs.scores, me, added, spread) if weight else margin

        order = sorted(model.seats, key=lambda s: (s - me) % n)
        good = 0
        now = waited = later = 0.0
        stand = worth([0] * n)
        for _ in range(self.samples):
            totals: list[float] = [0] * n
            for s, t in zip(model.seats, model.sample_totals(rng), strict=True):
                totals[s] = t
            totals[me] = mine
            ok, added = round_scores(totals, me)
            good += ok
            now += worth(added)
            totals[me] = after
            for s in order:
                if totals[s] <= rival:
                    waited += worth(round_scores(totals, s)[1])
                    break
            else:
                lower = [max(0.0, t - self.rival_gain) for t in totals]
                lower[me] = after
                later += worth(round_scores(lower, me)[1]) - stand
                waited += stand
        k = self.samples
        return good / k, now / k, (waited + max(0.0, later)) / k

    def should_declare(
        self, obs: DeclareObservation, model: OpponentModel, after: float, rng: random.Random
    ) -> bool:
        """Declare when that is worth more than playing on. The longer a round drags on, the
        more readily: by points, and, past eight go-arounds, by a chance of a good declare
        that falls to nothing over some thirty more, so that every round ends, even at a
        full table of Hard bots with a low declare limit. (Big tables often run eight
        go-arounds, where a bad declare costs every hand: the chance must stay high there.)"""
        p, now, wait = self.declare_value(obs, model, after, rng)
        late = patience(obs)
        return now > wait + self.wait_value - self.patience_step * late or p >= 1.0 - 0.03 * max(
            0, late - 8
        )

    @staticmethod
    def _joker(obs: DeclareObservation, legal: Sequence[Action]) -> Action:
        """Make the lower face-up card the joker, so the card left for the next player to
        pick is the higher one."""
        a, b = obs.face_up
        return legal[0] if RANK_VALUE[a.rank] <= RANK_VALUE[b.rank] else legal[1]


def explain(obs: DeclareObservation, legal: Sequence[Action], action: Action) -> Reason:
    """Why ``action`` (Hard's choice) is good here: see :mod:`engine.ai.reasons`. A declare
    gives the sampled chance of being strictly lowest (fixed seed)."""
    kind = action.kind
    if kind in ("next", "stop"):
        return Reason("go_on")
    if len(legal) == 1:
        return Reason("forced")
    if obs.phase == "joker":
        return Reason("joker_low")
    if kind == "declare":
        chance = MediumBot().good_declare_chance(obs, unseen_pool(obs), random.Random(0))
        return Reason("declare_chance", (percent(chance),))
    jr = obs.joker_rank
    hand = list(obs.hand or ())
    if kind == "throw":
        value = card_value(Card.of(action.args[0], "S"), jr)
        if hand and value >= max(card_value(c, jr) for c in hand):
            return Reason("throw_high")
        return Reason("throw_plan")
    if kind == "pick":
        return Reason("draw") if action.args[0] == "draw" else Reason("pick_low")
    return Reason("search")


BOTS: dict[str, Callable[[], Bot[DeclareObservation]]] = {
    bot.name: bot for bot in (EasyBot, MediumBot, HardBot)
}
