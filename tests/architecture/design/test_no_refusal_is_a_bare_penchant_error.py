"""Every refusal says what kind it is (docs/engine.md, the table of errors): outside ``penchant/errors``, where the
kinds are made, no source raises ``PenchantError`` itself (``raise PenchantError(...)``,
``PenchantError.refusing(...)``), nor hands it to a checker as the kind to raise (``player_index(seat, "a_seat",
PenchantError)``). A deal number out of a record's range was an ``IllegalPlayError``, a rush answered after its end,
a match's bad arguments and the lessons' bad examples bare ``PenchantError``s, which a caller could catch only as
"some refusal": a setting out of bounds is an ``InvalidSettingError``, a record's fault an ``InvalidRecordError``,
a marker entry's a ``ScoreEntryError``. Checked with ast over the scanned sources (the notebooks' code cells too)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

BASE = "PenchantError"
# (path, line) -> why that source raises the base class itself; none needs to.
ALLOWED: dict[tuple[str, int], str] = {}


def _is_base(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == BASE) or (isinstance(node, ast.Attribute) and node.attr == BASE)


def bare_refusals(source: str) -> list[int]:
    """The lines of ``source`` that raise the base class itself, by calling it or one of its constructors, or
    hand it to a call as the kind of error to raise (an argument, not a type checked by ``isinstance``)."""
    found = set()
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Raise) and node.exc is not None:
            made = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if _is_base(made) or (isinstance(made, ast.Attribute) and _is_base(made.value)):
                found.add(node.lineno)
        elif isinstance(node, ast.Call) and not (isinstance(node.func, ast.Name)
                                                 and node.func.id in ("isinstance", "issubclass")):
            if any(_is_base(a) for a in (*node.args, *(k.value for k in node.keywords))):
                found.add(node.lineno)
    return sorted(found)


def test_no_source_raises_the_bare_base_class() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() if not rel.startswith("penchant/errors/")
             for line in bare_refusals(source) if (rel, line) not in ALLOWED]
    assert not found, ("a refusal raised as a bare PenchantError: raise the kind the table of errors in "
                       "docs/engine.md names (InvalidSettingError for a setting out of bounds, ...):\n"
                       + "\n".join(found))


def test_each_allowance_is_still_needed() -> None:
    texts = dict(sources())
    for rel, line in ALLOWED:
        assert line in bare_refusals(texts[rel]), f"{rel}:{line} no longer raises a bare PenchantError"


def test_the_scan_sees_each_bare_form() -> None:
    assert bare_refusals('raise PenchantError("a match needs at least one game")\n') == [1]
    assert bare_refusals("raise PenchantError.refusing(position, 'a position is numbered from 1')\n") == [1]
    assert bare_refusals("raise errors.PenchantError('x')\n") == [1]
    assert bare_refusals("player_index(a_seat, 'a_seat', PenchantError)\n") == [1]
    assert not bare_refusals("raise InvalidSettingError.refusing(position, 'a position is numbered from 1')\n")
    assert not bare_refusals("try:\n    f()\nexcept PenchantError as exc:\n    raise exc.within('deal 2')\n")
    assert not bare_refusals("ok = isinstance(exc, PenchantError)\n")
