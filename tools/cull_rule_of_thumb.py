"""Keep only the puzzles the rule of thumb gets wrong (issue #32, fourth review).

A strong player solving a fresh sample found the practice bank instructive 18 times in 40: the rules drills are
lookups (they move to ``seeds/drills``, see :mod:`penchant.puzzles.bank`), and most judged and reading puzzles are
passed by the obvious play. This tool culls:

* **decision and timing** puzzles whose answer is the rule of thumb's choice (the judge's habit, the greedy
  player's: "declare your biggest now", "win the trick"), or where a choice comes out the same as the best in
  every one of the judge's runs but for a fixed number of points (the margin has no spread: the two choices lead
  to the same play, and the difference is a declaration's face value, a lookup), and a win or duck with one
  winner that is the answer (``penchant puzzles verify`` refuses it);
* **reading** puzzles the rule-of-thumb player solves (the ratings study's greedy player, deterministic: it plays
  each card as it did in the replayed deal);
* **game-at-stake** end-games (task ``aim``) from the bank: what the game is worth to you grows with the brisques
  you take, so the card that takes the most brisques always makes the game worth the most, and the framing never
  changes the answer (the reviewer's max-brisques play reproduced all ten). The ones a chapter shows move to the
  drills (the chapter's lesson on what a game at stake is); the rest go.

Candidates freshly mined (``--add FILE.jsonl``, one puzzle a line, as ``/tmp`` mining runs write them) join the
bank when they pass the same test and teach no lesson a kept puzzle teaches.

    .venv/bin/python tools/cull_rule_of_thumb.py            # report
    .venv/bin/python tools/cull_rule_of_thumb.py --write    # rewrite the bank and drills files

Idempotent.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from pathlib import Path

from penchant.puzzles.bank import dump_bank, load_file
from penchant.puzzles.decision import judgement_of, lookup_problems
from penchant.puzzles.lessons import same_lesson
from penchant.puzzles.model import Puzzle

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
DRILLS = ROOT / "seeds" / "drills"
sys.path.insert(0, str(ROOT / "tools"))

from cull_twins import chapter_ids  # noqa: E402

STUDY = ROOT / "benchmarks" / "puzzle_ratings.json"


def _greedy() -> dict[str, float]:
    data = json.loads(STUDY.read_text(encoding="utf-8"))["solved_by"]
    return {i: s.get("greedy", 0.0) for i, s in data.items()}


def judged_lookup(p: Puzzle) -> str | None:
    """Why a decision or timing puzzle is passed without judging, or ``None``."""
    if p.kind == "decision" and (lookup := lookup_problems(p)):
        return lookup[0]
    j = judgement_of(p)
    best = max(p.choices, key=j.mean)
    if j.habit == best:
        return f"the rule of thumb's choice, {j.habit}, is the answer"
    for c in p.choices:
        if c != best and statistics.pstdev(a - b for a, b in zip(j.values[best], j.values[c], strict=True)) < 1e-9:
            return f"{c} comes out the same as {best} in every run but for {j.mean(best) - j.mean(c):g} points"
    return None


def why_culled(p: Puzzle, greedy: dict[str, float]) -> str | None:
    if p.kind in ("decision", "timing"):
        return judged_lookup(p)
    if p.kind == "reading" and greedy.get(p.id, 0.0) >= 1.0:
        return "the rule-of-thumb player finds the card (counting the cards seen is all it takes)"
    if p.kind == "endgame" and p.task == "aim":
        return "a game at stake whose card is the one that takes the most brisques (it always is)"
    return None


def shown_ids() -> set[str]:
    """Every id a chapter names, the ``f"mined-endgame-aim-{n}" for n in ("7061-33", ...)`` lists spelled out."""
    ids = {i for got in chapter_ids().values() for i in got}
    for nb in sorted((ROOT / "notebooks").glob("*.ipynb")):
        code = "\n".join("".join(c["source"]) for c in json.loads(nb.read_text(encoding="utf-8"))["cells"]
                         if c["cell_type"] == "code")
        for m in re.finditer(r'f"([a-z-]+-)\{n\}" for n in \(([^)]*)\)', code):
            ids |= {m[1] + n for n in re.findall(r'"([\d-]+)"', m[2])}
    return ids


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--add", type=Path, nargs="*", default=[], help="freshly mined candidates (JSON lines)")
    args = ap.parse_args()
    greedy = _greedy()
    shown = shown_ids()
    to_drills: list[Puzzle] = []
    kept_all: list[Puzzle] = []
    files: dict[Path, list[Puzzle]] = {}
    for f in sorted(BANK.glob("*.json")):
        out = []
        for p in load_file(f):
            why = why_culled(p, greedy)
            if why is None:
                out.append(p)
            elif p.id in shown:
                print(f"to the drills {p.id}: {why}")
                to_drills.append(p)
            else:
                print(f"cull {p.id}: {why}")
        files[f] = out
        kept_all += out
    every = {p.id for ps in files.values() for p in ps} | {p.id for p in to_drills}
    for path in args.add:
        for line in path.read_text(encoding="utf-8").splitlines():
            p = Puzzle.from_json(json.loads(line))
            if p.id in every:
                continue
            why = why_culled(p, greedy)
            twin = next((f"{q.id}: {w}" for q in kept_all if (w := same_lesson(q, p)) is not None), None)
            if why or twin:
                print(f"skip {p.id}: {why or twin}")
                continue
            print(f"add {p.id}")
            files[BANK / f"{p.kind}.json"].append(p)
            kept_all.append(p)
            every.add(p.id)
    if args.write:
        for f, out in files.items():
            if out:
                kind = json.loads(f.read_text(encoding="utf-8")).get("kind")
                f.write_text(dump_bank(out, kind), encoding="utf-8")
            else:
                f.unlink()
        if to_drills:
            target = DRILLS / "endgame_aim.json"
            have = load_file(target) if target.exists() else []
            ids = {p.id for p in have}
            target.write_text(dump_bank([*have, *(p for p in to_drills if p.id not in ids)], "endgame"),
                              encoding="utf-8")
    print(f"{len(kept_all)} puzzles in the bank, {len(to_drills)} to the drills")


if __name__ == "__main__":
    main()
