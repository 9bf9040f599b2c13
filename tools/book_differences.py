"""Write ``penchant/data/book_differences.json``: whether each puzzle of the bank by another rule book is answered
otherwise under the default rules (:func:`penchant.puzzles.curation.under_other_books.book_makes_a_difference`).

    .venv/bin/python tools/book_differences.py           # rewrite penchant/data/book_differences.json
    .venv/bin/python tools/book_differences.py --check   # exit 1 if the committed file is not what this writes

The practice page asks it of every puzzle of the bank when it opens, under the learner's rules (the default ones
unless the learner chose others): two analyses of each puzzle of another book, a fifth of a second of the page's
kernel each time a page opened. The answers are data worked out from the bank by the engine, so they are worked out
once and shipped, each with a digest of the puzzle it is for (a puzzle changed since is worked out again, live). A
test (tests/puzzles/test_book_differences_packaged.py) holds the committed file to what this writes: run it after
changing the bank or the engine's analysis.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from penchant.puzzles.bank import load_bank
from penchant.puzzles.curation.under_other_books import book_differences
from penchant.rules.profiles import DEFAULT_PROFILE

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "penchant" / "data" / "book_differences.json"


def differences_json() -> str:
    """The file's text: by rules (the default ones), by puzzle id, the puzzle's digest and whether the book matters."""
    table = {DEFAULT_PROFILE.name: book_differences(load_bank(), DEFAULT_PROFILE.name)}
    return json.dumps(table, indent=1, sort_keys=True) + "\n"


def main(argv: list[str]) -> int:
    text = differences_json()
    if "--check" in argv:
        same = TARGET.exists() and TARGET.read_text(encoding="utf-8") == text
        print("penchant/data/book_differences.json is " + ("up to date" if same else
                                                            "stale: run tools/book_differences.py"))
        return 0 if same else 1
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)} ({len(text)} characters)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
