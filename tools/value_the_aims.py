"""The game-at-stake end-games judged as a strong player judges them (issue #32, second review, item 1): the right
card makes the game worth the most to you (the rules' ``game_value``: the difference, doubled for a lurch), not
any card that makes sure of the result. Re-asks, re-answers and re-hints every ``aim`` puzzle of
``seeds/puzzles/mined_endgame_aim.json`` from the engine, and culls one whose answer becomes trivial (no natural
habit misses it, or a guess passes) or tied (two different plays worth the most).

    .venv/bin/python tools/value_the_aims.py            # report
    .venv/bin/python tools/value_the_aims.py --write    # rewrite the file

Idempotent: a second run changes nothing.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from penchant.puzzles import analyse
from penchant.puzzles.bank import curate, dump_bank, load_file
from penchant.puzzles.guessing import MOST, guess_chance
from penchant.puzzles.words.questions import question_for

FILE = Path(__file__).resolve().parents[1] / "seeds" / "puzzles" / "mined_endgame_aim.json"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    kept = []
    for p in load_file(FILE):
        q = p.with_changes(question=question_for(p.kind, p.task, p.position))
        a = analyse(q)
        why = ("no natural habit misses it" if not a.tempting else "two different plays are worth the most"
               if not a.unique else "a guess passes" if guess_chance(q) >= MOST else "")
        if why:
            print(f"cull {p.id}: {why}")
            continue
        q = curate(q, keep_hints=False)
        print(f"keep {p.id}: {list(p.answer)} -> {list(q.answer)}; {a.features['game_value']} to you")
        kept.append(q)
    if args.write:
        FILE.write_text(dump_bank(kept, "endgame"), encoding="utf-8")
        print(f"wrote {len(kept)} puzzles to {FILE}")


if __name__ == "__main__":
    main()
