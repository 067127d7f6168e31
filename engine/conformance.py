"""Invariants every game must keep, checked over random playouts.

Used by the conformance tests (every registered game) and the soak benchmark. Each check
raises ``AssertionError`` naming what broke.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, cast

from engine.cards import Card
from engine.core import Action, Bot, Event, Game, IllegalActionError, State
from engine.records import make_record, replay

__all__ = ["check_playout", "event_cards"]


def check_scores(state: State, events: list[Event], ledger: dict[str, Any]) -> None:
    """Each scoring event's scores are the previous ones (kept in ``ledger``) plus its
    change, and it keeps its game's rules (``Game.score_check``)."""
    entry = state.game.score_check
    if entry is None:
        return
    cls, step, rule = entry.event, entry.change, entry.rule
    for e in events:
        if isinstance(e, cls):
            scores, change = e.scores, getattr(e, step)  # type: ignore[attr-defined]
            before = ledger.get("scores", [0] * len(scores))
            want = [b + d for b, d in zip(before, change, strict=True)]
            assert scores == want, f"{e.kind}: scores {scores} are not {before} + {change}"
            ledger["scores"] = list(scores)
            if rule is not None:
                rule(state, e)


_TEXT_CARDS: dict[str, Card | None] = {}
"""Every text met in events, and the card it names (None: not a card), so that the soak's
millions of event strings are parsed once each."""


def _card_named(text: str) -> Card | None:
    try:
        return _TEXT_CARDS[text]
    except KeyError:
        try:
            card: Card | None = Card.parse(text)
        except ValueError:
            card = None
        if len(_TEXT_CARDS) < 200_000:
            _TEXT_CARDS[text] = card
        return card


def event_cards(events: list[Event], game: Game) -> set[Card]:
    """Every card named anywhere in the events' fields."""
    out: set[Card] = set()
    todo: list[Any] = list(events)  # an event is a tuple of its fields
    while todo:
        x = todo.pop()
        if isinstance(x, str):
            c = _card_named(x)
            if c is not None and game.deck.is_card(c, c.copy + 1):
                out.add(c)
        elif isinstance(x, dict):
            todo.extend(x.values())
        elif isinstance(x, list | tuple):
            todo.extend(x)
    return out


def check_state(state: State, pack: Counter[Card], hidden: Sequence[set[Card]]) -> None:
    """Cards conserved and no observation naming a card hidden from its seat
    (``hidden[seat]`` is ``state.hidden_from(seat)``)."""
    now = state.all_cards()
    if len(now) != len(pack) or set(now) != pack.keys():  # every identity is unique in pack
        cards = Counter(now)
        raise AssertionError(f"cards not conserved: +{cards - pack} -{pack - cards}")
    legal = state.legal_actions()
    for seat in range(state.num_players):
        seen = state.observation(seat)
        leak = seen.cards() & hidden[seat]
        assert not leak, f"seat {seat} sees hidden cards {sorted(map(str, leak))}"
        # an observation lists what its seat may do: the legal actions, to its seat alone
        mine = tuple(legal) if seat == state.current_player else ()
        assert seen.legal == mine, f"seat {seat}'s observation lists {seen.legal}, not {mine}"
    assert bool(legal) != state.is_terminal, "legal actions must be empty exactly at the end"
    assert len(set(legal)) == len(legal), "duplicate legal actions"
    assert (state.result() is None) != state.is_terminal, "result only when terminal"


def check_refusals(state: State) -> None:
    """Three illegal actions are refused with a reason code and change nothing."""
    before = json.dumps(state.snapshot(), sort_keys=True)
    for bogus in (Action("no-such-action"), Action("pick", ("ZZ",)), Action("play")):
        if state.is_legal(bogus):
            continue
        try:
            state.apply(bogus)
        except IllegalActionError as e:
            assert e.reason and " " not in e.reason, f"reason is not a code: {e.reason!r}"
        else:  # pragma: no cover - reported as a failure
            raise AssertionError(f"illegal {bogus} was applied")
        assert json.dumps(state.snapshot(), sort_keys=True) == before, (
            f"refused {bogus} changed the state"
        )


