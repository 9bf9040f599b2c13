"""Write seeds/puzzles/barring_foster.json: barring puzzles under Foster's reading (issue #24).

    .venv/bin/python tools/foster_barring.py [--check]

Foster bars by value (``by_value``): a major set bars a minor one of no greater value unless your own
best set on the table, of any rank, is as good ("three Kings answer two Aces"; a minor triplet answers
two Queens). Kandell bars size by size (``by_size``). Each position below is set at a declaration (the
declarer shows five cards, the opponent's table at most five) or before a card is played (six), and
its tables are made of sets that were declared. :data:`SPECS` names the positions; the engine gives
every answer, and this script records, for each, Kandell's answer to the same position (printed; at
least ten of them differ, which tests/puzzles/test_foster_barring.py checks again).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from penchant.errors import PuzzleError
from penchant.puzzlemakers.authoring import build
from penchant.puzzles import analyse
from penchant.puzzles.bank import dump_bank, load_file
from penchant.puzzles.model import Puzzle
from penchant.rules.cards import mask_of
from penchant.rules.positions import most_stock

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "seeds" / "puzzles" / "barring_foster.json"
FIRST_NUMBER = 41
"""The ids go on from the hand-made barring puzzles' (barring-001 ... barring-040)."""

SOURCE = "Foster (1897), after McTear: a major set bars a minor one of no greater value"

# (task, hand, table, opponent's table, the declaration or the candidates)
SPECS: list[tuple[str, str, str, str, Any]] = [
    # Three Kings answer two Aces (Foster); Kandell wants a major pair as high.
    ("may_declare", "9S 9C", "KS KH KD", "AS AH", "9S 9C"),
    ("may_declare", "7D 7C", "QS QH QD", "KS KC", "7D 7C"),
    ("may_declare", "8H 8C", "JS JH JC", "QD QC", "8H 8C"),
    ("may_declare", "TS TD", "KH KD KC", "AD AC", "TS TD"),
    ("may_declare", "8D 8C", "JS JH JC", "AS AH KS KH", "8D 8C"),
    # A minor triplet on your table answers two Queens.
    ("may_declare", "TS TC", "8S 8H 8D", "QS QD", "TS TC"),
    ("may_declare", "7S 7H", "9S 9H 9C", "AD AC", "7S 7H"),
    ("may_declare", "9D 9C", "TS TH TD", "KD KC JD", "9D 9C"),
    ("may_declare", "TH TC", "7S 7H 7C", "AS AH", "TH TC"),
    ("may_declare", "8S 8D", "QS QH QC", "AS AH 7S 7H 7D", "8S 8D"),
    ("may_declare", "7H 7D", "TS TH TC", "JS JD", "7H 7D"),
    ("may_declare", "9H 9D", "AS AH AC", "KS KD", "9H 9D"),
    # Where the two readings agree: a triplet outweighs your pair, a tie of value is not enough, ...
    ("may_declare", "9S 9H KC", "AS AH", "JS JH JD", "9S 9H"),
    ("may_declare", "8S 8H", "KS KH KD", "AS AH AD", "8S 8H"),
    ("may_declare", "9S 9H 7C", "8S 8H", "JS JD", "9S 9H"),
    ("may_declare", "7S 7D 8C", "AS AH", "QS QD", "7S 7D"),
    ("may_declare", "9S 9H 9D", "QS QH", "AS AD", "9S 9H 9D"),
    ("may_declare", "TS TH", "9S 9H 9D", "JS JH JD", "TS TH"),
    ("legal_all", "9S 9H 9D", "KS KH", "AS AD", ["9S 9H", "9S 9H 9D"]),
    ("legal_all", "8D 9S 9H", "8S 8H", "QS QD", ["8S 8H 8D", "9S 9H"]),
    ("legal_all", "TS TH TD", "JS JH", "QS QH QD", ["TS TH", "TS TH TD"]),
    ("legal_all", "7S 7H 7D", "KS KH", "AS AD AH", ["7S 7H", "7S 7H 7D"]),
    # Before a card is played: which table card keeps the answer to the bar?
    ("lift", "7C", "KS KH KD 9S 9H", "AS AH", None),
    ("lift", "JC", "8S 8H 8D TS TH", "QS QD", None),
]


def puzzles() -> list[Puzzle]:
    out: list[Puzzle] = []
    n = FIRST_NUMBER
    for task, hand, table, opp, what in SPECS:
        pos: dict[str, Any] = {"hand": hand, "table": table, "opp_table": opp, "rules": "foster",
                               "stock": most_stock(mask_of(table), mask_of(opp))}
        if task == "may_declare":
            pos["declaration"] = what
        elif task == "legal_all":
            pos["candidates"] = what
        title = {"may_declare": "Barring by value", "legal_all": "Barring by value: every one you may declare",
                 "lift": "Barring by value: keeping a bar"}[task]
        count = sum(1 for p in out if p.title.startswith(title + " ("))
        out.append(build("barring", task, f"barring-{n:03d}", f"{title} ({count + 1})", pos, source=SOURCE))
        n += 1
    return out


NOT_A_PUZZLE = "(under Kandell no card changes a bar: not a puzzle)"


def kandell_answer(p: Puzzle) -> tuple[str, ...]:
    """The engine's answer to the same position under Kandell's reading."""
    try:
        return analyse(p.with_changes(position={**dict(p.position), "rules": "kandell"})).best
    except PuzzleError:
        return (NOT_A_PUZZLE,)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="only say whether the file is up to date")
    args = ap.parse_args(argv)
    got = puzzles()
    differ = 0
    for p in got:
        k = kandell_answer(p)
        differ += int(tuple(k) != tuple(p.answer))
        print(f"{p.id} {p.task:<11} Foster {list(p.answer)!s:<28} Kandell {list(k)}", file=sys.stderr)
    print(f"{len(got)} puzzles, {differ} answered differently under Kandell's reading", file=sys.stderr)
    # The seed ratings come from the ratings study afterwards (benchmarks/study_puzzle_ratings.py --write).
    stored = {p.id: p.rating for p in load_file(OUT)} if OUT.exists() else {}
    got = [p.with_changes(rating=stored[p.id]) if p.id in stored else p for p in got]
    text = dump_bank(got, "barring")
    if args.check:
        return 0 if OUT.exists() and OUT.read_text(encoding="utf-8") == text else 1
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
