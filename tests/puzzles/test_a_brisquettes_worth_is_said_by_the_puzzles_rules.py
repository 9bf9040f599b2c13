"""The "brisques score" checker says a brisquette's worth under the puzzle's rules, not Kandell's point typed in
(issue #30): under Foster a brisquette is worth ten."""

from __future__ import annotations

from dataclasses import replace

from penchant.puzzles import get
from penchant.puzzles.understanding import claims_of
from penchant.rules.profiles import FOSTER, KANDELL


def _book_bonus_alone_said(rules: str) -> str:
    p = get("understanding-rules-3")
    p = replace(p, position={**p.position, "rules": rules,
                             "claims": ["50", "30", "20", "8"],
                             "given": {**p.position["given"], "points": [50, 30, 20, 8]}},
                choices=("50", "30", "20", "8"))
    return claims_of(p)["20"][1]


def test_under_foster_a_brisquette_is_said_worth_ten() -> None:
    assert FOSTER.brisquette_points == 10
    said = _book_bonus_alone_said("foster")
    assert "score ten points each at once" in said, said


def test_under_kandell_a_brisquette_is_said_worth_one() -> None:
    assert KANDELL.brisquette_points == 1
    p = get("understanding-rules-3")
    said = claims_of(p)["2"][1]
    assert "score one point each at once" in said, said
