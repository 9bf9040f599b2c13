"""Whether a rule book matters to each puzzle of the bank, under the default rules, is packaged
(``penchant/data/book_differences.json``, written by tools/book_differences.py) so the practice page does not work it
out each time it opens; the packaged answers are the engine's, and a puzzle changed since is worked out again."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from penchant.puzzles import load_bank
from penchant.puzzles.curation import under_other_books as books
from penchant.puzzles.model import Puzzle
from penchant.rules.profiles import DEFAULT_PROFILE

ROOT = Path(__file__).resolve().parents[2]


def test_the_packaged_differences_are_what_the_engine_works_out() -> None:
    """The committed file is what the tool writes now: the engine's analysis of each of the bank's puzzles of
    another book, under the default rules (a change to the bank or the analysis without a run fails here)."""
    spec = importlib.util.spec_from_file_location("book_differences", ROOT / "tools" / "book_differences.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert (ROOT / "penchant" / "data" / "book_differences.json").read_text(encoding="utf-8") == tool.differences_json()
    packaged = books.packaged_differences()[DEFAULT_PROFILE.name]
    others = [p for p in load_bank() if p.rules != DEFAULT_PROFILE.name]
    assert others and set(packaged) == {p.id for p in others if books.under_book(p, DEFAULT_PROFILE.name) != p}


def test_a_packaged_answer_is_read_not_worked_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Under the default rules the bank's puzzles are answered from the file, with no analysis."""
    books.book_makes_a_difference.cache_clear()

    def refuse(*_: object) -> bool:
        raise AssertionError("worked out again")

    monkeypatch.setattr(books, "_worked_out", refuse)
    packaged = books.packaged_differences()[DEFAULT_PROFILE.name]
    for p in load_bank():
        if p.id in packaged:
            assert books.book_makes_a_difference(p, DEFAULT_PROFILE.name) is packaged[p.id][1]
    books.book_makes_a_difference.cache_clear()


def test_a_puzzle_changed_since_is_worked_out_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """A packaged answer stands for the puzzle it was worked out for only (its digest): the same id with other
    words is analysed live, and its answer is the analysis's."""
    books.book_makes_a_difference.cache_clear()
    packaged = books.packaged_differences()[DEFAULT_PROFILE.name]
    p = next(p for p in load_bank() if p.id in packaged)
    changed = p.with_changes(title=p.title + " (changed)")
    assert books.puzzle_digest(changed) != packaged[p.id][0]
    real = books._worked_out
    analysed: list[str] = []

    def counted(puzzle: Puzzle, other: Puzzle) -> bool:
        analysed.append(puzzle.id)
        return real(puzzle, other)

    monkeypatch.setattr(books, "_worked_out", counted)
    said = books.book_makes_a_difference(changed, DEFAULT_PROFILE.name)
    books.book_makes_a_difference.cache_clear()
    assert analysed == [p.id]
    assert said is real(changed, books.under_book(changed, DEFAULT_PROFILE.name))
