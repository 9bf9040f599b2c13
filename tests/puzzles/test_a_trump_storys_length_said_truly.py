"""How many declarations a constructed trump story may tell, said as the rules have it. The maker refused ten
with "one a trick, before the tenth trick", but a declaration may follow the tenth trick
(``rules.procedure.declaration_may_follow(10)``); what stops a story at nine is its own need to end while the
tables are still tables, the tenth trick's draws beginning the last six."""

from __future__ import annotations

import pytest

from penchant.errors import PuzzleError
from penchant.puzzlemakers.constructed_endgames import construct_story
from penchant.rules.cards import CardSet
from penchant.rules.procedure import declaration_may_follow

MARRIAGE = CardSet("KH QH").mask


def test_ten_declarations_are_refused_for_the_story_not_the_rules() -> None:
    assert declaration_may_follow(10)
    with pytest.raises(PuzzleError) as caught:
        construct_story("kandell", [(0, 0, MARRIAGE)] * 10)
    said = str(caught.value)
    assert "before the tenth trick" not in said
    assert "tenth trick" in said and "last six" in said and "tables are still tables" in said


def test_more_than_the_first_ten_tricks_hold_is_the_rules_refusal() -> None:
    with pytest.raises(PuzzleError, match=r"11 declarations.*first ten tricks"):
        construct_story("kandell", [(0, 0, MARRIAGE)] * 11)
    with pytest.raises(PuzzleError, match="at least one declaration"):
        construct_story("kandell", [])
