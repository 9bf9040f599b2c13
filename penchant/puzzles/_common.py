"""Shared pieces of the checkers: grading, result building, plural names."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from penchant.puzzles.model import Analysis, CheckResult, Puzzle, PuzzleError
from penchant.rules.cards import Card, CardSet, Rank

RANK_PLURAL: Final = {r: r.plural for r in Rank}
SIZE_NAME: Final = {2: "pair", 3: "triplet", 4: "quadruplet"}
SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")


def grade(score: float) -> int:
    """Map a difficulty score (0 = trivial) onto 1..5: < 1, < 2, < 3, < 4, else 5."""
    if score < 1:
        return 1
    if score < 2:
        return 2
    if score < 3:
        return 3
    if score < 4:
        return 4
    return 5


def cards_text(cards: CardSet | Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards) or "nothing"


def join_or(items: Sequence[str]) -> str:
    items = list(items)
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " or " + items[-1]


def result_from_verdicts(puzzle: Puzzle, analysis: Analysis, key: str, shown: str | None = None) -> CheckResult:
    """A :class:`CheckResult` for an enumerable answer ``key`` (a choice or a card)."""
    shown = key if shown is None else shown
    got = analysis.verdicts.get(key)
    if got is None:
        raise PuzzleError(f"puzzle {puzzle.id!r}: the engine has no verdict on {key!r}")
    correct, why = got
    best = list(analysis.best)
    if correct:
        others = [b for b in best if b != key]
        also = f" (equally good: {', '.join(others)})" if others else ""
        return CheckResult(True, f"Right: {shown}{also}.", why, None, best, key)
    return CheckResult(
        False,
        f"Not {shown}: the engine's answer is {join_or(best)}.",
        analysis.explanation,
        why,
        best,
        key,
    )


def features_dict(**kw: Any) -> Mapping[str, Any]:
    return dict(kw)


def describe_rank_set(rank: Rank, cards: CardSet) -> str:
    n = len(cards)
    word = {2: "two", 3: "three", 4: "four"}.get(n, str(n))
    return f"{word} {RANK_PLURAL[rank]} ({cards})"
