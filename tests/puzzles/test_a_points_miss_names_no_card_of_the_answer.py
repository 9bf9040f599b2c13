"""A wrong score in a points puzzle points where to look, without the answer's cards (issue #31).

Chapter 3's third puzzle (declaration-006, a reunion out of two hearts in hand and three on the table): answering
4 got "4 is what the clan 10♥ J♥ Q♥ K♥ scores. Another declaration you may make scores more.", four of the
answer's five cards and the way to it."""

from __future__ import annotations

from penchant.puzzles import analyse, check
from penchant.puzzles.bank import get


def test_a_lesser_legal_score_is_answered_by_its_kind_not_its_cards() -> None:
    p = get("declaration-006")
    r = check(p, "4")
    assert not r.correct
    said = r.refutation or ""
    assert said.startswith("4 is what a clan scores"), said
    assert "♥" not in said and "hearts" not in said, said  # no card, no suit of the answer's run
    assert "25" not in said and "reunion" not in said, said
    assert analyse(p).best == ("25",)  # the answer it keeps back
