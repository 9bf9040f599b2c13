"""Chapter 5 worked barring checks out by hand (review h40 #1): its fold on Foster's rules said which set bars which
in positions 1, 3, 5 and 7 ("his four Kings bar your two Nines", "so your Eights are barred") and wrote the check at
the table out step by step, each a string in the cell; a rule changed in :mod:`penchant.rules.barring` would have
left the page teaching the old one. The steps are the rules' (:func:`~penchant.words.barring.checking_steps`), the
positions' verdicts and lessons :mod:`penchant.lessons.barring_positions`'s, and what the markdown states of a
position is checked here against the rules, as ``test_prose_numbers_are_the_rules.py`` checks its numbers."""

from __future__ import annotations

import ast
import re

import pytest
from chapter_cells import cell_value, sources_of
from learner_text import html_text

from penchant.errors import PenchantError
from penchant.lessons.barring_positions import (
    READING_CASES,
    is_free,
    position_words,
    reading_case,
    reading_lesson,
)
from penchant.rules.barring import is_barred
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import FOSTER, KANDELL, Profile
from penchant.words.barring import checking_steps

pytest.importorskip("ipywidgets")

CHAPTER = "05_barring"
VERDICT = re.compile(r"\b(?:is|are) barred\b|\bdo not answer\b|\bfrees? you\b|\banswers? (?:his|them)\b|\bbar your\b")
"""A verdict on a position, or a step of the check, said in words (what the rules say, not the page)."""

# (a pattern the chapter's markdown says, your table, his table, the minor set's size, barred as the page says)
STATED: list[tuple[str, str, str, int, bool]] = [
    (r"has two Queens on his table, so your 8♠ and 8♥ are\s+barred", "KH QH", "QS QD", 2, True),
    (r"your two Queens cancel his two Queens", "QH QC", "QS QD", 2, False),
    (r"three Kings answer them too", "KS KH KD", "QS QD", 2, False),
    (r"your two Aces do not answer his three Queens", "AS AH", "QS QD QC", 2, True),
    (r"three 8s are never barred by a pair", "", "AS AH", 3, False),
]


