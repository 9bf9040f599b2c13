"""A reasoned choice ("May you declare this? Pick the answer with its reason") was answered by its length: in the
chapters' puzzles the right claim was the longest line (a newcomer, issue #31). Over every reasoned-choice puzzle
of the bank and the drills, the right choice is the strictly longest line no more often than a choice picked at
random would be, and never on a chapter's board of one such puzzle, where it would be the whole tell."""

from __future__ import annotations

import json
import re
from pathlib import Path

from penchant.puzzles.bank import get, load_bank, load_drills
from penchant.puzzles.model import Puzzle

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _reasoned(p: Puzzle) -> bool:
    return (p.answer_form == "choice" and len(p.answer) == 1 and len(p.choices) >= 3
            and all(re.match(r"(Yes|No): ", c) for c in p.choices))


def _strictly_longest(p: Puzzle) -> bool:
    lengths = sorted((len(c) for c in p.choices), reverse=True)
    return len(p.answer[0]) == lengths[0] > lengths[1]


def test_the_right_choice_is_not_found_by_its_length() -> None:
    reasoned = [p for p in (*load_bank(), *load_drills()) if _reasoned(p)]
    assert len(reasoned) >= 8
    longest = [p.id for p in reasoned if _strictly_longest(p)]
    chance = sum(1 / len(p.choices) for p in reasoned)
    assert len(longest) <= chance, (longest, chance)


def test_no_chapter_board_shows_its_right_reason_as_its_longest_line() -> None:
    known = {p.id for p in (*load_bank(), *load_drills())}
    checked = []
    for page in sorted(NOTEBOOKS.glob("[01][0-9]_*.ipynb")):
        code = " ".join("".join(c["source"]) for c in json.loads(page.read_text(encoding="utf-8"))["cells"]
                        if c["cell_type"] == "code")
        for pid in sorted(set(re.findall(r'"([a-z]+-\d{3})"', code)) & known):  # every kind's puzzle shown
            p = get(pid)
            if _reasoned(p):
                checked.append(pid)
                assert not _strictly_longest(p), (page.name, pid, p.answer[0])
    assert {"trump-002", "trump-016"} <= set(checked), checked  # chapter 4's reasoned trump puzzles among them
