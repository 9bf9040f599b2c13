"""What may be declared now and what has been declared so far carry two names, the same on a deal and on a view:
``legal_declarations`` (with ``legal_actions``/``legal``) and ``declared``. No object answers to a bare
``declarations``, whose meaning a reader would have to guess."""
import random

from penchant.play.dealing import new_deal
from penchant.play.moves import Declare
from penchant.play.state import DealState


def _deal_with_a_declaration_to_make_after_one_made() -> DealState:
    for seed in range(200):
        rng = random.Random(seed)
        deal = new_deal(rng=seed)
        while not deal.is_over():
            acts = list(deal.legal_actions)
            decl = [a for a in acts if isinstance(a, Declare)]
            if decl and any(deal.declared):
                return deal
            deal.apply(decl[0] if decl else acts[rng.randrange(len(acts))])
    raise AssertionError("no deal reached a second declaration")


def test_legal_declarations_are_the_declares_among_the_legal_actions_and_declared_what_was_made() -> None:
    deal = _deal_with_a_declaration_to_make_after_one_made()
    legal = [a.cards for a in deal.legal_actions if isinstance(a, Declare)]
    assert [d.cards for d in deal.legal_declarations] == legal
    made = deal.declared
    assert any(made) and all(cards not in legal for side in made for _k, cards in side)
    view = deal.view(deal.to_move)
    assert view.declared == made
    assert [a.cards for a in view.legal if isinstance(a, Declare)] == legal


def test_no_deal_or_view_answers_to_a_bare_declarations() -> None:
    deal = new_deal(rng=3)
    assert not hasattr(deal, "declarations")
    assert not hasattr(deal.view(0), "declarations")
    assert "declarations" not in deal.view(0).to_json() and "declared" in deal.view(0).to_json()
