"""The order a chapter's puzzles are shown in (:mod:`penchant.trainer.ordering`): a policy of the trainer's, by the
puzzles' data. It lived in the puzzle board's choosing module, and put a chapter's own rules first by comparing
the badges' display labels; ``easy_first`` was missing from that module's ``__all__``."""

from __future__ import annotations

import itertools

import pytest

from penchant.puzzles import get, load_bank, load_drills
from penchant.rules.profiles import AS_PRINTED, brisque_option
from penchant.trainer.ordering import easy_first, rules_first, rules_rank

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
    import penchant.rules.words as words

    before = [p.id for p in rules_first("kandell", [get(i) for i in CHAPTER_7])]
    monkeypatch.setattr(words, "rules_words", lambda name: "the rules")
    assert [p.id for p in rules_first("kandell", [get(i) for i in CHAPTER_7])] == before


def test_the_chapters_names_for_the_orders_are_the_trainers() -> None:
    """The chapters order puzzles by id through the choosing module, which asks the trainer and lists both names."""
    from penchant_widgets.puzzles import choosing

    assert {"easy_first", "rules_first"} <= set(choosing.__all__)
    ids = choosing.rules_first("kandell", choosing.easy_first(CHAPTER_7))
    assert ids == [p.id for p in rules_first("kandell", easy_first(get(i) for i in CHAPTER_7))]
