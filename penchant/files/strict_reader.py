"""The one strict reader for every file the project reads.

It turns outside input into checked Python values in three steps, each refusing with a one-line
:class:`~penchant.errors.PenchantError`:

1. bytes -> text (:func:`decode_text`, :func:`read_text`): UTF-8 only, no
   byte-order mark, at most :data:`MAX_BYTES`;
2. text -> JSON (:func:`parse_json`): nesting at most :data:`MAX_DEPTH` deep
   (a file nested past Python's recursion limit is refused as the parser
   stops, the rest by an iterative walk), no ``NaN``/``Infinity`` and no
   number too large for a float (``1e400``), no duplicate keys, no numbers of absurd length;
3. JSON -> typed fields (:class:`Schema` and its builders :func:`whole`,
   :func:`text`, :func:`flag`, :func:`choice`, :func:`list_of`,
   :func:`pair_of`, :func:`obj`, :func:`either`, :func:`nullable`): the
   message names the place in the file, such as
   ``deals[2].brisques[0]: expected a whole number, got 6.5``.

The engine's value types read in these steps under one contract: ``from_str(text)`` takes JSON text (step 2,
then 3), ``from_json(value)`` the JSON value its ``to_json`` writes, already parsed, never text (step 3
alone); ``tests/architecture/design/test_from_json_reads_a_value.py`` holds every ``from_json`` to it.

It is standard library only, so the engine core keeps no dependency (see the
docs/formats.md, "Reading files", for why no validation library is used).
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from penchant.errors import TOP_LEVEL, InvalidNotationError, InvalidRecordError, PenchantError, quoted

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "Schema",
    "decode_text",
    "read_text",
    "package_text",
    "parse_json",
    "load_json",
    "read_json",
    "whole",
    "text",
    "flag",
    "choice",
    "list_of",
    "number",
    "row_of",
    "pair_of",
    "obj",
    "either",
    "nullable",
    "anything",
]


# ---------------------------------------------------------------------------
# bytes -> text -> JSON

MAX_BYTES: Final = 4 * 1024 * 1024
"""The largest file read (4 MiB): the whole puzzle bank is under a tenth of that."""

MAX_DEPTH: Final = 24
"""The deepest nesting of JSON arrays and objects accepted (records need 4)."""

_MAX_NUMBER_CHARS: Final = 40
_BOMS: Final = (
    (b"\xef\xbb\xbf", "a UTF-8 byte-order mark (BOM): save it as UTF-8 without BOM"),
    (b"\xff\xfe", "a UTF-16 byte-order mark: save it as UTF-8"),
    (b"\xfe\xff", "a UTF-16 byte-order mark: save it as UTF-8"),
)


def decode_text(
    data: bytes, what: str = "input", *, max_bytes: int = MAX_BYTES, error: type[PenchantError] = InvalidRecordError
) -> str:
    """UTF-8 bytes as text; refuses a BOM, bad UTF-8 and more than ``max_bytes``."""
    if len(data) > max_bytes:
        raise error(f"{what} is too large: over {max_bytes} bytes (a game record is a few kilobytes)")
    for bom, why in _BOMS:
        if data.startswith(bom):
            raise error(f"{what} starts with {why}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = data[exc.start : exc.start + 1]
        raise error(f"{what} is not UTF-8 text: byte 0x{bad.hex()} at offset {exc.start} ({exc.reason})") from None


def read_text(
    path: str | Path, what: str | None = None, *, max_bytes: int = MAX_BYTES,
    error: type[PenchantError] = InvalidRecordError,
) -> str:
    """The text of the file at ``path`` (``"-"``: standard input), read strictly (:func:`decode_text`)."""
    name = what or repr(str(path))
    try:
        if str(path) == "-":
            raw = getattr(sys.stdin, "buffer", None)
            if raw is not None:
                data = raw.read(max_bytes + 1)
            else:  # a text stream stands in for stdin (tests, notebooks)
                data = sys.stdin.read(max_bytes + 1).encode("utf-8", "surrogatepass")
        else:
            with open(path, "rb") as f:
                data = f.read(max_bytes + 1)
    except OSError as exc:
        raise error(f"cannot read {name}: {exc.strerror or exc}") from None
    except UnicodeError as exc:
        raise error(f"{name} is not UTF-8 text: {exc}") from None
    return decode_text(data, name, max_bytes=max_bytes, error=error)


def package_text(package: str, name: str, *, max_bytes: int = MAX_BYTES,
                 error: type[PenchantError] = InvalidRecordError) -> str:
    """The text of ``name`` (``"puzzles/puzzles.css"``), a file shipped in ``package``, read strictly
    (:func:`decode_text`) through the package's own loader, from a folder or a zip alike.

    Not :mod:`importlib.resources`: where the package is zipped (the static site ships the project in Python's
    standard-library zip), each of its reads parses the whole zip's directory of some 2,000 files, a tenth of a
    second a file in the browser before a page's first board; the zip's own importer has it read."""
    import importlib
    import os

    module = importlib.import_module(package)
    get_data = getattr(module.__spec__.loader if module.__spec__ else None, "get_data", None)
    what = f"{package}/{name}"
    if get_data is None or module.__file__ is None:  # a loader with no files of its own: ask importlib
        from importlib import resources

        try:
            data = (resources.files(package) / name).read_bytes()
        except OSError as exc:
            raise error(f"cannot read {what}: {exc.strerror or exc}") from None
    else:
        try:
            data = get_data(os.path.join(os.path.dirname(module.__file__), *name.split("/")))
        except OSError as exc:
            raise error(f"cannot read {what}: {exc.strerror or exc}") from None
    return decode_text(data, what, max_bytes=max_bytes, error=error)


def _depth(value: Any) -> int:
    """The deepest nesting of arrays and objects in a parsed JSON value (iterative: no recursion)."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            children: Any = v.values()
        elif isinstance(v, list):
            children = v
        else:
            continue
        deepest = max(deepest, d)
        stack.extend((c, d + 1) for c in children if isinstance(c, dict | list))
    return deepest


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise ValueError(f"the key {k!r} appears twice in one object")
        out[k] = v
    return out


