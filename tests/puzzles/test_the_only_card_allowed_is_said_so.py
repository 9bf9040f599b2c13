"""Where one card alone may be played, it is said to be the only card allowed: chapter 6's "Follow suit" demo told a
newcomer "K♦ is a best card: no other card takes more brisques" when K♦ was the one card the rules allowed (newcomer
35)."""

from __future__ import annotations

from penchant.puzzles.sessions.endgame_session import EndgameSession


def _chapter_6s_demo() -> EndgameSession:
    return EndgameSession.from_position("KD 7D AS 8C", "TD 9C JS", led="QD", trump="S", won=(5, 4))


def test_the_one_legal_card_is_said_to_be_the_only_card_allowed() -> None:
    s = _chapter_6s_demo()
    assert s.legal() == ["KD"]
    said = s.play("KD").message
    assert said.startswith("K♦ was the only card you could play"), said
    assert "best card" not in said and "no other card" not in said, said


def test_a_choice_among_several_is_still_a_best_card() -> None:
    s = _chapter_6s_demo()
    s.play("KD")
    while not s.finished and len(s.legal()) < 2:
        s.play(s.legal()[0])
    if not s.finished:
        best = max(s.legal(), key=lambda c: s.values()[c].brisques)
        assert "is a best card" in s.play(best).message
