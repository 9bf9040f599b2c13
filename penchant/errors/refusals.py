"""The typed errors: every refusal the engine makes is a :class:`PenchantError`.

It subclasses :class:`ValueError`, so callers that only know "bad value" still catch it. Messages quote the
offending input with ``!r`` and say why it was refused. Import them from :mod:`penchant.errors`.
"""

from __future__ import annotations

__all__ = [
    "PenchantError",
    "InvalidNotationError",
    "IllegalPlayError",
    "IllegalDeclarationError",
    "BarredError",
    "InvalidRecordError",
    "ScoreEntryError",
]


class PenchantError(ValueError):
    """Base class of every error the engine raises on bad input."""


class InvalidNotationError(PenchantError):
    """Text that is not valid card, position or record notation."""


class IllegalPlayError(PenchantError):
    """A well-formed action that the rules do not allow now."""


class IllegalDeclarationError(IllegalPlayError):
    """A declaration the rules refuse (not a combination, no fresh card, ...)."""


class BarredError(IllegalDeclarationError):
    """A minor set the opponent's table bars."""


class InvalidRecordError(PenchantError):
    """A game record or position that is well-formed JSON but impossible."""


class ScoreEntryError(PenchantError):
    """An impossible score entry (negative count, brisques not summing to 12, ...)."""


# Their public home: tracebacks, reprs and pickles name penchant.errors.InvalidNotationError, as before the
# reader moved to its own module.
for _error in (PenchantError, InvalidNotationError, IllegalPlayError, IllegalDeclarationError, BarredError,
               InvalidRecordError, ScoreEntryError):
    _error.__module__ = "penchant.errors"
