"""Issue #30 item 3, "widgets as views": what an end-game run, an answer on the practice page and a rush count
for is the engine's answer (the end-game session and the trainer), never the board's.

* The session keeps its run (its cards, its slips) and says the run's answer to the puzzle: the whole line for
  a line or game-aim end-game once played out, else the first card.
* :meth:`Trainer.played` takes each card: the run's first wrong card is a miss, a later one nothing, a run
  played out right the answer (checked by the engine).
* The end-game board tells its listeners the verdict once per run, after *Start again* too.
* :meth:`Trainer.serve` says whether an answer is the first since the puzzle was put on the page, and keeps
  the look once it is acted on; :meth:`Trainer.keep_rush` keeps a rush and says how it compares with the best.
"""

from __future__ import annotations

import pytest

from penchant.errors import StoreError
from penchant.puzzles import CheckResult, Puzzle, analyse, check, get, load_bank
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.rules.cards import Card
from penchant.trainer.attempts import RushRun
from penchant.trainer.rush import Rush
from penchant.trainer.stores import MemoryAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.endgame import EndgameBoard

BANK = load_bank()
LINE = "mined-endgame-line-7015-33"
BEST = next(p.id for p in BANK if p.kind == "endgame" and p.task == "best" and len(p.position["hand"].split()) >= 4)


def _right(s: EndgameSession) -> Card:
    return next(v.card for v in s.card_values() if v.right)


def _wrong(s: EndgameSession) -> Card | None:
    return next((v.card for v in s.card_values() if not v.right), None)


def _trainer(*puzzles: Puzzle) -> Trainer:
    return Trainer(MemoryAttemptStore(), list(puzzles), context="practice", bank=BANK)


def test_the_session_says_the_runs_answer_in_the_form_the_puzzle_takes() -> None:
    s = EndgameSession(get(LINE))
    assert s.answer() == [] and s.first_card is None
    first = _right(s)
    s.play(first)
    assert s.answer() == [str(first)]  # not over yet: the first card, as notation
    while not s.finished:
        s.play(_right(s))
    assert len(s.line) > 1 and s.answer() == [str(c) for c in s.line]  # a whole line, every card checked
    verdict = check(s.puzzle, s.answer())  # checked as it is
    assert verdict.correct and verdict.answer == " ".join(s.answer())
    s.restart()
    assert s.line == [] and s.answer() == []

    b = EndgameSession(get(BEST))
    while not b.finished:
        b.play(_right(b))
    assert len(b.line) > 1 and b.answer() == [str(b.line[0])]  # a best end-game is answered by its first card


def test_the_trainer_counts_a_run_the_first_slip_a_miss_and_a_clean_run_the_answer() -> None:
    p = get(LINE)
    t = _trainer(p)
    s = EndgameSession(p)
    counted = []
    while _wrong(s) is None:  # right cards on the way count for nothing
        counted.append(t.played(s, s.play(_right(s))))
    assert counted == [None] * len(counted)
    slip = _wrong(s)
    assert slip is not None
    miss = t.played(s, s.play(slip))
    assert miss is not None and miss.outcome == "missed" and miss.result is None  # the board shows its verdict
    assert miss.attempt.answer == str(slip) and "is not best" in miss.attempt.cost
    while not s.finished:  # the rest of a run that missed counts for nothing, a second slip included
        card = _wrong(s) or _right(s)
        assert t.played(s, s.play(card)) is None
    assert t.state(p.id).status == "missed" and t.state(p.id).attempts == 1
    s.restart()
    got = None
    while not s.finished:
        got = t.played(s, s.play(_right(s)))
        assert got is None or s.finished
    assert got is not None and got.outcome == "solved_after_miss" and got.correct
    assert got.attempt.answer == " ".join(str(c) for c in s.line)  # the whole line, checked by the engine
    assert "each of the" in got.why and "in turn, was a best card" in got.why


def test_a_best_end_game_played_out_right_is_answered_by_its_first_card() -> None:
    """Recorded as the first card is played (chapter 6: "The first card you play is your answer"); the cards
    after it record nothing."""
    p = get(BEST)
    t = _trainer(p)
    s = EndgameSession(p)
    results = []
    while not s.finished:
        results.append(t.played(s, s.play(_right(s))))
    first, *after = results
    assert len(after) >= 1 and after == [None] * len(after)
    assert first is not None and first.outcome == "solved_first" and first.attempt.answer == str(s.line[0])
    assert first.solves and first.first


def test_the_end_game_board_gives_its_verdict_once_a_run_after_start_again_too() -> None:
    board = EndgameBoard.from_puzzle(BEST)
    verdicts: list[CheckResult] = []
    board.on_finish(verdicts.append)
    s = board.session
    while not s.finished:
        board.play(_right(s))
    assert len(verdicts) == 1 and verdicts[0].correct
    board.restart()
    slip = _wrong(s)
    assert slip is not None
    board.play(slip)
    assert len(verdicts) == 1  # the run is not over
    while not s.finished:
        board.play(_right(s))
    assert len(verdicts) == 2 and not verdicts[1].correct and verdicts[1].answer == str(slip)


