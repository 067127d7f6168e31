"""The Declare table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.declare import rules, words
from gui.games.declare.adapter import DeclareAdapter
from gui.games.declare.stats import MEASURES
from gui.games.declare.tutorial import TUTORIAL
from gui.text import french_card_words
from gui.tr import QT_TRANSLATE_NOOP

PLUGIN = TablePlugin(
    "declare",
    adapter=DeclareAdapter,
    name=QT_TRANSLATE_NOOP("Text", "Declare"),
    description=QT_TRANSLATE_NOOP(
        "Text", "A quick lowest-hand game with a joker rank, for 2 to 20 players."
    ),
    card_words=french_card_words,
    event_line=words.event_line,
    move_words=words.move_words,
    step_words=words.step_words,
    action_cards=words.action_cards,
    measures=MEASURES,
    rules_html=rules.rules_html,
    move_sounds={"throw": "card", "pick": "card", "joker": "card"},
    open_piles={},
    suit_names={},
    tutorial=TUTORIAL,
    picture=("AS", "2D", "3C", "KH"),
)

__all__ = ["PLUGIN"]
