"""Chapter 8: *Learn from your mistakes* replayed the marked decisions at length and changed the review's verdicts
under the learner's eyes (a trick 4 blunder became "too close to call", trick 1's "about 10 points" became 6): a
newcomer lost trust in both. The review and its puzzles share one judgement, the review's: after the run every
decision keeps its verdict, figure and better move, and each puzzle of the first ten tricks says the review's verdict
and figure and asks for the review's better move (or one the coach calls as good)."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from penchant.judgement.verdicts import loss_words
from penchant.puzzles import analyse
from penchant.puzzles.choice_values import choice_of
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.puzzles.board import PuzzleBoard


def _said(items: object) -> list[tuple[int, int, str, float, str]]:
    return [(i.deal, i.index, i.verdict, round(i.loss, 6), str(i.best)) for i in items]  # type: ignore[attr-defined]


def test_learning_from_mistakes_keeps_every_verdict_and_its_puzzles_say_the_reviews() -> None:
    judged = 0
    for seed in range(9, 15):
        b = PlayBoard("greedy", seed=seed, coach="strong:4")
        b.autoplay("random")
        rev = b.review()
        assert rev is not None
        if not any(i.phase == 1 for i in rev.marked(0)):
            continue
        before = _said(rev.items)
        made = b.learn()
        after = b.last_review
        assert after is not None
        assert _said(after.items) == before, "a verdict, figure or better move changed after Learn from your mistakes"
        assert after.items == rev.items, "a decision's words changed after Learn from your mistakes"
        if not made:
            continue
        shown = b.puzzle_box.children[0]
        assert isinstance(shown, PuzzleBoard)
        unit = float(b.profile.brisque_value)
        for p in shown.puzzles:
            if p.kind == "endgame":
                continue
            item = next(i for i in rev.marked(0) if i.phase == 1 and p.title.startswith(
                f"Deal {i.deal}, trick {i.trick}:"))
            assert p.title.endswith(item.verdict), (p.title, item.verdict)
            assert f": {item.verdict}" in p.hints[0], p.hints[0]
            a = analyse(p)
            answer = a.best[0]
            assert answer in {choice_of(m) for m in (item.best, *item.near_best)}, (answer, item.best)
            played = choice_of(item.played)
            assert loss_words(item.loss, unit) in a.misses[played], (a.misses[played], item.loss)
            judged += 1
        if judged:
            return
    pytest.skip("no puzzle of the first ten tricks came of six random deals")
