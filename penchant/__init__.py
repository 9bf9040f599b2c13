"""Penchant: the rules engine.

Pure Python, standard library only. ``import penchant`` never imports a UI
library. The public API, in a few lines (each example is run as a test):

Cards, written rank then suit:

>>> import penchant
>>> penchant.parse_cards("QS 10H jd")
[Card.parse('QS'), Card.parse('TH'), Card.parse('JD')]

What a player may declare from their holdings (hand, own table, the opponent's table):

>>> mine = penchant.Holdings.parse(hand="9S 9H KD QD", opp_table="QS QH")
>>> [str(d) for d in penchant.legal_declarations(mine, penchant.KANDELL)]
['marriage QD KD (2)']

Why a minor set is barred (and what would unbar it):

>>> report = penchant.bar_report(penchant.Kind.PAIR, mine, penchant.KANDELL)
>>> print(report.explain()[:60])
minor pairs are barred, because the opponent's table holds t

A new deal (shuffled by a seeded RNG), played by its legal actions:

>>> deal = penchant.new_deal(rng=7)
>>> deal.to_move, len(deal.view(1).hand)
(1, 6)
>>> deal.apply(next(iter(deal.legal_actions)))
>>> deal.stage
<Stage.FOLLOW: 'follow'>

The last six tricks solved exactly (every card is known then; ``won`` is the brisques each side has
taken so far in the deal, which with those still in play make twelve):

>>> solution = penchant.solve(penchant.as_position("AH TH", "7H KS", trump="H", won="5-4"))
>>> [str(c) for c in solution.best], solution.value.brisques
(['TH', 'AH'], 3)

A game's score sheet tallied (declarations, brisquettes and brisques of each deal):

>>> deal_1 = penchant.DealEntry(((penchant.Kind.PAIR,), ()), brisquettes=(3, 1), brisques=(8, 4))
>>> penchant.tally([deal_1], penchant.KANDELL).totals
(7, 1)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from penchant.errors import (
        BarredError,
        IllegalDeclarationError,
        IllegalPlayError,
        InvalidNotationError,
        InvalidRecordError,
        PenchantError,
        ScoreEntryError,
    )
    from penchant.play.game import Game
    from penchant.play.moves import Declare, Pass, Play, ScoreEvent, ScoreKind, Stage, parse_action
    from penchant.play.playrecord import PlayRecord
    from penchant.play.record import GameRecord
    from penchant.play.sheet import DealEntry, score_deal, tally
    from penchant.play.state import DealState, new_deal
    from penchant.play.view import PlayerView
    from penchant.rules.bar_reports import BarReport, bar_report
    from penchant.rules.brisques import BRISQUES_IN_PACK, brisque_count
    from penchant.rules.cards import PACK, Card, CardSet, format_cards, parse_cards
    from penchant.rules.combinations import (
        Declaration,
        Verdict,
        check_declaration,
        classify,
        is_minor_set,
        legal_declarations,
    )
    from penchant.rules.holdings import Holdings
    from penchant.rules.kinds import Kind
    from penchant.rules.profiles import FOSTER, KANDELL, MODERN, PROFILES, Profile, get_profile
    from penchant.rules.scoring import DealScore, GameResult
    from penchant.rules.suits_and_ranks import Rank, Suit
    from penchant.rules.trump import penchant_sets_trump
    from penchant.solver import Solution, solve
    from penchant.solver.position import Phase2Position, as_position

from penchant.version import __version__

# Imported on first use (PEP 562): a page that needs the rules of one thing does not import the deal, the
# game, its records and the solver with them (the site's chapter 0 and marker pages start with
# `from penchant.rules.profiles import ...`, which runs this file first).
_EXPORTS = {
    "BarredError": "penchant.errors",
    "IllegalDeclarationError": "penchant.errors",
    "IllegalPlayError": "penchant.errors",
    "InvalidNotationError": "penchant.errors",
    "InvalidRecordError": "penchant.errors",
    "PenchantError": "penchant.errors",
    "ScoreEntryError": "penchant.errors",
    "Game": "penchant.play.game",
    "PlayRecord": "penchant.play.playrecord",
    "GameRecord": "penchant.play.record",
    "DealEntry": "penchant.play.sheet",
    "DealScore": "penchant.rules.scoring",
    "GameResult": "penchant.rules.scoring",
    "score_deal": "penchant.play.sheet",
    "tally": "penchant.play.sheet",
    "DealState": "penchant.play.state",
    "Declare": "penchant.play.moves",
    "Pass": "penchant.play.moves",
    "Play": "penchant.play.moves",
    "PlayerView": "penchant.play.view",
    "ScoreEvent": "penchant.play.moves",
    "ScoreKind": "penchant.play.moves",
    "Stage": "penchant.play.moves",
    "new_deal": "penchant.play.state",
    "parse_action": "penchant.play.moves",
    "BarReport": "penchant.rules.bar_reports",
    "bar_report": "penchant.rules.bar_reports",
    "is_minor_set": "penchant.rules.combinations",
    "BRISQUES_IN_PACK": "penchant.rules.brisques",
    "brisque_count": "penchant.rules.brisques",
    "PACK": "penchant.rules.cards",
    "Card": "penchant.rules.cards",
    "CardSet": "penchant.rules.cards",
    "Rank": "penchant.rules.suits_and_ranks",
    "Suit": "penchant.rules.suits_and_ranks",
    "format_cards": "penchant.rules.cards",
    "parse_cards": "penchant.rules.cards",
    "Declaration": "penchant.rules.combinations",
    "Verdict": "penchant.rules.combinations",
    "check_declaration": "penchant.rules.combinations",
    "classify": "penchant.rules.combinations",
    "legal_declarations": "penchant.rules.combinations",
    "Holdings": "penchant.rules.holdings",
    "Kind": "penchant.rules.kinds",
    "FOSTER": "penchant.rules.profiles",
    "KANDELL": "penchant.rules.profiles",
    "MODERN": "penchant.rules.profiles",
    "PROFILES": "penchant.rules.profiles",
    "Profile": "penchant.rules.profiles",
    "get_profile": "penchant.rules.profiles",
    "penchant_sets_trump": "penchant.rules.trump",
    "Phase2Position": "penchant.solver.position",
    "Solution": "penchant.solver",
    "as_position": "penchant.solver.position",
    "solve": "penchant.solver",
}

__all__ = [
    "BRISQUES_IN_PACK",
    "PlayRecord",
    "BarReport",
    "DealEntry",
    "DealScore",
    "Declaration",
    "Holdings",
    "Phase2Position",
    "ScoreEvent",
    "ScoreKind",
    "Solution",
    "Verdict",
    "as_position",
    "bar_report",
    "brisque_count",
    "check_declaration",
    "classify",
    "is_minor_set",
    "legal_declarations",
    "penchant_sets_trump",
    "score_deal",
    "solve",
    "tally",
    "PACK",
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


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'penchant' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The public names, the dunders and the subpackages loaded: not this module's own tools (``importlib``,
    ``Any``, ``TYPE_CHECKING``, the ``annotations`` feature), which no reader of ``dir(penchant)`` imports."""
    own = {n for n, v in globals().items()
           if n.startswith("__") or getattr(v, "__name__", "").startswith(f"{__name__}.")}
    return sorted(own | set(_EXPORTS) | set(__all__))
