"""Chapter 8's newcomer read "75% of the times the coach played it out" and "costs you about 3 points … 3 brisques
instead of 4" without knowing why one brisque is worth 3 points: shares are said as a player says how often, and
where brisques are turned into points their worth is said once, from the rules' profile."""

from __future__ import annotations

from penchant.coaching.analysis import Line
from penchant.coaching.playout_reasons import PLAYED_OUT, compared_effects
from penchant.english.numbers import share_words
from penchant.lessons.deals import arranged_deal
from penchant.play.moves import Play
from penchant.play.view import PlayerView
from penchant.rules.cards import Card


def _view() -> PlayerView:
    return arranged_deal(("8D 9S TC 7C", "AS KD QC JC 9C 8C"), tables=("QH KH", ""), stock=8).view(0)


def test_shares_are_said_as_how_often() -> None:
    v = _view()
    mine = Line(Play(Card.parse("8D")), 1.0, wins_trick=0.75, leads_endgame=0.75)
    other = Line(Play(Card.parse("9S")), 0.0, wins_trick=0.25, leads_endgame=0.25)
    said = " ".join(words for _size, words, _good in compared_effects(mine, other, 1.0, v, exact=False))
    assert f"three times in four when {PLAYED_OUT}" in said and "once in four" in said, said
    assert "%" not in said, said
    assert share_words(1 / 3) == "once in three" and share_words(0.6) == "three times in five"

