"""What may be declared now and what has been declared so far carry two names, the same on a deal and on a view:
``legal_declarations`` (with ``legal_actions``/``legal``) and ``declared``. No object answers to a bare
``declarations``, whose meaning a reader would have to guess."""
import random

import pytest

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


def test_a_moments_legal_declarations_are_worked_out_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The legal actions are made from the legal declarations, and neither works them out again at the same moment:
    asked three times, the rules are asked once; the next moment (a clone changed, or the deal played on) asks
    afresh, and agrees with a deal that never cached anything."""
    deal = _deal_with_a_declaration_to_make_after_one_made().clone()  # a copy asks afresh
    asked: list[int] = []
    real = DealState._declarations

    def counting(self: DealState) -> list[tuple[int, object]]:
        asked.append(1)
        return real(self)  # type: ignore[return-value]

    monkeypatch.setattr(DealState, "_declarations", counting)
    first = deal.legal_declarations
    assert [a.cards for a in deal.legal_actions if isinstance(a, Declare)] == [d.cards for d in first]
    assert deal.legal_declarations == first and len(asked) == 1
    # a view, as the legal actions are: read-only, so the moment's one tuple is handed out whole each time
    assert isinstance(first, tuple) and deal.legal_declarations is first
    assert all(d in first for d in first) and len(first) == len(set(first))
    other = deal.clone()
    other.apply(next(a for a in other.legal_actions if isinstance(a, Declare)))
    assert other.legal_declarations == DealState.from_json(other.to_json()).legal_declarations and len(asked) >= 2
