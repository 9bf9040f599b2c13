"""Errors of what surrounds a game rather than its input: a file or database that cannot be used, an app or a
puzzle that is not there, a server that cannot start.

Each is a :class:`~penchant.errors.refusals.PenchantError` (a ``ValueError``), so one ``except PenchantError``
still catches every error the engine raises; those of the machine or of a lookup are also what Python calls
them (a store that cannot be read an ``OSError``, an unknown puzzle id or app a ``LookupError``), as
python-chess's ``IllegalMoveError`` is also a ``ValueError``.
"""

from __future__ import annotations

from penchant.errors.refusals import PenchantError

__all__ = ["AppMissingError", "AttemptStoreError", "ServeError", "StoreError", "UnknownPlayerError",
           "UnknownPuzzleError"]


class AttemptStoreError(PenchantError, OSError):
    """The attempts file cannot be opened, read or written (the message names it)."""


class StoreError(PenchantError, OSError):
    """The database cannot be opened or read (the message names the file)."""


class AppMissingError(PenchantError, LookupError):
    """An app of the ``penchant.apps`` entry points is not registered, or cannot load (the app extra is not
    installed)."""


class UnknownPuzzleError(PenchantError, LookupError):
    """No puzzle with that id in the bank."""


class UnknownPlayerError(PenchantError, LookupError):
    """A name that names no player: none of the players' names, or no player (or match) of a ladder."""


class ServeError(PenchantError):
    """The server cannot start as asked (bad port, port in use, unreadable token file, no app extra)."""
