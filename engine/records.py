"""Hand records: a game as JSON (options, seed or stacked deck, seats, actions, result).

Loading a record replays its actions from the start and checks the stored result, so a
record is also a save and a rules scenario. The format is documented in
``docs/hand-records.md``.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from engine.cards import Card, cards_text
from engine.core import Action, IllegalActionError, InvalidOptionsError, State
from engine.registry import get_game
from engine.validate import (
    MAX_FILE_BYTES,
    MAX_INT,
    SchemaError,
    any_json,
    dict_of,
    integer,
    list_of,
    nullable,
    obj,
    short,
    text,
)

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "MAX_RECORD_BYTES",
    "RecordError",
    "RECORD_SCHEMA",
    "apply_recorded",
    "check_envelope",
    "check_result",
    "load_record",
    "make_record",
    "read_record",
    "replay",
    "start_state",
    "write_json_atomic",
]

FORMAT = "card-table/hand-record"
FORMAT_VERSION = 1
MAX_RECORD_BYTES = MAX_FILE_BYTES
MAX_ACTIONS = 1_000_000
MAX_SEATS = 64  # Declare seats up to 20; generous, still bounded
T = TypeVar("T")

_SEAT = obj(
    {
        "seat": integer(0, MAX_SEATS),
        "kind": nullable(text()),
        "bot": nullable(text()),
        "level": nullable(text()),
        "name": nullable(text()),
    },
    others=any_json(max_depth=2, max_items=20, max_text=200),
    max_len=20,
)
_SCORES = list_of(integer(), MAX_SEATS)
_SEATS = list_of(integer(0, MAX_SEATS), MAX_SEATS)
# Every field of a record, bounded (docs/hand-records.md); other keys are bounded JSON.
RECORD_SCHEMA = obj(
    {
        "format": text(),
        "format_version": integer(1, 1000),
        "game": text(non_empty=True),
        "game_version": any_json(max_depth=0, max_text=200),
        "options": dict_of(text(), any_json(max_depth=3, max_items=100, max_text=200), 100),
        "seed": integer(),
        "deck": nullable(list_of(text(16), 1000)),
        "seats": list_of(_SEAT, MAX_SEATS),
        "actions": list_of(text(), MAX_ACTIONS),
        "result": nullable(obj({"scores": _SCORES, "winners": _SEATS}, ("scores", "winners"))),
        "fair_deal": nullable(any_json(max_depth=4, max_items=1000, max_text=1000)),
        "undo_used": integer(0, MAX_ACTIONS),
    },
    required=("game",),
    others=any_json(max_depth=4, max_items=1000, max_text=1000),
)
# reasons of a record that is damaged (set aside), not merely of another version or game
CORRUPT_REASONS = frozenset(
    {"not_a_record", "bad_version", "bad_field", "not_json", "too_large", "too_deep", "empty"}
)


class RecordError(ValueError):
    """A record that cannot be loaded. ``reason`` is a code; ``index`` the first bad action."""

    def __init__(self, reason: str, message: str, index: int | None = None):
        self.reason = reason
        self.index = index
        super().__init__(message)


def make_record(
    state: State,
    seats: Sequence[dict[str, Any]] | None = None,
    deck: Sequence[Card] | None = None,
    *,
    fair_deal: dict[str, Any] | None = None,
    undo_used: int = 0,
) -> dict[str, Any]:
    """The record of ``state`` so far (its options, seed, seats and every action), with the
    fair-deal proof (``engine.fairdeal``) and the number of undos when a table gives them."""
    game = state.game
    result = state.result()
    record: dict[str, Any] = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": game.id,
        "game_version": game.version,
        "options": game.options_to_dict(state.options),
        "seed": state.seed,
        "deck": cards_text(deck) if deck is not None else None,
        "seats": list(seats)
        if seats is not None
        else [{"seat": s, "kind": "bot", "bot": None} for s in range(state.num_players)],
        "actions": [str(a) for a in state.history],
        "result": None
        if result is None
        else {"scores": list(result.scores), "winners": list(result.winners)},
    }
    if fair_deal is not None:
        record["fair_deal"] = fair_deal
    if undo_used:
        record["undo_used"] = undo_used
    return record


def _need(cond: bool, reason: str, message: str) -> None:
    if not cond:
        raise RecordError(reason, message)


def replay(data: Any, *, upto: int | None = None) -> State:
    """Rebuild the state a record describes, checking every action and the stored result.

    Raises:
        RecordError: the record is malformed, of an unknown version, names an unknown game,
            has invalid options, an action that does not replay (the message names the
            first one), or a result that differs from the replay's.
    """
    state = start_state(data)
    actions = data.get("actions", [])
    for i, action_text in enumerate(actions if upto is None else actions[:upto]):
        apply_recorded(state.apply, i, action_text)
    if upto is None:
        check_result(data, state)
    return state


def start_state(data: Any) -> State:
    """The state a record starts from (its deal), after checking the whole envelope (format,
    version, game, options, seed, deck and that the actions are a list of texts).

    Raises:
        RecordError: as ``replay``, for everything but the actions' replay and the result.
    """
    version = _version(data)
    _need(
        version <= FORMAT_VERSION,
        "future_version",
        f"format version {version} is newer than this app reads ({FORMAT_VERSION})",
    )
    _check_fields(data)
    try:
        game = get_game(str(data.get("game")))
    except KeyError as e:
        raise RecordError("unknown_game", str(e.args[0])) from None
    gv = data.get("game_version")
    _need(
        gv == game.version,
        "bad_game_version",
        f"{game.id} rules version {short(gv)} is not {game.version}",
    )
    _need(isinstance(data.get("options", {}), dict), "bad_options", "options must be an object")
    try:
        options = game.options_from_dict(data.get("options"))
    except (InvalidOptionsError, TypeError) as e:
        raise RecordError("bad_options", f"invalid options: {e}") from None
    seed = data.get("seed", 0)
    _need(
        isinstance(seed, int) and not isinstance(seed, bool), "bad_seed", "seed must be an integer"
    )
    deck = data.get("deck")
    cards = None
    if deck is not None:
        _need(
            isinstance(deck, list) and all(isinstance(c, str) for c in deck),
            "bad_deck",
            "deck must be a list of card texts",
        )
        try:
            cards = [Card.parse(c) for c in deck]
        except ValueError as e:
            raise RecordError("bad_deck", f"bad card in deck: {e}") from None
    actions = data.get("actions", [])
    _need(
        isinstance(actions, list) and all(isinstance(a, str) for a in actions),
        "bad_actions",
        "actions must be a list of strings",
    )
    try:
        return game.new_state(options, seed, cards)
    except InvalidOptionsError as e:
        raise RecordError("bad_deck", f"cannot deal: {e}") from None


def check_envelope(data: Any) -> None:
    """Check every field of a record against ``RECORD_SCHEMA`` (types, ranges, lengths),
    without replaying it: cheap, so a list of files can check each.

    Raises:
        RecordError: ``not_a_record``, ``bad_version`` or ``bad_field``, in words.
    """
    _version(data)
    _check_fields(data)


def _version(data: Any) -> int:
    """The record's format version, after checking it is a hand record with one."""
    _need(isinstance(data, dict), "not_a_record", "not a hand record (expected a JSON object)")
    _need(data.get("format") == FORMAT, "not_a_record", f"not a hand record (format {FORMAT!r})")
    version = data.get("format_version")
    _need(
        isinstance(version, int) and not isinstance(version, bool),
        "bad_version",
        "format_version is missing or not an integer",
    )
    _need(version >= 1, "bad_version", f"format version {short(version)} does not exist")
    return int(version)


