"""Hint reasons (``explain`` in each game's bots module, issue #20): on positions where the
reason is known from the rules alone (a forced follow, a sure winner, a partner who is
master, the cheapest winner, a hopeless hand), the code is the expected one."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from engine.ai.base import make_bot
from engine.ai.reasons import Reason, explain, percent
from engine.cards import Card
from engine.core import Action, State
from engine.registry import get_game


def positions(game_id: str, seeds: range, **options: Any) -> Iterator[tuple[State, Any]]:
    """States (and the observation of the seat to act) along Medium self-play games."""
    game = get_game(game_id)
    medium = make_bot(game_id, "medium")
    for seed in seeds:
        state = game.new_state(game.options_from_dict(options), seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_terminal:
                break
            seat = state.current_player
            assert seat is not None
            obs = state.observation(seat)
            yield state, obs
            state.apply(medium.choose(obs, state.legal_actions(), rng))


def find(game_id: str, test: Callable[[State, Any], Any], **options: Any) -> tuple[State, Any, Any]:
    """The first position where ``test`` gives something (what it gives comes back too)."""
    for state, obs in positions(game_id, range(40), **options):
        found = test(state, obs)
        if found:
            return state, obs, found
    raise AssertionError("no such position")


def plays(state: State) -> list[Card]:
    return [Card.parse(a.args[0]) for a in state.legal_actions() if a.kind == "play"]


def play(card: Card) -> Action:
    return Action("play", (str(card),))


def reason(game_id: str, state: State, obs: Any, action: Action) -> Reason:
    return explain(game_id, obs, state.legal_actions(), action)


# -- Belote ---------------------------------------------------------------------------------
from engine.games.belote.rules import PLAIN_ORDER, TRUMP_ORDER, current_winner  # noqa: E402


def _belote_order(card: Card, trump: str | None) -> int:
    return TRUMP_ORDER[card.rank] if card.suit == trump else PLAIN_ORDER[card.rank]


def test_belote_forced_follow() -> None:
    def forced(state: State, obs: Any) -> Any:
        cards = plays(state)
        return obs.trick and len(cards) == 1 and cards[0].suit == obs.trick[0][1].suit

    state, obs, _ = find("belote", forced)
    assert reason("belote", state, obs, play(plays(state)[0])) == Reason("forced")


def test_belote_sure_winner_lead() -> None:
    def master_lead(state: State, obs: Any) -> Any:
        if obs.trick or obs.phase != "play":
            return None
        gone = {c for t in obs.tricks for _, c in t.cards}
        for card in plays(state):  # every higher card of its suit already played
            higher = [
                c
                for c in type(state).game.deck.build()
                if c.suit == card.suit
                and _belote_order(c, obs.trump) > _belote_order(card, obs.trump)
            ]
            if len(plays(state)) > 1 and all(c in gone for c in higher):
                return card
        return None

    state, obs, card = find("belote", master_lead)
    assert reason("belote", state, obs, play(card)) == Reason("lead_master")


def test_belote_partner_master_gives_points() -> None:
    def partner_wins(state: State, obs: Any) -> Any:
        if len(obs.trick) < 2 or obs.trump is None:
            return None
        if current_winner(list(obs.trick), obs.trump) != (obs.seat + 2) % 4:
            return None
        cards = plays(state)
        loaders = [
            c
            for c in cards
            if c.suit != obs.trump
            and c.rank == "A"
            and current_winner([*obs.trick, (obs.seat, c)], obs.trump) != obs.seat
        ]
        return loaders[0] if loaders and len(cards) > 1 else None

    state, obs, card = find("belote", partner_wins, variant="with_trump")
    assert reason("belote", state, obs, play(card)) == Reason("partner_points")


def test_belote_wins_with_the_lowest_card_that_holds() -> None:
    def cheapest_winner(state: State, obs: Any) -> Any:
        if len(obs.trick) != 3:  # last to play: a winner holds for sure
            return None
        if current_winner(list(obs.trick), obs.trump) == (obs.seat + 2) % 4:
            return None
        cards = plays(state)
        wins = [
            c for c in cards if current_winner([*obs.trick, (obs.seat, c)], obs.trump) == obs.seat
        ]
        if len(wins) < 2:
            return None
        return min(wins, key=lambda c: (c.suit == obs.trump, _belote_order(c, obs.trump))), max(
            wins, key=lambda c: (c.suit == obs.trump, _belote_order(c, obs.trump))
        )

    state, obs, (low, high) = find("belote", cheapest_winner)
    assert reason("belote", state, obs, play(low)) == Reason("win_lowest")
    assert reason("belote", state, obs, play(high)) == Reason("win")


def test_belote_bid_reasons_name_the_value_and_suit() -> None:
    state, obs, bid = find(
        "belote",
        lambda s, o: next((a for a in s.legal_actions() if a.kind == "bid"), None),
        variant="coinche",
    )
    assert reason("belote", state, obs, bid) == Reason("bid_estimate", bid.args)
    assert reason("belote", state, obs, Action("pass")).code == "pass_weak"
    state, obs, _ = find("belote", lambda s, o: o.phase == "bid", variant="with_trump")
    assert reason("belote", state, obs, Action("pass")) == Reason("pass_take")


# -- Declaration ----------------------------------------------------------------------------
from engine.games.declaration.state import RANK_INDEX, trick_winner  # noqa: E402


def test_declaration_forced_follow_and_partner_master() -> None:
    def forced(state: State, obs: Any) -> Any:
        cards = plays(state)
        return obs.trick and len(cards) == 1

    state, obs, _ = find("declaration", forced)
    assert reason("declaration", state, obs, play(plays(state)[0])) == Reason("forced")

    def partner_wins(state: State, obs: Any) -> Any:
        if len(obs.trick) < 2 or trick_winner(list(obs.trick), obs.trump) != obs.partner:
            return None
        cards = plays(state)
        low = [c for c in cards if trick_winner([*obs.trick, (obs.seat, c)], obs.trump) != obs.seat]
        return low[0] if low and len(cards) > 1 else None

    state, obs, card = find("declaration", partner_wins)
    assert reason("declaration", state, obs, play(card)) == Reason("partner_keep")


def test_declaration_sure_winner_and_cannot_win() -> None:
    def master_lead(state: State, obs: Any) -> Any:
        if obs.trick or len(plays(state)) < 2:
            return None
        top = [c for c in plays(state) if RANK_INDEX[c.rank] == len(RANK_INDEX) - 1]
        return top[0] if top else None  # an Emperor: nothing beats it in its suit

    state, obs, card = find("declaration", master_lead)
    assert reason("declaration", state, obs, play(card)) == Reason("lead_master")

    def hopeless(state: State, obs: Any) -> Any:
        if not obs.trick or trick_winner(list(obs.trick), obs.trump) == obs.partner:
            return None
        cards = plays(state)
        wins = [
            c for c in cards if trick_winner([*obs.trick, (obs.seat, c)], obs.trump) == obs.seat
        ]
        return cards[0] if len(cards) > 1 and not wins else None

    state, obs, card = find("declaration", hopeless)
    assert reason("declaration", state, obs, play(card)) == Reason("cannot_win")


def test_declaration_bid_gives_the_estimate_only_when_it_is_the_bid() -> None:
    from engine.games.declaration.bots import estimate_tricks

    state, obs, bid = find(
        "declaration", lambda s, o: next((a for a in s.legal_actions() if a.kind == "bid"), None)
    )
    est = max(0, round(estimate_tricks(obs.hand, obs.trump)))
    r = reason("declaration", state, obs, Action("bid", (str(est),)))
    assert r == Reason("bid_tricks", (str(est),))
    # another bid (what Hard's played-out worlds chose) is not said to be the estimate
    other = Action("bid", (str((est + 2) % 14),))
    assert reason("declaration", state, obs, other) == Reason("search")


# -- Frontier -------------------------------------------------------------------------------
def test_frontier_hopeless_hand_folds_with_its_chance() -> None:
    """A hand that should fold: Hard folds it, and the reason gives a small chance."""
    from engine.games.frontier.bots import HardBot

    def facing_bet(state: State, obs: Any) -> Any:
        legal = state.legal_actions()
        return Action("fold") in legal and Action("call") in legal

    hard = HardBot()
    for state, obs in positions("frontier", range(60)):
        if not facing_bet(state, obs):
            continue
        legal = state.legal_actions()
        if hard.choose(obs, legal, random.Random(1)) != Action("fold"):
            continue
        r = reason("frontier", state, obs, Action("fold"))
        call = reason("frontier", state, obs, Action("call"))
        assert call.code == "call_chance"
        if r.code == "fold_hopeless":
            assert call.args == ("0",)
        else:
            assert r == Reason("fold_chance", call.args)  # the same computed chance
        assert int(call.args[0]) <= 50
        return
    pytest.fail("Hard never folded to a bet")


def test_frontier_call_and_fold_give_the_chance_against_what_the_stakes_say() -> None:
    """helper-5's hint read "fold: about 80% to win the showdown": a chance against random
    sets, while Hard folded for what the others' stakes said. A call or a fold states Hard's
    own reading (``read_chance``), below the random sets' chance where stakes say strength."""
    from engine.games.frontier.bots import opponents_sizes, read_chance, unseen_pool, win_chance

    read, naive = [], []
    for state, obs in positions("frontier", range(80)):
        legal = state.legal_actions()
        if not (Action("call") in legal and obs.committed):
            continue
        if not any(
            m.kind == "raise" or (m.amounts and m.amount > m.amounts[0]) for m in obs.moments
        ):
            continue  # only a minimum opening: little to read
        cards = list(obs.committed)
        chance = read_chance(obs, cards)
        assert reason("frontier", state, obs, Action("call")) == Reason(
            "call_chance", (percent(chance),)
        )
        fold = reason("frontier", state, obs, Action("fold"))
        assert fold in (Reason("fold_chance", (percent(chance),)), Reason("fold_hopeless"))
        read.append(chance)
        naive.append(
            win_chance(cards, opponents_sizes(obs), unseen_pool(obs), random.Random(0), 400)
        )
        if len(read) >= 8:
            break
    assert len(read) >= 8, "too few positions facing a strong stake"
    assert sum(read) / len(read) < sum(naive) / len(naive) - 0.05, (read, naive)


