"""Penchant: the rules engine.

Pure Python, standard library only. ``import penchant`` never imports a UI
library.
"""

from __future__ import annotations

from penchant.cards import BRISQUE_MASK, DECK, Card, CardSet, Rank, Suit, format_cards, parse_cards
from penchant.errors import (
    BarredError,
    IllegalDeclarationError,
    IllegalPlayError,
    InvalidNotationError,
    InvalidRecordError,
    PenchantError,
    ScoreEntryError,
)
from penchant.kinds import Kind
from penchant.profiles import FOSTER, KANDELL, MODERN, PROFILES, Profile, get_profile

__version__ = "0.1.0"

__all__ = [
    "BRISQUE_MASK",
    "DECK",
    "FOSTER",
    "KANDELL",
    "MODERN",
    "PROFILES",
    "BarredError",
    "Card",
    "CardSet",
    "IllegalDeclarationError",
    "IllegalPlayError",
    "InvalidNotationError",
    "InvalidRecordError",
    "Kind",
    "PenchantError",
    "Profile",
    "Rank",
    "ScoreEntryError",
    "Suit",
    "__version__",
    "format_cards",
    "get_profile",
    "parse_cards",
]
