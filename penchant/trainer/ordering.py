"""The order a chapter shows its puzzles in: easy to hard (:func:`easy_first`), the chapter's own rules first
(:func:`rules_first`), the most direct question first (:func:`basic_first`). Orders of puzzles, read from their
data (rating, rule book, scoring profile, question), never from the words a page shows for them (the puzzle
board's choosing module asks these for a chapter that names its puzzles by id).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from penchant.puzzles.model import Puzzle
from penchant.rules.profiles import AS_PRINTED, brisque_option

__all__ = ["QUESTIONS_IN_ORDER", "basic_first", "easy_first", "question_rank", "rules_first", "rules_rank"]

QUESTIONS_IN_ORDER: Final = (("barring", "may_declare"), ("barring", "which"), ("barring", "legal_all"),
                             ("barring", "unbar"), ("barring", "lift"), ("barring", "safe"))
"""Barring's questions (kind, task), from the most direct to the least: may you declare this set, or which of these;
which of his table cards would free you (your own bar, from its cause); which of your table cards must stay to keep
his bar, or may go safely (his bar, seen from the cards that hold it)."""


def easy_first(puzzles: Iterable[Puzzle]) -> list[Puzzle]:
    """``puzzles`` ordered easy to hard by rating (the dots a learner sees beside each say the same rating); equal
    ratings keep the order given. Sorted when called, so a puzzle re-rated in the bank moves to its place."""
    return sorted(puzzles, key=lambda p: p.rating)


def rules_rank(rules: str, puzzle: Puzzle) -> int:
    """Where ``puzzle`` stands in a chapter that teaches ``rules`` (a rule book's name, ``"kandell"``): 0 under that
    book as printed, 1 under it with a brisque option (Kandell's doubled brisques), 2 under another book."""
    if puzzle.rules != rules:
        return 2
    return 0 if brisque_option(puzzle.profile) in (None, AS_PRINTED) else 1


def rules_first(rules: str, puzzles: Iterable[Puzzle]) -> list[Puzzle]:
    """``puzzles`` with the chapter's own ``rules`` (a rule book's name) first, as printed before with an option,
    and every other rule book after (:func:`rules_rank`); each group keeps its order (:func:`easy_first` ranks
    them easy to hard). Chapter 7 teaches Kandell's rules, yet its first puzzle, marked easiest, was scored under
    Kandell's modern scoring."""
    return sorted(puzzles, key=lambda p: rules_rank(rules, p))


def question_rank(puzzle: Puzzle) -> int:
    """Where ``puzzle``'s question stands in :data:`QUESTIONS_IN_ORDER`; a puzzle of another question (a declaration
    to choose under a bar) after them all."""
    asked = (puzzle.kind, puzzle.task)
    return QUESTIONS_IN_ORDER.index(asked) if asked in QUESTIONS_IN_ORDER else len(QUESTIONS_IN_ORDER)


def basic_first(puzzles: Iterable[Puzzle]) -> list[Puzzle]:
    """``puzzles`` the most direct question first (:func:`question_rank`), each question easy to hard
    (:func:`easy_first`): a chapter that asks several questions of one rule teaches it from the basic one."""
    return sorted(easy_first(puzzles), key=question_rank)
