"""A cost the coach names is one another legal play would have avoided: chapter 8's review listed "it lets him have
the trick" as the price of a card where every legal card lost that trick (a newcomer read it as a choice missed).
Whether any legal play wins the trick is the engine's (:meth:`~penchant.play.view.PlayerView.can_win_the_trick`)."""

from __future__ import annotations

from penchant.coaching.reasons import static_effects
from penchant.lessons.deals import arranged_deal
from penchant.play.moves import Play
from penchant.play.view import PlayerView
from penchant.rules.cards import Card

HANDS = ("AD 9S 8H 7C QS KH", "KD QD 8S 9C JC 7H")


def _following(led: str) -> PlayerView:
    state = arranged_deal(HANDS, stock=8)
    state.apply(Play(Card.parse(led)))
    return state.view(1)


def test_a_trick_no_legal_card_wins_is_no_cost_of_the_card_played() -> None:
    v = _following("AD")  # no trump: nothing beats the A♦
    assert not v.can_win_the_trick()
    for a in v.legal:
        said = static_effects(v, a, None, v.profile)
        assert not any("lets him have the trick" in s or "gives him the last trick" in s for s in said), (a, said)
    assert "throws the 7♥, a brisque, away to him" in static_effects(v, Play(Card.parse("7H")), None, v.profile), (
        "a brisque thrown to him is still a cost: another card keeps it")


def test_a_trick_another_card_would_win_is_a_cost_of_losing_it() -> None:
    v = _following("7C")  # the 9♣ and the J♣ win it
    assert v.can_win_the_trick()
    assert "lets him have the trick" in static_effects(v, Play(Card.parse("8S")), None, v.profile)
    assert "wins the trick" in static_effects(v, Play(Card.parse("9C")), None, v.profile)
