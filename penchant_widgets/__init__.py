"""ipywidgets components over the penchant engine (import as ``penchant_widgets``).

Thin by design: widgets render engine state (player views, puzzles, ledgers)
and call the engine; every rule and check lives in :mod:`penchant`. Engine
refusals (:class:`penchant.PenchantError`) are shown on screen and the widget
keeps its state.

Names are imported lazily, so ``import penchant_widgets`` stays cheap and the
marker app does not pay for the tutorial's widgets.
"""

from __future__ import annotations

import importlib.util

from penchant.lazy_exports import attach_stub

# One distribution ships the engine and these widgets; the widgets need ipywidgets, an extra. Without it, say so
# at import and how to install it, not a ModuleNotFoundError from deep inside a board (found cheaply: the
# import itself is left to the board that needs it).
if importlib.util.find_spec("ipywidgets") is None:
    raise ModuleNotFoundError(
        "penchant_widgets needs ipywidgets, which the engine alone does not install: "
        "pip install 'penchant[widgets]' (or 'penchant[app]' for the served apps)", name="ipywidgets")

# The public names are listed once, in __init__.pyi: type checkers read it, and each is imported on first use.
__getattr__, __dir__, __all__ = attach_stub(__name__, __file__)
