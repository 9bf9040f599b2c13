"""Store, for every judged puzzle of the bank (decision, timing), what each choice leads to in the judge's sampled
deals (issue #32 item 4): the figures its verdicts are told from ("you declare about 3 points more, he declares
about 2 less, and you win this trick in 9 deals in 10").

    nice .venv/bin/python tools/explain_judged.py            # report
    nice .venv/bin/python tools/explain_judged.py --write    # store them in the bank files

The deals are the judge's own (its seeds and sample size), played on its way, so the stored net points are the
judge's values exactly (``penchant puzzles verify`` checks it). Puzzles that have them already are left alone.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from penchant.puzzlemakers.realplay import with_outcomes
from penchant.puzzles.bank import dump_bank, load_file

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "penchant" / "data" / "puzzles"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="rewrite the bank files")
    ap.add_argument("--bank", type=Path, default=BANK, help="the bank folder (default penchant/data/puzzles)")
    args = ap.parse_args(argv)
    for path in sorted(args.bank.glob("*.json")):
        puzzles = load_file(path)
        out = []
        done = 0
        for p in puzzles:
            if p.kind in ("decision", "timing") and "outcomes" not in (p.history or {}).get("judge", {}):
                p = with_outcomes(p)
                done += 1
                print(f"{path.name}: {p.id}", file=sys.stderr, flush=True)
            out.append(p)
        if done and args.write:
            kinds = {p.kind for p in out}
            path.write_text(dump_bank(out, kinds.pop() if len(kinds) == 1 else None), encoding="utf-8")
        if done:
            print(f"{path.name}: {done} puzzles {'explained' if args.write else 'to explain'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
