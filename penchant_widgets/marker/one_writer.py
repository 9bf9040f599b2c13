"""One writer at a time on the marker's games file across the static site's tabs: the lock the site's service worker
keeps, taken around a write's read-append-write (:meth:`~penchant.marker.tab_line.TabLine.one_writer`).

On the static site each tab's Python reads the whole games file through the browser's storage, appends a line and
puts the whole file back; two tabs doing so at once could put back a file without the other's line. Every tab's
drive goes through the site's one service worker (JupyterLite's, patched by ``tools/site/offline.js``), so it keeps
the lock: a synchronous request ``penchant-one-writer?take=TOKEN`` from the kernel's worker is answered once the
lock is the token's, ``?give=TOKEN`` frees it, and a lock not given back within the worker's lease (a tab closed
mid-write) is freed by it. Where no such worker answers (plain Python, an older build's worker) the write goes
ahead as before, without it.

This module alone of the widgets asks the browser itself (Pyodide's ``js``), and only inside a call made in the
browser's Python.
"""

from __future__ import annotations

import sys
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["ENDPOINT", "site_one_writer"]

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
    """Hold the site's lock on writing the drive while inside; yields whether it is held (no worker: not)."""
    token = uuid.uuid4().hex
    held = _ask("take", token)
    try:
        yield held
    finally:
        if held:
            _ask("give", token)
