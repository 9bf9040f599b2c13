"""A small box a count is typed in, with a phone's number keypad: :class:`NumberEntry`.

An ipywidgets ``Text`` draws ``<input type="text">``, and a phone opens its whole keyboard for it; ``IntText`` draws
``<input type="number">``, which lets no typo through to be answered (a board says what is wrong with "eight" or
"-1"). :class:`NumberEntry` is a text box whose front end (``number_entry.js`` beside this file, an anywidget ESM)
asks for the number keypad (``inputmode="numeric"``): what is typed is its ``value``, a string, read and judged by
the board as a ``Text``'s is.
"""

from __future__ import annotations

from importlib.resources import files
from typing import Any

import anywidget
import traitlets

__all__ = ["NUMBER_ENTRY_SCRIPT", "NumberEntry"]

NUMBER_ENTRY_SCRIPT = files("penchant_widgets").joinpath("number_entry.js").read_text(encoding="utf-8")
"""The box's front end (an ES module, read from the package's ``number_entry.js``)."""


class NumberEntry(anywidget.AnyWidget):
    """A text box for a count, drawn with ``inputmode="numeric"``; ``value`` is what is typed, kept as typed."""

    _esm = NUMBER_ENTRY_SCRIPT
    value = traitlets.Unicode("").tag(sync=True)
    """What is typed (set by the page at each keystroke, or by the kernel)."""
    placeholder = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    """What a screen reader calls the box (its ``aria-label`` and title: the box has no label of its own)."""

    def __repr__(self) -> str:
        return f"NumberEntry({self.label!r}: {self.value!r})"

    def __init__(self, value: str = "", **kwargs: Any) -> None:
        super().__init__(value=value, **kwargs)
