"""A module of the engine or the widgets is named for what it holds (against python-chess, endplay
and OpenSpiel): six modules were named ``position``/``positions`` and three ``common``, and a reader could not tell
them apart. ``penchant/play/position.py`` is ``position_record.py`` (the ``penchant-position/1`` record),
``penchant/solver/position.py`` ``phase2_position.py`` (the model of the last six tricks),
``penchant/rules/positions.py`` ``possible_positions.py`` (which positions can arise),
``penchant/puzzles/positions.py`` ``history_replay.py`` (a puzzle's history replayed and its position checked),
``penchant/cli/common.py`` ``options.py`` and ``output.py``, the marker's ``common.py`` ``controls.py`` and the puzzle
checkers' ``_common.py`` ``grading.py``. A bare ``common`` (or ``_common``) is refused; a bare ``position`` only
where its package says the rest (listed, each with its reason).

Two more were once so named: ``penchant/puzzles/lessons.py`` (which finds the puzzles that teach one lesson twice)
read as the chapters' lessons of ``penchant/lessons/``, and is ``duplicates.py``; ``penchant/puzzles/books.py``
(whether a puzzle's rule book matters to it: the puzzle under another book) is ``under_other_books.py``. A bare
``lessons`` or ``books`` is refused too.

Nor is a module several things joined by "and" (``x_and_y``): ``penchant_widgets/css_and_html.py`` held the style
sheets, two
HTML builders, a button, the rules switch, the card sizes and a sentence, and is ``styles.py``, ``html_parts.py``,
``action_button.py`` and ``rules_switch.py`` (the sentence beside the cards that draw it); ``steps_and_folds.py`` two
widgets, now ``steps.py`` and ``folds.py``; ``penchant/cli/options_and_output.py`` the options the subcommands share
and the way their results are printed and written, now ``options.py`` and ``output.py``. A name joined by "and" is
refused unless listed, each with its reason (a pair the game names as one thing)."""

from __future__ import annotations

from pathlib import Path

from source_scan import PACKAGES, ROOT, python_files

VAGUE = {"common", "position", "positions", "lessons", "books"}
"""Names that say no more than "shared", "about a position", "about lessons" or "about the rule books": the package
around them must say the rest."""

ALLOWED: dict[str, str] = {
    "penchant/puzzles/words/position.py": "the words a learner reads: the position in words, beside the question's "
                                          "(questions) and a verdict's (judged)",
    "penchant_widgets/puzzles/position.py":
        "the puzzle views: the position drawn (its badges, the zones of cards, what "
                                   "happened before it), beside the answer's (answering) and the verdict's (verdict)",
}
"""Modules whose package says what their vague name leaves out, each with its reason."""


JOINED_ALLOWED: dict[str, str] = {
    "penchant/rules/suits_and_ranks.py": "one thing: the pack's two enums, a card's two halves in its notation",
}
"""Modules named by two things joined by "and", each with its reason."""


def joined_by_and(files: list[Path]) -> list[str]:
    """The modules of the engine, the widgets and the server whose name joins things by "and" (``css_and_html``), the
    listed ones aside."""
    return sorted(rel for p in files if "and" in p.stem.strip("_").split("_")
                  and (rel := p.relative_to(ROOT).as_posix()).split("/")[0] in PACKAGES
                  and rel not in JOINED_ALLOWED)


def vaguely_named(files: list[Path]) -> list[str]:
    return sorted(rel for p in files if p.stem.lstrip("_") in VAGUE
                  and (rel := p.relative_to(ROOT).as_posix()).split("/")[0] in PACKAGES
                  and rel not in ALLOWED)


def test_no_module_hides_what_it_holds_behind_a_vague_name() -> None:
    assert vaguely_named(list(python_files())) == [], "name the module for what it holds (see the module's docstring)"


def test_no_module_is_several_things_joined_by_and() -> None:
    assert joined_by_and(list(python_files())) == [], (
        "a module named x_and_y holds several things: split it into modules named for what each holds, or name "
        "what both are (see the module's docstring)")


def test_the_and_scan_sees_the_old_names() -> None:
    old = ["penchant_widgets/css_and_html.py", "penchant_widgets/steps_and_folds.py",
           "penchant/cli/options_and_output.py", "penchant/rules/suits_and_ranks.py", "penchant_widgets/play/handle.py",
           "penchant_widgets/brand.py", "tools/this_and_that.py"]
    assert joined_by_and([ROOT / p for p in old]) == sorted(old[:3])


def test_the_scan_sees_the_old_names() -> None:
    old = ["penchant/play/position.py", "penchant/solver/position.py", "penchant/rules/positions.py",
           "penchant/puzzles/positions.py", "penchant/cli/common.py", "penchant_widgets/marker/common.py",
           "penchant/puzzles/_common.py", "penchant/puzzles/lessons.py", "penchant/puzzles/books.py",
           "penchant_widgets/puzzles/position.py", "benchmarks/common.py"]
    assert vaguely_named([ROOT / p for p in old]) == sorted(old[:9])


def test_each_allowed_module_is_still_there() -> None:
    """An allowed module renamed or gone must leave the list."""
    assert all((ROOT / rel).is_file() for rel in [*ALLOWED, *JOINED_ALLOWED])
