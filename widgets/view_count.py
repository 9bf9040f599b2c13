"""How many views a page shows of a widget: the one place that reads ipywidgets' ``_view_count``.

ipywidgets 8 has no public way for the kernel to learn that a page shows a widget: displaying it
(``_repr_mimebundle_``) happens in the kernel, before and apart from any page, and ``Widget.on_displayed``
(ipywidgets 7, and kernel-side too) is gone. A widget with a front end of its own says so itself (the marker's
device view sets its synced ``shown`` when the page draws it: ``penchant_widgets.marker.device``); for the
tutorial's puzzle pages, which have none, the one mechanism is the ``_view_count`` trait, marked
"EXPERIMENTAL ... may change or be removed" in ipywidgets' own help text: ``None`` (the default) tracks
nothing; set to a number, the page's widget manager keeps it equal to the views it draws and syncs it back (a
view attached while the page's copy of the trait is still unset is never counted, and nothing is said).
Everything that needs a page's views goes through :func:`watch_views`, so a change in ipywidgets is mended here,
and ``tests/widgets/test_view_count.py`` fails on the installed ipywidgets if the trait changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as W

__all__ = ["VIEW_COUNT", "watch_views"]

VIEW_COUNT = "_view_count"
"""ipywidgets' trait counting a widget's views (``None`` until tracking is asked for, then a number)."""


def watch_views(widget: W.Widget, changed: Callable[[dict[str, Any]], None]) -> None:
    """Have ipywidgets count the page's views of ``widget`` (it does once the count is a number) and call
    ``changed`` with each change of the count (``{"old": n, "new": m}``)."""
    setattr(widget, VIEW_COUNT, 0)
    widget.observe(changed, names=VIEW_COUNT)
