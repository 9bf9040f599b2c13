"""The brisques the book bonus pays for are said in the rules' words (``words.scoring.over_the_book``, from
``BOOK_BRISQUES``): the marker's rules line wrote "per brisque over six" by hand beside the rules table that
said it from the rules, and the score puzzles and the scorer wrote it four times more."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

from penchant.english.numbers import number_words
from penchant.rules.brisques import BOOK_BRISQUES
from penchant.words.scoring import over_the_book

OVER_SIX = re.compile(r"\b(over (six|6)|(six|6) each)\b")
"""The book in words: the brisques over it, and the book taken by both (``words.scoring.book_shared_words``)."""


def _book_pair(node: ast.AST) -> bool:
    """``(6, 6)``: the book taken by both written as numbers (``rules.brisques.book_shared``)."""
    return (isinstance(node, ast.Tuple) and len(node.elts) == 2
            and all(isinstance(e, ast.Constant) and e.value == BOOK_BRISQUES for e in node.elts))


def book_by_hand(source: str) -> list[int]:
    """The lines of ``source`` whose text (not a docstring) says "over six" or "six each", or that compare with
    ``(6, 6)``."""
    docs = {id(n.value) for n in ast.walk(parsed(source)) if isinstance(n, ast.Expr)
            and isinstance(n.value, ast.Constant)}
    said = {n.lineno for n in ast.walk(parsed(source)) if isinstance(n, ast.Constant)
            and isinstance(n.value, str) and id(n) not in docs and OVER_SIX.search(n.value)}
    compared = {n.lineno for n in ast.walk(parsed(source)) if isinstance(n, ast.Compare)
                and any(_book_pair(side) for side in (n.left, *n.comparators))}
    return sorted(said | compared)


def test_the_book_is_said_from_the_rules() -> None:
    assert over_the_book() == f"over {number_words(BOOK_BRISQUES)}"
    found = []
    for rel, source in sources():
        if rel.startswith("penchant/rules/"):
            continue
        found += [f"{rel}:{line}" for line in book_by_hand(source)]
    assert not found, ("the book written by hand (game_words.over_the_book, book_shared_words; "
                       "rules.brisques.book_shared):\n" + "\n".join(found))


def test_the_scan_sees_the_old_line() -> None:
    old = ('"""Each brisque over six."""\n'
           'line = f"bonus {b} per brisque over six · lurch"\n'
           'if any(e.brisques == (6, 6) for e, _ in deals):\n'
           '    themes.append("six each: no bonus")\n'
           'mistakes = {"paying the bonus on every brisque, not the excess over six": f}\n'
           'if any(book_shared(e.brisques) for e, _ in deals):\n'
           '    themes.append(f"{book_shared_words()}: no bonus")\n')
    assert book_by_hand(old) == [2, 3, 4, 5]
