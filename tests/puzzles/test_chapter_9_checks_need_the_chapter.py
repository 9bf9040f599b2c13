"""Chapter 9's closing questions (issue #31): a newcomer could answer them unread, the right choice the longest and
the most hedged ("Keep its cards while they score on the way: …", "When it mattered, it was nearly always …"); and
a miss sent him to a table "column" that a phone shows as a row (the table reflows)."""

from __future__ import annotations

import pytest

from penchant.puzzles import check
from penchant.puzzles.bank import get

NUMBERS = ("understanding-numbers-1", "understanding-numbers-2", "understanding-numbers-3")


@pytest.mark.parametrize("pid", NUMBERS)
def test_the_right_choice_is_not_the_longest(pid: str) -> None:
    p = get(pid)
    right = [c for c in p.choices if check(p, c).correct]
    assert len(right) == 1
    assert len(right[0]) < max(len(c) for c in p.choices), (pid, p.choices)


@pytest.mark.parametrize("pid", NUMBERS)
def test_a_miss_names_no_column_or_row(pid: str) -> None:
    p = get(pid)
    said = [check(p, c).refutation for c in p.choices if not check(p, c).correct] + list(p.hints)
    for words in said:
        assert "column" not in words and " row" not in words, (pid, words)


def test_the_reunion_question_has_two_choices_of_each_advice() -> None:
    """Sound advice alone does not answer it: two choices say not to build on it, and only the chapter's figure
    tells them apart."""
    p = get("understanding-numbers-1")
    assert sum(c.startswith("Do not build on it") for c in p.choices) == 2
    assert sum(check(p, c).correct for c in p.choices if c.startswith("Do not build on it")) == 1
