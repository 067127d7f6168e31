"""The match object: new and resumed games, actors and events, undo, fair deals, records."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import fairdeal
from engine.ai import RandomBot, make_bot
from engine.core import Action, IllegalActionError
from engine.match import (
    Match,
    ends_or_deals,
    one_player_levels,
    record_seats,
)
from engine.play import bots_for, play_game, play_match
from engine.records import RecordError, replay
from engine.registry import get_game, list_games
from engine.rng import derive_seed

GAMES = [g.id for g in list_games()]
SEEDS = st.integers(0, 2**32 - 1)
PROPS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def new_match(game_id: str, seed: int, **kw) -> Match:
    """The app's table: the player in seat 0, Easy bots elsewhere."""
    game = get_game(game_id)
    options = game.options_type()
    n = game.players_of(options)
    return Match.new(game, options, seed, ["human"] + ["easy"] * (n - 1), **kw)


def play(match: Match, actions: int, rng: random.Random, on_turn=None) -> None:
    """Up to ``actions`` actions: the player at random, the bots as the app asks them."""
    for _ in range(actions):
        if match.is_terminal:
            return
        if on_turn is not None:
            on_turn(match)
        if match.human_to_act():
            legal = match.state.legal_actions()
            match.apply(legal[rng.randrange(len(legal))])
        else:
            match.apply(match.bot_move())


def replayed_events(record):
    """Every event of a record's game, by replaying it on a bare state."""
    state = replay(record, upto=0)
    events = list(getattr(state, "events_of_start", []))
    for text in record["actions"]:
        events.extend(state.apply(text))
    return events


# -- new games, actors and events ----------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
@PROPS
@given(seed=SEEDS, n=st.integers(0, 120))
def test_actors_are_the_seats_that_were_to_act(game_id, seed, n):
    match = new_match(game_id, seed)
    to_act: list[int] = []
    play(match, n, random.Random(seed), on_turn=lambda m: to_act.append(m.state.current_player))
    assert match.actors == to_act
    assert [s.action for s in match.steps] == match.state.history


@pytest.mark.parametrize("game_id", GAMES)
@PROPS
@given(seed=SEEDS, n=st.integers(0, 120))
def test_events_of_the_game_equal_a_replays(game_id, seed, n):
    match = new_match(game_id, seed)
    play(match, n, random.Random(seed))
    assert match.events == replayed_events(match.record())
    assert match.events[: len(match.start_events)] == match.start_events


def test_apply_refuses_an_illegal_action_and_keeps_the_match():
    match = new_match("declare", 5)
    before = (json.dumps(match.state.snapshot()), list(match.steps), match.record())
    with pytest.raises(IllegalActionError):
        match.apply("no_such_move 1")
    assert (json.dumps(match.state.snapshot()), list(match.steps), match.record()) == before


def test_a_state_changed_behind_the_matchs_back_is_refused():
    match = new_match("declare", 5)
    match.state.apply(match.state.legal_actions()[0])
    with pytest.raises(RuntimeError):
        match.apply(match.state.legal_actions()[0])


def test_a_match_starts_from_a_fresh_state_with_a_level_per_seat():
    game = get_game("frontier")
    state = game.new_state(game.options_type(), 1)
    with pytest.raises(ValueError):
        Match(state, ["human"])
    state.apply(state.legal_actions()[0])
    with pytest.raises(ValueError):
        Match(state, ["human"] + ["easy"] * (state.num_players - 1))


@pytest.mark.parametrize("game_id", GAMES)
def test_hand_boundaries_are_the_deals_and_ends_of_hands(game_id):
    from engine.events import HandEnded, HandStarted

    match = new_match(game_id, 3)
    play(match, 400, random.Random(3))
    events = [*match.start_events, *(e for s in match.steps for e in s.events)]
    marks = [ends_or_deals([e]) for e in events]
    assert marks == [isinstance(e, HandStarted | HandEnded) for e in events]
    assert any(marks) and not all(marks)


# -- bots ----------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_bot_requests_are_seeded_as_the_app_seeds_them(game_id):
    match = new_match(game_id, 11)
    play(match, 40, random.Random(2))
    while match.human_to_act():
        match.apply(match.state.legal_actions()[0])
    if match.is_terminal:
        pytest.skip("the game ended")
    seat, n = match.state.current_player, len(match.state.history)
    r = match.bot_request()
    assert (r.level, r.seed) == ("easy", derive_seed(match.state.seed, "ai", seat, n))
    assert r.observation == match.state.observation(seat)
    assert r.legal == match.state.legal_actions()
    hint = match.bot_request("hard", "hint")
    assert (hint.level, hint.seed) == ("hard", derive_seed(match.state.seed, "hint", n))
    bot = make_bot(game_id, "easy")
    assert match.bot_move() == bot.choose(r.observation, r.legal, random.Random(r.seed))


