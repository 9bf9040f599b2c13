"""Chapter 8's Learn from your mistakes: a puzzle's hint said "In the game, You played 9♦ here" (a capital mid
sentence). The reader is "you" inside a sentence; the puzzles made from the last six tricks need no judge."""
from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from penchant.coaching.coach import decision_step
from penchant.coaching.review import Review
from penchant.coaching.reviewing import review_decisions
from penchant.puzzlemakers.mistakes import mistake_puzzles
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.board_words import YOU


@cache
def _deal_reviewed(seed: int) -> tuple[PlayBoard, Review]:
    """A deal played at random against strong, with the review of its last six tricks' decisions: played once for
    the file's tests, which only read the board's record and the review's items of the last six tricks. Each item is
    the board's whole review's own (a decision is analysed on its own, under its key); the first ten tricks' sampled
    analyses, which no test here reads, are not made."""
    b = PlayBoard("strong", seed=seed)
    b.autoplay("random")
    last_six = [d for d in b.session.decisions if d[0].phase == 2]
    return b, review_decisions(last_six, b.coach, deal=b.deal_number, steps=[decision_step(k) for _, _, k in last_six])


def _random_deals_reviewed() -> Iterator[tuple[PlayBoard, Review]]:
    """Eleven deals played at random against strong (seeds 9 to 19), each with its review."""
    for seed in range(9, 20):
        yield _deal_reviewed(seed)


def test_a_mistake_puzzles_hint_says_you_in_small_letters() -> None:
    said = 0
    for b, rev in _random_deals_reviewed():
        for p in mistake_puzzles(b.record(), [i for i in rev.marked(YOU) if i.phase == 2]):
            reminder = next(h for h in p.hints if h.startswith("In the game, "))
            assert reminder.startswith("In the game, you "), reminder
            assert "You" not in reminder, reminder
            said += 1
        if said:
            return
    raise AssertionError("no mistake in the last six tricks in eleven random deals")


def test_a_mistake_puzzles_first_hint_says_what_the_move_played_gave_up() -> None:
    """"In the game, you played A♦ here: blunder." said nothing of what to look at (chapter 8): the reminder says
    what the move played did, in the review's words (its reason's first clause), and never names the answer."""
    from penchant.puzzlemakers.mistakes import what_it_gave_up
    from penchant.words.cards import card_words

    said = 0
    for b, rev in _random_deals_reviewed():
        for item in (i for i in rev.marked(YOU) if i.phase == 2):
            gave = what_it_gave_up(item.own)
            if not gave:
                continue
            (p,) = mistake_puzzles(b.record(), [item])
            reminder = next(h for h in p.hints if h.startswith("In the game, "))
            assert reminder.endswith(f": {item.verdict}; {gave}."), (reminder, item.own)
            assert card_words(item.best.card) not in reminder, reminder  # type: ignore[attr-defined]
            said += 1
        if said:
            return
    raise AssertionError("no mistake in the last six tricks in eleven random deals says what it gave up")


def test_a_mistake_puzzle_has_stepped_hints_that_never_name_the_answer() -> None:
    """"In the game, you played 7♠ here: blunder. It loses the trick." was a mistake puzzle's one hint (chapter 8):
    it only repeated the mistake. Its hints step as the chapters' end-games' do: first a fact of the position
    pointing where to look, then stronger pointers, the reminder of the move played among them, and none names the
    card to play."""
    from penchant.puzzles.checkers.endgame import analyse
    from penchant.words.cards import card_words

    said = 0
    for b, rev in _random_deals_reviewed():
        for p in mistake_puzzles(b.record(), [i for i in rev.marked(YOU) if i.phase == 2]):
            assert len(p.hints) >= 3, p.hints
            assert not p.hints[0].startswith("In the game"), p.hints
            assert any(h.startswith("In the game, you ") for h in p.hints[1:]), p.hints
            answers = analyse(p).best
            if len(answers) == 1:  # one card to find: no hint names it
                for h in p.hints:
                    assert card_words(answers[0]) not in h and answers[0] not in h.split(), (answers, h)
            said += 1
        if said >= 2:
            return
    raise AssertionError("fewer than two mistakes in the last six tricks in eleven random deals")
