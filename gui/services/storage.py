"""Where the app keeps its files, and how it sets aside files it cannot read.

Settings live in the user's config directory, saves in the user's data directory
(platformdirs). Nothing here imports Qt, so it is tested like the engine.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from engine.records import RecordError, read_record, replay, write_json_atomic
from engine.validate import (
    MAX_FILE_BYTES,
    Schema,
    SchemaError,
    any_json,
    boolean,
    dict_of,
    integer,
    list_of,
    text,
)

log = logging.getLogger(__name__)

APP = "card-table"
SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
THEMES = ("system", "light", "dark")
FELTS = ("green", "blue", "red", "grey")  # colours in gui/theme.py
CARD_BACKS = ("blue", "red", "green", "purple", "black")  # back_<name> in every deck's SVG
DRAWER_WIDTHS = (200, 900)  # the side drawer's width, in pixels
TRICK_LINGER_MS = (0, 5000)  # how long a finished trick may stay on the table
_OPTIONS = dict_of(text(), any_json(max_depth=3, max_items=100, max_text=200), 100)
# each setting's schema: a value that does not fit falls back to the default
SETTINGS_SCHEMA: dict[str, Schema] = {
    "animation_speed": text(choices=SPEEDS),
    "reduced_motion": boolean(),
    "language": text(),
    "card_back": text(choices=CARD_BACKS),
    "four_colour": boolean(),
    "undo": boolean(),
    "theme": text(choices=THEMES),
    "felt": text(choices=FELTS),
    "sound": boolean(),
    "last_game": text(),
    "saved_tutorial": text(),
    "geometry": text(20_000),
    "game_options": dict_of(text(), _OPTIONS, 100),
    "seat_levels": dict_of(text(), list_of(text(), 1000), 100),
    "drawer": boolean(),
    "drawer_width": integer(*DRAWER_WIDTHS),
    "show_playable": boolean(),
    "announce_by_hand": boolean(),
    "trick_linger": integer(*TRICK_LINGER_MS),
}
PRESETS_SCHEMA = dict_of(text(), dict_of(text(), _OPTIONS, 1000), 100)


def config_dir() -> Path:
    """The user's config directory for the app."""
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    """The user's data directory for the app."""
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def set_aside(path: Path) -> Path | None:
    """Rename a corrupt file to ``<name>.corrupt-<time>`` so nothing is lost. Never raises:
    when the folder does not allow it (read-only, full), the file stays where it is, the
    failure is logged and None is returned (the caller goes on without the file)."""
    target = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 1
    try:
        while target.exists():
            target = target.with_name(f"{target.name}-{n}")
            n += 1
        path.replace(target)
    except OSError as e:
        log.warning("could not set %s aside: %s", path, e)
        return None
    return target


def clean_temp_files(folders: list[Path] | None = None) -> list[Path]:
    """Remove the temporary files of saves that were killed mid-write (``.<name>.*.tmp``,
    made by ``write_json_atomic``): at start, by the one instance that holds the data
    folder. Returns what was removed; a file that cannot be removed is left."""
    folders = folders or [config_dir(), data_dir() / "saves", history_dir()]
    removed = []
    for folder in folders:
        try:
            found = list(folder.glob(".*.tmp")) if folder.is_dir() else []
        except OSError:
            continue
        for path in found:
            try:
                path.unlink()
                removed.append(path)
            except OSError as e:
                log.warning("could not remove %s: %s", path, e)
    return removed


@dataclass
class AppSettings:
    """Everything the player sets, with defaults. Unknown or ill-typed keys fall back."""

    animation_speed: str = "normal"
    reduced_motion: bool = False
    language: str = ""  # empty: the system's
    card_back: str = "blue"
    four_colour: bool = False
    undo: bool = True  # the player may take back a move in solo play (marked in the record)
    announce_by_hand: bool = False  # Belote: the player announces; a card played first asks
    theme: str = "system"  # system | light | dark
    felt: str = "green"
    sound: bool = False
    show_playable: bool = True  # the hand cards that cannot be played now are dimmed
    trick_linger: int = 1200  # ms a finished trick stays on the table
    last_game: str = ""  # empty: none yet (the chooser shows the registry's first game)
    # the tutorial the autosave holds (its id), so that Resume goes on guiding it; "" when
    # the autosave is a game of the player's own
    saved_tutorial: str = ""
    geometry: str = ""  # the main window's saved geometry, base64
    # the side drawer (score sheet, hand log, last trick): closed by default, so the felt is
    # the window; the player's choice and the drawer's width are remembered
    drawer: bool = False
    drawer_width: int = 320
    game_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    seat_levels: dict[str, list[str]] = field(default_factory=dict)

    @property
    def speed_factor(self) -> float:
        """Multiplier for every animation duration; 0 is instant."""
        return SPEEDS.get(self.animation_speed, 1.0)


