"""A wrong total is pointed at one part of the count only where that part's slip plausibly made it, and a total
no part explains is told what it was meant to be and the parts to add up again, in a player's words.

Chapter 7's newcomer typed 0 for a game by Foster's rules worth 460 and read "0 is off in one part: perhaps look
again at your score of the fourth deal": leaving out that 230 makes the totals equal, a draw worth 0, by chance;
the deal was right. Every other miss read "No single part explains 0", the checker's search said aloud."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from penchant.play.sheet import tally
from penchant.puzzles import analyse, check, get
from penchant.puzzles.bank import load_file
from penchant.puzzles.checkers.scoring import deal_entries
from penchant.puzzles.model import Puzzle

ROOT = Path(__file__).resolve().parents[2]
SCORING = load_file(ROOT / "penchant" / "data" / "drills" / "scoring.json")
GAMES = [p for p in SCORING if p.task == "game_value"]
POINTED = re.compile(r"one part|perhaps|\bdeal\b.*\bof the (first|second|third|fourth) deal")


def _said(p: Puzzle, answer: str) -> str:
    r = check(p, answer)
    assert not r.correct, (p.id, answer)
    return r.refutation or ""


def test_a_zero_that_leaving_out_a_deal_reaches_by_chance_points_at_no_deal() -> None:
    p = get("scoring-018")
    result = tally([e for e, _ in deal_entries(p)], p.profile)
    assert analyse(p).best == ("460",) and result.deals[3][0] == 230 and result.totals == (560, 330)
    said = _said(p, "0")
    assert "fourth deal" not in said and "one part" not in said, said
    assert said.startswith("Add up each player's total over the deals again to find what the game is worth"), said
    # counting that 230 twice is the slip that does fit: the game won by the same player, worth 920
    assert "perhaps look again at your score of the fourth deal" in _said(p, "920")


@pytest.mark.parametrize("puzzle", GAMES, ids=[p.id for p in GAMES])
def test_no_game_miss_of_zero_or_a_score_on_the_board_is_put_down_to_a_deal(puzzle: Puzzle) -> None:
    truth = analyse(puzzle).best[0]
    result = tally([e for e, _ in deal_entries(puzzle)], puzzle.profile)
    for n in {0, *(v for deal in result.deals for v in deal)} - {int(truth)}:
        said = _said(puzzle, str(n))
        assert not re.search(r"score of the \w+ deal", said), (n, said)


@pytest.mark.parametrize("puzzle", [p for p in SCORING if p.task != "game_value"],
                         ids=[p.id for p in SCORING if p.task != "game_value"])
def test_no_deal_miss_of_zero_is_put_down_to_a_part(puzzle: Puzzle) -> None:
    said = _said(puzzle, "0")
    assert "perhaps" not in said and "one part" not in said, said


@pytest.mark.parametrize("puzzle", SCORING, ids=[p.id for p in SCORING])
def test_a_miss_no_part_explains_says_what_the_number_was_meant_to_be(puzzle: Puzzle) -> None:
    truth = int(analyse(puzzle).best[0])
    asked = {"deal_points": r"^Add up (your|your opponent's) score for this deal again, taking ",
             "deal_difference": r"^Add up each player's score again to find your lead on this deal, taking ",
             "game_value": r"^Add up each player's total over the deals again to find what the game is worth to its "
                           r"winner"}[puzzle.task]
    told = 0
    for n in (truth + 997, truth - 997):
        said = _said(puzzle, str(n))
        assert "explains" not in said and "single" not in said, said
        if re.search(asked, said):
            told += 1
    assert told, f"{puzzle.id}: no miss told what it was meant to be"
