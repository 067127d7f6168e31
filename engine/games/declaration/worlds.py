"""Declaration worlds: complete engine states consistent with one seat's observation.

A seat sees its own hand, every seat's hand size, the declared meld cards still in hand, the
cards played this hand, the trump, the bids, its own team's dare (both once they are fixed),
the scores, bags, purses and the pot. The only thing it does not see is where the other
cards lie, and what it has seen narrows that: a player who failed to follow a suit holds
none of it. ``sample_world`` deals the unseen cards to the other seats uniformly among all
deals that respect the hand sizes and those voids (exactly: it counts the deals suit by
suit, so no rejection loop can starve), and rebuilds the rest of the state from the
observation. The world has a fresh RNG drawn from ``rng``, so later deals in it are not
the real ones.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from math import comb

from engine.cards import Card
from engine.core import State
from engine.games.declaration.state import (
    DARE_SEATS,
    NUM_SEATS,
    PACK,
    DeclarationObservation,
    DeclarationState,
    Phase,
    sort_cards,
    team_of,
    trick_winner,
)
from engine.rng import make_rng, rng_digest

__all__ = ["deal_unseen", "sample_world", "shown_voids", "unseen_cards"]

REJECTION_TRIES = 8  # then count the deals exactly


def shown_voids(obs: DeclarationObservation) -> list[set[str]]:
    """The suits each seat has shown out of this hand (it failed to follow them)."""
    voids: list[set[str]] = [set() for _ in range(NUM_SEATS)]
    tricks = list(obs.tricks_history)
    if obs.trick:
        tricks.append(obs.trick)
    for trick in tricks:
        led = trick[0][1].suit
        for seat, card in trick[1:]:
            if card.suit != led:
                voids[seat].add(led)
    return voids


def unseen_cards(obs: DeclarationObservation) -> list[Card]:
    """Cards in other seats' hands that this seat cannot see, in pack order."""
    seen = set(obs.hand)
    seen.update(obs.played())
    for cards in obs.meld_cards_in_hand:
        seen.update(cards)
    return [c for c in PACK if c not in seen]


def _splits(
    n: int, caps: tuple[int, ...], allowed: tuple[bool, ...]
) -> Iterator[tuple[tuple[int, int, int], int]]:
    """Ways to share ``n`` like cards among three seats: (counts, multinomial)."""
    a_ok, b_ok, c_ok = allowed
    for x in range(min(n, caps[0]) + 1 if a_ok else 1):
        rest = n - x
        for y in range(min(rest, caps[1]) + 1 if b_ok else 1):
            z = rest - y
            if z > caps[2] or (z and not c_ok):
                continue
            yield (x, y, z), comb(n, x) * comb(rest, y)


def deal_unseen(
    cards: list[Card], needs: list[int], voids: list[set[str]], rng: random.Random
) -> list[list[Card]]:
    """Deal ``cards`` to three seats, ``needs[i]`` each, none of a suit in ``voids[i]``:
    uniformly over every such deal. Raises ``ValueError`` when no deal fits.

    A few plain shuffles first (a shuffle that fits is a uniform draw among the deals that
    fit); when voids make that unlikely, the deals are counted suit by suit and drawn from
    exactly."""
    if sum(needs) != len(cards):
        raise ValueError("hand sizes do not match the unseen cards")
    if not cards:  # the last card of the hand is in play: nothing is unseen
        return [[], [], []]
    pile = list(cards)
    cut1, cut2 = needs[0], needs[0] + needs[1]
    for _ in range(REJECTION_TRIES):  # uniform proposals, kept when they fit: uniform
        rng.shuffle(pile)
        dealt = [pile[:cut1], pile[cut1:cut2], pile[cut2:]]
        if not any(c.suit in v for h, v in zip(dealt, voids, strict=True) if v for c in h):
            return dealt
    # Cards are interchangeable when the same seats may hold them: group the suits by the
    # seats allowed (usually one or two groups), count deals group by group, draw exactly.
    groups: dict[tuple[bool, ...], list[Card]] = {}
    for c in cards:
        groups.setdefault(tuple(c.suit not in v for v in voids), []).append(c)
    keys = list(groups)
    counts = [len(groups[k]) for k in keys]
    last = len(keys) - 1

    @cache
    def ways(i: int, caps: tuple[int, int, int]) -> int:
        """Deals of groups i.. into the remaining capacities."""
        if i == last:  # the last group fills what is left
            if sum(caps) != counts[i] or any(
                x and not ok for x, ok in zip(caps, keys[i], strict=True)
            ):
                return 0
            return comb(counts[i], caps[0]) * comb(counts[i] - caps[0], caps[1])
        total = 0
        for split, w in _splits(counts[i], caps, keys[i]):
            total += w * ways(i + 1, (caps[0] - split[0], caps[1] - split[1], caps[2] - split[2]))
        return total

    caps = (needs[0], needs[1], needs[2])
    if ways(0, caps) == 0:
        raise ValueError("no deal respects the voids")
    hands: list[list[Card]] = [[], [], []]
    for i, key in enumerate(keys):
        if i == last:
            split = caps
        else:
            options = []
            for split, w in _splits(counts[i], caps, key):
                weight = w * ways(
                    i + 1, (caps[0] - split[0], caps[1] - split[1], caps[2] - split[2])
                )
                if weight:
                    options.append((weight, split))
            pick = rng.randrange(sum(w for w, _ in options))
            k = 0
            while pick >= options[k][0]:
                pick -= options[k][0]
                k += 1
            split = options[k][1]
        pile = list(groups[key])
        rng.shuffle(pile)
        hands[0].extend(pile[: split[0]])
        hands[1].extend(pile[split[0] : split[0] + split[1]])
        hands[2].extend(pile[split[0] + split[1] :])
        caps = (caps[0] - split[0], caps[1] - split[1], caps[2] - split[2])
    return hands


