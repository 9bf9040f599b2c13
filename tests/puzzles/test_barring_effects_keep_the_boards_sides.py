"""Chapter 5's sixteenth puzzle (keeping a bar, barring-035): the board shows the opponent's table, then yours, and
the solution read "your minor pairs become barred. The opponent's minor triplets are no longer barred. Your minor
triplets become barred": it switched sides twice (issue #31). What a table card changes is said the opponent's
sets first, then yours, in every table-card puzzle of the drills."""

from __future__ import annotations

import re

from penchant.puzzles import analyse, get, load_drills


def test_chapter_5s_sixteenth_puzzle_says_his_sets_then_yours() -> None:
    said = analyse(get("barring-035")).explanation
    assert said == ("playing KS, KH or KD from your table: the opponent's minor triplets are no longer barred; "
                    "your minor pairs become barred; your minor triplets become barred"), said


def test_every_table_card_puzzle_says_his_sets_before_yours() -> None:
    seen = 0
    for p in load_drills():
        if p.kind != "barring" or p.task not in ("lift", "safe", "unbar"):
            continue
        a = analyse(p)
        for words in [a.explanation, *(w for _ok, w in a.verdicts.values()), *a.misses.values()]:
            for effect in re.split(r"; playing ", words):
                parts = effect.split(": ", 1)[-1].split("; ")
                sides = ["his" if x.startswith("the opponent's") else "yours" for x in parts
                         if x.startswith(("the opponent's", "your"))]
                assert sides == sorted(sides), (p.id, words)  # "his" sorts before "yours"
                seen += len(sides) > 1
    assert seen, "some effect names both players' sets"
