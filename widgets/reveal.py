"""Bring a board's reply into view: :class:`Reveal`, a hidden anywidget among a box's children.

On a phone a puzzle's reply comes under the answer buttons, below the screen's edge: after a tap only the tapped
button turning red was seen. The board counts its replies in :attr:`Reveal.replies` (a traitlet, the view's state);
the front end (``reveal.js`` beside this file) scrolls the box's child of class :attr:`Reveal.target` just into
view at each new count, when it is not wholly on the screen already.
"""

from __future__ import annotations

from importlib.resources import files
from typing import Any

import anywidget
import ipywidgets as W
import traitlets

__all__ = ["REVEAL_SCRIPT", "Reveal"]

REVEAL_SCRIPT = files("penchant_widgets").joinpath("reveal.js").read_text(encoding="utf-8")
"""The signal's front end (an ES module, read from the package's ``reveal.js``)."""


class Reveal(anywidget.AnyWidget):
    """Hidden; each change of ``replies`` brings the sibling of class ``target`` into view on the page."""

    _esm = REVEAL_SCRIPT
    target = traitlets.Unicode().tag(sync=True)
    """The class of the sibling brought into view (a reply's box: ``pt-feedback``)."""
    replies = traitlets.Int(0).tag(sync=True)
    """How many replies the box has given: one more brings the reply into view."""

    def __repr__(self) -> str:
        return f"Reveal({self.target!r}, {self.replies} replies)"

    def __init__(self, target: str, **kwargs: Any) -> None:
        kwargs.setdefault("layout", W.Layout(display="none"))
        super().__init__(target=target, **kwargs)

    def reply(self) -> None:
        """Count one more reply: the page brings it into view."""
        self.replies += 1
