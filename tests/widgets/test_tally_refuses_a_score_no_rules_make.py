"""The game tally takes only scores its rules can make, and never reads one typed under other rules as its own.

A reviewer typed 125 under Foster's rules (whose scores come in tens): the tally took it, and switching to
Kandell's kept "125" as 125 of Kandell's points, the result jumping from 455-390 to 158-39 with no word.
"""

from __future__ import annotations

import re

import pytest
from penchant_widgets.rules.scoring import GameTally

from penchant.errors import ScoreEntryError
from penchant.rules.counts import deal_scores_typed
from penchant.rules.profiles import get_profile
from penchant.rules.score_scale import score_step


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def test_the_rules_say_the_step_their_scores_come_in() -> None:
    assert [score_step(get_profile(n)) for n in ("foster", "kandell", "modern")] == [10, 1, 1]
    with pytest.raises(ScoreEntryError) as err:
        deal_scores_typed([("120", "90"), ("125", "40")], get_profile("foster"))
    assert "125" in str(err.value) and "deal 2" in str(err.value) and "steps of 10" in str(err.value)
    assert deal_scores_typed([("125", "40")], get_profile("kandell")) == [(125, 40)]


def test_a_score_no_rules_make_is_refused_and_not_said_in_other_numbers() -> None:
    g = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    g.profile_choice.value = "foster"
    assert g.tally() is not None  # the example, said in Foster's numbers: 120, 90, ...
    g.cells[1][0].value = "125"
    assert g.tally() is None and "steps of 10" in text(g.result.value)
    g.profile_choice.value = "kandell"
    said = text(g.result.value)
    assert g.tally() is None and "125" in said and "Foster" in said, said
    g.cells[1][0].value = "13"
    assert g.tally() is not None
