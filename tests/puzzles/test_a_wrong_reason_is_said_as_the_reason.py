"""Chapter 0's first board: the wrong "Yes: you won the trick, and its winner may declare any combination, fresh
cards or not" heard that it "is not right" (its yes was right, only its reason wrong) and was asked "may a
combination be declared again with no card fresh from the hand?" of a pair never declared before. A wrong reason
is said as the reason, and the question fits the position: nothing declared before is never declared "again"."""

from __future__ import annotations

from pathlib import Path

from penchant.puzzles import analyse, check, get
from penchant.puzzles.bank import load_file
from penchant.puzzles.claims import WINNER_YES, Claim
from penchant.puzzles.grading import WRONG_REASON
from penchant.rules.cards import CardSet

ROOT = Path(__file__).resolve().parents[2]
REASONED = [p for f in sorted((ROOT / "penchant" / "data" / "drills").glob("*.json")) for p in load_file(f)
            if p.task == "may_declare"]


def test_chapter_0s_wrong_reason_is_said_as_its_reason_and_not_again() -> None:
    p = get("declaration-013")
    r = check(p, Claim(*WINNER_YES, False).text)
    assert not r.correct
    assert "is not right" not in r.message, r.message
    assert r.message == WRONG_REASON == "That answer's reason does not hold here.", r.message
    assert "“" not in r.message  # the pressed choice is not quoted back whole
    assert "again" not in (r.refutation or ""), r.refutation
    # in words the page has shown (hand, table), not "fresh", which it has not said the meaning of (issue #31)
    assert "fresh" not in (r.refutation or "") and "on your table" in (r.refutation or ""), r.refutation


def test_a_declaration_never_made_is_never_asked_of_as_declared_again() -> None:
    asked = 0
    for p in REASONED:
        declaration = CardSet(str(p.position["declaration"]))
        if any(cards == declaration for _kind, cards in p.declared_before):
            continue
        best = analyse(p).best
        for c in p.choices:
            if c in best:
                continue
            r = check(p, c)
            said = f"{r.message} {r.refutation or ''}"
            assert "declared again" not in said, (p.id, said)
            asked += 1
    assert asked > 10, asked
