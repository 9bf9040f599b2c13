"""A practice puzzle set by another rule book than the tutorial's says in one line what that book changes for it
(the practice page, :class:`~penchant_widgets.puzzles.practice.PracticeApp`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from penchant.puzzles import load_bank
from penchant.trainer.stores import AttemptStore
from penchant_widgets.puzzles.practice import PracticeApp

BANK = load_bank()
MakeStore = Callable[[], AttemptStore]


def test_a_puzzle_by_another_rule_book_says_what_it_changes(make_store: MakeStore) -> None:
    """A board told the learner's rules says, over a puzzle by another book, in one line what that book changes for
    it (the practice page serves none such: every puzzle there is under the learner's rules)."""
    from penchant.puzzles.curation.under_other_books import book_makes_a_difference
    from penchant_widgets.puzzles.board import PuzzleBoard
    from penchant_widgets.puzzles.position import learners_rules_html

    foster = next(p for p in BANK if p.rules == "foster" and p.task != "profile")
    kandell = next(p for p in BANK if p.rules == "kandell" and p.task != "profile")
    store = make_store()
    board = PuzzleBoard([foster], store=store, learner_rules="kandell")
    said = " ".join(re.sub(r"<[^>]+>", " ", getattr(w, "value", "")) for w in board.answer_area.children)
    assert "This one is set by  Foster's rules" in said, said
    same = not book_makes_a_difference(foster, "kandell")
    assert ("the same answer is right under both" in said) == same and ("its answer differs" in said) != same
    board = PuzzleBoard([kandell], store=store, learner_rules="kandell")
    assert not any("pt-learners-rules" in getattr(w, "value", "") for w in board.answer_area.children)
    assert learners_rules_html(foster, "foster") == ""


def test_practice_serves_every_puzzle_under_the_learners_rules(make_store: MakeStore) -> None:
    """A newcomer taught Kandell's rules was served a practice puzzle under Foster's, its score "you 100, your
    opponent 20" on a scale no chapter practised, with a note that the answer was the same. The page serves every
    puzzle under the learner's rules: one of another book whose answer is the same there is set under them, and
    one that shows its own book's points (a score so far, a judgement in points) or answers otherwise is left out."""
    from penchant.puzzles.curation.under_other_books import book_makes_a_difference, shows_points

    app = PracticeApp(store=make_store(), seed=0)
    assert app.rules == "kandell"
    assert app.bank and {p.rules for p in app.bank if p.task != "profile"} == {"kandell"}
    served = {p.id: p for p in app.bank}
    for p in BANK:
        if p.rules == "kandell" or p.task == "profile":
            assert served[p.id] == p
        elif book_makes_a_difference(p, "kandell") or shows_points(p):
            assert p.id not in served, p.id
        else:  # the same answer, no points of its own book: the same cards, under Kandell's rules
            assert served[p.id].rules == "kandell" and served[p.id].position["hand"] == p.position["hand"]
    assert any(p.rules == "foster" and p.id in served for p in BANK), "a Foster's puzzle served under Kandell's"
    assert not any("you 100, your opponent 20" in str(p.position.get("score", "")) for p in app.bank)
    for _ in range(len(app.bank)):  # every puzzle the page serves says no other book
        current = app.next_puzzle()
        assert current is not None and current.rules == "kandell"
        assert app.board is not None
        assert not any("pt-learners-rules" in getattr(w, "value", "") for w in app.board.answer_area.children)


def test_a_learner_of_fosters_rules_is_served_under_fosters(make_store: MakeStore) -> None:
    """The learner's rules are the page's to be given: under Foster's, a Kandell's puzzle that shows points is left
    out, and one whose answer is the same is set under Foster's."""
    app = PracticeApp(store=make_store(), seed=0, rules="foster")
    assert app.bank and {p.rules for p in app.bank if p.task != "profile"} == {"foster"}
    assert not any("score" in p.position for p in app.bank if p.id.startswith("decision-") and
                   not p.id.startswith("decision-foster"))