def _string_constants(code: str) -> list[str]:
    return [n.value for n in ast.walk(ast.parse(code)) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def test_no_code_cell_says_a_verdict_by_hand() -> None:
    said = [s for code in sources_of(CHAPTER, "code") for s in _string_constants(code) if VERDICT.search(s)]
    assert said == [], "a verdict or a step of the check is the rules' to say:\n" + "\n".join(said)


def test_the_scan_sees_a_verdict_said_by_hand() -> None:
    old = ('POSITIONS = """<p>Under Kandell\'s rules, his four Kings bar your two Nines, so your Eights are '
           'barred</p>"""')
    assert [s for s in _string_constants(old) if VERDICT.search(s)]


@pytest.mark.parametrize(("pattern", "table", "opp", "size", "barred"), STATED, ids=[s[0][:30] for s in STATED])
def test_what_the_markdown_says_of_a_position_is_the_rules(pattern: str, table: str, opp: str, size: int,
                                                           barred: bool) -> None:
    prose = " ".join(sources_of(CHAPTER, "markdown"))
    assert re.search(pattern, prose), f"chapter 5 no longer says {pattern!r}: update this list with what it says now"
    assert is_barred(size, Holdings.parse(table=table, opp_table=opp), KANDELL) is barred, pattern


def test_the_folds_say_the_rules_steps_and_verdicts() -> None:
    from penchant_widgets.folds import Fold

    shown = cell_value(next(c for c in sources_of(CHAPTER, "code") if "barring_asides(" in c))
    check, foster = (" ".join(html_text(w.value) for w in f.inside.children if hasattr(w, "value"))
                     for f in shown.children if isinstance(f, Fold))
    assert all(html_text(step) in check for step in checking_steps())
    # every position, its verdict under both rule books (position 7 was said under Kandell's rules alone, and
    # positions 4 and 6 not at all, issue #31)
    for n in range(1, 8):
        assert position_words(n, (FOSTER, KANDELL)) in foster, n
    assert reading_lesson(5, FOSTER) in foster and reading_lesson(1, KANDELL) in foster


def test_a_positions_words_are_its_verdicts() -> None:
    for n, case in enumerate(READING_CASES, start=1):
        said = position_words(n, (FOSTER, KANDELL))
        for profile, book in ((FOSTER, "Foster's rules"), (KANDELL, "Kandell's rules")):
            free = is_free(case, profile)
            verdict = said.split(": ", 1)[1]
            part = next(p for p in verdict.split(", but ") if book in p)
            assert part.startswith("you may declare") is free, (n, said)
    assert position_words(1, (FOSTER, KANDELL)).endswith("but your 8♥ 8♦ are barred under Kandell's rules")
    # the verdict is read, not stored: the same position with his Aces gone frees you under both books
    freed = [("KS KH KD", "8H 8D", "AS", "8H 8D")]
    assert position_words(1, (FOSTER, KANDELL), freed).endswith("under Foster's rules and Kandell's rules")


def test_a_positions_lesson_is_its_sets_and_its_verdict() -> None:
    assert reading_lesson(1, FOSTER) == "a bigger set of yours, whatever its rank, frees you"
    assert reading_lesson(1, KANDELL) == "a bigger set of yours, whatever its rank, does not free you"
    assert reading_lesson(3, FOSTER).startswith("a tie") and reading_lesson(3, FOSTER).endswith("frees you")
    assert reading_lesson(5, FOSTER) == "a set of yours of the same size but a lower rank does not free you"
    with pytest.raises(PenchantError, match="numbered from 1 to 7"):
        reading_case(8)
    with pytest.raises(PenchantError, match="no major set"):
        reading_lesson(1, FOSTER, [("KS KH", "8H 8D", "9S 9H", "8H 8D")])


def test_the_check_at_the_table_names_the_rules_minor_ranks_and_sizes() -> None:
    first, second, third = checking_steps()
    assert "Sevens, Eights, Nines or Tens" in first and "pair, triplet or quadruplet" in second
    assert "every larger size" in third and "at least as long and at least as high" in third


CLAUSES = re.compile(r"\btie is (?:not )?enough\b|\b(?:no )?longer than his\b|\bworth (?:no )?more than his\b"
                     r"|\b(?:beat|tie) them\b")
"""A worked example's caption weighing its cards against the bar: "a tie is enough", "longer than his pair", "two
Kings beat them" (true under one reading, and said by :mod:`penchant.words.barring` for the reading asked)."""


def test_no_caption_weighs_its_cards_by_hand() -> None:
    said = [s for code in sources_of(CHAPTER, "code") for s in _string_constants(code) if CLAUSES.search(s)]
    assert said == [], "a caption's clause on the bar is penchant.words.barring's, for the reading:\n" + "\n".join(said)


def test_the_clause_scan_sees_the_captions_written_by_hand() -> None:
    old = ('barring_example("A major pair is against you. You have three 8s in your hand, to declare as a triplet: "\n'
           '    "longer than his pair.")\n'
           'barring_example("A tie is enough: two Queens of your own would tie his. Two Kings beat them.")\n')
    assert len([s for s in _string_constants(old) if CLAUSES.search(s)]) == 2


@pytest.mark.parametrize("profile", [KANDELL, FOSTER], ids=["kandell", "foster"])
def test_the_captions_clauses_are_the_readings_verdicts(profile: Profile) -> None:
    from penchant.words.barring import answer_words, measured_against_the_bar_words, tie_words

    measured = measured_against_the_bar_words(3, 2, profile.barring)
    assert not measured.startswith(("no ", "worth no ")), measured
    assert is_barred(3, Holdings.parse(table="", opp_table="QS QD"), profile) is False
    tie = tie_words("KD QD QS JC", profile.barring)
    assert tie.startswith("a tie is enough") is not is_barred(
        2, Holdings.parse(table="QH QC", opp_table="QS QD"), profile)
    answer = answer_words("KH KS", "KD QD QS JC", profile.barring)
    assert answer.endswith("beat them") is not is_barred(2, Holdings.parse(table="KH KS", opp_table="KD QD QS JC"),
                                                          profile)
    assert answer_words("AS AH", "QS QD QC", profile) == "two Aces do not answer them"
    assert measured_against_the_bar_words(2, 2, "by_size") == "no longer than his pair"
