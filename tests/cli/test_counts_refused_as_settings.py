"""A count given on the command line (``--deals``, ``--count``, ``--games``, ``--runs``) is a setting: out of its
bounds it is refused with an :class:`InvalidSettingError` (docs/contributing.md), one line, exit 2. A count of 0
that could only produce nothing (an empty bank, no puzzles, no deals simulated) is refused like any other count
out of bounds, as ``simulate --deals 0`` always was, rather than printing an empty result with exit 0."""

from __future__ import annotations

import pytest

from penchant.cli.main import build_parser, main
from penchant.errors import InvalidSettingError

REFUSED = [
    (["puzzles", "mine", "--deals", "0"], "--deals", 0),
    (["puzzles", "mine", "--deals", "-3"], "--deals", -3),
    (["puzzles", "mine-play", "--judge", "greedy", "--deals", "0"], "--deals", 0),
    (["puzzles", "mine-play", "--judge", "greedy", "--deals", "2", "--runs", "1"], "--runs", 1),
    (["puzzles", "mine-play", "--judge", "greedy", "--deals", "2", "--kinds", "trump"], "--kinds", "trump"),
    (["puzzles", "generate", "--kind", "endgame", "--count", "0"], "--count", 0),
    (["puzzles", "generate", "--kind", "endgame", "--count", "-1"], "--count", -1),
    (["simulate", "--deals", "0"], "--deals", 0),
    (["match", "--a", "greedy", "--b", "greedy", "--games", "0"], "games", 0),
    (["match", "--a", "greedy", "--b", "greedy", "--games", "3"], "games", 3),
]


@pytest.mark.parametrize("argv, argument, given", REFUSED)
def test_a_count_out_of_bounds_is_a_setting_refused(argv: list[str], argument: str, given: object) -> None:
    args = build_parser().parse_args(argv)
    with pytest.raises(InvalidSettingError) as refused:
        args.func(args)
    assert type(refused.value) is InvalidSettingError
    assert argument in str(refused.value) and repr(given) in str(refused.value)


@pytest.mark.parametrize("argv, argument, given", REFUSED)
def test_the_command_line_says_it_in_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], argument: str,
                                              given: object) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("penchant: ") and err.count("\n") == 1, err
    assert "Traceback" not in err


def test_generate_s_count_given_to_the_api_is_a_setting() -> None:
    from penchant.puzzlemakers.generate import generate

    for count in (-1, True, 2.5):
        with pytest.raises(InvalidSettingError) as refused:
            generate("endgame", count)  # type: ignore[arg-type]
        assert type(refused.value) is InvalidSettingError and "count" in str(refused.value)
