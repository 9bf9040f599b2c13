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
from typing import Any

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
