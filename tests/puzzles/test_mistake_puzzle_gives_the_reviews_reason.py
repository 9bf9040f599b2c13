"""One mistake, one reason: the review said an A♦ at trick 7 "gives up the pair A♦ A♣", and the puzzle made of it
said "the last six tricks bring you about 2 points less" (a newcomer, chapter 8). A reviewed mistake's puzzle says
the review's reason for the move played, with the one figure both give it."""

from __future__ import annotations

import pytest
from mistake_puzzle_setup import chapter_8_mistake, judge_gives, judged_mistake, steady

import penchant.puzzlemakers.mistakes as mistakes
from penchant.judgement.verdicts import loss_words
from penchant.puzzles import analyse
from penchant.puzzles.checkers.choice_values import choice_of
from penchant.puzzles.checkers.grading import miss
from penchant.puzzles.model import Puzzle


def test_a_mistake_puzzle_gives_the_reviews_reason_for_the_move_played(monkeypatch: pytest.MonkeyPatch) -> None:
    m = chapter_8_mistake()
    item = m.item
    judge_gives(monkeypatch, {choice_of(item.best): steady(5.0), choice_of(item.played): steady(2.7),
                              **{choice_of(a): steady(-4.0) for a in m.others()}})
    p = judged_mistake(m)
    assert isinstance(p, Puzzle), p
    played = choice_of(item.played)
    reason = mistakes.what_it_gave_up(item.own)
    assert reason, item.own
    missed = analyse(p).misses[played]
    said = loss_words(item.loss)  # the review's figure: one judgement for one mistake
    assert f"costs you {said} of the deal against the best choice, as the review said: {reason}." in missed, missed
    assert "bring you" not in missed and "you declare about" not in missed, "no second reason beside the review's"
    assert p.hints[0].endswith(f"; {reason}."), p.hints[0]
    assert p.title.endswith(item.verdict) and f": {item.verdict};" in p.hints[0], (p.title, p.hints[0])


@pytest.mark.parametrize("further", [0.0, 1.6])
def test_a_mistake_puzzle_says_the_reviews_figure_whatever_its_longer_look_finds(
        monkeypatch: pytest.MonkeyPatch, further: float) -> None:
    """The review said "about 10 points" and the puzzle made of it "about 6" (a newcomer, chapter 8): the puzzle says
    the review's figure and verdict, however far its own longer look puts the move played."""
    m = chapter_8_mistake()
    item = m.item
    judge_gives(monkeypatch, {choice_of(item.best): steady(5.0),
                              choice_of(item.played): steady(5.0 - item.loss - further),
                              **{choice_of(a): steady(-9.0) for a in m.others()}})
    p = judged_mistake(m)
    assert isinstance(p, Puzzle), p
    a = analyse(p)
    missed = a.misses[choice_of(item.played)]
    said = loss_words(item.loss)
    assert f"costs you {said} of the deal against the best choice, as the review said" in missed, missed
    assert a.costs[choice_of(item.played)] == f"it gives up {said} of the deal", a.costs
    assert p.title.endswith(item.verdict), p.title


def test_a_mistake_puzzle_that_leaves_out_a_move_as_good_calls_no_choice_the_next_best(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The question said A♦ would do about as well as the answer, and the right answer's message then called 8♥
    "the next best" (a newcomer, chapter 8): with moves left out, the next best is the next best offered."""
    m = chapter_8_mistake(choices=4)
    item, others = m.item, m.others()
    judge_gives(monkeypatch, {choice_of(item.best): steady(5.0), choice_of(others[0]): steady(4.99),
                              choice_of(item.played): steady(2.0), **{choice_of(a): steady(-9.0) for a in others[1:]}})
    p = judged_mistake(m)
    assert isinstance(p, Puzzle), p
    assert choice_of(others[0]) not in p.choices and choice_of(others[0]) not in p.question, p.question
    right = analyse(p).verdicts[choice_of(item.best)][1]
    assert "the next best:" not in right and "the next best of the choices offered" in right, right
    # the move left out is said once the puzzle is solved: named in the question, it points at the answer
    left = f"{choice_of(others[0])} would have done about as well, so it was not among the choices."
    assert right.endswith(left), right


def test_a_wrong_answer_says_what_it_gives_up_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Learn puzzle's wrong answer said "8♥ gives up about 3.8 points" twice, in its message and its reason (a
    newcomer, chapter 8): the figure is said once."""
    m = chapter_8_mistake()
    item, others = m.item, m.others()
    judge_gives(monkeypatch, {choice_of(item.best): steady(5.0), choice_of(item.played): steady(2.0),
                              **{choice_of(a): steady(1.2) for a in others}})
    p = judged_mistake(m)
    assert isinstance(p, Puzzle), p
    a = analyse(p)
    wrong = choice_of(others[0])
    r = miss(p, a, wrong, wrong)
    said = f"{r.said} {r.refutation or ''}"
    figure = a.costs[wrong].removeprefix("it gives up ")
    assert figure in said and said.count(figure) == 1, said


def test_the_right_answer_says_the_reviews_figure_of_the_move_played(monkeypatch: pytest.MonkeyPatch) -> None:
    """A wrong "Nothing now" said it "gives up about 3 points of the deal … as the review said", and the right answer
    then said the marriage comes out "about 2 points of the deal ahead of nothing now", its longer look's figure (a
    newcomer, chapter 8): one comparison, said with the review's one figure on both."""
    m = chapter_8_mistake()
    item = m.item
    judge_gives(monkeypatch, {choice_of(item.best): steady(5.0),
                              choice_of(item.played): steady(5.0 - item.loss + 1.0),
                              **{choice_of(a): steady(-9.0) for a in m.others()}})
    p = judged_mistake(m)
    assert isinstance(p, Puzzle), p
    a = analyse(p)
    played, best = choice_of(item.played), choice_of(item.best)
    said = loss_words(item.loss)
    assert f"costs you {said} of the deal" in a.misses[played], a.misses[played]
    right = a.verdicts[best][1]
    assert f"{said} of the deal ahead of {played}" in right, right
    assert f"{said} of the deal ahead of {played}, as the review said" in a.details[best], a.details[best]
