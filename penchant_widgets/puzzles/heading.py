"""The puzzle board's heading and hints as HTML: the title with the puzzle's place and its rating's stars, the
progress over the puzzles shown, and the hints given so far. Pure functions of what the board passes.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from penchant.english.grammar import capitalised
from penchant.english.lists import join_and
from penchant.puzzles.levels import LEVELS, dots, level_of
from penchant.puzzles.model import Puzzle
from penchant.puzzles.words.position import names_told_apart, plain_title
from penchant.puzzles.words.sentences import punctuated
from penchant.trainer.outcome_words import ONE_PUZZLE_WORDS
from penchant.trainer.progress import Tally
from penchant_widgets.cards import symbolize
from penchant_widgets.html_parts import hint_html
from penchant_widgets.puzzles.progress import PuzzleStatus

__all__ = ["HIDE_SOLUTION", "SHOW_SOLUTION", "SOLUTION_WORDS", "header_html", "hints_html", "progress_html",
           "puzzle_name", "solution_label", "solution_words"]

SHOW_SOLUTION = "Show the solution"
"""The one name of the button that shows a puzzle's answer, on every board (chapter 0 teaches it): the puzzle board's,
after its last hint, and an end-game board's, whose solution is its values table, the best card's row marked."""
HIDE_SOLUTION = "Hide the solution"
"""What an end-game board's *Show the solution* says while its values table is shown: pressing it hides them."""

SEEN_WORDS = "the puzzle then counts as seen, not solved"
"""What *Show the solution* does to the puzzle's record, said after where the answer shows."""
SOLUTION_WORDS = f"says the answer and why; {SEEN_WORDS}"
# Up to this many puzzles solved before a visit are named by their numbers on the board; more are counted.
NAMED_EARLIER = 3
"""What *Show the solution* does where it marks nothing on the board (:func:`solution_words`)."""


def solution_label(counts: bool) -> str:
    """The button that shows the answer, named as on every board; ``counts``: showing it now counts the puzzle as
    seen, and the button says so before it is pressed.

    >>> solution_label(True), solution_label(False)
    ('Show the solution (counts as seen)', 'Show the solution')
    """
    return SHOW_SOLUTION + (" (counts as seen)" if counts else "")


def solution_words(form: str, *, endgame: bool = False) -> str:
    """What *Show the solution* does on a board whose answer is given as ``form`` (the puzzle's answer form), said
    before it is pressed (its tooltip, the note after the last hint), so the learner knows where the answer shows:
    each board kind shows it in its own place (a number in its box, an end-game's best card in its values table).

    >>> solution_words("number")
    'puts the answer in the box and says why; the puzzle then counts as seen, not solved'
    >>> solution_words("card", endgame=True).split(";")[0]
    "opens the values table, the best card's row in green, and says why"
    """
    where = ("opens the values table, the best card's row in green," if endgame
             else "puts the answer in the box" if form == "number"
             else "marks the right answer among the choices" if form == "choice"
             else "ticks every right answer among the choices" if form == "choices"
             else "picks the answer's cards on the board" if form in ("card", "cards")
             else "")
    return f"{where} and says why; {SEEN_WORDS}" if where else SOLUTION_WORDS


def header_html(title: str, puzzle_id: str, puzzle_title: str, *, index: int, n: int, rating: int) -> str:
    """The board's title (with "puzzle i of n" when there are ``n`` > 1) and the puzzle's title with its rating as
    stars (the dots say the rating, its number on hover): the puzzle's question comes right under them. How far the
    learner is, :func:`progress_html`, is said after the puzzle (on a phone it pushed the cards off the first
    screen)."""
    level = level_of(rating)
    stars = dots(level)
    place = f"<small>puzzle {index + 1} of {n}</small>" if n > 1 else ""
    # A puzzle named as its board is ("The game at stake (2)" under "The game at stake", chapter 7) is not named
    # twice in a row: the board's title and its place say it.
    if plain_title(puzzle_title) == title:
        puzzle_title = ""
    return (
        f'<div class="pt-board-title">{escape(title)}{place}</div>'
        f'<div class="pt-puzzle-head">'
        f'<div class="pt-puzzle-title" '
        f'data-puzzle="{escape(puzzle_id)}">{escape(puzzle_title)}'
        f' <span class="pt-small pt-level" title="rated {rating}: level {level} of {LEVELS}" '
        f'aria-label="rated {rating}, level {level} of {LEVELS}">{stars}</span>'
        f"</div></div>"
    )


