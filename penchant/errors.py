"""Typed errors. Every refusal the engine makes is a :class:`PenchantError`.

``PenchantError`` subclasses :class:`ValueError`, so callers that only know
"bad value" still catch it. Messages quote the offending input with ``!r`` and
say why it was refused.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = [
    "PenchantError",
    "InvalidNotationError",
    "IllegalPlayError",
    "IllegalDeclarationError",
    "BarredError",
    "InvalidRecordError",
    "ScoreEntryError",
    "load_json",
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


def load_json(text: str, error: type[PenchantError] = InvalidNotationError) -> Any:
    """Parse the JSON text of a position, game or record; bad JSON raises ``error`` quoting the text."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(f"not JSON ({exc.msg} at line {exc.lineno}): {text[:60]!r}") from None
