"""The suits' letters are the rules' (``Suit.letter``, ``Suit.parse`` in penchant.rules.suits_and_ranks): no
source outside ``penchant/rules`` writes the letters out in the pack's order (the judged puzzles' positions,
the reading and trump puzzles, the lessons' suit renaming and the puzzle makers each once did)."""

from __future__ import annotations

from source_scan import sources

LETTERS = "".join(("S", "H", "D", "C"))  # spelled so that this file does not match itself were tests scanned


def letters_written(source: str) -> list[int]:
    return [n for n, line in enumerate(source.splitlines(), 1) if LETTERS in line]


def test_the_suit_letters_come_from_the_rules() -> None:
    found = {rel: lines for rel, text in sources()
             if not rel.startswith("penchant/rules/") and (lines := letters_written(text))}
    assert not found, f"the suit letters written out: ask Suit.letter or Suit.parse: {found}"


def test_the_rules_still_spell_them_and_the_scan_sees_them() -> None:
    rules = "".join(text for rel, text in sources() if rel.startswith("penchant/rules/"))
    assert letters_written(rules)
    assert letters_written('trump = None if view.trump is None else "' + LETTERS + '"[view.trump]\n') == [1]
    assert not letters_written("trump = None if view.trump is None else view.trump.letter\n")
