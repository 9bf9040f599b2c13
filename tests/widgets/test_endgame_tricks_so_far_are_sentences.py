"""An end-game's "Tricks so far" listed each trick in lower case ("your opponent leads K♦…"), read as broken
sentences (issue #31): each entry begins with a capital."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

from penchant.trainer.stores import SQLiteAttemptStore
from penchant_widgets.puzzles.board import PuzzleBoard


def test_each_trick_so_far_begins_with_a_capital(tmp_path: Path) -> None:
    board = PuzzleBoard(["endgame-001"], store=SQLiteAttemptStore(tmp_path / "p.sqlite3"))
    eg = board.endgame
    assert eg is not None
    for _ in range(2):
        eg.play(next(v.card for v in eg.session.card_values() if v.right))
        if not eg.session.card_values():
            break
    entries = [unescape(re.sub(r"<[^>]+>", "", li)).strip()
               for li in re.findall(r"<li>(.*?)</li>", eg.tricks_view.value)]
    assert entries, eg.tricks_view.value
    for entry in entries:
        assert entry[:1].isupper() or not entry[:1].isalpha(), entry
    assert any(e.startswith(("You", "Your")) for e in entries), entries
