"""Grading in the checkers: the result an answer is given (right, or a miss that keeps the right answer hidden:
:func:`result_from_verdicts`, :func:`miss`, :func:`names_answer`), a puzzle's difficulty graded on the puzzles' one
scale, 1 to 5 (:func:`grade`), and the small pieces of an analysis the checkers share (:func:`features_dict`,
:func:`describe_rank_set`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

from penchant.english.grammar import capitalised, verb_form
from penchant.english.lists import join_and
from penchant.english.numbers import number_words
from penchant.errors import PenchantError, PuzzleError
from penchant.puzzles.levels import LEVELS
from penchant.puzzles.model import RIGHT, Analysis, CheckResult, Puzzle
from penchant.puzzles.words.sentences import sentence
from penchant.rules.cards import CardSet
from penchant.rules.suits_and_ranks import Rank
from penchant.words.cards import cards_words, in_words

__all__ = [
    "describe_rank_set", "features_dict", "grade", "miss", "names_answer", "result_from_verdicts",
]


def grade(score: float) -> int:
    """Map a difficulty score (0 = trivial) onto the puzzles' one scale, 1 to :data:`~penchant.puzzles.levels.LEVELS`,
    a step for each whole point: under 1 is 1, under 2 is 2, …, and the top step takes the rest.

    >>> [grade(s) for s in (-1, 0, 0.99, 1, 3.5, 4, 9)]
    [1, 1, 1, 2, 4, 5, 5]
    """
    return min(LEVELS, max(1, math.floor(score) + 1))


def result_from_verdicts(puzzle: Puzzle, analysis: Analysis, key: str, shown: str | None = None) -> CheckResult:
    """A :class:`CheckResult` for an enumerable answer ``key`` (a choice or a card)."""
    shown = in_words(key if shown is None else shown)
    got = analysis.verdicts.get(key)
    if got is None:
        raise PuzzleError.of_puzzle(puzzle.id, f"the engine has no verdict on {key!r}")
    correct, why = got
    best = list(analysis.best)
    if correct:
        others = [b for b in best if b != key]
        # one colon a sentence: "Right: Q♠ J♥ (equally good: J♥ Q♦, J♥ Q♣)" chained two
        also = (f" ({join_and(in_words(o) for o in others)} {verb_form(len(others), 'be')} as good)" if others
                else "")
        # A reasoned yes/no is said as a player would ("Right: no, every card of it is on your table"), not
        # echoed as "Right: No: ..." (two colons in a row read as a stumble): its claim says how.
        said = in_words(analysis.said_right[key]) if key in analysis.said_right else shown
        return CheckResult(True, f"{said}{also}.", sentence(why), None, best, key, analysis.marks,
                           detail=analysis.details.get(key, ""), opening=RIGHT)
    return miss(puzzle, analysis, key, shown, why)


WRONG_REASON: Final = "its reason does not hold here"
"""What a choice whose reason does not hold hears after the headline every wrong choice has ("“Yes: you won the
trick, …” is not right: its reason does not hold here."): which part is wrong, so that "is not right" is not read
of its yes or no, which may hold or not (nothing of the answer is given away). One headline on every board, the one
chapter 0 describes: "“…” is not right", then the part that is wrong where one is."""


def miss(puzzle: Puzzle, analysis: Analysis, key: str, shown: str, why: str = "") -> CheckResult:
    """A wrong answer: it is not best and what it costs; the right answer stays hidden.

    ``why`` (the engine's reason against this answer) is shown only when it names
    no best answer, nor (a choice puzzle) any other choice; the explanation of the solution is empty until
    solved or shown. A game-at-stake end-game's
    refutation is the exception: it plays the whole deal out, every card named (the game's value is settled only
    when the deal is over, and a strong player checks the line card by card).
    """
    best = list(analysis.best)
    shown = in_words(shown)
    cost = analysis.costs.get(key, "")
    verb = "is not right" if puzzle.answer_form in ("choice", "choices", "number") else "is not best"
    message = f"“{capitalised(shown)}” {verb}" + (f": {cost}" if cost else "") + "."
    if key in analysis.wrong_reasons:
        # Its yes or no may hold: "is not right" said of the whole, unqualified, told a right "Yes" it was wrong.
        message = f"“{capitalised(shown)}” {verb}: {WRONG_REASON}."
    # Nor another choice: with three, a reason that names one of the other two leaves the third, the answer.
    others = [c for c in puzzle.choices if c != key] if puzzle.answer_form == "choice" else []
    refutation = None
    for reason in (analysis.misses.get(key, ""), why):
        if reason and (puzzle.task == "aim" or not names_answer(reason, [*best, *others])):
            refutation = sentence(reason)
            break
    # What it costs said once: the reason says it with why ("8♥ gives up about 3.8 points, as ..."), so the
    # message leaves it out.
    figure = cost.split(" ", 2)[-1] if cost.startswith("it ") else cost
    if cost and refutation and figure in refutation and key not in analysis.wrong_reasons:
        message = f"“{capitalised(shown)}” {verb}."
    return CheckResult(False, message, "", refutation, best, key, detail=analysis.details.get(key, ""))


def names_answer(text: str, best: Sequence[str]) -> bool:
    """Whether ``text`` names one of the answers ``best``: as cards (notation or symbols, as whole
    words for one card) or as words (``hearts``, ``14``, ``both``; whole words only)."""
    low = text.lower()
    tokens = set(re.split(r"[\s,;:.()]+", text))
    for b in best:
        if b.lower() in ("yes", "no"):
            continue
        try:
            cards: CardSet | None = CardSet(b)
        except PenchantError:  # not cards: an answer in words
            cards = None
        if cards:
            forms = {str(cards), cards_words(cards)}
            if len(cards) == 1 and forms & tokens:
                return True
            if len(cards) > 1 and any(f in text for f in forms):
                return True
            continue
        if re.search(r"(?<![\w-])" + re.escape(b.lower()) + r"(?!\w)", low):
            return True
    return False


def features_dict(**kw: Any) -> Mapping[str, Any]:
    return dict(kw)


def describe_rank_set(rank: Rank, cards: CardSet) -> str:
    n = len(cards)
    return f"{number_words(n)} {rank.plural} ({cards})"
