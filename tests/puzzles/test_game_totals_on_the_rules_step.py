"""A game-aim end-game's game score is one the rules can make: on the profile's score step (Foster's count in
tens) and holding at least what the deal has scored so far. The end-game miner made its totals by arithmetic
(``escapes + 12 + seed % 9``: 415 under Foster) and the reader of a puzzle's game score only checked 0 to 10000,
so ``penchant puzzles verify`` would have passed a Foster game standing at 415."""

from __future__ import annotations

from pathlib import Path

import pytest

from penchant.errors import PenchantError
from penchant.players.greedy import greedy_action
from penchant.puzzlemakers.endgame_mining import mine_endgames
from penchant.puzzles.bank import load_drills
from penchant.puzzles.model import Puzzle
from penchant.puzzles.names import stake_title
from penchant.puzzles.sessions.endgame_lines import game_stake
from penchant.rules.game_scoring import fewest_escaping_lurch, is_lurched, most_lurched
from penchant.rules.profiles import get_profile
from penchant.rules.score_scale import score_step, standing_game_score_problem

DRILLS_DIR = Path(__file__).resolve().parents[2] / "penchant" / "data" / "drills"


def _aim() -> Puzzle:
    """A game-aim end-game of the drills (chapter 6 shows them), under Kandell's rules."""
    return next(p for p in load_drills(DRILLS_DIR) if p.kind == "endgame" and p.task == "aim")


def test_the_miner_makes_foster_totals_in_tens() -> None:
    found = list(mine_endgames(12, greedy_action, 7000, rules="foster", lines=0, aims=3))
    assert found, "the miner found no Foster game-aim end-game in 12 deals"
    step = score_step(get_profile("foster"))
    for p in found:
        scores = p.position["game"]["scores"]
        assert all(s % step == 0 for s in scores), (p.id, scores)
        assert standing_game_score_problem(scores, p.profile) is None
        # named by how the game stands, not as the board is ("The game at stake" under "The game at stake")
        assert p.title.startswith(stake_title(scores)), (p.id, p.title)


def test_a_puzzles_game_score_off_the_step_is_refused_quoted() -> None:
    p = _aim()
    foster = p.with_changes(position={**p.position, "rules": "foster", "game": {"deal": 4, "scores": [415, 380]}})
    with pytest.raises(PenchantError, match=r"\[415, 380\].*steps of 10"):
        game_stake(foster)
    on_step = p.with_changes(position={**p.position, "rules": "foster", "game": {"deal": 4, "scores": [410, 380]}})
    assert game_stake(on_step).scores == (410, 380)


@pytest.mark.parametrize(("scores", "this_deal", "why"), [
    ([415, 380], (0, 0), "steps of 10"),
    ([410, 20], (0, 30), "less than this deal has scored"),
    ([410, -10], (0, 0), "0 or more"),
    ([410, True], (0, 0), "whole"),
    ("410 380", (0, 0), "two"),
])
def test_a_game_score_that_cannot_stand_is_said_why(scores: object, this_deal: tuple[int, int], why: str) -> None:
    problem = standing_game_score_problem(scores, get_profile("foster"), this_deal)
    assert problem is not None and why in problem and repr(scores) in problem


def test_a_game_score_that_can_stand() -> None:
    assert standing_game_score_problem([410, 30], get_profile("foster"), (0, 30)) is None
    assert standing_game_score_problem([41, 3], get_profile("kandell"), (2, 3)) is None


@pytest.mark.parametrize("name", ["foster", "kandell", "modern"])
def test_the_highest_total_still_lurched_is_a_score(name: str) -> None:
    """Under Foster's rules no total stands at 399: the highest still lurched is 390, a step under the lurch."""
    profile = get_profile(name)
    lurched = most_lurched(profile)
    assert lurched % score_step(profile) == 0
    assert is_lurched(lurched, profile) and lurched + score_step(profile) == fewest_escaping_lurch(profile)
