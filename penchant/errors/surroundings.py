"""Errors of what surrounds a game rather than its input: a file or database that cannot be used, an app or a
puzzle that is not there.

The project's standard: bad input (a file's contents, an entry, notation, a setting) is refused with a
:class:`~penchant.errors.refusals.PenchantError`, which is a ``ValueError``, as python-chess's
``IllegalMoveError`` is. Each class here is decided by that:

* a store that cannot be used is a :class:`StoreError`, whichever store (the marker's games, the puzzle
  attempts): a ``PenchantError`` (so a ``ValueError``) alone: bad input when its file is
  corrupt, and refused the same way when the machine cannot open it (the message names the file and says why).
  It is no ``OSError`` as well: no caller catches one as an ``OSError``: the command line, the marker and the
  practice page all catch a ``PenchantError``, and an ``except`` of both is one class too many to keep right;
* a name that names nothing (:class:`UnknownPuzzleError`, :class:`UnknownPlayerError`) is bad input: a
  ``PenchantError`` and a ``LookupError``;
* an app that cannot be loaded (:class:`AppMissingError`: the app extra not installed, or its entry point not
  registered, wherever it is looked for, the server's command too) is no bad input but an install missing a part:
  an ``ImportError`` alone, as Python says a missing optional dependency, so ``except ImportError`` around an
  optional feature catches it, and no ``except PenchantError`` (or ``ValueError``) meant for bad input does.

A server that cannot start is no error of the engine's and not here: it is
:class:`~penchant.errors.serving.ServeError`, an ``OSError`` and no ``PenchantError``.
"""

from __future__ import annotations

from penchant.errors.refusals import PenchantError

__all__ = ["AppMissingError", "StoreError", "UnknownPlayerError",
           "UnknownPuzzleError"]


class StoreError(PenchantError):
    """A store that cannot be opened, read or written (the message names its file): the marker's games, the
    learner's puzzle attempts, any store the engine keeps. A ``PenchantError`` and no ``OSError``, as every caller
    catches it (the module's docstring says why); ``except StoreError`` catches every store's."""

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

    @classmethod
    def numbers_taken(cls, path: object, tries: int) -> StoreError:
        """Other tabs or devices took each of the ``tries`` numbers a new game in the file at ``path`` was given,
        each at the same moment as this store wrote it."""
        reason = f"other tabs or devices took each of {tries} numbers at the same moment; try again"
        error = cls(f"could not create a game in {path!r}: {reason}", reason=reason)
        error.given = path
        return error


class AppMissingError(ImportError):
    """An app of the ``penchant.apps`` entry points cannot load: the app extra is not installed, or the install
    registers no such entry point. A part of the install missing, as a missing optional dependency is: an
    ``ImportError``, and neither a :class:`~penchant.errors.refusals.PenchantError` nor a ``LookupError``, since
    nothing the user gave was bad (the apps' names are the command line's own). The command line says it in one
    line (:func:`penchant.cli.main.main`)."""


class UnknownPuzzleError(PenchantError, LookupError):
    """No puzzle with that id in the bank."""


class UnknownPlayerError(PenchantError, LookupError):
    """A name that names no player: none of the players' names, or no player (or match) of a ladder."""
