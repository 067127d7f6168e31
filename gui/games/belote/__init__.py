"""The Belote table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.belote import rules, words
from gui.games.belote.adapter import BeloteAdapter
from gui.games.belote.stats import MEASURES
from gui.games.belote.tutorial import COINCHE_TUTORIAL, TUTORIAL
from gui.text import french_card_words
from gui.tr import QT_TRANSLATE_NOOP

PLUGIN = TablePlugin(
    "belote",
    adapter=BeloteAdapter,
    name=QT_TRANSLATE_NOOP("Text", "Belote"),
    description=QT_TRANSLATE_NOOP(
        "Text", "The French trick-taking game for two teams: with trump, no trump or coinche."
    ),
    card_words=french_card_words,
    event_line=words.event_line,
    move_words=words.move_words,
    step_words=words.step_words,
    action_cards=None,
    measures=MEASURES,
    rules_html=rules.rules_html,
    move_sounds={},
    open_piles={},
    suit_names={},
    seat_directions=("south", "east", "north", "west"),
    tutorial=TUTORIAL,
    more_tutorials=(COINCHE_TUTORIAL,),
    picture=("JH", "9H", "AH", "10H"),
    next_round=QT_TRANSLATE_NOOP("SummaryDialog", "Next deal"),
)

__all__ = ["PLUGIN"]
