"""The GUI reads typed events: their classes and fields, never a ``kind`` string or ``data``.

An AST check over ``gui/``: no ``x.data[...]`` or ``x.data.get(...)`` anywhere, and no
``kind`` or ``data`` read off an event (``e.kind == "trick_won"`` and ``kind = event.kind``
alike). An event is a name the GUI gives events (``e``, ``ev``, ``event``, ``*_event``) or
the loop variable of a ``for`` (or comprehension) over ``events`` or ``*_events``. Actions
keep their ``kind`` (``action.kind == "play"``): they are not events.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

GUI = Path(__file__).resolve().parents[2] / "gui"
_EVENT_NAME = re.compile(r"^(e|ev|evt|event|\w+_event)$")
_EVENTS_NAME = re.compile(r"^(events|\w+_events)$")


def untyped_reads(source: str, filename: str = "<source>") -> list[str]:
    """Where ``source`` reads an event the untyped way, as ``file:line: what``."""
    tree = ast.parse(source, filename)
    parents: dict[ast.AST, ast.AST] = {}
    loop_names: set[str] = set()
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
        if isinstance(node, ast.For | ast.comprehension) and isinstance(node.target, ast.Name):
            it = node.iter
            base = it.attr if isinstance(it, ast.Attribute) else getattr(it, "id", "")
            if _EVENTS_NAME.match(base):
                loop_names.add(node.target.id)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or node.attr not in ("data", "kind"):
            continue
        where, parent = f"{filename}:{node.lineno}", parents.get(node)
        if node.attr == "data" and isinstance(parent, ast.Subscript) and parent.value is node:
            found.append(f"{where}: .data[...]")
        elif node.attr == "data" and isinstance(parent, ast.Attribute) and parent.attr == "get":
            found.append(f"{where}: .data.get(...)")
        elif isinstance(node.value, ast.Name) and (
            _EVENT_NAME.match(node.value.id) or node.value.id in loop_names
        ):
            found.append(f"{where}: {node.value.id}.{node.attr}")
    return sorted(found, key=lambda f: int(f.split(":")[-2]))


def test_the_check_finds_every_untyped_read():
    source = """
def f(event, events, action, item):
    a = event.kind == "trick_won"
    b = event.data["card"]
    for x in events:
        if x.kind in ("bet", "raised"):
            c = x.data.get("pot")
    d = [y.data for y in self.events]
    kind = event.kind
    r = anything.data["scores"]
    # not events: an action's kind, a Qt item's data, a plain dict
    ok = action.kind == "play" and item.data(0) and data["actions"] and event.card
"""
    found = [line.split(": ", 1)[1] for line in untyped_reads(source)]
    assert found == [
        "event.kind",
        ".data[...]",
        "x.kind",
        ".data.get(...)",
        "y.data",
        "event.kind",
        ".data[...]",
    ]


def test_the_gui_reads_events_only_by_class_and_field():
    found = []
    for path in sorted(GUI.rglob("*.py")):
        found += untyped_reads(path.read_text(encoding="utf-8"), str(path.relative_to(GUI)))
    assert found == []
