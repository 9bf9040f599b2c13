"""The play board's page that follows play: a widget whose synced traits tell its page that a move was drawn
(``moves``, counted up) and whether the kernel is busy for the board (``busy``), an anywidget whose front end is the
static module ``following.js`` beside this file.

The board shows it three times, as marks of no size: on the felt just above the trick, under the learner's hand, and
under the message. After each move the page brings the stretch between them into view, nearest (nothing moves where
it is already on screen, as on a laptop for most moves): on a phone the trick and the message lay above or below the
screen, and a newcomer scrolled to find what happened; on a laptop the felt grows as the computer lays declarations
above the hand, which slipped under the screen's foot. While the coach thinks, the board (its app, of the class
``app_class``) says ``aria-busy``. Nothing here is shown, and nothing decided.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib.resources import files

import anywidget
import ipywidgets as W
import traitlets

__all__ = ["FOLLOWING_SCRIPT", "PageFollower"]

FOLLOWING_SCRIPT = files("penchant_widgets.play").joinpath("following.js").read_text(encoding="utf-8")
"""The widget's front end (an ES module, read from the package's ``following.js``)."""


class PageFollower(anywidget.AnyWidget):
    """``PageFollower(app_class)``: :meth:`moved` brings the stretch between its marks (the widget shown three
    times: above the trick, under the hand, under the message) into view; while ``busy``, the board, the element of
    ``app_class`` around it, says ``aria-busy``."""

    _esm = FOLLOWING_SCRIPT
    moves = traitlets.Int(0).tag(sync=True)
    """How many times the board has been drawn after a move (each change: the page follows)."""
    busy = traitlets.Bool(False).tag(sync=True)
    """Whether the kernel is at work for the board (the coach thinking): the board says ``aria-busy`` meanwhile."""
    app_class = traitlets.Unicode("pt-playboard").tag(sync=True)
    """The class of the board around the marks (the app whose ``aria-busy`` it sets)."""
    asking = traitlets.Dict(value_trait=traitlets.Unicode(), key_trait=traitlets.Unicode()).tag(sync=True)
    """The board's buttons that ask for long work (by class), each with what it says while the work goes on
    (``{"pt-hint": "Thinking…"}``): tapped, the page greys it out and says so at once, before the kernel hears of the
    tap (a kernel still at work heard it seconds later, and the tap seemed lost)."""

    shown = traitlets.Bool(False).tag(sync=True)
    """Whether a page has drawn the marks (its front end says so once): the board warms its coach for a page only
    (never for a test, nor for a notebook run without one)."""

    def __init__(self, app_class: str = "pt-playboard", asking: Mapping[str, str] | None = None) -> None:
        super().__init__(app_class=app_class, asking=dict(asking or {}),
                         layout=W.Layout(height="0px", margin="0", overflow="hidden"))

    def moved(self) -> None:
        """A move was drawn: the page brings what it changed into view."""
        self.moves += 1
