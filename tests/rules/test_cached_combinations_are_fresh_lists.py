"""The combinations of a holding and its legal declarations are worked out once and cached (the coach's play-outs ask
them of the same moments again and again): each call still hands back a list of its own, so a caller that sorts or
empties the answer (the deal sorts its declarations best first) changes nothing another caller is given."""

from __future__ import annotations

from penchant.rules.cards import CardSet
from penchant.rules.combinations import candidate_combinations, legal_declaration_masks
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL

HAND = CardSet("QH KH JS 9S 9H")


def test_an_answer_changed_by_its_caller_is_not_the_next_callers() -> None:
    first = candidate_combinations(HAND.mask)
    kept = list(first)
    first.clear()
    assert candidate_combinations(HAND.mask) == kept
    legal = legal_declaration_masks(HAND.mask, 0, 0, KANDELL)
    kept_legal = list(legal)
    legal.sort(reverse=True)
    legal.append((0, Kind.PAIR))
    assert legal_declaration_masks(HAND.mask, 0, 0, KANDELL) == kept_legal


def test_a_card_served_once_a_kind_is_asked_of_the_declarations_made_not_the_cache() -> None:
    """The same holding with and without a pair of Nines declared under ``same_kind_reuse`` off: two answers."""
    once = KANDELL.with_options(same_kind_reuse=False)
    nines = CardSet("9S 9H").mask
    fresh = legal_declaration_masks(HAND.mask, 0, 0, once)
    served = legal_declaration_masks(HAND.mask, 0, 0, once, [(Kind.PAIR, nines)])
    assert (nines, Kind.PAIR) in fresh
    assert (nines, Kind.PAIR) not in served
    assert legal_declaration_masks(HAND.mask, 0, 0, once) == fresh
