"""The brisques the book bonus pays for are said in the rules' words (``rules.words.over_the_book``, from
``BOOK_BRISQUES``): the marker's rules line wrote "per brisque over six" by hand beside the rules table that
said it from the rules, and the score puzzles and the scorer wrote it four times more."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

from penchant.rules.brisques import BOOK_BRISQUES
from penchant.rules.words import over_the_book
from penchant.words.numbers import number_words

OVER_SIX = re.compile(r"\bover (six|6)\b")

ALLOWED: dict[str, str] = {
    "penchant/puzzles/scoring.py": "a misreading's name, a key ('the excess over six'), not words shown as such",
}


def book_by_hand(source: str) -> list[int]:
    """The lines of ``source`` whose text (not a docstring) says "over six"."""
    docs = {id(n.value) for n in ast.walk(parsed(source)) if isinstance(n, ast.Expr)
            and isinstance(n.value, ast.Constant)}
    return sorted(n.lineno for n in ast.walk(parsed(source)) if isinstance(n, ast.Constant)
                  and isinstance(n.value, str) and id(n) not in docs and OVER_SIX.search(n.value))


def test_the_book_is_said_from_the_rules() -> None:
    assert over_the_book() == f"over {number_words(BOOK_BRISQUES)}"
    found = []
    for rel, source in sources():
        if rel.startswith("penchant/rules/"):
            continue
        lines = book_by_hand(source)
        if rel in ALLOWED:  # its dictionaries' keys name misreadings
            keys = {k.lineno for d in ast.walk(parsed(source)) if isinstance(d, ast.Dict)
                    for k in d.keys if isinstance(k, ast.Constant)}
            lines = [line for line in lines if line not in keys]
        found += [f"{rel}:{line}" for line in lines]
    assert not found, "'over six' written by hand (rules.words.over_the_book):\n" + "\n".join(found)


def test_the_scan_sees_the_old_line() -> None:
    old = ('"""Each brisque over six."""\n'
           'line = f"bonus {b} per brisque over six · lurch"\n')
    assert book_by_hand(old) == [2]
