"""The shipped code (``penchant``, ``penchant_widgets``, ``penchant_server``) holds no ``assert`` statement: ``python
-O`` strips them, and the code after one ran on with its invariant broken (59 did, one in a view's draw path, one in
the deal's own state). An invariant is checked explicitly: bad input is refused with a
:class:`~penchant.errors.PenchantError`, a bug raises :class:`~penchant.errors.internal.BrokenInvariantError`, and a
type is narrowed by an ``if``/``raise`` that mypy reads as an ``assert``. A doctest's ``assert`` is a docstring's
text, not a statement, and stays free."""

from __future__ import annotations

import ast

from source_scan import PACKAGES, parsed, sources


def asserts(source: str) -> list[int]:
    """The lines of ``source``'s ``assert`` statements (a docstring's text is no statement)."""
    return sorted(node.lineno for node in ast.walk(parsed(source)) if isinstance(node, ast.Assert))


def test_the_shipped_code_asserts_nothing() -> None:
    found = {rel: lines for rel, text in sources() if rel.startswith(tuple(f"{p}/" for p in PACKAGES))
             and (lines := asserts(text))}
    assert not found, f"check the invariant explicitly (a PenchantError, or BrokenInvariantError): {found}"


def test_the_scan_sees_an_assert_and_not_a_doctests() -> None:
    old = ('def f(d):\n'
           '    """>>> assert f({}) is None"""\n'
           '    w = d.last_winner\n'
           '    assert w is not None\n'
           '    if True:\n'
           '        assert isinstance(d, dict), "a dict"\n')
    assert asserts(old) == [4, 6]
