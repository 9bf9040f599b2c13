"""A setting out of bounds and a move in the wrong stage, refused by the engine under a subcommand, are one line on
stderr and exit 2, as a notation error was (issue 30: they are an InvalidSettingError and an IllegalPlayError now,
each still a PenchantError the command line reports)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import penchant.cli.solve
from penchant.cli.main import main
from penchant.play.dealing import new_deal
from penchant.players.sampled_deals import deal_outcome
from penchant.rules.dealing import deal

REFUSALS: dict[str, Callable[[], object]] = {
    "a dealer of 2": lambda: new_deal(rng=1, dealer=2),
    "an unknown deal method": lambda: deal("fives", rng=random.Random(0)),  # type: ignore[arg-type]
    "the wrong stage": lambda: deal_outcome(new_deal(rng=1)),
}


@pytest.mark.parametrize("name", sorted(REFUSALS))
def test_the_command_line_reports_it_in_one_line_with_exit_2(
        name: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(penchant.cli.solve, "Phase2Position", lambda *_a, **_k: REFUSALS[name]())
    assert main(["solve", "--hand", "AS", "--opp-hand", "KS", "--won", "6-5"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.strip().splitlines()) == 1, captured.err
    assert captured.err.startswith("penchant: "), captured.err
