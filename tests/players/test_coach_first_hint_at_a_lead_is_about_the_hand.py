"""Chapter 8: the first hint at every lead opened with the same sentence ("Look at which of your cards you want to
keep for a combination, and which you can spare…"), a newcomer read it as boilerplate and stopped pressing Hint.
Its first sentence is about this hand: the cards that belong to no combination you could declare (the rules'
``cards_in_no_declarable_combination``, which the hint asks too), the ones you can spare (an Ace or a Ten is kept
for the last six tricks), or that every card belongs to one.

Later in chapter 8, with J♠ K♠ 10♥ A♦ 9♣ J♣, Hint 1's first sentence (all a phone shows at first) said "K♠ A♦ 9♣
belong to no combination you could declare" and kept 10♥, which belongs to none either, for a sentence a click
away: read alone, the list left a card out. The first sentence now names every such card, and says after which of
them to keep."""

from __future__ import annotations

from positions import deal_to

from penchant.coaching.pointers import look_at
from penchant.play.moves import Stage
from penchant.play.state import DealState
from penchant.rules.combinations import cards_in_no_declarable_combination
from penchant.rules.holdings import Holdings
from penchant.words.cards import cards_words


def _a_lead(s: DealState) -> bool:
    return s.phase == 1 and s.stage is Stage.LEAD and len(s.legal_actions) > 1 and len(s.stock) < 20


def test_the_first_hint_at_a_lead_opens_with_this_hand() -> None:
    openings = set()
    for seed in range(6):
        s = deal_to(seed, _a_lead)
        v = s.view(s.to_move)
        first = look_at(v).split(". ")[0]
        openings.add(first)
        free = list(cards_in_no_declarable_combination(
            Holdings(hand=v.hand, table=v.table, opp_table=v.opp_table), v.profile,
            declared=[(k, cs.mask) for k, cs in v.declared[v.player]], moment="play"))
        if free:  # every one of them, the Aces and Tens kept for the last six too
            assert f"{cards_words(free)} belong" in first, (first, cards_words(free))
        else:
            assert "every card" in first, first
    assert len(openings) == 6, openings


def test_the_first_sentence_names_every_card_in_no_combination_the_ones_to_keep_too() -> None:
    seen_kept = 0
    for seed in range(12):
        s = deal_to(seed, _a_lead)
        v = s.view(s.to_move)
        free = list(cards_in_no_declarable_combination(
            Holdings(hand=v.hand, table=v.table, opp_table=v.opp_table), v.profile,
            declared=[(k, cs.mask) for k, cs in v.declared[v.player]], moment="play"))
        first = look_at(v).split(". ")[0]
        for c in v.hand:
            assert (c.unicode in first) == (c in free), (seed, c, first)
        seen_kept += any(c.rank.name in ("ACE", "TEN") for c in free) and len(free) > 1
    assert seen_kept, "no hand with an Ace or Ten among other cards in no combination"
