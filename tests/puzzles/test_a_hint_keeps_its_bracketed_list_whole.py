"""A hint's list in brackets keeps its semicolons when the hint is said as sentences: chapter 7's Foster game
(two chains built) read "(here marriage, then clan, then flush. And pair, then triplet)", a sentence broken inside
its brackets."""

from __future__ import annotations

from penchant.puzzles import analyse, get
from penchant.puzzles.words.sentences import sentence


def test_the_chains_built_are_one_sentence_in_the_first_hint() -> None:
    first = sentence(analyse(get("scoring-018")).hints[0])
    assert "(here marriage, then clan, then flush; and pair, then triplet)." in first, first
    assert ". And" not in first, first


def test_runs_outside_brackets_are_still_sentences() -> None:
    assert sentence("you may play AS; or pass") == "You may play A♠. Or pass."
    assert sentence("count (a; b) again; then stop") == "Count (a; b) again. Then stop."
