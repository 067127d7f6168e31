"""The double-dummy solver (engine/ai/solver.py) with Belote's and Declaration's trick rules:
its rules mirror the engine's, its values equal a brute-force minimax over the engine on
small endgames, its principal variation played through the engine achieves its value (and
the points are conserved), and no defence holds the maximizing side below it."""

from __future__ import annotations

import random
from itertools import product

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.ai.base import RandomBot
from engine.ai.solver import Position, Solver, cards_of
from engine.games.belote import BeloteOptions, BeloteState
from engine.games.belote import worlds as bw
from engine.games.belote.bots import MediumBot
from engine.games.belote.rules import deal_totals, legal_cards
from engine.games.belote.state import Phase
from engine.games.declaration import sim
from engine.games.declaration.state import DeclarationOptions, DeclarationState
from engine.games.declaration.state import Phase as DPhase

VARIANTS = ("with_trump", "no_trump", "coinche")
RULES = ("house", "official")
CONFIGS = list(product(VARIANTS, RULES))
SLOW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _endgame(variant: str, rules: str, seed: int, left: int, mix: float) -> BeloteState | None:
    """A deal played (Medium, some random cards) until ``left`` tricks are left, at any card
    of that trick (``seed`` decides which); None if the deal was thrown in."""
    rng = random.Random(seed)
    state = BeloteState(BeloteOptions(variant=variant, rules=rules, declarations=False), seed)
    medium, rand = MediumBot(), RandomBot()
    stop_at = rng.randrange(4)
    while state.phase not in (Phase.DEAL_OVER, Phase.OVER):
        if (
            state.phase == Phase.PLAY
            and 8 - len(state.tricks) == left
            and len(state.trick) == stop_at
            and not (state.belote_said and state.belote_played == 0)  # the caller's moves
        ):
            return state
        p = state.current
        legal = state.legal_actions()
        bot = rand if rng.random() < mix else medium
        state.apply(legal[0] if len(legal) == 1 else bot.choose(state.observation(p), legal, rng))
    return None


def _final_diff(state: BeloteState) -> int:
    assert state.last_deal is not None
    cp = state.last_deal["card_points"]
    return int(cp[0] - cp[1])


def _brute(state: BeloteState) -> int:
    """Minimax over the engine's own legal plays and trick play: team 0's card points minus
    team 1's at the end of the deal (the capot at its whole value)."""
    if state.phase != Phase.PLAY:
        return _final_diff(state)
    p = state.current
    values = []
    for card in state._legal_plays(p):
        w = state.clone()
        w._play(p, card)
        values.append(_brute(w))
    return max(values) if p % 2 == 0 else min(values)


def _solver(state: BeloteState) -> tuple[Solver, bw.BeloteTricks, Position]:
    solver, rules = bw.solver_for(state)
    return solver, rules, rules.position(state)


@SLOW
@given(
    config=st.sampled_from(CONFIGS),
    seed=st.integers(0, 10**6),
    left=st.integers(1, 3),
    mix=st.sampled_from((0.0, 0.5, 1.0)),
)
def test_belote_solver_equals_brute_force_minimax_over_the_engine(config, seed, left, mix):
    state = _endgame(*config, seed, left, mix)
    if state is None:
        return
    solver, rules, pos = _solver(state)
    assert solver.value(pos) == _brute(state)
    plays = state._legal_plays(state.current)
    values = solver.move_values(pos, [rules.id_of[c] for c in plays])
    for card, value in zip(plays, values, strict=True):
        w = state.clone()
        w._play(state.current, card)
        assert value == _brute(w)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 10**6), mix=st.floats(0, 1))
def test_belote_mirror_gives_the_engines_legal_cards_at_every_card_of_a_deal(config, seed, mix):
    variant, rules_name = config
    rng = random.Random(seed)
    state = BeloteState(BeloteOptions(variant=variant, rules=rules_name), seed)
    medium, rand = MediumBot(), RandomBot()
    while state.phase not in (Phase.DEAL_OVER, Phase.OVER):
        p = state.current
        if state.phase == Phase.PLAY:
            rules = bw.trick_rules(variant, rules_name, state.trump)
            pos = rules.position(state)
            best, winner = state.master if state.trick else (-2, p)
            mask = rules.legal(pos.hands[p], pos.trick, p, best, winner)
            engine = legal_cards(state.hands[p], state.trick, p, variant, rules_name, state.trump)
            assert {rules.card_of[i] for i in cards_of(mask)} == set(engine)
        legal = state.legal_actions()
        bot = rand if rng.random() < mix else medium
        state.apply(legal[0] if len(legal) == 1 else bot.choose(state.observation(p), legal, rng))


