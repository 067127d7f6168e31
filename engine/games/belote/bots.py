"""Belote bots.

Both always announce their declarations and the belote. Easy takes on a simple hand test
and plays each trick for itself: it wins when it can (even over its partner) with the
cheapest winning card, else throws its cheapest card. Medium values its hand per suit to
take or bid (Coinche: a number from the estimate, partner's bid supported, coinches strong
defensive hands), remembers every card played, counts the trumps still out, knows which
players showed a void, draws trumps when its side took, cashes masters, lets a master
partner win (and loads points on the trick), and wins opponents' tricks as cheaply as it
safely can. In No trump it takes only on sure tricks (aces, aces with their tens), cashes
its masters (short suits first), otherwise leads low where the top card gets set up or the
partner is strong, keeps the cards that can still win, and discards from short weak suits.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from engine.ai.reasons import Reason, trick_reason
from engine.ai.search import DeterminizedBot
from engine.cards import Card
from engine.core import Action, Bot, BotLevel
from engine.games.belote import worlds as bw
from engine.games.belote.rules import (
    DECK,
    PLAIN_ORDER,
    SUITS,
    TRUMP_ORDER,
    current_winner,
    partner,
    points_table,
    team,
)
from engine.games.belote.state import BeloteObservation
from engine.games.belote.worlds import nt_tricks, suit_strength

__all__ = [
    "BOTS",
    "ClassicHardBot",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "bid_candidates",
    "explain",
    "keeps_partner_master",
    "suit_strength",
]

FULL_DECK = DECK.build()


def _find(legal: Sequence[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]


def _cards(legal: Sequence[Action]) -> list[Card]:
    return [Card.parse(a.args[0]) for a in legal if a.kind == "play"]


def _play(card: Card) -> Action:
    return Action("play", (str(card),))


def _order(card: Card, trump: str | None) -> int:
    """Strength inside its own suit (trump order for trumps)."""
    return TRUMP_ORDER[card.rank] if card.suit == trump else PLAIN_ORDER[card.rank]


def _points(obs: BeloteObservation, card: Card) -> int:
    return points_table(obs.options.variant, obs.options.rules, obs.trump)[card.suit][card.rank]


def _wins(obs: BeloteObservation, card: Card) -> bool:
    """Whether ``card`` would be master of the current trick once played."""
    trick = list(obs.trick) + [(obs.seat, card)]
    return current_winner(trick, obs.trump) == obs.seat


def keeps_partner_master(obs: BeloteObservation, actions: Sequence[Action]) -> list[bool]:
    """For each action, whether it is a card that leaves the partner master of the trick
    (all False unless the partner is winning the trick now). Hard's search favours these
    on a near-tie (``HardBot.partner_margin``)."""
    if not obs.trick or current_winner(list(obs.trick), obs.trump) != partner(obs.seat):
        return [False] * len(actions)
    return [a.kind == "play" and not _wins(obs, Card.parse(a.args[0])) for a in actions]


def _common(legal: Sequence[Action]) -> Action | None:
    """Announce declarations and the belote; say ``next`` between deals."""
    for kind in ("declare", "belote", "next"):
        found = _find(legal, kind)
        if found:
            return found[0]
    return None


class EasyBot:
    """Simple taking rules; plays every trick for itself."""

    name = BotLevel.EASY

    def choose(
        self, observation: BeloteObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action from its own hand and the trick on the table."""
        obs = observation
        common = _common(legal)
        if common is not None:
            return common
        hand = obs.hand
        if obs.phase == "bid":
            takes = _find(legal, "take")
            if obs.options.variant == "no_trump":
                aces = sum(c.rank == "A" for c in hand)
                return takes[0] if aces >= 3 else Action("pass")
            for a in takes:
                suit = a.args[0] if a.args else obs.turned.suit if obs.turned else ""
                trumps = {c.rank for c in hand if c.suit == suit}
                if obs.turned and not a.args:
                    trumps.add(obs.turned.rank)
                if "J" in trumps and len(trumps) >= 2:
                    return a
            return Action("pass")
        if obs.phase == "auction":
            if obs.high_bid is None:
                for s in SUITS:
                    ranks = {c.rank for c in hand if c.suit == s}
                    if {"J", "9"} <= ranks and len(ranks) >= 4:
                        return Action("bid", ("80", s))
            return Action("pass")
        if obs.phase in ("coinche_window", "surcoinche"):
            return Action("pass")
        cards = _cards(legal)
        if not obs.trick:
            return _play(max(cards, key=lambda c: (_order(c, obs.trump), -SUITS.index(c.suit))))
        winners = [c for c in cards if _wins(obs, c)]
        if winners:
            return _play(min(winners, key=lambda c: (c.suit == obs.trump, _order(c, obs.trump))))
        return _play(min(cards, key=lambda c: (_points(obs, c), _order(c, obs.trump))))


