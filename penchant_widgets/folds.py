"""A chapter's material one click away: :class:`Fold` keeps a board that is not the chapter's next step (a sandbox,
the other rule book's reading) behind a button, closed until asked for. It decides nothing: it shows and hides the
boards it is given. Whether a fold is open (``Fold.opened``) is a traitlet: a page may observe or link it, and
setting it redraws. Worked examples one at a time are :mod:`penchant_widgets.steps`'.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets
import traitlets

from penchant_widgets.styles import classed, shared_style

__all__ = ["Fold", "fold_prose"]


class Fold(widgets.VBox):
    """Boards one click away: a button that opens and closes them (closed at first, unless ``opened``)."""

    label = traitlets.Unicode("", read_only=True).tag(sync=False)

    opened = traitlets.Bool(False).tag(sync=False)
    """Whether the boards are shown. Observed: setting it opens or closes the fold."""

    def __repr__(self) -> str:
        return f"Fold({self.label!r}, {'open' if self.opened else 'closed'})"

    def __init__(self, label: str, children: Sequence[widgets.Widget], *, opened: bool = False) -> None:
        self.set_trait("label", label)
        self.inside = widgets.VBox(list(children))
        classed(self.inside, "pt-fold-inside")
        self.toggle = widgets.Button()
        classed(self.toggle, "pt-btn", "pt-fold-toggle")
        self.toggle.on_click(lambda _b: self.set_open(not self.opened))
        super().__init__([shared_style(), self.toggle, self.inside])
        classed(self, "pt-fold")
        self._draw()  # closed
        self.opened = opened  # an open fold redraws itself open

    def set_open(self, opened: bool) -> None:
        """Open (show the boards) or close the fold; the button says what pressing it does next."""
        self.opened = opened

    @traitlets.observe("opened")
    def _opened_changed(self, _change: Any) -> None:
        self._draw()

    def _draw(self) -> None:
        opened = self.opened
        self.inside.layout.display = None if opened else "none"
        # Open, the box is the fold's, around the button and what it opened, its words on the button's left edge
        # (boards.css), so that what it opened sits inside the dashed box, not below it.
        (self.add_class if opened else self.remove_class)("pt-fold-open")
        self.toggle.description = f"{'▾ Hide' if opened else '▸ Show'}: {self.label}"


def fold_prose(html: str) -> widgets.HTML:
    """Words to put in a :class:`Fold`, set as the chapter's prose is (``pt-fold-prose``, boards.css): a chapter's
    "the other rule books" and the like."""
    prose = widgets.HTML(html)
    classed(prose, "pt-fold-prose")
    return prose
