"""The command line checks a whole-line end-game by its whole line, as the trainer does (a strong player had
'--answer 9♠' called RIGHT on a puzzle whose question says every card is checked)."""

from __future__ import annotations

import pytest

from penchant.cli.main import main
from penchant.puzzles import EndgameSession, analyse, load_bank

LINE = next(p for p in load_bank() if p.kind == "endgame" and p.task == "line"
            and len(EndgameSession(p).to_play) > 1)


def test_one_card_is_refused_and_the_whole_line_is_checked(capsys: pytest.CaptureFixture[str]) -> None:
    first = analyse(LINE).best[0]
    assert main(["puzzles", "show", LINE.id, "--answer", first]) == 2
    err = capsys.readouterr().err
    assert "answered by the whole line" in err and len(err.strip().splitlines()) == 1
