"""``penchant solve`` takes one position from flags or many from ``--batch``: a flag missing or one that does not go
with another is a usage error in argparse's words (one line, exit 2, nothing on stdout), not an
InvalidRecordError, which the engine's guide keeps for an impossible record or a field of a record file."""

from __future__ import annotations

import pytest

from penchant.cli.main import main


@pytest.mark.parametrize(("argv", "said"), [
    ([], "one of the arguments --hand --batch is required"),
    (["--hand", "AS"], "argument --hand: needs --opp-hand"),
    (["--batch", "x.jsonl", "--hand", "AS"], "argument --hand: not allowed with argument --batch"),
    (["--batch", "x.jsonl", "--opp-hand", "KS"], "argument --batch: not allowed with --opp-hand or --led"),
    (["--batch", "x.jsonl", "--led", "9S"], "argument --batch: not allowed with --opp-hand or --led"),
])
def test_flags_that_do_not_go_together_are_a_usage_error(capsys: pytest.CaptureFixture[str], argv: list[str],
                                                         said: str) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["solve", *argv])
    out, err = capsys.readouterr()
    assert stopped.value.code == 2 and out == ""
    assert err.startswith("penchant: ") and err.count("\n") == 1 and said in err
