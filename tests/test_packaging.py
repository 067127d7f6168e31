"""What a wheel holds and what the desktop integration writes.

The wheel itself is built, installed in a fresh venv and started by ``.ci/wheel-smoke``;
these tests keep ``pyproject.toml`` in step with the tree so that it holds every package
and every runtime file ``gui/resources.py`` names."""

from __future__ import annotations

import configparser
import fnmatch
import tomllib
from pathlib import Path

import pytest

from gui import desktop, resources

ROOT = Path(__file__).resolve().parent.parent
SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
    "setuptools"
]


def package_folder(package: str) -> Path:
    """The folder a package name is built from (``[tool.setuptools.package-dir]``)."""
    top, *rest = package.split(".")
    return ROOT / SETUPTOOLS["package-dir"].get(top, top) / Path(*rest)


def test_every_python_package_of_the_tree_is_in_the_wheel():
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for top in ("engine", "gui")
        for p in (ROOT / top).rglob("__init__.py")
    }
    missing = sorted(found - set(SETUPTOOLS["packages"]))
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {missing}"
    for package in SETUPTOOLS["packages"]:
        assert package_folder(package).is_dir(), package


def test_every_runtime_file_exists_and_is_package_data():
    data = SETUPTOOLS["package-data"]
    for path in resources.runtime_files():
        assert path.is_file(), path
        owner = max(
            (p for p in SETUPTOOLS["packages"] if path.is_relative_to(package_folder(p))),
            key=len,
        )
        name = path.relative_to(package_folder(owner)).as_posix()
        assert any(fnmatch.fnmatch(name, g) for g in data.get(owner, [])), (owner, name)


def test_resources_come_from_this_checkout():
    assert resources.assets() == ROOT / "assets"
    assert resources.translations() == ROOT / "translations"
    assert resources.deck_svg("french") == ROOT / "assets" / "cards" / "french.svg"


def test_desktop_file_names_the_app_icon_and_command():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keep the keys' case
    entry.read(resources.desktop_file(), encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Name"] == resources.APP_NAME
    assert section["Icon"] == resources.APP_ID
    assert section["Exec"] == "card-table"
    metainfo = resources.metainfo_file().read_text(encoding="utf-8")
    assert f"<id>{resources.APP_ID}</id>" in metainfo
    assert f'<launchable type="desktop-id">{resources.APP_ID}.desktop</launchable>' in metainfo


def test_icon_pngs_have_their_sizes(qapp):
    from PySide6.QtGui import QImage

    for size in resources.ICON_SIZES:
        image = QImage(str(resources.icon_png(size)))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()


def test_install_desktop_entry_writes_and_uninstall_removes(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    written = desktop.install()
    app_id = resources.APP_ID
    expected = {
        tmp_path / "applications" / f"{app_id}.desktop",
        tmp_path / "metainfo" / f"{app_id}.metainfo.xml",
        tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{app_id}.svg",
        *(
            tmp_path / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{app_id}.png"
            for s in resources.ICON_SIZES
        ),
    }
    assert set(written) == expected and all(p.is_file() for p in expected)
    lines = (tmp_path / "applications" / f"{app_id}.desktop").read_text().splitlines()
    (exec_line,) = [ln for ln in lines if ln.startswith("Exec=")]
    assert exec_line == "Exec=" + desktop.exec_line(desktop.launcher())
    assert Path(desktop.launcher()[0]).is_file()
    assert (tmp_path / "icons/hicolor/48x48/apps" / f"{app_id}.png").read_bytes() == (
        resources.icon_png(48).read_bytes()
    )
    assert set(desktop.uninstall()) == expected
    assert not any(p.exists() for p in expected)
    assert desktop.uninstall() == []


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (["/opt/card-table/bin/card-table"], "/opt/card-table/bin/card-table"),
        (["/home/a b/venv/bin/python", "main.py"], '"/home/a b/venv/bin/python" main.py'),
        (['/x/say "$hi"'], '"/x/say \\"\\$hi\\""'),
    ],
)
def test_exec_line_quotes_as_the_desktop_spec_says(argv, line):
    assert desktop.exec_line(argv) == line


def test_window_icon_has_every_size(qapp):
    from gui.app import app_icon

    icon = app_icon()
    assert not icon.isNull()
    assert {s.width() for s in icon.availableSizes()} >= set(resources.ICON_SIZES)
