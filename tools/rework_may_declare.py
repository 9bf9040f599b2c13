"""The barring "May you declare it?" drills become "Which of these may you declare?" (issue #32: a strong player
passed them by guessing).

    .venv/bin/python tools/rework_may_declare.py            # report
    .venv/bin/python tools/rework_may_declare.py --write    # rewrite barring.json and barring_foster.json

A yes/no question about one set is a coin flip, and its reasons did not save it: of the four reasons offered,
the false ones were false on the face of the position ("he has no major set on his table" beside his two
Kings), so a player who guessed yes or no found the rest. Here each such position (same id, same deal, same
moment) asks instead which of several sets from the hand may be declared now, ticking exactly the right ones:
the set it asked about, and sets of the same hand whose answer differs (a longer set of the same rank, a set of
another rank), so that the right ticks are never all of them or none of them. Two candidates or more, each
ticked or not: a guess passes one time in four at best. A position whose hand offers no set with another answer
is culled.

Idempotent: a puzzle that is a ``legal_all`` already is left alone.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from penchant.puzzlemakers.authoring import build
from penchant.puzzles.bank import dump_bank, load_file
from penchant.puzzles.guessing import guess_chance
from penchant.puzzles.model import Puzzle
from penchant.puzzles.positions import history_problems
from penchant.rules.cards import CardSet
from penchant.rules.combinations import candidate_combinations, check_declaration
from penchant.rules.holdings import Holdings

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
DRILLS = ROOT / "seeds" / "drills"


def _where(name: str) -> Path:
    """A file of the bank, or of the chapters' drills (trump, scoring, declaration: no longer the bank's)."""
    return BANK / name if (BANK / name).exists() else DRILLS / name
TITLES = {"barring.json": "Which may you declare?",
          "barring_foster.json": "Barring by value: every one you may declare"}
MOST = 4
"""Candidates at most (each a tick)."""
_NUMBER = re.compile(r"\s*\(\d+\)$")



def candidates(p: Puzzle) -> list[str] | None:
    """The sets to tick among: the one asked about first, then sets of the hand whose answer differs, then one
    more; ``None`` when no set of the hand has another answer."""
    hand, table, opp = (p.cards(k, "").mask for k in ("hand", "table", "opp_table"))
    holdings = Holdings.parse(hand=hand, table=table, opp_table=opp)
    asked = CardSet(str(p.position["declaration"]))
    legal = check_declaration(asked, holdings, p.profile).legal
    asked_rank = min(c.rank for c in asked)
    others: list[tuple[tuple[int, int, int], str, bool]] = []
    for m, kind in candidate_combinations(hand | table):
        if not m & hand or m == asked.mask or not kind.is_set:
            continue
        v = check_declaration(CardSet(m), holdings, p.profile)
        if not v.legal and "barred" not in v.reason:
            continue  # refused for another reason than a bar: not what this drill asks
        rank = min(c.rank for c in CardSet(m))
        # Another answer first; then the same rank (a longer or shorter set of it); then the smaller sets.
        others.append(((v.legal == legal, rank != asked_rank, m.bit_count()), str(CardSet(m)), v.legal))
    others.sort()
    if not any(ok != legal for _k, _t, ok in others):
        return None
    chosen = [str(asked)]
    answers = {legal}
    for _key, text, ok in others:
        if len(chosen) >= MOST:
            break
        if ok not in answers or len(chosen) < 3:
            chosen.append(text)
            answers.add(ok)
    return chosen


def rework(p: Puzzle, title: str) -> Puzzle | None:
    cands = candidates(p)
    if cands is None:
        return None
    pos = {k: v for k, v in p.position.items() if k != "declaration"}
    pos["candidates"] = cands
    q = build("barring", "legal_all", p.id, title, pos, hints=p.hints, source=p.source)
    q = q.with_changes(history=p.history, rating=p.rating)
    problems = history_problems(q)
    if problems:
        raise SystemExit(f"{p.id}: {problems}")
    return q


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="rewrite the bank files")
    args = ap.parse_args(argv)
    for name, title in TITLES.items():
        path = _where(name)
        puzzles = load_file(path)
        out: list[Puzzle] = []
        n = sum(1 for p in puzzles if _NUMBER.sub("", p.title) == title)
        reworked = culled = 0
        for p in puzzles:
            if p.task != "may_declare":
                out.append(p)
                continue
            n_title = f"{title} ({n + 1})"
            q = rework(p, n_title)
            if q is None:
                culled += 1
                print(f"cull {p.id}: no set of the hand has another answer than {p.position['declaration']}",
                      file=sys.stderr)
                continue
            n += 1
            reworked += 1
            print(f"{p.id}: {', '.join(q.choices)} -> {q.answer[0]} (a guess passes {guess_chance(q):.0%})",
                  file=sys.stderr)
            out.append(q)
        print(f"{name}: {reworked} reworked, {culled} culled, {len(out)} puzzles")
        if args.write:
            path.write_text(dump_bank(out, "barring"), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
