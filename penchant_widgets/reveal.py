"""Bring a board's reply into view: :class:`Reveal`, an empty line drawn right under the reply.

On a phone a puzzle's reply comes under the answer buttons, often below the screen's edge. The board gives each
reply through :meth:`Reveal.say`, which sets the reply and counts it in :attr:`Reveal.replies` (a traitlet, the
view's state); the front end (``reveal.js`` beside this file) scrolls its own line, under the reply, just into view
at each new count when it is off the screen, so the reply comes up from the fold. A reply drawn otherwise (a puzzle put
on the board) is set on the reply widget itself, and scrolls
nothing.

A box laid out at a tap under something long (the puzzles made from a game's mistakes, under its review) holds a
:class:`Reveal` made with ``on_draw=True``: when the page first draws it, it brings the box around it (the element of
the class ``scope``) to the top of the screen, once.
"""

from __future__ import annotations

from importlib.resources import files
from typing import Any

import anywidget
import ipywidgets as W
import traitlets

__all__ = ["REVEAL_SCRIPT", "Reveal"]

REVEAL_SCRIPT = files("penchant_widgets").joinpath("reveal.js").read_text(encoding="utf-8")
"""The line's front end (an ES module, read from the package's ``reveal.js``)."""


class Reveal(anywidget.AnyWidget):
    """An empty line to draw right under ``reply``; :meth:`say` sets the reply and brings it into view."""

    _esm = REVEAL_SCRIPT
    replies = traitlets.Int(0).tag(sync=True)
    """How many replies have been said: one more brings the reply into view."""
    on_draw = traitlets.Bool(False).tag(sync=True)
    """Whether the page brings the box around the line (:attr:`scope`) to the top of the screen when it first draws
    it: a box laid out at a tap, below the screen."""
    scope = traitlets.Unicode("").tag(sync=True)
    """The class of the box :attr:`on_draw` brings into view (``""``: the line itself)."""

    def __repr__(self) -> str:
        return f"Reveal({self.replies} replies)"

    def __init__(self, reply: W.HTML | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("layout", W.Layout(height="0px", margin="0px", overflow="hidden"))
        super().__init__(**kwargs)
        self._reply = reply

    def say(self, html: str, *, bring: bool = True) -> None:
        """Show ``html`` as the reply, and bring it into view on the page (``bring=False``: set it only, where
        another reply is brought into view with it)."""
        if self._reply is not None:
            self._reply.value = html
        if bring:
            self.show()

    def show(self) -> None:
        """Bring the reply into view as it stands, drawn by its board (an end-game's message, made of its parts)."""
        self.replies += 1
