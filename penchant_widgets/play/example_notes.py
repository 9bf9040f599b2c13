"""A stepped example's own words, move by move, under its *Next ▶* on a phone.

:class:`ExampleNotes` shows a :class:`~penchant_widgets.play.table.DealTable` example with, right under the board's
last move and *Next ▶*, the chapter's note on the step the board has reached: on a phone (390 px wide) the chapter's
"What to notice, move by move" sat below the board, so each *Next ▶* meant scrolling down to read and back up to see
the cards. On a wide screen the chapter's text beside the board says it, and the note is not shown (the style
sheet's narrow-screen rule). It decides nothing: it reads how many moves of the example the board has made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets
import traitlets

from penchant.errors import InvalidSettingError
from penchant_widgets.play.table import DealTable
from penchant_widgets.styles import classed

__all__ = ["ExampleNotes", "note_html"]


def note_html(text: str) -> str:
    """A note's words in HTML: ``**bold**`` and ``*emphasis*`` as the chapter's text marks them, the rest escaped.

    >>> note_html("You lead the K♥ **from your table**; *you* may declare")
    'You lead the K♥ <b>from your table</b>; <i>you</i> may declare'
    """
    return _marked(escape(text, quote=False), "**", "b", lambda part: _marked(part, "*", "i", str))


def _marked(text: str, mark: str, tag: str, inner: Callable[[str], str]) -> str:
    """``text`` with each pair of ``mark`` around words made ``<tag>``, ``inner`` applied to every piece; a mark
    left without its pair stays as written."""
    first, *rest = text.split(mark)
    marked, after = rest[::2], rest[1::2]  # the words after each opening mark, and after each closing one
    out = [inner(first)]
    for words, tail in zip(marked, after, strict=False):
        out.append(f"<{tag}>{inner(words)}</{tag}>" if words else mark * 2)
        out.append(inner(tail))
    if len(marked) > len(after):  # a last mark with no pair: kept as written
        out.append(mark + inner(marked[-1]))
    return "".join(out)


class ExampleNotes(widgets.VBox):
    """``table`` (an example) with the note on the step it has reached under it: ``notes`` are (moves of the example
    made, words), the moves increasing; the note shown is the last whose moves have been made on the example's line
    (none before the first, or off the line)."""

    table = traitlets.Instance(DealTable, read_only=True).tag(sync=False)
    """The example the notes speak of."""
    notes = traitlets.Tuple(read_only=True).tag(sync=False)
    """(moves of the example made, words), the moves increasing."""

    def __repr__(self) -> str:
        return f"ExampleNotes({len(self.notes)} notes, {self.table!r})"

    def __init__(self, table: DealTable, notes: Sequence[tuple[int, str]]) -> None:
        moves = [n for n, _ in notes]
        if not table.script or not notes or moves != sorted(set(moves)) or moves[0] < 1 or moves[-1] > len(
                table.script):
            raise InvalidSettingError(
                f"ExampleNotes needs an example and notes after 1 to {len(table.script)} of its moves, "
                f"increasing, not {list(notes)!r}")
        self.set_trait("table", table)
        self.set_trait("notes", tuple(notes))
        self.note = widgets.HTML()
        classed(self.note, "pt-example-note")
        super().__init__([table, self.note])
        classed(self, "pt-example-notes")
        table.observe(self._draw, names="state")
        self._draw()

    def made(self) -> int:
        """The moves of the example the board has made on its line (0 off it)."""
        n = len(self.table.state.history) - len(self.table.start.history)
        return min(n, len(self.table.script)) if self.table.on_the_line() else 0

    def current(self) -> str:
        """The note on the step the board has reached (``""`` before the first)."""
        made = self.made()
        return next((text for n, text in reversed(self.notes) if n <= made), "")

    def _draw(self, _change: Any = None) -> None:
        text = self.current()
        self.note.value = f'<div class="pt-example-note-text">{note_html(text)}</div>' if text else ""
