"""A small schema checker for the JSON files the app reads (records, saves, history,
settings, presets).

A schema is a function ``check(value, where)`` that raises ``SchemaError`` with a message in
words ("game: a text of at most 200 characters is expected, not one of 10000000") and returns
nothing. The builders below bound everything a hostile file could use to crash or stall a
reader: the length of texts and lists, the size of integers, the depth of nesting, and texts
that cannot be written back (lone surrogates such as ``"\\ud800"``). A message never quotes
more than a few characters of the value it refuses.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

__all__ = [
    "MAX_FILE_BYTES",
    "MAX_INT",
    "MAX_TEXT",
    "Schema",
    "SchemaError",
    "any_json",
    "boolean",
    "check",
    "clean_text",
    "dict_of",
    "integer",
    "list_of",
    "nullable",
    "obj",
    "one_of",
    "short",
    "text",
]

MAX_FILE_BYTES = 10 * 1024 * 1024  # no file the app reads is larger
MAX_TEXT = 200  # names, game ids, levels, option names
MAX_INT = 2**63 - 1  # what SQLite stores; a seed or score beyond is refused

Schema = Callable[[Any, str], None]


class SchemaError(ValueError):
    """A value that does not fit its schema: ``where`` it is (a path such as
    ``seats[2].name``) and what is wrong, in words."""

    def __init__(self, where: str, problem: str) -> None:
        self.where = where
        self.problem = problem
        super().__init__(f"{where}: {problem}" if where else problem)


def short(value: Any, limit: int = 40) -> str:
    """A value as a message may quote it: at most ``limit`` characters."""
    if isinstance(value, str):
        shown = value[:limit].encode("utf-8", "backslashreplace").decode("utf-8")
        return repr(shown) + ("…" if len(value) > limit else "")
    if isinstance(value, int) and not isinstance(value, bool):
        if abs(value) > 10**limit:
            return f"an integer of more than {limit} digits"
        return str(value)
    return kind_of(value)


def kind_of(value: Any) -> str:
    """What a JSON value is, in words."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "a text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def clean_text(value: str) -> bool:
    """Whether a text can be written as UTF-8 (no lone surrogates)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _at(where: str, key: Any) -> str:
    return f"{where}[{key}]" if isinstance(key, int) else (f"{where}.{key}" if where else key)


def text(
    max_len: int = MAX_TEXT, choices: Collection[str] | None = None, non_empty: bool = False
) -> Schema:
    """A text of at most ``max_len`` characters (one of ``choices`` if given)."""

    def check_text(value: Any, where: str) -> None:
        if not isinstance(value, str):
            raise SchemaError(where, f"a text is expected, not {kind_of(value)}")
        if len(value) > max_len:
            raise SchemaError(
                where,
                f"a text of at most {max_len} characters is expected, not one of {len(value)}",
            )
        if not clean_text(value):
            raise SchemaError(where, "the text holds characters that are not valid (surrogates)")
        if non_empty and not value.strip():
            raise SchemaError(where, "the text is empty")
        if choices is not None and value not in choices:
            raise SchemaError(where, f"{short(value)} is not one of {', '.join(sorted(choices))}")

    return check_text


def integer(lo: int = -MAX_INT, hi: int = MAX_INT) -> Schema:
    """A whole number from ``lo`` to ``hi`` (true and false are not numbers)."""

    def check_int(value: Any, where: str) -> None:
        if not isinstance(value, int) or isinstance(value, bool):
            raise SchemaError(where, f"a whole number is expected, not {kind_of(value)}")
        if not lo <= value <= hi:
            raise SchemaError(where, f"{short(value)} is not between {lo} and {hi}")

    return check_int


def boolean() -> Schema:
    """true or false."""

    def check_bool(value: Any, where: str) -> None:
        if not isinstance(value, bool):
            raise SchemaError(where, f"true or false is expected, not {kind_of(value)}")

    return check_bool


def nullable(schema: Schema) -> Schema:
    """null, or a value of ``schema``."""

    def check_nullable(value: Any, where: str) -> None:
        if value is not None:
            schema(value, where)

    return check_nullable


def one_of(*schemas: Schema) -> Schema:
    """A value that fits one of ``schemas`` (the first one's message otherwise)."""

    def check_one(value: Any, where: str) -> None:
        first: SchemaError | None = None
        for schema in schemas:
            try:
                schema(value, where)
                return
            except SchemaError as e:
                first = first or e
        assert first is not None
        raise first

    return check_one


def list_of(item: Schema, max_len: int, min_len: int = 0) -> Schema:
    """A list of ``min_len`` to ``max_len`` values of ``item``."""

    def check_list(value: Any, where: str) -> None:
        if not isinstance(value, list):
            raise SchemaError(where, f"a list is expected, not {kind_of(value)}")
        if not min_len <= len(value) <= max_len:
            raise SchemaError(
                where, f"a list of {min_len} to {max_len} items is expected, not {len(value)}"
            )
        for i, v in enumerate(value):
            item(v, _at(where, i))

    return check_list


def dict_of(key: Schema, value: Schema, max_len: int) -> Schema:
    """An object of at most ``max_len`` entries, its keys of ``key``, values of ``value``."""

    def check_dict(data: Any, where: str) -> None:
        if not isinstance(data, dict):
            raise SchemaError(where, f"an object is expected, not {kind_of(data)}")
        if len(data) > max_len:
            raise SchemaError(where, f"at most {max_len} entries are expected, not {len(data)}")
        for k, v in data.items():
            key(k, _at(where, "<key>"))
            value(v, _at(where, k))

    return check_dict


def obj(
    fields: Mapping[str, Schema],
    required: Collection[str] = (),
    others: Schema | None = None,
    max_len: int = 100,
) -> Schema:
    """An object whose ``fields`` have their schemas (``required`` ones must be there);
    other keys are allowed when ``others`` checks their values (any bounded JSON by
    default)."""
    rest = others or any_json()

    def check_obj(data: Any, where: str) -> None:
        if not isinstance(data, dict):
            raise SchemaError(where, f"an object is expected, not {kind_of(data)}")
        if len(data) > max_len:
            raise SchemaError(where, f"at most {max_len} entries are expected, not {len(data)}")
        for name in required:
            if name not in data:
                raise SchemaError(_at(where, name), "is missing")
        for k, v in data.items():
            text()(k, _at(where, "<key>"))
            (fields.get(k) or rest)(v, _at(where, k))

    return check_obj


def any_json(max_depth: int = 8, max_items: int = 1000, max_text: int = 10_000) -> Schema:
    """Any JSON value, bounded: nesting, list and object sizes, texts and integers."""

    def walk(value: Any, where: str, depth: int) -> None:
        if depth > max_depth:
            raise SchemaError(where, f"nested more than {max_depth} levels deep")
        if isinstance(value, str):
            text(max_text)(value, where)
        elif isinstance(value, bool) or value is None or isinstance(value, float):
            return
        elif isinstance(value, int):
            integer()(value, where)
        elif isinstance(value, list):
            if len(value) > max_items:
                raise SchemaError(where, f"at most {max_items} items are expected")
            for i, v in enumerate(value):
                walk(v, _at(where, i), depth + 1)
        elif isinstance(value, dict):
            if len(value) > max_items:
                raise SchemaError(where, f"at most {max_items} entries are expected")
            for k, v in value.items():
                text()(k, _at(where, "<key>"))
                walk(v, _at(where, k), depth + 1)
        else:
            raise SchemaError(where, f"{kind_of(value)} is not JSON")

    def check_any(value: Any, where: str) -> None:
        walk(value, where, 0)

    return check_any


def check(value: Any, schema: Schema, where: str = "") -> None:
    """Check ``value`` against ``schema``.

    Raises:
        SchemaError: the first violation, in words.
    """
    schema(value, where)
