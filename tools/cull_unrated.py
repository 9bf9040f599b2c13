"""Keep in the rated bank only puzzles a strong player must judge (issue #32, sixth review).

A strong player sampling the bank still found:

* **barring puzzles** that are one rule looked up (mined-legal-all-2085-12, barring-014, barring-035 and their
  near-twins): every barring question asks what the bar allows now, read off the two tables
  (:func:`penchant.puzzles.barring.rule_lookup_problems`);
* **reading puzzles** that are mere subtraction: at the first trick of the last six his hidden cards are every card
  not yours and not played (:func:`penchant.puzzles.reading.subtraction_problems`);
* **decision-kandell-1004-17**, whose answer holds only because the simulated opponent let 9♠ through; a strong
  opponent would not (:data:`WRONG`).

``penchant puzzles verify`` refuses the first two in the rated bank (:func:`penchant.puzzles.bank.rated_problems`).
Both move to the drills (``seeds/drills/<kind>_<task>.json``): a chapter finds a barring drill with ``get()``
(Foster's reading is taught by them alone), and the readings are the reading checker's examples, served by no
trainer. The wrong decision goes.

    .venv/bin/python tools/cull_unrated.py            # report
    .venv/bin/python tools/cull_unrated.py --write    # rewrite the bank and drills files

Idempotent. Re-fit the ratings after (``python -m benchmarks.study_puzzle_ratings --write``).
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from bank_moves import write_moves  # tools/, beside this script

from penchant.puzzles.bank import load_file, rated_problems
from penchant.puzzles.model import Puzzle

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
DRILLS = ROOT / "seeds" / "drills"

WRONG: dict[str, str] = {
    "decision-kandell-1004-17": "its answer holds only if the opponent lets 9♠ through, which a strong one would not",
}


def why_culled(p: Puzzle) -> str | None:
    if p.id in WRONG:
        return WRONG[p.id]
    if p.kind not in ("barring", "reading"):
        return None
    problems = rated_problems(p)
    return problems[0] if problems else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    files: dict[Path, list[Puzzle]] = {}
    moved: dict[Path, list[Puzzle]] = {}
    counts: Counter[str] = Counter()
    for f in sorted(BANK.glob("*.json")):
        out = []
        for p in load_file(f):
            why = why_culled(p)
            if why is None:
                out.append(p)
                counts["kept " + p.kind] += 1
            elif p.id not in WRONG:
                print(f"to the drills {p.id}: {why}")
                moved.setdefault(DRILLS / f"{p.kind}_{p.task}.json", []).append(p)
                counts["drilled " + p.kind] += 1
            else:
                print(f"cull {p.id}: {why}")
                counts["culled " + p.kind] += 1
        files[f] = out
    print(dict(sorted(counts.items())))
    if not args.write:
        return
    write_moves(files, moved)


if __name__ == "__main__":
    main()