def test_a_bot_request_for_the_players_seat_is_refused():
    match = new_match("frontier", 3)
    assert match.human_to_act()
    with pytest.raises(ValueError):
        match.bot_request()
    assert match.bot_request("easy", "timeout").level == "easy"


def _old_play_game(game, options, bots, seed):
    """``engine play`` as it was before the match: the headless games must not change."""
    state = game.new_state(options, seed)
    rngs = [random.Random(derive_seed(seed, "ai", s)) for s in range(len(bots))]
    while state.current_player is not None:
        seat = state.current_player
        legal = state.legal_actions()
        state.apply(
            legal[0]
            if len(legal) == 1
            else bots[seat].choose(state.observation(seat), legal, rngs[seat])
        )
    return state


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_headless_play_is_the_game_engine_play_always_played(game_id, seed):
    game = get_game(game_id)
    options = game.options_type()
    n = game.players_of(options)
    levels = (["easy", "medium"] * n)[:n]
    bots = bots_for(game, levels)
    old = _old_play_game(game, options, bots, seed)
    match = play_match(game, options, bots_for(game, levels), seed)
    assert match.state.history == old.history
    assert match.state.snapshot() == old.snapshot()
    assert match.actors == [s.actor for s in match.steps] and match.fair_secret is None
    assert play_game(game, options, bots_for(game, levels), seed).history == old.history


def test_play_out_stops_a_game_that_does_not_end():
    match = new_match("declare", 1)
    with pytest.raises(RuntimeError):
        match.play_out([RandomBot()] * match.state.num_players, max_actions=3)
    assert len(match.steps) == 3


# -- undo ------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
@PROPS
@given(seed=SEEDS, n=st.integers(0, 150))
def test_undo_point_never_takes_back_a_deal_or_an_end_of_hand(game_id, seed, n):
    match = new_match(game_id, seed)
    play(match, n, random.Random(seed))
    keep = match.undo_point()
    if keep is None:
        return
    assert match.steps[keep].actor == 0
    after = match.steps[keep:]
    assert not any(ends_or_deals(s.events) for s in after)
    assert not any(s.action.kind in ("next", "stop") for s in after)
    assert all(s.actor != 0 for s in after[1:])


@pytest.mark.parametrize("game_id", GAMES)
@PROPS
@given(seed=SEEDS, n=st.integers(0, 150))
def test_undo_restores_the_state_before_the_players_last_move(game_id, seed, n):
    match = new_match(game_id, seed)
    rng = random.Random(seed)
    seen: dict[int, tuple[str, list[str], int]] = {}

    def remember(m: Match) -> None:
        seen[len(m.state.history)] = (
            json.dumps(m.state.snapshot(), sort_keys=True),
            [str(a) for a in m.state.legal_actions()],
            len(m.commitments),
        )

    play(match, n, rng, on_turn=remember)
    keep = match.undo_point()
    if keep is None:
        assert not match.undo()
        return
    events = match.events
    assert match.undo()
    snap, legal, commitments = seen[keep]
    assert len(match.state.history) == keep and len(match.steps) == keep
    assert json.dumps(match.state.snapshot(), sort_keys=True) == snap
    assert [str(a) for a in match.state.legal_actions()] == legal
    assert len(match.commitments) == commitments and match.undo_used == 1
    assert match.human_to_act()
    assert match.events == replayed_events(match.record())
    assert events[: len(match.events)] == match.events
    assert match.record()["undo_used"] == 1


def test_undo_needs_exactly_one_player_and_a_game_in_play():
    game = get_game("frontier")
    options = game.options_type()
    n = game.players_of(options)
    match = Match.new(game, options, 4, ["human"] * n)
    for _ in range(n):
        match.apply(match.state.legal_actions()[0])
    assert match.undo_point() is None and not match.undo()
    match = new_match("frontier", 4)
    match.apply(next(a for a in match.state.legal_actions() if a.kind != "mulligan"))
    assert match.undo_point() == 0
    match.play_out([RandomBot()] * n)
    assert match.undo_point() is None


