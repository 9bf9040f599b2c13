"""Drawing the verdict on an answer and the engine's solution (the board's feedback line)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from penchant.english.lists import join_and
from penchant.judgement.verdicts import FIGURES_LABEL
from penchant.puzzles import Analysis, CheckResult, ExplanationPart, Puzzle
from penchant.puzzles.words.barring import parts_said
from penchant.puzzles.words.position import theme_words, themes_shown
from penchant.puzzles.words.sentences import punctuated, said_once, sentence
from penchant.trainer.attempts import Outcome
from penchant.trainer.outcome_words import verdict_words
from penchant.trainer.trainer import Trainer
from penchant_widgets.cards import BARRING_CARDS_SHOWN, symbolize
from penchant_widgets.html_parts import message_html
from penchant_widgets.puzzles.choosing import choice_label

__all__ = ["EARLIER_WORDS", "KEPT_WORDS", "PRACTICE_WORDS", "SEEN_EARLIER_WORDS", "detail_html", "earlier_html",
           "result_html", "solution_html", "unpick_nudge", "unpick_words"]


def _marked_html(r: CheckResult) -> str:
    """The line under a verdict whose result lights cards (the cards that bar, once the answer is right), in the
    rules' words (:data:`~penchant_widgets.cards.BARRING_CARDS_SHOWN`)."""
    if not r.marks:
        return ""
    marked = punctuated(f"{BARRING_CARDS_SHOWN} on the opponent's table")
    return f'<div class="pt-small pt-note">{escape(marked)}</div>'


def _themes_html(p: Puzzle, show: bool = True, other_books: bool = True) -> str:
    """The puzzle's themes, those comparing rule books only where ``other_books`` have been shown
    (:func:`~penchant.puzzles.words.position.themes_shown`)."""
    shown = themes_shown(p.themes, other_books_shown=other_books)
    if not show or not shown:
        return ""
    themes = "".join(f'<span class="pt-theme">{escape(theme_words(t))}</span>' for t in shown)
    return f'<div class="pt-themes">What this puzzle is about: {themes}</div>'


EARLIER_WORDS = "You solved this one earlier."
"""The first words under a puzzle solved before this page opened (an earlier visit, another device sharing the
progress): a quiet note, with no answer shown."""

SEEN_EARLIER_WORDS = "You saw this one's answer earlier: it counts as seen, not solved."
"""The first words under a puzzle whose answer was seen before this page opened, with no answer shown."""


PRACTICE_WORDS = "You solved this puzzle earlier: this try is practice, and nothing is recorded."
"""The words after the engine's verdict on a wrong answer to a puzzle already solved
(:attr:`~penchant.trainer.trainer.Answered.practice`): not a miss recorded, but drawn as wrong as any (✘, red:
chapter 0 teaches that red with ✘ is a wrong answer, so practice is not drawn in another colour). The engine's
verdict already says the answer is wrong, so these words do not say it again."""


MISS_AFTER = "Try again, take a hint, or go on."
"""The last words of a miss on every board, as chapter 0 promises them (the end-game boards end a wrong card
with them too: :func:`missed_words`)."""


def missed_words(said: str) -> str:
    """A miss's first words, as every board starts them (chapter 0: "it starts with ✘"): ``said`` is HTML.

    Only its headline, the first sentence, is bold: a game at stake's miss goes on with what best defence makes of
    it, several lines, read as prose after the headline.

    >>> missed_words("8♥ is not best.")
    '✘ <b>8♥ is not best.</b>'
    >>> missed_words("7♠ is not best: you win the game, worth 1. Look again at the game's score.")
    "✘ <b>7♠ is not best: you win the game, worth 1.</b> Look again at the game's score."
    """
    head, stop, rest = said.partition(". ")
    return f"✘ <b>{head}.</b> {rest}" if stop and rest.strip() else f"✘ <b>{said}</b>"


