"""Ordinals live once, in ``penchant.english.numbers``: ``ordinal(3)`` is ``'3rd'``, ``ordinal_words(3)``
is ``'third'``. The marker's sheet defined its own ``ordinal()``, the end-game puzzles their own table of "first",
"second", ..., and a benchmark wrote ``f"{n}th"`` by hand ("a 1th time"). The scan refuses a second helper: a
function named for ordinals, a table of ordinal suffixes or words, or a suffix written after a number by hand."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

from penchant.english.numbers import ORDINAL_WORDS, ordinal, ordinal_words

HOME = "penchant/english/numbers.py"
SUFFIXES = {"st", "nd", "rd", "th"}


def ordinal_helpers(source: str, where: str) -> list[str]:
    """Each ordinal made outside the one home: a function called ``*ordinal*``, a literal holding two or more
    suffixes (``{1: "st", 2: "nd"}``) or three ordinal words (``("first", "second", "third")``: a benchmark's visits
    ``("first", "second", "later")`` are names, not a count), an f-string's
    ``{n}th``."""
    out: list[tuple[int, str]] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and "ordinal" in node.name.lower():
            out.append((node.lineno, f"def {node.name}"))
        elif isinstance(node, ast.Dict | ast.Tuple | ast.List | ast.Set):
            items = node.values if isinstance(node, ast.Dict) else node.elts
            words = {i.value for i in items if isinstance(i, ast.Constant) and isinstance(i.value, str)}
            if len(words & SUFFIXES) >= 2 or len(words & set(ORDINAL_WORDS)) >= 3:
                out.append((node.lineno, "a table of ordinals"))
        elif isinstance(node, ast.JoinedStr):
            for before, after in zip(node.values, node.values[1:], strict=False):
                if (isinstance(before, ast.FormattedValue) and isinstance(after, ast.Constant)
                        and isinstance(after.value, str) and after.value[:2] in SUFFIXES
                        and not after.value[2:3].isalpha()):
                    out.append((node.lineno, f"{{...}}{after.value[:2]} written by hand"))
    return [f"{where}:{line}: {what} ({HOME}: ordinal, ordinal_words)" for line, what in sorted(out)]


def test_the_one_home_says_them() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"]
    assert [ordinal_words(n) for n in (1, 2, 6)] == ["first", "second", "sixth"]
    assert ordinal_words(13) == "13th"  # past the table, in figures


def test_no_second_ordinal_helper() -> None:
    found = [line for path, text in sources() if path != HOME for line in ordinal_helpers(text, path)]
    assert not found, "\n".join(found)


def test_the_scan_sees_the_old_helpers() -> None:
    old = ('def ordinal(n):\n'
           '    tail = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")\n'
           '_ORDINALS = ("first", "second", "third")\n'
           'x = f"a {fills}th time"\n'
           'y = f"{n} things and {m} others"\n'
           'z = ("first", "second", "later")\n'
           'deal = f"{(\'first\', \'second\', \'third\', \'fourth\')[i]} deal"\n')
    assert [p.split(":")[1] for p in ordinal_helpers(old, "x.py")] == ["1", "2", "3", "4", "7"]
