"""ipywidgets components over the penchant engine (import as ``penchant_widgets``).

Thin by design: widgets render engine state (player views, puzzles, ledgers)
and call the engine; every rule and check lives in :mod:`penchant`. Engine
refusals (:class:`penchant.PenchantError`) are shown on screen and the widget
keeps its state.

Names are imported lazily, so ``import penchant_widgets`` stays cheap and the
marker app does not pay for the tutorial's widgets.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING, Any

# mypy's view of _EXPORTS below (it reads neither the table nor a computed __all__): each name re-exported as
# itself, the same name from the same module as the table says (tests/test_import.py checks the two agree).
if TYPE_CHECKING:
    from penchant_widgets.cards import CardPicker as CardPicker
    from penchant_widgets.cards import CardView as CardView
    from penchant_widgets.cards import PackView as PackView
    from penchant_widgets.play.board import PlayBoard as PlayBoard
    from penchant_widgets.play.table import DealTable as DealTable
    from penchant_widgets.puzzles.board import PuzzleBoard as PuzzleBoard
    from penchant_widgets.puzzles.endgame import EndgameBoard as EndgameBoard
    from penchant_widgets.rules.barring import BarringPanel as BarringPanel
    from penchant_widgets.rules.barring import BarringSandbox as BarringSandbox
    from penchant_widgets.rules.combos import DeclarationBench as DeclarationBench
    from penchant_widgets.rules.deal import CutDemo as CutDemo
    from penchant_widgets.rules.deal import DealStepper as DealStepper
    from penchant_widgets.rules.scoring import DealScorer as DealScorer
    from penchant_widgets.rules.scoring import GameTally as GameTally
    from penchant_widgets.trick import TrickView as TrickView

# One distribution ships the engine and these widgets; the widgets need ipywidgets, an extra. Without it, say so
# at import and how to install it, not a ModuleNotFoundError from deep inside a board (found cheaply: the
# import itself is left to the board that needs it).
if importlib.util.find_spec("ipywidgets") is None:
    raise ModuleNotFoundError(
        "penchant_widgets needs ipywidgets, which the engine alone does not install: "
        "pip install 'penchant[widgets]' (or 'penchant[app]' for the served apps)", name="ipywidgets")

_EXPORTS = {
    "BarringPanel": "rules.barring",
    "BarringSandbox": "rules.barring",
    "CardPicker": "cards",
    "CardView": "cards",
    "PackView": "cards",
    "DeclarationBench": "rules.combos",
    "CutDemo": "rules.deal",
    "DealStepper": "rules.deal",
    "EndgameBoard": "puzzles.endgame",
    "PlayBoard": "play.board",
    "PuzzleBoard": "puzzles.board",
    "DealScorer": "rules.scoring",
    "GameTally": "rules.scoring",
    "DealTable": "play.table",
    "TrickView": "trick",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'penchant_widgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"penchant_widgets.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
