"""The apps ``penchant`` serves (the marker, the practice page, the tutorial's chapters): found by name in the
``penchant.apps`` entry points (:func:`load_app`), and what the command that serves one, its server and its pages
share: the environment they talk through, the token hidden in logs, the QR code of the address in a terminal
(the app's Connect screen draws its own picture of it).

:mod:`penchant.cli.server_launch` prepares the server and the app server registered in the ``penchant.apps`` entry
points (:data:`APPS_GROUP`; Voilà in-process) runs it; the app's *Connect a tablet* screen reads
:data:`CONNECT_ENV`. None of them imports another: each imports this module (standard library only; ``segno``
draws the QR code when installed), and :func:`load_app` finds the apps the widgets package registers.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from typing import Any

from penchant.errors import AppMissingError

__all__ = [
    "ALONE_ENV", "APPS_GROUP", "APP_EXTRA_MISSING", "CONNECT_ENV", "SERVER_LOG_ENV", "TOKEN_ENV",
    "WARM_KERNELS", "chapters_alongside", "load_app", "qr_terminal", "scrub",
]

APPS_GROUP = "penchant.apps"
"""The entry-point group where the widgets package registers what ``penchant`` serves (``pyproject.toml``):
``server`` (Voilà in-process: its arguments in, the exit code out), ``marker`` and ``practice`` (the apps)."""

APP_EXTRA_MISSING = "serving needs the app extra, which is not installed (no {what}): pip install 'penchant[app]'"



def load_app(name: str) -> Callable[..., Any]:
    """The object registered as ``name`` in the :data:`APPS_GROUP` entry points, loaded (its module imported).

    Found through :mod:`importlib.metadata`, so ``penchant`` names no UI module: without the ``app`` extra
    (the widgets and what they import) this is an :class:`AppMissingError` of one line saying what to install."""
    from importlib.metadata import entry_points

    found = sorted(entry_points(group=APPS_GROUP, name=name), key=lambda ep: ep.value)
    if not found:
        raise AppMissingError(APP_EXTRA_MISSING.format(what=f"app {name!r} in the entry points {APPS_GROUP!r}"))
    try:
        loaded = found[0].load()
    except ModuleNotFoundError as exc:
        raise AppMissingError(APP_EXTRA_MISSING.format(what=f"module {exc.name!r}")) from None
    if not callable(loaded):
        raise AppMissingError(f"the app {name!r} registered in {APPS_GROUP!r} ({found[0].value!r}) is not callable")
    return loaded  # type: ignore[no-any-return]

TOKEN_ENV = "PENCHANT_TOKEN"
"""Environment variable holding the access token (never put it on a command line)."""
CONNECT_ENV = "PENCHANT_CONNECT"
"""Set for the kernels: JSON ``{"urls": [...], "loopback": bool}`` for the Connect a tablet screen."""
SERVER_LOG_ENV = "PENCHANT_SERVE_LOG"
"""``info``: the server logs what Voilà says (kernel starts, the pool filled, requests; tokens hidden), as
tests and benchmarks need; otherwise it logs errors only and the terminal holds the app's own lines."""

ALONE_ENV = "PENCHANT_SERVED_ALONE"
"""``1`` in the kernels of a server that serves one page by itself (``penchant marker``, ``penchant practice``):
no other page is served beside it, so a link to a chapter would be refused (403). ``penchant tutorial``, the
static site and JupyterLab serve the chapters with the app, and leave it unset."""


def chapters_alongside() -> bool:
    """Whether the tutorial's chapters are served beside this page (a link to one can be followed): every way
    of serving the apps but one page served by itself (:data:`ALONE_ENV`)."""
    return os.environ.get(ALONE_ENV) != "1"


WARM_KERNELS = 4
"""The tutorial's kernels kept waiting for the chapters opened next, at most, by default (the memory budget:
docs/benchmarks.md, bench_chapters): `penchant tutorial --warm` and the server's warming pool both start from it."""

_TOKEN_RE = re.compile(r"(token=)[^&\s\"']+")


def scrub(text: str) -> str:
    """``text`` with every ``token=...`` value hidden (for logs)."""
    return _TOKEN_RE.sub(r"\1[hidden]", text)


def qr_terminal(data: str) -> str:
    """A QR code of ``data`` drawn with block characters for a terminal ("" without ``segno``)."""
    try:
        import segno
    except ImportError:
        return ""
    import io

    buf = io.StringIO()
    segno.make(data, error="m").terminal(out=buf, compact=True, border=2)
    return buf.getvalue()
