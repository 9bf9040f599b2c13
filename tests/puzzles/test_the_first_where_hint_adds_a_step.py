"""Chapter 3's first puzzle (declaration-014): after a wrong answer the board asks "Where does each card of J♥ Q♥
K♥ lie now, and where must at least one card of a declaration come from?", and Hint 1 said nearly the same ("Look
where each card of the declaration lies now"): it added nothing. The first hint takes the next step: it names
the cards of the hand, to be set beside the declaration's, both in the engine's analysis and in the stored drill."""

from __future__ import annotations

from pathlib import Path

from penchant.puzzles import analyse, check
from penchant.puzzles.bank import load_file

ROOT = Path(__file__).resolve().parents[2]
DRILLS = load_file(ROOT / "penchant" / "data" / "drills" / "declaration.json")


def test_the_first_hint_names_the_hand_beyond_the_wrong_answers_question() -> None:
    p = next(x for x in DRILLS if x.id == "declaration-014")
    wrong = check(p, p.choices[0])
    for hints in (p.hints, analyse(p).hints):
        assert "Your hand holds 9♣" in hints[0] and "J♥ Q♥ K♥" in hints[0], hints
        assert hints[0] not in wrong.refutation and "Look where each card" not in hints[0], hints


WHERE_HINTED = ("declaration-001", "declaration-002", "declaration-010", "declaration-013", "declaration-014",
                "declaration-030")
"""The may-declare drills whose hints say where a card "lies now" (the other two, 011 and 028, ask no such thing)."""


def test_every_stored_where_hint_is_the_engines() -> None:
    where = {p.id: analyse(p).hints for p in DRILLS
             if p.task == "may_declare" and any("lies now" in h for h in analyse(p).hints)}
    assert sorted(where) == sorted(WHERE_HINTED), sorted(where)
    for p in DRILLS:
        if p.id in where:
            assert tuple(p.hints) == tuple(where[p.id]), (p.id, p.hints, where[p.id])
