"""The end-game board says the cards played for you with a verb agreeing with their count (``words.grammar.verb_form``):
the board chose 'was' or 'were' by a count of its own."""

from __future__ import annotations

from penchant.puzzles import load_drills
from penchant_widgets.puzzles.endgame import EndgameBoard


def test_the_forced_cards_take_was_for_one_and_were_for_more() -> None:
    seen: dict[bool, int] = {True: 0, False: 0}
    for p in [p for p in load_drills() if p.kind == "endgame"][:40]:
        board = EndgameBoard.from_puzzle(p.id)
        while not board.session.finished and board.session.to_move == 0:
            before = len(board.results)
            board.play(next(v.card for v in board.session.card_values() if v.right))
            forced = len(board.results) - before - 1
            said = board.message.value
            if forced:
                one = forced == 1
                assert ("was played for you" in said) is one and ("were played for you" in said) is not one, said
                seen[one] += 1
            else:
                assert "played for you" not in said
        if all(seen.values()):
            break
    assert all(seen.values()), seen