def hidden_sets(state: State) -> list[set[Card]]:
    """``hidden_from`` of every seat."""
    return [state.hidden_from(s) for s in range(state.num_players)]


def check_playout(
    game: Game,
    options: Any,
    seed: int,
    *,
    max_actions: int = 20_000,
    roundtrip: bool = True,
    bots: Sequence[Bot[Any] | None] | None = None,
    on_start: Callable[[State], None] | None = None,
    api_rate: float = 1.0,
) -> State:
    """Play to the end, checking every invariant after every action.

    Seats choose random legal actions, or ask ``bots[seat]`` (given only the observation)
    where a bot is given. ``on_start`` gets the new state (the soak keeps it to write the
    record of a failing game). Returns the final state.

    After every action: cards and money conserved (``Game.money``); each scoring event's
    scores are the previous ones plus its change, and it keeps its game's own rule
    (``Game.score_check``); no observation or event names a card hidden from its seat; legal
    actions non-empty exactly until the end; the chosen action legal. Before an action,
    with probability ``api_rate`` (1: every action): three illegal actions refused without
    changing the state, and a clone that applies the same action agrees with the original
    (events and state). With ``roundtrip``, the JSON record is
    replayed after actions 1, 2, 4, 8, ...; the whole game's record always is at the end.
    """
    rng = random.Random(seed)
    sampler = random.Random(seed ^ 0x5EED)  # apart from ``rng``: the game is the same
    state = game.new_state(options, seed)
    if on_start is not None:
        on_start(state)
    money = game.money
    ledger: dict[str, Any] = {}
    table_money = None if money is None else money(state)
    initial = state.all_cards()
    pack = Counter(initial)
    assert all(n == 1 for n in pack.values()), "a card identity occurs twice"
    decks = len(initial) // game.deck.size
    if decks * game.deck.size == len(initial):
        assert pack == Counter(game.deck.build(decks)), "the pack is not whole decks"
    check_state(state, pack, hidden_sets(state))
    for n in range(1, max_actions + 1):
        if state.is_terminal:
            break
        api = api_rate >= 1.0 or sampler.random() < api_rate
        if api:
            check_refusals(state)
        legal = state.legal_actions()
        seat = state.current_player
        bot = bots[seat] if bots is not None and seat is not None else None
        action = (
            legal[rng.randrange(len(legal))]
            if bot is None
            else bot.choose(state.observation(cast(int, seat)), legal, rng)  # a bot: seat set
        )
        assert state.is_legal(action), f"listed action {action} is not legal"
        twin = state.clone() if api else None
        events = state.apply(action)
        if twin is not None:
            twin_events = twin.apply(action)
            assert events == twin_events, "clone and original disagree on events"
            assert twin.snapshot() == state.snapshot(), "clone and original disagree on state"
        hidden = hidden_sets(state)
        leaked = event_cards(events, game) & set().union(*hidden)
        assert not leaked, f"events after {action} name hidden cards {sorted(map(str, leaked))}"
        check_state(state, pack, hidden)
        check_scores(state, events, ledger)
        if money is not None:
            now = money(state)
            assert now == table_money, f"money not conserved after {action}: {table_money} -> {now}"
        if roundtrip and (n & (n - 1)) == 0:
            record = json.loads(json.dumps(make_record(state)))
            again = replay(record)
            assert again.snapshot() == state.snapshot(), f"replay differs after {n} actions"
    else:  # pragma: no cover
        raise AssertionError(f"game did not end within {max_actions} actions")
    record = json.loads(json.dumps(make_record(state)))
    assert replay(record).snapshot() == state.snapshot(), "replay of the whole game differs"
    return state
