"""The puzzle board's heading and hints as HTML: the title with the puzzle's place and its rating's stars, the
progress over the puzzles shown, and the hints given so far. Pure functions of what the board passes.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from penchant_widgets.cards import symbolize
from penchant_widgets.puzzles.progress import STATUS_WORDS, PuzzleStatus
from penchant_widgets.style import message_html

from penchant.puzzles.levels import level_of
from penchant.puzzles.words.sentences import sentence

__all__ = ["header_html", "hints_html"]


def header_html(title: str, puzzle_id: str, puzzle_title: str, *, index: int, status: Sequence[PuzzleStatus],
                rating: int, earlier: int = 0) -> str:
    """The board's title (with "puzzle i of n" when there are several), the puzzle's title with its rating as
    stars (the dots say the rating, its number on hover) and how many are solved; ``earlier``
    of them were solved before this page was opened (a reader met "2 of 5 solved" on a board they had not
    touched, the puzzles met in earlier chapters, and nothing said so): :func:`_earlier_words`."""
    n = len(status)
    solved = sum(st.solved for st in status)
    first = sum(st.first_try for st in status)
    level = level_of(rating)
    stars = "●" * level + "○" * (5 - level)
    place = f"<small>puzzle {index + 1} of {n}</small>" if n > 1 else ""
    return (
        f'<div class="pt-board-title">{escape(title)}{place}</div>'
        f'<div class="pt-puzzle-head">'
        f'<div class="pt-puzzle-title" '
        f'data-puzzle="{escape(puzzle_id)}">{escape(puzzle_title)}'
        f' <span class="pt-small pt-level" title="rated {rating}: level {level} of 5" '
        f'aria-label="rated {rating}, level {level} of 5">{stars}</span>'
        f"</div>"
        + (f'<div class="pt-small pt-progress-text"><span class="pt-solved-count">{solved}</span> of {n} solved'
           f' (<span class="pt-first-count">{first}</span> on the first try)'
           + (f'<span class="pt-earlier" data-n="{earlier}">. {_earlier_words(earlier, solved)}</span>'
              if earlier else "")
           + "</div>" if n > 1 else _one(status[0]))
        + "</div>"
    )


def _earlier_words(earlier: int, solved: int) -> str:
    """Which of a board's solved puzzles were solved before this page was opened, in a plain sentence of its own:
    "You solved them all before this visit (on this page, in another chapter or in practice)" under "3 of 20
    solved" read as all twenty, and its list of places puzzled (chapters 3, 6 and 7); where is not said (the
    progress is shared by every page and device, so the page cannot know).

    >>> _earlier_words(3, 3), _earlier_words(1, 2)
    ('You had solved all 3 before opening this page.', 'You had solved 1 of the 2 before opening this page.')
    """
    what = ("it" if earlier == 1 else f"all {earlier}") if earlier == solved else f"{earlier} of the {solved}"
    return f"You had solved {what} before opening this page."


def _one(st: PuzzleStatus) -> str:
    """A board of one puzzle has no numbered buttons: its progress is said in words once it is tried (chapter 0
    promised progress and showed none after a reload)."""
    if st.state == "new":
        return ""
    said = STATUS_WORDS.get(st.state, st.state)
    return f'<div class="pt-small pt-progress-text pt-progress-one">Your progress: {said}.</div>'


def hints_html(hints: Sequence[str], *, note: bool) -> str:
    """The hints given so far as a list ("" before the first); ``note``: say what showing the solution does
    (after the last hint, on a puzzle neither solved nor shown)."""
    if not hints:
        return ""
    items = "".join(f"<li>{symbolize(sentence(h))}</li>" for h in hints)
    after = ('<div class="pt-small pt-solution-note pt-note">No more hints. <b>Show the '
             "solution</b> gives the answer and why; the puzzle then counts as seen, not solved.</div>"
             if note else "")
    return message_html(f'<ol class="pt-hint-list">{items}</ol>{after}', "hint", raw=True)
