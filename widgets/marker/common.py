"""Small helpers shared by the marker's screens: buttons, show/hide, the style sheet."""

from __future__ import annotations

import functools
import logging
import re
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import ipywidgets as W

from penchant.errors import PenchantError
from penchant.rules.kinds import Kind

__all__ = [
    "CSS",
    "KIND_ORDER",
    "KIND_CLASS",
    "button",
    "html",
    "show",
    "toggle_class",
    "set_off",
    "guarded",
    "kind_label",
    "download_name",
]

CSS = (Path(__file__).with_name("marker.css")).read_text(encoding="utf-8")

KIND_ORDER: tuple[Kind, ...] = (
    Kind.PENCHANT, Kind.MARRIAGE, Kind.BESITO,
    Kind.PAIR, Kind.TRIPLET, Kind.QUADRUPLET,
    Kind.FAMILY, Kind.CLAN, Kind.FLUSH, Kind.REUNION,
)
"""Couplings first (the most frequent), then sets, then runs."""

KIND_CLASS = {
    Kind.PENCHANT: "pm-kind-coupling", Kind.MARRIAGE: "pm-kind-coupling", Kind.BESITO: "pm-kind-coupling",
    Kind.PAIR: "pm-kind-set", Kind.TRIPLET: "pm-kind-set", Kind.QUADRUPLET: "pm-kind-set",
    Kind.FAMILY: "pm-kind-run", Kind.CLAN: "pm-kind-run", Kind.FLUSH: "pm-kind-run", Kind.REUNION: "pm-kind-run",
}

log = logging.getLogger("penchant.marker")

F = TypeVar("F", bound=Callable[..., Any])


_SOFT = {Kind.QUADRUPLET: "Quadru\u00adplet"}
"""A soft hyphen where a long name may break on a narrow phone (no clipped glyph)."""


def kind_label(kind: Kind, points: int) -> str:
    return f"{_SOFT.get(kind, kind.value.capitalize())}\n+{points}"


def button(label: str, *classes: str, on_click: Callable[[], Any] | None = None, tooltip: str = "") -> W.Button:
    """A marker button (classes for style and for test selectors)."""
    b = W.Button(description=label, tooltip=tooltip, layout=W.Layout(width="auto", height="auto"))
    for c in classes:
        b.add_class(c)
    if on_click is not None:
        callback = on_click
        b.on_click(lambda _b: callback())
    return b


def html(value: str = "", *classes: str) -> W.HTML:
    h = W.HTML(value=value, layout=W.Layout(width="auto"))
    for c in classes:
        h.add_class(c)
    return h


def toggle_class(widget: W.DOMWidget, cls: str, on: bool) -> None:
    """Add or remove a class, sending a message only when it changes."""
    has = cls in widget._dom_classes
    if on and not has:
        widget.add_class(cls)
    elif not on and has:
        widget.remove_class(cls)


def set_off(widget: W.Button, off: bool) -> None:
    """Mark a button as not available now. It stays tappable: a tap on it enters nothing and the
    ledger's refusal says why (a disabled button would swallow the tap in silence)."""
    if widget.disabled:
        widget.disabled = False
    toggle_class(widget, "pm-off", off)


def show(widget: W.DOMWidget, visible: bool) -> None:
    toggle_class(widget, "pm-hidden", not visible)


def guarded(report: Callable[[str], None], on_tap: Callable[[], None] | None = None) -> Callable[[F], F]:
    """Wrap a handler so an unexpected exception becomes a message on screen, not a dead page.

    ``on_tap`` is called first, on every tap (the marker counts taps to tell a double tap)."""

    def deco(fn: F) -> F:
        @functools.wraps(fn)
        def inner(*args: Any, **kwargs: Any) -> Any:
            if on_tap is not None:
                on_tap()
            try:
                return fn(*args, **kwargs)
            except PenchantError as exc:  # a refusal: the engine's own words
                report(str(exc))
                return None
            except Exception as exc:  # the marker must never die on a tap
                log.error("marker handler failed:\n%s", traceback.format_exc())
                report(f"Something went wrong ({type(exc).__name__}: {exc}). Nothing was lost: every entry "
                       "is saved; reload the page if the screen looks wrong.")
                return None

        return inner  # type: ignore[return-value]

    return deco


_NOT_PORTABLE = re.compile(r'[<>:"/\\|?*\x00-\x1f\s]+')


def download_name(*parts: object, ext: str) -> str:
    """A file name a download may take on any system: ``penchant-Ann-Bob-3.json``.

    The parts are joined with ``-``; what Windows, macOS or Linux refuse in a name (``: / \\ ? *``
    and the like), and spaces, become ``_``.

    >>> download_name("penchant", "Ann: the 1st", "Bob/Al", 3, ext="csv")
    'penchant-Ann_the_1st-Bob_Al-3.csv'
    """
    stem = "-".join(_NOT_PORTABLE.sub("_", str(p)).strip("._") or "_" for p in parts)
    return f"{stem}.{ext}"
