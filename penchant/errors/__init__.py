"""Typed errors: every refusal of bad input the engine makes is a :class:`PenchantError`, a ``ValueError``
(:mod:`penchant.errors.refusals`); a server that cannot start is a :class:`ServeError`, an ``OSError``
(:mod:`penchant.errors.surroundings` says why each is what it is).

The strict reader that turns outside input into checked values, refusing with these errors, is
:mod:`penchant.files.strict_reader`.
"""

from __future__ import annotations

from penchant.errors.refusals import (
    TOP_LEVEL,
    BarredError,
    IllegalDeclarationError,
    IllegalPlayError,
    InvalidNotationError,
    InvalidRecordError,
    InvalidSettingError,
    PenchantError,
    PlayerCountError,
    PuzzleError,
    ScoreEntryError,
    StaleEntryError,
    UnknownProfileError,
    quoted,
)
from penchant.errors.surroundings import (
    AppMissingError,
    AttemptStoreError,
    ServeError,
    StoreError,
    UnknownPlayerError,
    UnknownPuzzleError,
)

__all__ = [
    "TOP_LEVEL",
    "quoted",
    "PenchantError",
    "InvalidNotationError",
    "InvalidSettingError",
    "UnknownProfileError",
    "IllegalPlayError",
    "IllegalDeclarationError",
    "BarredError",
    "InvalidRecordError",
    "ScoreEntryError",
    "StaleEntryError",
    "PlayerCountError",
    "PuzzleError",
    "AttemptStoreError",
    "StoreError",
    "AppMissingError",
    "UnknownPlayerError",
    "UnknownPuzzleError",
    "ServeError",
]
