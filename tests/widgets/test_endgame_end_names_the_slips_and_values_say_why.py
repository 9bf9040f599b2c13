"""The end of an end-game played on after a slip says which card cost what, and the values view says why each card
is worth what it shows, from the engine.

A newcomer in chapter 7 slipped with 7♠ at trick 2, played on, and read only "short of the best result" at the
end: the message that had explained the slip was gone. Chapters 6 and 10's *Show the values* marked the best card
with no reason. Over every end-game of the chapters' drills: each slip of a run played out is named at the end with
its trick and the brisques it cost (the engine's count), and its best defence is one tap away; the values view
holds, for every card it lists, the engine's line from that card (:meth:`EndgameSession.lines`)."""

from __future__ import annotations

import re

import pytest

from penchant.english.numbers import count_words
from penchant.puzzles import Puzzle, load_drills
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.rules.cards import Card, CardSet
from penchant.rules.procedure import last_six_trick
from penchant.words.cards import card_words
from penchant_widgets.puzzles.endgame import EndgameBoard

ENDGAMES = [p for p in load_drills() if p.kind == "endgame"]
WITH_A_WRONG_CARD = [p for p in ENDGAMES if any(not v.right for v in EndgameSession(p).card_values())]


def _plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)).replace("&#x27;", "'")


def _slip_then_best(board: EndgameBoard) -> bool:
    """Play the first wrong card offered, then the engine's first accepted card to the end; False when no card of
    the start is wrong."""
    s = board.session
    wrong = [v.card for v in s.card_values() if not v.right]
    if not wrong:
        return False
    board.play(wrong[0])
    while not s.finished:
        board.play(next(v.card for v in s.card_values() if v.right))
    return True


def test_the_chapters_hold_end_games_of_each_task_with_a_wrong_card() -> None:
    assert {p.task for p in WITH_A_WRONG_CARD} >= {"best", "line", "aim"}


@pytest.mark.parametrize("puzzle", WITH_A_WRONG_CARD, ids=lambda p: p.id)
def test_the_end_of_a_run_names_each_slip_and_what_it_cost(puzzle: Puzzle) -> None:
    # The slip and the list of tricks are numbered by the deal's tricks, as the question is ("Trick 14: you
    # lead"): a newcomer read "7♥ at trick 1" and a list numbered 1, 2, 3 under that question.
    board = EndgameBoard.from_puzzle(puzzle)
    first_trick = last_six_trick(len(CardSet(str(puzzle.position["hand"]))))
    asked = re.match(r"Trick (\d+):", puzzle.question)
    assert asked is None or int(asked[1]) == first_trick
    assert _slip_then_best(board)
    assert f'<ol class="pt-tight-list" start="{first_trick}">' in board.tricks_view.value
    s = board.session
    assert len(s.slips) == 1 and not s.solved
    slip = s.slips[0]
    expected = EndgameSession(puzzle).values()
    best = max(v.brisques for v in expected.values())
    assert slip.lost == best - expected[str(slip.card)].brisques > 0
    end = _plain(board.message.value)
    # a game at stake is costed in the game's points, and what it came to said after the card named
    cost = (f"made the game {slip.worse} (after {card_words(slip.card)}, at best " if puzzle.task == "aim"
            else f"cost you {count_words(slip.lost, 'brisque')}")
    assert f"{card_words(slip.card)} at trick {first_trick} {cost}" in end, end
    assert "short of" in end
    # the slip's best defence is one tap away at the end, once: recalled, or its own when it was the last choice
    assert board.message.value.count("How best defence ") == 1
    assert _plain(slip.refutation).split(";")[0][1:] in _plain(board.message.value)


def test_start_again_forgets_the_slips() -> None:
    puzzle = next(p for p in ENDGAMES if p.task == "aim")
    board = EndgameBoard.from_puzzle(puzzle)
    assert _slip_then_best(board) and board.session.slips
    board.restart()
    assert board.session.slips == [] and board.session.slips_words() == ""


@pytest.mark.parametrize("puzzle", ENDGAMES, ids=lambda p: p.id)
def test_the_values_say_why_each_card_is_worth_what_they_show(puzzle: Puzzle) -> None:
    board = EndgameBoard.from_puzzle(puzzle, show_values=True)
    s = board.session
    lines = s.lines()
    assert set(lines) == set(s.legal()) and lines
    view = board.values_view.value
    why = view[view.index('class="pt-details pt-values-why"'):]
    for v in s.card_values():
        item = why[why.index(f'<li data-card="{v.card}">'):]
        item = _plain(item[:item.index("</li>")])
        assert ("(best)" in item) == v.right
        # the engine's line from the card, its first trick led or followed with the card itself
        first = lines[str(v.card)].split("; ")[0]
        assert first[1:] in item and card_words(v.card) in first


def test_the_why_follows_the_board_to_the_next_decision() -> None:
    puzzle = next(p for p in ENDGAMES if p.task == "line")
    board = EndgameBoard.from_puzzle(puzzle, show_values=True)
    s = board.session
    board.play(next(v.card for v in s.card_values() if v.right))
    if s.finished:
        assert "pt-values-why" not in board.values_view.value
    else:
        assert set(s.lines()) == set(s.legal())
        assert all(f'<li data-card="{Card.parse(c)}">' in board.values_view.value for c in s.legal())
