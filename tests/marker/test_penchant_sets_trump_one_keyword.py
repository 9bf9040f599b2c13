"""Whether a penchant sets trump is asked with one keyword, the rules' (issue #30): the marker's sheet took
``by_winner=`` where :func:`penchant.rules.trump.penchant_sets_trump` takes ``by_trick_winner=``."""

from __future__ import annotations

import inspect

from penchant.marker.game_sheet import GameSheet
from penchant.rules.trump import penchant_sets_trump


def test_the_sheet_asks_with_the_rules_keyword() -> None:
    rules = [p.name for p in inspect.signature(penchant_sets_trump).parameters.values() if p.kind is p.KEYWORD_ONLY]
    sheet = [p.name for p in inspect.signature(GameSheet.penchant_sets_trump).parameters.values()
             if p.kind is p.KEYWORD_ONLY]
    assert sheet == rules == ["by_trick_winner"]
