"""One count of the marked decisions the coach judges by replaying them (the first ten tricks' inaccuracies,
mistakes and blunders): mistake_puzzles and both review views ask first_ten_to_judge."""
from __future__ import annotations

from dataclasses import dataclass

from penchant.judgement.verdicts import MARKED
from penchant.puzzlemakers.mistakes import first_ten_to_judge


@dataclass(frozen=True)
class Item:
    phase: int
    verdict: str
    deal: int = 1
    index: int = 0
    trick: int = 1
    player: int = 0


def test_only_marked_decisions_of_the_first_ten_are_judged() -> None:
    items = [Item(phase, verdict) for phase in (1, 2) for verdict in (*MARKED, "best", "good")]
    judged = first_ten_to_judge(items)  # type: ignore[arg-type]
    assert [(i.phase, i.verdict) for i in judged] == [(1, v) for v in MARKED]
