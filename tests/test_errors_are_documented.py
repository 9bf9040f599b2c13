"""Every error type ``penchant`` exports is in the engine manual's table of errors, with the classes it is besides
as the table says; an optional extra that is missing is an ``ImportError`` as Python says one (and no
``PenchantError``), and a store that cannot be used is a ``PenchantError``, as the manual says."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

import penchant
from penchant.errors import AppMissingError, PenchantError, StoreError
from penchant.errors.serving import ServeError

ENGINE = Path(__file__).resolve().parents[1] / "docs" / "engine.md"


def _exported() -> dict[str, type[BaseException]]:
    return {n: o for n in dir(penchant) if inspect.isclass(o := getattr(penchant, n)) and issubclass(o, BaseException)}


def _table() -> dict[str, list[str]]:
    rows = {}
    for line in ENGINE.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\| `(\w+Error)` \|([^|]*)\|", line)
        if m:
            rows[m.group(1)] = re.findall(r"`(\w+)`", m.group(2).split("(")[0])
    return rows


def test_the_table_names_every_exported_error() -> None:
    assert set(_table()) == set(_exported())


@pytest.mark.parametrize("name", sorted(_exported()))
def test_each_error_is_what_the_table_says(name: str) -> None:
    cls = _exported()[name]
    builtins = {"ValueError": ValueError, "LookupError": LookupError, "ImportError": ImportError, "OSError": OSError}
    for base in _table()[name]:
        assert issubclass(cls, builtins.get(base) or _exported()[base]), (name, base)
    assert issubclass(cls, PenchantError) != (cls is AppMissingError)


def test_a_missing_extra_is_an_import_error_and_stores_are_penchant_errors() -> None:
    """An install missing the app extra is no bad input: an ``ImportError`` alone, so an ``except PenchantError``
    (or ``ValueError``, or ``LookupError``) meant for bad input never takes it for one."""
    assert issubclass(AppMissingError, ImportError)
    assert not issubclass(AppMissingError, ValueError | LookupError)
    assert issubclass(StoreError, PenchantError) and not issubclass(StoreError, OSError)
    assert issubclass(ServeError, OSError) and not issubclass(ServeError, PenchantError)
