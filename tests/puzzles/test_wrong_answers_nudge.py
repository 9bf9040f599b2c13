"""A wrong answer nudges (which part to look at) and never gives the answer away: a scoring miss used to say
"7 comes from forgetting the book bonus" (add the bonus: right), a declaration miss "scores 3, 7 fewer than the
best" (the best is 10)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from penchant.puzzles import analyse, check
from penchant.puzzles.bank import load_file
from penchant.puzzles.claims import REASONED_MISS
from penchant.puzzles.model import Puzzle
from penchant.puzzles.scoring import _DEAL_MISTAKES, LOOK_AGAIN
from penchant.rules.number_words import NUMBER_WORDS

ROOT = Path(__file__).resolve().parents[2]
SCORING = load_file(ROOT / "seeds" / "drills" / "scoring.json")
BEST = [p for p in load_file(ROOT / "seeds" / "drills" / "declaration.json") if p.task == "best"]


def _said(p: Puzzle, answer: str) -> str:
    r = check(p, answer)
    assert not r.correct
    return f"{r.message} {r.refutation or ''}"


@pytest.mark.parametrize("puzzle", SCORING, ids=[p.id for p in SCORING])
def test_a_wrong_total_points_at_a_part_not_at_the_slip(puzzle: Puzzle) -> None:
    a = analyse(puzzle)
    truth = a.best[0]
    for wrong in a.tempting:
        said = _said(puzzle, wrong)
        assert truth not in said.replace(wrong, ""), said
        assert not any(slip in said for slip in LOOK_AGAIN), said


@pytest.mark.parametrize("puzzle", SCORING, ids=[p.id for p in SCORING])
def test_a_wrong_total_no_slip_explains_gets_the_parts_without_their_figures(puzzle: Puzzle) -> None:
    """Chapter 1: a total no single slip explains was told every part of the sum ("seven brisquettes at one point
    each, and nine brisques in all for the book bonus"): the answer. It is sent to the parts, without a figure."""
    truth = int(analyse(puzzle).best[0])
    told = 0
    for wrong in range(truth - 12, truth + 13):
        if wrong == truth:
            continue
        said = _said(puzzle, str(wrong))
        if not re.search(r"No single (part|deal) explains", said):
            continue
        told += 1
        assert set(re.findall(r"\d+", said)) <= {str(abs(wrong))}, said  # only the learner's own number
        figures = [w for w in NUMBER_WORDS[1:] if w != "six"]  # "each brisque over six" is the rule, not a count
        assert not any(re.search(rf"\b{w}\b", said, re.IGNORECASE) for w in figures), said
    assert told, "a wrong total no single slip explains"


def test_every_slip_has_a_place_to_look() -> None:
    assert set(_DEAL_MISTAKES) <= set(LOOK_AGAIN)


@pytest.mark.parametrize("puzzle", BEST, ids=[p.id for p in BEST])
def test_a_lesser_declaration_does_not_say_by_how_much(puzzle: Puzzle) -> None:
    a = analyse(puzzle)
    for key, (ok, _why) in a.verdicts.items():
        if ok or a.costs.get(key) == "the rules refuse it":
            continue
        assert "fewer than" not in _said(puzzle, key)


LEGAL_ALL = [p for p in load_file(ROOT / "seeds" / "drills" / "barring_legal_all.json") if p.task == "legal_all"]


@pytest.mark.parametrize("puzzle", LEGAL_ALL[:12], ids=[p.id for p in LEGAL_ALL[:12]])
def test_a_wrong_tick_says_where_to_look_not_the_bar(puzzle: Puzzle) -> None:
    """Chapter 10's review: the first miss used to explain the whole bar (what bars, what unbars it)."""
    a = analyse(puzzle)
    right = set(a.best[0].split(" | "))
    for wrong in puzzle.choices:
        if wrong in right or wrong == "none of them":
            continue
        said = _said(puzzle, wrong)
        assert "To unbar" not in said and "are barred" not in said and "is barred" not in said, said


TICKED = [p for f in sorted((ROOT / "seeds" / "drills").glob("barring*.json")) for p in load_file(f)
          if p.answer_form == "choices"]
COUNT_WORDS = re.compile(r"\b(one|two|three|four|five|six|\d+) (more )?(card|pick|declaration|choice)s?\b", re.I)


@pytest.mark.parametrize("puzzle", TICKED[:30], ids=[p.id for p in TICKED[:30]])
def test_a_wrong_set_of_ticks_says_neither_how_many_nor_which(puzzle: Puzzle) -> None:
    """Chapter 5's review: "one card you ticked can be played ... and two more cards must be kept too" is the
    answer when there are four cards to tick. Every wrong set of ticks (one too many, one left out, one swapped)
    gets the same words, which name no choice and no count."""
    right = [c for c in analyse(puzzle).best[0].split(" | ") if c != "none of them"]
    others = [c for c in puzzle.choices if c not in right and c != "none of them"]
    tries = [right[:-1], [*right, *others[:1]], [*right[:-1], *others[:1]]]
    said = {_said(puzzle, " | ".join(t)) for t in tries if t and set(t) != set(right)}
    assert len(said) == 1, said  # the same nudge whatever was wrong: it gives nothing away
    text = said.pop()
    assert not COUNT_WORDS.search(text), text
    assert not any(re.search(rf"(?<!\w){re.escape(str(c))}(?!\w)", text) for c in puzzle.choices), text


REASONED = [p for f in sorted((ROOT / "seeds" / "drills").glob("*.json")) for p in load_file(f)
            if p.task == "may_declare"]


@pytest.mark.parametrize("puzzle", REASONED[:20], ids=[p.id for p in REASONED[:20]])
def test_a_wrong_reasoned_answer_does_not_say_which_part_was_right(puzzle: Puzzle) -> None:
    """Chapters 0 and 3: "... is not right: the rules give another reason" told that the "No" was right. Every
    wrong answer, its yes or no wrong or only its reason, hears the same verdict."""
    a = analyse(puzzle)
    verdicts = {check(puzzle, c).message.split("” ", 1)[1] for c in puzzle.choices if c not in a.best}
    assert verdicts == {f"is not right: {REASONED_MISS}."}, verdicts


DECLARING = [p for p in load_file(ROOT / "seeds" / "drills" / "declaration.json") if p.task == "may_declare"]


def test_a_wrong_yes_goes_through_the_rules_of_declaring_not_the_one_that_refuses() -> None:
    """Chapters 0, 2 and 3: after a wrong "yes", "look at who won the trick" (or "at what you declared before")
    pointed at the one choice that speaks of it. The nudge names the rules of declaring to go through, the
    same whichever of them refuses; and a wrong "a table card cannot serve" asks the rule, not where to look."""
    told: dict[str, str] = {}
    for p in DECLARING:
        a = analyse(p)
        for c in p.choices:
            if c in a.best:
                continue
            said = _said(p, c)
            assert "look at" not in said.lower(), said
            if c.startswith("Yes"):
                # the rules to go through, and not that the cards may not be declared: that is the "No"
                assert "may not" not in said and "cannot" not in said, said
                told[a.best[0]] = said.split(f"{REASONED_MISS}. ", 1)[1]
    # refused for another reason each (every card on the table, the loser's penchant, a card served before)...
    assert len(told) >= 3, told
    # ...and told the same two rules first each time
    assert all(t.startswith("Go through the rules of declaring: who may declare what after a trick") and
               "where its cards must come from" in t for t in told.values()), told