def _number(text: str) -> Any:
    if len(text) > _MAX_NUMBER_CHARS:
        raise ValueError(f"the number {text[:20]}... is {len(text)} characters long")
    if text.lstrip("-").isdigit():
        return int(text)
    value = float(text)
    if not math.isfinite(value):  # 1e400 overflows to inf: refused as NaN and Infinity are, quoting the text
        raise ValueError(f"the number {text!r} is too large to read")
    return value


def parse_json(
    text: str, what: str = "input", *, max_depth: int = MAX_DEPTH, max_chars: int = MAX_BYTES,
    error: type[PenchantError] = InvalidRecordError,
) -> Any:
    """Parse JSON ``text`` strictly: size and nesting limits, no NaN, no duplicate keys. What is not text at
    all (``None``, a number) is an :class:`InvalidNotationError` whatever ``error`` says."""
    if not isinstance(text, str):
        raise InvalidNotationError(f"{quoted(text)} is not JSON text: {what} is read from a string")
    if len(text) > max_chars:
        raise error(f"{what} is too large: over {max_chars} characters")
    try:
        value = json.loads(
            text, parse_constant=_no_constant, object_pairs_hook=_no_duplicates,
            parse_int=_number, parse_float=_number,
        )
    except json.JSONDecodeError as exc:
        raise error(f"{what} is not JSON ({exc.msg} at line {exc.lineno} column {exc.colno}): "
                    f"{quoted(text)}") from None
    except RecursionError:
        # The parser gives up past Python's recursion limit (about a thousand levels), cleanly.
        raise error(f"{what} nests too many levels deep: at most {max_depth} are read") from None
    except ValueError as exc:
        raise error(f"{what} is not accepted JSON: {exc}") from None
    depth = _depth(value)
    if depth > max_depth:
        raise error(f"{what} nests {depth} levels deep: at most {max_depth} are read")
    return value


