"""Where the app's runtime files are: card art, icons, desktop files and translations.

The only module that knows. Installed (a wheel, ``pipx install .``), they are the package
data of ``card_table_assets`` and ``card_table_translations``, which ``pyproject.toml``
maps onto the checkout's ``assets/`` and ``translations/`` folders, found with
``importlib.resources``. Run from a checkout (``main.py``, an editable install, or
``PYTHONPATH``), they are that checkout's folders, so the code and the data always come
from the same tree.
"""

from __future__ import annotations

import re
from importlib import metadata, resources
from pathlib import Path
from xml.sax.saxutils import escape

from gui.games import plugins

APP_ID = "io.github.cardtable.CardTable"  # the desktop id: .desktop, metainfo, icon names
APP_NAME = "Card Table"
LANGUAGES = ("de", "en", "es", "fr")  # translations/card_table_<lang>.qm
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)  # assets/icons/<size>.png

_ROOT = Path(__file__).resolve().parents[1]


def _folder(package: str, name: str) -> Path:
    if (_ROOT / "pyproject.toml").is_file() and (_ROOT / name / "__init__.py").is_file():
        return _ROOT / name
    return Path(str(resources.files(package)))


def assets() -> Path:
    """The ``assets/`` folder (card art, icons, desktop files)."""
    return _folder("card_table_assets", "assets")


def translations() -> Path:
    """The folder of the ``card_table_<lang>.qm`` files."""
    return _folder("card_table_translations", "translations")


def deck_svg(deck_art: str) -> Path:
    """The SVG of one deck's card art."""
    return assets() / "cards" / f"{deck_art}.svg"


def icon_svg() -> Path:
    """The application icon, scalable."""
    return assets() / "icons" / f"{APP_ID}.svg"


def icon_png(size: int) -> Path:
    """The application icon drawn at ``size`` × ``size`` pixels."""
    return assets() / "icons" / f"{size}.png"


def desktop_file() -> Path:
    """The freedesktop ``.desktop`` entry."""
    return assets() / "desktop" / f"{APP_ID}.desktop"


def metainfo_file() -> Path:
    """The AppStream metainfo."""
    return assets() / "desktop" / f"{APP_ID}.metainfo.xml"


def suit_font() -> Path:
    """The font of the suit symbols the system's fonts lack, drawn from the card art
    (``assets/fonts/make_font.py``)."""
    return assets() / "fonts" / "CardTableSuits.otf"


def homepage() -> str:
    """The app's web page (the metainfo's homepage), where problems are reported."""
    import re

    text = metainfo_file().read_text(encoding="utf-8")
    m = re.search(r'<url type="homepage">([^<]+)</url>', text)
    return m.group(1).strip() if m else ""


def decks() -> list[str]:
    """The card art every game's table uses (``assets/cards/<deck>.svg``)."""
    return sorted({p.adapter.deck_art for p in plugins()})


def runtime_files() -> list[Path]:
    """Every file the app reads at run time: what a wheel must hold."""
    return [
        *(deck_svg(d) for d in decks()),
        *(translations() / f"card_table_{lang}.qm" for lang in LANGUAGES),
        icon_svg(),
        *(icon_png(s) for s in ICON_SIZES),
        desktop_file(),
        metainfo_file(),
        suit_font(),
    ]


def app_version() -> str:
    """The installed version of the app, or "unknown" when it is not installed."""
    try:
        return metadata.version("card-table")
    except metadata.PackageNotFoundError:
        return "unknown"


def translated_svg(svg: str, words: dict[str, str]) -> str:
    """``svg`` with each text element that reads a word of ``words`` reading its
    translation instead, its font made smaller by as much as the word grew (a longer word
    keeps within the banner it is drawn on)."""

    def put(match: re.Match[str]) -> str:
        head, size, rest, word = match.groups()
        said = words[word]
        scale = min(1.0, len(word) / max(1, len(said)))
        return f"{head}{float(size) * scale:.4g}{rest}{escape(said)}</text>"

    changed = [re.escape(w) for w, said in words.items() if said != w]
    if not changed:
        return svg
    pattern = r'(<text[^>]*font-size=")([\d.]+)("[^>]*>)(' + "|".join(changed) + r")</text>"
    return re.sub(pattern, put, svg)