def _best_card(state: BeloteState) -> object:
    solver, rules, pos = _solver(state)
    plays = state._legal_plays(state.current)
    values = solver.move_values(pos, [rules.id_of[c] for c in plays])
    pick = max if state.current % 2 == 0 else min
    return plays[values.index(pick(values))]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 10**6), left=st.integers(2, 5))
def test_the_principal_variation_played_by_the_engine_achieves_the_value_and_conserves_points(
    config, seed, left
):
    state = _endgame(*config, seed, left, 0.3)
    if state is None:
        return
    solver, _, pos = _solver(state)
    value = solver.value(pos)
    while state.phase == Phase.PLAY:
        state._play(state.current, _best_card(state))  # type: ignore[arg-type]
    assert _final_diff(state) == value
    total, capot = deal_totals(*config)
    cp = state.last_deal["card_points"]  # type: ignore[index]
    assert sorted(cp) == [0, capot] or sum(cp) == total


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=st.sampled_from(CONFIGS),
    seed=st.integers(0, 10**6),
    left=st.integers(2, 5),
    defence=st.sampled_from(("medium", "random")),
)
def test_no_defence_holds_the_solver_side_below_the_value(config, seed, left, defence):
    state = _endgame(*config, seed, left, 0.3)
    if state is None:
        return
    solver, _, pos = _solver(state)
    value = solver.value(pos)
    rng = random.Random(seed)
    other = MediumBot() if defence == "medium" else RandomBot()
    while state.phase == Phase.PLAY:
        p = state.current
        if p % 2 == 0:
            state._play(p, _best_card(state))  # type: ignore[arg-type]
        else:
            legal = state.legal_actions()
            state.apply(other.choose(state.observation(p), legal, rng))
    assert _final_diff(state) >= value


def test_equivalent_cards_give_the_same_value():
    """Belote, No trump: the 7 and 8 of a suit in one hand, nothing between them elsewhere."""
    rules = bw.trick_rules("no_trump", "house", None)
    from engine.cards import Card

    hands = [
        ["7S", "8S", "AH"],
        ["9S", "KH", "7D"],
        ["JS", "QH", "8D"],
        ["QS", "10H", "9D"],
    ]
    pos = Position([sum(1 << rules.id_of[Card.parse(t)] for t in h) for h in hands], [], 0, (0, -1))
    solver = Solver(rules)
    seven, eight = rules.id_of[Card.parse("7S")], rules.id_of[Card.parse("8S")]
    a, b = solver.move_values(pos, [seven, eight])
    assert a == b
    assert solver._moves(pos.hands, [], 0, pos.hands[0]) == [seven, rules.id_of[Card.parse("AH")]]


# -- Declaration -----------------------------------------------------------------------------
def _decl_endgame(seed: int, left: int) -> DeclarationState | None:
    from engine.games.declaration.bots import MediumBot as DeclMedium

    rng = random.Random(seed)
    state = DeclarationState(DeclarationOptions(void_lock=seed % 2 == 0), seed)
    bot = DeclMedium()
    stop_at = rng.randrange(4)
    hand = state.hand_no
    while state.hand_no == hand and not state.is_terminal:
        if (
            state.phase == DPhase.PLAY
            and sim.TRICKS - len(state.tricks_history) == left
            and len(state.trick) == stop_at
        ):
            return state
        legal = state.legal_actions()
        state.apply(
            legal[0]
            if len(legal) == 1
            else bot.choose(state.observation(state.current), legal, rng)
        )
    return None


def _decl_brute(deal: sim.Deal, value: object) -> float:
    if deal.played == sim.TRICKS:
        return value(deal.tricks[0])  # type: ignore[operator, no-any-return]
    out = []
    for c in deal.legal():
        d = deal.copy()
        d.play(c)
        out.append(_decl_brute(d, value))
    return max(out) if deal.current % 2 == 0 else min(out)


@SLOW
@given(seed=st.integers(0, 10**6), left=st.integers(1, 3))
def test_declaration_solver_equals_brute_force_on_a_value_not_additive_in_tricks(seed, left):
    state = _decl_endgame(seed, left)
    if state is None:
        return
    deal = sim.Deal.from_state(state)

    def value(t0: int) -> float:  # a bid of 7 made or failed, bags
        return 70.0 + (t0 - 7) if t0 >= 7 else -70.0

    rules = sim.deal_rules(deal, value)
    solver = Solver(rules)
    assert solver.value(sim.solver_position(deal)) == _decl_brute(deal, value)
    moves = deal.legal()
    for card, v in zip(moves, solver.move_values(sim.solver_position(deal), moves), strict=True):
        d = deal.copy()
        d.play(card)
        assert v == _decl_brute(d, value)
