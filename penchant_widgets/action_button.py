"""The boards' styled button: ``pt-btn`` and a stable class of its own, calling back when clicked."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from penchant_widgets.styles import classed

__all__ = ["action_button"]


def action_button(text: str, cls: str, action: Callable[[], object], primary: bool = False,
                  tip: str = "") -> widgets.Button:
    """A styled button (``pt-btn`` plus ``cls`` as a stable selector) that calls ``action()`` when clicked."""
    button = widgets.Button(description=text, tooltip=tip)
    classed(button, "pt-btn", cls, "pt-btn-primary" if primary else None)
    button.on_click(lambda _b: action())
    return button
