"""Learn from your mistakes: a play board's reviewed mistakes made into puzzles, on a puzzle board under it (one of
the play board's jobs, kept apart from playing the game: the fourth review found the board doing them all)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from penchant_widgets.play.coach_panel import progress_shown
from penchant_widgets.play.telling import YOU

from penchant.judgement.verdicts import marked_words
from penchant.players import get_player
from penchant.words.numbers import count_words

if TYPE_CHECKING:
    from penchant_widgets.play.board import PlayBoard

__all__ = ["learn_from_mistakes"]


def learn_from_mistakes(board: PlayBoard, *, first_ten: bool = True) -> int:
    """:meth:`PlayBoard.learn`: the puzzles made from the deal's reviewed mistakes, shown in the board's puzzle box;
    returns how many."""
    from penchant_widgets.puzzles.board import PuzzleBoard

    from penchant.puzzlemakers.mistakes import (
        Declined,
        declined_words,
        first_ten_to_judge,
        given_words,
        mistake_puzzles,
    )

    rev = board.last_review or board.review()
    if rev is None:
        return 0
    marked = rev.marked(YOU)
    judged = len(first_ten_to_judge(marked)) if first_ten else 0
    say = (f"The coach is replaying your {count_words(judged, 'marked decision')} of the first ten tricks, "
           "many times each, to be sure of the "
           "better move before it makes a puzzle of one: about half a minute a decision on a slow or busy "
           "computer, less on a fast one. The bar counts them."
           if judged else "")
    declined: list[Declined] = []
    with progress_shown(board.progress, "Judging", board.progress_words, say) as tick:
        tick(0, judged)
        puzzles = mistake_puzzles(board.record(), marked, players=get_player if first_ten else None,
                                  judge=board.coach.judge, progress=tick, declined=declined)
    why_not = declined_words(declined, judged - len(declined))
    if not puzzles:
        board.puzzle_box.children = ()
        board.say(why_not or (f"No {marked_words()} of yours to replay as a puzzle."
                              if not marked else "None of your marked decisions could be replayed as a puzzle."),
                  "info")
        return 0
    shown = PuzzleBoard(puzzles, title="Learn from your mistakes", store=board.store,
                        intro=escape(given_words(puzzles, declined)))
    board.store = shown.store  # one store for the whole game: the learner's, as on every puzzle board
    board.puzzle_box.children = (shown,)
    return len(puzzles)

