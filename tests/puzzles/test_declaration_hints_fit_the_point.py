"""A "may you declare this?" puzzle's hints are about the point it turns on: a "who may declare" puzzle (the
loser of the trick) talks of the loser's rule, never of fresh cards; a house-rule puzzle of what was declared
before; the others of where each card lies. The chapter-2 "Who may declare" puzzle showed chapter 0's
fresh-card hints."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from penchant.puzzles import analyse
from penchant.puzzles.bank import load_file
from penchant.puzzles.model import Puzzle
from penchant.puzzles.names import ONE_USE_PER_KIND_THEME, PENCHANT_ONLY_THEME
from penchant.rules.combinations import FRESH_CARD_WORDS

ROOT = Path(__file__).resolve().parents[2]
MAY = [p for p in load_file(ROOT / "penchant" / "data" / "drills" / "declaration.json") if p.task == "may_declare"]


def _point(p: Puzzle) -> str:
    themes = set(p.themes)
    if PENCHANT_ONLY_THEME in themes:
        return "loser"
    if ONE_USE_PER_KIND_THEME in themes:
        return "declared before"
    return "where"


@pytest.mark.parametrize("puzzle", MAY, ids=[p.id for p in MAY])
def test_hints_speak_of_the_puzzles_point(puzzle: Puzzle) -> None:
    for hints in (puzzle.hints, analyse(puzzle).hints):
        text = " ".join(hints).lower()
        point = _point(puzzle)
        if point == "loser":
            # the loser's one kind by what it is made of: its name beside "the loser's one kind" is the answer
            assert "loser" in text and "a queen and a jack of different suits" in text, hints
            assert "fresh" not in text and "lies now" not in text, hints
        elif point == "declared before":
            assert "declared before" in text, hints
        else:
            assert "lies now" in text and FRESH_CARD_WORDS in text, hints  # the rule in the rules' words


def test_every_point_is_drilled() -> None:
    assert {_point(p) for p in MAY} == {"loser", "declared before", "where"}


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


LOSER = [p for p in load_file(ROOT / "penchant" / "data" / "drills" / "declaration.json") if p.penchant_only]


@pytest.mark.parametrize("puzzle", LOSER, ids=lambda p: p.id)
def test_a_lost_tricks_hints_point_at_the_rule_not_back_at_the_question(puzzle: Puzzle) -> None:
    """Chapter 2's "Who may declare" asked "You lost trick 1…", and its first hint asked "who won it?", its
    second "You lost the trick and your opponent declared nothing: …": the question's own words back (newcomers).
    Every hint of a puzzle on a lost trick, as stored and as the engine makes them, adds a step: none asks who won
    nor says again that the trick was lost; the first turns to the winner's and the loser's rights. Where the loser's
    rule is the answer, no hint says it as the rules word it (:class:`~penchant.rules.procedure.NoDeclaration`): the
    last leads to it, and the puzzle is solved by the learner, not by the hint (issue #31)."""
    from penchant.rules.procedure import NoDeclaration

    assert puzzle.question.startswith("You lost trick"), puzzle.question
    for hints in (puzzle.hints, analyse(puzzle).hints):
        for hint in hints:
            low = hint.lower()
            assert "who won" not in low and "you lost" not in low and "your opponent declared" not in low, hint
            assert "look at the trick" not in low, hint
        assert "winner" in hints[0] and "loser" in hints[0], hints
        if puzzle.task == "may_declare":
            said = any(NoDeclaration.LOSER_PENCHANT_ONLY.value in h.lower() for h in hints)
            # the rule said where another point decides; left to the learner where it is the answer
            assert said == (_point(puzzle) != "loser"), hints


LOSER_MAY = [p for p in MAY if _point(p) == "loser"]


@pytest.mark.parametrize("puzzle", LOSER_MAY, ids=lambda p: p.id)
def test_a_who_may_declare_puzzles_hints_say_the_rule_only_at_the_last(puzzle: Puzzle) -> None:
    """Chapter 2's "Who may declare": its hint 2 of 3 was "The loser of a trick may declare only a penchant", the
    answer's own reason, one hint before the last (issue #31). The hints narrow toward the rule (none but the last
    names the one kind the loser may declare), and the last leads to the rule without saying it: what the loser's one
    kind is made of, and the puzzle's own cards to set beside it."""
    from penchant.rules.cards import CardSet

    cards = CardSet(puzzle.position["declaration"])
    for hints in (puzzle.hints, analyse(puzzle).hints):
        assert len(hints) >= 3, hints
        for hint in hints[:-1]:
            assert "penchant" not in hint.lower(), hints
        assert "Queen and a Jack" in hints[-1] and all(c.unicode in hints[-1] for c in cards), hints
