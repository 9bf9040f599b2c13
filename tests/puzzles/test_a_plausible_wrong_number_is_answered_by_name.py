"""A wrong number typed in a puzzle asking a score is answered with what it is, where the cards say: a score read off a
family whose cards are all on the table hears why that family may not be declared (chapter 3's flush puzzle answered
"3" with the generic "list what your hand and table can form"), two declarations added together hear that the
question asks for one, and 0 hears that something may be declared; none names the answer. A hint shown after a miss
that asked after a part of a count is that part's hint (chapter 7's first scoring puzzle followed "did you add your
brisquettes?" with "Add the declarations at their values")."""

from __future__ import annotations

import pytest

from penchant.puzzles.bank import get
from penchant.puzzles.checking import analyse, check, hints_after_tries

GENERIC = "List what your hand and table can form together"


@pytest.mark.parametrize(("pid", "typed", "said"), [
    ("declaration-021", "3", "3 is what the family J♥ Q♥ K♥ would score, but it may not be declared now, and no "
                            "declaration you may make scores 3."),
    ("declaration-022", "5", "5 adds two declarations together, but the question asks what one declaration scores"),
    ("declaration-025", "7", "7 adds two declarations together"),
    ("declaration-008", "0", "0 would mean you may declare nothing here."),
])
def test_a_plausible_wrong_score_hears_what_it_is(pid: str, typed: str, said: str) -> None:
    p = get(pid)
    best = analyse(p).best[0]
    r = check(p, typed)
    assert not r.correct
    refutation = r.refutation or ""
    assert refutation.startswith(said) and GENERIC not in refutation, refutation
    assert f" {best} " not in f" {refutation} ".replace(f"{typed} ", "", 1), ("the answer is not named", refutation)


def test_every_score_a_combination_of_the_cards_would_make_is_answered_by_name() -> None:
    # chapter 3's score puzzles: a number any combination of hand and table would score, legal or not, is told why
    for pid in ("declaration-006", "declaration-021", "declaration-022", "declaration-025", "declaration-018"):
        p = get(pid)
        a = analyse(p)
        for typed in a.misses:
            r = check(p, typed)
            assert r.correct or GENERIC not in (r.refutation or ""), (pid, typed, r.refutation)


def test_a_hint_after_a_miss_adds_to_what_the_miss_said() -> None:
    p = get("scoring-003")
    assert analyse(p).best[0] == "34"
    r = check(p, "32")
    assert "look on the board at your brisquettes: what do they score?" in (r.refutation or ""), r.refutation
    hints = hints_after_tries(p, ["32"])
    assert hints[0].startswith("Each brisque taken in the last six tricks is a brisquette"), hints
    assert sorted(hints) == sorted(p.hints), "the same hints, the one the miss points at first"
    assert hints_after_tries(p, []) == p.hints
