"""*Show the values*, pressed after a card is played, shows the values of the choice the reader answered: the cards
he could play then, the played one among them, said as such.

A newcomer in chapter 6 ("Cash the Aces?") played A♦, then pressed *Show the values* as the page says, and read
"8♦ 0 2 best / J♣ 0 2 best / A♣ 0 2 best": the new position only, every card "best" and his A♦ not listed."""

from __future__ import annotations

import re

from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.rules.cards import Card
from penchant_widgets.puzzles.endgame import EndgameBoard


def _cash_the_aces() -> EndgameBoard:
    return EndgameBoard.from_position("8D AD JC AC", "JH TD JD QD", trump="H", won=(5, 4), title="Cash the Aces?")


def _rows(html: str) -> list[str]:
    return re.findall(r'data-card="([^"]+)"', html.split("pt-values-why")[0])


def test_values_after_a_card_list_the_choice_it_was_made_from() -> None:
    board = _cash_the_aces()
    choices = {str(v.card) for v in EndgameSession(board.puzzle).card_values()}
    board.play("AD")
    board.values_toggle.value = True
    shown = board.values_view.value
    assert "AD" in _rows(shown) and set(_rows(shown)) >= choices
    assert "when you played A♦" in re.sub(r"<[^>]+>", "", shown)  # said which position it is for
    assert 'data-played="yes"' in shown  # the card played is marked as such


def test_values_after_a_card_say_the_cards_now_apart() -> None:
    board = _cash_the_aces()
    board.play("AD")
    if board.session.finished:
        return
    board.values_toggle.value = True
    assert "now" in board.values_view.value.lower()


def test_the_session_gives_the_choice_of_the_last_card() -> None:
    s = EndgameSession(_cash_the_aces().puzzle)
    assert s.at_last_card() is None
    first = {v.card for v in s.card_values()}
    s.play("AD")
    at = s.at_last_card()
    assert at is not None and {v.card for v in at.card_values()} == first
    assert s.line == [c for c in s.line]  # the session itself is untouched
    assert Card.parse("AD") not in {v.card for v in s.card_values()}
