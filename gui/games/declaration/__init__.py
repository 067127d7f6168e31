"""The Declaration table: one plugin object with every hook the shared GUI needs."""

from gui.games import TablePlugin
from gui.games.declaration import rules, words
from gui.games.declaration.adapter import DeclarationAdapter, card_words
from gui.games.declaration.stats import MEASURES
from gui.games.declaration.tutorial import TUTORIAL
from gui.tr import QT_TRANSLATE_NOOP

PLUGIN = TablePlugin(
    "declaration",
    adapter=DeclarationAdapter,
    name=QT_TRANSLATE_NOOP("Text", "Declaration"),
    description=QT_TRANSLATE_NOOP(
        "Text", "Partnership tricks with public melds, Meld Dares and a Hand Pot, for four players."
    ),
    card_words=card_words,
    event_line=words.event_line,
    move_words=words.move_words,
    step_words=words.step_words,
    action_cards=None,
    measures=MEASURES,
    rules_html=rules.rules_html,
    move_sounds={"meld": "card", "dare": "chip"},
    open_piles={},
    suit_names={DeclarationAdapter.deck_art: words.spoken_suits},
    seat_directions=("south", "west", "north", "east"),
    tutorial=TUTORIAL,
    picture=("EV", "MF", "PB", "EC"),
    next_round=QT_TRANSLATE_NOOP("SummaryDialog", "Next hand"),
)

__all__ = ["PLUGIN"]
