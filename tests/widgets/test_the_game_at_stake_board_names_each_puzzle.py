"""Chapter 7's board "The game at stake" names each puzzle as every other board does: its puzzles were all titled
"The game at stake", the board's own name, which the heading does not say twice, and the title line held only the
level's dots. Each is named by how the game stands (the badge's figures), never by what the cards make of it."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

from penchant.puzzles import analyse, get
from penchant.puzzles.names import stake_title
from penchant.trainer.stores import SQLiteAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard

AIMS = ["mined-endgame-aim-7061-33", "mined-endgame-aim-7065-29", "mined-endgame-aim-7241-29",
        "mined-endgame-aim-7254-33"]  # chapter 7's board


def test_each_puzzle_of_the_board_has_a_name_on_its_title_line(tmp_path: Path) -> None:
    board = PuzzleBoard(AIMS, title="The game at stake", store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    for i, pid in enumerate(AIMS):
        board.show(i)
        head = re.search(r'class="pt-puzzle-title"[^>]*>(.*?)<span', board.header.value, re.S)
        assert head is not None, board.header.value
        name = unescape(head.group(1)).strip()
        p = get(pid)
        assert name == stake_title(p.position["game"]["scores"]), name
        assert not any(best in name for best in analyse(p).best), name