class MediumBot:
    """Hand valuation for the bidding; card memory and partnership for the play."""

    name = BotLevel.MEDIUM
    take_at = 40.0  # With trump: suit_strength needed to take
    nt_take_at = 3.0  # No trump: sure tricks needed (of 5 cards seen)

    def choose(
        self, observation: BeloteObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action using everything this seat has seen."""
        obs = observation
        common = _common(legal)
        if common is not None:
            return common
        if obs.phase == "bid":
            return self._take(obs, legal)
        if obs.phase == "auction":
            return self._bid(obs, legal)
        if obs.phase in ("coinche_window", "surcoinche"):
            return self._double(obs, legal)
        return self._card(obs, legal)

    # -- taking and bidding -------------------------------------------------------------
    def _take(self, obs: BeloteObservation, legal: Sequence[Action]) -> Action:
        hand = list(obs.hand)
        takes = _find(legal, "take")
        if obs.options.variant == "no_trump":
            return takes[0] if nt_tricks(hand) >= self.nt_take_at else Action("pass")
        cards = hand + ([obs.turned] if obs.turned else [])  # the taker gets it either way
        best, best_score = None, 0.0
        for a in takes:
            suit = a.args[0] if a.args else (obs.turned.suit if obs.turned else "")
            score = suit_strength(cards, suit) - (4 if a.args else 0)  # round 2: be warier
            if score > best_score:
                best, best_score = a, score
        if best is not None and best_score >= self.take_at:
            return best
        return Action("pass")

    def _estimate(self, obs: BeloteObservation, suit: str) -> float:
        """Coinche: the contract this hand supports in ``suit``."""
        est = 30 + 1.3 * suit_strength(obs.hand, suit)
        for seat, call in obs.calls:
            if seat == partner(obs.seat) and call.startswith("bid") and call.endswith(suit):
                est += 20
        return est

    def _bid(self, obs: BeloteObservation, legal: Sequence[Action]) -> Action:
        high = obs.high_bid
        if "coinche" in {a.kind for a in legal} and self._should_coinche(obs):
            return Action("coinche")
        best: Action | None = None
        best_value = 0
        for s in SUITS:
            est = self._estimate(obs, s)
            value = min(160, int(est // 10) * 10)
            if high is not None and team(high[2]) == team(obs.seat) and high[1] != s:
                value -= 10  # changing partner's suit needs more
            if value >= 80 and value > best_value:
                a = Action("bid", (str(value), s))
                if a in legal:
                    best, best_value = a, value
        return best or Action("pass")

    def _should_coinche(self, obs: BeloteObservation) -> bool:
        if obs.high_bid is None:
            return False
        value, suit, _ = obs.high_bid
        ranks = {c.rank for c in obs.hand if c.suit == suit}
        defence = 0
        defence += 2 if "J" in ranks else 0
        defence += 1 if "9" in ranks and len(ranks) >= 2 else 0
        defence += 1 if len(ranks) >= 3 else 0
        defence += sum(1 for c in obs.hand if c.rank == "A" and c.suit != suit)
        return defence >= 4 or (defence >= 3 and value >= 120)

    def _double(self, obs: BeloteObservation, legal: Sequence[Action]) -> Action:
        if obs.phase == "coinche_window" and self._should_coinche(obs):
            return Action("coinche")
        if obs.phase == "surcoinche" and obs.high_bid is not None:
            value, suit, _ = obs.high_bid
            if self._estimate(obs, suit) >= value + 40:
                return Action("surcoinche")
        return Action("pass")

    # -- card play ----------------------------------------------------------------------
    def _card(self, obs: BeloteObservation, legal: Sequence[Action]) -> Action:
        cards = _cards(legal)
        if len(cards) == 1:
            return _play(cards[0])
        mem = _Memory(obs)
        if obs.trump is None:
            if not obs.trick:
                return _play(self._nt_lead(obs, mem, cards))
            return _play(self._nt_follow(obs, mem, cards))
        if not obs.trick:
            return _play(self._lead(obs, mem, cards))
        return _play(self._follow(obs, mem, cards))

    # -- No trump: no ruffing, so a master card always wins its trick ------------------
    def _nt_lead(self, obs: BeloteObservation, mem: _Memory, cards: list[Card]) -> Card:
        masters = [c for c in cards if mem.is_master(c)]
        if masters:  # cash them, the short suits first: the long suit keeps the lead later
            return max(masters, key=lambda c: (-mem.mine(c.suit), _points(obs, c)))
        me = obs.seat
        best: Card | None = None
        best_key: tuple[float, ...] = ()
        for s in SUITS:  # a fixed order, so that ties break the same way in every run
            mine = sorted((c for c in cards if c.suit == s), key=lambda c: PLAIN_ORDER[c.rank])
            out = [c for c in mem.out if c.suit == s]
            if not mine or not out:
                continue
            value = float(len(mine))
            value += 3 * mem.partner_strong(s)
            value -= 5 if s in mem.voids[partner(me)] else 0
            # an opponent void in the suit only discards: one fewer card that can beat ours
            value += 2.5 * sum(s in mem.voids[o] for o in range(4) if team(o) != team(me))
            top = mine[-1]
            higher = sum(1 for c in out if PLAIN_ORDER[c.rank] > PLAIN_ORDER[top.rank])
            if higher <= len(mine) - 1:
                value += 3  # leading low sets up the top card
            low = mine[0]
            if len(mine) == 1 and _points(obs, low) >= 10:
                value -= 6  # a bare ten would fall to the ace
            value -= _points(obs, low) / 4
            key = (value, -PLAIN_ORDER[low.rank])
            if best is None or key > best_key:
                best, best_key = low, key
        if best is not None:
            return best
        return min(cards, key=lambda c: (_points(obs, c), PLAIN_ORDER[c.rank]))

    def _nt_follow(self, obs: BeloteObservation, mem: _Memory, cards: list[Card]) -> Card:
        led = obs.trick[0][1].suit
        last = len(obs.trick) == 3
        winner = current_winner(obs.trick, None)
        trick_cards = [c for _, c in obs.trick]
        win_card = next(c for s, c in obs.trick if s == winner)
        following = cards[0].suit == led
        partner_master = winner == partner(obs.seat) and (last or mem.holds(win_card, trick_cards))
        if not following:
            return self._nt_discard(obs, mem, cards, partner_master)
        winning = [c for c in cards if _wins(obs, c)]
        losing = [c for c in cards if c not in winning]
        if partner_master:
            pool = [c for c in losing if not mem.keeper(c)] or losing or cards
            return max(pool, key=lambda c: (_points(obs, c), -PLAIN_ORDER[c.rank]))
        if winning:
            if last:
                return min(winning, key=lambda c: (_points(obs, c), PLAIN_ORDER[c.rank]))
            safe = [c for c in winning if mem.holds(c, trick_cards)]
            if safe:
                return min(safe, key=lambda c: PLAIN_ORDER[c.rank])
            trick_points = sum(_points(obs, c) for c in trick_cards)
            if winner != partner(obs.seat) and trick_points >= 10:
                cheap = [c for c in winning if _points(obs, c) < 10]
                if cheap:
                    return min(cheap, key=lambda c: PLAIN_ORDER[c.rank])
        pool = [c for c in losing if not mem.keeper(c)] or losing or cards
        return min(pool, key=lambda c: (_points(obs, c), PLAIN_ORDER[c.rank]))

    def _nt_discard(
        self, obs: BeloteObservation, mem: _Memory, cards: list[Card], partner_master: bool
    ) -> Card:
        def key(c: Card) -> tuple[float, ...]:
            keep = 2 if mem.is_master(c) else 1 if mem.keeper(c) else 0
            length = sum(1 for x in cards if x.suit == c.suit)
            pts = _points(obs, c)
            # points on a partner's trick, none on theirs; then from the shortest suit
            return (keep, -pts if partner_master else pts, length, PLAIN_ORDER[c.rank])

        return min(cards, key=key)

    def _lead(self, obs: BeloteObservation, mem: _Memory, cards: list[Card]) -> Card:
        trump = obs.trump
        ours = obs.contract is not None and team(obs.contract.taker) == team(obs.seat)
        if trump and ours and mem.opponents_may_ruff():
            masters = [c for c in cards if c.suit == trump and mem.is_master(c)]
            if masters:
                return masters[0]
            my_trumps = [c for c in cards if c.suit == trump]
            if obs.contract and obs.contract.taker == obs.seat and len(my_trumps) >= 4:
                return min(my_trumps, key=lambda c: _order(c, trump))
        safe_masters = [
            c
            for c in cards
            if c.suit != trump and mem.is_master(c) and not mem.opponent_void(c.suit)
        ]
        if safe_masters:
            return max(safe_masters, key=lambda c: (_points(obs, c), _order(c, trump)))
        plain = [c for c in cards if c.suit != trump] or cards
        # a low card where the partner might win; never lead an unguarded ten
        return min(
            plain,
            key=lambda c: (
                c.rank == "10",
                _points(obs, c),
                _order(c, trump),
                mem.partner_void(c.suit),
            ),
        )

    def _follow(self, obs: BeloteObservation, mem: _Memory, cards: list[Card]) -> Card:
        trump = obs.trump
        last = len(obs.trick) == 3
        winner = current_winner(obs.trick, trump)
        trick_cards = [c for _, c in obs.trick]
        win_card = next(c for s, c in obs.trick if s == winner)
        winning = [c for c in cards if _wins(obs, c)]
        losing = [c for c in cards if c not in winning]
        if winner == partner(obs.seat) and (last or mem.holds(win_card, trick_cards)):
            if losing:  # let the master partner win, and load points on the trick,
                # keeping the cards that would win a trick of their own later
                return max(
                    losing,
                    key=lambda c: (
                        c.suit != trump,
                        not mem.is_master(c),
                        _points(obs, c),
                        -_order(c, trump),
                    ),
                )
            return min(cards, key=lambda c: (_points(obs, c), _order(c, trump)))
        if winning:
            if last:
                return min(
                    winning, key=lambda c: (c.suit == trump, _points(obs, c), _order(c, trump))
                )
            safe = [c for c in winning if mem.holds(c, trick_cards)]
            if safe:
                return min(safe, key=lambda c: (c.suit == trump, _order(c, trump)))
            trick_points = sum(_points(obs, c) for c in trick_cards)
            if winner != partner(obs.seat) and trick_points >= 10:
                return min(winning, key=lambda c: (_order(c, trump), _points(obs, c)))
        pool = losing or cards
        return min(pool, key=lambda c: (c.suit == trump, _points(obs, c), _order(c, trump)))


class _Memory:
    """What this seat knows: cards gone, cards still out, who is void in what."""

    def __init__(self, obs: BeloteObservation):
        self.obs = obs
        gone: set[Card] = set()
        voids: list[set[str]] = [set(), set(), set(), set()]
        trump = obs.trump
        for t in list(obs.tricks) + ([] if not obs.trick else [None]):
            plays = t.cards if t is not None else obs.trick
            led = plays[0][1].suit
            for i, (s, c) in enumerate(plays):
                gone.add(c)
                if c.suit == led:
                    continue
                voids[s].add(led)
                before = plays[:i]
                if (
                    trump
                    and c.suit != trump
                    and led != trump
                    and all(x.suit != trump for _, x in before)
                    and current_winner(before, trump) != partner(s)
                ):
                    voids[s].add(trump)  # had to ruff and did not: no trumps left
        self.gone = gone
        self.voids = voids
        mine = set(obs.hand)
        self.out = [c for c in FULL_DECK if c not in gone and c not in mine]

    def is_master(self, card: Card) -> bool:
        """No card still out beats ``card`` in its own suit."""
        trump = self.obs.trump
        return all(c.suit != card.suit or _order(c, trump) < _order(card, trump) for c in self.out)

    def trumps_out(self) -> int:
        """Trumps not yet played and not in this hand."""
        return sum(1 for c in self.out if c.suit == self.obs.trump)

    def opponent_void(self, suit: str) -> bool:
        """Whether an opponent showed a void in ``suit`` (and may ruff it)."""
        me = self.obs.seat
        return any(suit in self.voids[s] for s in range(4) if team(s) != team(me))

    def mine(self, suit: str) -> int:
        """How many cards of ``suit`` this hand holds."""
        return sum(1 for c in self.obs.hand if c.suit == suit)

    def keeper(self, card: Card) -> bool:
        """Whether ``card`` may still win a trick: the cards out above it are no more than
        this hand's smaller cards of the suit that can be given to them first."""
        above = sum(
            1
            for c in self.out
            if c.suit == card.suit and PLAIN_ORDER[c.rank] > PLAIN_ORDER[card.rank]
        )
        below = sum(
            1
            for c in self.obs.hand
            if c.suit == card.suit and PLAIN_ORDER[c.rank] < PLAIN_ORDER[card.rank]
        )
        return above <= below

    def partner_strong(self, suit: str) -> bool:
        """No trump: the partner led ``suit`` or won a trick in it with a high card."""
        p = partner(self.obs.seat)
        for t in self.obs.tricks:
            if t.cards[0][1].suit != suit:
                continue
            if t.leader == p or t.winner == p:
                return True
        return False

    def partner_void(self, suit: str) -> bool:
        """Whether the partner showed a void in ``suit``."""
        return suit in self.voids[partner(self.obs.seat)]

    def opponents_may_ruff(self) -> bool:
        """Trumps are still out and some opponent has not shown a void in them."""
        trump = self.obs.trump
        if trump is None or self.trumps_out() == 0:
            return False
        me = self.obs.seat
        return any(trump not in self.voids[s] for s in range(4) if team(s) != team(me))

    def holds(self, card: Card, trick_cards: Sequence[Card]) -> bool:
        """Whether ``card`` should stay master of the trick against the opponents to come."""
        obs = self.obs
        trump = obs.trump
        led = trick_cards[0].suit
        to_come = [(obs.seat + k) % 4 for k in range(1, 4 - len(obs.trick))]
        opponents = [s for s in to_come if team(s) != team(obs.seat)]
        if not opponents:
            return True
        all_void = all(card.suit in self.voids[s] for s in opponents)
        if not all_void and any(
            c.suit == card.suit and _order(c, trump) > _order(card, trump) for c in self.out
        ):
            return False
        if trump is None or card.suit == trump or self.trumps_out() == 0:
            return True
        led_out = sum(1 for c in self.out if c.suit == led)
        for s in opponents:
            if trump in self.voids[s]:
                continue
            if led in self.voids[s] or led_out == 0:
                return False
        return True


class HardBot:
    """Determinized search (PIMC, :mod:`engine.ai.search`) over worlds dealt consistently
    with what this seat has seen and drawn in proportion to how likely they make the others'
    calls (``worlds.listening_world``); rollouts bid like Medium and play a fast full-view
    card play, and once ``solve_tricks`` tricks or fewer are left each world's card play is
    solved exactly instead (``worlds.solved_values``, :mod:`engine.ai.solver`). Card play and
    taking (With trump, No trump) are searched; the Coinche auction, coinche and surcoinche
    use Medium's calibrated hand estimate, which measured as well as searching them at about
    60% of the time per decision (docs/ai.md). Announces its declarations, and says belote
    only with the King or Queen it chose to play."""

    name = BotLevel.HARD
    worlds = 128  # per card decision (docs/ai.md: a median decision near 0.25 s of CPU)
    bid_worlds = 240  # per taking decision (few per deal, and each is worth a whole deal)
    solve_tricks = 4  # solve each world exactly from this many tricks left (0: never)
    listen = True  # worlds weighed by the calls (False: plain sampling)
    partner_margin = 3.0  # deal points: keep a winning partner master within this of the best
    # ... and within this when playing third, the fourth hand still to come (docs/ai.md)
    third_margin = 30.0
    search_takes = True  # With trump / No trump: take or pass by the search
    search_auction = False  # Coinche: bids, coinche, surcoinche like Medium (measured)

    def __init__(
        self,
        worlds: int | None = None,
        bid_worlds: int | None = None,
        solve_tricks: int | None = None,
        listen: bool | None = None,
        partner_margin: float | None = None,
    ) -> None:
        rollout = partial(bw.rollout, bidder=_MEDIUM)
        if solve_tricks is not None:
            self.solve_tricks = solve_tricks
        if listen is not None:
            self.listen = listen
        if partner_margin is not None:
            self.partner_margin = partner_margin
        sample = bw.listening_world if self.listen else bw.sample_world
        solve = (
            partial(bw.solved_values, max_tricks=self.solve_tricks) if self.solve_tricks else None
        )
        self.play_search = DeterminizedBot(
            self.name,
            sample,
            rollout,
            bw.utility,
            worlds=worlds or self.worlds,
            solve=solve,
            prefer=keeps_partner_master if self.partner_margin > 0 else None,
            margin=self.margin_for,
        )
        self.bid_search = DeterminizedBot(
            self.name,
            sample,
            rollout,
            bw.utility,
            worlds=bid_worlds or self.bid_worlds,
            candidates=bid_candidates,
        )

    def margin_for(self, obs: BeloteObservation) -> float:
        """How far below the best mean a card that keeps the partner master may be and still
        be played: ``third_margin`` third to play, when the overtake guards the trick against
        the fourth hand. There the worlds do not know what the fourth's earlier plays say
        about its hand and flatter the guard: on 200 deals Hard's third-hand overtakes valued
        less than 30 points above keeping gained nothing on the true deals, and made 8 of its
        10 costly overtakes (docs/ai.md, "Partner sense")."""
        return self.third_margin if len(obs.trick) == 2 else self.partner_margin

    def choose(
        self, observation: BeloteObservation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick an action by searching sampled worlds."""
        obs = observation
        for kind in ("next", "declare"):
            found = _find(legal, kind)
            if found:
                return found[0]
        if obs.phase != "play":
            if obs.phase == "bid" and self.search_takes:
                return self.bid_search.choose(obs, legal, rng)
            if obs.phase != "bid" and self.search_auction:
                return self.bid_search.choose(obs, legal, rng)
            return MediumBot().choose(obs, legal, rng)  # the calibrated hand evaluation
        plays = [a for a in legal if a.kind == "play"]
        best = plays[0] if len(plays) == 1 else self.play_search.search(obs, plays, rng)
        card = Card.parse(best.args[0])
        if _find(legal, "belote") and card.suit == obs.trump and card.rank in ("K", "Q"):
            return Action("belote")
        return best


class ClassicHardBot(HardBot):
    """Hard as it was before the solver and the listening worlds (24 worlds per card,
    rollouts to the end, plain sampling): kept to measure the new Hard against
    (``bench/card_play.py``); not a level of the game."""

    worlds = 24
    bid_worlds = 48
    solve_tricks = 0
    listen = False
    partner_margin = 0.0
    third_margin = 0.0


def bid_candidates(obs: BeloteObservation, legal: Sequence[Action]) -> list[Action]:
    """The calls worth searching: all of them when taking, a few in the Coinche auction
    (pass, Medium's bid, the two best suits at and just above the hand's estimate,
    coinche)."""
    if obs.phase != "auction":
        return list(legal)
    medium = MediumBot()
    keep = {Action("pass"), medium.choose(obs, legal, random.Random(0)), Action("coinche")}
    ranked = sorted(SUITS, key=lambda s: -medium._estimate(obs, s))
    for s in ranked[:2]:
        v0 = int(medium._estimate(obs, s) // 10) * 10
        for v in (v0 - 10, v0, v0 + 10):
            keep.add(Action("bid", (str(v), s)))
    return [a for a in legal if a in keep]


def explain(obs: BeloteObservation, legal: Sequence[Action], action: Action) -> Reason:
    """Why ``action`` (Hard's choice) is good here: see :mod:`engine.ai.reasons`."""
    kind = action.kind
    if kind in ("declare", "belote"):
        return Reason("announce")
    if kind == "next":
        return Reason("go_on")
    if len(legal) == 1:
        return Reason("forced")
    if kind == "take":
        suit = action.args[0] if action.args else (obs.turned.suit if obs.turned else "")
        return Reason("take", (suit,)) if obs.options.variant != "no_trump" else Reason("take_nt")
    if kind == "bid":
        return Reason("bid_estimate", (action.args[0], action.args[1]))
    if kind == "coinche":
        return Reason("coinche")
    if kind == "surcoinche":
        return Reason("surcoinche")
    if kind == "pass":
        return Reason("pass_take" if obs.phase == "bid" else "pass_weak")
    if kind != "play":
        return Reason("search")
    card = Card.parse(action.args[0])
    mem = _Memory(obs)
    trump = obs.trump
    led = obs.trick[0][1].suit if obs.trick else None
    return trick_reason(
        card,
        _cards(legal),
        list(obs.trick),
        obs.seat,
        partner(obs.seat),
        lambda t: current_winner(list(t), trump),
        lambda c: (int(c.suit == trump and led != trump), _order(c, trump)),
        mem.is_master,
        lambda c: _points(obs, c),
    )


_MEDIUM = MediumBot()
"""The rollouts' bidder (one for every Hard bot: Medium keeps nothing between decisions)."""

BOTS: dict[str, Callable[[], Bot[BeloteObservation]]] = {
    bot.name: bot for bot in (EasyBot, MediumBot, HardBot)
}
