"""Review eng10 #22: the puzzle maker's ``attempt`` caught every exception, so a bug in the analysis became
``None`` and the maker quietly made fewer puzzles; now only a typed refusal (a position the rules refuse) is
passed over, and anything else surfaces. Issue #30: the same of the random and the mined makers (below)."""

from __future__ import annotations

from typing import Any

import pytest

import penchant.puzzles.checking as checking
from penchant.errors import PenchantError, PuzzleError
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


# The same for the makers of random and mined puzzles (review #30 item 12): each catches only the refusal of the
# position it built (the build's), never a refusal from analysing a puzzle it has built or rating it.


def test_a_bug_in_generate_s_analysis_surfaces(monkeypatch: pytest.MonkeyPatch) -> None:
    import penchant.puzzlemakers.generate as generate_module

    def broken(puzzle: Any) -> Any:
        raise PuzzleError("a bug in the analysis of a puzzle the maker built")

    monkeypatch.setattr(generate_module, "analyse", broken)
    with pytest.raises(PuzzleError, match="a bug in the analysis"):
        generate_module.generate("declaration", 1, seed=5, max_tries=200)


def test_generate_passes_over_a_position_its_build_refuses(monkeypatch: pytest.MonkeyPatch) -> None:
    import penchant.puzzlemakers.generate as generate_module

    refused: list[object] = []

    def refusing(*args: Any, **kwargs: Any) -> Any:
        refused.append(args)
        raise PuzzleError("nothing to find")

    monkeypatch.setattr(generate_module, "build", refusing)
    assert generate_module.generate("declaration", 1, seed=5, max_tries=30) == [] and refused


def test_a_bug_in_the_miner_s_rating_surfaces(monkeypatch: pytest.MonkeyPatch) -> None:
    import penchant.puzzlemakers.miner as miner
    from penchant.players.greedy import greedy_action

    def broken(puzzle: Any) -> Any:
        raise PenchantError("a bug in rating a mined puzzle")

    monkeypatch.setattr(miner, "rated_problems", broken)
    with pytest.raises(PenchantError, match="a bug in rating"):
        list(miner.mine(2, greedy_action, 0))


def test_a_mined_position_the_build_refuses_is_passed_over(monkeypatch: pytest.MonkeyPatch) -> None:
    import penchant.puzzlemakers.miner as miner
    from penchant.players.greedy import greedy_action

    refused: list[object] = []

    def refusing(*args: Any, **kwargs: Any) -> Any:
        refused.append(args)
        raise PuzzleError("the rules refuse this position")

    monkeypatch.setattr(miner, "build", refusing)
    assert list(miner.mine(2, greedy_action, 0)) == [] and refused
