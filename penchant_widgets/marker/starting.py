"""Starting the marker: :func:`marker_app` opens its store (``$PENCHANT_DB``, the user's data folder, or where asked)
and builds the app over it; a store that cannot be opened never stops it: the games are kept in a file of the
user's own, else in memory, and the page says where (:func:`fallback_store`)."""

from __future__ import annotations

import os
import sys

from penchant.errors import PenchantError
from penchant.files.durable import MEMORY, sqlite_available, user_data_folder
from penchant.marker.lines_store import LinesStore
from penchant.marker.opening_stores import open_marker_store
from penchant.marker.session import poll_seconds_from_env
from penchant.marker.store_protocol import DB_ENV, MarkerStore, default_db_path
from penchant.words.refusals import refusal_words
from penchant_widgets.marker.app import MarkerApp
from penchant_widgets.marker.broadcast_tabs import browser_tabs
from penchant_widgets.marker.guard import log

__all__ = ["FALLBACK_NAME", "fallback_store", "marker_app"]


def _in_kernel() -> bool:
    if "ipykernel" not in sys.modules:
        return False
    try:
        from IPython import get_ipython

        shell = get_ipython()
    except ImportError:
        return False
    return shell is not None and hasattr(shell, "kernel")


def marker_app(db: str | os.PathLike[str] | None = None, *, poll_seconds: float | None = None) -> MarkerApp:
    """The marker over ``db`` (default ``$PENCHANT_DB`` or the user's data folder), checking for other
    devices' entries every ``poll_seconds`` (default :func:`poll_seconds_from_env`).

    If that file cannot be opened the marker still starts, and says where its games are kept, for as long as the page
    is open: on a file in the user's data folder, else in memory (:func:`fallback_store`).
    """
    if poll_seconds is None:
        poll_seconds = poll_seconds_from_env()
    path = db or os.environ.get(DB_ENV) or default_db_path()
    notice = None
    try:
        store = open_marker_store(path, tabs=browser_tabs())  # SQLite; a JSON-lines file where there is none (the site)
    except PenchantError as exc:
        store, notice = fallback_store(refusal_words(exc), path)
    return MarkerApp(store, poll_seconds=poll_seconds if _in_kernel() else None, notice=notice, own_store=True)


FALLBACK_NAME = "marker-fallback"
"""The file the marker keeps its games in, in the user's data folder, when its own cannot be opened."""


def fallback_store(why: str, failed: str | os.PathLike[str] | None = None) -> tuple[MarkerStore, str]:
    """Where the marker keeps its games when its file (``failed``) cannot be opened (``why`` says so), with the
    sentence that says where: a file of the user's own in the user's data folder
    (:func:`~penchant.files.durable.user_data_folder`, which a reboot keeps), else, when none can be made or opened, a
    store in memory that needs no SQLite (the static site's Python has none), lost when the page closes. Never an
    exception: the marker starts."""
    suffix = ".sqlite3" if sqlite_available() else ".txt"
    fallback = str(user_data_folder() / f"{FALLBACK_NAME}{suffix}")
    if failed is None or os.path.abspath(fallback) != os.path.abspath(failed):
        try:
            return open_marker_store(fallback, tabs=browser_tabs()), f"{why} Games are kept in {fallback} instead."
        except (OSError, PenchantError) as exc:
            log.warning("marker fallback store failed: %s", exc)
    return LinesStore(MEMORY), f"{why} Games are kept in memory only, and are lost when this page closes."
