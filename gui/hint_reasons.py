"""A hint's reason in words: the engine's reason codes (``engine.ai.reasons``) to one short
sentence in the player's language (context ``Hint``)."""

from __future__ import annotations

from typing import Any

from gui.moves import suit_words
from gui.tr import QT_TRANSLATE_NOOP, Context, fill

Hint = Context("Hint")

REASONS: dict[str, str] = {
    "forced": QT_TRANSLATE_NOOP("Hint", "it is the only move the rules allow"),
    # its own suit only: a trump still out may take it (helper-6 read "a sure winner" for
    # a 10 of spades with hearts trump and trumps out)
    "lead_master": QT_TRANSLATE_NOOP("Hint", "no card of its suit still out beats it"),
    "win_lowest": QT_TRANSLATE_NOOP(
        "Hint", "it is the lowest card that beats every card played so far"
    ),
    "win": QT_TRANSLATE_NOOP("Hint", "it beats every card played so far"),
    "partner_points": QT_TRANSLATE_NOOP("Hint", "your partner is master: give points"),
    "partner_keep": QT_TRANSLATE_NOOP("Hint", "your partner is master: keep your good cards"),
    "cannot_win": QT_TRANSLATE_NOOP("Hint", "nothing wins this trick: keep your good cards"),
    "duck": QT_TRANSLATE_NOOP("Hint", "it lets this trick go: winning it would cost more later"),
    "search": QT_TRANSLATE_NOOP("Hint", "it came out best over the deals the bot imagined"),
    "announce": QT_TRANSLATE_NOOP("Hint", "announcing it scores for your side"),
    "go_on": QT_TRANSLATE_NOOP("Hint", "this round is over: go on"),
    "take": QT_TRANSLATE_NOOP("Hint", "your hand is strong enough in %1 to take"),
    "take_nt": QT_TRANSLATE_NOOP("Hint", "your sure tricks are enough to take in No trump"),
    "bid_estimate": QT_TRANSLATE_NOOP("Hint", "your hand supports about %1 in %2"),
    "coinche": QT_TRANSLATE_NOOP(
        "Hint", "their contract looks beatable: your trumps and aces defend"
    ),
    "surcoinche": QT_TRANSLATE_NOOP("Hint", "your hand is well above their contract"),
    "pass_weak": QT_TRANSLATE_NOOP("Hint", "your hand is too weak for more"),
    "pass_take": QT_TRANSLATE_NOOP("Hint", "your hand is too weak to take"),
    "dare_cap": QT_TRANSLATE_NOOP("Hint", "the highest dare only makes their melds dearer"),
    "meld_worth": QT_TRANSLATE_NOOP("Hint", "the meld's points are worth its price"),
    "meld_pass": QT_TRANSLATE_NOOP("Hint", "no meld here is worth its price"),
    "bid_tricks": QT_TRANSLATE_NOOP("Hint", "your hand should take about %1 tricks"),
    "mulligan": QT_TRANSLATE_NOOP("Hint", "a fresh hand should be better than this one"),
    "uncontested": QT_TRANSLATE_NOOP("Hint", "nobody else is left in"),
    "set_beats": QT_TRANSLATE_NOOP("Hint", "this set beats about %1% of what they can hold"),
    "fold_chance": QT_TRANSLATE_NOOP("Hint", "about %1% to win the showdown: not worth the price"),
    "fold_hopeless": QT_TRANSLATE_NOOP("Hint", "almost no chance to win the showdown: fold"),
    "fold_keep": QT_TRANSLATE_NOOP(
        "Hint", "these cards are worth keeping: next round adds a card to them"
    ),
    "call_chance": QT_TRANSLATE_NOOP(
        "Hint", "about %1% to win the showdown: the pot pays the price"
    ),
    "joker_low": QT_TRANSLATE_NOOP(
        "Hint", "the lower card becomes the joker, the higher is left to the next player"
    ),
    "declare_chance": QT_TRANSLATE_NOOP("Hint", "about %1% that your total is the lowest"),
    "throw_high": QT_TRANSLATE_NOOP("Hint", "it throws your highest card"),
    "throw_plan": QT_TRANSLATE_NOOP(
        "Hint", "it keeps the hand that gets lowest over your next turns"
    ),
    "draw": QT_TRANSLATE_NOOP("Hint", "no card on offer lowers your total: draw"),
    "pick_low": QT_TRANSLATE_NOOP(
        "Hint", "this card lowers your total the most over your next turns"
    ),
}


def reason_words(game_id: str, reason: Any) -> str:
    """The reason (an ``engine.ai.reasons.Reason``) as a sentence, "" for none or an
    unknown code; suit codes among its arguments in words."""
    code = getattr(reason, "code", None)
    text = REASONS.get(code) if isinstance(code, str) else None
    if text is None:
        return ""
    args = [suit_words(game_id, str(a)) or str(a) for a in getattr(reason, "args", ())]
    return fill(Hint.tr(text), *args)
