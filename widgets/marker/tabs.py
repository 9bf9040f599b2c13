"""Tabs of one browser in step (the static site): each entry is said at once to the browser's other tabs.

On the static site each tab runs its own Python in the browser, over the same games file, and has no server
to poll. After an entry, :meth:`TabLine.tell` posts the game and its sequence number on a
``BroadcastChannel`` (the browser's messages between tabs of one site); each other tab's channel calls its
marker's ``sync``, which reads what the file gained. Where there is no browser (``penchant marker``'s
kernels: their pages poll the store every two seconds instead) the line does nothing.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

__all__ = ["CHANNEL", "TabLine"]

CHANNEL = "penchant-marker"
"""The channel's name: every marker tab of the site listens on it."""

log = logging.getLogger("penchant.marker")


class TabLine:
    """The channel to the browser's other tabs; ``on_news()`` is called when one of them enters something."""

    def __init__(self, on_news: Callable[[], None]) -> None:
        self._channel: Any = None
        self._proxy: Any = None
        try:
            import js  # type: ignore[import-not-found]  # the browser's Python (Pyodide) only
            from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
        except ImportError:
            return
        try:
            channel = js.BroadcastChannel.new(CHANNEL)

            def heard(_event: Any) -> None:
                try:
                    on_news()
                except Exception:  # a message must never break the page
                    log.exception("marker: reading another tab's entry failed")

            self._proxy = create_proxy(heard)
            channel.addEventListener("message", self._proxy)
            self._channel = channel
        except Exception:  # an old browser without BroadcastChannel: each tab refreshes on its own taps
            log.exception("marker: no channel to the other tabs")

    @property
    def open(self) -> bool:
        return self._channel is not None

    def tell(self, game_id: int | None, seq: int) -> None:
        """Say to the other tabs that ``game_id`` has ``seq`` events now."""
        if self._channel is None:
            return
        try:
            self._channel.postMessage(json.dumps({"game": game_id, "seq": seq}))
        except Exception:
            log.exception("marker: could not tell the other tabs")
