"""A chapter's examples take their rules' numbers and readings from the rule books (the profiles), so the words
beside a board cannot say one rule while the board plays another: chapter 5 reads Kandell's barring from his
profile, and chapter 4 works out what the earlier declarations are worth under Foster's rules and Kandell's."""

from __future__ import annotations

import inspect
import re

from tests.notebooks.test_prose import cells, text


def _code(chapter: str) -> str:
    return "\n".join(text(c) for c in cells(chapter) if c["cell_type"] == "code")


def test_chapter_5_names_no_barring_reading_of_its_own() -> None:
    code = _code("05_barring")
    assert not re.search(r"""["'](by_size|by_value)["']""", code), "a barring reading typed into chapter 5"
    assert "KANDELL.barring" in code


def test_chapter_4_types_no_score_of_foster_or_kandell() -> None:
    """The fold's paragraph on Foster's rules is the lessons' (``foster_difference_words``): neither it nor the
    chapter types a score or the scale between the books."""
    from penchant.lessons import losers_penchant

    assert "foster_difference_words(example)" in _code("04_trump_and_penchants")
    for foster in (_code("04_trump_and_penchants"), inspect.getsource(losers_penchant.foster_difference_words)):
        assert not re.search(r"worth \d+ there and \d+ here", foster), foster
        assert not re.search(r"\b(ten|10) times Kandell", foster), foster
