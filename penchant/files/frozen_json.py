"""Read-only JSON containers: data a process keeps for every later reader (the puzzle bank's positions and
histories) that no caller may change in place.

:func:`freeze_json` makes a deep, read-only copy (:class:`FrozenObject`, :class:`FrozenArray`), :func:`thaw_json`
a plain one to change. Beside :mod:`penchant.files.strict_reader`, on the standard library alone: nothing here is a
puzzle's or a rule's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NoReturn

__all__ = ["FrozenArray", "FrozenObject", "freeze_json", "thaw_json"]


def _refuse(self: Any, *args: Any, **kwargs: Any) -> NoReturn:
    raise TypeError(f"a puzzle's data cannot be changed: {type(self).__name__} is read-only (use to_json() for a "
                    "copy of your own)")


class FrozenObject(dict[str, Any]):
    """A JSON object that refuses change: a puzzle's ``position`` and ``history``.

    The bank keeps its puzzles for the process, so a caller able to change one would change it for every later
    reader. It stays a ``dict`` (``json.dumps``, ``==`` with plain data and ``isinstance`` read it as before);
    every mutator raises :class:`TypeError`. ``dict(obj)`` or :meth:`~penchant.puzzles.model.Puzzle.to_json` gives a
    copy to change.
    """

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenObject, (dict(self),))

    def __copy__(self) -> FrozenObject:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FrozenObject:
        return self


class FrozenArray(list[Any]):
    """A JSON array that refuses change (see :class:`FrozenObject`); ``list(arr)`` gives a copy to change."""

    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenArray, (list(self),))

    def __copy__(self) -> FrozenArray:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FrozenArray:
        return self


def freeze_json(value: Any) -> Any:
    """A deep, read-only copy of JSON data: objects become :class:`FrozenObject`, arrays (and tuples)
    :class:`FrozenArray`; text, numbers, booleans and ``None`` are kept."""
    if isinstance(value, Mapping):
        return FrozenObject((str(k), freeze_json(v)) for k, v in value.items())
    if isinstance(value, list | tuple):
        return FrozenArray(freeze_json(v) for v in value)
    return value


def thaw_json(value: Any) -> Any:
    """A deep, plain copy of (frozen or plain) JSON data: ``dict`` and ``list`` the caller may change."""
    if isinstance(value, Mapping):
        return {k: thaw_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [thaw_json(v) for v in value]
    return value
