"""Issue #31: a newcomer answered a puzzle he had solved, got it wrong, and saw the board turn red and a miss added
to his progress. The trainer decides: a wrong answer to a puzzle already solved is practice, not a miss; nothing is
recorded and the board says so, without giving the answer away."""

from __future__ import annotations

from penchant.puzzles import Puzzle, analyse, get, load_bank
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.trainer.attempts import Outcome
from penchant.trainer.stores import MemoryAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.board import PuzzleBoard

BANK = load_bank()
CHOICE = next(p for p in BANK if p.answer_form == "choice" and len(p.choices) >= 2)
BEST = next(p.id for p in BANK if p.kind == "endgame" and p.task == "best" and len(p.position["hand"].split()) >= 4)


def _answers(p: Puzzle) -> tuple[str, str]:
    right = analyse(p).best[0]
    return right, next(c for c in p.choices if c not in analyse(p).best)


def test_a_wrong_answer_to_a_solved_puzzle_records_no_miss() -> None:
    store = MemoryAttemptStore()
    t = Trainer(store, [CHOICE], context="chapter", bank=BANK)
    right, wrong = _answers(CHOICE)
    assert t.answer(CHOICE, right).outcome is Outcome.SOLVED_FIRST
    got = t.answer(CHOICE, wrong)
    assert got.practice and not got.correct and not got.solves
    assert len(store.load_from(0)) == 1, "the practice answer is not stored"
    st = t.state(CHOICE.id)
    assert st.status is Outcome.SOLVED_FIRST and st.misses == 0 and st.attempts == 1
    assert got.state == st and not got.rating.moved
    # a new trainer on the same store reads the same: solved on the first try, no miss
    assert Trainer(store, [CHOICE], context="chapter", bank=BANK).state(CHOICE.id) == st


def test_a_wrong_answer_to_a_puzzle_not_solved_is_still_a_miss() -> None:
    store = MemoryAttemptStore()
    t = Trainer(store, [CHOICE], context="chapter", bank=BANK)
    _right, wrong = _answers(CHOICE)
    got = t.answer(CHOICE, wrong)
    assert not got.practice and got.outcome is Outcome.MISSED
    assert t.state(CHOICE.id).misses == 1 and len(store.load_from(0)) == 1


def test_a_wrong_first_card_on_a_solved_end_game_is_practice() -> None:
    p = get(BEST)
    store = MemoryAttemptStore()
    t = Trainer(store, [p], context="practice", bank=BANK)
    s = EndgameSession(p)
    right = next(v.card for v in s.card_values() if v.right)
    assert t.played(s, s.play(right)) is not None
    s.restart()
    wrong = next(v.card for v in s.card_values() if not v.right)
    got = t.played(s, s.play(wrong))
    assert got is not None and got.practice
    assert t.state(p.id).misses == 0 and t.state(p.id).solved and len(store.load_from(0)) == 1


def test_the_board_shows_a_practice_answer_as_wrong_and_as_practice() -> None:
    board = PuzzleBoard([CHOICE.id], store=MemoryAttemptStore())
    right, wrong = _answers(CHOICE)
    board.answer(right)
    solved = board.feedback.value
    board.answer(wrong)
    said = board.feedback.value
    # wrong reads as wrong (chapter 0: red with ✘), even on a puzzle solved earlier; only the words say practice
    assert "pt-msg-error" in said and "pt-msg-info" not in said and 'data-practice="yes"' in said, said
    assert "✘" in said, said
    assert "solved this puzzle earlier" in said and "nothing is recorded" in said, said
    assert solved not in said  # the right answer's verdict is not shown again
    assert board.status[0].solved and board.status[0].misses == 0


def test_an_end_game_board_says_a_wrong_card_on_a_solved_puzzle_is_practice() -> None:
    from penchant_widgets.puzzles.verdict import PRACTICE_WORDS

    board = PuzzleBoard([BEST], store=MemoryAttemptStore())
    eg = board.endgame
    assert eg is not None
    while not eg.session.finished:
        eg.mine.click(next(v.card for v in eg.session.card_values() if v.right))
    assert board.status[0].solved
    eg.restart()
    eg.mine.click(next(v.card for v in eg.session.card_values() if not v.right))
    assert eg.rating_note == PRACTICE_WORDS
    assert board.status[0].solved and board.status[0].misses == 0 and board.status[0].attempts == 1


def test_the_trainer_says_the_tries_missed_and_the_answer_that_solved() -> None:
    """The board asks the trainer which answers missed a puzzle (its hints follow them) and which solved it."""
    other = next(p for p in BANK if p.answer_form == "choice" and p.id != CHOICE.id and len(p.choices) >= 2)
    t = Trainer(MemoryAttemptStore(), [CHOICE, other], context="chapter", bank=BANK)
    right, wrong = _answers(CHOICE)
    t.answer(other, _answers(other)[1])
    assert t.missed_tries(CHOICE.id) == [] and t.solving_answer(CHOICE.id) == ""
    t.answer(CHOICE, wrong)
    t.answer(CHOICE, right)
    assert t.missed_tries(CHOICE.id) == [wrong] and t.solving_answer(CHOICE.id) == right
    assert t.missed_tries(other.id) == [_answers(other)[1]] and t.solving_answer(other.id) == ""
