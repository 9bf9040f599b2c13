"""A newcomer met one kind of puzzle under two names: "Counting a declaration" over a group of chapter 3's
puzzles, "The best declaration" for the same puzzle in practice's history; "Fixing trump" in the history for a
puzzle practice's menu of themes calls "When to fix trump". Each kind has one name
(:mod:`penchant.puzzles.names`), read by the chapters' boards, practice's menus and its history alike."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from penchant.puzzles import KINDS, load_bank, load_drills
from penchant.puzzles.names import KIND_NAMES, TASK_NAMES, THEME_TITLES
from penchant.puzzles.words.judged import title_of
from penchant.puzzles.words.position import theme_words
from penchant.trainer.history import puzzle_labels

pytest.importorskip("ipywidgets")

from penchant_widgets.puzzles.choosing import GROUP_NAMES

PUZZLES = [*load_bank(), *load_drills()]


def _titles(puzzles: list[Any]) -> dict[str, str]:
    """Each puzzle's name in the history up to what tells it from others of its title ("Counting a declaration ·
    trick 3": tests/puzzles/test_history_tells_puzzles_apart.py): the name of its kind, task or theme."""
    return {pid: name.split(" · ", 1)[0] for pid, name in puzzle_labels(puzzles).items()}


def test_a_puzzle_named_as_a_kind_is_of_that_kind_in_the_history() -> None:
    owners: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for key, name in TASK_NAMES.items():
        owners[name].add(key)
    labels = _titles(PUZZLES)
    wrong = [(p.id, labels[p.id], GROUP_NAMES.get((p.kind, p.task))) for p in PUZZLES
             if labels[p.id] in owners and (p.kind, p.task) not in owners[labels[p.id]]]
    assert not wrong, wrong  # (id, the history's name, the chapter's name)


def test_every_declaration_puzzle_is_named_in_the_history_as_its_chapter_group() -> None:
    labels = _titles(PUZZLES)
    named = [p for p in PUZZLES if p.kind == "declaration"]
    assert {p.task for p in named} == {"best", "points", "may_declare"}
    for p in named:
        assert labels[p.id] == GROUP_NAMES[(p.kind, p.task)], (p.id, labels[p.id])


def test_a_puzzle_titled_by_when_to_fix_trump_is_named_as_the_theme_menu_names_it() -> None:
    fixing = [p for p in PUZZLES if p.themes and title_of(p.themes, "") == THEME_TITLES["when to fix trump"]]
    assert fixing
    labels = _titles(fixing)
    for p in fixing:
        assert labels[p.id] == theme_words("when to fix trump") == title_of(p.themes, ""), (p.id, labels[p.id])


def test_the_chapters_and_practice_read_the_names_from_one_place() -> None:
    from penchant_widgets.puzzles import practice

    assert GROUP_NAMES is TASK_NAMES
    assert set(KIND_NAMES) == set(KINDS)
    assert not hasattr(practice, "_KIND_WORDS")
    assert TASK_NAMES[("timing", "declare")] == KIND_NAMES["timing"]


def test_practices_menu_of_kinds_says_the_kinds_names(make_store) -> None:  # type: ignore[no-untyped-def]
    from penchant_widgets.puzzles.practice import PracticeApp

    app = PracticeApp(store=make_store(), seed=0)
    shown = dict((v, k) for k, v in app.kind.options)
    for kind, name in shown.items():
        assert kind == "all" or name == KIND_NAMES[kind], (kind, name)
