"""What a puzzle board says around a puzzle: how to answer it (from its answer form), and how many of a long board
to try (the verdict's line on the rating is the trainer's: :func:`penchant.trainer.trainer.rating_line`)."""

from __future__ import annotations

from html import escape

from penchant.english.grammar import capitalised
from penchant.puzzles import Puzzle

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


def try_first_html(first: int, n: int, chapter_rules: str = "", *, done: int = 0, solved: int = 0) -> str:
    """The line at the top of a long board: how many puzzles to try before moving on; ``chapter_rules``: the
    chapter's rules, which its first puzzles follow, easiest first, before others' (chapter 7: "easiest first"
    alone was not true of a board that puts Kandell's rules first). It follows the learner: ``done`` of the first
    ``first`` solved or seen, it says they are done and the rest are practice; ``solved``, all ``n``: nothing.

    >>> try_first_html(5, 22, solved=22)
    ''
    >>> "You have done the first 5" in try_first_html(5, 22, done=5, solved=7)
    True
    """
    if solved >= n:
        return ""
    if done >= first:
        return (f'<div class="pt-caption pt-try-first-text"><b>You have done the first {first} of these {n} '
                "puzzles</b>: the rest are for practice, now or later.</div>")
    head = (f'<div class="pt-caption pt-try-first-text"><b>Try the first {first} of these {n} puzzles</b>, then '
            "move on if you like")
    if chapter_rules:
        return (f"{head}: the rest are for practice, now or later. The first follow {escape(chapter_rules)}, "
                "easiest first; puzzles under other rules come after them, each flagged over its answer where "
                "those rules change it.</div>")
    return f"{head}: they are in order, easiest first, and the rest are for practice, now or later.</div>"
