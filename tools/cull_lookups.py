"""Cull the puzzles a strong player solves by lookup, and refresh the words a third review found wrong (issue #32,
third review).

* **Win or duck with one winner.** A "win or duck" choice where exactly one card wins the trick and the answer is
  that card is a lookup: play the one winner and you are right (15 of the 22 were so). ``penchant puzzles verify``
  refuses one (:func:`penchant.puzzles.decision.lone_winner`); the ones whose answer is to duck stay.
* **Named lookups** (:data:`LOOKUPS`): drills whose answer is read off the position with nothing to weigh, each
  with the reason a strong player gave or we found reading it.
* **Words**: the table-card barring drills ask for cards in the plural, as they are answered by ticking every one;
  the by-value "keeping your answer" titles say "keeping a bar"; a timing title is made again from its themes (no
  "Two ways to fix trump" once trump is fixed); a lead decision's second hint weighs winning against ducking.

    .venv/bin/python tools/cull_lookups.py            # report
    .venv/bin/python tools/cull_lookups.py --write    # rewrite the bank files

Idempotent. Prints the chapters that name a culled puzzle (swap in a kept one there, then re-execute the chapter).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from penchant.puzzles import decision, timing
from penchant.puzzles.bank import dump_bank, load_file
from penchant.puzzles.judgement import choice_of
from penchant.puzzles.model import Puzzle
from penchant.puzzles.words.judged import title_of
from penchant.puzzles.words.questions import question_for

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
DRILLS = ROOT / "seeds" / "drills"
"""The chapters' drills, kept by the same rules (the practice bank no longer holds them)."""
sys.path.insert(0, str(ROOT / "tools"))

from cull_twins import chapter_ids  # noqa: E402

LOOKUPS: dict[str, str] = {}
"""Puzzles culled by name, each with why it is a lookup."""

STUDY = ROOT / "benchmarks" / "puzzle_ratings.json"
_GREEDY = {i: s.get("greedy", 0.0) for i, s in json.loads(STUDY.read_text(encoding="utf-8"))["solved_by"].items()}
"""How often the rule-of-thumb player solved each puzzle in the ratings study (it is deterministic: 0 or 1)."""


def why_culled(p: Puzzle, shown: set[str]) -> str | None:
    """Why ``p`` is a lookup, or ``None``. A puzzle a chapter shows stays (a tutorial's drill teaches a newcomer the
    rule it names; the chapter is where it belongs), except a win or duck with one winner, which no chapter shows."""
    if p.id in LOOKUPS:
        return LOOKUPS[p.id]
    if p.id not in shown:
        if p.kind == "trump" and p.task == "profile":
            return "a profile quiz: which rules make a suit trump, read off two rules' texts"
        if p.kind == "scoring":
            return "a scoring sheet: sums of declared values, nothing to weigh"
        if p.kind == "endgame" and p.task == "best" and len(p.cards("hand")) <= 3 and _GREEDY.get(p.id) == 1.0:
            return "a three-card end-game the rule of thumb (the ratings study's greedy player) solves"
        if p.kind == "barring" and p.task == "safe" and not p.position.get("opp_table"):
            return "nothing of his to bar: the only lesson is 'keep your major set', a lookup"
    if p.kind == "decision":
        _state, view = decision.view_of(p)
        acts = {choice_of(a): a for a in view.legal}
        lone = decision.lone_winner(view, acts, p.choices)
        if lone is not None and lone in p.answer:
            return f"win or duck with one winner, {lone}, the answer"
    return None


def refreshed(p: Puzzle) -> Puzzle:
    changes: dict[str, object] = {}
    if p.kind == "barring" and p.task in ("safe", "lift", "unbar"):
        q = question_for(p.kind, p.task, p.position)
        if q != p.question:
            changes["question"] = q
    title = re.sub(r"^Barring by value: keeping your answer\b", "Barring by value: keeping a bar", p.title)
    if title != p.title:
        changes["title"] = title
    if p.kind == "timing":
        _state, view = decision.view_of(p)
        themes = timing.themes_of_timing(view, {choice_of(a): a for a in view.legal}, p.choices)
        if tuple(themes) != p.themes:
            changes["themes"] = tuple(themes)
            changes["title"] = title_of(themes, p.title)
    if p.kind == "decision" and p.task == "play" and p.position.get("led") is None and len(p.hints) >= 2:
        hints = (p.hints[0], decision.LEAD_HINT, *p.hints[2:])
        if hints != p.hints:
            changes["hints"] = hints
    return p.with_changes(**changes) if changes else p


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    shown = chapter_ids()
    every_shown = {i for ids in shown.values() for i in ids}
    total = kept = 0
    for f in sorted([*BANK.glob("*.json"), *DRILLS.glob("*.json")]):
        ps = load_file(f)
        out = []
        for p in ps:
            total += 1
            why = why_culled(p, every_shown)
            if why is not None:
                named = [ch for ch, ids in shown.items() if p.id in ids]
                print(f"cull {p.id}: {why}" + (f"; named in {', '.join(named)}" if named else ""))
                continue
            q = refreshed(p)
            if q != p:
                print(f"refresh {p.id}: " + ", ".join(k for k in ("question", "title", "themes", "hints")
                                                       if getattr(q, k) != getattr(p, k)))
            out.append(q)
        kept += len(out)
        if args.write and out != ps:
            kind = json.loads(f.read_text(encoding="utf-8")).get("kind")
            f.write_text(dump_bank(out, kind), encoding="utf-8")
    print(f"{total - kept} culled, {kept} kept")


if __name__ == "__main__":
    main()
