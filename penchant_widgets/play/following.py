"""The play board's page that follows play: a widget whose synced traits tell its page that a move was drawn
(``moves``, counted up) and what the kernel is busy with (``busy``), an anywidget whose front end is the static module
``following.js`` beside this file.

After each move the page brings the trick on the felt and the message under it into view, nearest (nothing moves
where they are already on screen, as on a laptop): on a phone they lay above or below the screen, and a newcomer
scrolled to find what happened. While the coach thinks, the board and the pressed button say ``aria-busy``. Nothing
here is shown, and nothing decided.
"""

from __future__ import annotations

from importlib.resources import files

import anywidget
import ipywidgets as W
import traitlets

__all__ = ["FOLLOWING_SCRIPT", "PageFollower"]

FOLLOWING_SCRIPT = files("penchant_widgets.play").joinpath("following.js").read_text(encoding="utf-8")
"""The widget's front end (an ES module, read from the package's ``following.js``)."""


class PageFollower(anywidget.AnyWidget):
    """``PageFollower()``: :meth:`moved` brings the board's trick and message into view; ``busy`` names the class
    of the button whose work is under way (``""``: none); hidden."""

    _esm = FOLLOWING_SCRIPT
    moves = traitlets.Int(0).tag(sync=True)
    """How many times the board has been drawn after a move (each change: the page follows)."""
    busy = traitlets.Unicode("").tag(sync=True)
    """The class of the button whose work is under way (``"pt-hint"``), ``""`` when none: the board and it say
    ``aria-busy`` meanwhile."""

    def __init__(self) -> None:
        super().__init__(layout=W.Layout(display="none"))

    def moved(self) -> None:
        """A move was drawn: the page brings what it changed into view."""
        self.moves += 1
