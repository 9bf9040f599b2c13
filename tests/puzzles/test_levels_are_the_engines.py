"""The puzzles' levels are the engine's: how many there are, the dots drawn for one, and what "about your level"
means are said once in :mod:`penchant.puzzles.levels`, and the practice page, the puzzle boards and the command
line ask it (each had drawn the dots with its own 5, and the practice page had judged the ±100 band itself)."""

from __future__ import annotations

import pytest

from penchant.cli.main import main
from penchant.puzzles import levels, load_bank
from penchant.puzzles.levels import LEVELS, Against, against_your_rating, dots, level_of
from penchant.trainer.attempts import Attempt
from penchant.trainer.progress import Progress
from penchant_widgets.puzzles.heading import header_html
from penchant_widgets.puzzles.rating_words import puzzle_level_words, rating_line

BANK = load_bank()


def test_the_dots_show_every_level_out_of_the_level_count() -> None:
    assert LEVELS == 5
    assert [dots(n) for n in range(1, LEVELS + 1)] == ["●○○○○", "●●○○○", "●●●○○", "●●●●○", "●●●●●"]
    assert {level_of(r) for r in range(900, 2400, 10)} == set(range(1, LEVELS + 1))


def test_about_your_level_is_the_engines_band() -> None:
    assert against_your_rating(1600, 1500) is Against.ABOUT_YOUR_LEVEL
    assert against_your_rating(1601, 1500) is Against.HARDER
    assert against_your_rating(1399, 1500) is Against.EASIER


def test_the_practice_page_asks_the_engine_what_about_your_level_means(monkeypatch: pytest.MonkeyPatch) -> None:
    settled = Progress.of([Attempt(q.id, "solved_first", at=1.0, context="practice") for q in BANK[:10]], BANK)
    me = settled.learner.r
    assert puzzle_level_words(me + 150, settled) == "harder than your rating"
    monkeypatch.setattr(levels, "ABOUT_YOUR_LEVEL", 200)  # the band is the engine's: the page follows it
    assert puzzle_level_words(me + 150, settled) == "about your level"


def test_the_board_the_page_and_the_command_line_draw_the_engines_dots(capsys: pytest.CaptureFixture[str]) -> None:
    p = BANK[0]
    head = header_html("T", p.id, p.title, index=0, n=1, rating=p.rating)
    assert dots(level_of(p.rating)) in head and f"of {LEVELS}" in head
    assert dots(3) in rating_line(Progress.of([], BANK), easiest=3)
    assert main(["puzzles", "list"]) == 0
    out = capsys.readouterr().out
    assert f"{p.rating} ({dots(level_of(p.rating))})" in out