def load_json(text: str, error: type[PenchantError] = InvalidNotationError) -> Any:
    """Parse the JSON text of a position, game, record or puzzle (strictly; see :func:`parse_json`)."""
    return parse_json(text, "the text", error=error)


def read_json(
    path: str | Path, what: str | None = None, *, error: type[PenchantError] = InvalidRecordError
) -> Any:
    """Read and parse the JSON file at ``path`` (``"-"``: standard input)."""
    name = what or repr(str(path))
    return parse_json(read_text(path, name, error=error), name, error=error)


# ---------------------------------------------------------------------------
# JSON -> typed fields


def _where(path: str) -> str:
    return path or TOP_LEVEL


@dataclass(frozen=True)
class Schema:
    """A check of one JSON value; :meth:`check` raises ``error`` naming the place (``deals[2].brisques[0]``)."""

    expected: str
    """What is expected, in words: 'a whole number', 'a list of two names'."""
    test: Callable[[Any, str, type[PenchantError]], None] = field(repr=False)
    json_type: type | tuple[type, ...] | None = None
    """The Python type of the JSON values it looks at (``dict``, ``list``, ``str``...), if one."""

    def check(self, value: Any, path: str = "", error: type[PenchantError] = InvalidRecordError) -> Any:
        """``value`` unchanged when it fits; else raise ``error``."""
        self.test(value, path, error)
        return value

    def fail(self, value: Any, path: str, error: type[PenchantError], why: str | None = None) -> None:
        raise error(f"expected {self.expected}, got {quoted(value)}" + (f" ({why})" if why else "")).within(
            _where(path))


def _schema(
    expected: str, test: Callable[[Schema, Any, str, type[PenchantError]], None],
    json_type: type | tuple[type, ...] | None = None,
) -> Schema:
    holder: list[Schema] = []

    def run(value: Any, path: str, error: type[PenchantError]) -> None:
        test(holder[0], value, path, error)

    holder.append(Schema(expected, run, json_type))
    return holder[0]


def anything() -> Schema:
    """Any JSON value (kept as it is)."""
    return _schema("anything", lambda s, v, p, e: None)


def whole(lo: int | None = None, hi: int | None = None) -> Schema:
    """A whole number (not a boolean, not 6.0), optionally within ``lo..hi``."""
    if lo is not None and hi is not None:
        expected = f"a whole number from {lo} to {hi}"
    elif lo is not None:
        expected = f"a whole number >= {lo}"
    else:
        expected = "a whole number"

    def test(s: Schema, v: Any, p: str, e: type[PenchantError]) -> None:
        if isinstance(v, bool) or not isinstance(v, int):
            s.fail(v, p, e)
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            s.fail(v, p, e)

    return _schema(expected, test, int)


def text(max_len: int = 200, nonempty: bool = False) -> Schema:
    """A string of at most ``max_len`` characters (non-blank with ``nonempty``)."""
    expected = "a non-empty text" if nonempty else "a text"

    def test(s: Schema, v: Any, p: str, e: type[PenchantError]) -> None:
        if not isinstance(v, str):
            s.fail(v, p, e)
        if len(v) > max_len:
            s.fail(v, p, e, f"{len(v)} characters, at most {max_len}")
        if nonempty and not v.strip():
            s.fail(v, p, e)

    return _schema(expected, test, str)


def flag() -> Schema:
    """``true`` or ``false`` (not "no", not 0)."""

    def test(s: Schema, v: Any, p: str, e: type[PenchantError]) -> None:
        if not isinstance(v, bool):
            s.fail(v, p, e)

    return _schema("true or false", test, bool)


def choice(*allowed: object) -> Schema:
    """One of the exact values ``allowed`` (strings compare exactly, 1 is not True)."""
    expected = "one of " + ", ".join(json.dumps(a) for a in allowed)

    def test(s: Schema, v: Any, p: str, e: type[PenchantError]) -> None:
        if not any(type(v) is type(a) and v == a for a in allowed):
            s.fail(v, p, e)

    types = {type(a) for a in allowed}
    return _schema(expected, test, types.pop() if len(types) == 1 else None)


