"""Chapter 6's newcomer played A♦ on "Cash the Aces?" and read "A♦ is not best: it loses one brisque" while the
trick list said "you win the trick and one brisque": the brisque is not lost in that trick, it is one fewer than
the best card takes. And answering the opponent's K♠ he read "Your opponent plays Q♠", which said nothing of the
trick being over and Q♠ being the next trick's lead."""

from __future__ import annotations

from penchant.puzzles.words.endgame import replies_words
from penchant.rules.cards import Card
from penchant_widgets import EndgameBoard


def test_a_slip_takes_brisques_fewer_than_the_best_card_and_loses_nothing_by_that_name() -> None:
    s = EndgameBoard.from_position("8D AD JC AC", "JH TD JD QD", trump="H", won=(5, 4),
                                   title="Cash the Aces?").session
    slip = s.play("AD")
    assert not slip.correct
    assert "A♦ is not best: it takes one brisque fewer than the best card." in slip.message, slip.message
    assert "loses" not in slip.message, slip.message


def test_the_opponents_next_lead_is_said_as_a_lead_after_the_trick() -> None:
    q, j = Card.parse("QS"), Card.parse("JH")
    assert replies_words([(q, True)]) == "Your opponent then leads Q♠."
    assert replies_words([(j, False)]) == "Your opponent plays J♥."
    assert replies_words([(j, False), (q, True)]) == "Your opponent plays J♥, then leads Q♠."
    assert replies_words([]) == ""


def test_answering_the_opponents_lead_the_board_says_he_then_leads() -> None:
    # the opponent leads K♠ to the first trick; the learner answers and the opponent, winning, leads again
    s = EndgameBoard.from_position("7S 8H", "QS", trump="C", led="KS", won=(6, 5)).session
    assert s.led is not None and s.led[1] == Card.parse("KS")
    r = s.play("7S")
    assert "Your opponent then leads Q♠." in r.message and "Your opponent plays" not in r.message, r.message