def test_undo_of_a_move_in_a_new_hand_but_not_of_the_deal():
    match = new_match("declare", 8)
    rng = random.Random(0)
    # play until a hand has ended and the player moved in the next one
    while True:
        play(match, 1, rng)
        ended = [i for i, s in enumerate(match.steps) if ends_or_deals(s.events)]
        if match.is_terminal:
            pytest.fail("no second hand")
        if ended and match.steps[-1].actor == 0 and len(match.steps) - 1 > ended[-1]:
            break
    assert match.undo_point() == len(match.steps) - 1
    assert match.undo() and len(match.steps) > ended[-1]
    assert match.undo_point() is None  # back to the deal of the hand: it stays


# -- fair deals ------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
@PROPS
@given(seed=SEEDS, n=st.integers(0, 300))
def test_every_deal_is_committed_to_and_verifies(game_id, seed, n):
    match = new_match(game_id, seed)
    play(match, n, random.Random(seed))
    deals = fairdeal.has_deal(match.start_events) + sum(
        fairdeal.has_deal(s.events) for s in match.steps
    )
    assert len(match.commitments) == deals
    assert [c.deal for c in match.commitments] == list(range(deals))
    assert match.commitments == fairdeal.commitments(match.record(), match.fair_secret)
    check = match.verify_deals()
    assert check.ok, check.message
    assert [d.deal for d in check.deals] == match.finished_deals()
    last = match.commitments[-1].sha256 if match.commitments else None
    assert match.fingerprint() == ("" if last is None else fairdeal.fingerprint(last))


def test_a_changed_commitment_fails_the_check():
    match = new_match("declare", 2)
    match.play_out([RandomBot()] * match.state.num_players)
    assert match.finished_deals() == [c.deal for c in match.commitments]
    match.commitments[0] = fairdeal.Commitment(0, 0, "0" * 64)
    check = match.verify_deals()
    assert not check.ok and check.reason == "mismatch"


def test_a_match_without_proof():
    match = new_match("belote", 2, fair=False)
    assert match.fair_secret is None and match.commitments == [] and match.fingerprint() == ""
    assert "fair_deal" not in match.record()
    again = Match.from_record(match.record())
    assert again.fair_secret is None and again.commitments == []


# -- records ---------------------------------------------------------------------------------
def same(a: Match, b: Match) -> None:
    assert json.dumps(a.state.snapshot()) == json.dumps(b.state.snapshot())
    assert a.state.legal_actions() == b.state.legal_actions()
    assert a.steps == b.steps and a.start_events == b.start_events
    assert a.record() == b.record()
    assert (a.levels, a.names, a.commitments, a.fair_secret, a.undo_used) == (
        b.levels,
        b.names,
        b.commitments,
        b.fair_secret,
        b.undo_used,
    )


@pytest.mark.parametrize("game_id", GAMES)
@PROPS
@given(seed=SEEDS, n=st.integers(0, 200), undo=st.booleans())
def test_a_match_from_its_own_record_is_the_same(game_id, seed, n, undo):
    game = get_game(game_id)
    options = game.options_type()
    names = [f"N{s}" for s in range(game.players_of(options))]
    match = new_match(game_id, seed, names=names)
    play(match, n, random.Random(seed))
    if undo:
        match.undo()
    record = json.loads(json.dumps(match.record()))  # as a save file holds it
    same(Match.from_record(record), match)


@pytest.mark.parametrize("game_id", GAMES)
@PROPS
@given(seed=SEEDS, n=st.integers(0, 120), data=st.data())
def test_a_replay_steps_to_any_action(game_id, seed, n, data):
    match = new_match(game_id, seed)
    play(match, n, random.Random(seed))
    record = match.record()
    upto = data.draw(st.integers(0, len(match.steps)))
    rep = Match.from_record(record, upto=upto)
    assert rep.steps == match.steps[:upto] and rep.ahead == len(match.steps) - upto
    assert rep.commitments == [c for c in match.commitments if c.after <= upto]
    assert json.dumps(rep.state.snapshot()) == json.dumps(replay(record, upto=upto).snapshot())
    while rep.ahead:
        step = rep.step()
        assert step == match.steps[len(rep.steps) - 1]
    with pytest.raises(IndexError):
        rep.step()
    rep.commitments = match.commitments  # stored, not recomputed, once every step is replayed
    same(rep, match)


