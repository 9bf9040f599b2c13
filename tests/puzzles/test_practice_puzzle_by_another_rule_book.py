"""A practice puzzle set by another rule book than the tutorial's says in one line what that book changes for it
(the practice page, :class:`~penchant_widgets.puzzles.practice.PracticeApp`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from penchant_widgets.puzzles.practice import PracticeApp

from penchant.puzzles import load_bank
from penchant.trainer.stores import AttemptStore

BANK = load_bank()
MakeStore = Callable[[], AttemptStore]


def test_a_puzzle_by_another_rule_book_says_what_it_changes(make_store: MakeStore) -> None:
    """A newcomer who learned Kandell's rules was given a practice puzzle "Foster's rules" with no word on what
    differs. A puzzle by another book than the tutorial's says in one line what that changes for it."""
    from penchant_widgets.puzzles.position import learners_rules_html

    from penchant.puzzles.under_other_books import book_makes_a_difference

    foster = next(p for p in BANK if p.rules == "foster" and p.task != "profile")
    kandell = next(p for p in BANK if p.rules == "kandell" and p.task != "profile")
    app = PracticeApp(store=make_store(), seed=0)
    app.show(foster)
    assert app.board is not None
    said = " ".join(re.sub(r"<[^>]+>", " ", getattr(w, "value", "")) for w in app.board.answer_area.children)
    assert "This one is set by  Foster's rules" in said, said
    same = not book_makes_a_difference(foster, "kandell")
    assert ("the same answer is right under both" in said) == same and ("its answer differs" in said) != same
    app.show(kandell)
    assert app.board is not None
    assert not any("pt-learners-rules" in getattr(w, "value", "") for w in app.board.answer_area.children)
    assert learners_rules_html(foster, "foster") == ""
