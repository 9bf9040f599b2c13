"""The rating change of an answer (:func:`penchant.trainer.progress.rating_change`) is reckoned on the whole bank's
seeded ratings: it read the bank again and built its ratings and themes afresh on every call; now once a process."""

from __future__ import annotations

import pytest

import penchant.puzzles.bank as bank
from penchant.puzzles import load_bank
from penchant.trainer.attempts import Attempt
from penchant.trainer.progress import Progress, rating_change


def test_rating_change_reads_the_bank_once(monkeypatch: pytest.MonkeyPatch) -> None:
    first = [Attempt("barring-001", "missed", at=1.0)]
    once = rating_change(first)

    def read_again(*_args: object, **_kwargs: object) -> list[object]:
        raise AssertionError("the bank was read again")

    monkeypatch.setattr(bank, "load_bank", read_again)
    assert rating_change(first) == once is not None
    assert rating_change([Attempt("endgame-001", "solved_first", at=1.0)]) is not None


def test_rating_change_is_the_whole_banks_and_a_mistake_puzzles() -> None:
    """The ratings shared between calls are never changed by one: a mistake puzzle's rating counts for its call
    only."""
    puzzles = load_bank()
    odd = puzzles[0].with_changes(id="mistake-7", rating=2400)
    missed = [Attempt("mistake-7", "missed", at=1.0)]
    hard = rating_change(missed, [odd])
    assert hard is not None and hard[1] == Progress.of(missed, [*puzzles, odd]).learner
    easy = rating_change(missed)
    assert easy is not None and easy[1] == Progress.of(missed, puzzles).learner and easy != hard
