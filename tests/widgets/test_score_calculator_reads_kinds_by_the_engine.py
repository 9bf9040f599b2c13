"""The tutorial's score calculator reads kinds of combination listed as a player types them by the engine's one
reader, :func:`penchant.rules.kinds.parse_kinds` (review d30 #5: it read them itself), and offers it as no name of its
own. Moved here from the rules' tests, which import no view (issue #30)."""

from __future__ import annotations

import penchant_widgets.lessons.scoring as scoring
from penchant.rules.kinds import parse_kinds


def test_the_score_calculator_asks_the_engine() -> None:
    assert scoring.parse_kinds is parse_kinds and "parse_kinds" not in scoring.__all__
