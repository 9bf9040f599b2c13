"""Cull the "best declaration this turn" drills that are a lookup (issue #32, second review, item 5): where no rule
makes the biggest combination in sight the wrong answer (no bar, no fresh-card rule, no loser's penchant: the engine
names no tempting wrong answer), the drill asks for a face value with nothing at stake. The ones a rule decides stay.
Prints the chapters that name a culled one (drop it there: the chapters' "how many points" drills teach the same
count).

    .venv/bin/python tools/cull_this_turn.py            # report
    .venv/bin/python tools/cull_this_turn.py --write    # rewrite the bank files

Idempotent.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from penchant.puzzles import analyse
from penchant.puzzles.bank import dump_bank, load_file

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
DRILLS = ROOT / "seeds" / "drills"
"""The chapters' drills, kept by the same rules (the practice bank no longer holds them)."""


def lookup(p: object) -> bool:
    from penchant.puzzles.model import Puzzle

    assert isinstance(p, Puzzle)
    return p.kind == "declaration" and p.task == "best" and not analyse(p).tempting


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    chapters = {f.name: f.read_text(encoding="utf-8") for f in sorted((ROOT / "notebooks").glob("*.ipynb"))}
    for f in sorted([*BANK.glob("*.json"), *DRILLS.glob("*.json")]):
        ps = load_file(f)
        gone = [p for p in ps if lookup(p)]
        for p in gone:
            named = [n for n, text in chapters.items() if f'\\"{p.id}\\"' in text]
            where = f"; named in {', '.join(named)}" if named else ""
            print(f"cull {p.id}: {p.title}, answer {list(p.answer)}{where}")
        if gone and args.write:
            kind = json.loads(f.read_text(encoding="utf-8")).get("kind")
            f.write_text(dump_bank([p for p in ps if p not in gone], kind), encoding="utf-8")


if __name__ == "__main__":
    main()
