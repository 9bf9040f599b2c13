"""Numbers in a player's words: "two Kings", "three brisques", "no declaration" (the one table of them;
:mod:`penchant.rules.words` offers them with the other words a reader sees).

A leaf module (it imports nothing of the rules), so the rules' own explanations (the bars of
:mod:`penchant.rules.barring`) can use it as well as the puzzles and the widgets.

>>> number_words(3), number_words(0), number_words(14)
('three', 'no', '14')
>>> count_words(1, "brisque"), count_words(2, "King")
('one brisque', 'two Kings')
"""

from __future__ import annotations

from typing import Final

__all__ = ["NUMBER_WORDS", "count_words", "number_words"]

NUMBER_WORDS: Final = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                       "eleven", "twelve")
"""The numbers a player reads as words, 0 ("no") to 12 (the pack's brisques); larger ones stay digits."""


def number_words(n: int) -> str:
    """``n`` as a word (0 to 12), else in digits."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def count_words(n: int, thing: str, things: str | None = None) -> str:
    """``count_words(2, "brisque")`` -> ``"two brisques"`` (the singular for one); ``things`` is the plural
    when it is not ``thing`` + s: ``count_words(3, "entry", "entries")`` -> ``"three entries"``."""
    return f"{number_words(n)} {thing if n == 1 else things or thing + 's'}"
