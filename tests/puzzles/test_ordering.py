"""The order a chapter's puzzles are shown in (:mod:`penchant.trainer.ordering`): a policy of the trainer's, by the
puzzles' data. It lived in the puzzle board's choosing module, and put a chapter's own rules first by comparing
the badges' display labels; ``easy_first`` was missing from that module's ``__all__``."""

from __future__ import annotations

import itertools

import pytest

from penchant.puzzles import get, load_bank, load_drills
from penchant.rules.profiles import AS_PRINTED, brisque_option
from penchant.trainer.ordering import basic_first, easy_first, question_rank, rules_first, rules_rank

CHAPTER_7 = [f"scoring-{n:03d}" for n in (3, 2, 5, 4, 7, 8, 15, 17, 9, 10, 16, 13, 12, 14, 18)]


def test_easy_first_orders_by_rating_and_keeps_the_chapters_order_on_a_tie() -> None:
    puzzles = [get(i) for i in CHAPTER_7]
    ordered = easy_first(puzzles)
    assert [p.rating for p in ordered] == sorted(p.rating for p in puzzles)
    for a, b in itertools.pairwise(ordered):
        if a.rating == b.rating:
            assert CHAPTER_7.index(a.id) < CHAPTER_7.index(b.id)


@pytest.mark.parametrize("rules", ["kandell", "modern", "foster"])
def test_a_chapters_own_rules_come_first_by_the_puzzles_rules_and_profile(rules: str) -> None:
    """Rank 0: the chapter's rule book as printed; 1: the same book with a brisque option; 2: another book."""
    for p in [*load_bank(), *load_drills()]:
        plain = brisque_option(p.profile) in (None, AS_PRINTED)
        assert rules_rank(rules, p) == (2 if p.rules != rules else 0 if plain else 1), p.id
    ordered = rules_first(rules, [get(i) for i in CHAPTER_7])
    ranks = [rules_rank(rules, p) for p in ordered]
    assert ranks == sorted(ranks)


def test_rules_first_reads_no_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule books' names in words may change (or read alike) without moving a puzzle."""
    import penchant.words.switches as words

    before = [p.id for p in rules_first("kandell", [get(i) for i in CHAPTER_7])]
    monkeypatch.setattr(words, "rules_words", lambda name: "the rules")
    assert [p.id for p in rules_first("kandell", [get(i) for i in CHAPTER_7])] == before


def test_the_chapters_names_for_the_orders_are_the_trainers() -> None:
    """The chapters order puzzles by id through the choosing module, which asks the trainer: its
    names say they take ids (``easy_first_ids``), the trainer's take puzzles."""
    from penchant_widgets.puzzles import choosing

    assert {"easy_first_ids", "rules_first_ids", "basic_first_ids"} <= set(choosing.__all__)
    ids = choosing.rules_first_ids("kandell", choosing.easy_first_ids(CHAPTER_7))
    assert ids == [p.id for p in rules_first("kandell", easy_first(get(i) for i in CHAPTER_7))]


CHAPTER_5 = [f"barring-{n:03d}" for n in (1, 14, 13, 25, 28, 29, 27, 31, 33, 36, 34, 32, 35, 37, 40, 38, 39)] + [
    "declaration-005", "declaration-029", "declaration-017"]


def test_basic_first_asks_may_you_declare_before_what_keeps_or_lifts_a_bar() -> None:
    """Chapter 5's first puzzle asked which cards of your table must stay to keep a bar (rated easiest, and the
    less direct question), and the basic "may you declare?" came second. Barring's questions come from the most
    direct to the least (:data:`QUESTIONS_IN_ORDER`), each easy to hard, and a puzzle of another kind (one that
    mixes barring with choosing a declaration) after them."""
    ordered = basic_first(get(i) for i in CHAPTER_5)
    assert sorted(p.id for p in ordered) == sorted(CHAPTER_5)
    tasks = [(p.kind, p.task) for p in ordered]
    assert tasks[0] == ("barring", "legal_all"), tasks[0]
    ranks = [question_rank(p) for p in ordered]
    assert ranks == sorted(ranks), tasks
    last_declare = max(i for i, t in enumerate(tasks) if t == ("barring", "legal_all"))
    assert last_declare < min(i for i, t in enumerate(tasks) if t[1] in ("lift", "unbar"))
    unbar = [i for i, t in enumerate(tasks) if t[1] == "unbar"]
    assert max(unbar) < min(i for i, t in enumerate(tasks) if t[1] == "lift")
    assert [t[0] for t in tasks[-3:]] == ["declaration"] * 3
    for r in set(ranks):
        group = [p.rating for p in ordered if question_rank(p) == r]
        assert group == sorted(group), "easy to hard within each question"
    # the chapters' name for it is the trainer's
    from penchant_widgets.puzzles import choosing

    assert choosing.basic_first_ids(CHAPTER_5) == [p.id for p in ordered]
