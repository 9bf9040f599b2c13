"""Refill the bank from freshly mined puzzles, keeping every template's cap (issue #32 item 3).

    .venv/bin/python tools/refill_bank.py MINED.json ... [--write]

The culled kinds were mined again with the rule that a guess passes less than half of the time (the miners
keep no other: :mod:`penchant.puzzles.guessing`); the runs, each seeded and so repeatable::

    penchant puzzles mine-play --judge strong --deals 50 --seed 5000 --rules kandell --kinds timing,reading
    penchant puzzles mine-play --judge strong --deals 25 --seed 6000 --rules foster --kinds timing,reading
    penchant puzzles mine-play --judge greedy --deals 150 --seed 8000 --rules kandell --kinds reading
    penchant puzzles mine-play --judge greedy --deals 150 --seed 8500 --rules foster --kinds reading
    # 40 end-games from greedy deals (the aims: tools/mine_endgames.py's second run, from seed 7300)
    python -c "from penchant.players.greedy import greedy_action; from penchant.puzzlemakers.miner import mine; \
        from penchant.puzzles.bank import dump_bank; print(dump_bank([p for p in mine(160, greedy_action, 9000, \
        want={'endgame': 40}) if p.kind == 'endgame']), end='')" > endgames_9000.json

(a ``--judge greedy`` run only plays the deals: a reading puzzle's answer is the end-game solver's.) Each mined
puzzle goes to its kind's bank file (decision, timing, reading: ``<kind>.json``; end-games:
``mined_endgame.json``) while its template (a title without its number) holds fewer than :data:`CAP` (the
mined end-games: while they are fewer than :data:`ENDGAMES`); the
puzzles already in the bank stay, and the new ones are taken best first: a natural habit misses the answer,
a guess passes less often, a deeper end-game or more hidden cards to read. Ids already in the bank are
skipped. Then ``tools/explain_judged.py --write`` stores the judged ones' outcomes.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

from penchant.puzzles import analyse
from penchant.puzzles.bank import dump_bank, load_file
from penchant.puzzles.guessing import guess_chance
from penchant.puzzles.model import Puzzle

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
CAP = 20
ENDGAMES = 46
"""Mined end-games kept in all (as many as before the cull: the drills' cap is for templates of drills)."""
FILES = {"decision": "decision.json", "timing": "timing.json", "reading": "reading.json",
         "endgame": "mined_endgame.json"}


def template(p: Puzzle) -> str:
    return re.sub(r"\s*\(\d+\)$", "", p.title)


def merit(p: Puzzle) -> tuple[float, ...]:
    """Best first: a habit misses it, a guess passes less often, deeper or more to read."""
    a = analyse(p)
    depth = len(str(p.position.get("hand", "")).split())
    return (-float(bool(a.tempting)), guess_chance(p), -float(a.features.get("hidden", 0)), -float(depth),
            -float(len(a.tempting)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("mined", nargs="+", type=Path, help="bank files of freshly mined puzzles")
    ap.add_argument("--write", action="store_true", help="rewrite the bank files")
    args = ap.parse_args(argv)
    every = {p.id for f in BANK.glob("*.json") for p in load_file(f)}
    fresh = [p for f in args.mined for p in load_file(f) if p.id not in every]
    added: Counter[str] = Counter()
    for kind, name in FILES.items():
        path = BANK / name
        have = load_file(path) if path.exists() else []
        count = Counter(template(p) for p in have)
        for p in sorted((q for q in fresh if q.kind == kind), key=lambda q: (merit(q), q.id)):
            if (len(have) < ENDGAMES) if kind == "endgame" else (count[template(p)] < CAP):
                have.append(p)
                count[template(p)] += 1
                added[f"{kind} / {template(p)}"] += 1
        if args.write:
            path.write_text(dump_bank(have, kind), encoding="utf-8")
    for what, n in sorted(added.items()):
        print(f"added {n}: {what}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
