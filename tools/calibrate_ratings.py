"""Calibrate the puzzles' seed ratings against two model solvers (issue #24).

    nice -n 10 .venv/bin/python tools/calibrate_ratings.py             # compute, write tools/puzzle_calibration.json
    nice -n 10 .venv/bin/python tools/calibrate_ratings.py --write     # ... and store the seeds in the bank files
    .venv/bin/python tools/calibrate_ratings.py --from-file --write    # store the seeds from the saved file

Each puzzle gets the *first answer* of two computer players, as a cheap proxy for how often a learner
misses it:

* **greedy** (:mod:`penchant.players.greedy`, rules of thumb). Where the puzzle is a decision in a
  deal (a declaration, a card from the table, an end-game card) and its history replays to the deal
  (or, for a hand-made declaration, the position is dealt out around the cards shown), it answers
  with its favourite action that is an answer to the puzzle. Elsewhere (a rules question: is this
  barred, which suit is trump, how many points) it stands for the careless reader: it gives the
  first of the engine's *tempting* answers (the misreading or habit the analysis names), and the
  right one when the analysis names none.
* **strong** (:mod:`penchant.players.strong`, sampled search; exact in the last six tricks): the same
  decisions, searched with ``SAMPLES`` sampled deals from a seed fixed per puzzle; elsewhere it knows
  the rules and answers right.

The seed (:func:`penchant.trainer.ratings.calibrated_seed`) then starts from the engine's difficulty
and adds for each miss::

    seed = 1000 + 50 * difficulty + 300 * greedy_missed + 400 * strong_missed     (1050 .. 1950)

so a puzzle both solvers get right stays near 1100-1250 whatever the difficulty score says ("count
four Aces as 100" no longer starts at 1500), one the careless reader misses starts 300 higher, and
one that even the searching player misses is the hardest. The learned Glicko-2 ratings
(:mod:`penchant.trainer.progress`) start from these seeds and take over with real attempts.

End-game files are left to their own curation unless ``--all`` is given.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

from penchant.errors import PenchantError
from penchant.play.state import Action, DealState, Declare, Play
from penchant.players.greedy import GreedyPlayer
from penchant.players.strong import StrongPlayer
from penchant.puzzles import analyse, check
from penchant.puzzles.bank import dump_bank, load_file
from penchant.puzzles.model import Puzzle
from penchant.puzzles.positions import replay
from penchant.rules.cards import DECK, CardSet
from penchant.trainer.ratings import calibrated_seed

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
OUT = ROOT / "tools" / "puzzle_calibration.json"
SAMPLES = 12
"""Sampled deals per decision of the strong player here (the game's default is 40; a proxy needs less)."""


def _state(p: Puzzle) -> DealState | None:
    """The deal at the puzzle's decision: its history replayed, or a hand-made declaration dealt out
    around the cards shown (the opponent's hand from the unseen cards, seeded by id, and the rest
    left in the stock, since such a position records no tricks played)."""
    if p.history is not None:
        return replay(p.history)
    if (p.kind, p.task) != ("declaration", "best"):
        return None
    hand, table, opp = (p.cards(k, "") for k in ("hand", "table", "opp_table"))
    rest = [c for c in DECK if not (c.bit & (hand.mask | table.mask | opp.mask))]
    random.Random(p.id).shuffle(rest)
    n_opp = 5 - len(opp)
    stock = rest[n_opp:]  # every unseen card: the players read no played tricks from this position
    return DealState.at_declaration(p.profile, winner=0, hands=[hand, CardSet(rest[:n_opp])],
                                    tables=[table, opp], stock=stock)


def _as_answer(p: Puzzle, action: Action) -> str | None:
    """The action as an answer to the puzzle, or ``None`` when it answers something else."""
    if p.kind == "declaration" and isinstance(action, Declare):
        return str(action.cards)
    if isinstance(action, Play) and p.kind in ("barring", "endgame"):
        if p.task == "safe" and action.card not in p.cards("table"):
            return None
        return str(action.card)
    return None


def _player_answer(p: Puzzle, player: GreedyPlayer | StrongPlayer) -> str | None:
    state = _state(p)
    if state is None or state.to_move is None:
        return None
    rng = random.Random(f"{p.id}:{player.name}")
    d = player.analyse(state.view(state.to_move), rng)
    for choice in d.choices:
        got = _as_answer(p, choice.action)
        if got is not None:
            return got
    return None


def first_answers(p: Puzzle) -> dict[str, Any]:
    a = analyse(p)
    decision = (p.kind, p.task) in (("declaration", "best"), ("barring", "safe"), ("endgame", "best"))
    greedy = strong = None
    how = "rules question: the careless reader's tempting answer, and the rules"
    if decision:
        try:
            greedy = _player_answer(p, GreedyPlayer(p.profile))
            if p.kind == "endgame":
                strong = a.best[0]  # exact in the last six tricks
            else:
                strong = _player_answer(p, StrongPlayer(p.profile, samples=SAMPLES))
            how = "the players' own choice in the deal"
        except PenchantError as exc:
            how = f"no deal to play ({exc}); the careless reader's tempting answer, and the rules"
            greedy = strong = None
    if greedy is None:
        greedy = a.tempting[0] if a.tempting else a.best[0]
    if strong is None:
        strong = a.best[0]

    def right(ans: str) -> bool:
        try:
            return check(p, ans).correct
        except PenchantError:
            return False

    g, s = right(greedy), right(strong)
    return {"difficulty": p.difficulty, "greedy": greedy, "greedy_right": g, "strong": strong,
            "strong_right": s, "how": how, "rating": calibrated_seed(p.difficulty, not g, not s)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="store the seed ratings in the bank files")
    ap.add_argument("--all", action="store_true", help="the end-game files too")
    ap.add_argument("--from-file", action="store_true", help=f"use {OUT.name} instead of computing")
    args = ap.parse_args(argv)
    files = {f: load_file(f) for f in sorted(BANK.glob("*.json"))}
    if args.from_file:
        results = json.loads(OUT.read_text(encoding="utf-8"))["puzzles"]
    else:
        results = {}
        every = [p for ps in files.values() for p in ps]
        for n, p in enumerate(every, 1):
            results[p.id] = first_answers(p)
            if n % 25 == 0 or n == len(every):
                print(f"{n}/{len(every)} puzzles", file=sys.stderr)
        summary: dict[str, Any] = {}
        for kind in sorted({p.kind for p in every}):
            ids = [p.id for p in every if p.kind == kind]
            summary[kind] = {
                "puzzles": len(ids),
                "greedy_missed": sum(not results[i]["greedy_right"] for i in ids),
                "strong_missed": sum(not results[i]["strong_right"] for i in ids),
                "mean_seed": round(sum(results[i]["rating"] for i in ids) / len(ids)),
            }
        OUT.write_text(json.dumps({
            "formula": "seed = 1000 + 50 * difficulty + 300 * greedy_missed + 400 * strong_missed",
            "strong_samples": SAMPLES, "summary": summary, "puzzles": results,
        }, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(json.dumps(summary, indent=1), file=sys.stderr)
    if args.write:
        for f, ps in files.items():
            if "endgame" in f.name and not args.all:
                continue
            out = [p.with_changes(rating=results[p.id]["rating"]) if p.id in results else p for p in ps]
            kinds = {p.kind for p in out}
            f.write_text(dump_bank(out, kinds.pop() if len(kinds) == 1 else None), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
