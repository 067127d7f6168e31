"""Frontier bots.

Easy commits its whole hand, opens with the smallest bet, never raises or mulligans, and
calls while the price is small for its cash (more when its set is a Pair/Coalition or
better). Medium commits the strongest configuration it holds and estimates its chance of
winning the showdown by Monte Carlo: it deals the cards it has not seen (the whole pack less
its own hand, committed and discarded cards) to the other contenders, as many as each has
committed (or holds, if not committed yet), and compares. It bets and raises by that
strength, calls when the pot odds pay, folds otherwise, and mulligans once when a fresh hand
samples clearly better than the one it holds. Both see only their observation.
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from engine.ai.reasons import Reason, percent
from engine.cards import Card
from engine.core import Action, Bot, BotLevel
from engine.games.frontier.state import (
    DECK,
    ROUNDS,
    FrontierObservation,
    Klass,
    Moment,
    evaluate,
)

__all__ = ["BOTS", "EasyBot", "HardBot", "MediumBot", "explain", "read_chance", "win_chance"]


def _find(legal: Sequence[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]


def _nearest(amounts: Sequence[int], target: float) -> int:
    """The amount nearest ``target`` (ties to the smaller)."""
    return min(amounts, key=lambda a: (abs(a - target), a))


def _closest(actions: Sequence[Action], target: float) -> Action:
    """The amount action nearest ``target`` (ties to the smaller)."""
    amounts = [int(a.args[0]) for a in actions]
    return actions[amounts.index(_nearest(amounts, target))]


def _largest_commit(legal: Sequence[Action]) -> Action:
    commits = _find(legal, "commit")
    return max(commits, key=lambda a: (len(a.args), evaluate(Card.parse(t) for t in a.args).key))


class EasyBot:
    """Plays every hand cheaply and folds to bets that are large for its cash."""

    name = BotLevel.EASY
    call_share = 0.25  # calls up to this share of its round cash
    strong_share = 0.5  # ... or this share with a Pair, Coalition or better

    def choose(
        self, observation: FrontierObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action from simple rules about its own cards and the price."""
        obs = observation
        if len(legal) == 1:
            return legal[0]
        if obs.phase == "stake":
            bets = _find(legal, "bet")
            return bets[0] if bets else Action("call")
        cards = obs.committed or obs.hand
        conf = evaluate(cards)
        strong = conf.klass >= Klass.COALITION and conf.count >= 2
        share = self.strong_share if strong else self.call_share
        affordable = obs.to_call <= share * obs.round_cash[obs.seat]
        if obs.committed:
            return Action("call") if affordable else Action("fold")
        if obs.current_bet == 0 or affordable:
            return _largest_commit(legal)
        return Action("fold")


def unseen_pool(obs: FrontierObservation) -> list[Card]:
    """Cards this seat cannot place: candidates for others' cards and the draw pile."""
    seen = set(obs.hand) | set(obs.committed) | set(obs.discarded)
    if obs.showdown:
        for hand in obs.showdown["cards"]:
            if hand:
                seen.update(Card.parse(t) for t in hand)
    return [c for c in DECK.build() if c not in seen]


def contenders(obs: FrontierObservation) -> list[tuple[int, int]]:
    """Each other contender still in, as (seat, how many cards it shows down: committed,
    or (not yet) its hand)."""
    out = []
    for s in range(obs.num_players):
        if s == obs.seat or not obs.active[s] or obs.folded[s]:
            continue
        n = obs.committed_counts[s] or obs.hand_counts[s]
        if n:
            out.append((s, n))
    return out


def staked_and_behind(
    others: Iterable[tuple[int, int]], stakes: Sequence[int]
) -> tuple[list[int], list[int]]:
    """The card counts of the other contenders ``(seat, count)`` that have money in this
    round, and of those still to act (no stake yet)."""
    staked: list[int] = []
    behind: list[int] = []
    for s, n in others:
        (staked if stakes[s] > 0 else behind).append(n)
    return staked, behind


def opponents_sizes(obs: FrontierObservation) -> list[int]:
    """How many cards each other contender shows down."""
    return [n for _s, n in contenders(obs)]


