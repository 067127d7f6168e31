"""Games plug in through their ``Game``: the registry finds the app's games in order,
refuses a bad game loudly, and takes the tests' extra game (Duel, ``tests/plugin_game``)
through ``register``; the shared bot and play code then serve it like any other."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine import registry
from engine.ai.base import RandomBot, bot_factory, choose_text, choose_with, levels_for, make_bot
from engine.cards import parse_cards
from engine.conformance import check_playout
from engine.core import BOT_LEVELS, Game, IllegalActionError
from engine.events import CardPlayed
from engine.play import bots_for, play_game
from engine.records import make_record, replay
from tests.plugin_game.engine_side import (
    GAME,
    DuelDealt,
    DuelHandScored,
    DuelOptions,
    DuelState,
    DuelTrickWon,
    EasyBot,
)


def test_the_registry_finds_the_app_games_in_the_app_order():
    assert [g.id for g in registry.list_games()] == ["declaration", "frontier", "belote", "declare"]
    assert list(registry.GAMES) == [g.id for g in registry.list_games()]
    assert registry.get_game("belote").name == "Belote"
    with pytest.raises(KeyError, match="unknown game 'duel'; known: declaration, frontier"):
        registry.get_game("duel")


def test_every_app_game_carries_its_hooks():
    for game in registry.list_games():
        assert set(game.bots) == {"easy", "medium", "hard"}, game.id
        assert levels_for(game.id) == BOT_LEVELS[1:]
    money = {g.id for g in registry.list_games() if g.money is not None}
    scored = {g.id: g.score_check.event.kind for g in registry.list_games() if g.score_check}
    assert money == {"frontier", "declaration"}
    assert scored == {
        "declaration": "hand_scored",
        "belote": "deal_scored",
        "declare": "round_scored",
    }


def _copy_of_duel(game_id: str) -> Game:
    """Another game (its own id and state class) built from Duel's parts."""

    class CopyState(DuelState):
        pass

    game = dataclasses.replace(
        GAME,
        id=game_id,
        new_state=lambda o=None, seed=0, deck=None: CopyState(o or DuelOptions(), seed, deck),
    )
    CopyState.game = game
    return game


def test_register_takes_a_game_and_unregister_removes_it():
    copy = _copy_of_duel("duel_copy")
    assert registry.register(copy) is copy
    try:
        assert registry.get_game("duel_copy") is copy
        assert registry.list_games()[-1] is copy  # its order puts it after the app's games
        assert "duel_copy" in registry.GAMES
    finally:
        registry.unregister("duel_copy")
    assert "duel_copy" not in registry.GAMES
    with pytest.raises(KeyError, match="unknown game"):
        registry.unregister("duel_copy")


def test_register_refuses_a_wrong_game_loudly():
    with pytest.raises(TypeError, match="must be an engine.core.Game, not dict"):
        registry.register({"id": "duel"})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'belote' is already registered"):
        registry.register(registry.get_game("belote"))
    with pytest.raises(ValueError, match="the states of 'duel_other' do not belong to its GAME"):
        registry.register(dataclasses.replace(GAME, id="duel_other"))  # Duel's states
    assert "duel_other" not in registry.GAMES


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [
        ({"bots": {}}, ValueError, "has no bots"),
        ({"bots": {"expert": EasyBot}}, ValueError, r"bot levels \['expert'\] are not among"),
        ({"bots": {"random": EasyBot}}, ValueError, r"bot levels \['random'\]"),
        ({"bots": {"easy": EasyBot()}}, TypeError, "every bot must be a factory"),
        ({"bots": [EasyBot]}, TypeError, "bots must map level names"),
        ({"money": 0}, TypeError, "money must be a function or None"),
        ({"score_check": ("hand_scored", "added")}, TypeError, "score_check must be a ScoreCheck"),
        ({"id": "two words"}, TypeError, "id must be an identifier"),
        ({"min_players": 3}, ValueError, "min_players <= max_players"),
    ],
)
def test_a_game_with_a_bad_hook_fails_when_built(change, error, message):
    with pytest.raises(error, match=message):
        dataclasses.replace(GAME, **change)


@pytest.mark.parametrize("hook", ["bots", "money", "score_check", "order"])
def test_a_game_that_forgets_a_hook_fails_when_built(hook):
    given = {f.name: getattr(GAME, f.name) for f in dataclasses.fields(Game)}
    del given[hook]
    with pytest.raises(TypeError, match=f"missing 1 required keyword-only argument: '{hook}'"):
        Game(**given)


def test_the_bots_of_a_registered_game(plugin_game):
    assert levels_for("duel") == ("easy",)
    assert isinstance(make_bot("duel", "easy"), EasyBot)
    assert isinstance(make_bot("duel", "hard"), EasyBot)  # the best level Duel has
    assert isinstance(make_bot("duel", "random"), RandomBot)
    with pytest.raises(ValueError, match="unknown bot level 'expert'"):
        make_bot("duel", "expert")