@dataclass
class Loaded:
    """A loaded settings object and what went wrong, if anything (for a message)."""

    settings: AppSettings
    problem: str | None = None
    moved_to: Path | None = None
    temporary: bool = False  # the file is kept but could not be read: do not overwrite it


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Loaded:
    """Read the settings; a corrupt file is set aside and defaults are used."""
    path = path or settings_path()
    if not path.exists():
        return Loaded(AppSettings())
    try:
        data = read_json(path, 1_000_000)
    except OSError as e:  # temporary (permissions, a device error): the file is kept
        return Loaded(
            AppSettings(), f"settings could not be read ({e.strerror or e})", temporary=True
        )
    except ValueError as e:
        moved = set_aside(path)
        return Loaded(AppSettings(), f"settings could not be read ({e})", moved)
    if not isinstance(data, dict):
        moved = set_aside(path)
        return Loaded(AppSettings(), "settings could not be read (not a JSON object)", moved)
    values: dict[str, Any] = {}
    bad = []
    for f in fields(AppSettings):
        if f.name not in data:
            continue
        try:
            SETTINGS_SCHEMA[f.name](data[f.name], f.name)
            values[f.name] = data[f.name]
        except SchemaError as e:
            log.warning("setting ignored: %s", e)
            bad.append(f.name)
    settings = AppSettings(**values)
    return Loaded(settings, f"ignored invalid settings: {', '.join(bad)}" if bad else None)


def read_json(path: Path, max_bytes: int = MAX_FILE_BYTES) -> Any:
    """A JSON file's value, its size bounded.

    Raises:
        OSError: the file cannot be read now (kept: may be temporary).
        ValueError: the file is damaged: too large, a folder, not UTF-8, not JSON, nested
            too deeply, or a number too long; the message says which in words.
    """
    if path.is_dir():
        raise ValueError("it is a folder, not a file")
    if path.stat().st_size > max_bytes:
        raise ValueError("the file is too large")
    raw = path.read_bytes()
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ValueError("the file is not UTF-8 text") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"the file is damaged: not valid JSON at line {e.lineno}") from None
    except RecursionError:
        raise ValueError("the file is nested too deeply") from None
    except ValueError:
        raise ValueError("the file holds a number too long to read") from None


def save_settings(settings: AppSettings, path: Path | None = None) -> None:
    """Write the settings atomically."""
    write_json_atomic(
        path or settings_path(), {f.name: getattr(settings, f.name) for f in fields(AppSettings)}
    )


def save_path() -> Path:
    """The autosave of the game in progress."""
    return data_dir() / "saves" / "current.json"


def write_save(record: dict[str, Any], path: Path | None = None) -> None:
    """Autosave the game in progress (a hand record), atomically."""
    write_json_atomic(path or save_path(), record)


@dataclass
class Resumed:
    """The result of looking for a save: a record and its replayed state, or a problem."""

    record: dict[str, Any] | None = None
    state: Any = None
    problem: str | None = None
    moved_to: Path | None = None


def saved_game_id(path: Path | None = None) -> str | None:
    """The game of the autosave, read without replaying it (None: no readable save)."""
    try:
        game = read_record(path or save_path()).get("game")
    except (RecordError, OSError):
        return None
    return game if isinstance(game, str) else None


def load_save(path: Path | None = None) -> Resumed:
    """Read and replay the autosave; a save that does not load is set aside with a reason."""
    path = path or save_path()
    if not path.exists():
        return Resumed()
    try:
        record = read_record(path)
        state = replay(record)
    except RecordError as e:
        if e.reason == "unreadable":  # temporary: the save is kept for the next try
            return Resumed(problem=str(e))
        moved = set_aside(path)
        return Resumed(problem=str(e), moved_to=moved)
    if state.is_terminal:
        return Resumed()
    return Resumed(record, state)


def history_dir() -> Path:
    """Where finished games are kept as hand records."""
    return data_dir() / "history"


def archive_record(
    record: dict[str, Any], folder: Path | None = None, path: Path | None = None
) -> Path:
    """Keep a game's record in the history folder (after each finished hand and at the
    end); ``path`` rewrites that game's earlier file. Returns the file's path."""
    if path is not None:
        write_json_atomic(path, record)
        return path
    folder = folder or history_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{stamp}-{record.get('game', 'game')}-{record.get('seed', 0)}.json"
    n = 1
    while path.exists():
        path = path.with_name(f"{path.stem}-{n}.json")
        n += 1
    write_json_atomic(path, record)
    return path


def find_archive(record: dict[str, Any], folder: Path | None = None) -> Path | None:
    """The history file of the game ``record`` continues (same deal, its actions a prefix
    of the record's), so a resumed game keeps rewriting its own file."""
    folder = folder or history_dir()
    actions = record.get("actions", [])
    for path in sorted(
        folder.glob(f"*-{record.get('game')}-{record.get('seed')}*.json"), reverse=True
    ):
        try:
            old = read_record(path)  # size-limited: a huge file is skipped, not read
        except (RecordError, OSError):
            continue
        if (
            isinstance(old, dict)
            and old.get("result") is None
            and isinstance(old.get("actions"), list)
            and old.get("deck") == record.get("deck")
            and old.get("actions") == actions[: len(old.get("actions") or [])]
        ):
            return path
    return None


def stats_path() -> Path:
    """The statistics database."""
    return data_dir() / "stats.sqlite"


