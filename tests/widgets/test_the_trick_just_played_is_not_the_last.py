"""Chapters 6, 7 and practice: the end-game board's trick said "You won the last trick" of the trick just played,
on pages where "the last trick" and "the last six tricks" are the end of the deal. The trick is named as the one
just played, and no board's words say "the last trick" of it."""

from __future__ import annotations

import re
from pathlib import Path

from penchant_widgets.puzzles.endgame import EndgameBoard

WIDGETS = Path(__file__).resolve().parents[2] / "penchant_widgets"


def test_the_end_game_board_names_the_trick_just_played() -> None:
    board = EndgameBoard.from_position("KD 7D AS 8C", "TD 9C JS", led="QD", trump="S", won=(5, 4),
                                       title="Follow suit, and win if you can")
    board.play("KD")  # the only card allowed: the trick is won
    said = re.sub(r"<[^>]+>", "", board.trick.value)
    assert "won the trick just played" in said, said
    assert "last trick" not in said, said


def test_no_widget_says_the_last_trick_of_the_previous_one() -> None:
    for path in sorted(WIDGETS.rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            assert not re.search(r"""["'][^"']*won the last trick""", code), f"{path.name}:{n}: {line.strip()}"


def test_the_rules_refusal_names_the_trick_just_played() -> None:
    """The refusal a board shows of a second declaration said "the last trick already has its declaration"."""
    from penchant.rules.procedure import NoDeclaration

    assert "the trick just played" in NoDeclaration.TRICK_DECLARED.value
    assert not [r for r in NoDeclaration if "last trick" in r.value]
