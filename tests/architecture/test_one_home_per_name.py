"""The score sheet's names have one home each, and the ``penchant`` package's documented API besides.

``penchant.play.game`` re-exported the sheet's names "for existing callers" and ``penchant.play.sheet`` the
rules' ``GameResult`` and ``DealScore``, so ``GameResult`` could be imported from four places; every caller
now imports a name from the module that defines it."""

from __future__ import annotations

import importlib

import pytest

from tests.architecture.test_import_layers import module_files

HOMES = {
    "DealEntry": "penchant.play.sheet",
    "score_deal": "penchant.play.sheet",
    "tally": "penchant.play.sheet",
    "validate_deal": "penchant.play.sheet",
    "GameResult": "penchant.rules.scoring",
    "DealScore": "penchant.rules.scoring",
}


def exporters(name: str) -> set[str]:
    """The engine's modules whose ``__all__`` lists ``name``."""
    out: set[str] = set()
    for module in module_files():
        if (module == "penchant" or module.startswith("penchant.")) and module != "penchant.__main__":
            if name in getattr(importlib.import_module(module), "__all__", ()):
                out.add(module)
    return out


@pytest.mark.parametrize("name", sorted(HOMES))
def test_a_sheet_name_is_exported_by_its_home_and_the_package_only(name: str) -> None:
    home = HOMES[name]
    assert getattr(importlib.import_module(home), name).__module__ == home
    assert exporters(name) - {"penchant"} == {home}


def test_the_checkers_shared_pieces_export_only_their_own() -> None:
    """``penchant.puzzles._common`` re-exported the rules' ``count_words`` and ``join_or`` ("plural names"):
    the checkers import the game's words from :mod:`penchant.rules.words`."""
    common = importlib.import_module("penchant.puzzles._common")
    assert {name: getattr(common, name).__module__ for name in common.__all__
            if getattr(common, name).__module__ != common.__name__} == {}
