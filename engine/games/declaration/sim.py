"""A compact Declaration deal for search: cards as small integers, the play rules, a fast
full-information playout policy and the value of a deal's outcome.

Search plays thousands of deals per decision, so it does not go through the engine's
``State.apply`` (checks, events, snapshots): a :class:`Deal` holds only what trick play
needs. ``tests/engine/test_declaration_bots.py`` checks that its legal cards and trick
winners are the engine's, move for move.

Card ids: ``suit * 13 + rank`` with suits Void, Frontier, Border, Core (0-3) and ranks
2 .. Emperor (0-12), so within a suit a higher id is a higher card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from engine.ai.solver import Position, bits_of
from engine.cards import Card
from engine.games.declaration.state import (
    NUM_SEATS,
    PACK,
    RANK_INDEX,
    SUIT_INDEX,
    DeclarationObservation,
    DeclarationOptions,
    DeclarationState,
    game_outcome,
    score_team,
    settle_pot,
)

__all__ = [
    "CARD_OF",
    "ID_OF",
    "Context",
    "Deal",
    "DeclarationTricks",
    "choose_card",
    "deal_rules",
    "hand_value",
    "playout",
    "solver_position",
    "trick_rules_of",
]

ID_OF: dict[Card, int] = {c: SUIT_INDEX[c.suit] * 13 + RANK_INDEX[c.rank] for c in PACK}
CARD_OF: list[Card] = sorted(PACK, key=ID_OF.__getitem__)
TRICKS = 13


class Deal:
    """Trick play from some point of a hand: hands (per seat, per suit, ascending), the
    declared meld cards not yet played, the trick so far, tricks taken per team."""

    __slots__ = ("current", "hands", "melds", "played", "trick", "tricks", "trump")

    def __init__(
        self,
        hands: list[list[list[int]]],
        melds: list[set[int]],
        trump: int,
        trick: list[tuple[int, int]],
        current: int,
        tricks: list[int],
        played: int,
    ) -> None:
        self.hands = hands
        self.melds = melds
        self.trump = trump
        self.trick = trick
        self.current = current
        self.tricks = tricks
        self.played = played  # complete tricks so far

    @classmethod
    def from_state(cls, state: DeclarationState, current: int | None = None) -> Deal:
        """The trick play of an engine state (a sampled world); ``current`` is who plays
        next (by default the state's current seat; before the play, the first leader)."""
        hands = []
        for h in state.hands:
            suits: list[list[int]] = [[], [], [], []]
            for c in h:
                i = ID_OF[c]
                suits[i // 13].append(i)
            for x in suits:
                x.sort()
            hands.append(suits)
        ms = [{ID_OF[c] for c in state.meld_cards_in_hand(s)} for s in range(NUM_SEATS)]
        return cls(
            hands,
            ms,
            SUIT_INDEX[state.trump],
            [(s, ID_OF[c]) for s, c in state.trick],
            state.current if current is None else current,
            [state.team_tricks(0), state.team_tricks(1)],
            len(state.tricks_history),
        )

    def copy(self) -> Deal:
        """An independent copy."""
        return Deal(
            [[list(x) for x in h] for h in self.hands],
            [set(m) if m else m for m in self.melds],
            self.trump,
            list(self.trick),
            self.current,
            list(self.tricks),
            self.played,
        )

    def legal(self) -> list[int]:
        """The current seat's playable cards: follow suit, then meld cards first."""
        hs = self.hands[self.current]
        allowed = hs[self.trick[0][1] // 13] if self.trick else None
        if not allowed:
            allowed = hs[0] + hs[1] + hs[2] + hs[3]
        ms = self.melds[self.current]
        if ms:
            first = [c for c in allowed if c in ms]
            if first:
                return first
        return list(allowed)

    def play(self, card: int) -> None:
        """The current seat plays ``card``; a fourth card completes the trick."""
        seat = self.current
        self.hands[seat][card // 13].remove(card)
        if self.melds[seat]:
            self.melds[seat].discard(card)
        trick = self.trick
        trick.append((seat, card))
        if len(trick) < NUM_SEATS:
            self.current = (seat + 1) % NUM_SEATS
            return
        winner = winner_of(trick, self.trump)
        self.tricks[winner % 2] += 1
        self.played += 1
        self.trick = []
        self.current = winner


def winner_of(trick: list[tuple[int, int]], trump: int) -> int:
    """The seat that wins a complete trick."""
    best_seat, best = trick[0]
    led = best // 13
    for seat, card in trick[1:]:
        s = card // 13
        if s == best // 13:
            if card > best:
                best_seat, best = seat, card
        elif s == trump and best // 13 == led:
            best_seat, best = seat, card
    return best_seat


def _beats(card: int, best: int, led: int, trump: int) -> bool:
    s = card // 13
    if s == best // 13:
        return card > best
    return s == trump and best // 13 == led


def _can_beat(hand: list[list[int]], best: int, led: int, trump: int) -> bool:
    """Whether a hand holds a card that may be played to this trick and beats ``best``."""
    follow = hand[led]
    if follow:
        return best // 13 == led and follow[-1] > best
    trumps = hand[trump]
    if not trumps:
        return False
    return best // 13 != trump or trumps[-1] > best


def choose_card(deal: Deal, legal: list[int]) -> int:
    """The playout policy's card for the current seat (see :func:`policy`)."""
    return policy(deal.hands, deal.trump, deal.trick, deal.current, legal)


def policy(
    hands: list[list[list[int]]],
    trump: int,
    trick: list[tuple[int, int]],
    seat: int,
    legal: list[int],
) -> int:
    """The playout policy, with every hand in view: cash sure winners, draw trumps when
    holding the top one, let a partner's sure winner stand, win as cheaply as is safe,
    otherwise throw the cheapest card."""
    if len(legal) == 1:
        return legal[0]
    if not trick:
        return _lead(seat, legal, trump, hands)
    led = trick[0][1] // 13
    win_seat, best = trick[0]
    for s, c in trick[1:]:
        if _beats(c, best, led, trump):
            win_seat, best = s, c
    n = len(trick)
    opps = [hands[(seat + k) & 3] for k in (1, 3) if k < 4 - n]
    if (win_seat - seat) & 1 == 0:
        for h in opps:
            if _can_beat(h, best, led, trump):
                break
        else:
            return _cheapest(legal, trump)
    pick = -1
    for c in legal:
        if _beats(c, best, led, trump):
            for h in opps:
                if _can_beat(h, c, led, trump):
                    break
            else:  # a sure winner: the lowest, trumps last
                if pick < 0 or (c // 13 == trump, c) < (pick // 13 == trump, pick):
                    pick = c
    return pick if pick >= 0 else _cheapest(legal, trump)


def _cheapest(legal: list[int], trump: int) -> int:
    """The lowest card, a trump only when nothing else is left."""
    pick, key = legal[0], 99
    for c in legal:
        k = c % 13 + (13 if c // 13 == trump else 0)
        if k < key:
            pick, key = c, k
    return pick


def _lead(seat: int, legal: list[int], trump: int, hands: list[list[list[int]]]) -> int:
    opp1, partner, opp2 = (hands[(seat + k) % NUM_SEATS] for k in (1, 2, 3))
    top = [
        max(
            opp1[s][-1] if opp1[s] else -1,
            partner[s][-1] if partner[s] else -1,
            opp2[s][-1] if opp2[s] else -1,
        )
        for s in range(4)
    ]
    opp_trumps = bool(opp1[trump] or opp2[trump])
    ruff = [opp_trumps and any(not h[s] and h[trump] for h in (opp1, opp2)) for s in range(4)]
    best_side = -1
    best_trump = -1
    for c in legal:
        s = c // 13
        if c > top[s]:
            if s == trump:
                best_trump = max(best_trump, c)
            elif not ruff[s]:
                best_side = max(best_side, c)
    if best_side >= 0:
        return best_side
    if best_trump >= 0 and opp_trumps:
        return best_trump
    low = None
    for c in legal:  # the lowest card to a partner's sure winner
        s = c // 13
        if (
            s != trump
            and partner[s]
            and partner[s][-1] == top[s]
            and not ruff[s]
            and (low is None or c % 13 < low % 13)
        ):
            low = c
    if low is not None:
        return low
    return _cheapest(legal, trump)


def playout(deal: Deal) -> int:
    """Play ``deal`` to the end of the hand with the playout policy; team 0's tricks.
    (The rules of :meth:`Deal.legal` and :meth:`Deal.play`, inlined for speed.)"""
    hands, melds, trump, trick = deal.hands, deal.melds, deal.trump, deal.trick
    seat, tricks, played = deal.current, deal.tricks, deal.played
    while played < TRICKS:
        hs = hands[seat]
        allowed = hs[trick[0][1] // 13] if trick else None
        if not allowed:
            allowed = hs[0] + hs[1] + hs[2] + hs[3]
        ms = melds[seat]
        if ms:
            allowed = [c for c in allowed if c in ms] or allowed
        card = allowed[0] if len(allowed) == 1 else policy(hands, trump, trick, seat, allowed)
        hs[card // 13].remove(card)
        if ms:
            ms.discard(card)
        trick.append((seat, card))
        if len(trick) == NUM_SEATS:
            seat = winner_of(trick, trump)
            tricks[seat & 1] += 1
            played += 1
            trick = []
        else:
            seat = (seat + 1) & 3
    deal.trick, deal.current, deal.played = trick, seat, played
    return tricks[0]


@dataclass(frozen=True)
class Context:
    """What the value of a hand's outcome depends on besides the tricks, contracts, melds
    and Pot Action: one seat's view of the table."""

    team: int
    scores: tuple[int, int]
    bags: tuple[int, int]
    pot_ante: int
    hand_no: int
    options: DeclarationOptions

    @classmethod
    def of(cls, obs: DeclarationObservation) -> Context:
        """The context of an observation."""
        return cls(obs.team, obs.scores, obs.bags, obs.pot_ante, obs.hand_no, obs.options)


BAG_COST = 5.0  # points a bag costs later on (a tenth of the 120-point penalty, discounted)
MONEY_WEIGHT = 0.5  # points per ante of money
WIN_BONUS = 200.0  # points for ending the game as the winner (minus as the loser)


@lru_cache(maxsize=65536)
def hand_value(
    ctx: Context, contracts: tuple[int, int], melds: tuple[int, int], pot_action: int, tricks: int
) -> float:
    """How good it is for ``ctx.team`` to end the hand with ``tricks`` tricks, in points:
    the score change against the opponents', the bags carried (a future penalty), the pot's
    money (per ante) and a bonus for winning the game (minus for losing it)."""
    o, team = ctx.options, ctx.team
    both = (tricks, TRICKS - tricks) if team == 0 else (TRICKS - tricks, tricks)
    scored = [score_team(both[k], contracts[k], melds[k], ctx.bags[k]) for k in (0, 1)]
    pot = settle_pot(
        ctx.pot_ante,
        pot_action,
        [s.success for s in scored],
        both_succeed=o.both_succeed,
        both_fail=o.both_fail,
    )
    mine, theirs = scored[team], scored[1 - team]
    value = mine.delta - theirs.delta - BAG_COST * (mine.bags - theirs.bags)
    money = [pot.payout[k] - pot.penalties[k] for k in (0, 1)]
    value += MONEY_WEIGHT * (money[team] - money[1 - team]) / o.ante
    scores = [ctx.scores[k] + scored[k].delta for k in (0, 1)]
    winners = game_outcome(scores, o.target, ctx.hand_no)
    if winners is not None and len(winners) == 1:
        value += WIN_BONUS if winners[0] == team else -WIN_BONUS
    return value


# -- the double-dummy solver's view of a deal -----------------------------------------------
class DeclarationTricks:
    """Declaration's trick rules for :mod:`engine.ai.solver`, over the ids above (the
    :class:`Deal` rules over masks: follow suit, meld cards first; the highest trump wins,
    else the highest card of the led suit). The running value is team 0's tricks;
    ``value(tricks)`` turns the hand's final count into team 0's value (e.g.
    :func:`hand_value`, which is not additive over tricks: the value so far is part of the
    table's key)."""

    suit_size = 13

    def __init__(self, trump: int, marks: list[int], value: Callable[[int], float] = float) -> None:
        self.trump = trump
        self.marks = marks
        self.value = value
        self.points = [0] * 52
        self.power = [
            [
                100 + c % 13 if c // 13 == trump else c % 13 if c // 13 == led else -1
                for c in range(52)
            ]
            for led in range(4)
        ]

    def legal(
        self, hand: int, trick: Sequence[tuple[int, int]], seat: int, best: int, winner: int
    ) -> int:
        """Follow suit if possible, and meld cards before the others."""
        allowed = hand
        if trick:
            allowed = hand & (0x1FFF << 13 * (trick[0][1] // 13)) or hand
        first = allowed & self.marks[seat]
        return first or allowed

    def after_trick(self, acc: int, winner: int, points: int, last: bool) -> int:
        """One more trick for team 0 when a seat of it wins."""
        return acc + (0 if winner & 1 else 1)

    def final(self, acc: int) -> float:
        """Team 0's value of ending the hand with ``acc`` tricks."""
        return self.value(acc)

    def offset(self, acc: int) -> float:
        """Nothing is additive here."""
        return 0.0

    def tag(self, acc: int) -> int:
        """Team 0's tricks so far: the hand's value depends on the total."""
        return acc


def solver_position(deal: Deal) -> Position:
    """The solver's position of a compact deal."""
    return Position(
        [bits_of([c for suit in h for c in suit]) for h in deal.hands],
        list(deal.trick),
        deal.current,
        deal.tricks[0],
    )


def deal_rules(deal: Deal, value: Callable[[int], float] = float) -> DeclarationTricks:
    """The solver's rules for a compact deal: its trump and meld cards, and ``value``."""
    return DeclarationTricks(
        deal.trump, [bits_of(sorted(m)) if m else 0 for m in deal.melds], value
    )


class _StateTricks(DeclarationTricks):
    """Rules that also give the position of the engine state they were made from."""

    def __init__(self, deal: Deal) -> None:
        super().__init__(deal.trump, deal_rules(deal).marks)
        self.deal = deal

    def position(self, state: DeclarationState) -> Position:
        """The solver's position of the state these rules were made from."""
        return solver_position(self.deal)


def trick_rules_of(state: DeclarationState) -> _StateTricks:
    """Solver rules (valued by team 0's tricks) for an engine state's card play."""
    return _StateTricks(Deal.from_state(state))
