"""Learn from your mistakes said "Why four other marked decisions gave no puzzle" in a fold, with reasons counted
("One was still worse on a longer look, but a move other than the review's came out best"), and a newcomer could
not tell which decision each was about (chapter 8): each decision that gave no puzzle says why next to it, in the
review, and the fold lists them by trick, one sentence each."""

from __future__ import annotations

import html

import pytest

pytest.importorskip("ipywidgets")

from mistake_puzzle_setup import chapter_8_board

import penchant.puzzlemakers.mistakes as mistakes
from penchant.puzzlemakers.mistakes import NO_PUZZLE_BECAUSE, declined_each, no_puzzle_because
from penchant.puzzles.checkers.choice_values import Judgement, choice_of


def test_each_reason_is_one_sentence_naming_no_workings() -> None:
    for why, said in NO_PUZZLE_BECAUSE.items():
        words = no_puzzle_because(why)
        assert words.count(". ") == 0 and words.endswith(".") and words.startswith("No puzzle: "), words
        for internal in ("review's came out best", "judge", "sampling"):
            assert internal not in said, (why, said)
    # a longer look that disagrees with the review's mark says plainly which verdict stands, never both
    unclear = no_puzzle_because("unclear")
    assert "mark stands" not in unclear and "count this move as too close to call" in unclear, unclear


def test_the_review_says_why_next_to_each_decision_that_gave_no_puzzle(monkeypatch: pytest.MonkeyPatch) -> None:
    b = chapter_8_board()  # its coach shared with the other tests of the game that review it
    rev = b.review()
    assert rev is not None
    first_ten = [i for i in rev.marked(0) if i.phase == 1]
    assert len(first_ten) >= 2, "chapter 8's deal played at random marks decisions of the first ten tricks"

    def judged(view: object, judge: str, seed: int, players: object, runs: int) -> Judgement:
        # every move within the noise of every other: the move played not clearly worse, "unclear"
        legal = [choice_of(a) for a in view.legal]  # type: ignore[attr-defined]
        values = {c: tuple(0.01 * n + (1.0 if (r + n) % 2 else -1.0) for r in range(runs))
                  for n, c in enumerate(legal)}
        return Judgement("master", 1, values, "", None, 0)

    monkeypatch.setattr(mistakes, "judge_view", judged)
    b.learn()
    after = b.last_review
    assert after is not None and after.learnt is not None
    # a decision the longer look found too close to call is said so by the review itself (one verdict), in words
    # with no figure; one still marked that gave no puzzle says why next to it
    rechecked = [i for i in first_ten if next(a for a in after.items if (a.deal, a.index) == (i.deal, i.index))
                 .verdict == "close"]
    assert rechecked, "the longer look found decisions too close to call"
    for i in rechecked:
        now = next(a for a in after.items if (a.deal, a.index) == (i.deal, i.index))
        assert now.reason == i.if_close and "Too close to call" in now.reason, now.reason
        assert now not in after.marked(0) and not after.no_puzzle_why(now)
    without = [i for i in after.marked(0) if after.no_puzzle_why(i)]
    shown = html.unescape(b.review_box.value)
    for i in without:
        why = after.no_puzzle_why(i)
        assert why in set(map(no_puzzle_because, NO_PUZZLE_BECAUSE)), why
        # next to its own decision: after its heading, before the next decision's
        block = shown.split(f"{i.heading}:")[1].split("</li>")[0]
        assert why in block, (i.heading, block)
    # the fold under the run lists each decision that gave no puzzle by trick, with why
    each = declined_each(first_ten, {(i.deal, i.index): "unclear" for i in rechecked}
                         | {(i.deal, i.index): w for i in without for w in NO_PUZZLE_BECAUSE
                            if after.no_puzzle_why(i) == no_puzzle_because(w)})
    assert each and all(line.startswith("Trick ") and ": no puzzle — " in line for line in each), each
    told = html.unescape(b.puzzle_box.children[0].intro if b.puzzle_box.children else b.message.value)
    assert each[0] in told, (each[0], told[-600:])
