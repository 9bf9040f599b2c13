"""A card's value counts the brisques of both sides (:meth:`EndgameSession.card_values`): the values table showed
the opponent's share as its own subtraction from the brisques left, a sum a view should not be doing."""

from __future__ import annotations

from penchant.puzzles import load_drills
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.rules.cards import Card
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


def test_a_card_value_holds_the_card_itself() -> None:
    """A card's value holds the engine's :class:`Card` (issue #30: it held the card's notation, a string, which every
    view parsed again); its notation still keys the values and the lines, so the table and its *Why?* agree."""
    s = EndgameSession(BEST[0])
    values = s.card_values()
    assert values and all(type(v.card) is Card for v in values)
    assert {v.card for v in values} == set(s.position(0).legal_moves)
    assert {str(v.card) for v in values} == set(s.values()) == set(s.lines())
    assert {Card.parse(str(v.card)) for v in values} == {v.card for v in values}  # the notation reads back
