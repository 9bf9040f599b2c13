"""A "Whose rules?" quiz says each source's rule as the source's profile has it (its switch
``loser_penchant_sets_trump``, asked through :func:`penchant.rules.trump.penchant_sets_trump`), not by the
profile's name: a Foster whose switch were off would not be described as counting a loser's penchant (review:
the trump puzzle decided who sets trump by the name "foster")."""

from __future__ import annotations

import pytest

from penchant.puzzles.checkers.trump import analyse
from penchant.puzzles.model import Puzzle
from penchant.rules import profiles
from penchant.rules.profiles import PROFILES

QUIZ = {"id": "whose-rules", "kind": "trump", "task": "profile", "title": "Whose rules?",
        "question": "Which rules make hearts trump?",
        "position": {"result": "H", "events": [{"winner": 0, "declarer": 0, "cards": "KS QS"},
                                                {"winner": 0, "declarer": 1, "cards": "QD JH"}]},
        "answer_form": "choice", "choices": ["foster", "kandell", "both", "neither"], "answer": ["foster"]}


def _clause(explanation: str, source: str) -> str:
    return next(part for part in explanation.split("; ") if part.startswith(f"under {source}"))


def test_each_source_is_said_with_its_own_rule() -> None:
    why = analyse(Puzzle.from_json(QUIZ)).explanation
    assert "whoever declares it" in _clause(why, "Foster's rules")
    assert "the first penchant declared by a trick's winner sets trump" in _clause(why, "Kandell's rules")


def test_the_rule_said_is_the_profiles_switch_not_its_name(monkeypatch: pytest.MonkeyPatch) -> None:
    switched_off = PROFILES["foster"].with_options(loser_penchant_sets_trump=False)
    monkeypatch.setattr(profiles, "PROFILES", {**PROFILES, "foster": switched_off})
    quiz = {**QUIZ, "answer": ["neither"]}
    why = analyse(Puzzle.from_json(quiz)).explanation
    foster = _clause(why, "Foster's rules")
    assert "no penchant sets trump" in foster
    assert "declared by a trick's winner sets trump" in foster and "whoever declares it" not in foster


def test_the_hint_says_each_sources_rule_from_its_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    """review28 #1: the hint said "Foster counts it, Kandell does not" as a literal, beside the rules asked."""
    hint = "The sources differ on a penchant declared by the trick's loser: Foster counts it, Kandell does not."
    assert hint in analyse(Puzzle.from_json(QUIZ)).hints
    switched_off = PROFILES["foster"].with_options(loser_penchant_sets_trump=False)
    monkeypatch.setattr(profiles, "PROFILES", {**PROFILES, "foster": switched_off})
    hints = analyse(Puzzle.from_json({**QUIZ, "answer": ["neither"]})).hints
    assert "The sources agree on a penchant declared by the trick's loser: Foster does not, Kandell does not." in hints
    assert hint not in hints
