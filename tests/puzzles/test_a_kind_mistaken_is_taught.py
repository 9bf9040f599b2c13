"""A points answer that is the best declaration's cards counted as another kind of the same size is named as that
slip and taught by what the kind taken makes, never by the answer: chapter 3's puzzle 3 (the reunion 9♥ 10♥ J♥ Q♥ K♥
built on J♥ Q♥ K♥) answered 5, a flush's score, got only the general checklist, though the flush-against-reunion
mix-up is what the puzzle tests."""

from __future__ import annotations

from penchant.puzzles import Puzzle, analyse, check, get, load_drills
from penchant.puzzles.checkers.grading import names_answer
from penchant.rules.combinations import legal_declarations
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.words.kinds import KIND_CARDS


def test_chapter_3_puzzle_3_answered_with_a_flush_s_score_is_told_the_slip() -> None:
    p = get("declaration-006")
    assert p.profile.value(Kind.FLUSH) == 5
    said = check(p, "5").refutation or ""
    assert "flush" in said and KIND_CARDS[Kind.FLUSH] in said, said
    assert "List what your hand" not in said, said
    assert not names_answer(said, analyse(p).best) and "25" not in said and "reunion" not in said, said


def _points_puzzles() -> list[Puzzle]:
    return [p for p in load_drills() if p.kind == "declaration" and p.task == "points"]


def test_every_same_size_kind_slip_of_a_points_puzzle_names_the_kind_taken() -> None:
    seen = 0
    for p in _points_puzzles():
        analysis = analyse(p)
        best = analysis.best[0]
        hold = Holdings(hand=p.cards("hand"), table=p.cards("table", ""), opp_table=p.cards("opp_table", ""))
        legal = legal_declarations(hold, p.profile)
        lower = {d.points for d in legal}
        for d in (d for d in legal if str(d.points) == best and d.kind is not None):
            for other in Kind:  # a score a lower declaration or a refused one makes has its own miss
                v = p.profile.value(other)
                if other is d.kind or other.size != d.kind.size or v in lower or str(v) in analysis.verdicts:
                    continue
                said = check(p, str(v)).refutation or ""
                assert f"a {other.value}" in said and KIND_CARDS[other] in said, (p.id, v, said)
                assert not names_answer(said, [best]), (p.id, said)
                seen += 1
    assert seen >= 2
