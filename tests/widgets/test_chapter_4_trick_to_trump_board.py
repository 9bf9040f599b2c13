"""Chapter 4's board of a trick to trump (issue #31: a newcomer never played a trump): the learner picks a card, the
engine plays the trick, and the board says which card took it and why; a wrong pick names no right card, and another
card may be tried."""

from __future__ import annotations

import re
from html import unescape

from penchant.lessons.trumping import tried_words, trumping_position, try_card
from penchant.play.moves import Play
from penchant_widgets.lessons.trumping import TrickToTrump


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()


def test_the_board_asks_without_naming_the_card_that_wins() -> None:
    board = TrickToTrump(trumping_position())
    said = _text(board.message.value)
    assert "Which of your cards wins this trick?" in said, said
    assert not any(c.unicode in said for c in board.mine.cards), said
    assert "Q♠" in said and "pt-msg-plain" in board.message.value


def test_a_wrong_pick_then_a_right_one() -> None:
    position = trumping_position()
    board = TrickToTrump(position)
    board.mine.click("7S")
    said = _text(board.message.value)
    assert said.startswith("✘ Your opponent's Q♠ takes the trick") and "lower spade" in said, said
    assert "8♣" not in said and "pt-msg-error" in board.message.value
    assert 'data-card="7S"' in board.trick.value and "Your opponent takes" in _text(board.trick.value)
    assert "7S" not in [str(c) for c in board.mine.cards]
    board.mine.click("AH")
    said = _text(board.message.value)
    assert "third suit never wins" in said and "8♣" not in said, said
    assert "7S" in [str(c) for c in board.mine.cards]  # the card tried before is back in the hand
    board.mine.click("8C")
    said = _text(board.message.value)
    assert said.startswith("✔ Your 8♣ takes the trick") and "clubs are trump" in said, said
    assert "pt-msg-ok" in board.message.value and "You take" in _text(board.trick.value)
    assert position.to_json() == trumping_position().to_json()


def test_each_cards_verdict_is_the_engines() -> None:
    position = trumping_position()
    board = TrickToTrump(position)
    for action in position.view(0).legal:
        assert isinstance(action, Play)
        tried = board.play(action.card)
        engine = try_card(position, action.card)
        assert tried == engine
        assert _text(tried_words(engine)) in _text(board.message.value)
        assert ("pt-msg-ok" in board.message.value) is engine.won


def test_a_card_not_held_is_refused_and_nothing_changes() -> None:
    board = TrickToTrump(trumping_position())
    board.play("7S")
    before = board.trick.value
    assert board.play("JC") is None
    assert "Not allowed" in _text(board.message.value) and board.trick.value == before
