"""The numbers the chapters' prose states as Kandell's rules are the rules' own (review eng21): chapter 7's and
chapter 10's markdown say "1 each", "more than six", "not reached 40", "four deals", "20 make the stock" as text,
while their code cells read the same numbers from the profile. No scan read the prose, so a rule changed in
``penchant/rules`` would have left the pages teaching the old one. Each sentence below is found in its chapter's
markdown and its number compared with the rule it states."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from penchant.english.numbers import number_words
from penchant.rules.brisques import BOOK_BRISQUES, BRISQUES_IN_PACK
from penchant.rules.cards import PACK_SIZE
from penchant.rules.dealing import HAND_SIZE, LAST_SIX_TRICKS, STOCK_SIZE
from penchant.rules.game_scoring import DEALS_PER_GAME
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.rules.scoring import declared_points

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

# (chapter, a pattern whose one group is the number as the page says it, the rule's number)
STATED: list[tuple[str, str, Callable[[], int]]] = [
    ("02", r"called a \*\*marriage\*\* \(the board\s+above says so\), worth (\d+) points",
     lambda: declared_points(KANDELL, (Kind.MARRIAGE,))),
    ("02", r"called a \*\*besito\*\*, also worth (\d+) points", lambda: declared_points(KANDELL, (Kind.BESITO,))),
    ("02", r"any penchant scores only (\d+) point", lambda: declared_points(KANDELL, (Kind.PENCHANT,))),
    ("07", r"A game is \*\*(\w+) deals\*\*", lambda: DEALS_PER_GAME),
    ("07", r"has \*\*not reached (\d+)\*\*", lambda: KANDELL.lurch_threshold),
    ("10", r"(\d+) cards, 7 8 9 10 J Q K A", lambda: PACK_SIZE),
    ("10", r"the Aces, Tens and Sevens \((\d+)\)", lambda: BRISQUES_IN_PACK),
    ("10", r"\*\*(\w+) deals make a game\*\*", lambda: DEALS_PER_GAME),
    ("10", r"Deal \*\*(\w+) each\*\*", lambda: HAND_SIZE),
    ("10", r"\*\*(\d+)\*\* make the stock", lambda: STOCK_SIZE),
    ("10", r"## The last (\w+) tricks", lambda: LAST_SIX_TRICKS),
    ("10", r"\*\*brisquette\*\*: (\d+) point", lambda: KANDELL.brisquette_points),
    ("10", r"brisques over (\w+) \(both parts", lambda: BOOK_BRISQUES),
    ("10", r"if the loser has under \*\*(\d+)\*\*", lambda: KANDELL.lurch_threshold),
]


def _markdown(chapter: str) -> str:
    (path,) = NOTEBOOKS.glob(f"{chapter}_*.ipynb")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def _as_number(said: str) -> int:
    if said.isdigit():
        return int(said)
    words = {number_words(n): n for n in range(100)}
    return words[said.lower()]


@pytest.mark.parametrize(("chapter", "pattern", "rule"), STATED, ids=[f"{c}: {p[:40]}" for c, p, _ in STATED])
def test_a_number_the_prose_states_is_the_rules(chapter: str, pattern: str, rule: Callable[[], int]) -> None:
    found = re.search(pattern, _markdown(chapter))
    assert found, f"chapter {chapter} no longer says {pattern!r}: update this list with what it says now"
    assert _as_number(found.group(1)) == rule(), (chapter, found.group(0))


def test_a_number_changed_in_the_prose_is_caught() -> None:
    text = "If the loser has **not reached 50**, he is lurched"
    found = re.search(r"has \*\*not reached (\d+)\*\*", text)
    assert found and _as_number(found.group(1)) != KANDELL.lurch_threshold


def test_the_code_cells_take_a_combinations_worth_from_the_rules() -> None:
    """Chapter 2's example notes said "worth 2 points" of the marriage and the besito in a code cell's strings: a
    code cell has the rules at hand, so a combination's points are read from them (``declared_points``)."""
    written = re.compile(r"(?:worth|scores only) (?:\d+|one|two|three|four|five) points?\b")
    found = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        found += [f"{path.name}: {m.group(0)!r}" for c in cells if c["cell_type"] == "code"
                  for m in written.finditer("".join(c["source"]))]
    assert not found, "\n".join(found)
    assert written.search('(6, "a **besito**, also worth 2 points."),')


def test_chapter_7_says_the_brisques_points_from_the_rules() -> None:
    """Chapter 7's markdown typed "1 each", "scores 1 for each one over six", "10 − 6 = 4 … 12 points" and "16 … 8 …
    24" (issue #30): its paragraphs on the brisques are the lessons' words (:mod:`penchant.lessons.scoring_a_deal`),
    which read the rules, so no brisque's points are left typed in its prose, and the words follow the rules asked."""
    from penchant.lessons.scoring_a_deal import brisques_twice_words, three_ways_words, two_options_words
    from penchant.rules.profiles import BRISQUE_OPTIONS, FOSTER

    prose = _markdown("07")
    for typed in (r"score at once: \d+ each", r"scores \d+ for each one over", r"\d+ − \d+ = \d+",
                  r"\d+ a brisquette", r"\d+ in all"):
        assert not re.search(typed, prose), typed
    (path,) = NOTEBOOKS.glob("07_*.ipynb")
    code = "\n".join("".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
                     if c["cell_type"] == "code")
    for call in ("three_ways_words(KANDELL)", "brisques_twice_words(KANDELL)", "two_options_words()"):
        assert call in code, call
    _lead, ways = three_ways_words(FOSTER)
    assert f"score at once: {FOSTER.brisquette_points} each" in ways[1].words
    assert f"scores {FOSTER.bonus_points} for each one over" in ways[2].words
    assert "scores 80 for the brisquettes and 40 for the book bonus" in brisques_twice_words(FOSTER).words
    assert "120 points" in brisques_twice_words(FOSTER).pieces
    assert "16 for the brisquettes and 8 for the book bonus, 24 in all" in two_options_words().words
    doubled = KANDELL.with_options(**BRISQUE_OPTIONS["doubled brisques"])
    assert f"{doubled.brisquette_points} a brisquette and {doubled.bonus_points} a brisque" in two_options_words().words
