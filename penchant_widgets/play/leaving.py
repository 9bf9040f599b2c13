"""The play board's guard against leaving a game under way: a widget whose trait ``game_in_play`` is synced with
its page, an anywidget whose front end is the static module ``leaving.js`` beside this file.

A game under way lives only in its page (its kernel): while one is, a reload or a close asks first. The page is
told by a synced trait, not by markup a script looks for, so the board's looks can change without losing the
guard. Nothing here is shown.
"""

from __future__ import annotations

from importlib.resources import files

import anywidget
import ipywidgets as W
import traitlets

__all__ = ["LEAVING_SCRIPT", "LeaveGuard"]

LEAVING_SCRIPT = files("penchant_widgets.play").joinpath("leaving.js").read_text(encoding="utf-8")
"""The widget's front end (an ES module, read from the package's ``leaving.js``)."""


class LeaveGuard(anywidget.AnyWidget):
    """``LeaveGuard()``: while ``game_in_play``, the page asks before a reload or a close; hidden."""

    _esm = LEAVING_SCRIPT
    game_in_play = traitlets.Bool(False).tag(sync=True)
    """Whether a game is under way on the board (it follows the board's ``game_in_play``)."""

    def __init__(self) -> None:
        super().__init__(layout=W.Layout(display="none"))
