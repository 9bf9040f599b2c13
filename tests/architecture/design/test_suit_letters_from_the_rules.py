"""The suits' letters are the rules' (``Suit.letter``, ``Suit.parse`` in penchant.rules.suits_and_ranks): no
source outside ``penchant/rules`` writes the letters out in the pack's order (the judged puzzles' positions,
the reading and trump puzzles, the lessons' suit renaming and the puzzle makers each once did), run together or
one by one (``"S", "H", "D", "C"``: the game record's schema did, which the scan, looking for the letters run
together alone, let through)."""

from __future__ import annotations

import re

from source_scan import sources

LETTERS = "CDHS"[::-1]  # the pack's order reversed, so that this file does not match itself were tests scanned
IN_ORDER = re.compile(r"\b{}(?P<between>[\s'\",|/]*){}(?P=between){}(?P=between){}\b".format(*LETTERS))
"""The four letters in the pack's order, run together or each apart with the same quotes, commas or spaces."""


def letters_written(source: str) -> list[int]:
    return [n for n, line in enumerate(source.splitlines(), 1) if IN_ORDER.search(line)]


def test_the_suit_letters_come_from_the_rules() -> None:
    found = {rel: lines for rel, text in sources()
             if not rel.startswith("penchant/rules/") and (lines := letters_written(text))}
    assert not found, f"the suit letters written out: ask Suit.letter or Suit.parse: {found}"


def test_the_rules_still_spell_them_and_the_scan_sees_them() -> None:
    rules = "".join(text for rel, text in sources() if rel.startswith("penchant/rules/"))
    assert letters_written(rules)
    assert letters_written('trump = None if view.trump is None else "' + LETTERS + '"[view.trump]\n') == [1]
    assert not letters_written("trump = None if view.trump is None else view.trump.letter\n")
    one_by_one = ", ".join(f'"{letter}"' for letter in LETTERS)
    assert letters_written(f'"trump": nullable(choice({one_by_one})),\n') == [1]
    assert not letters_written(f'"{LETTERS}X", ("{LETTERS[0]}", "{LETTERS[2]}")\n')
