"""Chapter 6 says "The first card you play is your answer": a newcomer played the right first card of a chapter 10
end-game, moved on, and the puzzle stayed missed in the numbered buttons and the history, as it counted only once
played to the last trick. A best-card end-game is recorded by its first card, at once: right, solved (a later slip
does not turn it into a miss); wrong, missed. A whole-line end-game still counts every card."""

from __future__ import annotations

from pathlib import Path

from support import classes

from penchant.puzzles import Puzzle, analyse, load_drills
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.trainer.attempts import Outcome
from penchant.trainer.stores import MemoryAttemptStore, SQLiteAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.board import PuzzleBoard

DRILLS = [p for p in load_drills() if p.kind == "endgame"]


def _with_a_slip_to_make(task: str) -> tuple[Puzzle, EndgameSession]:
    """An end-game of ``task`` whose best first card leaves a wrong card to play later in the run."""
    for p in DRILLS:
        if p.task != task:
            continue
        s = EndgameSession(p)
        s.play(analyse(p).best[0].split()[0] if task == "line" else analyse(p).best[0])
        s.play_forced()
        while not s.finished:
            wrong = [v.card for v in s.card_values() if not v.right]
            if wrong:
                s.restart()
                return p, s
            s.play(next(v.card for v in s.card_values() if v.right))
            s.play_forced()
    raise AssertionError(f"no {task} end-game leaves a slip to make after its first card")


def _trainer(p: Puzzle) -> Trainer:
    return Trainer(MemoryAttemptStore(), [p], context="chapter")


def _play_first_right_then_slip(p: Puzzle, s: EndgameSession, trainer: Trainer) -> list[Outcome]:
    got = []
    first = analyse(p).best[0].split()[0] if p.task == "line" else analyse(p).best[0]
    for r in [s.play(first), *s.play_forced()]:
        a = trainer.played(s, r)
        if a is not None:
            got.append(a.outcome)
    while not s.finished:
        values = s.card_values()
        wrong = [v.card for v in values if not v.right]
        card = wrong[0] if wrong else next(v.card for v in values if v.right)
        for r in [s.play(card), *s.play_forced()]:
            a = trainer.played(s, r)
            if a is not None:
                got.append(a.outcome)
    return got


def test_a_right_first_card_is_solved_at_once_and_a_later_slip_changes_nothing() -> None:
    p, s = _with_a_slip_to_make("best")
    trainer = _trainer(p)
    first = s.play(analyse(p).best[0])
    got = trainer.played(s, first)
    assert not s.finished and got is not None and got.result is not None and got.result.correct
    assert trainer.state(p.id).solved, "solved as the first card is played, the deal still to play"
    s.restart()
    trainer2 = _trainer(p)
    outcomes = _play_first_right_then_slip(p, s, trainer2)
    assert len(outcomes) == 1 and trainer2.state(p.id).solved, outcomes
    assert [a.outcome for a in trainer2.attempts] == outcomes


def test_a_wrong_first_card_is_missed_at_once() -> None:
    p = next(p for p in DRILLS if p.task == "best" and len(EndgameSession(p).legal()) > len(analyse(p).best))
    s = EndgameSession(p)
    trainer = _trainer(p)
    wrong = next(c for c in s.legal() if c not in analyse(p).best)
    got = trainer.played(s, s.play(wrong))
    assert got is not None and got.outcome is Outcome.MISSED and not trainer.state(p.id).solved


def test_a_whole_line_still_counts_a_later_slip() -> None:
    p, s = _with_a_slip_to_make("line")
    trainer = _trainer(p)
    outcomes = _play_first_right_then_slip(p, s, trainer)
    assert Outcome.MISSED in outcomes and not trainer.state(p.id).solved, outcomes


def test_a_board_says_solved_from_the_first_card_to_the_end_of_the_run(tmp_path: Path) -> None:
    """On a chapter's board: the numbered button turns solved with the first card, and a slip later does not
    ask the learner to "try again" a puzzle it counts as solved."""
    p, _s = _with_a_slip_to_make("best")
    board = PuzzleBoard([p], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    eg = board.endgame
    assert eg is not None
    eg.play(analyse(p).best[0])
    assert board.status[0].solved and "pt-dot-solved_first" in classes(board.dot_buttons[0])
    # solved: the answer is on the board, and the end-game's own Show the solution costs nothing
    assert eg.values_toggle.layout.display != "none" and "counts as seen" not in eg.values_toggle.description
    while not eg.session.finished:
        values = eg.session.card_values()
        wrong = [v.card for v in values if not v.right]
        eg.play(wrong[0] if wrong else next(v.card for v in values if v.right))
    assert board.status[0].solved and eg.session.mistakes
    assert "Solved on the first try" in eg.message.value and "try again" not in eg.message.value


def test_a_game_at_stake_is_solved_by_its_first_card_as_the_other_end_games_are() -> None:
    """Chapter 7's "The game at stake": a newcomer played the right first card, read a green message, and the
    board still said "0 solved" until the last trick. One rule for every end-game board but a whole line."""
    p = next(p for p in DRILLS if p.task == "aim")
    s = EndgameSession(p)
    trainer = _trainer(p)
    got = trainer.played(s, s.play(analyse(p).best[0]))
    assert not s.finished and got is not None and got.result is not None and got.result.correct
    assert trainer.state(p.id).solved, "solved as the first card is played, the deal still to play"
    wrong_p = next(q for q in DRILLS if q.task == "aim" and len(EndgameSession(q).legal()) > len(analyse(q).best))
    w = EndgameSession(wrong_p)
    t2 = _trainer(wrong_p)
    missed = t2.played(w, w.play(next(c for c in w.legal() if c not in analyse(wrong_p).best)))
    assert missed is not None and missed.outcome is Outcome.MISSED and not t2.state(wrong_p.id).solved
