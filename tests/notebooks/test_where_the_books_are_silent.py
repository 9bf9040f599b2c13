"""A chapter says where the old books are silent in a player's words: "(the sources do not mention the case; this
tutorial's ruling)" read to a newcomer as an editor's note (chapters 1, 6 and 7; chapter 10's summary too). And a
chapter's Puzzles heading stands alone over its board: chapter 4's "Which penchant sets trump?" sat between them as
a stray heading, though the board has its own title and its puzzles ask other questions too ("which suit is
trump?")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
CHAPTERS = sorted(p.stem for p in NOTEBOOKS.glob("[01][0-9]_*.ipynb"))
EDITORS_WORDS = ("this tutorial's ruling", "the sources do not mention", "the rule books do not say")


def markdown(name: str) -> list[str]:
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]


@pytest.mark.parametrize("name", ["01_the_pack_and_the_deal", "06_the_last_six_tricks",
                                  "07_scoring_a_deal_and_a_game", "10_at_the_table"])
def test_a_silence_of_the_books_is_said_as_a_player_would(name: str) -> None:
    text = " ".join(markdown(name)).replace("\n", " ")
    assert "the old books don't say; we play it this way" in text, name


@pytest.mark.parametrize("name", CHAPTERS)
def test_no_chapter_speaks_as_an_editor(name: str) -> None:
    text = " ".join(markdown(name)).replace("\n", " ")
    assert not [w for w in EDITORS_WORDS if w in text], name


def test_chapter_4s_puzzles_heading_has_no_stray_question_under_it() -> None:
    heads = [md for md in markdown("04_trump_and_penchants") if md.startswith("## Puzzles")]
    assert heads == ["## Puzzles"], heads
