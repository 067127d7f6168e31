"""Translation contexts for code outside QObject classes (a leaf module: it imports only Qt,
so any module may use it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["Context"]


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
