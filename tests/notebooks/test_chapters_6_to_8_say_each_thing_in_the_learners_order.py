"""A newcomer read every chapter (issue #31): chapter 8 set the review's scale, its steps, the players' strengths and
the analysis board before the first game; chapter 6 played a forced card for him unannounced; chapter 7 taught the
lurch twice, once with figures of its own beside the board that works them out."""

from __future__ import annotations

import json
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _cells(name: str) -> list[tuple[str, str]]:
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def test_chapter_8_puts_the_game_first() -> None:
    cells = _cells("08_play_a_game")
    board = next(i for i, (kind, src) in enumerate(cells) if kind == "code" and "PlayBoard(" in src)
    before = " ".join(src for _kind, src in cells[:board])
    for later in ("how the review judges", "¾", "three games in four", "analysis board", "a fifth"):
        assert later not in before, later
    after = " ".join(src for _kind, src in cells[board:])
    assert "three games in four" in after and "how the review judges" in after


def test_chapter_6_says_a_forced_card_is_played_for_you_before_its_first_play_out() -> None:
    cells = _cells("06_the_last_six_tricks")
    first_play = next(i for i, (kind, src) in enumerate(cells)
                      if kind == "code" and "EndgameBoard.from_position" in src and "demo=True" not in src)
    before = " ".join(" ".join(src.split()) for _kind, src in cells[:first_play])
    assert "the board plays it for you" in before


def test_chapter_7_teaches_the_lurch_once() -> None:
    prose = " ".join(" ".join(src.split()) for kind, src in _cells("07_scoring_a_deal_and_a_game")
                     if kind == "markdown")
    assert prose.count("**lurched**") == 1
    assert "doubled to **12** because" not in prose  # the board says what the game is worth
