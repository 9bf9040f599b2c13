"""Each of the words' numbers, joins and grammar has one home and is imported from it (``count_words``
had two homes, the numbers' module and the game's words module which re-exported it, and modules imported it
from both, the marker's ledger from one and its steps from the other; ``join_and`` and ``join_or``, lists not
numbers, lived with the numbers; the project once had the English grammar in the rules package). Numbers are
``penchant.english.numbers``'s, lists ``penchant.english.lists``', grammar ``penchant.english.grammar``'s and sentences
``penchant.puzzles.words.sentences``'; no module of ``penchant.words`` offers any of them."""

from __future__ import annotations

import ast
import importlib
import pkgutil

import pytest
from source_scan import ROOT, parsed, sources

import penchant.words

HOMES = {
    "NUMBER_WORDS": "penchant.english.numbers",
    "count_words": "penchant.english.numbers",
    "number_words": "penchant.english.numbers",
    "stock_count_words": "penchant.words.counts",
    "move_count_words": "penchant.words.counts",
    "deals_share": "penchant.words.counts",
    "join_and": "penchant.english.lists",
    "join_or": "penchant.english.lists",
    "is_you": "penchant.english.grammar",
    "possessive": "penchant.english.grammar",
    "verb": "penchant.english.grammar",
    "verb_form": "penchant.english.grammar",
    "capitalised": "penchant.english.grammar",
    "sentence": "penchant.puzzles.words.sentences",
    "said_once": "penchant.puzzles.words.sentences",
}


def imported_elsewhere(source: str, where: str) -> list[str]:
    """Each ``from M import name`` of ``source`` that takes one of :data:`HOMES`' names from another module."""
    return [f"{where}:{node.lineno}: {alias.name} from {node.module}, not {HOMES[alias.name]}"
            for node in ast.walk(parsed(source)) if isinstance(node, ast.ImportFrom)
            for alias in node.names if alias.name in HOMES and node.module != HOMES[alias.name]]


def _every_source() -> list[tuple[str, str]]:
    """The scanned sources and the tests (which import the words too)."""
    tests = sorted((ROOT / "tests").rglob("*.py"))
    return [*sources(), *((p.relative_to(ROOT).as_posix(), p.read_text(encoding="utf-8")) for p in tests)]


def test_each_name_is_imported_from_its_home() -> None:
    found = [line for path, text in _every_source() for line in imported_elsewhere(text, path)]
    assert not found, "\n".join(found)


def test_the_scan_sees_an_import_from_a_second_home() -> None:
    old = ("from penchant.words.game import cards_words, count_words\n"
           "from penchant.english.numbers import count_words, join_or\n"
           "from penchant.words.game import cards_words, possessive as whose\n"
           "def f():\n    from penchant.words.game import join_and\n")
    assert [line.split(": ")[1] for line in imported_elsewhere(old, "x.py")] == [
        "count_words from penchant.words.game, not penchant.english.numbers",
        "join_or from penchant.english.numbers, not penchant.english.lists",
        "possessive from penchant.words.game, not penchant.english.grammar",
        "join_and from penchant.words.game, not penchant.english.lists",
    ]


@pytest.mark.parametrize("name", sorted(HOMES))
def test_the_home_defines_and_exports_it_and_no_other_words_module_offers_it(name: str) -> None:
    home = importlib.import_module(HOMES[name])
    assert name in home.__all__
    value = getattr(home, name)
    assert not callable(value) or value.__module__ == HOMES[name]
    words_modules = {f"penchant.words.{m.name}" for m in pkgutil.iter_modules(penchant.words.__path__)}
    words_modules |= set(HOMES.values())
    for other in words_modules - {HOMES[name]}:
        assert name not in importlib.import_module(other).__all__, f"{other} offers {name}"
