"""The coach says a card led is risked only when it can be lost there (a newcomer's review of chapter 8 said "risks
the A♦" of an Ace led with no trump set: no card can beat it, and it won the trick). Risked means: a card the
opponent may hold, by the learner's view (his table's, or one not seen), beats it."""

from __future__ import annotations

import dataclasses

from penchant.coaching.analysis import CoachAnalysis, Line
from penchant.coaching.reasons import SURE_WINNER, static_effects
from penchant.lessons.deals import arranged_deal
from penchant.play.moves import Play
from penchant.rules.cards import Card
from penchant.rules.profiles import KANDELL
from penchant.rules.suits_and_ranks import Suit

SAFE = SURE_WINNER


def _said(hands: tuple[str, str], card: str, *, trump: Suit | None = None) -> list[str]:
    v = dataclasses.replace(arranged_deal(hands, stock=8).view(0), trump=trump)
    assert v.stage.value == "lead" and v.phase == 1 and v.to_move == 0
    return static_effects(v, Play(Card.parse(card)), None, KANDELL)


def test_an_ace_led_with_no_trump_set_is_not_risked_and_wins_the_trick() -> None:
    said = _said(("AD 9S 8H 7C QS KH", "KD QD 8S 9C JC 7H"), "AD")
    assert not any(s.startswith("risks the") for s in said), said
    assert said[0] == SAFE, said


def test_an_ace_led_is_risked_when_he_may_hold_a_trump() -> None:
    said = _said(("AD 9S 8H 7C QS KH", "KD QD 8S 9C JC 7H"), "AD", trump=Suit.HEARTS)
    assert "risks the A♦, a brisque, on the lead" in said, said
    assert SAFE not in said, said


def test_a_ten_led_is_safe_once_every_higher_card_of_its_suit_is_seen() -> None:
    # J♦ Q♦ K♦ A♦ in the leader's hand: seen (the stock, unseen, holds eight cards that may reach him).
    safe = _said(("TD JD QD KD AD 7C", "8S 9C JC 7H 9S 8C"), "TD")
    assert not any(s.startswith("risks the") for s in safe) and SAFE in safe, safe
    risked = _said(("TD 9S 8H 7C QS KH", "KD QD 8S 9C JC 7H"), "TD")
    assert "risks the 10♦, a brisque, on the lead" in risked and SAFE not in risked, risked


def test_a_card_his_table_holds_can_beat_counts_as_risked() -> None:
    st = arranged_deal(("TD 9S 8H 7C QS KH", "8S 9C JC 7H"), ("", "QD QH"), stock=8)
    v = st.view(0)
    said = static_effects(v, Play(Card.parse("TD")), None, KANDELL)
    assert "risks the 10♦, a brisque, on the lead" in said, said


def _advice(trump: Suit | None) -> str:
    v = dataclasses.replace(arranged_deal(("AD 9S 8H 7C QS KH", "KD QD 8S 9C JC 7H"), stock=8).view(0), trump=trump)
    ace, nine = Play(Card.parse("AD")), Play(Card.parse("9S"))
    lines = (Line(ace, 1.0, nets=(3.0, -1.0, 2.0, -2.0, 3.0)), Line(nine, 0.0, nets=(0.0,) * 5))
    an = CoachAnalysis(v, lines, False, 5, KANDELL)
    assert an.tier(nine) == "lean"  # too close to call: the coach leans to the Ace without being sure
    return an.advice()


def test_the_advice_says_a_brisque_led_is_risked_only_when_it_can_be_lost() -> None:
    risked = _advice(Suit.HEARTS)
    assert risked.startswith("Playing A♦") and "risks the A♦" in risked, risked
    safe = _advice(None)
    assert safe.startswith("Playing A♦") and "risk" not in safe, safe
