"""An attribute's docstring sits right under the name it describes (the project once had two strays: scoring.py's
line on the game's four deals under ``LURCH_FACTOR_WORDS``'s, and the puzzle board's ``show_themes`` docstring
under ``_rated_at_open``'s). A string statement that follows another string statement describes nothing: it is
a docstring that has lost its name.

Checked with ast over every scanned source: no body holds two string statements in a row."""

from __future__ import annotations

import ast
import itertools

from source_scan import parsed, sources


def _is_string(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
            and isinstance(stmt.value.value, str))


def stray_docstrings(source: str) -> list[int]:
    """The lines of string statements that follow another string statement."""
    out = []
    for node in ast.walk(parsed(source)):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(node, field, None)
            if isinstance(body, list):
                out += [b.lineno for a, b in itertools.pairwise(body) if _is_string(a) and _is_string(b)]
    return sorted(out)


def test_no_docstring_has_lost_its_name() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() for line in stray_docstrings(source)]
    assert not found, "a docstring under another docstring (move it under its name):\n" + "\n".join(found)


def test_the_scan_sees_the_old_strays() -> None:
    old = ('LURCH_FACTOR_WORDS = "doubled"\n'
           '"""What the lurch does."""\n'
           '"""A game is four deals."""\n'
           "class Board:\n"
           "    def __init__(self):\n"
           "        self._rated_at_open = 0\n"
           '        """The rating at open."""\n'
           '        """Whether the themes show."""\n'
           "        self.fine = 1\n"
           '        """Fine."""\n')
    assert stray_docstrings(old) == [3, 8]