def sample_world(obs: DeclarationObservation, rng: random.Random) -> DeclarationState:
    """A complete state in which ``obs.seat`` sees exactly ``obs``: the unseen cards dealt
    at random (respecting hand sizes and shown voids), a sealed opposing dare guessed as the
    cap, and a fresh RNG (so the world's later deals are not the real ones)."""
    seed = rng.getrandbits(63)
    st = object.__new__(DeclarationState)
    State.__init__(st, obs.options, seed, make_rng(seed))
    st.rng_digest = rng_digest(st.rng)
    st.first_deck = None
    st.events_of_start = []
    st.hand_no, st.dealer, st.trump = obs.hand_no, obs.dealer, obs.trump
    st.phase = Phase(obs.phase)
    st.current = obs.current_player if obs.current_player is not None else obs.seat
    st.scores, st.bags, st.purses = list(obs.scores), list(obs.bags), list(obs.purses)
    st.pot_ante, st.pot_action = obs.pot_ante, obs.pot_action
    st.last_settlement = dict(obs.last_settlement) if obs.last_settlement else None
    st.winners = obs.winners
    dares = list(obs.dares)
    if st.phase == Phase.DARE and st.current == DARE_SEATS[1] and dares[0] is None:
        dares[0] = obs.options.dare_cap  # NS has set its dare, sealed: any value looks alike
    st.dares = dares
    st.dare_paid = list(obs.dare_paid)
    st.melds = list(obs.melds)
    st.meld_sets = [frozenset(m.cards) if m else frozenset() for m in obs.melds]
    st.declared = list(obs.declared)
    st.bids = list(obs.bids)
    st.leader = obs.leader
    st.trick = list(obs.trick)
    st.tricks_history = list(obs.tricks_history)
    st.history_texts = [f"{t[0][0]}:{' '.join(str(c) for _, c in t)}" for t in obs.tricks_history]
    st.seat_tricks = list(obs.seat_tricks)
    st.taken = [[], []]
    for trick in obs.tricks_history:
        st.taken[team_of(trick_winner(trick, obs.trump))].extend(c for _, c in trick)
    st.hands = [[] for _ in range(NUM_SEATS)]
    st.stock = []
    if st.phase in (Phase.DARE, Phase.OVER) and not any(obs.hand_counts):
        _fill_between_hands(st, obs)
        return st
    others = [s for s in range(NUM_SEATS) if s != obs.seat]
    needs = [obs.hand_counts[s] - len(obs.meld_cards_in_hand[s]) for s in others]
    voids = shown_voids(obs)
    dealt = deal_unseen(unseen_cards(obs), needs, [voids[s] for s in others], rng)
    st.hands[obs.seat] = list(obs.hand)
    for s, cards in zip(others, dealt, strict=True):
        st.hands[s] = sort_cards(cards + list(obs.meld_cards_in_hand[s]))
    return st


def _fill_between_hands(st: DeclarationState, obs: DeclarationObservation) -> None:
    """No cards in hand: before the first deal every card is in the stock; later, last
    hand's cards lie in the tricks piles (which ones is never shown, so any will do)."""
    if obs.last_settlement is None:
        st.stock = list(PACK)
        return
    tricks = obs.last_settlement["tricks"]
    cards = list(PACK)
    rng = random.Random(st.seed)
    rng.shuffle(cards)
    cut = 4 * tricks[0]
    st.taken = [cards[:cut], cards[cut:]]
