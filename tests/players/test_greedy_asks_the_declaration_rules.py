"""The greedy player (the play-outs' policy) weighs only the declarations the rules allow (review 45): it counted
a flush whose cards had already served in a flush under ``same_kind_reuse`` off, and its own copy of the
fresh-card rule and the bar knew nothing of that switch."""

from __future__ import annotations

from penchant.play.moves import Play, Stage
from penchant.players.greedy import score_actions
from penchant.players.mask_knowledge import Knowledge
from penchant.rules.cards import CardSet
from penchant.rules.combinations import legal_declaration_masks
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, Profile

TABLE = CardSet("8H JH QH KH AH")  # a flush declared: its cards on the table
HAND = CardSet("9H")               # 9H with J Q K and 8H or AH would be another flush


def _lead(profile: Profile) -> dict[str, str]:
    k = Knowledge(hand=HAND.mask, table=TABLE.mask, opp_table=0, opp_hand=None, played=0, lead=None, trump=None,
                  stage=Stage.LEAD, stock_size=14, phase=1, legal=[Play("8H"), Play("9H"), Play("AH")],
                  profile=profile, declared=((Kind.FLUSH, TABLE.mask),))
    return {str(a.card): reason for a, _v, reason in score_actions(k, with_reasons=True)}  # type: ignore[union-attr]


def test_a_flush_of_cards_served_in_a_flush_is_not_hoped_for_when_the_rules_refuse_it() -> None:
    once = KANDELL.with_options(same_kind_reuse=False)
    again = KANDELL.with_options(same_kind_reuse=True)
    assert legal_declaration_masks(HAND.mask, TABLE.mask, 0, once, ((Kind.FLUSH, TABLE.mask),)) == []
    assert legal_declaration_masks(HAND.mask, TABLE.mask, 0, again, ((Kind.FLUSH, TABLE.mask),))
    assert "winning lets me declare" not in _lead(once)["8H"]
    assert f"winning lets me declare {again.value(Kind.FLUSH)}" in _lead(again)["8H"]