def list_of(item: Schema, min_len: int = 0, max_len: int = 1000, expected: str | None = None) -> Schema:
    """A JSON array of ``min_len..max_len`` items, each checked by ``item``."""
    if expected is None:
        size = f"{min_len}" if min_len == max_len else f"at most {max_len}"
        expected = f"a list of {size} items, each {item.expected}"

    def test(s: Schema, v: Any, p: str, e: type[PenchantError]) -> None:
        if not isinstance(v, list):
            s.fail(v, p, e)
        if not min_len <= len(v) <= max_len:
            s.fail(v, p, e, f"{len(v)} items")
        for i, x in enumerate(v):
            item.check(x, f"{p}[{i}]", e)

    return _schema(expected, test, list)


def number() -> Schema:
    """A finite number, whole or not (not a boolean, not NaN or infinite: JSON has neither)."""

    def test(s: Schema, v: Any, p: str, e: type[PenchantError]) -> None:
        if isinstance(v, bool) or not isinstance(v, int | float) or (isinstance(v, float) and not math.isfinite(v)):
            s.fail(v, p, e)

    return _schema("a number", test, (int, float))


def row_of(*items: Schema, expected: str) -> Schema:
    """A JSON array of exactly ``len(items)`` values, the i-th checked by ``items[i]``."""

    def test(s: Schema, v: Any, p: str, e: type[PenchantError]) -> None:
        if not isinstance(v, list) or len(v) != len(items):
            s.fail(v, p, e)
        for i, (x, item) in enumerate(zip(v, items, strict=True)):
            item.check(x, f"{p}[{i}]", e)

    return _schema(expected, test, list)


def pair_of(item: Schema, what: str) -> Schema:
    """A list of exactly two items (one per player)."""
    return list_of(item, 2, 2, f"a list of two {what} (one per player)")


def obj(
    required: Mapping[str, Schema] | None = None,
    optional: Mapping[str, Schema] | None = None,
    *,
    extra: bool = False,
    expected: str = "an object",
) -> Schema:
    """A JSON object with ``required`` and ``optional`` fields; other fields refused unless ``extra``."""
    req = dict(required or {})
    opt = dict(optional or {})

    def test(s: Schema, v: Any, p: str, e: type[PenchantError]) -> None:
        if not isinstance(v, dict):
            s.fail(v, p, e)
        for k, sch in req.items():
            if k not in v:
                raise e(f"the field {k!r} is missing").within(_where(p))
            sch.check(v[k], f"{p}.{k}" if p else k, e)
        if not extra:
            unknown = [k for k in v if k not in req and k not in opt]
            if unknown:
                allowed = ", ".join(sorted([*req, *opt]))
                raise e(f"unknown field {quoted(unknown[0])} (allowed: {allowed})").within(_where(p))
        for k, sch in opt.items():
            if k in v:
                sch.check(v[k], f"{p}.{k}" if p else k, e)

    return _schema(expected, test, dict)


def either(*options: Schema, expected: str | None = None) -> Schema:
    """The first of ``options`` that accepts the value.

    If none does and just one option looks at values of this JSON type, its own (more precise)
    message is given; otherwise the message names them all.
    """
    words = expected or " or ".join(o.expected for o in options)

    def test(s: Schema, v: Any, p: str, e: type[PenchantError]) -> None:
        for o in options:
            try:
                o.check(v, p, e)
                return
            except PenchantError:
                continue
        same = [o for o in options if o.json_type is not None and isinstance(v, o.json_type)
                and not (isinstance(v, bool) and o.json_type is int)]
        if len(same) == 1:
            same[0].check(v, p, e)
        s.fail(v, p, e)

    return _schema(words, test)


def nullable(inner: Schema) -> Schema:
    """``null`` or what ``inner`` accepts."""

    def test(s: Schema, v: Any, p: str, e: type[PenchantError]) -> None:
        if v is not None:
            inner.check(v, p, e)

    return _schema(f"{inner.expected} or null", test)
