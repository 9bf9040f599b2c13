"""An end-game played out inside the puzzle board (:class:`~penchant_widgets.puzzles.board.PuzzleBoard`): a puzzle of
``kind == "endgame"`` answered by its first card is played on an
:class:`~penchant_widgets.puzzles.endgame.EndgameBoard` in the board's answer area (:func:`build_answer`; every
other puzzle is answered in the board's inputs, :class:`~penchant_widgets.puzzles.answering.AnswerInputs`), with the
board's hints and their buttons under its message, by the cards (:func:`place_help`). Each card played, the run
started again or played out goes to the learner's trainer (:meth:`~penchant.trainer.trainer.Trainer.played`) as the
board's own answers do, and the board draws it (its verdict, its header): these are the board's jobs for the one kind
of puzzle played out, kept apart from the board's frame and its other answers. The end-game's own *Show the solution*
(its values table) is offered only once the answer is on the board (the board sets
:attr:`~penchant_widgets.puzzles.endgame.EndgameBoard.solution_offered`): before it, the board's *Show the solution*,
after the hints, is the one button that shows the answer, and counts the puzzle as seen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from penchant.errors import PenchantError
from penchant.puzzles import CheckResult, Puzzle
from penchant.trainer.trainer import Answered
from penchant_widgets.puzzles.verdict import PRACTICE_WORDS

if TYPE_CHECKING:
    from penchant.puzzles.sessions.endgame_session import PlayResult
    from penchant_widgets.puzzles.board import PuzzleBoard
    from penchant_widgets.puzzles.endgame import EndgameBoard

__all__ = ["build_answer", "place_help"]


def place_help(board: PuzzleBoard, endgame: EndgameBoard | None) -> None:
    """The hints and their buttons: over the nav row, or on an end-game under its message, by the cards, so a
    learner on a phone sees the hint near the cards, not under the tricks so far."""
    moves, helps = (board.prev_button, board.next_button, board.unsolved_button), (board.hint_button,
                                                                                  board.solution_button)
    board.help_row.children = helps if endgame else ()
    board.help_area.children = () if endgame else (board.hints,)
    board.nav.children = moves if endgame else (*moves, *helps)
    if endgame is not None:
        endgame.help_box.children = (board.hints, board.help_row)


def build_answer(board: PuzzleBoard, p: Puzzle) -> None:
    """The answer area for puzzle ``p``: the last puzzle's end-game board closed (the board's hints kept); an
    end-game answered by its first card played on an end-game board of its own, wired to the board; any other
    puzzle answered in the board's inputs."""
    if board.endgame is not None:
        board.endgame.help_box.children = ()  # the board's own widgets, kept
        board.endgame.close()
        board.endgame = None
        place_help(board, None)
    if p.kind == "endgame" and p.answer_form == "card":
        board.inputs.clear()
        from penchant_widgets.puzzles.endgame import EndgameBoard  # on first use: the solver comes with it

        board.endgame = EndgameBoard.from_puzzle(p, embedded=True)
        board.endgame.on_play(lambda result: _played(board, result))
        board.endgame.on_finish(lambda verdict: _finished(board, verdict))
        board.endgame.observe(lambda change: _started_again(board, change), names="results")
        board.endgame.solution_offered = False  # until the answer is on the board (the board's hints say when)
        place_help(board, board.endgame)
        board.position.layout.display = "none"
        board.answer_area.children = (board.endgame,)
        return
    board.inputs.build_answer(p)


def _started_again(board: PuzzleBoard, change: dict[str, Any]) -> None:
    """*Start again* (the run's cards emptied): the hints revealed stay on the board, a solved puzzle's too (its
    right answer had closed them), and the next is offered."""
    if change["new"] or not change["old"]:
        return
    board._visited(again=True)
    board.hints.value = board._hints_html(board.puzzle, board.visit.hints)


def _played(board: PuzzleBoard, result: PlayResult) -> None:
    """An end-game card played: the trainer says what it counts for
    (:meth:`~penchant.trainer.trainer.Trainer.played`); the board draws it (a miss on the way under the card's
    verdict, a run played out as the puzzle's verdict)."""
    eg = board.endgame
    if eg is None:
        return
    try:
        got = board.trainer.played(eg.session, result, board._seconds(), board._ids())
    except PenchantError as exc:
        board._refused(exc)
        return
    if got is None:
        return
    if got.result is None:  # a wrong card on the way: its verdict is on the end-game board
        with board._changing():
            board.stale = True  # the trainer's state of it has changed: the header follows it
            board._visited(last=got, missed=got.misses)
            board.answered = got
        _note_rating(board, got)
        return
    board._took(got)


def _finished(board: PuzzleBoard, verdict: CheckResult) -> None:
    """The deal played out: a right first card's verdict, recorded with the deal still to play ("Play on to the
    last trick": :attr:`~penchant.puzzles.model.CheckResult.first_card_answer`), is drawn again as the engine
    tells the run now over (``verdict``, :func:`~penchant.puzzles.checking.check_run`): it stood under the last
    trick."""
    last = board.visit.last
    if last is None or last.result is None or not last.result.first_card_answer:
        return
    # what it counts for, and the answer, are said at the top of the end-game's message (the board's _took), not
    # again here
    board.reveal.say(board._result_html(verdict, board._said_of_rating(last), tag=False, line=False), bring=False)


def _note_rating(board: PuzzleBoard, got: Answered) -> None:
    """Say under an end-game what a missed card did to the rating, or that it was practice (solved already)."""
    if board.endgame is not None:
        board.endgame.note_rating(PRACTICE_WORDS if got.practice else board._said_of_rating(got))

