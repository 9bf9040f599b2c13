"""A "may you declare this?" puzzle's hints are about the point it turns on: a "who may declare" puzzle (the
loser of the trick) talks of who won the trick, never of fresh cards; a house-rule puzzle of what was declared
before; the others of where each card lies. The chapter-2 "Who may declare" puzzle used to show chapter 0's
fresh-card hints."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from penchant.puzzles import analyse
from penchant.puzzles.bank import load_file
from penchant.puzzles.model import Puzzle

ROOT = Path(__file__).resolve().parents[2]
MAY = [p for p in load_file(ROOT / "penchant" / "data" / "drills" / "declaration.json") if p.task == "may_declare"]


def _point(p: Puzzle) -> str:
    themes = set(p.themes)
    if "the loser declares only a penchant" in themes:
        return "who won"
    if "one card, one use per kind" in themes:
        return "declared before"
    return "where"


@pytest.mark.parametrize("puzzle", MAY, ids=[p.id for p in MAY])
def test_hints_speak_of_the_puzzles_point(puzzle: Puzzle) -> None:
    for hints in (puzzle.hints, analyse(puzzle).hints):
        text = " ".join(hints).lower()
        point = _point(puzzle)
        if point == "who won":
            assert "who won" in text and "loser" in text, hints
            assert "fresh" not in text and "lies now" not in text, hints
        elif point == "declared before":
            assert "declared before" in text, hints
        else:
            assert "lies now" in text and "fresh from the hand" in text, hints


def test_every_point_is_drilled() -> None:
    assert {_point(p) for p in MAY} == {"who won", "declared before", "where"}


FIND = [p for p in load_file(ROOT / "penchant" / "data" / "drills" / "declaration.json")
        if p.task in ("best", "points")]
_LOOK = {"set": "Look for a set", "run": "Look along one suit", "coupling": "Look for a coupling"}


@pytest.mark.parametrize("puzzle", FIND, ids=[p.id for p in FIND])
def test_hints_lead_to_the_best_declaration_step_by_step_without_saying_it(puzzle: Puzzle) -> None:
    """Chapter 3's sixth puzzle (a flush) had three boilerplate hints, "List what your hand and table can form…",
    "Count every legal combination…" (newcomer 12). The hints, as stored and as the engine makes them, lead from the
    puzzle's own facts: the kind of combination to look for, then where its cards lie; never the answer."""
    from penchant.rules.cards import CardSet

    a = analyse(puzzle)
    best = [CardSet(b) for b in a.best] if puzzle.task == "best" else []
    for hints in (puzzle.hints, a.hints):
        text = " ".join(hints)
        assert "List what your hand" not in text and "Count every legal" not in text, hints
        assert any(h.startswith("Its ") and " in your hand" in h for h in hints), hints
        if not puzzle.penchant_only:  # after a lost trick the first hint asks which kind the loser may declare
            assert any(h.startswith(tuple(_LOOK.values())) for h in hints[:1]), hints
        if puzzle.task == "points":
            assert a.best[0] not in re.findall(r"\d+", text), hints  # the score is never said
        for cards in best:  # nor the cards of the answer, in any writing
            assert str(cards) not in text and not any(c.unicode in text for c in cards), hints


@pytest.mark.parametrize("puzzle", [p for p in MAY if p.penchant_only], ids=lambda p: p.id)
def test_a_who_won_hint_points_at_what_the_board_shows(puzzle: Puzzle) -> None:
    """Chapter 2's "Who may declare" said "Look at the trick just played" over a board that shows no trick (newcomer
    15): the board says how the trick went on its label (and the question in its first words), so the hint points
    there."""
    for hints in (puzzle.hints, analyse(puzzle).hints):
        assert "look at the trick" not in hints[0].lower(), hints
        assert "label" in hints[0] and "who won" in hints[0], hints


def test_a_score_in_another_rule_books_numbers_is_named_only_when_it_is_that_books_value() -> None:
    # A reviewer: under the modern rules (a quadruplet 8) an answer of 80 was told "you counted with Foster's
    # numbers" (Foster's quadruplet is 100), and 100, Foster's own, was told nothing; the books' numbers are no
    # one scale, so each kind's value is asked of each book.
    from penchant.puzzles.declaration import other_scale_words
    from penchant.rules.kinds import Kind
    from penchant.rules.profiles import get_profile

    modern, foster, kandell = get_profile("modern"), get_profile("foster"), get_profile("kandell")
    for kind in Kind:
        for book in (kandell, foster):
            said = other_scale_words(modern, book.value(kind), [kind])
            if book.value(kind) != modern.value(kind):
                assert f"counted with {book.name.capitalize()}'s numbers" in said, (kind, book.name, said)
                assert "every score is" not in said  # the modern numbers are no multiple of either book's
        wrong = foster.value(kind) * modern.value(kind) // max(1, kandell.value(kind))
        if wrong not in {foster.value(kind), kandell.value(kind), modern.value(kind)}:
            assert other_scale_words(modern, wrong, [kind]) == "", (kind, wrong)
    assert "ten times Kandell's" in other_scale_words(foster, kandell.value(Kind.REUNION), [Kind.REUNION])
    assert "a tenth of Foster's" in other_scale_words(kandell, foster.value(Kind.PAIR), [Kind.PAIR])