def test_a_clone_steps_on_alone():
    match = new_match("declaration", 4)
    play(match, 90, random.Random(4))
    record = match.record()
    rep = Match.from_record(record, upto=40)
    copy = rep.clone()
    while copy.ahead:
        copy.step()
    assert copy.steps == match.steps and copy.state.snapshot() == match.state.snapshot()
    # the original is where it was, and steps on to the same end
    assert len(rep.steps) == len(rep.state.history) == 40 and rep.ahead == len(match.steps) - 40
    assert rep.state.snapshot() == replay(record, upto=40).snapshot()
    while rep.ahead:
        rep.step()
    assert rep.steps == copy.steps and rep.state.snapshot() == copy.state.snapshot()
    # bots' own streams are copied: a clone plays the same game as its original
    game = get_game("frontier")
    bots = [make_bot("frontier", "easy") for _ in range(game.players_of(game.options_type()))]
    a = Match.new(game, game.options_type(), 9, [b.name for b in bots], fair=False)
    for _ in range(12):
        a.apply(a.choose(bots[a.state.current_player]))
    b = a.clone()
    a.play_out(bots)
    b.play_out(bots)
    assert a.record() == b.record() and len(a.steps) > 12


def test_a_replay_that_leaves_its_record_forgets_the_rest():
    match = new_match("frontier", 6)
    play(match, 30, random.Random(1))
    rep = Match.from_record(match.record(), upto=0)
    legal = rep.state.legal_actions()
    other = next(a for a in legal if a != match.steps[0].action)
    rep.apply(other)
    assert rep.ahead == 0


def test_a_record_that_does_not_replay_is_refused():
    match = new_match("declare", 3)
    play(match, 20, random.Random(3))
    record = match.record()
    record["actions"][5] = "nonsense 1"
    with pytest.raises(RecordError) as e:
        Match.from_record(record)
    assert e.value.index == 5
    assert len(Match.from_record(record, upto=5).steps) == 5
    good = match.record()
    good["result"] = {"scores": [1], "winners": [0]}
    with pytest.raises(RecordError, match="result"):
        Match.from_record(good)


def test_record_seats_and_the_tables_levels():
    record = {
        "seats": [
            {"seat": 0, "kind": "human", "name": "Ann"},
            {"seat": 1, "kind": "bot", "bot": None, "name": "Bob"},
            {"seat": 2, "kind": "bot", "bot": "hard", "name": "Cy"},
        ]
    }
    assert record_seats(record, 3) == (["human", "medium", "hard"], ["Ann", "Bob", "Cy"])
    assert record_seats(record, 4) == (["human", "medium", "medium", "medium"], None)
    assert record_seats({"seats": "x"}, 2) == (["human", "medium"], None)
    record["seats"][2]["name"] = ""
    assert record_seats(record, 3)[1] is None
    assert one_player_levels(["human", "easy", "hard"]) == ["human", "easy", "hard"]
    assert one_player_levels(["easy", "human", "hard"]) == ["human", "medium", "medium"]
    assert one_player_levels(["human", "human"]) == ["human", "medium"]
    assert one_player_levels(["human", "genius"]) == ["human", "medium"]


def test_a_resumed_match_keeps_the_stacked_deck_proof_and_undos():
    from engine.games.declaration.state import stacked_deck

    game = get_game("declaration")
    deck = stacked_deck([[], [], [], []])
    match = Match.new(game, game.options_type(), 9, ["human", "easy", "easy", "easy"], deck=deck)
    play(match, 25, random.Random(9))
    match.undo()
    again = Match.from_record(json.loads(json.dumps(match.record())))
    assert again.deck == match.deck == list(deck)
    same(again, match)


@pytest.mark.parametrize("game_id", GAMES)
@PROPS
@given(seed=SEEDS, n=st.integers(0, 150))
def test_undo_never_takes_back_cards_the_player_has_seen(game_id, seed, n):
    """helper-5 took a Frontier mulligan, saw the new hand, and undid it. An undo now stops
    at cards shown to the player: its own draw or fresh hand, the rest of a Belote deal."""
    match = new_match(game_id, seed)
    play(match, n, random.Random(seed))
    keep = match.undo_point()
    if keep is None:
        return
    seen = [e for s in match.steps[keep:] for e in s.events if e.seat in (None, 0) and e.reveals()]
    assert not seen, seen


def test_a_frontier_mulligan_and_a_declare_draw_are_not_taken_back():
    from engine.games.declare.events import Picked
    from engine.games.frontier.events import Mulliganed

    match = new_match("frontier", 3)
    assert match.human_to_act()
    match.apply(Action("mulligan"))
    assert any(isinstance(e, Mulliganed) for e in match.steps[-1].events)
    assert match.undo_point() is None and not match.undo()
    match = new_match("declare", 3)
    rng = random.Random(3)
    for _ in range(400):  # to the player's first draw from the stock
        if match.human_to_act() and Action("pick", ("draw",)) in match.state.legal_actions():
            break
        play(match, 1, rng)
    match.apply(Action("pick", ("draw",)))
    assert any(isinstance(e, Picked) and e.source == "draw" for e in match.steps[-1].events)
    assert match.undo_point() is None
