"""A scoring puzzle's wrong count names the common slips of a beginner without giving the total (newcomer 40, #4):
a book bonus paid at exactly six brisques (chapter 7's first puzzle answered 35) heard only "add up your score
again", as did every brisque taken counted as a brisquette. Each is checked over every deal puzzle of the bank
and the drills where the slip can happen, from the rules' own score of the deal misread that one way."""

from __future__ import annotations

import pytest

from penchant.play.sheet import deal_score_parts
from penchant.puzzles.bank import load_bank, load_drills
from penchant.puzzles.checkers.scoring import analyse, check, deal_entries, hints_after_tries
from penchant.puzzles.model import Puzzle
from penchant.rules.brisques import BOOK_BRISQUES, brisques_over_book
from penchant.rules.scoring import bonus_paid_on, deal_parts


def _deal_puzzles() -> list[Puzzle]:
    return [p for p in (*load_bank(), *load_drills()) if p.kind == "scoring" and p.task == "deal_points"]


def _said(p: Puzzle, n: int) -> str:
    result = check(p, str(n), analyse(p))
    assert not result.correct
    return result.refutation or ""


def test_a_bonus_paid_at_exactly_six_is_named_without_the_total() -> None:
    seen = 0
    for p in _deal_puzzles():
        (entry, _), me = deal_entries(p)[0], int(p.position.get("player", 0))
        if entry.brisques[me] != BOOK_BRISQUES:
            continue
        part = deal_score_parts(entry, p.profile)[me]
        slip = part.total + bonus_paid_on(p.profile, brisques_over_book(BOOK_BRISQUES + 1))
        said = _said(p, slip)
        assert str(part.total) not in said, (p.id, said)
        # named, unless a declaration valued under another book comes to the same count (then neither is named)
        named = "which of them earn a book bonus?" in said
        assert named or "perhaps" not in said, (p.id, said)
        seen += named
    assert seen, "the bonus at six is named in no deal puzzle"


@pytest.mark.parametrize("rules", ["foster", "kandell", "modern"])
def test_the_bonus_at_six_is_named_under_every_rule_book(rules: str) -> None:
    """The slip is the rules' bonus told one brisque more, so it is found under each book's values (Foster's bonus
    is 10 a brisque, the others' 1), and deal_difference asks it too, for either player."""
    base = next(p for p in _deal_puzzles() if p.id == "scoring-003")
    p = base.with_changes(position={**base.position, "rules": rules})
    truth = int(analyse(p).best[0])
    said = _said(p, truth + p.profile.bonus_points)
    assert "look again at the brisques in all on the board: which of them earn a book bonus?" in said, said
    assert str(truth) not in said, said
    lead = base.with_changes(position={**base.position, "rules": rules}, task="deal_difference")
    gap = int(analyse(lead).best[0])
    for off, whose in ((p.profile.bonus_points, "your six"), (-p.profile.bonus_points, "your opponent's six")):
        told = _said(lead, gap + off)
        assert "which of them earn a book bonus?" in told or "perhaps" not in told, (whose, told)


def test_chapter_7s_first_puzzle_answered_35_hears_six_is_the_book() -> None:
    p = next(p for p in _deal_puzzles() if p.id == "scoring-003")
    said = _said(p, 35)
    assert said.startswith("35 is off: perhaps look again at the brisques in all on the board: which of them earn a "
                           "book bonus?"), said
    assert "Add up your score" not in said and "34" not in said, said
    # the hints after it start with the book bonus, where the miss sent the learner, not with the declarations
    hints = hints_after_tries(p, ["35"])
    assert hints[0].startswith("At the end, the book bonus"), hints


def test_every_brisque_counted_as_a_brisquette_is_named() -> None:
    seen = 0
    for p in _deal_puzzles():
        (entry, _), me = deal_entries(p)[0], int(p.position.get("player", 0))
        if entry.brisques[me] == entry.brisquettes[me]:
            continue
        truth = int(analyse(p).best[0])
        slip = deal_parts(p.profile, entry.declarations, entry.brisques, entry.brisques)[me].total
        said = _said(p, slip)
        assert str(truth) not in said, (p.id, said)
        seen += "which of them scores as brisquettes?" in said
    assert seen, "no deal puzzle names every brisque counted as a brisquette"