KEPT_WORDS = ("Your cards stay picked. Tap a card to take it back or to add it, then Check again; or take a hint, "
              "or go on.")
"""A wrong answer of picked cards: they stay picked, to be adjusted (cleared quietly, a click meant to take a card
back picked it again)."""


def unpick_words(wrong: Sequence[str]) -> str:
    """After a wrong Check of pick-every-answer choices: the picks Check marked red (``wrong``, as the board labels
    them), to be unpicked; never the answers not picked.

    >>> unpick_words(["TS TD"])
    'Tap 10♠ 10♦ (red, ✘) to unpick it, then Check again; or take a hint, or go on.'
    """
    return (f"Tap {join_and(choice_label(c) for c in wrong)} (red, ✘) to unpick "
            f"{'it' if len(wrong) == 1 else 'them'}, then Check again; or take a hint, or go on.")


def unpick_nudge(wrong: Sequence[str], shown: str = "") -> str:
    """Check pressed again on the same picks after a wrong Check: a nudge to unpick the red ones (``wrong``) first,
    above the verdict still ``shown`` (said once, however often Check is pressed).

    >>> "Tap a red pick to unpick it (here 10♠ 10♦), then check again." in unpick_nudge(["TS TD"])
    True
    """
    nudge = message_html("Your picks have not changed since the last Check. Tap a red pick to unpick it "
                         f"(here {join_and(choice_label(c) for c in wrong)}), then check again.", "note")
    return nudge + shown.removeprefix(nudge)


def detail_html(detail: str) -> str:
    """The engine's figures behind a verdict, one click away (a closed toggle)."""
    if not detail:
        return ""
    return (f'<details class="pt-details"><summary>{escape(FIGURES_LABEL)}</summary>'
            f'<p class="pt-small">{escape(detail)}</p></details>')


def _rating_html(rating: str) -> str:
    return f'<div class="pt-rating-change pt-note">{escape(rating)}</div>' if rating else ""


def result_html(p: Puzzle, r: CheckResult, *, outcome: Outcome, rating: str = "",
                themes: bool = True, tag: bool = True, line: bool = True, missed_here: bool = True,
                said: str | None = None,
                kept: bool = False, practice: bool = False, other_books: bool = True,
                unpick: Sequence[str] = ()) -> str:
    """The engine's verdict on an answer: solved (first try or not), right after the answer was shown, or a miss with
    its reason; ``outcome``: the puzzle's outcome after it, the trainer's (its first words are
    :func:`~penchant.trainer.outcome_words.verdict_words`); ``rating``: what the answer did to the learner's
    rating, in words; ``themes``: whether the puzzle's themes follow a right answer (not where their words are
    not taught yet); ``tag``: whether a right answer's verdict starts with what it counts for (not where the
    board says it already); ``line``: whether a right answer's verdict line is drawn at all (not where an end-
    game's message says both what it counts for and the engine's "Right: A♥.", so that the answer is named
    once); ``missed_here``: whether a miss before it was on this visit
    (:func:`~penchant.trainer.outcome_words.verdict_words`); ``said``: a right answer's first words instead
    (:data:`EARLIER_WORDS`: the answer that solved it on an earlier visit or another device); ``kept``: a wrong
    answer's cards stay picked on the board (:data:`KEPT_WORDS` says so); ``practice``: a wrong answer to a
    puzzle already solved, wrong as any (✘, red) and said as practice (:data:`PRACTICE_WORDS`): no miss is
    recorded; ``other_books``: whether the reader has been shown other rule books than the puzzle's (else no
    theme compares them); ``unpick``: the picks of pick-every-answer choices that Check marks red (the words
    after the verdict say to tap them to unpick them, :func:`unpick_words`)."""
    if r.correct:
        said = said or verdict_words(outcome, missed_here=missed_here)
        first, shown = outcome is Outcome.SOLVED_FIRST, outcome is Outcome.SHOWN
        verdict = (f'<div class="pt-result-verdict" data-correct="yes" data-first="{"yes" if first else "no"}"'
                   f' data-shown="{"yes" if shown else "no"}">'
                   f'{f"<b>{said}</b> " if tag else ""}{symbolize(r.message)}</div>')
        body = (f'{verdict if line else ""}<div class="pt-explanation pt-note">'
                f"{symbolize(_explanation_words(r.parts, r.explanation, r.message))}</div>"
                f"{_marked_html(r)}{detail_html(r.detail)}{_rating_html(rating)}"
                f"{_themes_html(p, themes, other_books)}")
        return f'<div class="pt-msg pt-msg-ok pt-result" data-correct="yes">{body}</div>'
    said = symbolize(r.message)
    if practice:
        parts = [f'<div class="pt-result-verdict" data-correct="no" data-practice="yes">{missed_words(said)} '
                 f"{PRACTICE_WORDS}</div>"]
    else:
        parts = [f'<div class="pt-result-verdict" data-correct="no">{missed_words(said)}</div>']
    if r.refutation:
        parts.append(f'<div class="pt-refutation pt-note">'
                     f"{symbolize(said_once(r.refutation, r.message))}</div>")
    parts.append(_marked_html(r))
    parts.append(detail_html(r.detail))
    parts.append(_rating_html(rating))  # after the why: the verdict and its reason are read first
    after = ("Try again, or go on." if practice else KEPT_WORDS if kept else unpick_words(unpick) if unpick
             else MISS_AFTER)
    parts.append(f'<div class="pt-small pt-note">{after}</div>')
    # chapter 0: red with ✘ is a wrong answer, practice or not (what is recorded is said in words)
    return f'<div class="pt-msg pt-msg-error pt-result" data-correct="no">{"".join(parts)}</div>'


