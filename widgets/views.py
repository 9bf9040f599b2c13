"""A page's first view of a widget built ahead of it (a pre-heated or warmed kernel): read the store again.

The server runs a page's notebook in a waiting kernel before anyone opens it (Voilà's pre-heating, the
tutorial's warming). A widget built then drew what its store held *then*: a learner who answered puzzles
on another page (the tutorial's, another tab, another server on the same file) since would open a page
showing none of them. :func:`on_first_view` calls the widget back when the page first shows it (ipywidgets
counts a widget's views once ``_view_count`` is a number), so it can read its store again and redraw, then
sends the page every widget's whole state (:func:`resend_state`): a change made before the page connected
is never sent again by itself.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import ipywidgets as W

__all__ = ["on_first_view", "resend_state", "watch_views", "widget_tree"]

log = logging.getLogger(__name__)


def widget_tree(widget: W.Widget) -> list[W.Widget]:
    """A widget, its layout and style, and every widget below it (through ``children``), parents first."""
    out: list[W.Widget] = []
    stack = [widget]
    while stack:
        w = stack.pop()
        out.append(w)
        for part in ("layout", "style"):
            sub = getattr(w, part, None)
            if isinstance(sub, W.Widget):
                out.append(sub)
        stack.extend(reversed([c for c in getattr(w, "children", ()) if isinstance(c, W.Widget)]))
    return out


def resend_state(widget: W.Widget) -> None:
    """Send the whole state of ``widget`` and of every widget below it to the page (screens not built yet
    have none to send; a closed widget is skipped)."""
    for w in widget_tree(widget):
        try:
            w.send_state()
        except Exception:  # a closed widget: nothing to send
            log.debug("could not resend state of %r", w)


def on_first_view(widget: W.Widget, redraw: Callable[[], object]) -> None:
    """Call ``redraw`` when a page first shows ``widget``, then send the page the whole state of its tree."""

    def viewed(change: dict[str, Any]) -> None:
        if (change.get("new") or 0) > 0 and not (change.get("old") or 0):
            try:
                redraw()
            except Exception:  # the page must still show what was drawn
                log.exception("redrawing %r for its first view failed", widget)
            resend_state(widget)

    watch_views(widget, viewed)


def watch_views(widget: W.Widget, changed: Callable[[dict[str, Any]], None]) -> None:
    """Have ipywidgets count the page's views of ``widget`` (it does once ``_view_count`` is a number) and call
    ``changed`` with each change of the count (``{"old": n, "new": m}``)."""
    widget._view_count = 0
    widget.observe(changed, names="_view_count")
