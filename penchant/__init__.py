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

# mypy's view of _EXPORTS below (it reads neither the table nor a computed __all__): each name re-exported as
# itself, the same name from the same module as the table says (tests/test_import.py checks the two agree).
if TYPE_CHECKING:
    from penchant.errors import BarredError as BarredError
    from penchant.errors import IllegalDeclarationError as IllegalDeclarationError
    from penchant.errors import IllegalPlayError as IllegalPlayError
    from penchant.errors import InvalidNotationError as InvalidNotationError
    from penchant.errors import InvalidRecordError as InvalidRecordError
    from penchant.errors import PenchantError as PenchantError
    from penchant.errors import PlayerCountError as PlayerCountError
    from penchant.errors import ScoreEntryError as ScoreEntryError
    from penchant.errors import StaleEntryError as StaleEntryError
    from penchant.errors import UnknownProfileError as UnknownProfileError
    from penchant.errors.refusals import InvalidSettingError as InvalidSettingError
    from penchant.errors.refusals import PuzzleError as PuzzleError
    from penchant.errors.surroundings import AppMissingError as AppMissingError
    from penchant.errors.surroundings import AttemptStoreError as AttemptStoreError
    from penchant.errors.surroundings import ServeError as ServeError
    from penchant.errors.surroundings import StoreError as StoreError
    from penchant.errors.surroundings import UnknownPlayerError as UnknownPlayerError
    from penchant.errors.surroundings import UnknownPuzzleError as UnknownPuzzleError
    from penchant.play.dealing import new_deal as new_deal
    from penchant.play.game import Game as Game
    from penchant.play.game_record import GameRecord as GameRecord
    from penchant.play.moves import Declare as Declare
    from penchant.play.moves import Pass as Pass
    from penchant.play.moves import Play as Play
    from penchant.play.moves import ScoreEvent as ScoreEvent
    from penchant.play.moves import ScoreKind as ScoreKind
    from penchant.play.moves import Stage as Stage
    from penchant.play.moves import parse_action as parse_action
    from penchant.play.playrecord import PlayRecord as PlayRecord
    from penchant.play.sheet import DealEntry as DealEntry
    from penchant.play.sheet import score_deal as score_deal
    from penchant.play.sheet import tally as tally
    from penchant.play.state import DealState as DealState
    from penchant.play.view import PlayerView as PlayerView
    from penchant.rules.bar_reports import BarReport as BarReport
    from penchant.rules.bar_reports import bar_report as bar_report
    from penchant.rules.brisques import BRISQUES_IN_PACK as BRISQUES_IN_PACK
    from penchant.rules.brisques import brisque_count as brisque_count
    from penchant.rules.cards import PACK as PACK
    from penchant.rules.cards import Card as Card
    from penchant.rules.cards import CardSet as CardSet
    from penchant.rules.cards import format_cards as format_cards
    from penchant.rules.cards import parse_cards as parse_cards
    from penchant.rules.combinations import Declaration as Declaration
    from penchant.rules.combinations import Verdict as Verdict
    from penchant.rules.combinations import check_declaration as check_declaration
    from penchant.rules.combinations import classify as classify
    from penchant.rules.combinations import is_minor_set as is_minor_set
    from penchant.rules.combinations import legal_declarations as legal_declarations
    from penchant.rules.game_scoring import GameResult as GameResult
    from penchant.rules.holdings import Holdings as Holdings
    from penchant.rules.kinds import Kind as Kind
    from penchant.rules.profiles import FOSTER as FOSTER
    from penchant.rules.profiles import KANDELL as KANDELL
    from penchant.rules.profiles import MODERN as MODERN
    from penchant.rules.profiles import PROFILES as PROFILES
    from penchant.rules.profiles import Profile as Profile
    from penchant.rules.profiles import get_profile as get_profile
    from penchant.rules.scoring import DealScore as DealScore
    from penchant.rules.suits_and_ranks import Rank as Rank
    from penchant.rules.suits_and_ranks import Suit as Suit
    from penchant.rules.trump import penchant_sets_trump as penchant_sets_trump
    from penchant.solver import Solution as Solution
    from penchant.solver import solve as solve
    from penchant.solver.phase2_position import Phase2Position as Phase2Position
    from penchant.solver.phase2_position import as_position as as_position

from penchant.version import __version__ as __version__

# The public API, listed once: each name and the module that defines it. ``__all__``, ``dir(penchant)`` and the
# lazy imports are made from it. Imported on first use (PEP 562): a page that needs the rules of one thing does
# not import the deal, the game, its records and the solver with them (the site's chapter 0 and marker pages
# start with `from penchant.rules.profiles import ...`, which runs this file first).
_EXPORTS = {
    "AppMissingError": "penchant.errors.surroundings",
    "AttemptStoreError": "penchant.errors.surroundings",
    "BarredError": "penchant.errors",
    "IllegalDeclarationError": "penchant.errors",
    "IllegalPlayError": "penchant.errors",
    "InvalidNotationError": "penchant.errors",
    "InvalidRecordError": "penchant.errors",
    "InvalidSettingError": "penchant.errors.refusals",
    "PenchantError": "penchant.errors",
    "PlayerCountError": "penchant.errors",
    "PuzzleError": "penchant.errors.refusals",
    "ScoreEntryError": "penchant.errors",
    "ServeError": "penchant.errors.surroundings",
    "StaleEntryError": "penchant.errors",
    "StoreError": "penchant.errors.surroundings",
    "UnknownPlayerError": "penchant.errors.surroundings",
    "UnknownProfileError": "penchant.errors",
    "UnknownPuzzleError": "penchant.errors.surroundings",
    "Game": "penchant.play.game",
    "PlayRecord": "penchant.play.playrecord",
    "GameRecord": "penchant.play.game_record",
    "DealEntry": "penchant.play.sheet",
    "DealScore": "penchant.rules.scoring",
    "GameResult": "penchant.rules.game_scoring",
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
    "new_deal": "penchant.play.dealing",
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
    "Phase2Position": "penchant.solver.phase2_position",
    "Solution": "penchant.solver",
    "as_position": "penchant.solver.phase2_position",
    "solve": "penchant.solver",
    "__version__": "penchant.version",
}

__all__ = sorted(_EXPORTS)


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
    return sorted(own | set(__all__))
