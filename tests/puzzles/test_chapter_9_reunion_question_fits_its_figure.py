"""Chapter 9's first check (newcomer 40, #5) asked "Early in a deal you hold J♥ Q♥ K♥" while its answer argued from
the chance of ever holding all five cards of a reunion: one who holds three already is far likelier to finish it.
The question now asks what its figure answers: how often a reunion comes at all, with no cards already held."""

from __future__ import annotations

from penchant.puzzles.bank import get
from penchant.puzzles.understanding import analyse


def test_the_reunion_question_holds_no_cards_and_its_answer_is_the_chance_of_all_five() -> None:
    p = get("understanding-numbers-1")
    assert not set("♠♥♦♣") & set(p.question), p.question  # no cards already in hand
    assert "reunion" in p.question
    a = analyse(p)
    assert a.best == ("Keep its cards while they score on the way: all five come in under 1 deal in 10",)
    said = a.verdicts[a.best[0]][1]
    assert "you hold all five cards of a reunion at once" in said, said
