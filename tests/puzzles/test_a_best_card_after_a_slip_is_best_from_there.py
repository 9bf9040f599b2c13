"""Chapter 6's "Cash the Aces?" board, as a newcomer played it: he led A♦ (a slip: it loses a brisque), then A♣,
and read "A♣ is a best card: no other card takes more brisques from here." just as the opponent trumped the Ace.
Praise with no word of the slip read as praise for losing the Ace. After a slip the verdict says it is the best
from the position the slip left ("From here, after your A♦, A♣ is a best card ..."); with no slip it stays as
it was."""

from __future__ import annotations

from penchant.puzzles import EndgameSession
from penchant.puzzles.words.endgame import best_card_words
from penchant.rules.cards import Card
from penchant.solver import solve
from penchant.words.cards import card_words
from penchant_widgets import EndgameBoard


def _session() -> EndgameSession:
    return EndgameBoard.from_position("8D AD JC AC", "JH TD JD QD", trump="H", won=(5, 4),
                                      title="Cash the Aces?").session


def test_after_the_ace_of_diamonds_the_ace_of_clubs_is_best_from_there_not_praised_as_such() -> None:
    s = _session()
    slip = s.play("AD")
    assert not slip.correct
    then = s.play("AC")
    assert then.correct and "J♥" in then.message  # the opponent trumps the Ace
    assert then.message.startswith("From here, after your A♦, A♣ is a best card"), then.message
    assert "A♦ already cost" in then.message, then.message


def test_with_no_slip_a_best_card_is_said_as_before() -> None:
    s = _session()
    best = solve(s.position(0), s.profile).best[0]
    first = s.play(best)
    assert first.correct
    assert first.message.startswith(f"{card_words(best)} is a best card: no other card takes more brisques from "
                                    "here."), first.message


def test_the_words_name_every_slip_before_the_card() -> None:
    ad, ac, jc = Card.parse("AD"), Card.parse("AC"), Card.parse("JC")
    assert best_card_words(jc, []) == "J♣ is a best card: no other card takes more brisques from here."
    said = best_card_words(jc, [ad, ac])
    assert said.startswith("From here, after your A♦ and A♣, J♣ is a best card"), said
