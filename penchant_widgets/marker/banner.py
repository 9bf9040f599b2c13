"""The marker's refusal banner: the engine's words for a tap not kept, lying over the toolbar, with its own Undo (a
wrong tap taken back at once: a refusal that says "undo it" once needed a tap to dismiss it and another on the
toolbar's Undo) and a button that dismisses it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as W

from penchant_widgets.marker.flagged_widgets import Button, HBox, html, on_tap
from penchant_widgets.marker.page_notes import escaped

__all__ = ["RefusalBanner"]


class RefusalBanner(HBox):
    """The banner: ``error`` (the words), ``undo`` (its own Undo, shown when the last entry is this page's and may be
    undone) and a dismissing ✕. ``on_undo`` and ``on_close`` are the app's guarded handlers of the two buttons."""

    def __init__(self, on_undo: Callable[[], Any], on_close: Callable[[], Any]) -> None:
        self.error = html("", "pm-error")
        close = Button(description="✕", tooltip="dismiss", layout=W.Layout(width="auto"))
        close.add_class("pm-error-close")
        on_tap(close, on_close)
        self.undo = Button(description="↶ Undo", tooltip="undo the last entry", layout=W.Layout(width="auto"))
        self.undo.add_class("pm-banner-undo")
        on_tap(self.undo, on_undo)
        super().__init__([self.error, self.undo, close])
        self.add_class("pm-banner")
        self.shown = False

    def say(self, message: str, undo_label: str | None) -> None:
        """Show ``message`` (hidden when empty), with the Undo of ``undo_label`` (the entry it takes back) or none."""
        self.error.value = escaped(message)
        self.undo.layout.display = "none" if undo_label is None else ""
        self.undo.tooltip = "" if undo_label is None else f"Undo: {undo_label}"
        self.shown = bool(message)

    def take_down(self) -> None:
        """Hide the banner, its words cleared."""
        if self.error.value:
            self.error.value = ""
        self.shown = False
