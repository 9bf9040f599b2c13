"""Tabs of one browser in step (the static site): each write of a tab's store is said at once to its other tabs.

On the static site each tab runs its own Python in the browser, over the same games file, and has no server to
poll. After each write, the :class:`~penchant.marker.drive_store.DriveStore` says so (:meth:`TabLine.tell`) on a
``BroadcastChannel`` (the browser's messages between tabs of one site); each other tab's store hears it and calls
what its page gave :meth:`~penchant.marker.store.MarkerStore.listen` (the page looks again at the store, which
reads what the file gained). A channel never delivers a tab's message to the tab itself. Where there is no browser
(plain Python, ``penchant marker``'s kernels: their pages poll the store instead) the line does nothing.

The browser's objects (``js``, ``pyodide.ffi``) are imported inside :class:`TabLine` only: they exist in the
browser's Python (Pyodide) and nowhere else.
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
    """The channel to the browser's other tabs (``open`` is false where there is no browser); each callable given
    to :meth:`listen` is called when one of them writes."""

    def __init__(self) -> None:
        self._channel: Any = None
        self._proxy: Any = None
        self._listeners: list[Callable[[], None]] = []
        self._js_error: type[Exception] = OSError  # the browser's errors, as Python sees them (set below)
        try:
            import js  # type: ignore[import-not-found]  # the browser's Python (Pyodide) only
            from pyodide.ffi import JsException, create_proxy  # type: ignore[import-not-found]
        except ImportError:
            return
        self._js_error = JsException
        try:
            channel = js.BroadcastChannel.new(CHANNEL)
            self._proxy = create_proxy(self._heard)
            channel.addEventListener("message", self._proxy)
            self._channel = channel
        except (AttributeError, JsException):  # an old browser without BroadcastChannel: each tab on its own taps
            log.exception("marker: no channel to the other tabs")

    @property
    def open(self) -> bool:
        return self._channel is not None

    def listen(self, on_news: Callable[[], None]) -> bool:
        """Call ``on_news()`` whenever another tab writes (it must not raise: it is called from the browser's
        message); whether there are tabs to hear (a browser)."""
        self._listeners.append(on_news)
        return self.open

    def _heard(self, _event: Any) -> None:
        """Another tab wrote: each listener is called (the page's look at the store keeps its own errors: a message
        must never break the page)."""
        for on_news in self._listeners:
            on_news()

    def tell(self, game_id: int | None, seq: int) -> None:
        """Say to the other tabs that ``game_id`` has ``seq`` events now."""
        if self._channel is None:
            return
        try:
            self._channel.postMessage(json.dumps({"game": game_id, "seq": seq}))
        except self._js_error:  # the channel closed under it (the tab going): the others read the file anyway
            log.exception("marker: could not tell the other tabs")
