"""Four cards of a suit holding its J Q K with a gap (8♥ J♥ Q♥ K♥) look like a clan and are no combination: chapter 3's
puzzle declaration-021 (7♥ 8♥ in the hand, J♥ Q♥ K♥ on the table) left them unnamed (issue #31). The rules say why
in their refusal, and the puzzle names them in its solution and to a learner who counts them as a clan."""

from __future__ import annotations

from penchant.puzzles import analyse, check, get
from penchant.rules.cards import CardSet
from penchant.rules.combinations import GAPPED_FOUR_WORDS, check_declaration, gapped_fours
from penchant.rules.holdings import Holdings


def test_the_rules_say_why_a_four_with_a_gap_is_no_combination() -> None:
    assert [str(g) for g in gapped_fours(CardSet("9D JD QD KD TD AD").mask)] == ["9D JD QD KD"]
    assert gapped_fours(CardSet("TH JH QH KH AH").mask) == ()  # clans, both ways
    v = check_declaration("8H JH QH KH", Holdings.parse(hand="7H 8H", table="JH QH KH"), "kandell")
    assert not v.legal and GAPPED_FOUR_WORDS in v.reason


def test_chapter_3s_puzzle_names_the_four_with_a_gap() -> None:
    p = get("declaration-021")
    assert "8♥ J♥ Q♥ K♥" in analyse(p).explanation and "clan only in sequence" in analyse(p).explanation
    r = check(p, "4")  # a clan's score: the four counted as one
    assert not r.correct and r.refutation is not None
    assert "8♥ J♥ Q♥ K♥" in r.refutation and "no combination" in r.refutation and "5" not in r.refutation
