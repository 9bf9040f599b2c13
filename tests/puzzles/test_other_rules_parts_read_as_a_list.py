"""Chapter 7's Foster's rules puzzle, counted under Kandell's, said "with what your opponent's quadruplet, your
opponent's pair and your opponent's besito and brisquettes are worth" (issue #31): the owner said once over the
declarations, and the brisquettes set apart from them."""

from __future__ import annotations

from penchant.puzzles import get
from penchant.puzzles.checkers.scoring import deal_entries
from penchant.puzzles.checkers.scoring_other_rules import _value_under, other_rules
from penchant.rules.profiles import KANDELL


def test_the_parts_to_look_up_read_as_one_list() -> None:
    p = get("scoring-007")
    deals = deal_entries(p)
    said = other_rules(p, deals, _value_under(p, deals, KANDELL))
    assert "with what your opponent's quadruplet, pair and besito, and the brisquettes are worth" in said, said
    assert said.count("your opponent's") == 1, said
