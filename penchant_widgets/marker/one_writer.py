"""One writer at a time on the marker's games file across the static site's tabs: the lock the site's service worker
keeps, taken around a write's read-append-write (:meth:`~penchant.marker.tab_line.TabLine.one_writer`).

On the static site each tab's Python reads the whole games file through the browser's storage, appends a line and
puts the whole file back; two tabs doing so at once could put back a file without the other's line. Every tab's
drive goes through the site's one service worker (JupyterLite's, patched by ``tools/site/offline.js``), so it keeps
the lock: a synchronous request ``penchant-one-writer?take=TOKEN`` from the kernel's worker is answered once the
lock is the token's, ``?give=TOKEN`` frees it, and a lock not given back within the worker's lease (a tab closed
mid-write) is freed by it. In plain Python there are no other tabs and no lock to take. In the browser, where the
worker does not hold it (an older build's worker, a page opened without one), the write still goes ahead, since
refusing it would lose the tap itself, but not silently: a :class:`~penchant.marker.lines_store.StoreWarning` and
the marker's log say that this write was not kept apart from the other tabs'.

This module alone of the widgets asks the browser itself (Pyodide's ``js``), and only inside a call made in the
browser's Python.
"""

from __future__ import annotations

import logging
import sys
import uuid
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final

from penchant.marker.lines_store import StoreWarning

__all__ = ["ENDPOINT", "UNLOCKED_WORDS", "site_one_writer"]

log = logging.getLogger("penchant.marker")

UNLOCKED_WORDS: Final = ("the site's lock on the marker's games file was not given (its service worker did not "
                         "answer): this write goes ahead without it, so a tap made in another tab at the same "
                         "moment may be lost; reload the page to get the site's current worker")
"""Said when the browser's write goes ahead without the site's lock."""

ENDPOINT = "penchant-one-writer"
"""The service worker's lock, a request relative to the kernel's worker (the worker answers any path ending so)."""


def _ask(what: str, token: str) -> bool:
    """Ask the site's service worker to ``take`` or ``give`` the lock for ``token``: whether it answered so."""
    if sys.platform != "emscripten":
        return False
    try:  # Pyodide's, in the browser only
        from js import XMLHttpRequest  # type: ignore[import-not-found]
        from pyodide.ffi import JsException  # type: ignore[import-not-found]
    except ImportError:  # no browser (a test that plays the browser's platform): no worker to ask
        return False

    request = XMLHttpRequest.new()
    try:
        request.open("POST", f"{ENDPOINT}?{what}={token}", False)  # synchronous: the write waits for the lock
        request.send()
    except JsException:  # no worker to answer (a page opened without one): the write goes ahead without it
        return False
    return bool(request.status == 200 and request.responseText == ("held" if what == "take" else "free"))


@contextmanager
def site_one_writer() -> Iterator[bool]:
    """Hold the site's lock on writing the drive while inside; yields whether it is held (plain Python: not, and
    nothing is said; in the browser, not held is warned of, :data:`UNLOCKED_WORDS`)."""
    token = uuid.uuid4().hex
    held = _ask("take", token)
    if not held and sys.platform == "emscripten":
        log.warning("penchant: %s", UNLOCKED_WORDS)
        warnings.warn(UNLOCKED_WORDS, StoreWarning, stacklevel=3)
    try:
        yield held
    finally:
        if held:
            _ask("give", token)
