"""Typed errors: every refusal of bad input the engine makes is a :class:`PenchantError`, a ``ValueError``
(:mod:`penchant.errors.refusals`; :mod:`penchant.errors.surroundings` says why each of a store, an app or a puzzle
is what it is). Each is a name of ``penchant``'s public API too, as is :class:`AppMissingError`, an
``ImportError`` and no ``PenchantError``: an install missing the app extra, not bad input.

A server that cannot start is no error of the engine's, nor a name of its API:
:class:`~penchant.errors.serving.ServeError`, an ``OSError``, whose home is here too.

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
    InvalidNumberError,
    InvalidRecordError,
    InvalidScoreError,
    InvalidSettingError,
    PenchantError,
    PlayerCountError,
    PuzzleError,
    RulesMismatchError,
    RushNotOverError,
    ScoreEntryError,
    StaleEntryError,
    UnknownProfileError,
    quoted,
)
from penchant.errors.surroundings import (
    AppMissingError,
    StoreError,
    UnknownPlayerError,
    UnknownPuzzleError,
)

__all__ = [
    "TOP_LEVEL",
    "quoted",
    "PenchantError",
    "InvalidNotationError",
    "InvalidNumberError",
    "InvalidScoreError",
    "InvalidSettingError",
    "UnknownProfileError",
    "RulesMismatchError",
    "IllegalPlayError",
    "IllegalDeclarationError",
    "BarredError",
    "InvalidRecordError",
    "ScoreEntryError",
    "StaleEntryError",
    "PlayerCountError",
    "PuzzleError",
    "RushNotOverError",
    "StoreError",
    "AppMissingError",
    "UnknownPlayerError",
    "UnknownPuzzleError",
]
