"""``penchant puzzles list --kind barring`` said "(no puzzles)" though the drills hold barring drills: it says so and
how to see them; ``--drills``'s help names the drills' kinds as the drills have them, not a list written by hand."""

from __future__ import annotations

import pytest

from penchant.cli.main import main
from penchant.puzzles import KINDS, load_bank, load_drills


def test_a_kind_only_the_drills_have_points_to_them(capsys: pytest.CaptureFixture[str]) -> None:
    kind = next(k for k in KINDS if not any(p.kind == k for p in load_bank())
                and any(p.kind == k for p in load_drills()))
    drills = sum(p.kind == kind for p in load_drills())
    assert main(["puzzles", "list", "--kind", kind]) == 0
    out = capsys.readouterr().out
    assert f"no {kind} puzzles in the bank; {drills} drills: add --drills" in out


def test_the_drills_help_names_every_kind_of_drill(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["puzzles", "list", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for kind in {p.kind for p in load_drills()}:
        assert kind in out.split("options:", 1)[1].split("--drills", 1)[1].split("--full", 1)[0], kind
