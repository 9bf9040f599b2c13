"""Which rule book a board's usual rules are is read from the puzzles' and the chapter's rule-book names, never
turned back from a badge's words (a rewording of the badge once could change which puzzles were flagged)."""
from __future__ import annotations

import pytest

from penchant.puzzles import load_bank
from penchant_widgets.puzzles import position
from penchant_widgets.puzzles.position import usual_rules


def test_the_chapters_book_is_the_usual_book() -> None:
    asked = [p for p in load_bank() if p.task != "profile"][:5]
    assert position._usual_book(asked, usual_rules(asked, "foster"), "foster") == "foster"


def test_the_usual_book_is_found_whatever_the_badge_says(monkeypatch: pytest.MonkeyPatch) -> None:
    """The badge's words reworded: the chapter's book is still the usual book (its name is asked, not the words)."""
    asked = [p for p in load_bank() if p.task != "profile"]
    monkeypatch.setattr(position, "rules_words", lambda name: f"the rules of {name}")
    assert position._usual_book(asked, "anything", "kandell") == "kandell"
