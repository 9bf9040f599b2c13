"""Learn from your mistakes took four minutes for five decisions on a 2-core machine, nearly three quarters of it
playing out what each choice leads to over all twelve of the judge's runs' deals, figures that only explain an
answer the judge's runs have already settled. A mistake puzzle plays them over the first few runs' deals
(:data:`~penchant.puzzlemakers.mistakes.OUTCOME_RUNS`), and its words count those deals."""

from __future__ import annotations

from penchant.puzzlemakers.mistakes import OUTCOME_RUNS, _explained
from penchant.puzzlemakers.realplay import with_outcomes
from penchant.puzzles.bank import load_bank
from penchant.puzzles.checkers.judged_analysis import samples_of
from penchant.puzzles.checkers.judged_position import judgement_of
from penchant.puzzles.model import Puzzle
from penchant.puzzles.words.judged import outcomes_of


def _judged() -> Puzzle:
    return next(p for p in load_bank() if p.kind == "decision" and samples_of(judgement_of(p)) is not None)


def test_the_figures_can_be_played_over_the_judges_first_runs_only() -> None:
    p = _judged()
    j = judgement_of(p)
    one = outcomes_of(with_outcomes(p, runs=1))
    assert {f.deals for f in one.values()} == {samples_of(j)}, one
    assert OUTCOME_RUNS < j.runs


def test_a_mistake_puzzles_figures_put_its_answer_ahead_over_fewer_runs_unless_its_judge_is_strong() -> None:
    strong = _judged()
    history = dict(strong.history or {})
    history["judge"] = {**dict(history["judge"]), "player": "master"}
    master = strong.with_changes(history=history)
    n = samples_of(judgement_of(strong))
    assert n is not None
    for p, deals in ((master, OUTCOME_RUNS * n), (strong, judgement_of(strong).runs * n)):
        best = judgement_of(p).ranked[0]
        told = outcomes_of(_explained(p, best))
        assert all(told[best].net >= f.net for f in told.values()), told
        # master's: the first runs' deals, unless they would not put the answer ahead; strong's: every run's
        assert {f.deals for f in told.values()} <= {deals, judgement_of(p).runs * n}, (p.history, told)
        assert {f.deals for f in told.values()} == {deals}, "this puzzle's answer is ahead over the first runs too"
