"""A newcomer meets one rule book, Kandell's, with the other one click away (newcomer 15: the two rule books and a
house rule showed up everywhere in chapters 0 to 5, and chapter 3's fourth puzzle turned on a house rule the chapter
had said in passing). Every puzzle of chapters 0 to 5 plays by Kandell's rules with no house rule; the other rule
books' words stand in folds."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest
from learner_text import NOTEBOOKS

from penchant.puzzles import Puzzle
from penchant_widgets.puzzles.position import variants

FIRST = ["00_how_to_use_this_tutorial", "01_the_pack_and_the_deal", "02_the_first_ten_tricks", "03_combinations",
         "04_trump_and_penchants", "05_barring"]


def _cells(name: str) -> list[tuple[str, str]]:
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def _board_puzzles(code: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[Puzzle]:
    """The puzzles of the board a cell's last expression builds, run in this process (as test_tutoring does)."""
    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))
    tree = ast.parse(code)
    last = tree.body.pop()
    assert isinstance(last, ast.Expr)
    scope: dict[str, Any] = {}
    exec(compile(tree, "<cell>", "exec"), scope)
    return list(eval(compile(ast.Expression(last.value), "<cell>", "eval"), scope).puzzles)


@pytest.mark.parametrize("name", FIRST)
def test_the_first_chapters_puzzles_play_by_kandells_rules_and_no_house_rule(
        name: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    puzzles = [p for kind, src in _cells(name) if kind == "code" and "PuzzleBoard(" in src
               for p in _board_puzzles(src, monkeypatch, tmp_path)]
    assert puzzles, name
    for p in puzzles:
        assert p.rules == "kandell" and not variants(p), (name, p.id, p.rules, variants(p))


@pytest.mark.parametrize("name", ["01_the_pack_and_the_deal", "03_combinations", "04_trump_and_penchants"])
def test_the_other_rule_books_points_and_rules_stand_in_folds(name: str) -> None:
    """Foster's numbers ("Foster: 10", "ten each in Foster's rules") and the modern scoring are not in the open
    text: a fold holds them."""
    open_text = " ".join(re.sub(r"<details>.*?</details>", "", src, flags=re.S)
                         for kind, src in _cells(name) if kind == "markdown")
    for said in ("Foster: 10", "Foster: ten", "ten each in Foster", "modern scoring", "Foster:**",
                 "Foster's variant"):
        assert said not in open_text, (name, said)


def test_chapter_3s_table_shows_one_rule_book_and_the_others_in_a_fold() -> None:
    code = next(src for kind, src in _cells("03_combinations") if kind == "code" and "KindsTable" in src)
    assert "KindsTable(compare=False)" in code and re.search(r"Fold\([^)]*\n?.*KindsTable\(", code, flags=re.S)


def test_chapter_4s_foster_board_is_in_a_fold() -> None:
    # the example's cell reads Foster's deal for the words of the fold (the engine's, from the deal): the board is
    # the fold's alone
    boards = [src for kind, src in _cells("04_trump_and_penchants")
              if kind == "code" and "DealTable(after_three_tricks(FOSTER)" in src]
    assert len(boards) == 1
    assert boards[0].index("Fold(") < boards[0].index("DealTable(after_three_tricks(FOSTER)")


OTHER_BOOKS_INLINE = (r"\(Foster", r"Foster:? \d", r"Numbers are Kandell's, Foster's", r"\(Foster's older rules have",
                      r"Foster's, ten times", r"modern scoring", r"Foster's numbers and the modern")


@pytest.mark.parametrize("name", ["01_the_pack_and_the_deal", "03_combinations", "05_barring",
                                  "06_the_last_six_tricks", "07_scoring_a_deal_and_a_game", "10_at_the_table"])
def test_the_open_text_speaks_of_kandells_rules_alone(name: str) -> None:
    """A newcomer met the other two rule books' numbers and rules beside Kandell's in chapters 1, 3, 5, 6, 7 and 10
    ("(Foster: 10)", "Numbers are Kandell's, Foster's in brackets"): the open text says the chosen book's, and at
    most a short line says where the others are, one click away."""
    open_text = " ".join(re.sub(r"<details>.*?</details>", "", src, flags=re.S)
                         for kind, src in _cells(name) if kind == "markdown").replace("\n", " ")
    found = [m.group(0) for said in OTHER_BOOKS_INLINE for m in re.finditer(said, open_text)]
    assert not found, (name, found)


def test_chapter_10s_rules_give_kandells_points_and_the_others_in_a_fold() -> None:
    code = [src for kind, src in _cells("10_at_the_table") if kind == "code"]
    assert any("KindsTable(size=40, compare=False)" in src for src in code)
    fold = next(src for src in code if "OTHER_BOOKS" in src)
    assert re.search(r"Fold\(.*KindsTable\(", fold, flags=re.S)
    assert not re.search(r"\b(10|400|ten|8|20)\b", fold.split('OTHER_BOOKS = f"""')[1].split('"""')[0]), \
        "the other books' numbers are the engine's, not typed"


def test_chapter_7s_three_books_table_is_in_a_fold() -> None:
    code = next(src for kind, src in _cells("07_scoring_a_deal_and_a_game") if kind == "code"
                and "profiles_table_html()" in src)
    assert code.index("Fold(") < code.index("profiles_table_html()")


@pytest.mark.parametrize(("name", "words"), [("01_the_pack_and_the_deal", "OTHER_BOOKS"),
                                             ("03_combinations", "OTHER_BOOKS"),
                                             ("07_scoring_a_deal_and_a_game", "OTHER_BOOKS")])
def test_the_other_books_numbers_in_a_fold_are_the_engines(name: str, words: str) -> None:
    """Chapter 1's fold typed "ten times Kandell's: ten for each brisquette": the folds' numbers come from the rules."""
    code = next(src for kind, src in _cells(name) if kind == "code" and f'{words} = f"""' in src)
    said = code.split(f'{words} = f"""')[1].split('"""')[0]
    assert not re.search(r"\b(10|100|400|ten|8|20)\b", said), said


@pytest.mark.parametrize("name", ["01_the_pack_and_the_deal", "03_combinations", "07_scoring_a_deal_and_a_game"])
def test_each_other_rule_book_stands_in_the_fold(name: str) -> None:
    """Chapter 1's fold was "Foster's rules, the other rule book", Foster's scores alone, though the game has three
    books (newcomers): a fold of the other rule books says each of them, Foster's and the modern rules, and the
    chapter's prose speaks of books, not of one other book."""
    folds = [src for kind, src in _cells(name) if kind == "code" and "Fold(" in src and "other rule book" in src]
    assert folds, name
    for src in folds:
        assert "other rule book\"" not in src and "the other rule book," not in src, src
        assert "Foster" in src and "rules_words(MODERN.name)" in src, (name, src)
    prose = " ".join(src for kind, src in _cells(name) if kind == "markdown")
    assert not re.search(r"the other rule book\b(?!s)", prose), name