def test_a_search_process_plays_a_registered_game(plugin_game):
    """The GUI's search process has no registry of its own: the bot is found in the parent
    (``bot_factory``) and goes there by reference with the observation (``choose_with``)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    state = GAME.new_state(DuelOptions(), 3)
    obs, legal = state.observation(0), state.legal_actions()
    assert bot_factory("duel", "hard") is EasyBot and bot_factory("duel", "random") is RandomBot
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        with pytest.raises(KeyError, match="unknown game 'duel'"):
            pool.submit(registry.get_game, "duel").result()  # the Duel is not registered there
        for level in ("easy", "hard", "random"):
            there = pool.submit(choose_with, bot_factory("duel", level), obs, legal, 7).result()
            assert there == choose_text("duel", level, obs, legal, 7)


def test_a_registered_game_plays_records_and_replays(plugin_game):
    options = DuelOptions(target=15)
    wins = [0, 0]
    for seed in range(20):
        final = play_game(GAME, options, bots_for(GAME, ["easy", "random"]), seed)
        result = final.result()
        assert result is not None and max(result.scores) >= 15
        wins[result.winners[0]] += 1
        assert replay(make_record(final)).snapshot() == final.snapshot()
    assert wins[0] > wins[1]  # the easy bot beats random play
    check_playout(GAME, options, 3, bots=[EasyBot(), None])


# -- Duel's rules ------------------------------------------------------------------------
# A stacked deal alternates: seat 0 gets the 1st, 3rd, 5th... card, seat 1 the others.
DEAL = parse_cards(["AS", "9S", "KS", "10S", "9H", "JS", "10H", "QS", "JH", "KH", "QH", "AH"])
# seat 0: AS KS 9H 10H JH QH; seat 1: 9S 10S JS QS KH AH


def _duel(target: int = 10) -> DuelState:
    return GAME.new_state(DuelOptions(target=target), 1, DEAL)  # type: ignore[return-value]


def test_the_deal_and_what_each_seat_sees():
    state = _duel()
    assert state.snapshot()["hands"] == [
        ["9H", "10H", "JH", "QH", "KS", "AS"],
        ["KH", "AH", "9S", "10S", "JS", "QS"],
    ]  # by suit, low to high
    obs = state.observation(0)
    assert obs.hand_counts == (6, 6) and obs.current_player == 0 and obs.leader == 0
    assert obs.cards() == set(state.hands[0])  # nothing of the other hand
    assert state.hidden_from(0) == set(state.hands[1])
    assert state.events_of_start == [DuelDealt(1, 0, 6)]


def test_follow_suit_and_the_led_suit_wins():
    state = _duel()
    state.apply("play 9H")  # seat 0 leads a low heart
    assert [str(a) for a in state.legal_actions()] == ["play KH", "play AH"]
    with pytest.raises(IllegalActionError) as refused:
        state.apply("play QS")
    assert refused.value.reason == "must_follow"
    events = state.apply("play KH")
    assert events == [CardPlayed(1, "KH"), DuelTrickWon(1, ["9H", "KH"], [0, 1])]
    assert state.current_player == 1  # the winner leads
    state.apply("play 9S")
    assert [str(a) for a in state.legal_actions()] == ["play KS", "play AS"]
    events = state.apply("play AS")
    assert events[-1] == DuelTrickWon(0, ["9S", "AS"], [1, 1])


def test_a_card_of_another_suit_never_wins():
    state = _duel()
    state.apply("play AS")
    state.apply("play 9S")  # seat 0 wins with the ace and leads again
    state.apply("play KS")
    events = state.apply("play 10S")
    assert events[-1].seat == 0
    state.apply("play 9H")
    state.apply("play AH")  # seat 1 takes and leads: any card
    assert [str(a) for a in state.legal_actions()] == ["play KH", "play JS", "play QS"]
    state.apply("play QS")  # seat 0 has no spade left: any card
    assert [str(a) for a in state.legal_actions()] == ["play 10H", "play JH", "play QH"]
    events = state.apply("play QH")  # a heart on a spade lead loses, however high
    assert isinstance(events[-1], DuelTrickWon) and events[-1].seat == 1


def test_hands_score_a_point_a_trick_until_the_target():
    state = _duel(target=2)
    rng = random.Random(0)
    hands = []
    while not state.is_terminal:
        for e in state.apply(rng.choice(state.legal_actions())):
            if isinstance(e, DuelHandScored):
                assert sum(e.added) == 6
                hands.append(e.scores)
            if isinstance(e, DuelDealt):
                assert e.leader == (e.hand - 1) % 2  # leaders alternate
    result = state.result()
    assert result is not None and list(result.scores) == hands[-1]
    assert result.scores[0] != result.scores[1] and max(result.scores) >= 2
    assert result.winners == (result.scores.index(max(result.scores)),)
