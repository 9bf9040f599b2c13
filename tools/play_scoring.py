"""Score sheets from played deals: every scoring puzzle carries the deals that make its sheet (issue #32 item 1).

    .venv/bin/python tools/play_scoring.py            # report
    .venv/bin/python tools/play_scoring.py --write    # rewrite penchant/data/drills/scoring.json

The scoring drills were typed sheets ("a marriage and a penchant, 3 brisquettes, 8 brisques"): no deal proved
that such a sheet can come out of play. Each is made again from deals the rule-of-thumb player plays on both
sides (:func:`penchant.players.greedy.greedy_action`, deterministic), dealt from seeds, under the puzzle's own
rules: its id, task, rules, seat and number of deals stay, and the first seed whose sheet teaches what the
typed one did (the engine's themes: the book bonus, the lurch, building scores each step ...; and two tempting
wrong answers at least) is kept. The sheet (each declaration by its cards) is read from the replay, and the
deals are stored as the history, which ``penchant puzzles verify`` replays to the sheet.

A typed sheet without a declaration (the first chapter's, before declarations are taught) is played with every
declaration held back (a player may always pass).

Idempotent: a puzzle with a history is left alone.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from penchant.play.dealing import new_deal
from penchant.play.moves import Declare, Pass, Stage
from penchant.players.greedy import greedy_action
from penchant.puzzlemakers.authoring import build
from penchant.puzzles import analyse
from penchant.puzzles.bank import dump_bank, load_file
from penchant.puzzles.history_replay import history_problems, sheet_of
from penchant.puzzles.model import Puzzle
from penchant.rules.procedure import dealer_of
from penchant.rules.profiles import DEFAULT_PROFILE, Profile

ROOT = Path(__file__).resolve().parents[1]
FILE = ROOT / "penchant" / "data" / "drills" / "scoring.json"  # a chapter's drills (not the practice bank's)
TRIES = 3000
"""Seeds tried per puzzle."""
SOURCE = "deals the rule-of-thumb player played on both sides (seeded), scored by the engine"


def played(seed: int, dealer: int, profile: Profile, quiet: bool = False) -> tuple[dict[str, Any], dict[str, Any]]:
    """A deal played to its end: its history (seed, dealer, actions) and its line of the sheet. ``quiet``: both
    players hold every declaration back (a sheet of brisques alone, for the first chapters)."""
    st = new_deal(profile, seed, dealer)
    while st.stage is not Stage.OVER:
        act = greedy_action(st)
        if quiet and isinstance(act, Declare):
            act = Pass()
        st.apply(act)
    return {"seed": seed, "dealer": dealer, "actions": [str(a) for _p, a in st.history]}, sheet_of(st)


def replayed(p: Puzzle) -> Puzzle | None:
    profile = Profile.from_json(p.position.get("rules", DEFAULT_PROFILE.name))
    n_deals = len(p.position["deals"])
    want = set(p.themes)
    number = int(p.id.rsplit("-", 1)[1])
    quiet = not any(side for d in p.position["deals"] for side in d["declarations"])
    best: tuple[tuple[int, int], Puzzle] | None = None
    for k in range(TRIES):
        base = 100_000 * number + 10 * k
        histories, sheets = [], []
        for d in range(n_deals):
            h, sheet = played(base + d, dealer_of(d, 0), profile, quiet)
            histories.append(h)
            sheets.append(sheet)
        pos = {**{key: v for key, v in p.position.items() if key != "deals"}, "deals": sheets}
        q = build("scoring", p.task, p.id, p.title, pos, source=SOURCE)
        a = analyse(q)
        score = (len(want & set(a.themes)), min(len(a.tempting), 3))
        q = q.with_changes(history={"rules": p.position.get("rules", DEFAULT_PROFILE.name), "deals": histories},
                           rating=p.rating)
        if best is None or score > best[0]:
            best = (score, q)
        if want <= set(a.themes) and len(a.tempting) >= 2:
            break
    if best is None:
        return None
    q = best[1]
    problems = history_problems(q)
    if problems:
        raise SystemExit(f"{q.id}: {problems}")
    return q


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help=f"rewrite the scoring drills, {FILE.relative_to(ROOT)}")
    args = ap.parse_args(argv)
    out = []
    for p in load_file(FILE):
        if p.history is not None:
            out.append(p)
            continue
        q = replayed(p)
        assert q is not None
        lost = sorted(set(p.themes) - set(q.themes))
        print(f"{p.id} ({p.task}, {len(q.position['deals'])} deals): themes {list(q.themes)}"
              + (f"; lost {lost}" if lost else "") + f"; {len(analyse(q).tempting)} tempting", file=sys.stderr)
        out.append(q)
    if args.write:
        FILE.write_text(dump_bank(out, "scoring"), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
