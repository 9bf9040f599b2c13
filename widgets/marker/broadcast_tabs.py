"""The browser's line between the marker's tabs (the static site): a ``BroadcastChannel``, the browser's messages
between tabs of one site, behind the engine's :class:`~penchant.marker.tab_line.TabLine`.

The marker's page passes :func:`browser_tabs` to the store it opens (:func:`~penchant_widgets.marker.app.
marker_app`); the engine imports nothing of the browser. The browser's objects (``js``, ``pyodide.ffi``) exist in
the browser's Python (Pyodide) and nowhere else: elsewhere (the Voilà server's kernels, plain Python) the store
gets :class:`~penchant.marker.tab_line.NoTabs`, and the pages poll the store instead.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

from penchant.marker.tab_line import NoTabs, TabLine

__all__ = ["CHANNEL", "NO_CHANNEL", "BroadcastTabs", "browser_tabs"]

CHANNEL = "penchant-marker"
"""The channel's name: every marker tab of the site listens on it."""

log = logging.getLogger("penchant.marker")


NO_CHANNEL = ("marker: this browser has no BroadcastChannel, so each tab shows the others' entries only when it "
              "looks at the games file again")
"""Said (at ``info``: an old browser, expected) when there is no channel to the other tabs."""


class BroadcastTabs:
    """The browser's other tabs on a ``BroadcastChannel`` (``channel_type``: the browser's ``BroadcastChannel``, or
    ``None`` in an old browser without one;
    ``proxy``: Pyodide's ``create_proxy``, which keeps a Python callable alive for the browser until it is destroyed;
    ``js_error``: the browser's errors as Python sees them). A channel never delivers a tab's message to the tab
    itself. :meth:`close` (the store's ``close``) closes the channel and frees the proxy: until then both live on,
    and the tab keeps hearing."""

    def __init__(self, channel_type: Any, proxy: Callable[[Callable[[Any], None]], Any],
                 js_error: type[Exception]) -> None:
        self._channel: Any = None
        self._proxy: Any = None
        self._hearers: list[Callable[[], None]] = []  # called on another tab's message: an event, not a state
        self._js_error = js_error
        if channel_type is None:  # an old browser: expected, and said so (no stack trace)
            log.info(NO_CHANNEL)
            return
        try:
            channel = channel_type.new(CHANNEL)
            self._proxy = proxy(self._heard)
            channel.addEventListener("message", self._proxy)
            self._channel = channel
        except js_error as exc:  # the browser refused the channel (a sandboxed frame, say): each tab on its own
            log.warning("marker: no channel to the other tabs (%s): each tab shows the others' entries only when "
                        "it looks at the games file again", exc)
            self._free_proxy()

    @property
    def open(self) -> bool:
        return self._channel is not None

    def listen(self, on_news: Callable[[], None]) -> bool:
        """Call ``on_news()`` whenever another tab writes (it must not raise: it is called from the browser's
        message); whether there are tabs to hear (a channel)."""
        if self.open:
            self._hearers.append(on_news)
        return self.open

    def _heard(self, _event: Any) -> None:
        """Another tab wrote: each listener is called (the page's look at the store keeps its own errors: a message
        must never break the page). A listener that raises all the same is a bug: logged with its trace, and the
        listeners after it still hear."""
        for on_news in list(self._hearers):
            try:
                on_news()
            except Exception:  # a listener's bug (they must not raise): the others still hear, the page goes on
                log.exception("marker: a listener to the other tabs raised")

    def close(self) -> None:
        """Stop hearing the other tabs: the listener removed, the channel closed, the proxy freed (twice is
        harmless)."""
        channel, self._channel = self._channel, None
        self._hearers.clear()
        if channel is not None:
            try:
                channel.removeEventListener("message", self._proxy)
                channel.close()
            except self._js_error as exc:  # the tab going: the browser closes it anyway
                log.debug("marker: closing the channel to the other tabs: %s", exc)
        self._free_proxy()

    def _free_proxy(self) -> None:
        proxy, self._proxy = self._proxy, None
        if proxy is not None:
            proxy.destroy()

    def tell(self, game_id: int | None, seq: int) -> None:
        """Say to the other tabs that ``game_id`` has ``seq`` events now."""
        if self._channel is None:
            return
        try:
            self._channel.postMessage(json.dumps({"game": game_id, "seq": seq}))
        except self._js_error as exc:  # the channel closed under it (the tab going): the others read the file anyway
            log.warning("marker: could not tell the other tabs (%s): they see the entry when they look at the games "
                        "file again", exc)


def browser_tabs() -> TabLine:
    """The line to this browser's other tabs: a :class:`BroadcastTabs` in the browser's Python (Pyodide), else
    :class:`~penchant.marker.tab_line.NoTabs`."""
    try:
        import js  # type: ignore[import-not-found]  # the browser's Python (Pyodide) only
        from pyodide.ffi import JsException, create_proxy  # type: ignore[import-not-found]
    except ImportError:
        return NoTabs()
    return BroadcastTabs(getattr(js, "BroadcastChannel", None), create_proxy, JsException)
