"""The Frontier table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.frontier import rules, words
from gui.games.frontier.adapter import FrontierAdapter, card_words
from gui.games.frontier.stats import MEASURES
from gui.games.frontier.tutorial import TUTORIAL
from gui.tr import QT_TRANSLATE_NOOP

PLUGIN = TablePlugin(
    "frontier",
    adapter=FrontierAdapter,
    name=QT_TRANSLATE_NOOP("Text", "Frontier"),
    description=QT_TRANSLATE_NOOP(
        "Text",
        "Commit cards face down, bet on their strength, reveal: five rounds, 2 to 8 players.",
    ),
    card_words=card_words,
    event_line=words.event_line,
    move_words=words.move_words,
    step_words=words.step_words,
    action_cards=None,
    measures=MEASURES,
    rules_html=rules.rules_html,
    move_sounds={
        "commit": "card",
        "mulligan": "card",
        "bet": "chip",
        "raise": "chip",
        "call": "chip",
    },
    open_piles={"commit": "committed"},
    suit_names={FrontierAdapter.deck_art: words.spoken_suits},
    tutorial=TUTORIAL,
    picture=("1S", "5F", "9M", "10W"),
    money_scores=True,
)

__all__ = ["PLUGIN"]
