"""The engine's marked words set in HTML: a study's paragraph with its part that stands out in bold, a figure with
its interval in a smaller hand, a table of them (:mod:`penchant.english.marked` says what stands out; the page
says how, here). The words are escaped: the engine writes words, never markup.

>>> paragraph_html(Paragraph(("Counted again now: ", "the same fractions", ".")))
'<p class="pt-study-text">Counted again now: <b>the same fractions</b>.</p>'
>>> from penchant.english.marked import Figure
>>> cell_html(Figure("52.0%", "(48.1% to 55.9%)")), cell_html(Figure("in all", strong=True)), cell_html("A & B")
('52.0% <small>(48.1% to 55.9%)</small>', '<b>in all</b>', 'A &amp; B')
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from itertools import cycle

from penchant.english.marked import Cell, Paragraph
from penchant.studies.figure_shapes import Table
from penchant_widgets.html_parts import stacked_table

__all__ = ["cell_html", "inline_html", "listed_html", "marked_html", "paragraph_html", "table_html"]


def _text(words: str) -> str:
    return escape(words, quote=False)


def paragraph_html(paragraph: Paragraph) -> str:
    """A paragraph, its odd pieces in bold; a note (``aside``) in a smaller hand. Its class keeps it to the text's
    column, as a chapter's tables and charts (chapter 9's "The lead is worth about 2 points…" sat 5 px left of
    the chapter's prose)."""
    said = inline_html(paragraph)
    return f'<p class="pt-study-text">{f"<small>{said}</small>" if paragraph.aside else said}</p>'


def inline_html(paragraph: Paragraph) -> str:
    """A paragraph's words alone, its odd pieces in bold, for a line set in something else (a list's item)."""
    return "".join(f"<b>{_text(p)}</b>" if bold else _text(p)
                   for p, bold in zip(paragraph.pieces, cycle((False, True)), strict=False))


def listed_html(lead: Paragraph, items: Sequence[Paragraph]) -> str:
    """A lead-in paragraph and a list under it, one item a paragraph, their odd pieces in bold (chapter 5's
    account of Foster's positions: ``listed_html(*foster_positions_words())``), kept to the text's column on a
    chapter's page as a paragraph is (:func:`paragraph_html`: chapter 7's three ways of scoring sat 5 px left)."""
    listed = "".join(f"<li>{inline_html(item)}</li>" for item in items)
    return f'<p class="pt-study-text">{inline_html(lead)}</p><ul class="pt-study-text">{listed}</ul>'


def cell_html(cell: Cell) -> str:
    """A table's cell: its figure (in bold if it stands out), what is beside it in a smaller hand."""
    if isinstance(cell, str):
        return _text(cell)
    text = f"<b>{_text(cell.text)}</b>" if cell.strong and cell.text else _text(cell.text)
    aside = f"<small>{_text(cell.aside)}</small>" if cell.aside else ""
    return " ".join(part for part in (text, aside) if part)


def table_html(table: Table) -> str:
    """A study's table, fitting a phone (:func:`~penchant_widgets.html_parts.stacked_table`)."""
    return stacked_table([_text(h) for h in table.head], [[cell_html(c) for c in row] for row in table.rows])


def marked_html(*parts: Paragraph | Table) -> str:
    """Paragraphs and tables one after another, as a study says them (``marked_html(*played_again(...))``)."""
    return "".join(paragraph_html(p) if isinstance(p, Paragraph) else table_html(p) for p in parts)
