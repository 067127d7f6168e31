"""The rules of each game as the table plays them, in words, from the options in force.

A rule that is off is not described, and every number is the table's own (target, ante,
limits, stakes). The binding rules are in ``docs/rules``; each game's package puts them
into translated sentences (``gui/games/<game>/rules.py``, its plugin's ``rules_html``) with
the helpers here. Every sentence is a literal string passed to
``QCoreApplication.translate`` so Qt Linguist finds it.
"""

from __future__ import annotations

import re
from dataclasses import fields
from html import escape
from typing import Any

from gui.games import has_table, plugin_for
from gui.text import (
    game_description,
    game_name,
    option_help,
    option_label,
    option_value,
)
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


_BLOCK = re.compile(r"<p>.*?</p>|<li>.*?</li>", re.S)


def _blocks(html: str) -> list[str]:
    return _BLOCK.findall(html)


def _other_values(field: Any, now: object) -> list[object]:
    md = field.metadata
    if "choices" in md:
        return [c for c in md["choices"] if c != now]
    if isinstance(field.default, bool):
        return [not now]
    if isinstance(field.default, int):
        low, high = int(md.get("min", 0)), int(md.get("max", 100000))
        near = {low, high, field.default, int(str(now)) - 1, int(str(now)) + 1}
        return [v for v in sorted(near) if low <= v <= high and v != now]
    return []


def option_help_html(game: Any, options: Any, name: str) -> str:
    """The help of one option (its "?" button): what it does, the values it takes and the
    one chosen now, and the rules it changes as the options chosen now make them (the
    paragraphs of the rules that read otherwise with another value), not the whole rules."""
    field = next(f for f in fields(game.options_type) if f.name == name)
    md, now = field.metadata, getattr(options, name)
    shown = option_value(now)
    if md.get("zero") == "usual" and now == 0:
        shown = RulesText.tr("usual for the variant")
    if "choices" in md:
        values = RulesText.tr("One of: %1. Now: %2.").replace(
            "%1", ", ".join(option_value(c) for c in md["choices"])
        )
    elif isinstance(field.default, bool):
        values = RulesText.tr("Yes or no. Now: %2.")
    else:
        values = (
            RulesText.tr("From %1 to %3. Now: %2.")
            .replace("%1", str(md.get("min", 0)))
            .replace("%3", str(md.get("max", "")))
        )
    out = [
        f"<h3>{escape(option_label(name))}</h3>",
        para(option_help(name), values.replace("%2", shown)),
    ]
    current = _blocks(rules_html(game, options))
    data = game.options_to_dict(options)
    others = []
    for v in _other_values(field, now):
        try:
            others.append(set(_blocks(rules_html(game, game.options_from_dict({**data, name: v})))))
        except (ValueError, TypeError):
            continue  # a value these options cannot be played with
    changed = [b for b in current if any(b not in o for o in others)]
    if changed:
        out.append(para(RulesText.tr("What it makes of the rules now:")))
        out += [f"<ul>{b}</ul>" if b.startswith("<li>") else b for b in changed]
    return "".join(out)
