"""Declaration bots.

Easy dares one ante, always declares its most valuable meld, bids its Emperors and
Voidpilots plus long trumps, and plays simply: lead the highest card, win a trick as
cheaply as it can, otherwise play its lowest card; it pays no attention to its partner.

Medium dares the cap, declares when the meld is worth its price, bids from a hand
evaluation (high cards, trump length, ruffing chances, less a safety margin), and plays
from what it has seen: it never overtakes a partner who is winning safely, leads its sure
winners, ruffs and overruffs cheaply, and discards from short side suits.

Hard searches: perfect-information Monte Carlo over worlds sampled from its observation
(see ``HardBot``). All three see only the observation.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable, Sequence

from engine.ai.reasons import Reason, trick_reason
from engine.ai.search import best_index
from engine.ai.solver import Solver
from engine.cards import Card
from engine.core import Action, Bot, BotLevel
from engine.games.declaration.sim import (
    CARD_OF,
    ID_OF,
    MONEY_WEIGHT,
    TRICKS,
    Context,
    Deal,
    deal_rules,
    hand_value,
    playout,
    solver_position,
)
from engine.games.declaration.state import (
    CARD_BY_TEXT,
    MAX_BID,
    MELD_COST,
    MELD_POINTS,
    NUM_SEATS,
    PACK,
    RANK_INDEX,
    DeclarationObservation,
    DeclarationState,
    Phase,
    classify_meld,
    find_melds,
    trick_winner,
)
from engine.games.declaration.worlds import sample_world, shown_voids

__all__ = [
    "BOTS",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "estimate_tricks",
    "explain",
    "keeps_partner_master",
    "medium_bid",
]

TOP = len(RANK_INDEX) - 1  # the Emperor's index


def _rank(card: Card) -> int:
    return RANK_INDEX[card.rank]


def _cards(legal: Sequence[Action]) -> list[Card]:
    return [CARD_BY_TEXT[a.args[0]] for a in legal]


def _meld_value(action: Action) -> tuple[int, int]:
    """(points, -cards) of a meld action: bigger is better."""
    kind = classify_meld([CARD_BY_TEXT[t] for t in action.args])
    return MELD_POINTS[kind], -len(action.args)  # type: ignore[index]


def _best_meld(legal: Sequence[Action]) -> Action | None:
    melds = [a for a in legal if a.kind == "meld"]
    return max(melds, key=_meld_value) if melds else None


def _winning(obs: DeclarationObservation) -> tuple[int, Card] | None:
    """The seat and card winning the trick in progress so far."""
    if not obs.trick:
        return None
    seat = trick_winner(obs.trick, obs.trump)
    return seat, next(c for s, c in obs.trick if s == seat)


def _beats(card: Card, best: Card, led: str, trump: str) -> bool:
    """Whether ``card`` would take the trick from ``best``."""
    if card.suit == best.suit:
        return _rank(card) > _rank(best)
    return card.suit == trump and best.suit == led


def keeps_partner_master(obs: DeclarationObservation, actions: Sequence[Action]) -> list[bool]:
    """For each card action, whether it leaves the partner winning the trick (all False
    unless the partner is winning it now). Hard favours these on a near-tie
    (``HardBot.partner_margin``)."""
    winning = _winning(obs)
    if winning is None or winning[0] != obs.partner:
        return [False] * len(actions)
    best, led = winning[1], obs.trick[0][1].suit
    return [not _beats(CARD_BY_TEXT[a.args[0]], best, led, obs.trump) for a in actions]


_Sample = tuple[float, int, int, int, int, tuple[int, int]]
"""One sampled world for a bid: its weight, then ``_outcome``'s fields."""


