"""The app's dialogs, one module each (the statistics window: ``gui.dialogs.stats``)."""

# Until the other dialogs move into this package, their module ``gui/dialogs.py`` (which
# this package hides from the import system) runs here, as ``gui.dialogs``, so that
# ``from gui.dialogs import NewGameDialog`` keeps working. The dialogs' split replaces this.
from pathlib import Path as _Path

_module = _Path(__file__).resolve().parent.parent / "dialogs.py"
exec(compile(_module.read_text(encoding="utf-8"), str(_module), "exec"))
del _Path, _module
