"""Numbers in a player's words: "two Kings", "three brisques", "no declaration" (the one table of them, and
the one home of :func:`count_words`; import them from here). A list said in words ("A♥, 10♥ or 7♥") is
:mod:`penchant.english.lists`'.

English, not a rule: a leaf module (it imports nothing of the engine), so the rules' own explanations (the bars
of :mod:`penchant.rules.barring`) can use it as well as the puzzles and the widgets.

>>> number_words(3), number_words(0), number_words(14)
('three', 'no', '14')
>>> count_words(1, "brisque"), count_words(2, "King")
('one brisque', 'two Kings')
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction
from functools import reduce
from itertools import pairwise
from math import gcd
from typing import Final

__all__ = ["NUMBER_WORDS", "ORDINAL_WORDS", "count_words", "number_words", "ordinal", "ordinal_words", "share_words",
           "value_step", "whole_percent"]

NUMBER_WORDS: Final = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                       "eleven", "twelve")
"""The numbers a player reads as words, 0 ("no") to 12 (the pack's brisques); larger ones stay digits."""


def number_words(n: int) -> str:
    """``n`` as a word (0 to 12), else in digits."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


ORDINAL_WORDS: Final = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
                         "tenth", "eleventh", "twelfth")
"""The ordinals a player reads as words, first to twelfth (a card of the last six, a deal, a trick of a phase)."""


def ordinal(n: int) -> str:
    """``n`` as an ordinal in figures: ``1st``, ``2nd``, ``3rd``, ``4th`` ... ``11th``, ``12th``, ``13th``,
    ``21st`` (the marker's "after the 3rd trick entered").

    >>> [ordinal(n) for n in (1, 2, 3, 4, 10, 11, 12, 13, 21, 22)]
    ['1st', '2nd', '3rd', '4th', '10th', '11th', '12th', '13th', '21st', '22nd']
    """
    tail = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{tail}"


def ordinal_words(n: int) -> str:
    """``n`` as an ordinal in words, first to twelfth (:data:`ORDINAL_WORDS`), else in figures (:func:`ordinal`).

    >>> ordinal_words(1), ordinal_words(6), ordinal_words(14)
    ('first', 'sixth', '14th')
    """
    return ORDINAL_WORDS[n - 1] if 1 <= n <= len(ORDINAL_WORDS) else ordinal(n)


def count_words(n: float, thing: str, things: str | None = None, *, digits: bool = False) -> str:
    """``count_words(2, "brisque")`` -> ``"two brisques"`` (the singular for one); ``things`` is the plural
    when it is not ``thing`` + s: ``count_words(3, "entry", "entries")`` -> ``"three entries"``.

    The count is in words up to twelve (:func:`number_words`). ``digits`` writes it as a figure where the page
    counts that way (a score, a tally, a figure beside other figures); a fraction is always a figure, as
    Python writes it (round it first). Either way one thing is singular: the one place a plural is made.

    >>> count_words(1, "line", digits=True), count_words(14, "line"), count_words(0, "point", digits=True)
    ('1 line', '14 lines', '0 points')
    >>> count_words(1.0, "point"), count_words(round(1.26, 1), "point"), count_words(2, "family", "families")
    ('1.0 point', '1.3 points', 'two families')
    """
    said = str(n) if digits or not isinstance(n, int) else number_words(n)
    return f"{said} {thing if n == 1 else things or thing + 's'}"


def share_words(share: float) -> str:
    """A share (0 to 1) as a player says how often: ``'three times in four'``, ``'half the time'``, ``'every time'``;
    the nearest fraction of at most five parts, "about" where it is not exact: how a player says it, not a percentage.

    >>> share_words(0.75), share_words(0.5), share_words(0.0), share_words(1.0), share_words(0.7)
    ('three times in four', 'half the time', 'never', 'every time', 'about two times in three')
    >>> share_words(0.2), share_words(0.05), share_words(0.97)
    ('once in five', 'hardly ever', 'nearly every time')
    """
    if share <= 0:
        return "never"
    if share >= 1:
        return "every time"
    if share < 0.1:
        return "hardly ever"
    if share > 0.9:
        return "nearly every time"
    f = Fraction(share).limit_denominator(5)
    about = "" if abs(float(f) - share) < 1e-9 else "about "
    if f == Fraction(1, 2):
        return f"{about}half the time"
    times = "once" if f.numerator == 1 else f"{number_words(f.numerator)} times"
    return f"{about}{times} in {number_words(f.denominator)}"


def rough_count(n: int) -> str:
    """A large count as a person says it, to two figures: ``'about 1,400'`` for 1440; a count under a hundred exactly,
    in words under thirteen (:func:`number_words`).

    >>> rough_count(1440), rough_count(480), rough_count(40), rough_count(12)
    ('about 1,400', '480', '40', 'twelve')
    """
    if n < 100:
        return number_words(n)
    scale = 10 ** (len(str(n)) - 2)
    rounded = round(n / scale) * scale
    return f"about {rounded:,}" if rounded != n else f"{n:,}"


def value_step(values: Iterable[int]) -> int:
    """The step between whole-number values: the largest number every gap between two of them is a multiple of (1
    when fewer than two differ). A chart draws a bar per step, and its words say what lies between two bars.

    >>> value_step([-3, 0, 3, 9]), value_step([0, 1, 4]), value_step([5])
    (3, 1, 1)
    """
    present = sorted(set(values))
    return reduce(gcd, (b - a for a, b in pairwise(present)), 0) or 1


def whole_percent(share: float) -> int:
    """A share as a whole percentage, halves rounded up (12.5% is 13%, as a player rounds it).

    >>> whole_percent(0.125), whole_percent(0.0345), whole_percent(0.035)
    (13, 3, 4)
    """
    return math.floor(share * 100 + 0.5 + 1e-9)
