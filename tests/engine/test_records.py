"""Hand records: round trip, stacked decks, clear errors, and the command line."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import Card
from engine.games.declare.state import DeclareOptions, new_state
from engine.records import RecordError, load_record, make_record, read_record, replay

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]


def finished_record(seed=4):
    state = new_state(DeclareOptions(players=3, rounds=1, go_arounds=0), seed)
    import random

    rng = random.Random(seed)
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state, make_record(state)


def test_record_replays_to_the_same_state_and_result():
    state, record = finished_record()
    again = replay(json.loads(json.dumps(record)))
    assert again.snapshot() == state.snapshot()
    assert record["result"]["scores"] == list(state.result().scores)


def test_stacked_deck_record_is_a_rule_scenario():
    # the seed's worked example, written as a record
    deck = ["AD", "10S", "AS", "2D", "4H", "2S", "AC", "3H", "AH", "3S", "2C", "2H", "KS", "QS"]
    record = {
        "format": "card-table/hand-record",
        "format_version": 1,
        "game": "declare",
        "game_version": 1,
        "options": {"players": 3, "go_arounds": 0, "rounds": 1},
        "seed": 1,
        "deck": deck,
        "seats": [],
        "actions": ["joker 0", "declare"],
        "result": {"scores": [0, 32, 0], "winners": [0, 2]},
    }
    state = replay(record)
    assert state.hands[1] == [Card.parse(c) for c in ("AD", "2D", "AC", "3S")]
    assert state.result().scores == (0, 32, 0)


def test_first_bad_action_is_named():
    _, record = finished_record()
    record["result"] = None
    record["actions"][3] = "pick 5Z"
    with pytest.raises(RecordError) as e:
        replay(record)
    assert e.value.index == 3 and "action 4 ('pick 5Z')" in str(e.value)


@pytest.mark.parametrize(
    "change, reason",
    [
        ({"format_version": 99}, "future_version"),
        ({"format_version": "1"}, "bad_version"),
        ({"format": "other"}, "not_a_record"),
        ({"game": "chess"}, "unknown_game"),
        ({"options": {"players": 40}}, "bad_options"),
        ({"options": {"colour": "red"}}, "bad_options"),
        ({"deck": ["AS", "AS"]}, "bad_deck"),
        ({"deck": ["ZZ"]}, "bad_deck"),
        ({"actions": "joker 0"}, "bad_actions"),
        ({"result": {"scores": [1, 2, 3], "winners": [0]}}, "result_mismatch"),
    ],
)
def test_bad_records_give_reasons(change, reason):
    _, record = finished_record()
    record.update(change)
    with pytest.raises(RecordError) as e:
        replay(record)
    assert e.value.reason == reason


@pytest.mark.parametrize(
    "content, reason",
    [
        (b"", "empty"),
        (b"{not json", "not_json"),
        (b"\xff\xfe\x00", "not_json"),
        (b"[" * 100_000 + b"]" * 100_000, "too_deep"),
    ],
)
def test_unreadable_files(tmp_path, content, reason):
    p = tmp_path / "r.json"
    p.write_bytes(content)
    with pytest.raises(RecordError) as e:
        read_record(p)
    assert e.value.reason == reason


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=5),
        lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
    )
)
@settings(max_examples=200)
def test_malformed_records_never_crash(data):
    with contextlib.suppress(RecordError):
        replay(data)


def test_cli_play_and_replay(tmp_path):
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "engine",
            "play",
            "--game",
            "declare",
            "--seats",
            "medium,easy,easy",
            "--games",
            "5",
            "--seed",
            "3",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    summary = json.loads(out.stdout)
    assert summary["games"] == 5 and len(summary["seats"]) == 3
    assert {"seconds", "games_per_second"} <= set(summary)
    assert sum(s["wins"] for s in summary["seats"]) >= 5
    # each seat's mean final score and its interval; Declare's scores are points (lowest wins)
    assert all(s["score_ci95"] is not None and s["score_ci95"] >= 0 for s in summary["seats"])
    assert len({s["mean_score"] for s in summary["seats"]}) > 1
    state, record = finished_record()
    good = tmp_path / "good.json"
    good.write_text(json.dumps(record))
    out = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(good)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout)["state"]["scores"] == list(state.scores)
    _, loaded = load_record(good)
    assert loaded.snapshot() == state.snapshot()
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    run = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 1 and "not valid JSON" in run.stderr
