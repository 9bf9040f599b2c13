"""A card's value counts the brisques of both sides (:meth:`EndgameSession.card_values`): the values table showed
the opponent's share as its own subtraction from the brisques left, a sum a view should not be doing."""

from __future__ import annotations

from penchant.puzzles import load_drills
from penchant.puzzles.endgame_session import EndgameSession
from penchant_widgets.puzzles.endgame import EndgameBoard

BEST = [p for p in load_drills() if p.kind == "endgame" and p.task == "best"][:6]


def test_his_brisques_are_what_best_play_leaves_him() -> None:
    assert BEST
    for p in BEST:
        for v in EndgameSession(p).card_values():
            s = EndgameSession(p)
            s.play(v.card)
            while not s.finished:
                s.play(next(w.card for w in s.card_values() if w.right))
            assert s.taken == [v.brisques, v.his_brisques], (p.id, v.card)


def test_values_table_shows_his_brisques() -> None:
    board = EndgameBoard.from_puzzle(BEST[0].id)
    table = board.values_table()
    for v in board.session.card_values():
        row = table.split(f'data-card="{v.card}"')[1].split("</tr>")[0]
        assert (f"<td data-label=\"brisques you take\"><span>{v.brisques}</span></td>"
                f"<td data-label=\"brisques he takes\"><span>{v.his_brisques}</span></td>") in row