def solution_html(p: Puzzle, a: Analysis, rating: str = "", themes: bool = True, *, marked: str = "",
                  other_books: bool = True) -> str:
    """The engine's answer and why, as *Show solution* gives it (and ``rating``, what it did to the rating);
    ``marked``: where the answer is marked too (``"on the board"``, ``"in the values table"``), said after it so the
    learner knows where to look (``""``: nowhere); ``other_books`` as
    :func:`result_html` takes it."""
    best = ", ".join(choice_label(b) for b in a.best)
    why = symbolize(_explanation_words(a.parts, a.explanation))
    detail = detail_html(a.details.get(a.best[0], "")) if a.best else ""
    where = f" (marked {marked})" if marked else ""
    return message_html(f"<b>The answer:</b> {escape(best)}{where}.<br>{why}{detail}{_rating_html(rating)}"
                        f"{_themes_html(p, themes, other_books)}", "info", raw=True)


def _explanation_words(parts: Sequence[ExplanationPart], explanation: str, *before: str) -> str:
    """The engine's explanation as a board says it: from its parts where the puzzle gives them
    (:func:`~penchant.puzzles.words.barring.parts_said`: a shared reason and a shared way to unbar said once),
    else its text with no sentence said twice (:func:`penchant.puzzles.words.sentences.said_once`)."""
    return parts_said(parts) if parts else said_once(sentence(explanation), *before)


def earlier_html(p: Puzzle, trainer: Trainer) -> str:
    """A puzzle solved or seen before the page opened (an earlier visit, another device sharing the progress): a
    quiet note that says so, and no answer: the board opens fresh, unmarked, to be answered again (chapter 0 says
    so). Not tried, or only missed: nothing."""
    st = trainer.state(p.id)
    if st.solved:
        return message_html(f"{EARLIER_WORDS} The board opens fresh: answer it again if you like, as practice.",
                            "note")
    if st.status is Outcome.SHOWN:
        return message_html(f"{SEEN_EARLIER_WORDS} The board opens fresh: answer it again if you like.", "note")
    return ""
