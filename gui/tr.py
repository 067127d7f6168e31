"""Translation contexts for code outside QObject classes, and the typed ``QT_TRANSLATE_NOOP``
(a leaf module: it imports only Qt, so any module may use it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication

__all__ = ["QT_TRANSLATE_NOOP", "Context", "fill"]

# Qt's marker for a text translated later: pyside6-lupdate extracts ``(context, text)`` and
# the call returns ``text`` unchanged. PySide6's stubs type it ``(object, object) -> object``.
QT_TRANSLATE_NOOP = cast(Callable[[str, str], str], QtCore.QT_TRANSLATE_NOOP)


class Context:
    """A translation context for code outside QObject classes.

    ``Belote = Context("Belote")``, then ``Belote.tr("Pass")``: pyside6-lupdate takes the
    name before ``.tr(`` as the context, so the variable and the context share one name (a
    bare ``tr("...")`` would be extracted with no context and never found at run time).
    Texts looked up from a table are marked where they are written, with
    ``QT_TRANSLATE_NOOP("Belote", "...")``.
    """

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``text`` in the player's language; ``%n`` takes ``n`` with its plural form."""
        return QCoreApplication.translate(self.name, text, disambiguation, n)


def fill(text: str, *values: object) -> str:
    """``text`` with ``%1``, ``%2``... replaced by ``values`` (Qt's argument style)."""
    for i, v in enumerate(values, 1):
        text = text.replace(f"%{i}", str(v))
    return text
