"""Chapter 7's first game-at-stake end-game stands at 70 to 66 with the lurch at 40: nobody can be lurched, yet its
first two hints dwelt on the lurch ("one can cross the lurch"), and newcomer 33 went looking for it. A game-aim
end-game's hints are made from its position: the lurch is said as at stake only where some count of the brisques
still to take lurches a player, and then of whom."""

from __future__ import annotations

import pytest

from penchant.puzzles import get, load_drills
from penchant.puzzles.checkers.endgame import analyse
from penchant.puzzles.model import Puzzle
from penchant.puzzles.sessions.endgame_lines import game_stake, position_of

AIMS = [p for p in load_drills() if p.kind == "endgame" and p.task == "aim"]


def test_at_seventy_to_sixty_six_the_hints_say_nobody_is_lurched() -> None:
    p = get("mined-endgame-aim-7061-33")
    first, second = p.hints[:2]
    assert "you 70, your opponent 66" in first
    assert "nobody ends this game lurched" in first, first
    assert "cross the lurch" not in second and "lurched" not in second.split("(the lurch)")[-1], second
    assert second.endswith("decide who wins the game."), second


def test_where_the_learner_can_be_lurched_the_hints_say_so() -> None:
    p = get("mined-endgame-aim-7065-29")  # you 38, your opponent 52
    first, second = p.hints[:2]
    assert first.endswith("here you can still end the game lurched."), first
    assert second.endswith("decide whether you are lurched."), second


@pytest.mark.parametrize("puzzle", AIMS, ids=lambda p: p.id)
def test_the_lurch_is_said_as_at_stake_exactly_where_it_is(puzzle: Puzzle) -> None:
    a = analyse(puzzle)
    assert puzzle.hints[:2] == a.hints[:2]  # stored as the engine makes them
    at_stake = game_stake(puzzle).lurch_at_stake(position_of(puzzle), puzzle.profile)
    first = a.hints[0]
    assert ("can still end the game lurched" in first) is at_stake, first
    assert ("nobody ends this game lurched" in first) is not at_stake, first
