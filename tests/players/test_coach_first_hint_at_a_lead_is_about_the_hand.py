"""Chapter 8: the first hint at every lead opened with the same sentence ("Look at which of your cards you want to
keep for a combination, and which you can spare…"), a newcomer read it as boilerplate and stopped pressing Hint.
Its first sentence is about this hand: the cards that belong to no combination you could declare (the rules'
``cards_in_no_declarable_combination``, which the hint asks too), the ones you can spare (an Ace or a Ten is kept
for the last six tricks), or that every card belongs to one."""

from __future__ import annotations

from positions import deal_to

from penchant.coaching.pointers import look_at
from penchant.judgement.moments import saved_brisque
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
        spare = [c for c in free if not saved_brisque(c.rank)] or free  # Aces and Tens are kept for the last six
        if spare:
            assert cards_words(spare) in first, (first, cards_words(spare))
        else:
            assert "every card" in first, first
    assert len(openings) == 6, openings
