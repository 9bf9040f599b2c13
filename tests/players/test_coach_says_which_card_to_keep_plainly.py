"""Chapter 8: a newcomer read the coach's words about the A♦ at tricks 5 and 6 as saying the opposite of what they
meant. "Your K♥ … saves the A♦ for the last six tricks … Playing A♦ was better" and "spends the A♦ now instead of
saving it" leave the reader to work out whether "save" means keep or play. Advice about keeping one card, or playing
it, says where the card goes: it stays in your hand, or it is played now."""

from __future__ import annotations

from test_coach import position

from penchant.coaching.coach import Coach
from penchant.coaching.reasons import said_of_itself
from penchant.play.moves import Play
from penchant.play.state import DealState
from penchant.rules.cards import Card
from penchant.rules.profiles import KANDELL

KEPT = "keeps the A♥ in your hand for the last six tricks"
SPENT = "uses up the A♥ now instead of keeping it in your hand for the last six tricks"


def _spot() -> DealState:
    return position(("AH 7C 8D 9S JS QD", "8S 9D TC 7H KD"), stage="follow", to_move=0, lead="9C")


def test_keeping_a_card_says_it_stays_in_your_hand() -> None:
    an = Coach(KANDELL, 4).analyse(_spot().view(0), "ace")
    pros, _ = an.effects(Play(Card.parse("8D")), Play(Card.parse("AH")))
    assert KEPT in pros, pros
    assert not any("saves the" in p for p in pros), pros


def test_playing_a_card_says_it_is_played_now() -> None:
    st = position(("AH 7C 8D 9S JS QD", "8S 9D TC 7H KD 9C"), stage="lead", to_move=0)
    an = Coach(KANDELL, 4).analyse(st.view(0), "ace-lead")
    _, cons = an.effects(Play(Card.parse("AH")), Play(Card.parse("8D")))
    assert not any("spends" in c or "saving" in c for c in cons), cons
    said = said_of_itself("Your A♥ " + SPENT, Play(Card.parse("AH")))
    assert said == "Your A♥ uses up a brisque now instead of keeping it in your hand for the last six tricks", said
