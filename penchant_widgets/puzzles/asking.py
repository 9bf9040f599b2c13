"""What a puzzle board says around a puzzle: how to answer it (from its answer form), and how many of a long board
to try (the verdict's line on the rating is the trainer's: :func:`penchant.trainer.trainer.verdict_rating_line`)."""

from __future__ import annotations

from html import escape

from penchant.english.grammar import capitalised, verb_form
from penchant.english.lists import join_and
from penchant.puzzles import Puzzle
from penchant.trainer.progress import Tally

__all__ = ["answer_words", "answer_words_html", "try_first_html"]


def answer_words(p: Puzzle) -> str:
    """How to answer, said with the question (from the puzzle's answer form, so the two cannot disagree): that a
    declaration's cards may be clicked on the table as well as in the hand is not seen unless said."""
    form = p.answer_form
    if p.kind == "endgame" and form == "card":
        return ""
    if form == "choices":
        # Where "none of them" is a choice, the line says to pick it: the empty answer is a choice too, not nothing.
        # Said as the board looks: its buttons are pressed, not ticked, and a card of the table answers as its
        # button does (chapters 5 and 10: "tick" named nothing on the board, whose cards did not respond).
        none = next((c for c in p.choices if c.lower() == "none of them"), None)
        if none is not None:
            return f"Press every answer that fits; if none does, press “{capitalised(none)}”. Then press Check."
        return ("Tap every card that answers, on the board or among the buttons under it, then press Check."
                if p.task in ("lift", "safe", "unbar") else "Press every answer that fits, then press Check.")
    if form == "number":
        return "Type a whole number, then press Check."
    if form == "choice":
        return ""
    where = ("in your hand and on your table (a table card may serve again)" if p.cards_held("table")
             else "in your hand")
    if form == "cards":
        return f"Pick every card of your answer, {where}, then press Check (tap a card again to take it back)."
    return f"Pick one card, {where.replace(' and ', ' or ')}, then press Check."


def answer_words_html(p: Puzzle) -> str:
    words = answer_words(p)
    return f'<div class="pt-small pt-answer-words">{escape(words)}</div>' if words else ""


def _done_words(done: Tally) -> str:
    """What the puzzles done with are: "2 solved", "1 solved and 1 whose solution you saw"."""
    parts = ([f"{done.solved} solved"] if done.solved else []) + (
        [f"{done.seen} whose solution you saw"] if done.seen else [])
    return join_and(parts)


def try_first_html(first: Tally, whole: Tally, chapter_rules: str = "", *, showing_missed: bool = False) -> str:
    """The line at the top of a long board: how many puzzles to try before going on, and how far the learner is with
    them. ``first`` is the trainer's tally of the first few puzzles, ``whole`` of the board's
    (:meth:`~penchant.trainer.trainer.Trainer.tally`, counted there, each puzzle once); ``chapter_rules``: the
    chapter's rules, which its first puzzles follow, easiest first, before others' (so "easiest first" is said only
    within the chapter's rules); ``showing_missed``: one of the first puzzles missed is the one on the board, so
    "Next unsolved" is not said to bring it back (only the others missed, if any). Each state says what the count
    is, a puzzle whose solution was shown counted as seen, and what to do next; once every puzzle is solved,
    nothing.

    >>> import re
    >>> from textwrap import fill
    >>> said = lambda *a, **k: re.sub("<[^>]+>", "", try_first_html(*a, **k))
    >>> print(fill(said(Tally(2), Tally(5)), 100))
    Try the first 2 of these 5 puzzles, then go on to the next chapter if you like. The puzzles are in
    order, easiest first; the other 3 are for practice, now or later.
    >>> print(fill(said(Tally(4, solved=1, seen=1, missed=1), Tally(9, solved=1, seen=1, missed=1)), 100))
    Try the first 4 of these 9 puzzles, then go on to the next chapter if you like. You are done with 2
    of those 4 (1 solved and 1 whose solution you saw), so 2 are left. The one you missed so far is
    worth another try, with a hint if you need one: “Next unsolved” brings it back before the ones for
    practice. The puzzles are in order, easiest first; the other 5 are for practice, now or later.
    >>> print(fill(said(Tally(4, missed=1), Tally(9, missed=1), showing_missed=True), 100))
    Try the first 4 of these 9 puzzles, then go on to the next chapter if you like. The puzzles are in
    order, easiest first; the other 5 are for practice, now or later.
    >>> print(fill(said(Tally(2, solved=2), Tally(5, solved=3)), 100))
    You are done with the first 2 of these 5 puzzles (2 solved): go on to the next chapter when you
    like. The other 3 are for practice, now or later.
    >>> said(Tally(2, solved=2), Tally(2, solved=2))
    ''
    """
    k, n = first.puzzles, whole.puzzles
    if whole.all_solved:
        return ""
    rest = f"the other {n - k} {verb_form(n - k, 'be')} for practice, now or later"
    if first.all_done:
        return (f'<div class="pt-caption pt-try-first-text"><b>You are done with the first {k} of these {n} '
                f"puzzles</b> ({_done_words(first)}): go on to the next chapter when you like. "
                f"{capitalised(rest)}.</div>")
    said = [f"<b>Try the first {k} of these {n} puzzles</b>, then go on to the next chapter if you like."]
    if first.done:
        left = k - first.done
        said.append(f"You are done with {first.done} of those {k} ({_done_words(first)}), so {left} "
                    f"{verb_form(left, 'be')} left.")
    others = first.missed - showing_missed  # the puzzle on the board needs no button to bring it back
    if others:
        said.append(("The other " if showing_missed else "The ") + ("one" if others == 1 else str(others))
                    + f" you missed so far {verb_form(others, 'be')} worth another try, with a hint if you "
                    f"need one: “Next unsolved” brings {'it' if others == 1 else 'them'} back before the ones "
                    "for practice.")
    if chapter_rules:
        said.append(f"The first follow {escape(chapter_rules)}, easiest first; {rest}. Puzzles under other rules "
                    "come after them, each flagged over its answer where those rules change it.")
    else:
        said.append(f"The puzzles are in order, easiest first; {rest}.")
    return f'<div class="pt-caption pt-try-first-text">{" ".join(said)}</div>'
