"""Words with their emphasis marked, for a page to set: the engine says what stands out, the page decides how
(the widgets set it in HTML, in their ``marked_words`` module). Plain words, never markup: a study's line with the
part that stands out (:class:`Paragraph`), a table's figure with its interval beside it (:class:`Figure`).

>>> Paragraph(("Counted again now: ", "the same fractions as stored", ".")).words
'Counted again now: the same fractions as stored.'
>>> Figure("52.0%", "(48.1% to 55.9%)").words, Figure("in all", strong=True).words
('52.0% (48.1% to 55.9%)', 'in all')
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["Cell", "Figure", "Paragraph", "cell_words"]


class Paragraph(NamedTuple):
    """A paragraph as pieces, the odd ones standing out (``("Played again now: ", "the same figures", ".")``);
    ``aside`` for a note said in a smaller hand (the seed and the intervals under a table)."""

    pieces: tuple[str, ...]
    aside: bool = False

    @property
    def words(self) -> str:
        """The paragraph in plain words."""
        return "".join(self.pieces)


class Figure(NamedTuple):
    """A table's cell: its figure, what is said beside it in a smaller hand (its 95% interval, the exact
    fraction; ``""`` for none) and whether it stands out (a row's title, a total)."""

    text: str
    aside: str = ""
    strong: bool = False

    @property
    def words(self) -> str:
        """The cell in plain words: the figure, then what is beside it."""
        return " ".join(part for part in (self.text, self.aside) if part)


Cell = str | Figure
"""A table's cell: plain words, or a figure with its aside (:class:`Figure`)."""


def cell_words(cell: Cell) -> str:
    """A cell in plain words (:attr:`Figure.words` for a figure)."""
    return cell if isinstance(cell, str) else cell.words
