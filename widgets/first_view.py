"""A page's first view of a widget built ahead of it (a pre-heated or warmed kernel): read the store again.

The server runs a page's notebook in a waiting kernel before anyone opens it (Voilà's pre-heating, the
tutorial's warming). A widget built then drew what its store held *then*: a learner who answered puzzles
on another page (the tutorial's, another tab, another server on the same file) since would open a page
showing none of them. :func:`on_first_view` gives the widget a hidden :class:`~penchant_widgets.shown.ShownSignal`
to put among its children, and calls the widget back when the page first draws it (the page's own word, its synced
``shown``: not ipywidgets' private, experimental ``_view_count``, which missed a view attached while the page's copy
of it was unset), so it can read its store again and redraw, then sends the page every widget's whole state
(:func:`resend_state`): a change made before the page connected is never sent again by itself.

Only a kernel that runs its notebook before the page opens (:func:`built_ahead`) needs this: a page that was
connected while its widgets were built (the static site, whose page runs its own Python; a kernel started for the
page) got every change as it was made. There the first view calls nothing back and sends nothing again: reading
the store again and sending the state of a hundred widgets once more, just as the page draws them, only delayed
the page (on the site the store's every read is a round trip through the page itself), and the widget carries no
signal.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from typing import Any

import ipywidgets as W
from penchant_widgets.shown import ShownSignal

__all__ = ["BUILT_AHEAD_ENV", "built_ahead", "on_first_view", "resend_state", "widget_tree"]

log = logging.getLogger(__name__)

BUILT_AHEAD_ENV = "VOILA_PREHEAT"
"""Voilà sets it to ``True`` in a kernel it pre-heats (which the tutorial's warming uses), ``False`` in one it starts
for a page."""


def built_ahead() -> bool:
    """Whether this kernel runs its page's notebook before anyone opens the page (Voilà's pre-heating): only then
    can a widget's page miss a change, or its store change before the page shows it."""
    return os.environ.get(BUILT_AHEAD_ENV) == "True"


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


def _holds_closed(widget: W.Widget) -> bool:
    """Whether one of ``widget``'s synced traits holds a closed widget (alone, or in a list or tuple)."""
    for key in widget.keys:
        value = getattr(widget, key, None)
        for held in value if isinstance(value, list | tuple) else (value,):
            if isinstance(held, W.Widget) and held.comm is None:
                return True
    return False


def resend_state(widget: W.Widget) -> None:
    """Send the whole state of ``widget`` and of every widget below it to the page (screens not built yet
    have none to send). A closed widget, and one that holds a closed widget (ipywidgets names a held widget by its
    comm, which closing took), is skipped; any other error is logged as a warning with its trace, and the other
    widgets are still sent (a page shown with one widget stale beats a page left half sent)."""
    for w in widget_tree(widget):
        if w.comm is None:  # closed: nothing to send
            continue
        try:
            w.send_state()
        except AttributeError:
            if not _holds_closed(w):
                log.warning("could not resend the state of %r", w, exc_info=True)
                continue
            log.debug("not resending the state of %r: it holds a closed widget", w)
        except Exception:
            log.warning("could not resend the state of %r", w, exc_info=True)


def on_first_view(widget: W.Widget, redraw: Callable[[], object]) -> tuple[ShownSignal, ...]:
    """Call ``redraw`` when a page first shows ``widget``, then send the page the whole state of its tree; only in a
    kernel that builds its page ahead (:func:`built_ahead`).

    Returns what ``widget`` must hold among its children for that: a hidden :class:`ShownSignal`, whose ``shown`` the
    page sets when it draws it, in a kernel built ahead; nothing otherwise."""
    if not built_ahead():
        return ()
    signal = ShownSignal()

    def viewed(change: dict[str, Any]) -> None:
        if change["new"] and not change["old"]:
            try:
                redraw()
            except Exception:  # the page must still show what was drawn
                log.exception("redrawing %r for its first view failed", widget)
            resend_state(widget)

    signal.observe(viewed, names="shown")
    return (signal,)
