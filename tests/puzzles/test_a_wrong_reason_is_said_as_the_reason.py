"""Chapter 0's first board: the wrong "Yes: you won the trick, and its winner may declare any combination, fresh
cards or not" heard that it "is not right" (its yes was right, only its reason wrong) and was asked "may a
combination be declared again with no card fresh from the hand?" of a pair never declared before. A wrong reason
is said as the reason, and the question fits the position: nothing declared before is never declared "again"."""

from __future__ import annotations

from pathlib import Path

from penchant.puzzles import analyse, check, get
from penchant.puzzles.bank import load_file
from penchant.puzzles.checkers.claims import WINNER_YES, Claim
from penchant.puzzles.checkers.grading import WRONG_REASON
from penchant.rules.cards import CardSet

ROOT = Path(__file__).resolve().parents[2]
REASONED = [p for f in sorted((ROOT / "penchant" / "data" / "drills").glob("*.json")) for p in load_file(f)
            if p.task == "may_declare"]


def test_chapter_0s_wrong_reason_is_said_as_its_reason_and_not_again() -> None:
    p = get("declaration-013")
    r = check(p, Claim(*WINNER_YES, False).text)
    assert not r.correct
    # the headline every board has, "“…” is not right", said with the part that is wrong, never unqualified (its
    # yes is right); chapter 0 once had a headline of its own, which no later board showed (issue #31)
    assert r.message == f"“{Claim(*WINNER_YES, False).text}” is not right: {WRONG_REASON}.", r.message
    assert WRONG_REASON == "its reason does not hold here"
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


def test_chapter_0_describes_the_headline_its_board_and_every_later_one_show() -> None:
    """One wording for a wrong answer's headline: chapter 0 says it, and its own board shows it as later ones do."""
    import json

    cells = json.loads((ROOT / "notebooks" / "00_how_to_use_this_tutorial.ipynb").read_text())["cells"]
    told = " ".join(" ".join("".join(c["source"]).split()) for c in cells if c["cell_type"] == "markdown")
    assert "“… is not right”" in told, told
    p = get("declaration-013")
    for c in p.choices:
        if c not in analyse(p).best:
            assert "” is not right" in check(p, c).message, c
