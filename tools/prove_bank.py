"""Prove every position of the bank by a deal that reaches it (issue #32), and make each question from it.

    .venv/bin/python tools/prove_bank.py            # report what would change
    .venv/bin/python tools/prove_bank.py --write    # rewrite the bank files

For each puzzle that shows a position of a deal and has no history yet (the hand-made drills and end-games,
the trump stories), a deal is constructed that reaches it (:mod:`penchant.puzzlemakers.constructed`), seeded by
the puzzle's id, and stored as its history. A position no deal reaches with its stock (its tables need more
declarations than the tricks the stock allows) gets the most cards in the stock that a constructed deal
reaches. Then, for every puzzle of a deal, the position is the replay's (the stored one is compared) and the
question is made from it (:func:`penchant.puzzles.words.questions.question_for`); "may you declare?" puzzles are
answered with their reason, and the table-card puzzles by ticking every right card. The engine re-derives each
answer, themes and difficulty (:func:`penchant.puzzles.bank.curate`).

Idempotent: a second run changes nothing.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from penchant.errors import PenchantError, PuzzleError
from penchant.puzzlemakers.proving import proved
from penchant.puzzles.bank import dump_bank, load_file

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "penchant" / "data" / "puzzles"
DRILLS = ROOT / "penchant" / "data" / "drills"
"""The chapters' drills, kept by the same rules (the practice bank no longer holds them)."""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="rewrite the bank files")
    ap.add_argument("--only", help="only the puzzles whose id starts so")
    args = ap.parse_args(argv)
    changed: Counter[str] = Counter()
    stock_moved: list[str] = []
    for path in sorted([*BANK.glob("*.json"), *DRILLS.glob("*.json")]):
        puzzles = load_file(path)
        out = []
        for p in puzzles:
            if args.only and not p.id.startswith(args.only):
                out.append(p)
                continue
            try:
                q = proved(p)
            except (PuzzleError, PenchantError) as exc:
                print(f"{p.id}: {exc}", file=sys.stderr)
                q = p
            if q != p:
                changed[p.kind] += 1
                if p.position.get("stock") is not None and q.position.get("stock") != p.position.get("stock"):
                    stock_moved.append(f"{p.id}: stock {p.position.get('stock')} -> {q.position.get('stock')}")
            out.append(q)
        kinds = {p.kind for p in out}
        text = dump_bank(out, kinds.pop() if len(kinds) == 1 else None)
        if text != path.read_text(encoding="utf-8"):
            print(f"{path.relative_to(ROOT)} {'rewritten' if args.write else 'would change'}", file=sys.stderr)
            if args.write:
                path.write_text(text, encoding="utf-8")
    print("changed by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(changed.items())), file=sys.stderr)
    for line in stock_moved:
        print(line, file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
