"""Review eng10 #22: the puzzle maker's ``attempt`` caught every exception, so a bug in the analysis became
``None`` and the maker quietly made fewer puzzles; now only a typed refusal (a position the rules refuse) is
passed over, and anything else surfaces."""

from __future__ import annotations

from typing import Any

import pytest

import penchant.puzzles.checking as checking
from penchant.errors import PenchantError
from penchant.puzzlemakers.authoring import fit_position
from penchant.puzzles.bank import load_drills
from penchant.rules.cards import CardSet


def _short_of_a_card() -> Any:
    """A barring drill with one card its question does not name taken out of the hand: one the maker fills."""
    drill = next(p for p in load_drills() if p.kind == "barring" and p.task == "legal_all")
    named = {c for b in checking.analyse(drill).best for c in CardSet(b)}
    hand = CardSet(drill.position["hand"])
    spare = next(c for c in hand if c not in named)
    return drill.with_changes(position={**drill.position, "hand": str(CardSet([c for c in hand if c != spare]))})


def test_the_maker_fills_a_short_hand() -> None:
    short = _short_of_a_card()
    filled = fit_position(short)
    assert filled is not None
    assert len(CardSet(filled.position["hand"])) == len(CardSet(short.position["hand"])) + 1


def test_a_bug_in_the_analysis_surfaces_from_the_maker(monkeypatch: pytest.MonkeyPatch) -> None:
    short = _short_of_a_card()
    real = checking.analyse
    calls: list[object] = []

    def broken(puzzle: Any) -> Any:
        calls.append(puzzle)
        if len(calls) > 1:
            raise ZeroDivisionError("a bug in the analysis")
        return real(puzzle)

    monkeypatch.setattr(checking, "analyse", broken)
    with pytest.raises(ZeroDivisionError):
        fit_position(short)


def test_a_refused_position_is_passed_over(monkeypatch: pytest.MonkeyPatch) -> None:
    short = _short_of_a_card()
    real = checking.analyse
    calls: list[object] = []

    def refusing(puzzle: Any) -> Any:
        calls.append(puzzle)
        if len(calls) > 1:
            raise PenchantError("this filled position is refused")
        return real(puzzle)

    monkeypatch.setattr(checking, "analyse", refusing)
    assert fit_position(short) is None
