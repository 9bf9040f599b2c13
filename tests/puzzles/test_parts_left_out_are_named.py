"""A scoring puzzle's wrong total names the part of the score the learner missed, never its points or the total
(a newcomer, issue #31): the parts are the rules' (``deal_score_parts``), and a count that leaves out one whole part,
or two together, sends the learner to where those parts are read on the board ("look on the board at your brisques
in all: what do they earn ...?"), where no other slip of the count comes to it as well: never "did you add ...?", the
step that gives the answer."""

from __future__ import annotations

from itertools import combinations

from penchant.play.sheet import deal_score_parts
from penchant.puzzles.bank import load_bank, load_drills
from penchant.puzzles.checkers.scoring import analyse, check, deal_entries
from penchant.puzzles.scoring_tasks import ScoringTask
from penchant.puzzles.words.scoring import parts_pointed_at


def test_a_total_short_of_whole_parts_asks_for_those_parts() -> None:
    named = {1: 0, 2: 0}
    for p in (*load_bank(), *load_drills()):
        if p.kind != "scoring" or p.task != ScoringTask.DEAL_POINTS:
            continue
        (entry, _), me = deal_entries(p)[0], int(p.position.get("player", 0))
        score = deal_score_parts(entry, p.profile)[me]
        parts = {"declarations": score.declarations, "brisquettes": score.brisquettes, "book bonus": score.book_bonus}
        parts = {name: v for name, v in parts.items() if v}
        analysis = analyse(p)
        for size in (1, 2):
            for group in combinations(parts, size):
                n = score.total - sum(parts[name] for name in group)
                if n <= 0 or n in (*entry.brisques, *entry.brisquettes):
                    continue
                said = check(p, str(n), analysis).refutation or ""
                assert str(score.total) not in said.replace(str(n), ""), (p.id, n, said)
                assert "did you add" not in said, (p.id, n, said)
                if "look on the board at" in said:
                    assert sorted(parts_pointed_at(said)) == sorted(group), (p.id, group, said)
                    named[size] += 1
    # most such slips are named (a number that fits a second slip is not), two parts together too
    assert named[1] >= 10 and named[2] >= 5, named