def test_a_rating_note_under_an_end_game_card_is_said_once_and_goes_with_the_next_card() -> None:
    board = EndgameBoard.from_puzzle(LINE)
    s = board.session
    while _wrong(s) is None:
        board.play(_right(s))
    slip = _wrong(s)
    assert slip is not None
    board.play(slip)
    board.note_rating("Rating 1500 → 1480 (-20)")
    board.note_rating("Rating 1500 → 1480 (-20)")
    assert board.message.value.count("pt-rating-change") == 1
    board.play(_right(s))
    assert "pt-rating-change" not in board.message.value


def _choice_puzzle() -> Puzzle:
    return next(p for p in BANK if p.answer_form == "choice" and p.kind == "decision")


def test_serving_a_puzzle_makes_its_next_answer_the_first_and_keeps_its_look_once_acted_on() -> None:
    p = _choice_puzzle()
    a = analyse(p)
    wrong = next(c for c in p.choices if c not in a.best)
    store = MemoryAttemptStore()
    t = Trainer(store, [p], bank=BANK)
    look = t.serve(p.id, "streak")
    assert t.serving == look and store.load_looks() == []  # served, not yet seen
    miss = t.answer(p, wrong)
    assert miss.first and not miss.solves and store.load_looks() == [look] and t.serving is None
    right = t.answer(p, a.best[0])
    assert not right.first and right.solves and right.outcome == "solved_after_miss"
    assert store.load_looks() == [look]  # one look, kept once
    t.serve(p.id)
    assert t.answer(p, a.best[0]).first
    assert [lk.mode for lk in t.looks] == ["streak", "near"] and len(store.load_looks()) == 2
    assert t.history().looks == 2


def test_a_look_the_store_refuses_stays_served_and_is_kept_on_the_next_try() -> None:
    class Refusing(MemoryAttemptStore):
        refuse = True

        def append_look(self, look: object) -> None:  # type: ignore[override]
            if self.refuse:
                raise StoreError("the disk is full")
            super().append_look(look)  # type: ignore[arg-type]

    store = Refusing()
    t = Trainer(store, bank=BANK)
    look = t.serve(BANK[0].id)
    with pytest.raises(StoreError, match="disk is full"):
        t.keep_look()
    assert t.serving == look and t.looks == []
    store.refuse = False
    t.keep_look()
    assert t.serving is None and store.load_looks() == [look]


def _rush(score: int, misses: int) -> Rush:
    r = Rush(0.0)
    for n in range(score):
        r = r.answered(True, 1.0 + n)
    for n in range(misses):
        r = r.answered(False, 50.0 + n)
    return r if r.over else r.stopped(90.0)


def test_the_trainer_keeps_a_rush_and_says_how_it_compares_with_the_best() -> None:
    store = MemoryAttemptStore()
    t = Trainer(store, bank=BANK)
    assert t.best_rush() is None
    first = t.keep_rush(_rush(2, 1))
    assert first.first and not first.new_best and first.best_words() == "your first rush."
    better = t.keep_rush(_rush(4, 3))
    assert better.new_best and better.best_words() == "a new best score!" and better.run.ended == "misses"
    tie = t.keep_rush(_rush(4, 0))
    assert not tie.new_best and tie.best_words() == "your best is 4."
    assert [r.score for r in store.load_rushes()] == [2, 4, 4] and t.best_rush() == better.run
    again = Trainer(store, bank=BANK)  # another page reads them
    assert [r.score for r in again.rushes()] == [2, 4, 4]
    with pytest.raises(ValueError, match="kept once it is over"):
        t.keep_rush(Rush(0.0))


def test_a_rush_the_store_refuses_is_said_and_not_counted() -> None:
    class Refusing(MemoryAttemptStore):
        def append_rush(self, run: RushRun) -> None:
            raise StoreError("the disk is full")

    t = Trainer(Refusing(), bank=BANK)
    kept = t.keep_rush(_rush(3, 0))
    assert kept.not_saved == "the disk is full" and kept.first and t.rushes() == []


def test_the_rush_says_when_its_time_runs_low_and_the_page_reads_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The practice page decided the clock ran low at 30 seconds (``left <= 30`` in the view): the rush decides,
    :meth:`Rush.running_low` under :data:`RUSH_LOW_SECONDS`, and the page's clock says what the rush says."""
    from penchant.trainer import rush as rush_module
    from penchant.trainer.rush import RUSH_LOW_SECONDS, RUSH_SECONDS, Rush
    from penchant.trainer.stores import MemoryAttemptStore
    from penchant_widgets.puzzles.practice import PracticeApp

    rush = Rush(started=0.0)
    assert not rush.running_low(RUSH_SECONDS - RUSH_LOW_SECONDS - 0.1)
    assert rush.running_low(RUSH_SECONDS - RUSH_LOW_SECONDS)
    now = [1000.0]
    app = PracticeApp(store=MemoryAttemptStore(), seed=4, clock=lambda: now[0])
    app.start_rush()
    now[0] += RUSH_SECONDS - 100
    app.rushing.render()
    assert 'data-low="no"' in app.rush_clock.value
    monkeypatch.setattr(rush_module, "RUSH_LOW_SECONDS", 120.0)  # the rush's rule, not the page's own number
    app.rushing.render()
    assert 'data-low="yes"' in app.rush_clock.value
