"""Judge every judged puzzle of the bank (decision, timing) afresh, and cull those whose best choice does not stand
clear of every other one (issue #32: a strong player found six ties).

    nice .venv/bin/python tools/rejudge_bank.py            # report
    nice .venv/bin/python tools/rejudge_bank.py --write    # rewrite decision.json and timing.json

Each puzzle was found by a judgement (6 runs of 40 sampled deals) that also answered it; out of the many
positions the miner looked at, it kept the ones whose sample happened to spread the choices apart, so the
margin it measured is biased upward (the winner's curse). Here each position is judged again from seeds the
finding judgement never used (:func:`penchant.puzzlemakers.realplay.confirmed`: 12 runs of 40, 480 deals), and
the puzzle stands only if, in the fresh judgement, the best choice beats *every* other choice by more than three
standard errors of their paired difference over the runs, and by half a point
(:attr:`penchant.puzzles.decision.Judgement.clear`); ``penchant puzzles verify`` checks the same. The fresh
judgement is stored (its seed, its runs, its values, its outcomes; the finding seed as ``found_seed``), so the
answer, the verdicts' figures and the difficulty are the fresh judgement's.

Idempotent: a puzzle whose judgement is fresh already is left alone.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from penchant.players import get_player
from penchant.puzzlemakers.realplay import confirmed
from penchant.puzzles.bank import dump_bank, load_file
from penchant.puzzles.decision import CONFIRM_RUNS, FRESH, judgement_of

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
FILES = ("decision.json", "timing.json")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="rewrite the bank files")
    ap.add_argument("--bank", type=Path, default=BANK, help="the bank folder (default seeds/puzzles)")
    args = ap.parse_args(argv)
    tally: Counter[str] = Counter()
    for name in FILES:
        path = args.bank / name
        puzzles = load_file(path)
        out = []
        for p in puzzles:
            j = judgement_of(p)
            if j.found_seed is not None and j.seed == j.found_seed + FRESH and j.runs >= CONFIRM_RUNS:
                out.append(p)
                tally["already fresh"] += 1
                continue
            q = confirmed(p, get_player)
            fresh = judgement_of(q)
            before, after = j.ranked[0], fresh.ranked[0]
            if not fresh.clear:
                best = fresh.ranked[0]
                why = ", ".join(f"{c} ({fresh.difference(best, c)[0]:+.2f} ± {fresh.difference(best, c)[1]:.2f})"
                                for c in fresh.unclear)
                print(f"cull {p.id}: {best} is not clear of {why}", file=sys.stderr, flush=True)
                tally[f"{p.kind} culled"] += 1
                continue
            if before != after:
                print(f"answer {p.id}: was {before}, the fresh judgement says {after}", file=sys.stderr, flush=True)
                tally[f"{p.kind} answer changed"] += 1
            else:
                print(f"keep {p.id}: {after}", file=sys.stderr, flush=True)
            tally[f"{p.kind} kept"] += 1
            out.append(q)
        if args.write:
            path.write_text(dump_bank(out, puzzles[0].kind if puzzles else None), encoding="utf-8")
    print("; ".join(f"{k} {n}" for k, n in sorted(tally.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
