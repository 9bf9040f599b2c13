"""Numbers in a player's words live once (``penchant.english.numbers``, where they are imported from):
The project once had five tables of "two", "three", "four" in the rules, the puzzles and the widgets (the
scan that refuses a new one is ``test_rules_named_once.test_number_words_are_written_once``)."""

from __future__ import annotations

from penchant.english.numbers import NUMBER_WORDS, count_words, number_words


def test_the_one_home_says_them() -> None:
    assert [number_words(n) for n in (0, 1, 2, 4, 12, 13)] == ["no", "one", "two", "four", "twelve", "13"]
    assert count_words(1, "brisque") == "one brisque" and count_words(3, "point") == "three points"
    assert [count_words(n, "line", digits=True) for n in (0, 1, 3, 14)] == ["0 lines", "1 line", "3 lines", "14 lines"]
    assert count_words(1, "saved entry", "saved entries", digits=True) == "1 saved entry"
    assert count_words(2.5, "point") == "2.5 points" and count_words(1.0, "point") == "1.0 point"
    assert NUMBER_WORDS[5] == "five"
