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


def test_a_deal_replays_only_its_costliest_marked_decisions_of_the_first_ten() -> None:
    """Learn from your mistakes judged five decisions of the first ten tricks in four minutes on a 2-core machine,
    after warning "about half a minute each": it judges the costliest three (blunders, then mistakes, then the
    earliest inaccuracies), in the order they were made, and says why the others made no puzzle."""
    from penchant.puzzlemakers.mistakes import MOST_JUDGED, declined_words

    verdicts = ("inaccuracy", "blunder", "inaccuracy", "mistake", "inaccuracy")
    items = [Item(1, v, index=n) for n, v in enumerate(verdicts)]
    judged = first_ten_to_judge(items)  # type: ignore[arg-type]
    assert MOST_JUDGED == 3 and [i.index for i in judged] == [0, 1, 3], judged
    assert first_ten_to_judge(items, None) == items  # type: ignore[arg-type]
    said = declined_words(["unjudged", "unjudged", "unclear"], 2)
    assert said.startswith("Two are left out to keep the wait short: only your three costliest are checked."), said
    assert "One was not made a puzzle: replayed many more times, the review's better move was not clearly ahead. " \
        "That longer look is the one to trust: count it as too close to call, not as an error." in said, said
