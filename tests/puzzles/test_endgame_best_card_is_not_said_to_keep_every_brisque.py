"""A best card in an end-game is said to be best, not to "keep every brisque": a newcomer led A♥, best, read
"A♥ keeps every brisque you can still take" and saw the trick list give the opponent the trick and a brisque. A card
that is the only one allowed is said to be that, not best among others (newcomer 35)."""

from __future__ import annotations

from penchant.puzzles import EndgameSession, load_bank
from penchant.solver import solve


def test_a_best_card_is_said_to_be_best() -> None:
    said = []
    for p in [q for q in load_bank() if q.kind == "endgame" and q.task != "aim"][:8]:
        s = EndgameSession(p)
        while not s.finished and s.to_move == 0:
            only = len(s.legal()) == 1
            result = s.play(solve(s.position(0), s.profile).best[0])
            assert result.correct
            said.append((only, result.message))
    assert said and any(only for only, _ in said) and not all(only for only, _ in said)
    assert not [m for _, m in said if "keeps every brisque" in m]
    assert all(("was the only card you could play." if only else
                "is a best card: no other card takes more brisques from here.") in m for only, m in said), said[:3]
