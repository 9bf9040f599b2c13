"""A newcomer who knows no card game read every chapter (issue #31): chapter 0 promised puzzles at the end of every
chapter, which chapter 8 is not; chapter 1 said the pack as "an ordinary pack" less some ranks, which only a card
player can follow; chapter 4 told its example's end before its first step; chapter 5 named four parts of a rule
over a different count; chapter 6 sent the reader to a button that was not there yet."""

from __future__ import annotations

import re

from tests.notebooks.test_notebooks import NO_PUZZLES
from tests.notebooks.test_prose import cells, markdown, text


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


def test_chapter_4_says_what_to_press_before_how_the_example_ends() -> None:
    from penchant.lessons.losers_penchant import chapter_example, outcome_words, setup_words

    example = chapter_example()
    before = setup_words(example).words
    for spoiler in ("your opponent passes", "you pass", "takes the trick", "sets nothing", "trump"):
        assert spoiler not in before, (spoiler, before)
    outcome = next(c for c in cells("04_trump_and_penchants")
                   if c["cell_type"] == "code" and "outcome_words(example)" in text(c))
    said = "".join("".join(o.get("data", {}).get("text/html", "")) for o in outcome.get("outputs", []))
    assert said.startswith("<details>") and "<details open" not in said  # the end, folded until the reader asks
    assert outcome_words(example).words.split(":")[0] in said


NUMBERS = {"three": 3, "four": 4, "five": 5, "six": 6}


def test_chapter_5_counts_the_parts_of_its_rule_as_it_lists_them() -> None:
    rule = next(md for md in markdown("05_barring") if md.startswith("## The rule in "))
    said = NUMBERS[rule.split()[4]]
    listed = re.findall(r"^(\d+)\. ", rule, flags=re.M)
    assert [int(n) for n in listed] == list(range(1, said + 1)), (said, listed)
    intro = " ".join(next(md for md in markdown("05_barring") if md.startswith("## The rule\n")).split())
    assert f"It comes in {rule.split()[4]} short parts" in intro, intro


def test_chapter_5s_puzzle_intro_says_one_idea_a_sentence() -> None:
    intro = next(md for md in markdown("05_barring") if md.startswith("## Puzzles"))
    sentences = [s for s in re.split(r"(?<=[.?])\s+|\n\d\. ", " ".join(intro.split("\n", 1)[1].split())) if s]
    assert max(len(s.split()) for s in sentences) <= 22, max(sentences, key=lambda s: len(s.split()))
    assert len(re.findall(r"^\d\. ", intro, flags=re.M)) == 3  # the three sorts, one a line


def test_chapter_6_names_why_after_the_button_that_shows_it_one_step_a_paragraph() -> None:
    cell = next(md for md in markdown("06_the_last_six_tricks") if "Cash the Aces" in md or "**Cashing**" in md)
    prose = " ".join(cell.split())
    assert prose.index("Show the solution") < prose.index("Why?")  # the button first, then what opens under it
    for paragraph in re.split(r"\n\n|\n\* ", cell[cell.index("Then play it out"):]):  # a paragraph or an item
        assert len(paragraph.split()) <= 60, paragraph  # it was one paragraph of 150 words: how to play, then look


def test_chapter_8_prepares_a_coachs_move_against_an_earlier_rule_of_thumb() -> None:
    """The coach led A♦ where chapter 2 had taught to keep an Ace, and the reader got no word of why."""
    from penchant.coaching.reasons import IN_HAND_FOR_LAST_SIX, SURE_WINNER

    coach = " ".join(" ".join(md.split()) for md in markdown("08_play_a_game") if "## While you play" in md)
    assert "rule of thumb" in coach and "keeping an Ace" in coach and "chapter 2" in coach, coach
    # what the page says the coach weighs is what its reasons say: a sure winner, and the Ace no longer kept
    assert "no card he may hold beats it" in SURE_WINNER and "no card your opponent may hold can beat it" in coach
    assert "for the last six tricks" in IN_HAND_FOR_LAST_SIX and "kept for the last six tricks" in coach
