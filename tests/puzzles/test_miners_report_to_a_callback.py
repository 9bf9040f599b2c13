"""The miners report progress to a callback, as docs/contributing.md says of the engine's long functions: they
printed to stderr when given progress=True, which a caller could neither catch nor redirect."""

from __future__ import annotations

import pytest

from penchant.players.greedy import greedy_action
from penchant.puzzlemakers.endgame_mining import mine_endgames


def test_the_endgame_miner_reports_each_deal_to_its_callback(capsys: pytest.CaptureFixture[str]) -> None:
    lines: list[str] = []
    found = list(mine_endgames(2, greedy_action, 7000, lines=5, aims=0, progress=lines.append))
    assert [line.split(":")[0] for line in lines] == ["mined 1 of 2 deals", "mined 2 of 2 deals"]
    assert lines[-1].endswith(f"{len(found)} lines, 0 aims")
    assert capsys.readouterr() == ("", "")  # nothing printed by the engine


def test_without_a_callback_the_miner_is_silent(capsys: pytest.CaptureFixture[str]) -> None:
    list(mine_endgames(1, greedy_action, 7000, lines=5, aims=0))
    assert capsys.readouterr() == ("", "")
