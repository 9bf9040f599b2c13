"""The scoring slips keyed their parts and tasks by strings: a fit was matched to the misreading it repeated by the
end of its sentence (``f.endswith("book bonus, and count each part once")``), and "deal_points" was spelled out at
every sign. The tasks are a ``ScoringTask``, the parts a ``ScorePart``; the names they carry are the records' and
the bank's, so a puzzle reads and is judged as before."""

from __future__ import annotations

from penchant.puzzles.checkers import scoring
from penchant.puzzles.scoring_tasks import ScorePart, ScoringTask, players_counted, score_sign
from penchant.rules.profiles import KANDELL


def test_the_tasks_are_the_records_names() -> None:
    assert scoring.TASKS == ("deal_points", "deal_difference", "game_value")
    assert all(isinstance(t, ScoringTask) for t in scoring.TASKS)


def test_each_part_left_out_is_a_misreading_the_bank_names() -> None:
    named = scoring.deal_mistakes(KANDELL)
    assert [p.forgotten for p in ScorePart if p.forgotten in named] == [
        "forgetting the brisquettes", "forgetting the book bonus"]


def test_a_lead_counts_both_players_the_second_taken_away() -> None:
    assert [(players_counted(t, 1), [score_sign(t, q) for q in (0, 1)]) for t in ScoringTask][:2] == [
        ((1,), [1, 1]), ((0, 1), [1, -1])]
