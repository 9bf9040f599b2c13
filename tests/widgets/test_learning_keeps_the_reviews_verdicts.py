"""Chapter 8: *Learn from your mistakes* replayed the marked decisions at length and changed the review's figures
under the learner's eyes (trick 1's "about 10 points" became 6), and a decision the review marked a mistake was then
said, beside it, to be too close to call (the review's four-odd play-outs a move against the run's twelve longer
looks): a newcomer lost trust in both. One decision has one verdict: a puzzle of the first ten tricks says the
review's verdict and figure and asks for the review's better move (or one the coach calls as good); a decision whose
longer look found the better move not clearly ahead is said too close to call by the review itself, with no figure
(the larger sample's verdict replaces the mark); every other decision keeps its verdict, figure, better move and
words."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from penchant.coaching.advice_words import TOO_CLOSE
from penchant.judgement.verdicts import RECHECKED_CLOSE, is_marked, loss_words
from penchant.puzzles import analyse
from penchant.puzzles.checkers.choice_values import choice_of
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.puzzles.board import PuzzleBoard


def _said(items: object) -> list[tuple[int, int, str, float, str]]:
    return [(i.deal, i.index, i.verdict, round(i.loss, 6), str(i.best)) for i in items]  # type: ignore[attr-defined]


def test_learning_from_mistakes_keeps_every_verdict_and_its_puzzles_say_the_reviews() -> None:
    judged = rechecked = 0
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
        assert len(after.items) == len(rev.items)
        for was, now, said in zip(rev.items, after.items, before, strict=True):
            if now.verdict == was.verdict:
                assert now == was and _said([now])[0] == said, "a decision's words changed after Learn from mistakes"
                assert RECHECKED_CLOSE not in after.no_puzzle_why(now), ("a mark beside 'too close to call'", now)
                continue
            # the longer look's verdict replaced the mark: the review says it, in words with no figure
            assert is_marked(was.verdict) and was.phase == 1 and now.verdict == "close", (was.verdict, now.verdict)
            assert now.reason == was.if_close and TOO_CLOSE in now.reason, now.reason
            # what the move gives up may be named with its worth ("the pair 8♦ 8♣ (… for 2 points)"); no figure of
            # the play-outs says one move scored more than the other
            assert not re.search(r"(about|nearly) \d|costs you|\d+ points? (more|less|better|worse)", now.reason), \
                ("a figure beside 'too close to call'", now.reason)
            assert now not in after.marked(0) and after.counts(0)["close"] == rev.counts(0)["close"] + sum(
                1 for a, b in zip(rev.items, after.items, strict=True) if a.verdict != b.verdict)
            rechecked += 1
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
        if judged and rechecked:
            return
    # The seeds are fixed: a miss here is permanent, so it fails rather than skips (the checks above would stop).
    assert rechecked, ("no seed in 9..14 met a marked decision the longer look found too close to call: "
                       "choose other seeds")
    assert judged, "no seed in 9..14 produced a puzzle of the first ten tricks: choose other seeds"
