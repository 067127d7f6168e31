"""The tables offer what the engine lists, never a rule of their own.

Every observation carries its seat's legal actions (``Observation.legal``); the adapters build
their gestures and buttons from it. Over random positions of every game with a table, the
moves a table offers are exactly the engine's, and no adapter imports a rule function.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Action
from engine.registry import list_games
from gui.games import adapter_for, has_table
from gui.games.base import ck

GAMES = [g for g in list_games() if has_table(g.id)]
GUI = Path(__file__).resolve().parents[2] / "gui"
# the engine's functions that decide what is legal or who wins: a table must not call them
RULES = {
    "legal_cards",
    "trick_winner",
    "playable",
    "find_melds",
    "bet_range",
    "raise_range",
    "must_fold",
    "amount_choices",
}


def _walk(game, seed: int, max_actions: int = 600):
    """(state, observation of the seat to act, events of the last action) along a random game."""
    state = game.new_state(game.options_type(), seed)
    rng = random.Random(seed)
    events: list = []
    for _ in range(max_actions):
        if state.is_terminal:
            return
        seat = state.current_player
        yield state, state.observation(seat), events
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])


def _moves(adapter, obs) -> set[Action]:
    """Every card move the table offers now: drags onto their targets and double-clicks."""
    out = set()
    for key in adapter.drag_keys(obs):
        out.update(a for _, a in adapter.targets(obs, key))
        click = adapter.click_action(obs, key)
        if click is not None:
            out.add(click)
    return out


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_the_table_offers_the_engines_moves(qapp, game, seed):
    adapter = adapter_for(game.id)
    for state, obs, events in _walk(game, seed):
        players = state.num_players
        adapter.set_seats([f"P{s}" for s in range(players)], ["human"] + ["easy"] * (players - 1))
        adapter.layout(obs, events)  # any position draws
        legal = set(state.legal_actions())
        assert set(obs.legal) == legal
        moves = _moves(adapter, obs)
        cards = {a for a in legal if a.kind in ("play", "throw", "pick", "joker")}
        if game.id == "belote":
            # the cards offered are the engine's (after belote: the other of King and Queen)
            plays = [a for a in obs.legal if a.kind == "play"]
            assert adapter.drag_keys(obs) == [ck(a.args[0]) for a in plays]
            assert moves == set(plays)
            says = [b for b in adapter.buttons(obs) if b.action.kind == "belote"]
            assert bool(says) == (Action("belote") in legal)
        elif game.id == "declare":
            assert moves == cards
        elif game.id == "frontier":
            may_commit = any(a.kind == "commit" for a in legal)
            assert bool(adapter.drag_keys(obs)) == may_commit
            assert all(a in legal for a in moves)
        elif game.id == "declaration" and obs.phase == "play":
            # every card may be tried (a refusal says why), and every legal card is offered
            assert cards <= moves
        for e in events:
            if e.kind == "trick_won" and game.id == "declaration" and obs.tricks_history:
                assert obs.last_trick_winner == e.seat


def test_no_table_imports_a_rule_function():
    for path in sorted(GUI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
                used = {a.name for a in node.names} & RULES
                assert not used, f"{path.relative_to(GUI)} imports {sorted(used)} from the engine"


def test_teams_come_from_the_engine():
    """A table counts partnerships from ``Game.teams``, never ``seat % 2``."""
    for path in sorted((GUI / "games").rglob("*.py")):
        assert "% 2" not in path.read_text(encoding="utf-8"), path.relative_to(GUI)
