"""An end-game session plays under its puzzle's rules, and under no other (review 46): ``profile=None`` once
meant "the puzzle's" and any profile given replaced them, so a session could play a Kandell puzzle under
Foster's rules against answers worked out under Kandell's."""

from __future__ import annotations

import pytest

from penchant.puzzles import EndgameSession, Puzzle, load_bank
from penchant.puzzles.sessions.endgame_lines import position_of
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


def test_the_trick_in_play_counts_from_the_puzzles_first_trick() -> None:
    """``trick_in_play`` is the session's to say (the slips and the board's values table read it): the puzzle's
    first trick, then one more for each trick played, 17 once the deal is over."""
    for p in _endgames()[:6]:
        s = EndgameSession(p)
        assert s.trick_in_play == s.first_trick and 11 <= s.first_trick <= 16
        while not s.finished:
            assert s.trick_in_play == s.first_trick + len(s.tricks)
            s.play(s.legal()[0])
        assert s.trick_in_play == 17
