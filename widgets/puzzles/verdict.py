"""Drawing the verdict on an answer and the engine's solution (the board's feedback line)."""

from __future__ import annotations

from html import escape

from penchant_widgets.cards import symbolize
from penchant_widgets.puzzles.choosing import choice_label
from penchant_widgets.style import message_html

from penchant.puzzles import Analysis, CheckResult, Puzzle, sentence

__all__ = ["result_html", "solution_html"]


def _themes_html(p: Puzzle) -> str:
    themes = "".join(f'<span class="pt-theme">{escape(t)}</span>' for t in p.themes)
    return f'<div class="pt-themes">Themes: {themes}</div>'


def result_html(p: Puzzle, r: CheckResult, *, first_try: bool) -> str:
    """The engine's verdict on an answer: solved (first try or not), or a miss with its reason."""
    if r.correct:
        tag = "✔ Solved on the first try." if first_try else "✔ Solved after a miss."
        body = (f'<div class="pt-verdict" data-correct="yes" data-first="{"yes" if first_try else "no"}">'
                f'<b>{tag}</b> {symbolize(r.message)}</div>'
                f'<div class="pt-explanation" style="margin-top:4px">{symbolize(sentence(r.explanation))}</div>'
                f"{_themes_html(p)}")
        return f'<div class="pt-msg pt-msg-ok pt-result" data-correct="yes">{body}</div>'
    parts = [f'<div class="pt-verdict" data-correct="no">✘ <b>{symbolize(r.message)}</b></div>']
    if r.refutation:
        parts.append(f'<div class="pt-refutation" style="margin-top:4px">{symbolize(r.refutation)}</div>')
    if r.marks:
        parts.append('<div class="pt-small" style="margin-top:4px">The cards that bar are outlined in red on '
                     "the opponent’s table.</div>")
    parts.append('<div class="pt-small" style="margin-top:4px">Try again, take a hint, or go on.</div>')
    return f'<div class="pt-msg pt-msg-error pt-result" data-correct="no">{"".join(parts)}</div>'


def solution_html(p: Puzzle, a: Analysis) -> str:
    """The engine's answer and why, as *Show solution* gives it."""
    best = ", ".join(choice_label(b) for b in a.best)
    return message_html(f"<b>The engine's answer:</b> {escape(best)}.<br>{symbolize(sentence(a.explanation))}"
                        f"{_themes_html(p)}", "info", raw=True)
