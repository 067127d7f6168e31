"""The fair-deal proof: commitments made at every deal, checked against the hand record."""

from __future__ import annotations

import copy
import random

import pytest

from engine import fairdeal
from engine.records import make_record, replay
from engine.registry import get_game, list_games


def play_record(game_id, seed, moves, options=None):
    """A record of ``moves`` random legal actions, with the commitments the table makes."""
    game = get_game(game_id)
    state = game.new_state(game.options_from_dict(options or {}), seed, None)
    secret = fairdeal.new_secret()
    made = []
    if fairdeal.has_deal(getattr(state, "events_of_start", [])):
        made.append(fairdeal.Commitment(0, 0, fairdeal.commit(secret, 0, state)))
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        if fairdeal.has_deal(events):
            n = len(made)
            made.append(
                fairdeal.Commitment(n, len(state.history), fairdeal.commit(secret, n, state))
            )
    return make_record(state, fair_deal=fairdeal.proof_to_dict(secret, made)), made


@pytest.mark.parametrize("game_id", [g.id for g in list_games()])
def test_an_honest_record_verifies(game_id):
    record, made = play_record(game_id, 7, 400)
    assert len(made) >= 2  # several deals were committed
    result = fairdeal.verify(record)
    assert result.ok, result.message
    assert [c.deal for c in result.deals] == [c.deal for c in made]
    assert all(c.recomputed == c.stored for c in result.deals)


def test_commitment_depends_on_the_salt_and_the_cards():
    game = get_game("belote")
    a = game.new_state(game.options_type(), 1, None)
    b = game.new_state(game.options_type(), 2, None)
    s = fairdeal.new_secret()
    assert fairdeal.commit(s, 0, a) == fairdeal.commit(s, 0, a)
    assert fairdeal.commit(s, 0, a) != fairdeal.commit(s, 0, b)
    assert fairdeal.commit(s, 0, a) != fairdeal.commit(fairdeal.new_secret(), 0, a)
    assert fairdeal.deal_salt(s, 0) != fairdeal.deal_salt(s, 1)
    assert len(fairdeal.fingerprint(fairdeal.commit(s, 0, a)).replace(" ", "")) == 12


def test_a_changed_seed_fails():
    record, _ = play_record("declare", 3, 60, {"players": 3})
    tampered = copy.deepcopy(record)
    tampered["seed"] += 1
    tampered["actions"] = []  # the old actions need not replay on another deal
    result = fairdeal.verify(tampered)
    assert not result.ok and result.reason == "mismatch"


def test_a_stacked_deck_fails():
    record, _ = play_record("declaration", 5, 10)
    tampered = copy.deepcopy(record)
    tampered["actions"] = tampered["actions"][:2]  # both dares: the first deal is made
    tampered["fair_deal"]["commitments"] = tampered["fair_deal"]["commitments"][:1]
    assert fairdeal.verify(tampered).ok
    # the same game with its first deal stacked: every card in the reverse order
    tampered["deck"] = [str(c) for c in reversed(replay(tampered).all_cards())]
    result = fairdeal.verify(tampered)
    assert not result.ok and result.reason == "mismatch"


def test_changed_actions_that_alter_a_deal_fail():
    record, made = play_record("frontier", 11, 200, {"players": 3})
    assert len(made) >= 3
    honest = copy.deepcopy(record)
    honest["actions"] = honest["actions"][: made[2].after]
    honest["fair_deal"]["commitments"] = [c.to_dict() for c in made[:3]]
    honest["result"] = None
    assert fairdeal.verify(honest).ok
    # other moves (other cards committed, other mulligans) up to the third deal: what is
    # reshuffled into the third round's deck differs, so its commitment no longer matches
    game = get_game("frontier")
    state = game.new_state(game.options_from_dict(record["options"]), record["seed"], None)
    rng = random.Random(99)
    deals = 1
    while deals < 3:
        legal = state.legal_actions()
        deals += fairdeal.has_deal(state.apply(legal[rng.randrange(len(legal))]))
    tampered = copy.deepcopy(honest)
    tampered["actions"] = [str(a) for a in state.history]
    assert tampered["actions"] != honest["actions"]
    for c in tampered["fair_deal"]["commitments"]:  # even with the deal's place fixed up
        if c["deal"] == 2:
            c["after"] = len(state.history)
    result = fairdeal.verify(tampered)
    assert not result.ok and result.reason == "mismatch"
    assert result.deals[0].ok and not result.deals[2].ok


def test_a_changed_secret_fails():
    record, _ = play_record("belote", 4, 80)
    tampered = copy.deepcopy(record)
    tampered["fair_deal"]["secret"] = fairdeal.new_secret()
    result = fairdeal.verify(tampered)
    assert not result.ok and result.reason == "mismatch"
    assert result.deals[0].stored != result.deals[0].recomputed


def test_a_changed_or_dropped_commitment_fails():
    record, _ = play_record("declare", 8, 80, {"players": 3})
    changed = copy.deepcopy(record)
    c = changed["fair_deal"]["commitments"][0]
    c["sha256"] = ("0" if c["sha256"][0] != "0" else "1") + c["sha256"][1:]
    assert fairdeal.verify(changed).reason == "mismatch"
    dropped = copy.deepcopy(record)
    dropped["fair_deal"]["commitments"].pop()
    assert fairdeal.verify(dropped).reason == "missing_deal"


def test_missing_or_malformed_proofs_are_refused():
    record, _ = play_record("declare", 9, 5, {"players": 2})
    bare = dict(record)
    bare.pop("fair_deal")
    assert fairdeal.verify(bare).reason == "no_proof"
    bad = copy.deepcopy(record)
    bad["fair_deal"]["secret"] = "not hex"
    assert fairdeal.verify(bad).reason == "bad_proof"
    bad["fair_deal"] = {"scheme": "other"}
    assert fairdeal.verify(bad).reason == "bad_proof"
    broken = copy.deepcopy(record)
    broken["actions"].append("fly away")
    assert fairdeal.verify(broken).reason == "replay_failed"


def test_checking_only_some_deals():
    record, made = play_record("belote", 6, 150)
    result = fairdeal.verify(record, deals=[0])
    assert result.ok and [c.deal for c in result.deals] == [0]
