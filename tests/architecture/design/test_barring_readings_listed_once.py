"""The two readings of barring are listed once (``profiles.Barring``, a second name for it in barring, and
``barring.READINGS``, and the record's ``choice("by_size", "by_value")`` in ``OPTION_SCHEMAS`` listed them four
times): ``profiles.Barring`` is the one list; the others are made from it.

Checked with ast over every scanned source: one literal collection (a tuple, a list, a set, a ``Literal[...]``,
a call's arguments) names both readings, in penchant/rules/profiles.py."""

from __future__ import annotations

import ast
from typing import get_args

import pytest
from source_scan import parsed, sources

from penchant.errors import InvalidRecordError
from penchant.rules.barring import READINGS
from penchant.rules.profiles import OPTION_SCHEMAS, Barring

BOTH = {"by_size", "by_value"}


def readings_listed(source: str) -> list[int]:
    """The lines of ``source`` where one collection names both readings."""
    out = []
    for node in ast.walk(parsed(source)):
        items: list[ast.expr] = []
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            items = list(node.elts)
        elif isinstance(node, ast.Call):
            items = list(node.args)
        elif isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Tuple):
            items = [node.slice]
        if BOTH <= {i.value for i in items if isinstance(i, ast.Constant)}:
            out.append(node.lineno)
    return sorted(set(out))


def test_the_readings_are_listed_once() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() for line in readings_listed(source)]
    assert len(found) == 1 and found[0].startswith("penchant/rules/profiles.py:"), (
        "the readings of barring listed again (make it from profiles.Barring):\n" + "\n".join(found))


def test_every_list_of_the_readings_is_the_one() -> None:
    assert get_args(Barring) == READINGS == ("by_size", "by_value")
    for reading in READINGS:
        OPTION_SCHEMAS["barring"].check(reading, "barring", InvalidRecordError)
    with pytest.raises(InvalidRecordError):
        OPTION_SCHEMAS["barring"].check("by_luck", "barring", InvalidRecordError)


def test_the_scan_sees_the_old_lists() -> None:
    old = ('Barring = Literal["by_size", "by_value"]\n'
           'READINGS: Final = ("by_size", "by_value")\n'
           'schema = {"barring": choice("by_size", "by_value")}\n'
           'if reading == "by_size": pass\n'
           'words = {("barring", "by_value"): "x", ("barring", "by_size"): "y"}\n')
    assert readings_listed(old) == [1, 2, 3]
