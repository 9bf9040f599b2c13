"""Chapter 7's *Show the values* in an end-game played for the game: five columns at 390 px squeezed "the game" to a
word or two a line ("you / are / lurched, / 40 / against / you"). That table is a row a card on a phone (a
stacked table, each cell headed by its column's name); a card and two numbers still fit as a table."""

from __future__ import annotations

import re
from html import unescape

from penchant.puzzles import get
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant_widgets.puzzles.endgame import EndgameBoard


def test_a_game_at_stake_values_table_is_a_row_a_card_on_a_phone() -> None:
    puzzle = get("mined-endgame-aim-7061-33")
    table = unescape(EndgameBoard.from_puzzle(puzzle).values_table())
    assert re.search(r'<table class="pt-table pt-stack pt-values-table">', table), table
    for v in EndgameSession(puzzle).card_values():
        assert f'<td data-label="the game"><span>{v.game}</span></td>' in table, (v.game, table)


def test_the_values_of_a_deal_alone_stay_a_table() -> None:
    puzzle = next(p for p in (get(f"endgame-{n:03d}") for n in range(1, 9)) if p.task != "aim")
    table = EndgameBoard.from_puzzle(puzzle).values_table()
    assert "pt-values-table" in table and "pt-stack" not in table and "the game" not in table
