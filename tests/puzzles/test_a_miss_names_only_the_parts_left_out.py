"""A count that leaves whole parts of the score out is pointed at exactly those parts, or at none: never at a part
counted right (issue #31: chapter 7's Foster puzzle, answered 120, its opponent's declarations alone, was told
"perhaps look again at your opponent's triplet": the triplet was right, the brisquettes and the book bonus left
out)."""

from __future__ import annotations

import re
from itertools import combinations

import pytest

from penchant.play.sheet import deal_score_parts
from penchant.puzzles import analyse, check, get
from penchant.puzzles.bank import load_drills
from penchant.puzzles.checkers.scoring import deal_entries
from penchant.puzzles.checkers.scoring_brisques import owner_words
from penchant.puzzles.scoring_tasks import ScorePart, ScoringTask, players_counted, score_sign
from penchant.puzzles.words.scoring import ON_THE_BOARD

PARTS = (ScorePart.DECLARATIONS, ScorePart.BRISQUETTES, ScorePart.BOOK_BONUS)


def _named(words: str, part: str) -> bool:
    """Whether ``words`` point at ``part`` (``"your book bonus"``): by its name, or by where the board shows it
    (``"your brisques in all"``), as a miss that leaves it out says it."""
    owner, _, name = part.rpartition(" ")
    owner, name = (owner.rsplit(" ", 1)[0], "book bonus") if part.endswith("book bonus") else (owner, name)
    places = [part, f"{owner} {ON_THE_BOARD[name]}"] if name in ON_THE_BOARD else [part]
    return any(re.search(re.escape(place) + r"(?!\w)", words) is not None for place in places)


def test_the_opponents_declarations_alone_ask_for_his_brisquettes_and_book_bonus() -> None:
    said = check(get("scoring-017"), "120").refutation or ""
    assert "triplet" not in said, said
    assert _named(said, "your opponent's brisquettes") and _named(said, "your opponent's book bonus"), said


def _whole_parts(pid: str) -> tuple[int, list[tuple[str, int]]]:
    p = get(pid)
    entry, _ = deal_entries(p)[0]
    scores = deal_score_parts(entry, p.profile)
    parts = [(f"{owner_words(q)} {part.value}", score_sign(p.task, q) * v)
             for q in players_counted(p.task, int(p.position.get("player", 0)))
             for part, v in zip(PARTS, (scores[q].declarations, scores[q].brisquettes, scores[q].book_bonus),
                                strict=True) if v]
    return int(analyse(p).best[0]), parts


_DEALS = [p.id for p in load_drills() if p.kind == "scoring"
          and p.task in (ScoringTask.DEAL_POINTS, ScoringTask.DEAL_DIFFERENCE)]


def test_the_sweep_sees_the_score_puzzles() -> None:
    assert len(_DEALS) >= 10 and "scoring-017" in _DEALS


@pytest.mark.parametrize("pid", _DEALS)
def test_a_count_with_parts_left_out_names_those_parts_or_none(pid: str) -> None:
    truth, parts = _whole_parts(pid)
    names = [name for name, _ in parts]
    for size in range(1, len(parts)):
        for group in combinations(parts, size):
            n = truth - sum(v for _, v in group)
            if n in (truth, 0):
                continue
            said = check(get(pid), str(n)).refutation or ""
            left = {name for name, _ in group}
            wrong = [name for name in names if name not in left and _named(said, name)]
            assert not wrong, (n, sorted(left), said)
            if "perhaps" in said or "look on the board" in said:  # a part pointed at: the parts left out, each
                assert all(_named(said, name) for name in left), (n, sorted(left), said)
