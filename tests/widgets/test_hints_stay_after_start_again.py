"""The hints shown stay after *Start again* (newcomer, chapter 6): an end-game solved closed its hints, and the
run played again started without them, the hints the learner had opened lost. A run started again shows the hints
already revealed, and the hint button offers the next."""

from __future__ import annotations

import html
import re

from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.rules.cards import Card
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard


def html_text(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", markup)).strip()


def _best(s: EndgameSession) -> Card:
    values = s.values()
    top = max(v.brisques for v in values.values())
    return Card.parse(next(k for k, v in values.items() if v.brisques == top))


def test_a_solved_end_game_started_again_shows_the_hints_revealed() -> None:
    board = PuzzleBoard(["endgame-001"], store=MemoryAttemptStore())
    eg = board.endgame
    assert eg is not None
    board.hint()
    first = html_text(board.hints.value)
    assert first
    while not eg.session.finished:
        eg.mine.click(_best(eg.session))
    assert board.status[0].solved and not html_text(board.hints.value)  # solved: the answer says why
    eg.restart_button.click()
    assert html_text(board.hints.value) == first
    assert board.hint_button.layout.display != "none" and board.hint_button.description == "Hint 2 of 3"
    board.hint()
    assert first in html_text(board.hints.value) and len(html_text(board.hints.value)) > len(first)


def test_a_missed_end_game_started_again_keeps_its_hints() -> None:
    board = PuzzleBoard(["endgame-001"], store=MemoryAttemptStore())
    eg = board.endgame
    assert eg is not None
    board.hint()
    first = html_text(board.hints.value)
    wrong = next(v.card for v in eg.session.card_values() if not v.right)
    eg.mine.click(wrong)
    eg.restart_button.click()
    assert html_text(board.hints.value) == first
