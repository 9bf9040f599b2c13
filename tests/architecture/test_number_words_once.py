"""Numbers in a player's words live once (``penchant.rules.number_words``, offered by ``penchant.rules.words``):
issue 30's review found five tables of "two", "three", "four" in the rules, the puzzles and the widgets, each
a copy that could drift (one said "no", another "0", another fell back to digits at five)."""

from __future__ import annotations

import ast
from pathlib import Path

from penchant.rules.words import NUMBER_WORDS, count_words, number_words

ROOT = Path(__file__).resolve().parents[2]
HOME = "penchant/rules/number_words.py"
WORDS = {"two", "three", "four"}


def number_tables(source: str, where: str) -> list[str]:
    """A dict, tuple, list or set literal holding two or more of "two", "three", "four": a table of number words."""
    out = []
    for node in ast.walk(ast.parse(source)):
        items = (node.values if isinstance(node, ast.Dict)
                 else node.elts if isinstance(node, ast.Tuple | ast.List | ast.Set) else [])
        found = {n.value for n in items if isinstance(n, ast.Constant) and n.value in WORDS}
        if len(found) >= 2:
            out.append(f"{where}:{node.lineno}: a table of number words ({HOME})")
    return out


def test_number_words_are_written_once() -> None:
    problems = []
    for top in ("penchant", "widgets", "benchmarks", "tools"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel != HOME:
                problems += number_tables(path.read_text(encoding="utf-8"), rel)
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_tables() -> None:
    old = ('_NUMBER = {2: "two", 3: "three", 4: "four"}\n'
           'word = {2: "two", 3: "three"}.get(n, str(n))\n'
           'W = ("no", "one", "two", "three")\n'
           'x = ("two", "pairs")\n')
    assert sorted(p.split(":")[1] for p in number_tables(old, "x.py")) == ["1", "2", "3"]


def test_the_one_home_says_them() -> None:
    assert [number_words(n) for n in (0, 1, 2, 4, 12, 13)] == ["no", "one", "two", "four", "twelve", "13"]
    assert count_words(1, "brisque") == "one brisque" and count_words(3, "point") == "three points"
    assert NUMBER_WORDS[5] == "five"