def _check_fields(data: Any) -> None:
    """Every field against ``RECORD_SCHEMA``, each fault told as its reason."""
    try:
        RECORD_SCHEMA(data, "")
    except SchemaError as e:
        field = e.where.split("[")[0].split(".")[0]
        if field == "seed":
            raise RecordError("bad_seed", f"seed must be an integer up to {MAX_INT}") from None
        if field == "actions":
            raise RecordError("bad_actions", f"actions must be a list of strings ({e})") from None
        raise RecordError("bad_field", f"the record's {e}") from None


def apply_recorded(apply: Callable[[Action], T], index: int, text: str) -> T:
    """Apply action number ``index`` of a record (its text) with ``apply``.

    Raises:
        RecordError: the action does not parse or is refused (the message names it).
    """
    try:
        return apply(Action.parse(text))
    except (IllegalActionError, ValueError) as e:
        reason = getattr(e, "reason", "unknown_action")
        raise RecordError(
            "bad_action", f"action {index + 1} ({text!r}) does not replay: {reason}", index=index
        ) from None


def check_result(data: dict[str, Any], state: State) -> None:
    """Check a record's stored result (if any) against the state its actions reached.

    Raises:
        RecordError: ``result_mismatch``.
    """
    stored = data.get("result")
    if stored is not None:
        got = state.result()
        mine = None if got is None else {"scores": list(got.scores), "winners": list(got.winners)}
        _need(
            stored == mine,
            "result_mismatch",
            f"stored result {stored} differs from the replay's {mine}",
        )


def read_record(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read a record file as JSON, refusing oversized or malformed files with a RecordError."""
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as e:
        raise RecordError("unreadable", f"cannot read {p}: {e.strerror}") from None
    _need(p.is_file(), "not_a_file", f"{p} is a folder or a device, not a file")
    _need(
        size <= MAX_RECORD_BYTES,
        "too_large",
        f"{p.name} is {size} bytes; records are at most {MAX_RECORD_BYTES}",
    )
    _need(size > 0, "empty", f"{p.name} is empty")
    try:
        content = p.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise RecordError("not_json", f"{p.name} is not UTF-8 text") from None
    except OSError as e:
        raise RecordError("unreadable", f"cannot read {p}: {e.strerror}") from None
    try:
        return json.loads(content)  # type: ignore[no-any-return]
    except json.JSONDecodeError as e:
        raise RecordError(
            "not_json",
            f"{p.name} is not valid JSON: it is damaged or not a record ({e.msg}, line {e.lineno})",
        ) from None
    except ValueError:  # an integer of more than 4300 digits (sys.get_int_max_str_digits)
        raise RecordError("not_json", f"{p.name} holds a number too long to read") from None
    except RecursionError:
        raise RecordError("too_deep", f"{p.name} is nested too deeply") from None


def load_record(path: str | os.PathLike[str]) -> tuple[dict[str, Any], State]:
    """Read and replay a record file."""
    data = read_record(path)
    return data, replay(data)


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write JSON so that a crash leaves either the old file or the new one, never half."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