def log_path() -> Path:
    """The app's log file (rotated)."""
    return data_dir() / "logs" / "card-table.log"


def clear_save(path: Path | None = None) -> None:
    """Remove the autosave (the game ended or was abandoned)."""
    (path or save_path()).unlink(missing_ok=True)


# -- house-rule presets ------------------------------------------------------------------------

PRESET_FORMAT = "card-table/preset"
MAX_PRESET_BYTES = 100_000


class PresetError(ValueError):
    """A preset file that cannot be used. ``reason`` is a code and ``details`` fill it
    (``gui.text.preset_problem`` says it in the player's language); the message is the
    same in plain English, for logs."""

    def __init__(self, reason: str, message: str, **details: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.details = details


def presets_path() -> Path:
    """The presets file: named house-rule presets per game."""
    return config_dir() / "presets.json"


def load_presets(
    path: Path | None = None,
    problems: list[str] | None = None,
    errors: list[BaseException] | None = None,
) -> dict[str, dict[str, dict[str, Any]]]:
    """Every saved preset, ``{game: {name: options}}``; an unreadable file is set aside and
    what went wrong is added to ``problems`` (plain English, for logs) and ``errors`` (the
    error itself, for a message in words: ``gui.text.file_problem``)."""
    path = path or presets_path()
    if not path.exists():
        return {}
    try:
        data = read_json(path, 100 * MAX_PRESET_BYTES)
        try:
            PRESETS_SCHEMA(data, "")
        except SchemaError as e:
            raise ValueError(f"not a presets file: {e}") from None
    except OSError as e:  # temporary: kept for the next try
        if problems is not None:
            problems.append(f"presets could not be read now ({e.strerror or e})")
        if errors is not None:
            errors.append(e)
        return {}
    except ValueError as e:
        if errors is not None:
            errors.append(e)
        moved = set_aside(path)
        if problems is not None:
            problems.append(f"presets could not be read ({e}); the file was set aside as {moved}")
        return {}
    return data


def save_preset(game_id: str, name: str, options: dict[str, Any], path: Path | None = None) -> None:
    """Keep ``options`` as the preset ``name`` of ``game_id`` (replacing one of that name)."""
    presets = load_presets(path)
    presets.setdefault(game_id, {})[name] = dict(options)
    write_json_atomic(path or presets_path(), presets)


def delete_preset(game_id: str, name: str, path: Path | None = None) -> bool:
    """Forget the preset ``name`` of ``game_id``; returns whether there was one."""
    presets = load_presets(path)
    if name not in presets.get(game_id, {}):
        return False
    del presets[game_id][name]
    if not presets[game_id]:
        del presets[game_id]
    write_json_atomic(path or presets_path(), presets)
    return True


def export_preset(target: Path, game_id: str, name: str, options: dict[str, Any]) -> None:
    """Write one preset to a file of its own, to share."""
    write_json_atomic(
        target,
        {
            "format": PRESET_FORMAT,
            "version": 1,
            "game": game_id,
            "name": name,
            "options": dict(options),
        },
    )


def import_preset(source: Path, game: Any) -> tuple[str, dict[str, Any]]:
    """Read a preset file for ``game`` (a registered Game): its name and checked options.

    Raises:
        PresetError: the file cannot be read, is not a preset, is for another game, or its
            options are not valid for this game.
    """
    try:
        # too large: raised after the try, since a PresetError is a ValueError
        too_large = source.stat().st_size > MAX_PRESET_BYTES
        data = None if too_large else json.loads(source.read_text(encoding="utf-8"))
    except OSError as e:
        raise PresetError(
            "unreadable",
            f"cannot read {source.name}: {e.strerror}",
            file=source.name,
            error=e.strerror,
        ) from None
    except (ValueError, RecursionError):
        raise PresetError(
            "not_json", f"{source.name} is not a valid preset file (not JSON)", file=source.name
        ) from None
    if too_large:
        raise PresetError(
            "too_large", f"{source.name} is too large to be a preset", file=source.name
        )
    if not isinstance(data, dict) or data.get("format") != PRESET_FORMAT:
        raise PresetError("not_a_preset", f"{source.name} is not a preset file", file=source.name)
    if data.get("game") != game.id:
        raise PresetError(
            "other_game",
            f"{source.name} is a preset for {data.get('game')!r}, not {game.id!r}",
            file=source.name,
            game=data.get("game"),
            this_game=game.id,
        )
    name, options = data.get("name"), data.get("options")
    try:
        text(non_empty=True)(name, "name")
        _OPTIONS(options, "options")
    except SchemaError:
        name = None  # too long, not a text, or options out of bounds: refused below
    if not isinstance(name, str) or not name.strip() or not isinstance(options, dict):
        raise PresetError(
            "incomplete", f"{source.name} has no name or no options", file=source.name
        )
    try:
        game.options_from_dict(options)
    except (ValueError, TypeError) as e:
        raise PresetError(
            "bad_options",
            f"{source.name} has options this game cannot use ({e})",
            file=source.name,
            cause=e,
        ) from None
    return name.strip(), options
