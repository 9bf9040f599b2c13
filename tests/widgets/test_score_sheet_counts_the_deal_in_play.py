"""The score sheet during deal 2 read "You 21 | 7 | … | game 21" (chapter 8, a newcomer on a phone): the game column
left out the deal in play and nothing said so. While a deal is in play the game column counts its points so far and
says "game so far"; once the deal is over it is the game's total, "game"."""

from __future__ import annotations

import re

from penchant_widgets.play.board import PlayBoard


def _cells(html: str) -> list[list[str]]:
    rows = re.findall(r"<tr>(.*?)</tr>", html)
    return [re.findall(r"<t[hd]>(.*?)</t[hd]>", r) for r in rows]


def _number(cell: str) -> int:
    return int(re.sub(r"<[^>]+>", "", cell))


def test_the_game_column_counts_the_deal_in_play_and_says_so() -> None:
    board = PlayBoard("greedy", seed=9)
    board.autoplay("greedy")
    assert board.view().stage.value == "over"
    over = _cells(board._scoreboard.value)
    assert over[0][-1] == "game", over[0]
    assert board.next_deal()
    board.autoplay("greedy", moves=12)
    scores = board.view().scores
    assert any(scores), "points scored in deal 2 so far"
    head, *rows = _cells(board._scoreboard.value)
    assert head[-1] == "game so far", head
    for p, row in enumerate(rows):
        finished = _number(row[1])
        in_play = _number(row[2])
        assert in_play == scores[p], (row, scores)
        assert _number(row[-1]) == finished + in_play == board.totals[p] + scores[p], row
