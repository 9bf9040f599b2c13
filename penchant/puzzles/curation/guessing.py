"""How often a guess passes a puzzle: the chance that an answer picked at random among those the puzzle offers
is accepted by the engine.

A puzzle a guess passes half the time teaches nothing: ``penchant puzzles verify`` refuses one whose chance is
:data:`MOST` or more. The answers a guess picks from are the ones the board offers:

* a choice: the choices (one pressed); ticks: every set of ticks (a table-card puzzle needs one tick at least);
* a card of an end-game or a reading: the cards you may play; a whole line (``line``, ``aim``): a card at each
  of your turns along the engine's line, the chance being the product of each turn's;
* a card of a table: the table's cards; a declaration (cards): every combination your hand and table can form
  with a card from the hand; a number: none (a guess passes no number).
"""

from __future__ import annotations

from typing import Final

from penchant.puzzles.checking import analyse, check
from penchant.puzzles.model import Puzzle
from penchant.puzzles.sessions.endgame_lines import asks_whole_line
from penchant.rules.combinations import adds_a_fresh_card, candidate_combinations

__all__ = ["MOST", "guess_chance", "half_right_problems", "right_share"]

MOST: Final = 0.5
"""A puzzle a guess passes this often or more is refused."""


def guess_chance(puzzle: Puzzle) -> float:
    """The chance a random answer among those the puzzle offers is right."""
    form = puzzle.answer_form
    if form == "number":
        return 0.0
    if form == "choice":
        return float(sum(1 for c in puzzle.choices if check(puzzle, c).correct)) / len(puzzle.choices)
    if form == "choices":
        n = len([c for c in puzzle.choices if c != "none of them"])
        ways: int = 1 << n if "none of them" in puzzle.choices else (1 << n) - 1
        return 1.0 / ways
    if form == "cards":
        hand, table = puzzle.cards("hand").mask, puzzle.cards("table", "").mask
        combos = [m for m, _k in candidate_combinations(hand | table)
                  if adds_a_fresh_card(m, table)]
        return len(analyse(puzzle).best) / max(1, len(combos))
    a = analyse(puzzle)
    if asks_whole_line(puzzle):
        return _line_chance(puzzle)
    right = sum(1 for ok, _why in a.verdicts.values() if ok)
    return right / max(1, len(a.verdicts))


def right_share(puzzle: Puzzle) -> float:
    """The share of the answers offered at the question that are right: the choices, or the cards you may play
    now (a whole line too: its first card is the question asked, the cards after it come one at a time)."""
    if puzzle.answer_form == "choice":
        return float(sum(1 for c in puzzle.choices if check(puzzle, c).correct)) / len(puzzle.choices)
    if puzzle.answer_form == "card":
        verdicts = analyse(puzzle).verdicts
        return sum(1 for ok, _why in verdicts.values() if ok) / max(1, len(verdicts))
    return guess_chance(puzzle)


def half_right_problems(puzzle: Puzzle) -> list[str]:
    """Why a puzzle has no place in the rated bank when half the answers it offers, or more, are right (the product
    owner's rule: no puzzle a guess passes). A whole line a guess rarely plays out still asks its first card as
    one question: three right cards of four there is no question."""
    share = right_share(puzzle)
    if share * 2 < 1:
        return []
    return [f"{share:.0%} of the answers offered are right: half or more, so a guess passes the question"]


def _line_chance(puzzle: Puzzle) -> float:
    """The chance a random card at each of your turns keeps the best result, along the engine's line."""
    from penchant.puzzles.sessions.endgame_session import EndgameSession

    session = EndgameSession(puzzle)
    chance = 1.0
    while not session.finished:
        values = session.values()
        legal = list(values)
        done = session.taken[0]
        goal = max(session.aim(done + v.brisques) for v in values.values())
        right = [c for c, v in values.items() if session.aim(done + v.brisques) == goal]
        chance *= len(right) / len(legal)
        session.play(right[0])
    return chance
