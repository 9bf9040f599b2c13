"""A condition is asked once where it decides: two ``if`` statements side by side on the same test (``if
change["new"]: ... else: ...`` and then ``if change["new"]: ...`` again, the endgame board's values toggle once)
are one ``if``/``else``, so a reader sees at once everything the condition decides."""

from __future__ import annotations

import ast
import itertools

from source_scan import parsed, sources


def repeated_ifs(source: str) -> list[int]:
    """The lines of ``source`` where an ``if`` follows an ``if`` of the same body on the same test (its first line)."""
    out: list[int] = []
    for node in ast.walk(parsed(source)):
        for field in ("body", "orelse", "finalbody"):
            stmts = getattr(node, field, None)
            if not isinstance(stmts, list):
                continue
            for a, b in itertools.pairwise(stmts):
                if isinstance(a, ast.If) and isinstance(b, ast.If) and ast.dump(a.test) == ast.dump(b.test):
                    out.append(b.lineno)
    return sorted(out)


def test_no_condition_is_asked_twice_in_a_row() -> None:
    found = {rel: lines for rel, text in sources() if (lines := repeated_ifs(text))}
    assert not found, f"two ifs in a row on one test: make them one if/else: {found}"


def test_the_scan_sees_the_endgame_boards_two_ifs() -> None:
    old = ("def toggled(self, change):\n"
           "    if change['new']:\n        self.work()\n    else:\n        self.draw()\n"
           "    if change['new']:\n        self.tell()\n"
           "    if change['old']:\n        pass\n")
    assert repeated_ifs(old) == [6]
