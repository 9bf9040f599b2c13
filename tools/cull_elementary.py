"""Move the elementary best-card end-games from the rated bank to the drills, and take out the disputed timing
puzzle (the strong player's review, eighth round).

A strong player grading a sample of 40 found 8 of the 25 best-card end-games solved on sight (three cards, or the
natural move: "cash the spades he can't follow"). ``penchant puzzles verify`` now refuses them in the rated bank
(:func:`penchant.puzzles.endgame.elementary_problems`: three cards in your hand or fewer, or a right card is the one
a natural habit plays, or every lead of a suit your opponent has none of is right). They move
to the drills (``seeds/drills/endgame_best.json``), where ``get()`` still finds them, so a chapter naming one keeps
working.

``timing-kandell-5048-23`` is taken out: a mirror plan (declare the marriage now, lead Q♦ at trick 10, then
declare K♦ K♣) came out 0.26 ahead of the engine's answer in the reviewer's exact enumeration over 840 deals; no
chapter names it, and no chapter should present a disputed answer as right.

    .venv/bin/python tools/cull_elementary.py [--write]

Idempotent. Re-fit the ratings after (``python -m benchmarks.study_puzzle_ratings --write``) and re-execute the
chapters.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from bank_moves import write_moves  # tools/, beside this script

from penchant.puzzles.bank import load_file
from penchant.puzzles.endgame import elementary_problems
from penchant.puzzles.model import Puzzle

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
DRILLS = ROOT / "seeds" / "drills"
DISPUTED = {"timing-kandell-5048-23": "a mirror plan comes out ahead in an exact enumeration (the review)"}


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
            if p.id in DISPUTED:
                print(f"cull {p.id}: {DISPUTED[p.id]}")
                counts["culled " + p.kind] += 1
            elif p.kind == "endgame" and (why := elementary_problems(p)):
                print(f"to the drills {p.id}: {why[0]}")
                moved.setdefault(DRILLS / f"{p.kind}_{p.task}.json", []).append(p)
                counts["drilled " + p.kind] += 1
            else:
                out.append(p)
        files[f] = out
    counts.update("kept " + p.kind for ps in files.values() for p in ps)
    print(dict(sorted(counts.items())))
    if not args.write:
        return
    write_moves(files, moved)


if __name__ == "__main__":
    main()
