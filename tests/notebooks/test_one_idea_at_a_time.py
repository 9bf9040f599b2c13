"""Newcomer 35's reading of chapters 2 and 5: a worked example's step says whether to act or to press Next, and why
the example does what it does (chapter 2's trick 3 offered a penchant and passed, never saying why); chapter 5's
barring rule came as four parts at once and its fifth example as one run-on sentence holding three verdicts: one
idea at a time, each part of the rule beside its example, each verdict its own sentence."""

from __future__ import annotations

import re

from penchant.english.grammar import capitalised
from penchant.words import barring
from tests.notebooks.test_prose import cell_by_id, cells, text


def test_chapter_2s_trick_3_says_to_press_next_and_why_the_example_passes() -> None:
    notes = next(text(c) for c in cells("02_the_first_ten_tricks")
                 if c.get("cell_type") == "markdown" and "**Trick 3.**" in text(c))
    trick3 = notes[notes.index("**Trick 3.**"):].split("\n\n")[0]
    assert "Next ▶" in trick3, trick3  # what to press, not the board's Declare / Pass
    assert "J♠ Q♣" in trick3 and "because" in trick3, trick3  # the penchant there, and why it is passed


def said(code: str) -> str:
    """``code`` (chapter 5's examples cell) with each of the rules' words it puts in a caption as the page says them
    (``{capitalised(BARS_BY_SIZE_WORDS)}`` as "A major set bars ...")."""
    return re.sub(r"\{capitalised\(([A-Z_]+)\)\}", lambda m: capitalised(getattr(barring, m.group(1))), code)


def test_chapter_5s_rule_comes_one_part_at_a_time() -> None:
    rule = next(text(c) for c in cells("05_barring") if text(c).startswith("## The rule"))
    assert not re.search(r"^\s*[34]\. ", rule, flags=re.M), rule  # not four parts at once before any example
    examples = cell_by_id("05_barring", "c04")
    for part in ("only_minor_sets_barred_words()", "BARS_BY_SIZE_WORDS", "UNBARS_BY_SIZE_WORDS"):
        assert part in examples, part  # each part said in the step that shows it, in the rules' words
    for words in ("of its own size or smaller", "at least as long and at least as high"):
        assert words in said(examples), words


def test_chapter_5s_examples_say_one_verdict_a_sentence() -> None:
    examples = said(cell_by_id("05_barring", "c04"))
    assert "however high, and" not in examples
    assert '"; ".join(read)' not in examples  # the readings of both sides were one sentence
    fifth = examples[examples.index("A shorter set never"):examples.index('yours="AS AC"')]
    sentences = [s for s in re.split(r"(?<=[.:])\s+", re.sub(r"<[^>]+>|\"\s*\"|\s+", " ", fifth)) if s.strip()]
    assert len(sentences) >= 3 and max(len(s.split()) for s in sentences) <= 16, sentences