def win_chance(
    mine: Sequence[Card],
    sizes: Sequence[int],
    pool: Sequence[Card],
    rng: random.Random,
    samples: int,
) -> float:
    """The expected share of the pot ``mine`` wins against random sets of ``sizes`` cards."""
    if not sizes:
        return 1.0
    key = evaluate(mine).key
    total = sum(sizes)
    if total > len(pool):  # cannot happen with a consistent observation
        return 1.0 / (len(sizes) + 1)
    won = 0.0
    for _ in range(samples):
        drawn = rng.sample(pool, total)
        i = 0
        ties = 0
        lost = False
        for n in sizes:
            k = evaluate(drawn[i : i + n]).key
            i += n
            if k > key:
                lost = True
                break
            if k == key:
                ties += 1
        if not lost:
            won += 1.0 / (ties + 1)
    return won / samples


class MediumBot:
    """Commits its best set and bets by sampled strength against the pot odds.

    Facing a stake it weighs the contenders who have put money in fully and those still to
    act only as likely callers (``behind_weight`` each): without antes the pot holds only
    what was staked, so a player who folds to every minimum opening never wins a pot, and a
    player calls a minimum opening with about the better half of its sets heads-up.
    """

    name = BotLevel.MEDIUM
    samples = 160
    open_factor = 0.6  # opens (at the minimum) when the chance is above this × a fair share
    strong_factor = 1.3  # bets big / raises above this × a fair share
    bet_share = 0.25  # a strong opening bet is up to this share of the limit
    # calls when chance × (pot + price) ≥ margin × price; below 1 for what the callers after
    # it will add to the pot
    call_margin = 0.9
    behind_weight = 0.5  # a contender still to act counts as this much of an opponent

    def choose(
        self, observation: FrontierObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action using only this seat's observation."""
        obs = observation
        if len(legal) == 1:
            return legal[0]
        pool = unseen_pool(obs)
        sizes = opponents_sizes(obs)
        fair = 1.0 / (len(sizes) + 1)
        if obs.phase == "stake":
            chance = win_chance(obs.committed, sizes, pool, rng, self.samples)
            return self._stake(obs, legal, chance, fair)
        if obs.committed:  # facing a raise
            chance = self._facing_chance(obs, list(obs.committed), pool, rng)
            if self._worth_calling(obs, chance):
                raises = _find(legal, "raise")
                if raises and chance >= max(0.8, self.strong_factor * 1.5 * fair):
                    return self._raise(obs, raises, chance)
                return Action("call")
            return Action("fold")
        best = _largest_commit(legal)
        mine = [Card.parse(t) for t in best.args]
        chance = win_chance(mine, sizes, pool, rng, self.samples)
        if Action("mulligan") in legal and self._mulligan_pays(obs, chance, fair, sizes, pool, rng):
            return Action("mulligan")
        if obs.current_bet == 0:
            return best if chance >= self.open_factor * fair else Action("fold")
        chance = self._facing_chance(obs, mine, pool, rng)
        return best if self._worth_calling(obs, chance) else Action("fold")

    def _facing_chance(
        self,
        obs: FrontierObservation,
        mine: Sequence[Card],
        pool: Sequence[Card],
        rng: random.Random,
    ) -> float:
        """The chance of winning the showdown against those who have staked, times the
        chance of beating each contender still to act, weighted by ``behind_weight``."""
        staked, behind = staked_and_behind(contenders(obs), obs.stakes)
        chance = win_chance(mine, staked, pool, rng, self.samples)
        if behind:
            one = win_chance(mine, behind[:1], pool, rng, self.samples // 2)
            chance *= one ** (self.behind_weight * len(behind))
        return chance

    def _worth_calling(self, obs: FrontierObservation, chance: float) -> bool:
        price = obs.to_call
        return chance * (obs.pot + price) >= self.call_margin * price

    def _stake(
        self, obs: FrontierObservation, legal: Sequence[Action], chance: float, fair: float
    ) -> Action:
        bets = _find(legal, "bet")
        strong = chance >= self.strong_factor * fair
        if bets:
            if not strong:
                return bets[0]
            edge = (chance - fair) / (1.0 - fair)
            return _closest(bets, obs.limit * min(1.0, edge) * self.bet_share)
        raises = _find(legal, "raise")
        if raises and strong and chance >= 0.5:
            return self._raise(obs, raises, chance)
        return Action("call")

    def _raise(self, obs: FrontierObservation, raises: Sequence[Action], chance: float) -> Action:
        target = obs.current_bet + (obs.pot + obs.to_call) * min(1.0, 2 * chance - 0.5)
        return _closest(raises, target)

    def _mulligan_pays(
        self,
        obs: FrontierObservation,
        chance: float,
        fair: float,
        sizes: Sequence[int],
        pool: Sequence[Card],
        rng: random.Random,
    ) -> bool:
        """Whether a fresh hand (drawn from the unseen cards) samples clearly better."""
        if obs.capacity < 3 or chance >= fair:
            return False
        fresh = 0.0
        tries = 24
        for _ in range(tries):
            hand = rng.sample(pool, obs.capacity)
            rest = [c for c in pool if c not in hand] + list(obs.hand)
            fresh += win_chance(hand, sizes, rest, rng, max(8, self.samples // 16))
        return fresh / tries > chance + 0.1


# -- Hard ----------------------------------------------------------------------------------

_PERCENTILE_SAMPLES = 3000
_percentiles: dict[int, list[tuple[int, int, int]]] = {}


def _percentile(key: tuple[int, int, int]) -> float:
    """How a configuration ranks among random sets of its size from a full pack (0-1)."""
    n = key[0]
    table = _percentiles.get(n)
    if table is None:
        pack = DECK.build()
        gen = random.Random(7919 + n)  # a fixed table: decisions stay reproducible
        table = sorted(evaluate(gen.sample(pack, n)).key for _ in range(_PERCENTILE_SAMPLES))
        _percentiles[n] = table
    lo = bisect.bisect_left(table, key)
    hi = bisect.bisect_right(table, key)
    return (lo + hi) / (2 * len(table))


_Outcome = tuple[list[tuple[int, int, int]], list[float]]


@dataclass(slots=True)
class _Opp:
    seat: int
    size: int
    stake: int
    moments: tuple[Moment, ...] = ()  # its commits and stakes this round


def _beats(key: tuple[int, int, int], n: int) -> float:
    """The chance that a set keyed ``key`` beats a random set of ``n`` cards (more cards
    always win; a tie counts half)."""
    if n != key[0]:
        return 1.0 if n < key[0] else 0.0
    return _percentile(key)


def _then(key: tuple[int, int, int], m: Moment) -> tuple[float, float, float]:
    """What a Medium holding ``key`` made of the table at moment ``m``: its chance against
    every other contender, its chance facing the stake (those who had staked, those still to
    act as ``behind_weight`` of a rival, ``MediumBot._facing_chance``), and a fair share."""
    others = ((s, n) for s, n in enumerate(m.counts) if s != m.seat and n)
    staked, behind = staked_and_behind(others, m.stakes)
    against = 1.0
    for n in staked:
        against *= _beats(key, n)
    facing = against
    if behind:
        facing *= _beats(key, behind[0]) ** (MediumBot.behind_weight * len(behind))
    for n in behind:
        against *= _beats(key, n)
    return against, facing, 1.0 / (len(staked) + len(behind) + 1)


def stake_likelihood(key: tuple[int, int, int], moments: Sequence[Moment], noise: float) -> float:
    """How likely Medium's rule (``MediumBot``) makes a seat's commits and stakes this round
    if its set is keyed ``key``: its sampled chance is taken as the analytic one (``_then``)
    within ``noise``, so each threshold is a logistic step of that width. A minimum opening
    says the set is fair but not strong, a sized bet says how strong, a call that it pays
    the odds but would not raise."""

    def above(x: float, threshold: float) -> float:
        return 1.0 / (1.0 + math.exp(max(-50.0, min(50.0, (threshold - x) / noise))))

    def pays(chance: float, m: Moment) -> float:
        price = max(0, m.current_bet - m.stakes[m.seat])
        return above(chance, MediumBot.call_margin * price / max(1, m.pot + price))

    med = MediumBot
    out = 1.0
    for m in moments:
        against, facing, fair = _then(key, m)
        if m.kind == "commit":
            out *= above(against, med.open_factor * fair) if m.current_bet == 0 else pays(facing, m)
        elif m.current_bet == 0:  # the opening bet: the minimum unless strong, else sized
            strong = above(against, med.strong_factor * fair)
            sized = 0.0
            for d in (-noise, 0.0, noise):
                edge = max(0.0, min(1.0, (against + d - fair) / (1.0 - fair)))
                target = m.limit * edge * med.bet_share
                near = _nearest(m.amounts, target) if m.amounts else 0
                sized += (near == m.amount) / 3
            if m.amounts and m.amount == m.amounts[0]:
                out *= max(1.0 - strong, strong * sized)
            else:
                out *= strong * min(1.0, 0.02 + sized)  # a size it would not pick: rare
        elif m.stakes[m.seat] == 0:
            # completing its first stake, facing a bet: raises when strong and likely to win
            raises = above(against, med.strong_factor * fair) * above(against, 0.5)
            out *= raises if m.kind == "raise" else 1.0 - raises
        else:  # answering a raise with money already in
            raises = above(facing, max(0.8, med.strong_factor * 1.5 * fair))
            out *= pays(facing, m) * (raises if m.kind == "raise" else 1.0 - raises)
    return out


class HardBot:
    """Monte Carlo over opponents' ranges (narrowed by what they staked) and expected value.

    For each candidate action (fold, call, each listed bet or raise) it estimates what it wins
    from here on over sampled deals of the unseen cards to the other contenders (only its
    observation: its own cards, the showdown, everyone's card counts and stakes). A contender
    that has committed or staked is dealt sets in proportion to how likely Medium's rule makes
    what it did this round (``stake_likelihood`` over the observation's ``moments``): a minimum
    opening is a fair but not a strong set, a sized bet about as strong as its size says, a call
    one that pays the odds but would not raise. To a bet, raise or call of its, each contender
    still short of the bet is assumed to call in turn when its set's rank among random sets, to
    the power of its number of opponents still in (those before it that fold no longer count),
    pays the pot odds; this prices fold equity (so weak hands bet when folds pay: bluffs) and
    sizes bets by strength. From round 4 on (``standing_from``) the aim is to be the richest
    after the round, not the most money: the richest after round 4 nearly always ends with the
    most cash. It also bluffs now and then at random, and mulligans a poor hand when fresh hands
    sample clearly better. Folding before committing is not free before round 5: the uncommitted
    hand stays for the next round, which draws only one card to it, so a fold is worth what
    keeping the whole hand adds to next round's hand (``_keep_value``, below zero for a poor
    hand). A poor hand is therefore staked at the minimum (and at worst lost for it) to draw a
    fresh hand, rather than folded and carried round after round; a Hard that folded every round
    with the same weak cards often ended at its starting cash. Before round 5, when the other
    contenders show fewer cards than it holds, it also weighs committing only its strongest
    smaller set and keeping the rest back: such a commit is chosen when its value this round
    plus what the kept cards add to next round's hand (``_keep_value``) is best. Opponents are
    assumed to call any stake when they show more cards than it does. Before round 4 money is
    weighed by the log of its cash plus a cushion (``cushion`` × the starting cash), scaled to a
    dollar at its present cash: a dollar lost weighs more than a dollar won, so it stakes a
    share of its cash by its edge (Kelly's rule) rather than all of it on a small one, and a
    player who goes broke never ends with the most cash.
    """

    name = BotLevel.HARD
    samples = 1800  # deals per decision with up to three opponents (fewer at bigger tables)
    call_margin = 0.9  # opponents' assumed call rule: equity × (pot + price) ≥ margin × price
    behind_weight = 0.5  # ... where a contender still to act counts as this much of a rival
    bluff_rate = 0.06
    mulligan_from = 3  # the first round (hand capacity) worth the one mulligan
    max_tries = 20  # rejection sampling of opponents' sets by what their stakes say
    read_noise = 0.05  # how far Medium's sampled chance may be from the analytic one
    # rounds 4-5: the utility of the most cash after the round, in limits (a dollar won or
    # lost there counts 1/limit). Weighed 3 (was 1): just behind, Hard now stakes a middling
    # set for its chance of ending richest rather than fold it to keep a few dollars
    # (docs/ai.md, "What is left to read, and the last round's weights")
    winning_weight = 3.0
    keep_weight = 0.4  # cards kept for the next round: their percentile gain × this × limit
    keep_samples = 64
    standing_from = ROUNDS - 1  # from this round on: aim at being the richest after it
    cushion = 0.5  # rounds 1-3: money weighed by log(cash + this × starting cash); 0: linear

    def choose(
        self, observation: FrontierObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action using only this seat's observation."""
        # one draw of the seat's stream per decision: two versions of Hard that decide
        # alike stay on the same stream, so a comparison on the same games (common random
        # numbers, bench/frontier_duel.py) counts only the decisions that changed
        rng = random.Random(rng.getrandbits(64))
        obs = observation
        if len(legal) == 1:
            return legal[0]
        pool = unseen_pool(obs)
        opps = self._opponents(obs)
        if not opps:
            return self._uncontested(obs, legal)
        if obs.phase == "stake" or obs.committed:
            return self._money(obs, legal, list(obs.committed), opps, pool, rng)
        mine = list(obs.hand)
        if Action("mulligan") in legal and self._mulligan_pays(obs, mine, opps, pool, rng):
            return Action("mulligan")
        commit = Action("commit", tuple(str(c) for c in mine))
        if commit not in legal:  # the full hand is always listed; keep a fallback anyway
            commit = _largest_commit(legal)
            mine = [Card.parse(t) for t in commit.args]
        outcomes = self._simulate(obs, mine, opps, pool, rng)
        key = evaluate(mine).key
        play = self._best_value(obs, opps, key, outcomes)
        fold = self._value(obs, opps, key, outcomes, 0)
        if obs.round_no < ROUNDS:
            # folding before committing keeps the whole hand for the next round, where it
            # draws only one card: a poor hand kept is worth less than a fresh one, so it is
            # better staked (and lost for at most the minimum) than kept
            fold += self._keep_value(obs, mine, pool, rng)
        for part, kept in self._partial_commits(obs, mine, opps):
            # the opponents' sampled sets do not depend on which of its cards it commits
            value = self._best_value(obs, opps, evaluate(part).key, outcomes) + self._keep_value(
                obs, kept, pool, rng
            )
            if value > play and value > fold:
                play = value
                commit = Action("commit", tuple(str(c) for c in part))
        if play > fold:
            return commit
        if obs.current_bet == 0 and rng.random() < self.bluff_rate:
            return commit  # an occasional bluff; the stake phase sizes it
        return Action("fold")

    # -- keeping cards back ------------------------------------------------------------
    def _partial_commits(
        self, obs: FrontierObservation, hand: Sequence[Card], opps: Sequence[_Opp]
    ) -> list[tuple[list[Card], list[Card]]]:
        """Commits of fewer cards than the hand worth weighing: (committed, kept back).

        More cards always beat fewer, so a smaller set can only win a showdown against
        contenders who show no more cards; below the largest opponent's count it would lose
        every showdown and is not tried. For each size the strongest set is committed.
        """
        if obs.round_no >= ROUNDS or len(hand) < 2:
            return []  # nothing is worth keeping after the last round
        floor = max(o.size for o in opps)
        out = []
        for k in range(max(1, floor), len(hand)):
            best = max(itertools.combinations(hand, k), key=lambda c: evaluate(c).key)
            part = list(best)
            out.append((part, [c for c in hand if c not in part]))
        return out

    def _keep_value(
        self,
        obs: FrontierObservation,
        kept: Sequence[Card],
        pool: Sequence[Card],
        rng: random.Random,
    ) -> float:
        """What keeping ``kept`` for the next round is worth, in dollars (in limits from
        round ``standing_from`` on, the unit of ``_value`` there): how much better a next-round
        hand that starts with them samples than a fresh one (percentile among random sets of
        that size), times ``keep_weight`` of the limit."""
        size = obs.capacity + 1
        fill = size - len(kept)
        if fill < 0 or fill > len(pool):
            return 0.0
        tries = self.keep_samples
        gain = 0.0
        for _ in range(tries):
            gain += _percentile(evaluate([*kept, *rng.sample(pool, fill)]).key) - 0.5
        if obs.round_no >= self.standing_from:
            return self.keep_weight * gain / tries
        return self.keep_weight * max(1, obs.limit) * gain / tries

    # -- model -------------------------------------------------------------------------
    def _opponents(self, obs: FrontierObservation) -> list[_Opp]:
        return [
            _Opp(s, n, obs.stakes[s], tuple(m for m in obs.moments if m.seat == s))
            for s, n in contenders(obs)
        ]

    def _simulate(
        self,
        obs: FrontierObservation,
        mine: Sequence[Card],
        opps: Sequence[_Opp],
        pool: Sequence[Card],
        rng: random.Random,
    ) -> list[_Outcome]:
        """Per sample: each opponent's configuration key and its percentile among random
        sets."""
        out = []
        memo: dict[tuple[int, tuple[int, int, int]], float] = {}
        # fewer samples at big tables keep a decision fast (each one deals more sets)
        for _ in range(self.samples * 3 // max(3, len(opps))):
            left = list(pool)
            keys, pct = [], []
            for o in opps:
                key, cards = self._deal(o, left, rng, memo)
                for c in cards:
                    left.remove(c)
                keys.append(key)
                pct.append(_percentile(key))
            out.append((keys, pct))
        return out

    def _deal(
        self,
        o: _Opp,
        left: Sequence[Card],
        rng: random.Random,
        memo: dict[tuple[int, tuple[int, int, int]], float],
        known: Sequence[Card] = (),
    ) -> tuple[tuple[int, int, int], list[Card]]:
        """A set for ``o`` from ``left`` (with ``known`` of its cards), drawn in proportion
        to how likely its commits and stakes make it (``stake_likelihood``, rejection
        sampling over ``max_tries`` draws; the likeliest drawn if none is accepted)."""
        best: tuple[tuple[int, int, int], list[Card]] = ((0, 0, 0), [])
        best_like = -1.0
        for _t in range(self.max_tries if o.moments else 1):
            if len(left) < o.size - len(known):
                break
            cards = [*known, *rng.sample(left, o.size - len(known))]
            key = evaluate(cards).key
            like = memo.get((o.seat, key))
            if like is None:
                like = memo[(o.seat, key)] = stake_likelihood(key, o.moments, self.read_noise)
            if like > best_like:
                best, best_like = (key, cards), like
            if rng.random() < like:
                return key, cards
        return best

    def _value(
        self,
        obs: FrontierObservation,
        opps: Sequence[_Opp],
        key: tuple[int, int, int],
        outcomes: list[_Outcome],
        amount: int | None,
    ) -> float:
        """The mean utility of folding (``amount`` 0), calling (``None``) or staking
        ``amount``: money won from here on, or from round ``standing_from`` on the chance of
        the most cash after this round (``winning_weight``) plus the money in limits."""
        me = obs.seat
        mine = obs.stakes[me]
        k = len(opps)
        standing = obs.round_no >= self.standing_from and self.winning_weight > 0
        scale = max(1, obs.limit)
        # opponents answer a stake in turn (clockwise from this seat), each against the
        # contenders still in at its turn: one that folds no longer counts for the next
        order = sorted(range(k), key=lambda i: (opps[i].seat - me) % obs.num_players)
        # per place in that order, the rivals it weighs after it (Medium's rule): those
        # after it with money in fully, those still to act as likely callers
        after = []
        for j in range(k):
            later = [opps[x] for x in order[j + 1 :]]
            staked = sum(1 for x in later if x.stake > 0)
            after.append(staked + self.behind_weight * (len(later) - staked))
        total = 0.0
        for keys, pct in outcomes:
            if amount == 0:
                add, target = 0, obs.current_bet
            elif amount is None:
                add, target = obs.to_call, obs.current_bet
            else:
                add, target = amount - mine, amount
            pot = obs.pot + add
            players: list[tuple[tuple[int, int, int], int]] = []
            if amount != 0:
                players.append((key, me))
            paid: dict[int, int] = {}
            # contenders with money in when an opponent answers: this seat first, unless it
            # folds
            callers = 0 if amount == 0 else 1
            for j, i in enumerate(order):
                o, ok, u = opps[i], keys[i], pct[i]
                price = target - o.stake
                # whatever this seat does, each contender still short of the bet answers
                # by Medium's rule (those in now, and ``after`` it); one that shows more
                # cards than this seat wins for sure and calls
                rivals = callers + after[j]
                calls = (
                    price <= 0
                    or (amount != 0 and o.size > key[0])
                    or (u**rivals) * (pot + price) >= self.call_margin * price
                )
                if calls:
                    pot += max(0, price)
                    paid[o.seat] = max(0, price)
                    players.append((ok, o.seat))
                    callers += 1
            if not players:
                continue
            top = max(p[0] for p in players)
            winners = [s for kk, s in players if kk == top]
            share = pot / len(winners)
            gain = (share if me in winners else 0.0) - add
            if not standing:
                if self.cushion > 0:
                    base = obs.cash[me] + self.cushion * obs.options.starting_cash
                    gain = base * math.log((base + gain) / base)  # a loss weighs more than a gain
                total += gain
                continue
            final: list[float] = list(obs.cash)
            final[me] += gain
            for s, v in paid.items():
                final[s] -= v
            for s in winners:
                if s != me:
                    final[s] += share
            best_other = max(final[s] for s in range(obs.num_players) if s != me)
            won = final[me] >= best_other
            total += self.winning_weight * won + gain / scale
        return total / max(1, len(outcomes))

    def _best_value(
        self,
        obs: FrontierObservation,
        opps: Sequence[_Opp],
        key: tuple[int, int, int],
        outcomes: list[_Outcome],
    ) -> float:
        """The best utility among the money actions reachable this turn."""
        if obs.current_bet == 0:
            lo, hi = _bet_bounds(obs)
            return max(self._value(obs, opps, key, outcomes, a) for a in _spread(lo, hi))
        best = self._value(obs, opps, key, outcomes, None)
        lo = obs.current_bet + obs.options.min_bet
        if lo <= obs.limit:
            for a in _spread(min(lo, obs.limit), obs.limit):
                best = max(best, self._value(obs, opps, key, outcomes, a))
        return best

    def _money(
        self,
        obs: FrontierObservation,
        legal: Sequence[Action],
        mine: list[Card],
        opps: list[_Opp],
        pool: Sequence[Card],
        rng: random.Random,
    ) -> Action:
        outcomes = self._simulate(obs, mine, opps, pool, rng)
        key = evaluate(mine).key
        scored: list[tuple[float, int, Action]] = []
        for i, a in enumerate(legal):
            if a.kind == "fold":
                scored.append((self._value(obs, opps, key, outcomes, 0), i, a))
            elif a.kind == "call":
                scored.append((self._value(obs, opps, key, outcomes, None), i, a))
            elif a.kind in ("bet", "raise"):
                scored.append((self._value(obs, opps, key, outcomes, int(a.args[0])), i, a))
        bets = _find(legal, "bet")
        if bets and obs.round_no < ROUNDS and rng.random() < self.bluff_rate:
            # an occasional bluff or slow play: a mid-sized bet whatever the cards
            return _closest(bets, obs.limit * (0.15 + 0.25 * rng.random()))
        best = max(scored, key=lambda t: (t[0], -t[1]))
        return best[2]

    def _mulligan_pays(
        self,
        obs: FrontierObservation,
        mine: Sequence[Card],
        opps: Sequence[_Opp],
        pool: Sequence[Card],
        rng: random.Random,
    ) -> bool:
        if obs.capacity < self.mulligan_from:
            return False
        sizes = [o.size for o in opps]
        fair = 1.0 / (len(sizes) + 1)
        chance = win_chance(mine, sizes, pool, rng, 120)
        if chance >= 0.8 * fair:
            return False
        fresh = 0.0
        tries = 24
        for _ in range(tries):
            hand = rng.sample(pool, obs.capacity)
            rest = [c for c in pool if c not in hand] + list(obs.hand)
            fresh += win_chance(hand, sizes, rest, rng, 10)
        return fresh / tries > chance + 0.06

    def _uncontested(self, obs: FrontierObservation, legal: Sequence[Action]) -> Action:
        for kind in ("call", "bet"):
            acts = _find(legal, kind)
            if acts:
                return acts[0]
        return _largest_commit(legal) if _find(legal, "commit") else legal[0]


def read_chance(obs: FrontierObservation, cards: Sequence[Card], samples: int = 400) -> float:
    """The chance that ``cards`` win the showdown against the sets Hard deals the other
    contenders: in proportion to what their commits and stakes this round say
    (``stake_likelihood``), not random sets (fixed seed; a tie counts its share)."""
    hard = HardBot()
    hard.samples = samples
    opps = hard._opponents(obs)
    if not opps:
        return 1.0
    key = evaluate(cards).key
    outcomes = hard._simulate(obs, cards, opps, unseen_pool(obs), random.Random(0))
    won = 0.0
    for keys, _pct in outcomes:
        top = max(keys)
        if key > top:
            won += 1.0
        elif key == top:
            won += 1.0 / (1 + sum(k == key for k in keys))
    return won / max(1, len(outcomes))


def explain(obs: FrontierObservation, legal: Sequence[Action], action: Action) -> Reason:
    """Why ``action`` (Hard's choice) is good here: see :mod:`engine.ai.reasons`. The set's
    rank among random sets of its size (``_percentile``, as Hard prices the others' calls);
    for a call or a fold its chance against what the others' stakes say (``read_chance``:
    against random sets, a fold could read "about 80% to win"); a fold before committing,
    before the last round, that keeps a hand worth more than a fresh one says so."""
    kind = action.kind
    if kind == "next":
        return Reason("go_on")
    if len(legal) == 1:
        return Reason("forced")
    if kind == "mulligan":
        return Reason("mulligan")
    if kind == "commit":
        cards = [Card.parse(t) for t in action.args]
    else:
        cards = list(obs.committed) or list(obs.hand)
    if not cards:
        return Reason("search")
    sizes = opponents_sizes(obs)
    if not sizes:
        return Reason("uncontested")
    if kind in ("commit", "bet", "raise"):
        return Reason("set_beats", (percent(_percentile(evaluate(cards).key)),))
    if kind == "fold" and not obs.committed and obs.round_no < ROUNDS:
        kept = HardBot()._keep_value(obs, cards, unseen_pool(obs), random.Random(0))
        if kept > 0:
            return Reason("fold_keep")
    chance = read_chance(obs, cards)
    if kind == "fold":
        share = percent(chance)
        return Reason("fold_chance", (share,)) if share != "0" else Reason("fold_hopeless")
    if kind == "call":
        return Reason("call_chance", (percent(chance),))
    return Reason("search")


def _bet_bounds(obs: FrontierObservation) -> tuple[int, int]:
    hi = obs.limit
    return min(obs.options.min_bet, hi), hi


def _spread(lo: int, hi: int) -> list[int]:
    """A handful of amounts from ``lo`` to ``hi`` for estimating the best stake."""
    if hi <= lo:
        return [lo]
    out = {lo, hi}
    for f in (0.05, 0.1, 0.2, 0.35, 0.5, 0.75):
        out.add(max(lo, min(hi, round(lo + (hi - lo) * f))))
    return sorted(out)


BOTS: dict[str, Callable[[], Bot[FrontierObservation]]] = {
    bot.name: bot for bot in (EasyBot, MediumBot, HardBot)
}
