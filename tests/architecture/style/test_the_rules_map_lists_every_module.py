"""The map of ``penchant.rules`` (its ``__init__``'s docstring, which docs/contributing.md's package table links to)
names every module of the folder: the map left out ``declarable``, ``deal_counts`` and ``refused`` as they were
added. The other
packages' ``__init__`` docstrings follow no one pattern a scan could read, so only the rules' map,
the one a newcomer reads to find a rule, is held to its folder."""

from __future__ import annotations

import re

from source_scan import ROOT

import penchant.rules

RULES = ROOT / "penchant" / "rules"


def modules() -> set[str]:
    return {p.stem for p in RULES.glob("*.py") if p.stem != "__init__"}


def missing_from(text: str) -> list[str]:
    """The rules' modules ``text`` does not name, each as a whole word (``scoring`` is not found in
    ``game_scoring``)."""
    return sorted(m for m in modules() if not re.search(rf"(?<![\w.]){re.escape(m)}(?![\w])", text))


def test_the_rules_docstring_names_every_module() -> None:
    assert not missing_from(penchant.rules.__doc__ or ""), missing_from(penchant.rules.__doc__ or "")


def test_the_scan_sees_a_module_left_out() -> None:
    old = "cards, kinds, profiles, holdings, combinations, declaring, barring, game_scoring, scoring"
    assert "scoring" not in missing_from(old) and "refused" in missing_from(old)
    assert "scoring" in missing_from("cards, game_scoring")
