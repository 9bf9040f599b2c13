"""No rated puzzle a guess passes: cull or move the ones where half the answers offered, or more, are right, and
refill the end-games from freshly mined whole lines (the product owner's rule, seventh review).

A whole line a guess rarely plays out to the end (the chance is the product over each of your turns) still asks
its first card as one question: five lines had one right card of two, three of four or three of five there.
``penchant puzzles verify`` now refuses them in the rated bank
(:func:`penchant.puzzles.guessing.half_right_problems`). One a chapter shows moves to the drills
(``seeds/drills/<kind>_<task>.json``, found by ``get()``); the others are culled. The refill is whole lines mined
from greedy deals after the bank's own (``mine_endgames(700, greedy_action, 7060, lines=10, aims=0)``: the miner
keeps none where half the cards are right), less any deal whose position a drill already shows (the game-at-stake
drills 7061-33 and 7065-29: the same cards), renumbered after the bank's lines.

    .venv/bin/python tools/cull_half_right.py [MINED.json] [--write]

Idempotent. Re-fit the ratings after (``python -m benchmarks.study_puzzle_ratings --write``) and re-execute the
chapters.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

from bank_moves import write_moves  # tools/, beside this script

from penchant.puzzles.bank import load_file, rated_problems
from penchant.puzzles.guessing import half_right_problems
from penchant.puzzles.model import Puzzle

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
DRILLS = ROOT / "seeds" / "drills"
NOTEBOOKS = ROOT / "notebooks"
LINES = BANK / "mined_endgame_line.json"


def shown_by_a_chapter(p: Puzzle) -> bool:
    """Whether a chapter names the puzzle (by its id, or a mined line's deal and trick as chapter 6 names them)."""
    tail = p.id.rsplit("-", 2)
    short = "-".join(tail[-2:])
    for nb in NOTEBOOKS.glob("*.ipynb"):
        text = nb.read_text(encoding="utf-8")
        if p.id in text or (p.id.startswith("mined-endgame-line-") and f'\\"{short}\\"' in text):
            return True
    return False


def _deal_trick(p: Puzzle) -> str:
    return "-".join(p.id.rsplit("-", 2)[-2:])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("mined", nargs="?", type=Path)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    files: dict[Path, list[Puzzle]] = {}
    moved: dict[Path, list[Puzzle]] = {}
    counts: Counter[str] = Counter()
    for f in sorted(BANK.glob("*.json")):
        out = []
        for p in load_file(f):
            why = half_right_problems(p)
            if not why:
                out.append(p)
            elif shown_by_a_chapter(p):
                print(f"to the drills {p.id}: {why[0]}")
                moved.setdefault(DRILLS / f"{p.kind}_{p.task}.json", []).append(p)
                counts["drilled " + p.kind] += 1
            else:
                print(f"cull {p.id}: {why[0]}")
                counts["culled " + p.kind] += 1
        files[f] = out
    if args.mined:
        shown = {_deal_trick(p) for f in DRILLS.glob("*.json") for p in load_file(f)}
        have = {p.id for ps in files.values() for p in ps} | {p.id for ps in moved.values() for p in ps}
        have |= {p.id for f in DRILLS.glob("*.json") for p in load_file(f)}
        lines = files[LINES]
        number = max(int(m.group(1)) for p in [*lines, *moved.get(DRILLS / "endgame_line.json", [])]
                     if (m := re.search(r"\((\d+)\)$", p.title)))
        for p in load_file(args.mined):
            if p.id in have or _deal_trick(p) in shown or p.task != "line":
                continue
            if problems := rated_problems(p):
                print(f"not taken {p.id}: {problems[0]}")
                continue
            number += 1
            lines.append(p.with_changes(title=re.sub(r"\(\d+\)$", f"({number})", p.title)))
            print(f"add {p.id} as {lines[-1].title!r}")
            counts["added " + p.kind] += 1
    counts.update("kept " + p.kind for ps in files.values() for p in ps)
    print(dict(sorted(counts.items())))
    if not args.write:
        return
    write_moves(files, moved)


if __name__ == "__main__":
    main()
