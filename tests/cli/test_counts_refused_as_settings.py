"""A count given on the command line (``--deals``, ``--count``, ``--games``, ``--runs``) is a setting: out of its
bounds it is refused with an :class:`InvalidSettingError` (docs/contributing.md), one line, exit 2. A count of 0
that could only produce nothing (an empty bank, no puzzles, no deals simulated) is refused like any other count
out of bounds, as ``simulate --deals 0`` always was, rather than printing an empty result with exit 0."""

from __future__ import annotations

from pathlib import Path

import pytest

from penchant.cli.main import build_parser, main
from penchant.errors import InvalidSettingError

SAMPLE = str(Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game.json")

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
    (["review", SAMPLE, "--deal", "9"], "--deal", 9),  # was an InvalidNotationError (issue #30)
    (["review", SAMPLE, "--deal", "0"], "--deal", 0),
]


def test_review_s_deal_help_says_the_deals_of_a_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--deal``'s help said "(1-4)" by hand: it says the rules' deals in a game (issue #30)."""
    import argparse

    import penchant.cli.review

    monkeypatch.setattr(penchant.cli.review, "DEALS_PER_GAME", 5)  # a game of five deals, as a check
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert "review only deal N (1-5)" in " ".join(sub.choices["review"].format_help().split())


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


def test_the_engine_guide_names_the_settings_refusal_its_examples_raise() -> None:
    """docs/engine.md said ``run_match(..., games=3)`` raised a plain PenchantError; it raises an
    InvalidSettingError, as a barring reading that is none does (issue #30)."""
    from penchant.rules.barring import reading_of
    from penchant.studies.match import run_match

    guide = " ".join((Path(__file__).resolve().parents[2] / "docs" / "engine.md").read_text(encoding="utf-8").split())
    said = guide[guide.index("`run_match(..., games=3)`"):][:300]
    assert "`InvalidSettingError`" in said and "plain `PenchantError`" not in guide
    for call in (lambda: run_match("greedy", "greedy", games=3), lambda: reading_of("by_sise")):
        with pytest.raises(InvalidSettingError):
            call()
