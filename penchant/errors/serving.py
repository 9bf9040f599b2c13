"""The one error of the machine rather than of the engine: a server that cannot start, :class:`ServeError`, an
``OSError`` and no :class:`~penchant.errors.refusals.PenchantError`. It lives with the other errors (every error class
has its home in :mod:`penchant.errors`) but is no name of ``penchant``'s API, which is the engine's: nor of
:mod:`penchant.errors`' ``__all__``, every name of which is one. The command line and the server import it from
here."""

from __future__ import annotations

__all__ = ["ServeError"]


class ServeError(OSError):
    """The server cannot start (its port in use or needing special rights, a token file it cannot read or others
    may read, the tutorial's chapters missing): the machine's refusal, not bad input, so an ``OSError`` and neither
    a ``ValueError`` nor a :class:`~penchant.errors.refusals.PenchantError`. A setting out of its bounds
    (``--port 0``, ``--cull-idle -5``) is an :class:`~penchant.errors.refusals.InvalidSettingError` instead, and
    the app extra missing an :class:`~penchant.errors.AppMissingError`. The command line says either in one line
    and exits 2 (:func:`penchant.cli.main.main` catches both)."""
