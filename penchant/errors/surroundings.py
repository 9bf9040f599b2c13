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

    @classmethod
    def no_game(cls, game_id: object, path: object) -> StoreError:
        """There is no game ``game_id`` in the store at ``path`` (either store's one sentence)."""
        error = cls(f"there is no game {game_id!r} in {path!r}", reason="no such game")
        error.given = game_id
        return error

    @classmethod
    def unreadable_event(cls, game_id: object, path: object, exc: PenchantError) -> StoreError:
        """Game ``game_id`` in the store at ``path`` has an event that no longer reads (``exc`` says why)."""
        reason = f"has an unreadable event: {exc}"
        error = cls(f"game {game_id!r} in {path!r} {reason}", reason=reason)
        error.given = game_id
        return error


class AppMissingError(PenchantError, LookupError):
    """An app of the ``penchant.apps`` entry points is not registered, or cannot load (the app extra is not
    installed)."""


class UnknownPuzzleError(PenchantError, LookupError):
    """No puzzle with that id in the bank."""


class UnknownPlayerError(PenchantError, LookupError):
    """A name that names no player: none of the players' names, or no player (or match) of a ladder."""


class ServeError(PenchantError):
    """The server cannot start as asked (bad port, port in use, unreadable token file, no app extra)."""
