"""The notes the marker's page draws around its screens: whether the screen is kept awake, and the way back to the
tutorial's chapters (the notebook's own markdown is hidden on the page). Their words come from the device view and
:mod:`penchant_widgets.contents_link`; this draws them."""

from __future__ import annotations

from html import escape

from penchant_widgets.contents_link import contents_html

__all__ = ["CONTENTS_LINK", "escaped", "wake_note"]

CONTENTS_LINK = contents_html("the tutorial's chapters, to read up on the rules")
"""The marker's link back to the tutorial's chapter list, shown where the chapters are served beside it
(:mod:`penchant_widgets.contents_link`)."""


def escaped(text: str) -> str:
    """``text`` as the page's HTML shows it (its ``<`` and ``&`` escaped; quotes kept, for no attribute holds it)."""
    return escape(text, quote=False)


def wake_note(words: str, awake: bool) -> str:
    """The note saying whether the screen is kept awake, as the device view's ``wake_note`` and ``wake_awake`` have
    it (worded by the device view from what the page's ``device.js`` reports; drawn by the app, so a view drawn again
    keeps it)."""
    css = "pm-wake pm-wake-ok" if awake else "pm-wake"
    return f'<div class="{css}" aria-live="polite">{escaped(words)}</div>'