def progress_html(status: Sequence[PuzzleStatus], tally: Tally, earlier: Sequence[int] = ()) -> str:
    """How far the learner is with the board's puzzles: ``tally``, the trainer's count of them (solved, on the first
    try, seen; counted by :meth:`~penchant.trainer.progress.Progress.tally`, not here); ``earlier``: the places (from
    0) of the solved that were solved before this visit (puzzles met in earlier chapters), which
    :func:`_earlier_words` says, so a count on a board not yet touched is explained. A board of one puzzle says its
    one status (:func:`_one`)."""
    if len(status) == 1:
        return _one(status[0])
    return (f'<div class="pt-small pt-progress-text">{_progress_words(tally)}'
            + (f'<span class="pt-earlier" data-n="{len(earlier)}"> {_earlier_words(earlier, tally.solved)}</span>'
               if earlier else "")
            + "</div>")


def puzzle_name(p: Puzzle, puzzles: Sequence[Puzzle], board_title: str) -> str:
    """The puzzle's name over it on a board titled ``board_title``: its title as a learner reads it; where that is the
    board's own title (chapter 9's and 10's checks, each "What the numbers mean"), what tells it from the others
    alike (:func:`~penchant.puzzles.words.position.names_told_apart`: "Where a deal's points come from"), so that
    every board names the puzzle on show, not only its board; else the title, which :func:`header_html` leaves
    out.

    >>> from penchant.puzzles.checkers.understanding import checks
    >>> asked = checks("numbers")
    >>> puzzle_name(asked[1], asked, "What the numbers mean")
    "Where a deal's points come from"
    """
    title = plain_title(p.title)
    if title != board_title:
        return title
    told = names_told_apart([q for q in puzzles if plain_title(q.title) == title]).get(p.id, title)
    said = told.removeprefix(f"{title} · ")
    return capitalised(said) if said != told else title


def _progress_words(t: Tally) -> str:
    """How far the learner is with a board's puzzles (``t``, the trainer's tally), as plain sentences (HTML: the
    counts in their spans): how many are solved, how many of those on the first try, and how many were seen, their
    solution shown (they count as seen, not solved). "0 of 14 solved (0 on the first try)" reads as a fragment of a
    table on a phone.

    >>> import re
    >>> from textwrap import fill
    >>> words = lambda t: re.sub("<[^>]+>", "", _progress_words(t))
    >>> words(Tally(14))
    'You have not tried any of these 14 puzzles yet.'
    >>> words(Tally(14, missed=1))
    'You have not solved any of these 14 puzzles yet.'
    >>> words(Tally(14, solved=3, first_try=2))
    'You have solved 3 of these 14 puzzles so far, 2 of them on the first try.'
    >>> words(Tally(5, solved=2))
    'You have solved 2 of these 5 puzzles so far, none of them on the first try.'
    >>> print(fill(words(Tally(5, solved=1, first_try=1, seen=1)), 100))
    You have solved 1 of these 5 puzzles so far, on the first try. You saw the solution of 1 more: it
    counts as seen, not solved.
    >>> words(Tally(20, solved=1))
    'You have solved 1 of these 20 puzzles so far, though not on the first try.'
    >>> words(Tally(3, seen=2))
    'You have not solved any of these 3 puzzles yet. You saw the solution of 2: they count as seen, not solved.'
    >>> words(Tally(3, solved=3, first_try=3))
    'You have solved all 3 of these puzzles, every one on the first try.'
    >>> words(Tally(1)), words(Tally(1, solved=1, first_try=1))
    ('You have not tried this puzzle yet.', 'You have solved this puzzle, on the first try.')
    """
    n, solved, first = t.puzzles, t.solved, t.first_try
    if not (solved or t.seen or t.missed):
        return f"You have not tried {_any_of(n)} yet."
    seen = ("" if not t.seen else f" You saw the solution of {t.seen}{' more' if solved else ''}: "
            + ("it counts" if t.seen == 1 else "they count") + " as seen, not solved.")
    if not solved:  # "solved 0 … so far" reads as a table's cell
        return f"You have not solved {_any_of(n)} yet.{seen}"
    count = f'<span class="pt-solved-count">{solved}</span>'
    said = ("You have solved this puzzle" if n == 1
            else f"You have solved all {count} of these puzzles" if solved == n
            else f"You have solved {count} of these {n} puzzles so far")
    if solved == 1:  # a whole phrase: "so far, after a miss" reads as a fragment
        how = "on the first try" if first else "though not on the first try"
    elif first == solved:
        how = "every one on the first try" if solved == n else "all of them on the first try"
    else:
        how = f"{'none' if not first else first} of them on the first try"
    return f'{said}, <span class="pt-first-count">{how}</span>.{seen}'


