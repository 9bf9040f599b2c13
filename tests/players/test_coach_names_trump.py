"""The coach names what a penchant does to trump where it matters (a newcomer's review of chapter 8): a penchant's
advice said only "scores 1 point at once", a card that wins by trumping only "wins the trick", and a penchant that
sets no trump did not say so, though chapter 4 teaches that a penchant sets trump."""

from __future__ import annotations

import dataclasses

from penchant.coaching.analysis import CoachAnalysis, Line
from penchant.coaching.reasons import static_effects
from penchant.lessons.deals import arranged_deal
from penchant.play.moves import Declare, Pass, Play
from penchant.rules.cards import Card, CardSet
from penchant.rules.profiles import KANDELL
from penchant.rules.suits_and_ranks import Suit


def test_a_card_that_wins_by_trumping_says_so() -> None:
    st = arranged_deal(("AS KD QC JC 9S 8D", "7H 8S 9C 7C JD QD"), stock=8)
    st.apply("play AS")
    v = dataclasses.replace(st.view(1), trump=Suit.HEARTS)
    said = static_effects(v, Play(Card.parse("7H")), None, KANDELL)
    assert said[0] == "wins the trick with a trump (hearts are trumps, set by a penchant)", said
    assert static_effects(v, Play(Card.parse("8S")), None, KANDELL)[0] == "lets him have the trick"
    no_trump = static_effects(st.view(1), Play(Card.parse("7H")), None, KANDELL)
    assert not any("trump" in s for s in no_trump), no_trump


def _declaring() -> tuple[object, Declare]:
    st = arranged_deal(("AS QS JH 9C 8D 7D", "8S 9S KC 7C JD QD"), stock=8)
    st.apply("play AS")
    st.apply("play 8S")
    v = st.view(0)
    penchant = next(a for a in v.legal if isinstance(a, Declare) and a.cards == CardSet("QS JH"))
    return v, penchant


def test_the_advice_to_declare_a_penchant_names_the_trump_it_sets() -> None:
    v, penchant = _declaring()
    an = CoachAnalysis(v, (Line(penchant, 3.0), Line(Pass(), 0.0)), True, 0, KANDELL)  # type: ignore[arg-type]
    advice = an.advice()
    assert advice.startswith("Declaring the penchant"), advice
    assert "sets trump in hearts" in advice, advice


def test_a_penchant_that_sets_no_trump_says_why() -> None:
    v, penchant = _declaring()
    already = dataclasses.replace(v, trump=Suit.CLUBS)
    said = static_effects(already, penchant, None, KANDELL)  # type: ignore[arg-type]
    assert any(s.startswith("leaves trump as it is, in clubs") for s in said), said
    assert not any(s.startswith("sets trump") for s in said), said
