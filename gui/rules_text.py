"""The rules of each game as the table plays them, in words, from the options in force.

A rule that is off is not described, and every number is the table's own (target, ante,
limits, stakes). The binding rules are in ``docs/rules``; each game's package puts them
into translated sentences (``gui/games/<game>/rules.py``, its plugin's ``rules_html``) with
the helpers here. Every sentence is a literal string passed to
``QCoreApplication.translate`` so Qt Linguist finds it.
"""

from __future__ import annotations

from html import escape
from typing import Any

from gui.games import has_table, plugin_for
from gui.text import game_description, game_name
from gui.tr import Context

# plural texts (%n): lupdate reads the count only through .tr(text, None, n)
RulesText = Context("RulesText")


def para(*sentences: str) -> str:
    """A paragraph of the sentences given (empty ones left out)."""
    return "<p>" + " ".join(s for s in sentences if s) + "</p>"


def heading(text: str) -> str:
    """A section heading."""
    return "<h3>" + escape(text) + "</h3>"


def bullets(*items: str) -> str:
    """A bulleted list."""
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def dollars(n: int) -> str:
    """An amount of money."""
    return "$" + str(n)


def rules_html(game: Any, options: Any) -> str:
    """The rules of ``game`` (a registered Game) as played with ``options``, as HTML."""
    if has_table(game.id):
        return plugin_for(game.id).rules_html(options)
    return (
        f"<h2>{escape(game_name(game.id))}</h2>"
        f"<p>{escape(game_description(game.id, game.description))}</p>"
    )
