"""Declaration worlds and the Hard bot: sampled worlds reproduce the observation exactly,
Hard is legal under every option, reproducible from a seed and blind to hidden cards."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.ai.declaration import BOTS
from engine.ai.declaration_worlds import deal_unseen, sample_world, shown_voids, unseen_cards
from engine.cards import Card
from engine.games import declaration as dm
from engine.games.declaration import PACK, DeclarationOptions, Phase, stacked_deck

OPTION_SETS = st.builds(
    DeclarationOptions,
    target=st.sampled_from([50, 150, 250]),
    ante=st.integers(1, 100),
    bid_stake=st.integers(0, 10),
    void_lock=st.booleans(),
    both_succeed=st.sampled_from(["carry", "split"]),
    both_fail=st.sampled_from(["carry", "split"]),
)


def random_position(options: DeclarationOptions, seed: int, steps: int):
    """A game advanced ``steps`` actions by Easy and Medium bots (varied, realistic play:
    melds, voids shown, several hands)."""
    s = dm.new_state(options, seed)
    rng = random.Random(seed)
    bots = [BOTS["medium"](), BOTS["easy"](), BOTS["easy"](), BOTS["medium"]()]
    for _ in range(steps):
        seat = s.current_player
        if seat is None:
            break
        s.apply(bots[seat].choose(s.observation(seat), s.legal_actions(), rng))
    return s


def assert_world_fits(state, seat, world):
    """Everything ``seat`` saw holds in ``world``, and the world is a sound game state."""
    obs = state.observation(seat)
    assert world.observation(seat) == obs
    assert world is not state and world.rng is not state.rng
    cards = world.all_cards()
    assert len(cards) == len(PACK) and set(cards) == set(PACK)
    voids = shown_voids(obs)
    for s in range(4):
        assert not any(c.suit in voids[s] for c in world.hands[s])
    if obs.current_player == seat:
        assert world.legal_actions() == state.legal_actions()
    # the world plays on by the rules, to the end of the hand and into the next one
    hand, rng = world.hand_no, random.Random(1)
    while not world.is_terminal and world.hand_no == hand:
        legal = world.legal_actions()
        world.apply(legal[rng.randrange(len(legal))])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=OPTION_SETS, seed=st.integers(0, 2**32), steps=st.integers(0, 260),
       seat=st.integers(0, 3))
def test_property_every_sampled_world_reproduces_the_observation(options, seed, steps, seat):
    state = random_position(options, seed, steps)
    rng = random.Random(seed ^ 0x5EED)
    for _ in range(4):
        assert_world_fits(state, seat, sample_world(state.observation(seat), rng))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), steps=st.integers(12, 61), seat=st.integers(0, 3))
def test_property_the_sampled_deal_could_have_produced_every_action_seen(seed, steps, seat):
    """Hand 1: stack the world's deal (hands now plus the cards each seat played) and replay
    the real game's actions on it: every one is legal and the seat sees the same thing."""
    state = random_position(DeclarationOptions(), seed, steps)
    if state.hand_no != 1:
        return
    world = sample_world(state.observation(seat), random.Random(seed))
    played = [[] for _ in range(4)]
    for trick in [*world.tricks_history, world.trick]:
        for s, card in trick:
            played[s].append(card)
    deal = [world.hands[s] + played[s] for s in range(4)]
    replay = dm.new_state(DeclarationOptions(), 99, stacked_deck(deal))
    for action in state.history:
        replay.apply(action)  # raises if the world's deal makes any action illegal
    assert replay.observation(seat) == state.observation(seat)


def test_deal_unseen_is_uniform_over_deals_that_respect_voids():
    """Two Void and two Frontier cards to three seats (1, 1, 2 cards); seat 0 is void in
    Void. Count every resulting deal: each allowed one appears, about equally often."""
    cards = [Card.parse(t) for t in ("2V", "3V", "2F", "3F")]
    rng = random.Random(5)
    seen: dict[tuple, int] = {}
    n = 6000
    for _ in range(n):
        hands = deal_unseen(cards, [1, 1, 2], [{"V"}, set(), set()], rng)
        assert not any(c.suit == "V" for c in hands[0])
        key = tuple(tuple(sorted(map(str, h))) for h in hands)
        seen[key] = seen.get(key, 0) + 1
    # seat 0 takes one Frontier card (2 ways), seat 1 one of the other 3 (3 ways)
    assert len(seen) == 6
    for count in seen.values():
        assert abs(count - n / 6) < 0.15 * n / 6


def test_deal_unseen_refuses_an_impossible_deal():
    cards = [Card.parse(t) for t in ("2V", "3V")]
    with pytest.raises(ValueError):
        deal_unseen(cards, [1, 1, 0], [{"V"}, set(), set()], random.Random(0))


def test_unseen_cards_are_the_other_hands_less_declared_meld_cards():
    full = [[Card.parse(t) for t in h.split()] for h in ("2V 3V 4V", "9C 9F 9B", "", "")]
    s = dm.new_state(DeclarationOptions(), 1, stacked_deck(full))
    s.apply("dare 0")
    s.apply("dare 0")
    s.apply("meld 2V 3V 4V")
    s.apply("meld 9C 9F 9B")
    obs = s.observation(2)
    unseen = set(unseen_cards(obs))
    assert unseen == s.hidden_from(2)
    assert not unseen & {Card.parse(t) for t in ("2V", "9C", "9F", "9B")}
    world = sample_world(obs, random.Random(0))
    assert world.observation(2) == obs
    assert set(world.hands[1]) >= {Card.parse(t) for t in ("9C", "9F", "9B")}


def test_world_before_the_deal_has_no_cards_in_hand_and_keeps_the_dares_sealed():
    s = dm.new_state(DeclarationOptions(ante=3), 4)
    s.apply("dare 7")
    world = sample_world(s.observation(1), random.Random(0))
    assert world.phase == Phase.DARE and world.observation(1) == s.observation(1)
    world.apply("dare 2")  # the world deals its own cards, not the real ones
    s.apply("dare 2")
    assert world.hands != s.hands
