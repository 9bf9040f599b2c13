"""The practice page's numbers: the learner's rating with the puzzles solved, the streak and the puzzles waiting for
another try (one line of badges), what the rating is (a line and its explanation), and the themes most often missed.

Every number is the learner's :class:`~penchant.trainer.progress.Progress`' and the
:class:`~penchant.trainer.session.PracticeSession`'s; this says them. The page
(:class:`~penchant_widgets.puzzles.practice.PracticeApp`) redraws them after each answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from penchant.english.grammar import verb_form
from penchant.english.numbers import count_words
from penchant.puzzles import Puzzle
from penchant.puzzles.words.position import theme_words
from penchant.trainer.session import PracticeSession
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.mode_words import run_words
from penchant_widgets.puzzles.rating_words import rating_line, rating_points

__all__ = ["PracticeNumbers", "practice_numbers"]


@dataclass(frozen=True, slots=True)
class PracticeNumbers:
    """The practice page's numbers as HTML: :attr:`rating` (the badges), :attr:`why` (what the rating is) and
    :attr:`dashboard` (the themes missed most)."""

    rating: str
    why: str
    dashboard: str


def practice_numbers(trainer: Trainer, session: PracticeSession, bank: Sequence[Puzzle], drills: Sequence[Puzzle], *,
                     filters: tuple[str | None, str | None], easiest: int, on_show: int | None) -> PracticeNumbers:
    """The numbers of a practice page serving ``bank`` (the chapters' ``drills`` counted apart) to ``trainer``'s
    learner in ``session``: ``filters`` the kind and the theme chosen, ``easiest`` the dots of the easiest puzzle
    served, ``on_show`` the rating of the puzzle on the page as it was opened (``None``: none shown)."""
    prog = trainer.progress
    me = prog.learner
    solved, first = prog.counts(p.id for p in bank)
    # The chapters' puzzles are kept in the same store but not served here: counted apart, so that a puzzle
    # solved on a chapter's page counts here too, and the chapters' own puzzles do not swell this page's count.
    chapters, _ = prog.counts(p.id for p in drills)
    # Named as what each count counts (the puzzles this page asks; the others, only the chapters ask), so the
    # two do not read as counts of one thing that disagree.
    # In a newcomer's words: the chapters' puzzles this page leaves to them, not "chapter-only puzzles".
    # Short and plain, read on a phone before the first puzzle: what each counts in full is its title.
    chapters_line = (f'<span class="pt-badge pt-practice-chapters" title="the chapters\' other {len(drills)} puzzles,'
                     f' which the chapters ask and this page does not">the chapters\' own puzzles: {chapters} of '
                     f"{len(drills)} solved</span>" if chapters else "")
    streak = (f'<span class="pt-badge pt-practice-streak">this streak: {session.streak.run} in a row</span>'
              if session.mode == "streak" else
              f'<span class="pt-badge pt-practice-run">{escape(run_words(prog.streak, prog.best_streak))}</span>')
    waiting = len(session.past.queue)
    # Not "missed": a puzzle missed, then solved on the retry, still comes back (its look began with a miss),
    # and "1 missed puzzle to review" beside the solve would read as a miss counted against it.
    review = (f'<span class="pt-badge pt-practice-reviews" data-n="{waiting}" title="a puzzle you did not solve '
              'at your first answer comes back after a few others, until you solve it at the first answer">'
              f'{count_words(waiting, "puzzle", digits=True)} {verb_form(waiting, "come")} back later'
              "</span>" if waiting else "")
    shown = escape(trainer.rating_words(), quote=False)
    easiest_here = session.easiest_here(*filters)
    points = "".join(f"<li>{escape(t, quote=False)}</li>" for t in rating_points(prog, easiest, on_show))
    why = (f'<div class="pt-practice-why"><span class="pt-practice-why-line">'
           f"{escape(rating_line(prog, easiest_here, easiest), quote=False)}</span> "
           '<details class="pt-practice-why-more"><summary>What is the rating?</summary>'
           f"<ul>{points}</ul></details></div>")
    rating = (
        f'<div><span class="pt-badge pt-practice-r" data-r="{me.r:.2f}" data-provisional='
        f'"{"yes" if prog.provisional else "no"}" title="Glicko-2: rating ± two deviations">Your rating: '
        f"{shown}</span>"
        # Each count named by the puzzles it counts ("this page's puzzles", "the chapters' own puzzles"), so the two
        # do not read as one count twice;
        # its title says the chapters ask some of this page's puzzles too, so some may be solved before any practice.
        f'<span class="pt-badge pt-practice-solved" title="this page\'s {len(bank)} puzzles, solved here or in the '
        f'chapters; {first} at the first answer">this page\'s puzzles: {solved} of {len(bank)} solved'
        "</span>"
        f"{chapters_line}{streak}{review}</div>")
    rows = prog.weakest_themes(5, hidden=session.themes_in_play())
    if rows:
        body = "".join(f"<tr><td>{escape(theme_words(t))}</td><td class='num'>{m} of {n}</td></tr>"
                       for t, m, n in rows)
        dashboard = ('<div class="pt-small"><b>The themes you miss most</b> (first tries)</div>'
                     '<table class="pt-table pt-weak"><tr><th>theme</th>'
                     f"<th class='num'>missed</th></tr>{body}</table>")
    elif prog.weakest_themes(1):
        dashboard = ('<div class="pt-small">Your most-missed themes will show here once this '
                     "puzzle is solved or its solution shown.</div>")
    else:
        dashboard = ('<div class="pt-small">Your most-missed themes will show here once you '
                     "have tried a few puzzles.</div>")
    return PracticeNumbers(rating, why, dashboard)
