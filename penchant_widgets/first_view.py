"""A page's first view of a widget built ahead of it (a pre-heated or warmed kernel): read the store again.

The server runs a page's notebook in a waiting kernel before anyone opens it (Voilà's pre-heating, the
tutorial's warming). A widget built then drew what its store held *then*: a learner who answered puzzles
on another page (the tutorial's, another tab, another server on the same file) since would open a page
showing none of them. :func:`on_first_view` gives the widget a hidden
:class:`~penchant_widgets.shown_signal.ShownSignal` to put among its children, and calls the widget back when the
page first draws it (the page's own word, its synced
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
from collections.abc import Callable, Iterator
from typing import Any

import ipywidgets as W

from penchant_widgets.shown_signal import ShownSignal

__all__ = ["BUILT_AHEAD_ENV", "built_ahead", "on_first_view", "resend_state", "widget_tree"]

log = logging.getLogger(__name__)

BUILT_AHEAD_ENV = "VOILA_PREHEAT"
"""Voilà sets it to ``True`` in a kernel it pre-heats (which the tutorial's warming uses), ``False`` in one it starts
for a page."""


def built_ahead() -> bool:
    """Whether this kernel runs its page's notebook before anyone opens the page (Voilà's pre-heating): only then
    can a widget's page miss a change, or its store change before the page shows it."""
    return os.environ.get(BUILT_AHEAD_ENV) == "True"


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
"""The kind of output an :class:`ipywidgets.Output` holds for a widget displayed in it: a reference by model id."""


def _held(value: object) -> Iterator[W.Widget]:
    """The widgets a synced trait's value holds: itself, or inside lists, tuples and dicts (at any depth), as
    ipywidgets' ``widget_serialization`` names them to the page."""
    if isinstance(value, W.Widget):
        yield value
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _held(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _held(item)


def _displayed_in(output: W.Output) -> Iterator[W.Widget]:
    """The widgets an :class:`~ipywidgets.Output` shows: its outputs name them by model id only."""
    from_json = W.widget_serialization["from_json"]
    for message in output.outputs:
        view = message.get("data", {}).get(WIDGET_VIEW)
        if isinstance(view, dict) and isinstance(view.get("model_id"), str):
            yield from _held(from_json("IPY_MODEL_" + view["model_id"], None))


def _refers_to(widget: W.Widget) -> list[W.Widget]:
    """The widgets ``widget``'s page state refers to: every widget held in one of its synced traits (``children``,
    ``layout``, ``style``, and any other trait serialized with ``widget_serialization``, as
    :func:`ipywidgets.embed.dependency_state` walks them), and those an Output shows."""
    out: list[W.Widget] = []
    for key in widget.keys:
        out.extend(_held(getattr(widget, key, None)))
    if isinstance(widget, W.Output):
        out.extend(_displayed_in(widget))
    return out


def widget_tree(widget: W.Widget) -> list[W.Widget]:
    """A widget and every widget its page state refers to, at any depth (its layout and style, its ``children``,
    a widget in any other synced trait, one shown in an Output), each once, parents first."""
    out: list[W.Widget] = []
    seen: set[int] = set()
    stack = [widget]
    while stack:
        w = stack.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        out.append(w)
        stack.extend(reversed(_refers_to(w)))
    return out


def _holds_closed(widget: W.Widget) -> bool:
    """Whether one of ``widget``'s synced traits holds a closed widget (alone, or in a list, tuple or dict): its
    state cannot be sent, for ipywidgets names a held widget to the page by its comm, which closing took."""
    return any(held.comm is None for key in widget.keys for held in _held(getattr(widget, key, None)))


def resend_state(widget: W.Widget) -> None:
    """Send the whole state of ``widget`` and of every widget below it to the page (screens not built yet
    have none to send).

    The contract: each widget of :func:`widget_tree` that is open and holds no closed widget is sent once
    (``send_state()``), parents first; one that is closed (``comm is None``), or holds a closed widget in a synced
    trait, is skipped, asked before sending, never found by the error sending it raises. Any error in sending one of
    the others is logged as a warning with its trace, and the rest are still sent (a page shown with one widget
    stale beats a page left half sent). ``tests/widgets/test_resend_state_*`` hold it."""
    for w in widget_tree(widget):
        if w.comm is None:  # closed: nothing to send
            continue
        if _holds_closed(w):  # its state would name a widget the page no longer has
            log.debug("not resending the state of %r: it holds a closed widget", w)
            continue
        try:
            w.send_state()
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
