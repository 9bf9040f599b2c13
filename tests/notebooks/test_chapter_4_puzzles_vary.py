"""Chapter 4's puzzles 5 to 9 all asked "which suit is trump?" of a trick story, one template five times over. They
vary: "which suit", "which declaration set trump" and "did this declaration set trump?", answered with its reason
(each false reason a misreading of the trump rule: any Queen and Jack, the last penchant, the loser's penchant, trump
set twice); no two of its puzzles ask the same task of the same lesson (its themes); and each is still the engine's,
checked and proved by a deal that reaches it."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

from penchant.puzzlemakers.authoring import default_choices
from penchant.puzzles import Puzzle, analyse, check, get, verify
from penchant_widgets.puzzles.choosing import easy_first_ids

ROOT = Path(__file__).resolve().parents[2]


def _chapter_4_ids() -> list[str]:
    nb = json.loads((ROOT / "notebooks" / "04_trump_and_penchants.ipynb").read_text(encoding="utf-8"))
    source = next("".join(c["source"]) for c in nb["cells"]
                  if c["cell_type"] == "code" and "PuzzleBoard(" in "".join(c["source"]))
    return re.findall(r'"(trump-\d+)"', source)


def test_the_later_puzzles_do_not_repeat_one_template() -> None:
    ids = easy_first_ids(_chapter_4_ids())
    later = [get(i) for i in ids[4:]]
    assert len(later) == 5
    assert {p.task for p in later} == {"suit", "which", "sets"}, [(p.id, p.task) for p in later]
    assert all(a.task != b.task for a, b in itertools.pairwise(later)), [p.task for p in later]
    asked = [(p.task, frozenset(p.themes)) for p in get_all(ids)]
    assert len(asked) == len(set(asked)), asked


def get_all(ids: list[str]) -> list[Puzzle]:
    return [get(i) for i in ids]


def test_each_is_the_engines_and_can_arise() -> None:
    for p in get_all(_chapter_4_ids()):
        a = analyse(p)
        assert tuple(p.answer) == a.best and p.hints == a.hints, p.id
        report, = verify([p])
        assert report.ok, (p.id, report.problems)


def test_did_it_set_trump_is_answered_with_the_rule_that_settles_it() -> None:
    once = get("trump-016")  # your opponent's two penchants: the second sets nothing
    assert once.task == "sets" and once.answer == ("No: trump was set already, after trick 1",)
    r = check(once, "Yes: it is the first penchant that counts")
    assert not r.correct and "How many times is trump set?" in (r.refutation or ""), r.refutation
    counts = get("trump-002")  # a loser's penchant first, then yours as the trick's winner
    assert counts.answer == ("Yes: it is the first penchant that counts",)
    r = check(counts, "No: its declarer lost the trick, and under these rules the first penchant declared by a "
                      "trick's winner sets trump")
    assert not r.correct and "who won it, and who declared" in (r.refutation or ""), r.refutation
    for p in (once, counts):
        assert sum(c.startswith("Yes") for c in p.choices) == 2 == sum(c.startswith("No") for c in p.choices)
        assert p.choices == default_choices(p.kind, p.task, p.position)  # as the maker makes them again
