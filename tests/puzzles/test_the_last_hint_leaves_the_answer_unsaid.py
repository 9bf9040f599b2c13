"""Chapter 2's "Who may declare" gave as its hint 3 of 3 "The loser of a trick may declare only a penchant, and only
when the winner declared nothing.", the answer word for word, and the puzzle then counted as solved without the cost
"Show the solution" carries (issue #31). No hint of a "pick the answer with its reason" puzzle says its answer's
reason: five words in a row of the right choice's reason never stand in a hint, the last leading to it unsaid."""

from __future__ import annotations

import re

from penchant.puzzles import analyse
from penchant.puzzles.bank import get, load_bank, load_drills

RUN = 5


def _runs(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"[\w♠♥♦♣']+", text.lower())
    return {tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}


def test_no_last_hint_says_the_answers_reason() -> None:
    said = []
    for p in [*load_drills(), *load_bank()]:
        if p.answer_form != "choice":
            continue
        a = analyse(p)
        if not a.best or not a.hints:
            continue
        reason = a.best[0].split(": ", 1)[-1]
        for hint in (a.hints[-1], p.hints[-1] if p.hints else ""):
            common = _runs(reason) & _runs(hint)
            if common:
                said.append((p.id, hint, sorted(" ".join(c) for c in common)))
    assert not said, said


def test_chapter_2s_last_hint_leads_to_the_losers_rule() -> None:
    p = get("declaration-028")
    last = analyse(p).hints[-1]
    assert "only a penchant" not in last and "penchant" not in last.lower(), last
    assert "a Queen and a Jack of different suits" in last and "Q♥ K♥" in last, last
