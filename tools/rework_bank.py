"""No puzzle a guess passes, fewer thin ones (issue #32 item 3): rework or cull them, and say what changed.

    .venv/bin/python tools/rework_bank.py            # report
    .venv/bin/python tools/rework_bank.py --write    # rewrite the bank files (then run tools/prove_bank.py)

* A puzzle a guess passes half the time or more (:func:`penchant.puzzles.guessing.guess_chance`) is culled,
  unless a chapter shows it: then it is reworked, keeping its id and what it teaches:
  - the chapters' best-declaration puzzles with two or three combinations to pick from ask for the best
    declaration's *points* instead (a number: a guess passes none);
  - two chapter end-games get a card more in each hand, chosen by the engine so that the answer, the themes and
    the lesson stay and a guess passes a third of the time or less (:data:`REPOSITIONED`; a new deal is then
    constructed for them by ``prove_bank.py``).
* Mechanical drills beyond what teaches: the sheets mined from computer deals (the chapters' scoring puzzles
  teach the same count) are culled, and "Whose rules?" keeps :data:`WHOSE_RULES` of its twenty, the answers
  spread over Foster's, Kandell's, both and neither.

The puzzles a chapter shows are read from the notebooks' code cells. Idempotent.
"""

from __future__ import annotations

import argparse
import glob
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from penchant.puzzles import analyse
from penchant.puzzles.bank import curate, dump_bank, load_file
from penchant.puzzles.guessing import MOST, guess_chance
from penchant.puzzles.model import Puzzle

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
DRILLS = ROOT / "seeds" / "drills"
"""The chapters' drills, kept by the same rules (the practice bank no longer holds them)."""

REPOSITIONED = {
    "endgame-001": {"hand": "7H 8H AH", "opp_hand": "8S KH 8D"},
    "endgame-029": {"hand": "8S 9S 8H 9H TH", "opp_hand": "JS AS 7C TC AC"},
}
"""Chapter end-games a guess passed, given a card more each (the engine keeps their answer and themes)."""
TO_POINTS = ("declaration", "best")
"""A chapter's best-declaration puzzle a guess passes asks for the points instead."""
CULLED_FILES = ("mined_scoring.json",)
"""Files of mechanical drills the chapters already teach, culled whole."""
WHOSE_RULES = 10
"""How many "Whose rules?" puzzles are kept."""


def chapter_ids() -> dict[str, list[str]]:
    """Every puzzle id a chapter's code cells name -> the chapters."""
    out: dict[str, list[str]] = defaultdict(list)
    for f in sorted(glob.glob(str(ROOT / "notebooks" / "*.ipynb"))):
        text = Path(f).read_text(encoding="utf-8").replace('\\"', '"')
        name = Path(f).name[:2]
        ids = set(re.findall(r'"((?:barring|declaration|trump|endgame|scoring)-\d{3})"', text))
        for m in re.finditer(r'f"(\w+)-\{n:03d\}" for n in \(([^)]*)\)', text):
            body = re.sub(r"#[^\\\n]*", "", m.group(2))
            ids |= {f"{m.group(1)}-{int(x):03d}" for x in re.findall(r"\d+", body)}
        for m in re.finditer(r'f"(mined-endgame-(?:line|aim))-\{n\}" for n in \(([^)]*)\)', text):
            ids |= {f"{m.group(1)}-{x}" for x in re.findall(r'"([\d-]+)"', m.group(2))}
        for i in ids:
            out[i].append(name)
    return out


def reworked(p: Puzzle) -> Puzzle:
    if p.id in REPOSITIONED and any(p.position.get(k) != v for k, v in REPOSITIONED[p.id].items()):
        return p.with_changes(position={**dict(p.position), **REPOSITIONED[p.id]}, history=None, hints=())
    if (p.kind, p.task) == TO_POINTS:
        return curate(p.with_changes(task="points", answer_form="number", choices=(), hints=()))
    return p


def whose_rules_kept(puzzles: list[Puzzle]) -> set[str]:
    """The "Whose rules?" puzzles kept: by answer in turn (Foster's, Kandell's, both, neither), then id."""
    by_answer: dict[str, list[Puzzle]] = defaultdict(list)
    for p in sorted(puzzles, key=lambda p: p.id):
        by_answer[analyse(p).best[0]].append(p)
    kept: list[str] = []
    while len(kept) < WHOSE_RULES and any(by_answer.values()):
        for answer in ("foster", "kandell", "both", "neither"):
            if by_answer[answer] and len(kept) < WHOSE_RULES:
                kept.append(by_answer[answer].pop(0).id)
    return set(kept)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="rewrite the bank files")
    args = ap.parse_args(argv)
    shown = chapter_ids()
    culled: Counter[str] = Counter()
    stuck: list[str] = []
    for path in sorted([*BANK.glob("*.json"), *DRILLS.glob("*.json")]):
        puzzles = load_file(path)
        if path.name in CULLED_FILES:
            culled[f"{puzzles[0].kind} (mined sheets)"] += len(puzzles)
            print(f"{path.relative_to(ROOT)}: culled whole ({len(puzzles)})", file=sys.stderr)
            if args.write:
                path.unlink()
            continue
        profiles = [p for p in puzzles if p.task == "profile"]
        keep_rules = whose_rules_kept(profiles) if len(profiles) > WHOSE_RULES else {p.id for p in profiles}
        out: list[Puzzle] = []
        for p in puzzles:
            if p.task == "profile" and p.id not in keep_rules:
                culled["trump (Whose rules?)"] += 1
                continue
            if guess_chance(p) < MOST:
                out.append(p)
                continue
            if p.id in shown:
                q = reworked(p)
                if q is p:
                    stuck.append(f"{p.id} ({', '.join(shown[p.id])})")
                out.append(q)
                continue
            culled[f"{p.kind} {p.task} (a guess passes)"] += 1
        if [p.id for p in out] != [p.id for p in puzzles] or out != puzzles:
            kinds = {p.kind for p in out}
            print(f"{path.relative_to(ROOT)}: {len(puzzles)} -> {len(out)}", file=sys.stderr)
            if args.write:
                path.write_text(dump_bank(out, kinds.pop() if len(kinds) == 1 else None), encoding="utf-8")
    for what, n in sorted(culled.items()):
        print(f"culled {n}: {what}", file=sys.stderr)
    for s in stuck:
        print(f"a chapter shows {s}, a guess passes it, and no rework is known: rework it by hand", file=sys.stderr)
    return 1 if stuck else 0


if __name__ == "__main__":
    raise SystemExit(main())
