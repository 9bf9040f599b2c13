"""An end-game session plays under its puzzle's rules, and under no other (review 46): ``profile=None`` once
meant "the puzzle's" and any profile given replaced them, so a session could play a Kandell puzzle under
Foster's rules against answers worked out under Kandell's."""

from __future__ import annotations

import pytest

from penchant.puzzles import EndgameSession, Puzzle, load_bank
from penchant.puzzles.endgame_lines import position_of
from penchant.solver import solve


def _endgames() -> list[Puzzle]:
    return [p for p in load_bank() if p.kind == "endgame"]


def test_a_session_knows_its_puzzles_rules_and_plays_them() -> None:
    names = set()
    for p in _endgames()[:12]:
        s = EndgameSession(p)
        assert s.profile == p.profile
        assert s.target == solve(position_of(p), p.profile).value.brisques
        names.add(p.profile.name)
    assert names  # the bank holds end-games


def test_no_other_profile_can_be_given() -> None:
    p = _endgames()[0]
    with pytest.raises(TypeError, match="profile"):
        EndgameSession(p, profile="foster")  # type: ignore[call-arg]
