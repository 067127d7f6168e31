"""The rules viewer: text generated from the options in force, reachable from the dialog."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QTextBrowser

from engine.registry import get_game, list_games
from gui.dialogs.new_game import NewGameDialog
from gui.dialogs.rules import RulesDialog
from gui.rules_text import rules_html


def text(game_id, **options):
    game = get_game(game_id)
    return rules_html(game, game.options_from_dict(options))


def plain(html):
    return re.sub(r"<[^>]+>", " ", html)


@pytest.fixture(autouse=True)
def app(qapp):
    return qapp


@pytest.mark.parametrize("game", list_games(), ids=lambda g: g.id)
def test_every_game_has_rules_for_its_default_options(game):
    html = rules_html(game, game.options_type())
    assert game.name in html
    assert len(plain(html).split()) > 120  # real rules, not a summary line
    assert game.description not in html


def test_void_lock_changes_the_trump_paragraph():
    rotation, locked = text("declaration"), text("declaration", void_lock=True)
    assert "Core, then Border, then Frontier, then Void" in rotation
    assert "Void Lock" not in rotation
    assert "Void Lock is on: Void is trump every hand." in locked
    assert "Core, then Border" not in locked


def test_declaration_numbers_are_the_tables_own():
    html = plain(text("declaration", target=400, ante=3, bid_stake=2))
    assert "reach 400 points" in html
    assert "antes $3" in html and "$12" in html  # Pot Ante grows by 4 x ante
    assert "from $0 to $15" in html  # dare cap 5 x ante
    assert "costs $3" in html and "costs $12" in html  # Run(3) 1x, Quad 4x
    assert "adds $2 to Pot Action" in html
    assert "adds $" not in plain(text("declaration"))  # no bid stake: not described
    assert "split evenly" in plain(text("declaration", both_succeed="split"))
    assert "split evenly" not in plain(text("declaration"))


def test_belote_house_and_official_differ_where_the_rules_do():
    house = plain(text("belote", variant="coinche"))
    official = plain(text("belote", variant="coinche", rules="official"))
    assert "you must still play a lower trump" in house
    assert "you may discard any card" in official
    assert "even out of turn" in house and "only possible in turn" in official
    assert "the taker's team wins" in house
    assert "a sequence in trump wins; otherwise nobody scores" in official
    assert "A card may be in two declarations." in house
    assert "A card may not be in two declarations." in official
    assert "exact point" in house and "nearest ten" in official
    assert "counts 250 instead of 160" in official and "instead of 160" not in house


def test_belote_options_that_are_off_are_not_described():
    on, off = plain(text("belote")), plain(text("belote", declarations=False))
    assert "Declarations" in on and "Declarations" not in off
    assert "sequence of 3 cards" in on and "sequence of 3 cards" not in off
    no_trump = plain(text("belote", variant="no_trump"))
    assert "Belote: the King and Queen" not in no_trump
    assert "A 11" in no_trump
    assert "A 19" in plain(text("belote", variant="no_trump", rules="official"))
    # the No trump carré scale is the trump one under House, its own under Official
    assert "four Aces 200" in plain(text("belote", variant="no_trump", rules="official"))
    assert "four Aces 200" not in no_trump


def test_targets_are_the_tables_own():
    assert "reach 1000 points" in plain(text("belote"))
    assert "reach 2000 points" in plain(text("belote", variant="coinche"))
    assert "reach 1500 points" in plain(text("belote", target=1500))
    assert "start with $250" in plain(text("frontier", starting_cash=250, min_bet=5))
    assert "at least $5" in plain(text("frontier", starting_cash=250, min_bet=5))
    assert "under 7" in plain(text("declare", declare_limit=7))
    assert "lasts 3 round(s)" in plain(text("declare", rounds=3))
    assert "unlimited" in plain(text("declare", unlimited=True))
    assert "seconds" not in plain(text("declare"))
    assert "30 seconds" in plain(text("declare", turn_time=30))


def test_the_new_game_dialog_shows_the_rules_of_its_current_options(qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(
        RulesDialog,
        "exec",
        lambda self: shown.append(self.findChild(QTextBrowser).toPlainText()),
    )
    dlg = NewGameDialog(get_game("declaration"))
    qtbot.addWidget(dlg)
    dlg.rules_button.click()
    assert "Core, then Border" in shown[-1]
    dlg.widgets["void_lock"].setChecked(True)
    dlg.rules_button.click()
    assert "Void Lock is on" in shown[-1]
    # options that cannot be played have no rules to show
    d2 = NewGameDialog(get_game("declare"))
    qtbot.addWidget(d2)
    d2.widgets["players"].setValue(20)
    d2.widgets["hand_size"].setValue(10)
    assert not d2.rules_button.isEnabled()
    QApplication.processEvents()


def test_every_option_has_the_rules_beside_it(qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(
        RulesDialog,
        "exec",
        lambda self: shown.append(self.findChild(QTextBrowser).toPlainText()),
    )
    dlg = NewGameDialog(get_game("declaration"))
    qtbot.addWidget(dlg)
    assert set(dlg.option_rules_buttons) == set(dlg.widgets)
    dlg.widgets["void_lock"].setChecked(True)
    dlg.option_rules_buttons["void_lock"].click()
    assert "Void Lock is on" in shown[-1]
    d2 = NewGameDialog(get_game("declare"))
    qtbot.addWidget(d2)
    d2.widgets["players"].setValue(20)
    d2.widgets["hand_size"].setValue(10)
    assert not any(b.isEnabled() for b in d2.option_rules_buttons.values())


def test_belote_target_zero_reads_as_the_variants_usual_target(qtbot):
    dlg = NewGameDialog(get_game("belote"))
    qtbot.addWidget(dlg)
    target = dlg.widgets["target"]
    assert target.value() == 0
    assert target.text() == "Usual for the variant"
    target.setValue(1500)
    assert target.text() == "1500"
    assert dlg.values()["target"] == 1500


def test_an_options_help_button_tells_that_option_not_the_whole_rules(qtbot, monkeypatch):
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        RulesDialog,
        "exec",
        lambda self: shown.append((self.windowTitle(), self.findChild(QTextBrowser).toPlainText())),
    )
    dlg = NewGameDialog(get_game("declaration"))
    qtbot.addWidget(dlg)
    dlg.widgets["ante"].setValue(3)
    dlg.option_rules_buttons["ante"].click()
    title, text = shown[-1]
    assert title == "Help: Ante per player ($)"
    assert "What each player puts into the pot at the start of every hand." in text
    assert "From 1 to 100. Now: 3." in text
    assert "each player antes $3" in text  # the rule it changes, with the number chosen
    assert "Deal and trump" not in text and "Follow suit" not in text  # not the whole rules
    dlg.rules_button.click()  # the whole rules stay one button away
    assert "Deal and trump" in shown[-1][1]
    frontier = NewGameDialog(get_game("frontier"))
    qtbot.addWidget(frontier)
    for name, button in frontier.option_rules_buttons.items():
        button.click()
        assert shown[-1][0].startswith("Help: ") and len(shown[-1][1]) < 1500, name


def test_a_short_help_opens_in_a_box_its_size(qtbot):
    # an option's three lines of help opened in a box 640 px high, mostly empty
    from gui.dialogs.rules import HEIGHT

    short = RulesDialog("<h3>Target score</h3><p>The score that wins the game.</p>")
    qtbot.addWidget(short)
    long = RulesDialog("".join(f"<p>Line {i} of the rules.</p>" for i in range(80)))
    qtbot.addWidget(long)
    assert short.height() < 300 and long.height() == HEIGHT
    doc = short.view.document()
    assert short.view.viewport().height() >= doc.size().height() - 2  # all of it shows


def test_frontiers_rules_name_every_configuration_the_table_names(qapp):
    # a new player read "Divided Skirmish" in a result, and no "Skirmish" in the rules
    import re

    from engine.registry import get_game
    from gui.games.frontier.adapter import config_words

    game = get_game("frontier")
    text = re.sub(r"<[^>]+>", " ", rules_html(game, game.options_from_dict({}))).lower()
    codes = ("of_a_rank", "pair", "pure", "coalition", "campaign", "pure_skirmish")
    codes += ("coalition_skirmish", "divided_skirmish", "skirmish")
    for code in codes:
        name = config_words(code, 3, 0).rsplit(",", 1)[0]  # "3-card Divided Skirmish"
        words = re.sub(r"^(\d+-card |%n-card )", "", name).replace("3 ", "").lower()
        assert words in text, (code, words)


def test_frontiers_rule_of_the_one_says_what_the_scorer_does():
    """A new player read "a 1 counts as the highest card of the hand" and saw 1 and 10 of
    Moon score 200: the 1 takes the rank of the highest card committed with it."""
    from engine.cards import parse_cards
    from engine.games.frontier.state import evaluate

    rules = plain(text("frontier"))
    assert "4, 3, 1 scores as 4, 3, 4" in rules and "highest card of the hand" not in rules
    assert (
        evaluate(parse_cards(["4S", "3S", "1F"])).key
        == evaluate(parse_cards(["4S", "3S", "4F"])).key
    )
    # a play tester saw 4 and 1 named a Divided Skirmish, 8, and read "takes the rank" as
    # making them a pair: the class keeps the printed 1, as the rules now say
    assert "(4 and 1 are not a pair)" in rules
    assert evaluate(parse_cards(["4S", "1M"])).name == ("divided_skirmish", 2, 8)


def test_frontiers_rules_say_two_cards_are_a_pair_or_a_skirmish():
    """helper-3 saw 4 Sun + 3 Shadow named a "2-card Coalition Skirmish" while the rules
    called one colour with Wildcards a Coalition: the classes take three cards or more."""
    from engine.cards import parse_cards
    from engine.games.frontier.state import evaluate

    rules = plain(text("frontier"))
    assert "Pure, Coalition and Campaign take three cards or more" in rules
    assert "two cards are a pair or a Skirmish" in rules
    names = {
        ("4S", "3W"): "coalition_skirmish",  # one colour, with a Wildcard
        ("5S", "6S"): "pure_skirmish",  # one suit, consecutive too
        ("4S", "3W", "9S"): "coalition",
        ("5S", "6S", "2S"): "pure",
        ("5S", "6M", "7T"): "campaign",
    }
    for cards, name in names.items():
        assert evaluate(parse_cards(list(cards))).name[0] == name, cards


def test_frontiers_rules_say_who_acts_first_each_round():
    """helper-4 expected Seat 1 to open round 5 at four seats and read the player's turn as
    a skipped seat: the rules now say the first seat moves on one a round, as the engine
    does (round r starts with seat r - 1, round the table)."""
    import random

    from engine.games.frontier.bots import MediumBot
    from engine.games.frontier.state import FrontierOptions, new_state

    rules = plain(text("frontier"))
    assert "You act first in round 1, the next seat in round 2" in rules
    assert "round 5 starts with you again" in rules

    state, bot, rng = new_state(FrontierOptions(players=4), 2), MediumBot(), random.Random(2)
    firsts = {}
    while not state.is_terminal:
        obs = state.observation(0)
        if obs.round_no not in firsts and obs.phase == "action":
            firsts[obs.round_no] = state.current_player
        seat = state.current_player
        state.apply(bot.choose(state.observation(seat), state.legal_actions(), rng))
    assert firsts[1] == 0 and len(firsts) == 5
    if all(c > 0 for c in state.observation(0).cash):  # nobody out: no seat passed over
        assert firsts == {r: (r - 1) % 4 for r in range(1, 6)}, firsts


def test_the_rules_box_fits_a_small_screen(qtbot, monkeypatch):
    """helper-6: at 800x600 the rules box (640 px high) put its Close button off the
    screen. It is never taller than the screen's room, less a title bar's."""
    from PySide6.QtCore import QRect

    from gui.dialogs import rules

    class Small:
        def availableGeometry(self) -> QRect:  # noqa: N802
            return QRect(0, 0, 800, 600)

    monkeypatch.setattr(rules.QGuiApplication, "primaryScreen", staticmethod(lambda: Small()))
    long = RulesDialog("".join(f"<p>Line {i} of the rules.</p>" for i in range(80)))
    qtbot.addWidget(long)
    assert long.height() <= 600 - 60
