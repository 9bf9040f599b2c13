"""A trick is held against the deal's tricks by the rules: whether the last six have begun
(``last_six_begun``), the deal is over (``deal_over``) or a declaration may follow (``declaration_may_follow``),
never ``trick > FIRST_TEN_TRICKS`` outside ``penchant/rules``. The scan is test_procedure_asked_of_the_rules.py's
count scan; these are its cases and its allowances' upkeep."""

from __future__ import annotations

import ast

from source_scan import parsed, sources
from test_procedure_asked_of_the_rules import COUNT_ALLOWED, counts_compared_inline


def test_the_count_scan_sees_a_trick_held_against_the_deals_tricks() -> None:
    """The copies once made: a question's trick past the first ten (whether the last six had begun), the
    marker's sheet and the position reader deciding by hand that a deal is over or that a declaration may follow;
    a count of cards or declarations is the declarations' clause's, or none."""
    old = (
        "if trick > FIRST_TEN_TRICKS:\n"
        "    pass\n"
        "over = self.next_trick > ALL_TRICKS\n"
        "if stage is Stage.OVER and tricks != ALL_TRICKS:\n"
        "    pass\n"
        "if declaring and not 1 <= tricks <= FIRST_TEN_TRICKS:\n"
        "    pass\n"
        "if hand.bit_count() != FIRST_TEN_TRICKS:\n"
        "    pass\n"
    )
    assert [p.split(":")[1] for p in counts_compared_inline(old, "x.py")] == ["1", "3", "4", "6"]


def test_the_allowed_counts_still_need_their_place() -> None:
    """Each comparison the count scan lets pass is still in its file: an allowance whose code has gone goes too."""
    found = {(rel, ast.unparse(n)) for rel, source in sources() if any(rel == w for w, _c in COUNT_ALLOWED)
             for n in ast.walk(parsed(source)) if isinstance(n, ast.Compare)}
    assert set(COUNT_ALLOWED) <= found, sorted(set(COUNT_ALLOWED) - found)