def test_frontier_fold_before_committing_says_when_it_keeps_a_good_hand() -> None:
    """Before the last round a fold before committing keeps the hand for the next round:
    Hard folds a hand worth keeping for that, not for its showdown chance."""
    from engine.games.frontier.bots import HardBot, unseen_pool

    kinds = set()
    for state, obs in positions("frontier", range(80)):
        legal = state.legal_actions()
        if obs.committed or obs.round_no >= 5 or not any(a.kind == "commit" for a in legal):
            continue
        kept = HardBot()._keep_value(obs, list(obs.hand), unseen_pool(obs), random.Random(0))
        r = reason("frontier", state, obs, Action("fold"))
        if kept > 0:
            assert r == Reason("fold_keep")
        else:
            assert r.code in ("fold_chance", "fold_hopeless")
        kinds.add(r.code)
        if len(kinds) >= 2 and "fold_keep" in kinds:
            return
    pytest.fail(f"positions found only for {kinds}")


def test_frontier_commit_gives_the_sets_rank() -> None:
    state, obs, commit = find(
        "frontier",
        lambda s, o: next((a for a in s.legal_actions() if a.kind == "commit"), None),
    )
    r = reason("frontier", state, obs, commit)
    assert r.code in ("set_beats", "uncontested")
    if r.code == "set_beats":
        assert 0 <= int(r.args[0]) <= 100 and int(r.args[0]) % 5 == 0