class EasyBot:
    """Simple rules about its own hand only."""

    name = BotLevel.EASY

    def choose(
        self, observation: DeclarationObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action."""
        obs = observation
        kind = legal[0].kind
        if kind == "dare":
            return Action("dare", (str(min(obs.options.ante, obs.options.dare_cap)),))
        if kind in ("meld", "pass"):
            return _best_meld(legal) or Action("pass")
        if kind == "bid":
            hand = obs.hand
            trumps = sum(1 for c in hand if c.suit == obs.trump)
            tricks = (
                sum(1 for c in hand if c.rank == "E")
                + sum(1 for c in hand if c.rank == "P") // 2
                + max(0, trumps - 3)
            )
            return Action("bid", (str(min(tricks, 13)),))
        cards = _cards(legal)
        win = _winning(obs)
        if win is None:
            return _play(max(cards, key=lambda c: (_rank(c), c.suit == obs.trump)))
        led = obs.trick[0][1].suit
        winners = [c for c in cards if _beats(c, win[1], led, obs.trump)]
        if winners:
            return _play(min(winners, key=lambda c: (c.suit == obs.trump, _rank(c))))
        return _play(min(cards, key=lambda c: (c.suit == obs.trump, _rank(c))))


def estimate_tricks(hand: Iterable[Card], trump: str) -> float:
    """Tricks a 13-card hand should take: sure high cards, trump length and ruffs."""
    by_suit: dict[str, list[int]] = {}
    for c in hand:
        by_suit.setdefault(c.suit, []).append(_rank(c))
    total = 0.0
    trumps = sorted(by_suit.get(trump, []), reverse=True)
    t_len = len(trumps)
    high_trumps = 0
    for i, r in enumerate(trumps):
        gap = TOP - r  # higher trumps missing, counting ours above it as present
        if gap <= i:  # a top sequence: E, E-P, E-P-M ...
            total += 1.0
            high_trumps += 1
        elif gap - i == 1 and t_len >= 2 + i:
            total += 0.7
            high_trumps += 1
        elif gap - i == 2 and t_len >= 3 + i:
            total += 0.4
    total += 0.8 * max(0, t_len - max(4, high_trumps))  # long trumps
    spare = max(0, t_len - high_trumps)
    for suit in ("V", "F", "B", "C"):
        if suit == trump:
            continue
        ranks = sorted(by_suit.get(suit, []), reverse=True)
        n = len(ranks)
        for i, r in enumerate(ranks[:3]):
            gap = TOP - r
            if gap <= i:
                total += 1.0 if n <= 5 else 0.6
            elif gap - i == 1 and n >= 2 + i:
                total += 0.55
            elif gap - i == 2 and n >= 3 + i:
                total += 0.25
        if spare and n <= 1:  # a void or a singleton to ruff in
            ruffs = min(spare, 2 - n)
            total += 0.7 * ruffs
            spare -= ruffs
    return total


class MediumBot:
    """Hand evaluation for the bid, card memory and partner awareness for the play."""

    name = BotLevel.MEDIUM
    bid_margin = 0.3  # tricks shaved off the expectation: a failure costs more than a bag

    def choose(
        self, observation: DeclarationObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action."""
        obs = observation
        kind = legal[0].kind
        if kind == "dare":
            return Action("dare", (str(obs.options.dare_cap),))
        if kind in ("meld", "pass"):
            return self.declare(obs, legal)
        if kind == "bid":
            return Action("bid", (str(self.bid(obs)),))
        return self.play(obs, _cards(legal))

    def bid(self, obs: DeclarationObservation) -> int:
        """Expected tricks (calibrated on bot play) less a margin: a failure costs more."""
        return medium_bid(obs.hand, obs.trump)

    # -- declaring ----------------------------------------------------------------------
    def declare(self, obs: DeclarationObservation, legal: Sequence[Action]) -> Action:
        """Declare the most valuable meld unless a small one would cost a large dare."""
        best = _best_meld(legal)
        if best is None:
            return Action("pass")
        points, _ = _meld_value(best)
        ante = obs.options.ante
        dare = 0 if obs.dare_paid[obs.team] else (obs.dares[1 - obs.team] or 0)
        kind = classify_meld([CARD_BY_TEXT[t] for t in best.args])
        price = MELD_COST[kind] * ante + dare  # type: ignore[index]
        if points <= 10 and price > 3 * ante:
            return Action("pass")
        return best

    # -- card play ----------------------------------------------------------------------
    def play(self, obs: DeclarationObservation, cards: list[Card]) -> Action:
        """Choose a card to play."""
        if len(cards) == 1:
            return _play(cards[0])
        out = self._outstanding(obs)
        if not obs.trick:
            return _play(self._lead(obs, cards, out))
        return _play(self._follow(obs, cards, out))

    @staticmethod
    def _outstanding(obs: DeclarationObservation) -> set[Card]:
        """Cards not yet played and not in this hand (they are in the other hands)."""
        gone = set(obs.played())
        gone.update(obs.hand)
        return {c for c in PACK if c not in gone}

    @staticmethod
    def _is_boss(card: Card, out: set[Card]) -> bool:
        """No outstanding card of its suit is higher."""
        r = _rank(card)
        return not any(c.suit == card.suit and _rank(c) > r for c in out)

    def _lead(self, obs: DeclarationObservation, cards: list[Card], out: set[Card]) -> Card:
        trump = obs.trump
        voids = shown_voids(obs)
        opps = [(obs.seat + 1) % NUM_SEATS, (obs.seat + 3) % NUM_SEATS]
        opp_trumps = any(c.suit == trump for c in out)
        bosses = [c for c in cards if self._is_boss(c, out)]
        safe = [
            c
            for c in bosses
            if c.suit != trump and not (opp_trumps and any(c.suit in voids[o] for o in opps))
        ]
        if safe:
            return max(safe, key=_rank)
        mine = [c for c in obs.hand if c.suit == trump]
        outs = [c for c in out if c.suit == trump]
        trump_bosses = [c for c in bosses if c.suit == trump]
        if trump_bosses and outs and len(mine) >= len(outs) / 2:
            return max(trump_bosses, key=_rank)  # draw trumps while strong in them
        side = [c for c in cards if c.suit != trump] or cards
        length = {s: sum(1 for c in obs.hand if c.suit == s) for s in {c.suit for c in side}}
        partner_void = voids[obs.partner]
        return min(
            side,
            key=lambda c: (
                not (c.suit in partner_void and opp_trumps),  # let partner ruff
                -length[c.suit],
                _rank(c),
            ),
        )

    def _follow(self, obs: DeclarationObservation, cards: list[Card], out: set[Card]) -> Card:
        trump = obs.trump
        led = obs.trick[0][1].suit
        win_seat, best = _winning(obs)  # type: ignore[misc]
        last = len(obs.trick) == NUM_SEATS - 1
        voids = shown_voids(obs)
        winners = [c for c in cards if _beats(c, best, led, trump)]
        winners.sort(key=lambda c: (c.suit == trump and led != trump, _rank(c)))
        if win_seat == obs.partner:  # never overtake a partner who is winning safely
            if last or self._holds(best, led, trump, out, voids, obs):
                return self._discard(obs, cards)
            safe = [c for c in winners if self._holds(c, led, trump, out, voids, obs)]
            return safe[0] if safe else self._discard(obs, cards)
        if not winners:
            return self._discard(obs, cards)
        if last:
            return winners[0]
        safe = [c for c in winners if self._holds(c, led, trump, out, voids, obs)]
        if safe:
            return safe[0]
        if len(obs.trick) == 1 and winners[0].suit == led and led != trump:
            return self._discard(obs, cards)  # second hand low
        return winners[-1] if winners[-1].suit == led else winners[0]

    def _holds(
        self,
        card: Card,
        led: str,
        trump: str,
        out: set[Card],
        voids: list[set[str]],
        obs: DeclarationObservation,
    ) -> bool:
        """Whether ``card`` should still win once the players after this seat have played."""
        after = [(obs.seat + k) % NUM_SEATS for k in range(1, NUM_SEATS - len(obs.trick))]
        opps = [s for s in after if s % 2 != obs.seat % 2]
        if not opps:
            return True
        if any(c.suit == card.suit and _rank(c) > _rank(card) for c in out):
            return False  # someone may still hold a higher card of its suit
        ruff = any(c.suit == trump for c in out) and any(led in voids[o] for o in opps)
        return card.suit == trump or not ruff

    @staticmethod
    def _discard(obs: DeclarationObservation, cards: list[Card]) -> Card:
        """The cheapest card: lowest non-trump, from the shortest suit; trump last."""
        length = {s: sum(1 for c in obs.hand if c.suit == s) for s in {c.suit for c in cards}}
        return min(
            cards,
            key=lambda c: (c.suit == obs.trump, _rank(c) >= TOP - 1, length[c.suit], _rank(c)),
        )


def _play(card: Card) -> Action:
    return Action("play", (str(card),))


def medium_bid(hand: Iterable[Card], trump: str) -> int:
    """Medium's bid for a hand (also Hard's model of how others bid)."""
    expected = 0.81 * estimate_tricks(hand, trump) + 1.15
    return max(0, min(13, int(expected - MediumBot.bid_margin + 0.5)))


class HardBot:
    """Perfect-information Monte Carlo over worlds consistent with its observation.

    Each decision samples a fixed number of worlds (``engine.games.declaration.worlds``: the
    unseen cards dealt to fit hand sizes, public meld cards and shown voids) and plays each
    one out to the end of the hand with a fast full-information policy
    (``engine.games.declaration.sim``); outcomes are valued by ``hand_value``: the score
    swing against the opponents, bags, the pot's money per ante and the game's end. Worlds
    are weighted by how well they explain what the other seats did (``weight``: each bid
    against Medium's estimate of the seat's hand, each pass against a big meld in it).

    * Card play: every playable card is tried in every world; the best mean wins. From
      ``solve_tricks`` tricks left each world's play is solved exactly instead of played out
      (:mod:`engine.ai.solver`, valued by ``hand_value`` at the hand's end).
    * Bidding: one playout per world from the first lead gives a distribution of the
      team's tricks; the bid with the best mean value against it wins (bids not yet made
      are Medium's estimate for the world's hands; bid stake money counts).
    * Melds: passing and each candidate meld are played out in every world (meld cards
      must then be played first), each valued with its best bid, less the cost and dare.
    * Dares: the cap. A dare is only ever paid by the opponents, and it makes their melds
      dearer; it cannot cost the team points.
    """

    name = BotLevel.HARD
    play_worlds = 800
    bid_worlds = 320
    meld_worlds = 160
    solve_tricks = 4  # card play: each world solved exactly from this many tricks left
    max_meld_candidates = 3
    infer = True  # weigh worlds by how well they explain others' bids and passes
    bid_sigma = 1.5
    pass_weight = 0.3
    time_cap = 5.0  # CPU seconds: a safety net only, never reached in normal play
    # hand value: keep a winning partner master within this of the best (replayed on 67 late
    # decisions, 3 gave up no trick against 1; docs/ai.md "Partner sense")
    partner_margin = 3.0

    def __init__(self) -> None:
        self.values: dict[str, float] = {}  # the last card decision's mean value per card

    def choose(
        self, observation: DeclarationObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action from the observation alone."""
        obs = observation
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind == "dare":
            return Action("dare", (str(obs.options.dare_cap),))
        seed = rng.getrandbits(63)
        if kind in ("meld", "pass"):
            return self.declare(obs, legal, seed)
        if kind == "bid":
            return Action("bid", (str(self.bid(obs, seed)),))
        return self.play(obs, legal, seed)

    # -- card play ------------------------------------------------------------------------
    def play(self, obs: DeclarationObservation, legal: Sequence[Action], seed: int) -> Action:
        """The card with the best mean value over the sampled worlds."""
        legal = _distinct_cards(obs, legal)
        if len(legal) == 1:
            return legal[0]
        cards = [ID_OF[CARD_BY_TEXT[a.args[0]]] for a in legal]
        ctx = Context.of(obs)
        contracts = obs.contracts
        melds = _meld_points(obs)
        team = obs.team
        totals = [0.0] * len(cards)
        solve = TRICKS - len(obs.tricks_history) <= self.solve_tricks
        sign = 1.0 if team == 0 else -1.0

        def value0(t0: int) -> float:
            """Team 0's value of ending the hand with ``t0`` tricks (the solver's side)."""
            tricks = t0 if team == 0 else TRICKS - t0
            return sign * hand_value(ctx, contracts, melds, obs.pot_action, tricks)

        weights = 0.0
        start = time.process_time()  # CPU time: a busy machine never reaches the cap
        for i in range(self.play_worlds):
            if i and time.process_time() - start > self.time_cap:
                break
            world = sample_world(obs, random.Random(seed + i))
            weight = self.weight(obs, world)
            weights += weight
            deal = Deal.from_state(world)
            if solve:
                rules = deal_rules(deal, value0)
                solved = Solver(rules).move_values(solver_position(deal), cards)
                for k, v in enumerate(solved):
                    totals[k] += weight * sign * v
                continue
            for k, card in enumerate(cards):
                d = deal.copy()
                d.play(card)
                t0 = playout(d)
                totals[k] += weight * hand_value(
                    ctx, contracts, melds, obs.pot_action, t0 if team == 0 else 13 - t0
                )
        means = [t / (weights or 1.0) for t in totals]
        self.values = {a.args[0]: m for a, m in zip(legal, means, strict=True)}
        prefer = keeps_partner_master(obs, legal) if self.partner_margin > 0 else None
        return legal[best_index(means, prefer, self.partner_margin)]

    def weight(self, obs: DeclarationObservation, world: DeclarationState) -> float:
        """How likely the world's hands make what the other seats did: each bid made, taken
        as Medium's estimate of the seat's hand give or take ``bid_sigma``, and each pass,
        unlikely with a meld of 20 points or more in hand."""
        if not self.infer:
            return 1.0
        weight = 1.0
        played: list[list[Card]] = [[] for _ in range(NUM_SEATS)]
        for trick in (*obs.tricks_history, obs.trick):
            for s, c in trick:
                played[s].append(c)
        for s in range(NUM_SEATS):
            if s == obs.seat:
                continue
            bid = obs.bids[s]
            passed = obs.declared[s] and obs.melds[s] is None
            if bid is None and not passed:
                continue
            full = world.hands[s] + played[s]
            if bid is not None:
                miss = bid - medium_bid(full, obs.trump)
                weight *= math.exp(-miss * miss / (2 * self.bid_sigma**2))
            if passed:
                best = max((MELD_POINTS[classify_meld(m)] for m in find_melds(full)), default=0)  # type: ignore[index]
                weight *= self.pass_weight if best >= 20 else 1.0
        return weight

    # -- bidding --------------------------------------------------------------------------
    def bid(self, obs: DeclarationObservation, seed: int) -> int:
        """The bid with the best mean value over the sampled worlds' outcomes."""
        samples = []
        for i in range(self.bid_worlds):
            world = sample_world(obs, random.Random(seed + i))
            samples.append((self.weight(obs, world), *self._outcome(obs, world)))
        return self._best_bid(obs, samples, 0)[0]

    def _outcome(
        self, obs: DeclarationObservation, world: DeclarationState
    ) -> tuple[int, int, int, int, tuple[int, int]]:
        """One world played out from the first lead: (the team's tricks, the partner's bid
        (Medium's estimate when it is still to make), the opponents' contract, the other bids' stake
        money, both teams' meld points)."""
        first = (world.dealer + 1) % NUM_SEATS
        t0 = playout(Deal.from_state(world, first))
        team = obs.team
        bids = list(world.bids)
        for s in range(NUM_SEATS):
            if bids[s] is None and s != obs.seat:
                bids[s] = medium_bid(world.hands[s], world.trump)
        others = sum(b for s, b in enumerate(bids) if s != obs.seat and world.bids[s] is None)  # type: ignore[misc]  # those bids are filled in above
        melds = tuple(
            sum(m.points for s, m in enumerate(world.melds) if m and s % 2 == t) for t in (0, 1)
        )
        opp = bids[(obs.seat + 1) % NUM_SEATS] + bids[(obs.seat + 3) % NUM_SEATS]  # type: ignore[operator]
        return (t0 if team == 0 else 13 - t0, bids[obs.partner], opp, others, melds)  # type: ignore[return-value]

    def _best_bid(
        self, obs: DeclarationObservation, samples: list[_Sample], paid: int
    ) -> tuple[int, float]:
        """The bid with the best mean value, and that value; ``paid`` is money already
        spent by the team on this choice (dollars)."""
        ctx = Context.of(obs)
        team = obs.team
        stake = obs.options.bid_stake
        best = (0, float("-inf"))
        weights = sum(sample[0] for sample in samples)
        for b in range(MAX_BID + 1):
            total = 0.0
            for weight, tricks, partner, opp, others, melds in samples:
                contract = b + partner
                contracts = (contract, opp) if team == 0 else (opp, contract)
                pot_action = obs.pot_action + paid + stake * (b + others)
                total += weight * hand_value(ctx, contracts, melds, pot_action, tricks)
            value = total / weights - MONEY_WEIGHT * (paid + stake * b) / obs.options.ante
            if value > best[1]:
                best = (b, value)
        return best

    # -- melds ----------------------------------------------------------------------------
    def declare(self, obs: DeclarationObservation, legal: Sequence[Action], seed: int) -> Action:
        """Pass or the meld whose played-out worlds are worth the most, costs included."""
        options = [Action("pass"), *self._meld_candidates(legal)]
        if len(options) == 1:
            return options[0]
        best, best_value = options[0], float("-inf")
        for option in options:
            samples = []
            for i in range(self.meld_worlds):
                world = sample_world(obs, random.Random(seed + i))
                weight = self.weight(obs, world)
                before = world.pot_action
                world.apply(option)
                paid = world.pot_action - before
                _declare_rest(world, obs.seat)
                samples.append((weight, *self._outcome(obs, world)))
            _, value = self._best_bid(obs, samples, paid)
            if value > best_value:
                best, best_value = option, value
        return best

    def _meld_candidates(self, legal: Sequence[Action]) -> list[Action]:
        """The most valuable melds, fewest cards first (every meld card must be played
        before the others), one per kind and suit or rank."""
        melds = sorted(
            (a for a in legal if a.kind == "meld"),
            key=lambda a: (-_meld_value(a)[0], len(a.args), a.args),
        )
        out, seen = [], set()
        for a in melds:
            key = (_meld_value(a)[0], a.args[0][-1] if _meld_value(a)[0] < 30 else a.args[0])
            if key in seen:
                continue
            seen.add(key)
            out.append(a)
        return out[: self.max_meld_candidates]


def explain(obs: DeclarationObservation, legal: Sequence[Action], action: Action) -> Reason:
    """Why ``action`` (Hard's choice) is good here: see :mod:`engine.ai.reasons`."""
    kind = action.kind
    if kind == "next":
        return Reason("go_on")
    if len(legal) == 1:
        return Reason("forced")
    if kind == "dare":
        return Reason("dare_cap")
    if kind == "meld":
        return Reason("meld_worth")
    if kind == "pass":
        return Reason("meld_pass")
    if kind == "bid":
        # Hard bids what its played-out worlds say; the hand's own estimate is its reason
        # only when the two agree ("would bid 5: your hand should take about 3" read as a
        # contradiction)
        est = max(0, round(estimate_tricks(obs.hand, obs.trump)))
        if action.args and action.args[0] == str(est):
            return Reason("bid_tricks", (str(est),))
        return Reason("search")
    if kind != "play":
        return Reason("search")
    card = Card.parse(action.args[0])
    out = MediumBot._outstanding(obs)
    trump = obs.trump
    led = obs.trick[0][1].suit if obs.trick else None
    return trick_reason(
        card,
        _cards(legal),
        list(obs.trick),
        obs.seat,
        obs.partner,
        lambda t: trick_winner(list(t), trump),
        lambda c: (int(c.suit == trump and led != trump), _rank(c)),
        lambda c: MediumBot._is_boss(c, out),
    )


def _distinct_cards(obs: DeclarationObservation, legal: Sequence[Action]) -> list[Action]:
    """The legal plays less those that cannot differ: of two cards of a suit with nothing
    between them but this hand's cards and cards gone in earlier tricks (and both meld
    cards or neither), only the lower is kept."""
    gone = {c for trick in obs.tricks_history for _, c in trick}
    gone.update(obs.hand)
    melds = set(obs.meld_cards_in_hand[obs.seat])
    out: list[Action] = []
    last: Card | None = None
    for action in sorted(legal, key=lambda a: ID_OF[CARD_BY_TEXT[a.args[0]]]):
        card = CARD_BY_TEXT[action.args[0]]
        if (
            last is not None
            and last.suit == card.suit
            and (last in melds) == (card in melds)
            and all(CARD_OF[i] in gone for i in range(ID_OF[last] + 1, ID_OF[card]))
        ):
            last = card
            continue
        out.append(action)
        last = card
    return out


def _meld_points(obs: DeclarationObservation) -> tuple[int, int]:
    """Each team's accepted meld points this hand."""
    return (
        sum(m.points for s, m in enumerate(obs.melds) if m and s % 2 == 0),
        sum(m.points for s, m in enumerate(obs.melds) if m and s % 2 == 1),
    )


def _declare_rest(world: DeclarationState, seat: int) -> None:
    """The remaining declaration turns of a world: each seat declares its best meld."""
    while world.phase == Phase.DECLARE:
        legal = world.legal_actions()
        world.apply(_best_meld(legal) or Action("pass"))


BOTS: dict[str, Callable[[], Bot[DeclarationObservation]]] = {
    bot.name: bot for bot in (EasyBot, MediumBot, HardBot)
}