def _earlier_words(earlier: Sequence[int], solved: int) -> str:
    """Which of a board's solved puzzles were solved before this visit (``earlier``: their places, from 0), in a plain
    sentence of its own, so that a count on a board not yet touched is explained: where is not said (the progress is
    shared by every page and device, so the page cannot know), nor when (a puzzle may have been solved a moment ago
    on another device, the page open). It says what was solved (of those solved) and since when (this visit); a few
    are named by their numbers on the board, so that the sentence says which ("it" does not).

    >>> _earlier_words([0, 1, 2, 3], 4)
    'You solved all 4 before this visit, here or on another page.'
    >>> _earlier_words([1], 2)
    'You solved puzzle 2 before this visit, here or on another page.'
    >>> _earlier_words([1], 1)
    'You solved puzzle 2 before this visit, here or on another page.'
    >>> _earlier_words([0, 4], 2)
    'You solved puzzle 1 and puzzle 5 before this visit, here or on another page.'
    >>> _earlier_words([0, 4, 6, 7], 9)
    'You solved 4 of those 9 before this visit, here or on another page.'
    """
    n = len(earlier)
    if n <= NAMED_EARLIER:
        what = join_and(f"puzzle {i + 1}" for i in sorted(earlier))
    else:
        what = f"all {n}" if n == solved else f"{n} of those {solved}"
    return f"You solved {what} before this visit, here or on another page."


def _one(st: PuzzleStatus) -> str:
    """A board of one puzzle has no numbered buttons: its progress is said in words once it is tried (chapter 0
    promised progress and showed none after a reload)."""
    said = ONE_PUZZLE_WORDS[st.state]
    if not said:  # not tried yet
        return ""
    return f'<div class="pt-small pt-progress-text pt-progress-one">{said}</div>'


def hints_html(hints: Sequence[str], *, note: bool, solution: str = SOLUTION_WORDS) -> str:
    """The hints given so far as a list ("" before the first); ``note``: say what showing the solution does
    (``solution``, :func:`solution_words`; after the last hint, on a puzzle neither solved nor shown)."""
    if not hints:
        return ""
    items = "".join(f"<li>{symbolize(punctuated(h))}</li>" for h in hints)
    after = ('<div class="pt-small pt-solution-note pt-note">No more hints. <b>Show the solution</b> '
             f"{solution}.</div>" if note else "")
    return hint_html(f'<ol class="pt-hint-list">{items}</ol>{after}', raw=True)


def _any_of(n: int) -> str:
    """The puzzles a tally speaks of, as the object of "not tried" or "not solved": never "any of these 1 puzzles".

    >>> _any_of(1), _any_of(3)
    ('this puzzle', 'any of these 3 puzzles')
    """
    return "this puzzle" if n == 1 else f"any of these {n} puzzles"
