"""Chapter 5's two asides, folded under the chapter's boards: checking his declaration at the table, step by step, and
how Foster's older rules bar (their words, the positions read both ways on :class:`~penchant_widgets.lessons.barring.
BarringReadings`, and what those positions show). Every word is the engine's (:mod:`penchant.lessons.barring_asides`,
:func:`~penchant.lessons.barring_positions.foster_positions_words`); this sets them in the page's HTML."""

from __future__ import annotations

import ipywidgets as widgets

from penchant.english.marked import Paragraph
from penchant.lessons.barring_asides import checking_words, foster_reading_words
from penchant.lessons.barring_positions import foster_positions_words
from penchant_widgets.folds import Fold, fold_prose
from penchant_widgets.lessons.barring import BarringReadings
from penchant_widgets.marked_words import inline_html, listed_html

__all__ = ["barring_asides", "checking_html", "foster_reading_html"]


def _paragraph(paragraph: Paragraph) -> str:
    return f"<p>{inline_html(paragraph)}</p>"


def checking_html() -> str:
    """The check at the table: its lead-in, its steps as a numbered list, and where else they are found."""
    lead, steps, after = checking_words()
    return f"{_paragraph(lead)}<ol>{''.join(f'<li>{inline_html(s)}</li>' for s in steps)}</ol>{_paragraph(after)}"


def foster_reading_html() -> str:
    """Foster's reading beside Kandell's, a paragraph each."""
    return "".join(_paragraph(p) for p in foster_reading_words())


def barring_asides() -> widgets.VBox:
    """The two folds, closed: the check at the table; Foster's reading, the board of positions read both ways (its
    positions open), and what they show."""
    return widgets.VBox([
        Fold("checking his declaration at the table, step by step", [fold_prose(checking_html())]),
        Fold("how Foster's older rules bar, if you play by them",
             [fold_prose(foster_reading_html()), BarringReadings(open_positions=True),
              fold_prose(listed_html(*foster_positions_words()))]),
    ])
