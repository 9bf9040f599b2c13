"""Keep in the rated bank only end-games and barring puzzles a strong player must think about (issue #32, fifth
review).

A strong player sampling the bank found 24 of its best-card end-games solved by rote (lead the one card that wins
the trick, play the one card that is not a brisque) and 8 of 10 barring puzzles one rule looked up. ``penchant
puzzles verify`` now refuses both in the rated bank (:func:`penchant.puzzles.bank.rated_problems`); this tool
applies the same test to the stored bank:

* a **best-card end-game** whose right cards are exactly the one lead that wins the trick, or exactly the one
  card you may play that is not a brisque (:func:`penchant.puzzles.endgame.rote_problems`);
* a **barring puzzle** whose answer is the same under either reading of the bar (Kandell's by size, Foster's by
  value) and whose derived themes name fewer than three rules of the bar
  (:func:`penchant.puzzles.barring.rule_lookup_problems`);
* **decision-kandell-11001-24**, whose judged answer (lead your only sure trump, A♣, before the last six) a strong
  player's independent judge puts fourth: it lets his K♣ 9♣ ruff your Aces in the last six, which the judge's
  feedback never looks at.

A puzzle a chapter names moves to the drills (``seeds/drills/<kind>_<task>.json``; the chapter finds it with
``get()``), the rest go. It also records the themes the engine now derives for every end-game ("do not cash your
winners" is no longer said of a card that wins its trick).

    .venv/bin/python tools/cull_rote.py            # report
    .venv/bin/python tools/cull_rote.py --write    # rewrite the bank and drills files

Idempotent.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from bank_moves import write_moves  # tools/, beside this script

from penchant.puzzles.bank import load_file, rated_problems
from penchant.puzzles.checking import analyse
from penchant.puzzles.model import Puzzle

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
DRILLS = ROOT / "seeds" / "drills"
sys.path.insert(0, str(ROOT / "tools"))

from cull_rule_of_thumb import shown_ids  # noqa: E402

WRONG: dict[str, str] = {
    "decision-kandell-11001-24": "a strong player's judge puts the answer fourth (the feedback ignores the last six)",
}


def why_culled(p: Puzzle) -> str | None:
    if p.id in WRONG:
        return WRONG[p.id]
    if p.kind not in ("endgame", "barring"):
        return None
    problems = rated_problems(p)
    return problems[0] if problems else None


def rethemed(p: Puzzle) -> Puzzle:
    return p.with_changes(themes=analyse(p).themes) if p.kind == "endgame" else p


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    shown = shown_ids()
    files: dict[Path, list[Puzzle]] = {}
    moved: dict[Path, list[Puzzle]] = {}
    counts: Counter[str] = Counter()
    for f in sorted(BANK.glob("*.json")):
        out = []
        for p in load_file(f):
            why = why_culled(p)
            if why is None:
                out.append(rethemed(p))
                counts["kept " + p.kind] += 1
            elif p.id in shown and p.id not in WRONG:
                print(f"to the drills {p.id}: {why}")
                moved.setdefault(DRILLS / f"{p.kind}_{p.task}.json", []).append(rethemed(p))
                counts["drilled " + p.kind] += 1
            else:
                print(f"cull {p.id}: {why}")
                counts["culled " + p.kind] += 1
        files[f] = out
    for f in sorted(DRILLS.glob("*.json")):
        if any(p.kind == "endgame" and rethemed(p).themes != p.themes for p in load_file(f)):
            files[f] = [rethemed(p) for p in load_file(f)]
    print(dict(sorted(counts.items())))
    if not args.write:
        return
    write_moves(files, moved)


if __name__ == "__main__":
    main()
