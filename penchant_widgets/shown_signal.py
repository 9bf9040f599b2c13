"""The page's word that it shows a widget: a hidden anywidget whose front end (``shown_signal.js`` beside this file)
sets its synced ``shown`` when the page first draws it.

ipywidgets 8 has no public way for the kernel to learn that a page shows a widget: displaying it happens in the
kernel, before and apart from any page, and its own count of a widget's views (``_view_count``) is private, marked
experimental, and counted only if the page's copy of it already held a number when the view was attached (nothing
said otherwise). A widget built ahead of its page (:func:`penchant_widgets.first_view.built_ahead`) puts a
:class:`ShownSignal` among its children instead, and observes ``shown``: the page draws a widget's children with it.
The marker's device view (``penchant_widgets.marker.device.DeviceView``) is one, with a front end of its own that
also says ``shown``.
"""

from __future__ import annotations

from importlib.resources import files
from typing import Any, Final

import anywidget
import ipywidgets as W
import traitlets

__all__ = ["SAYING_SHOWN_SCRIPT", "SHOWN_SCRIPT", "ShownSignal"]

SAYING_SHOWN_SCRIPT = files("penchant_widgets").joinpath("saying_shown.js").read_text(encoding="utf-8")
"""The page's saying of ``shown`` until the kernel's ``heard`` comes back (``sayShown``, read from the package's
``saying_shown.js``): put ahead of the module of every front end of a :class:`ShownSignal`."""

SHOWN_SCRIPT = SAYING_SHOWN_SCRIPT + files("penchant_widgets").joinpath("shown_signal.js").read_text(encoding="utf-8")
"""The signal's front end (an ES module: the package's ``shown_signal.js`` after :data:`SAYING_SHOWN_SCRIPT`)."""

SHOWN: Final = {"event": "shown"}
"""The page's message saying again that it shows the widget, until ``heard`` (a first ``shown`` may be lost)."""


class ShownSignal(anywidget.AnyWidget):
    """Hidden; ``shown`` turns true when a page first draws it (set by the page, never by the kernel)."""

    _esm = SHOWN_SCRIPT
    shown = traitlets.Bool(False).tag(sync=True)
    """Set by the page when it first draws this widget (its module's ``render``): a page is connected and shows
    the widget this one sits in."""
    heard = traitlets.Bool(False).tag(sync=True)
    """Set by the kernel once ``shown`` is true: the page stops saying it (:data:`SHOWN`)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("layout", W.Layout(display="none"))
        super().__init__(**kwargs)
        self.on_msg(self._said_again)

    @traitlets.observe("shown")
    def _hear(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.heard = True

    def _said_again(self, _widget: W.Widget, content: Any, _buffers: Any) -> None:
        """The page says again that it shows the widget: its first word may have been lost (then ``shown`` turns
        true now), or the kernel's ``heard`` may not have reached it yet (then ``heard`` is sent again)."""
        if content != SHOWN:
            return
        if not self.shown:
            self.shown = True
        else:
            self.send_state("heard")
