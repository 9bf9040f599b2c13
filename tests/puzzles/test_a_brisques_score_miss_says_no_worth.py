"""The "brisques score" checker (chapter 10) says what the brisques are worth under the puzzle's rules in the right
answer's reason, not Kandell's point typed in (issue #30): under Foster a brisquette is worth ten. A wrong count's
reason says no worth at all, under any rules: "the brisques of the last six tricks also score one point each" was
the missing part's worth, the answer (issue #31); it sends the learner to the count left out."""

from __future__ import annotations

from dataclasses import replace

from penchant.puzzles import get
from penchant.puzzles.checkers.understanding import claims_of
from penchant.rules.profiles import FOSTER, KANDELL


def _claims(rules: str) -> dict[str, tuple[bool, str]]:
    p = get("understanding-rules-3")
    p = replace(p, position={**p.position, "rules": rules,
                             "claims": ["50", "30", "20", "8"],
                             "given": {**p.position["given"], "points": [50, 30, 20, 8]}},
                choices=("50", "30", "20", "8"))
    return claims_of(p)


def test_under_foster_the_right_reason_says_foster_s_worth_and_a_miss_says_none() -> None:
    assert FOSTER.brisquette_points == 10
    said = _claims("foster")
    holds, right = said["50"]
    assert holds and "30 points at once" in right and "20 points of book bonus" in right, right
    holds, book_alone = said["20"]
    assert not holds and "look again at your brisques of the last six tricks" in book_alone, book_alone
    for claim in ("30", "20", "8"):
        assert "point" not in said[claim][1] and "10" not in said[claim][1], said[claim]


def test_under_kandell_a_miss_says_no_worth_either() -> None:
    assert KANDELL.brisquette_points == 1
    p = get("understanding-rules-3")
    said = claims_of(p)
    assert "three points at once" in said["5"][1], said["5"]
    for claim in ("3", "2", "8"):
        assert not said[claim][0] and "point" not in said[claim][1], said[claim]
