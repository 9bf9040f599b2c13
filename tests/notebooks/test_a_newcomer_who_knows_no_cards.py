"""A newcomer who knows no card game read every chapter (issue #31): chapter 0 promised puzzles at the end of every
chapter, which chapter 8 is not; chapter 1 said the pack as "an ordinary pack" less some ranks, which only a card
player can follow; chapter 4 told its example's end before its first step; chapter 5 named four parts of a rule
over a different count; chapter 6 sent the reader to a button that was not there yet."""

from __future__ import annotations

import re

from tests.notebooks.test_notebooks import NO_PUZZLES
from tests.notebooks.test_prose import markdown


def _sentences(name: str) -> list[str]:
    prose = " ".join(" ".join(md.split()) for md in markdown(name))
    return re.split(r"(?<=[.])\s", prose)


def test_chapter_0_says_which_chapter_ends_without_puzzles() -> None:
    claims = [s for s in _sentences("00_how_to_use_this_tutorial") if re.search(r"ends? with a board of puzzles", s)]
    assert claims
    for sentence in claims:
        for name in NO_PUZZLES:
            assert f"chapter {int(name[:2])}" in sentence, sentence


def test_chapter_1_says_the_pack_without_another_pack() -> None:
    pack = next(s for s in markdown("01_the_pack_and_the_deal") if s.startswith("## The pack"))
    first = pack.split("\n\n")[1]  # what the reader meets first says what the pack holds, not what it lacks
    assert "ordinary pack" not in first
    for words in ("thirty-two", "four", "suits", "one pack"):
        assert words in " ".join(first.split()), words
    assert "Four suits of eight cards make the thirty-two" in " ".join(pack.split())
