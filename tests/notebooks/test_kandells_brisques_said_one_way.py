"""Which of Kandell's brisque scorings is his book's default and which he plays himself is said one way, by the
board and by chapter 7: the chapter said "the one he plays himself, doubled brisques" while the board under
"Kandell's rules" showed the brisques "not doubled" first, and a newcomer could not tell which was Kandell's."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import ipywidgets as W
from support import classes

from penchant.play.sheet import DealEntry, score_deal
from penchant.rules.profiles import AS_PRINTED, BRISQUE_OPTIONS, KANDELL, brisque_option
from penchant.words.switches import BRISQUE_OPTION_WHOSE
from penchant_widgets.lessons.scoring import DealScorer

CHAPTER = Path(__file__).resolve().parents[2] / "notebooks" / "07_scoring_a_deal_and_a_game.ipynb"


def _prose() -> str:
    """The chapter's markdown and the prose its code cells show (the lessons' words, stored executed)."""
    cells = json.loads(CHAPTER.read_text(encoding="utf-8"))["cells"]
    return " ".join("".join(c["source"]) if c["cell_type"] == "markdown"
                    else " ".join("".join(o.get("data", {}).get("text/html", "")) for o in c.get("outputs", ()))
                    for c in cells)


def _text(html: str) -> str:
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)))


def test_every_option_is_said_whose_and_the_default_is_kandells_rules() -> None:
    assert set(BRISQUE_OPTION_WHOSE) == set(BRISQUE_OPTIONS)
    assert brisque_option(KANDELL) == AS_PRINTED and "default" in BRISQUE_OPTION_WHOSE[AS_PRINTED]
    assert "plays himself" in BRISQUE_OPTION_WHOSE["doubled brisques"]


def test_the_board_says_whose_each_option_is() -> None:
    board = DealScorer()
    for name in BRISQUE_OPTIONS:
        board.brisque_choice.value = name
        said = _text(board.brisque_whose.value)
        assert BRISQUE_OPTION_WHOSE[name] in said and name in said.lower(), (name, said)
    board.profile_choice.value = "foster"  # one way only: nothing of Kandell's options
    assert _text(board.brisque_whose.value).strip() == ""


def test_the_chapter_says_the_default_and_the_option_he_plays_as_the_board_does() -> None:
    prose = _text(_prose())
    two = prose[prose.index("Two options"):]
    assert "not doubled" in two and "default" in two, two
    assert two.index("not doubled") < two.index("default") < two.index("plays himself"), two
    assert f"{KANDELL.brisquette_points} a brisquette and {KANDELL.bonus_points} a brisque" in two, two
    doubled = KANDELL.with_options(**BRISQUE_OPTIONS["doubled brisques"])
    assert f"{doubled.brisquette_points} a brisquette" in two, two
    # Kandell's example, doubled: ten brisques, eight of them in the last six tricks
    total = score_deal(DealEntry(((), ()), (8, 0), (10, 2)), doubled)[0]
    assert f"{total} in all" in two, two


def test_the_choice_comes_after_the_deal_with_a_line_saying_what_it_is_and_which_to_use() -> None:
    """A newcomer met the brisque choice as the board's first control, explained only further down the chapter,
    and could not tell which to use: it comes after the deal's numbers, the book's default first, with one line
    beside it saying what it is and that the default is the one to use."""
    board = DealScorer()
    kids = list(board.children)
    # the choice sits in a labelled row of its own (issue #31), that row in the block with its line
    row = next(k for k in kids if any(board.brisque_choice in getattr(r, "children", ())
                                      for r in getattr(k, "children", ())))
    grid = next(k for k in kids if isinstance(k, W.DOMWidget) and "pt-score-players" in classes(k))
    assert kids.index(grid) < kids.index(row)
    assert board.brisque_choice.options[0] == AS_PRINTED == board.brisque_choice.value
    assert board.brisque_whose in row.children
    said = _text(board.brisque_whose.value)
    assert "How the brisques score" in said and "1 a brisquette" in said, said
    assert "use it unless both players agree" in said, said
    board.brisque_choice.value = "doubled brisques"
    said = _text(board.brisque_whose.value)
    assert "2 a brisquette" in said and f"if both players agree; else {AS_PRINTED}, the default" in said, said
