"""Chapter 3's bench teaches to pick only the card from your hand, the board adding the cards on your table it joins
(the rules' :func:`~penchant.rules.declarable.meant_declaration`); a puzzle answered with cards reads a pick the
same way (issue #31: K♠ picked alone for declaration-004 was refused as "not allowed", though the rules read it as
the triplet K♠ K♥ K♦), and says what it added."""

from __future__ import annotations

from penchant.puzzles import analyse, check, get
from penchant.puzzles.bank import load_drills
from penchant.rules.cards import CardSet


def test_a_hand_card_picked_alone_is_read_with_the_table_cards_it_joins() -> None:
    r = check(get("declaration-004"), "KS")  # hand K♠ 9♦ K♣, table K♥ K♦
    assert not r.correct and r.answer == "KS KH KD"
    assert "not allowed" not in r.message and "it scores 3" in r.message
    assert "You picked only K♠, so the board added K♥ K♦ from your table." in r.message


def test_cards_that_make_a_combination_alone_mean_themselves() -> None:
    r = check(get("declaration-004"), "KS KC")
    assert r.answer == "KS KC" and "picked only" not in r.message
    assert check(get("declaration-004"), "9D").answer == "9D"  # completes nothing: refused as it is


def test_the_best_declarations_hand_cards_alone_are_a_right_answer() -> None:
    tried = 0
    for p in load_drills():
        if p.kind != "declaration" or p.answer_form != "cards" or p.rules != "kandell":
            continue
        hand = p.cards("hand")
        best = CardSet(analyse(p).best[0])
        alone = best & hand
        if alone == best or len(alone) != 1:
            continue
        r = check(p, str(alone))
        assert r.correct and "picked only" in r.message, (p.id, r.message)
        tried += 1
    assert tried
