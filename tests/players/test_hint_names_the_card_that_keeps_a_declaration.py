"""A first hint at a trick to follow said "Q♥ K♥ would win it: win this trick and you may declare ... your penchant
Q♥ J♣", and winning with the Q♥ uses that Queen up. Where only some of the winning cards leave a combination whole,
the hint says which: "win with K♥ to keep your penchant Q♥ J♣"; a combination it offers without that clause is one
every winning card leaves whole (the rules' :func:`~penchant.rules.declarable.declarable_after_the_trick`, card by
card)."""

from __future__ import annotations

from positions import deal_to
from test_coach_first_hint_says_what_winning_lets_you_declare import _winning_cards

from penchant.coaching.pointers import combination_held_words, look_at, winning_lets_you_declare
from penchant.play.moves import Stage
from penchant.play.state import DealState
from penchant.rules.cards import CardSet
from penchant.rules.declarable import declarable_after_the_trick
from penchant.rules.holdings import Holdings


def _broken_by_one(s: DealState) -> bool:
    """A trick to follow with two winning cards or more, where winning with one of them breaks a combination
    winning with another keeps."""
    if not (s.phase == 1 and s.stage is Stage.FOLLOW):
        return False
    win = _winning_cards(s)
    if len(win) < 2:
        return False
    v = s.view(s.to_move)
    h = Holdings(hand=v.hand, table=v.table, opp_table=v.opp_table)
    declared = [(k, cs.mask) for k, cs in v.declared[v.player]]
    each = [{d.cards.mask for d in declarable_after_the_trick(h, v.profile, CardSet([c]), declared=declared)}
            for c in win]
    return bool(set.union(*each) - set.intersection(*each))


def _found(seed: int) -> DealState | None:
    try:
        return deal_to(seed, _broken_by_one)
    except AssertionError:  # the deal ended without one
        return None


def test_the_hint_says_which_winning_card_keeps_a_combination() -> None:
    s = next(found for seed in range(60) if (found := _found(seed)) is not None)
    v = s.view(s.to_move)
    said = look_at(v)
    win = _winning_cards(s)
    assert "; win with " in said and " to keep your " in said, said
    # each card named as keeping a combination keeps it, and each combination offered plainly is kept by all
    plain = winning_lets_you_declare(v, win)
    h = Holdings(hand=v.hand, table=v.table, opp_table=v.opp_table)
    declared = [(k, cs.mask) for k, cs in v.declared[v.player]]
    for clause in next(p for p in said.split(". ") if "; win with " in p).split("; ")[1:]:
        cards, names = clause.removeprefix("win with ").split(" to keep ")
        for c in win:
            kept = {combination_held_words(d).split(" (")[0]
                    for d in declarable_after_the_trick(h, v.profile, CardSet([c]), declared=declared)}
            for name in names.split(" and your "):
                name = name if name.startswith("your ") else f"your {name}"
                assert (name in kept) == (c.unicode in cards.split(" or ")), (c, name, said)
    assert plain in said, (plain, said)
