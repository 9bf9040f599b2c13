"""The apps ``penchant`` serves (the marker, the practice page, the tutorial's chapters), found by name in the
``penchant.apps`` entry points (:func:`load_app`), what the command asks of the server that serves one
(:class:`ServeRequest`); the error when it cannot serve is :class:`~penchant.errors.serving.ServeError`.

The serving itself (the port, the token, the addresses and their QR code, Voilà) is the server's, registered as
``server`` in the entry points (:data:`APPS_GROUP`) by the package that holds it: the engine and its command line
run without it and never import it. Standard library only.

"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from penchant.errors import AppMissingError

__all__ = ["APPS_GROUP", "APP_EXTRA_MISSING", "ServeRequest", "TOKEN_ENV", "WARM_KERNELS", "load_app"]

APPS_GROUP = "penchant.apps"
"""The entry-point group where the apps ``penchant`` serves are registered (``pyproject.toml``): ``server`` (a
:class:`ServeRequest` in, the exit code out), ``marker`` and ``practice`` (the apps)."""

APP_EXTRA_MISSING = "serving needs the app extra, which is not installed (no {what}): pip install 'penchant[app]'"

TOKEN_ENV = "PENCHANT_TOKEN"
"""Environment variable holding the access token (never put it on a command line)."""


WARM_KERNELS = 4
"""The tutorial's kernels kept waiting for the chapters opened next, at most, by default (the memory budget:
docs/benchmarks.md, bench_chapters): `penchant tutorial --warm` and the server's warming pool both start from it."""


def load_app(name: str) -> Callable[..., Any]:
    """The object registered as ``name`` in the :data:`APPS_GROUP` entry points, loaded (its module imported).

    Found through :mod:`importlib.metadata`, so ``penchant`` names no UI module: without the ``app`` extra
    (the widgets, the server and what they import) this is an :class:`AppMissingError` of one line saying what to
    install."""
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


@dataclass
class ServeRequest:
    """What a serving command asks the server for: ``notebook`` (a folder of chapters for ``penchant tutorial``,
    whose landing page lists them, or ``None``: the app ``name``'s page) served as the app ``name``, and how."""

    notebook: Path | None
    name: str
    port: int = 8866
    host: str = "127.0.0.1"
    token: str | None = None
    open_browser: bool = True
    cull_idle: int = 120
    cull_interval: int = 30
    env: Mapping[str, str] = field(default_factory=dict)
    """Set for the kernels (where the app keeps its games, its attempts)."""
    preheat: bool = True
    out: TextIO = field(default_factory=lambda: sys.stdout)
    """Where the command says where to connect."""
    warm: int | None = None
    """A folder of chapters (``penchant tutorial``): kernels kept waiting for the chapters opened next, at most."""
