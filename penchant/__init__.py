"""Penchant: the rules engine.

Pure Python, standard library only. ``import penchant`` never imports a UI
library.
"""

from __future__ import annotations

from penchant.errors import (
    BarredError,
    IllegalDeclarationError,
    IllegalPlayError,
    InvalidNotationError,
    InvalidRecordError,
    PenchantError,
    ScoreEntryError,
)
from penchant.play.game import Game, GameResult
from penchant.play.playrecord import PlayRecord
from penchant.play.record import GameRecord
from penchant.play.state import DealState, Declare, Pass, Play, PlayerView, Stage, new_deal, parse_action
from penchant.rules.cards import BRISQUE_MASK, DECK, Card, CardSet, Rank, Suit, format_cards, parse_cards
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, MODERN, PROFILES, Profile, get_profile

__version__ = "0.1.0"

__all__ = [
    "PlayRecord",
    "BRISQUE_MASK",
    "DECK",
    "FOSTER",
    "KANDELL",
    "MODERN",
    "PROFILES",
    "BarredError",
    "Card",
    "DealState",
    "Declare",
    "Game",
    "GameRecord",
    "GameResult",
    "CardSet",
    "IllegalDeclarationError",
    "IllegalPlayError",
    "InvalidNotationError",
    "InvalidRecordError",
    "Kind",
    "Pass",
    "PenchantError",
    "Play",
    "PlayerView",
    "Profile",
    "Rank",
    "ScoreEntryError",
    "Stage",
    "Suit",
    "__version__",
    "format_cards",
    "get_profile",
    "new_deal",
    "parse_action",
    "parse_cards",
]
