"""Chapter 8: a newcomer holding three Aces pressed Hint and read "Ask whether a combination is waiting in your
hand": the coach's first hint knew the answer and did not say it. Where winning the trick would let you declare a
combination you hold, the first hint says so in a player's words, from the rules' list of what the winner of the
trick may declare (:func:`penchant.rules.declarable.declarable_after_the_trick`)."""

from __future__ import annotations

import pytest
from positions import deal_to

from penchant.coaching.pointers import combination_held_words, look_at
from penchant.errors import IllegalPlayError
from penchant.play.moves import Play, Stage
from penchant.play.state import DealState
from penchant.rules.cards import CardSet
from penchant.rules.declarable import declarable_after_the_trick
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import KANDELL
from penchant.rules.tricks import follower_wins


def _winning_cards(s: DealState) -> CardSet:
    v = s.view(s.to_move)
    plays = [a.card for a in v.legal if isinstance(a, Play)]
    if v.stage is Stage.FOLLOW and v.lead is not None:
        plays = [c for c in plays if follower_wins(v.lead.index, c.index, v.trump)]
    return CardSet(plays)


def _declarable(s: DealState) -> list[str]:
    v = s.view(s.to_move)
    holdings = Holdings(hand=v.hand, table=v.table, opp_table=v.opp_table)
    declared = [(k, cs.mask) for k, cs in v.declared[v.player]]
    return [combination_held_words(d) for d in
            declarable_after_the_trick(holdings, v.profile, _winning_cards(s), declared=declared)]


def test_the_rules_say_what_the_winner_of_the_trick_may_declare() -> None:
    held = Holdings.parse(hand="AS AH AD 9C 8C 7D")
    assert [str(d) for d in declarable_after_the_trick(held, KANDELL, "AS")] == ["pair AH AD (2)"]
    assert str(declarable_after_the_trick(held, KANDELL, "AS 9C")[0]) == "triplet AS AH AD (3)"
    with pytest.raises(IllegalPlayError, match="'KS'"):
        declarable_after_the_trick(held, KANDELL, "KS")


@pytest.mark.parametrize("seed, stage, named", [
    (19, Stage.LEAD, "your three Aces (a triplet, 3 points)"),
    (7, Stage.FOLLOW, "your two Kings (a pair, 2 points)"),
])
def test_the_first_hint_names_what_winning_the_trick_lets_you_declare(seed: int, stage: Stage, named: str) -> None:
    s = deal_to(seed, lambda s: s.phase == 1 and s.stage is stage and bool(_declarable(s)))
    said = look_at(s.view(s.to_move))
    if stage is Stage.LEAD:  # the lead's pointer says both sides, promising nothing a low lead may not do
        assert "You declare only after a trick you win: winning this one would let you declare" in said, said
        assert "A low lead keeps your brisques safe" in said, said
    else:
        assert "win this trick and you may declare" in said.lower(), said
    assert named in said and _declarable(s)[0] == named, (said, _declarable(s))
    assert "Ask whether a combination is waiting" not in said, "it knows, so it says"


def test_the_first_hint_promises_no_declaration_the_rules_do_not_give() -> None:
    s = deal_to(3, lambda s: s.phase == 1 and s.stage in (Stage.LEAD, Stage.FOLLOW) and len(s.legal_actions) > 1
                and not _declarable(s))
    assert "you may declare" not in look_at(s.view(s.to_move)).lower()