# -- Declare --------------------------------------------------------------------------------
def test_declare_joker_forced_and_declare_chance() -> None:
    state, obs, _ = find("declare", lambda s, o: o.phase == "joker")
    assert reason("declare", state, obs, state.legal_actions()[0]) == Reason("joker_low")
    state, obs, _ = find(
        "declare", lambda s, o: Action("declare") in s.legal_actions() and (o.total or 0) <= 2
    )
    r = reason("declare", state, obs, Action("declare"))
    assert r.code == "declare_chance" and int(r.args[0]) >= 50  # a total of 2 is rarely beaten
    state, obs, _ = find(
        "declare", lambda s, o: [a.kind for a in s.legal_actions()] in (["next"], ["stop"])
    )
    assert reason("declare", state, obs, state.legal_actions()[0]) == Reason("go_on")


def test_unknown_game_gives_the_search_reason() -> None:
    assert explain("no_such_game", None, [], Action("pass")) == Reason("search")


def test_an_ace_given_to_the_partners_trick_is_points_given_even_if_a_dearer_card_stays():
    """Seen: "your partner is master: keep your good cards" for throwing the ace (the trump
    Jack, worth more, stayed in hand)."""
    from engine.ai.reasons import trick_reason
    from engine.cards import Card

    ace, jack, seven = Card("A", "S"), Card("J", "H"), Card("7", "D")
    worth = {ace: 11, jack: 20, seven: 0}

    def why(card: Card) -> Reason:
        return trick_reason(
            card,
            [ace, jack, seven],
            [(2, Card("K", "S"))],
            0,
            2,
            lambda t: 2,  # the partner keeps the trick whatever is played
            lambda c: (0,),
            lambda c: False,
            worth.__getitem__,
        )

    assert why(ace) == Reason("partner_points")
    assert why(seven) == Reason("partner_keep")
