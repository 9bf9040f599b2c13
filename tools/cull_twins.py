"""Cull the puzzles that teach a lesson the bank already teaches (issue #32, second review, item 2): of each set of
twins (:func:`penchant.puzzles.lessons.same_lesson`) keep one, a puzzle a tutorial chapter shows first, then the
earlier in the bank, and say which chapters name a culled one (change the chapter to the kept twin, then re-execute
it).

    .venv/bin/python tools/cull_twins.py            # report
    .venv/bin/python tools/cull_twins.py --write    # rewrite the bank files

Idempotent: a second run finds no twins.
"""

from __future__ import annotations

import argparse
import glob
import json
import re
from pathlib import Path

from penchant.puzzles.bank import dump_bank, load_file
from penchant.puzzles.lessons import same_lesson

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
DRILLS = ROOT / "seeds" / "drills"
"""The chapters' drills, kept by the same rules (the practice bank no longer holds them)."""


def chapter_ids() -> dict[str, list[str]]:
    """Each bank id a chapter's code names (``barring-{n:03d}`` lists spelled out), chapter by chapter."""
    out: dict[str, list[str]] = {}
    for f in sorted(glob.glob(str(ROOT / "notebooks" / "*.ipynb"))):
        code = "\n".join("".join(c["source"]) for c in json.loads(Path(f).read_text())["cells"]
                         if c["cell_type"] == "code")
        ids = re.findall(r"[\"']([a-z][a-z0-9-]*-\d+(?:-\d+)?)[\"']", code)
        for m in re.finditer(r'f"([a-z-]+)-\{n:03d\}" for n in \(([\d,\s#a-z?]*?)\)', code, re.S):
            ids += [f"{m[1]}-{int(n):03d}" for n in re.findall(r"\b\d+\b", re.sub(r"#[^\n]*", "", m[2]))]
        out[Path(f).name] = ids
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    files = {f: load_file(f) for f in sorted([*BANK.glob("*.json"), *DRILLS.glob("*.json")])}
    pool = [p for ps in files.values() for p in ps]
    shown = chapter_ids()
    first = {i: n for n, i in enumerate(i for ids in shown.values() for i in ids)}
    order = sorted(pool, key=lambda p: (p.id not in first, first.get(p.id, 0), pool.index(p)))
    kept: list = []
    culled: dict[str, tuple[str, str]] = {}
    for p in order:
        twin = next(((k.id, why) for k in kept if (why := same_lesson(k, p)) is not None), None)
        if twin is None:
            kept.append(p)
        else:
            culled[p.id] = twin
    for cid, (keep, why) in culled.items():
        chapters = [ch for ch, ids in shown.items() if cid in ids]
        print(f"cull {cid}: {why} as {keep}" + (f"; named in {', '.join(chapters)}" if chapters else ""))
    print(f"{len(culled)} culled, {len(pool) - len(culled)} kept")
    if args.write:
        for f, ps in files.items():
            left = [p for p in ps if p.id not in culled]
            if len(left) != len(ps):
                kind = json.loads(Path(f).read_text()).get("kind")
                Path(f).write_text(dump_bank(left, kind), encoding="utf-8")


if __name__ == "__main__":
    main()
