"""Chapter 8's review, trick 8: "you come to them holding fewer of the trumps" of a deal the board reported as
having no trump (the sampled play-outs set one in some deals only). Without a trump fixed, no trump is said."""
from __future__ import annotations

import dataclasses

from penchant.coaching.analysis import Line
from penchant.coaching.playout_reasons import compared_effects
from penchant.rules.suits_and_ranks import Suit
from penchant_widgets.play.board import PlayBoard


def test_the_last_six_are_not_explained_by_trumps_when_no_trump_is_fixed() -> None:
    b = PlayBoard("strong", seed=9)  # chapter 8's board, trick 1: no trump yet
    v = b.view()
    assert v.trump is None and v.phase == 1
    first, second = v.legal[0], v.legal[1]
    mine = Line(first, 3.0, endgame=3.0, trumps_edge=1.5)
    other = Line(second, 0.0, endgame=0.0)
    said = " ".join(text for _size, text, _good in compared_effects(mine, other, 1.0, v, False))
    assert "last six tricks" in said and "trump" not in said, said
    # with a trump fixed the trumps are still a reason
    fixed = dataclasses.replace(v, trump=Suit.SPADES)
    said = " ".join(text for _size, text, _good in compared_effects(mine, other, 1.0, fixed, False))
    assert "holding more of the trumps" in said, said
