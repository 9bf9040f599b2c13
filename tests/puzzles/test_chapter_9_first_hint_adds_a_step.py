"""Chapter 9's third check: its first hint only repeated the wrong answer's message ("look at the figures under
“The lead in the last six tricks”", issue #31). The first hint takes a step past every miss's message."""

from __future__ import annotations

from penchant.puzzles import check, get
from penchant.puzzles.checking import hints_after_tries


def test_the_first_hint_says_what_no_miss_says() -> None:
    p = get("understanding-numbers-3")
    for c in p.choices:
        r = check(p, c)
        if r.correct:
            continue
        first = hints_after_tries(p, [c])[0]
        assert "cost the leader" in first and first not in (r.refutation or ""), (c, first)
        assert "how often the lead changed the result" not in (r.refutation or "") or "cost" in first
