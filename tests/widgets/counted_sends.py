"""A widget whose every ``send_state`` is noted: what the first-view tests (``test_resend_state_*``) count to see
which widgets a page attached to a warmed kernel is sent again."""

from __future__ import annotations

from typing import Any

import ipywidgets as W

__all__ = ["counting"]


def counting(widget: W.Widget, sent: list[W.Widget]) -> W.Widget:
    """``widget``, its ``send_state`` noting it in ``sent`` before sending as before."""
    real = widget.send_state

    def send_state(key: Any = None) -> None:
        sent.append(widget)
        real(key)

    widget.send_state = send_state  # type: ignore[method-assign]
    return widget
