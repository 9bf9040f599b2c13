"""Chapter 1's puzzle (scoring-001: brisquettes and the book bonus, nothing declared): a newcomer who counted the
brisquettes alone was told "7 is off in one part of the count", then hint 1 explained the brisquettes, the part
already right (newcomer 15). The first hint names every part to count. Then the hints run from basic to specific
(a later newcomer met "each brisquette worth 1" as hint 3, after hint 2 had explained the book bonus, and read the
hints as running backwards): the brisquettes, then the book bonus, which counts them again. A wrong total names the
part that is off (the book bonus), never the vague "look again at the brisques each side took"."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

from penchant.puzzles import analyse
from penchant.puzzles.bank import get, load_file

ROOT = Path(__file__).resolve().parents[2]


def test_chapter_1s_hints_name_both_parts_then_run_from_basic_to_specific() -> None:
    p = get("scoring-001")
    for hints in (p.hints, analyse(p).hints):
        assert "brisquettes" in hints[0] and "book bonus" in hints[0], hints
        assert "brisquette worth" not in hints[0], hints  # the brisquettes' detail is not the first word
        book = next(i for i, h in enumerate(hints) if "over six" in h)
        brisquettes = next(i for i, h in enumerate(hints) if "brisquette worth" in h)
        assert 0 < brisquettes < book, hints


def test_chapter_1s_wrong_totals_name_the_part_that_is_off_without_the_answer() -> None:
    from penchant.puzzles import check

    p = get("scoring-001")
    truth = analyse(p).best[0]
    missed_bonus = check(p, "7").refutation or ""  # the brisquettes alone: the book bonus is off
    assert "your brisques in all" in missed_bonus and "each side took" not in missed_bonus, missed_bonus
    every_brisque = check(p, "16").refutation or ""  # the bonus paid on all nine brisques
    assert "book bonus" in every_brisque and "each side took" not in every_brisque, every_brisque
    missed_brisquettes = check(p, "3").refutation or ""  # the book bonus alone: the brisquettes are off
    assert "brisquettes" in missed_brisquettes, missed_brisquettes
    for text in (missed_bonus, every_brisque, missed_brisquettes):
        assert truth not in text.replace("six", ""), text


def test_stored_scoring_hints_are_the_engines() -> None:
    for p in load_file(ROOT / "penchant" / "data" / "drills" / "scoring.json"):
        assert p.hints == analyse(p).hints, p.id


def test_a_score_under_another_brisque_option_points_at_the_label_only_when_it_names_one() -> None:
    # A newcomer answered 36 (the doubled brisques' score) and read "scored with the brisques as printed, as the label
    # over the cards says": the label said "Kandell's rules" alone. It names an option only when there is one.
    from penchant.puzzles.checkers.scoring_other_rules import _rules_apart
    from penchant.rules.profiles import BRISQUE_OPTIONS, KANDELL

    doubled = KANDELL.with_options(**BRISQUE_OPTIONS["doubled brisques"])
    plain_puzzle = _rules_apart(doubled, KANDELL)
    assert "not doubled" in plain_puzzle and "label at the top of the board" not in plain_puzzle, plain_puzzle
    assert "label at the top of the board" in _rules_apart(KANDELL, doubled)


def test_chapter_1s_hints_each_say_more_than_the_one_before() -> None:
    """Hint 2 read as easier than hint 1 (issue #31: "each brisque ... is a brisquette worth 1" after "this deal
    scores in two parts"): each hint after the first applies its rule to the learner's own counts, and says more
    than the one before, never the total."""
    p = get("scoring-001")
    hints = analyse(p).hints
    assert all(len(later) > len(earlier) for earlier, later in pairwise(hints)), hints
    assert "You took 7 brisques in the last six tricks: 7 × 1 = 7" in hints[1], hints[1]
    assert "9 brisques in all" in hints[2], hints[2]
    truth = analyse(p).best[0]
    assert all(truth not in h for h in hints), hints
