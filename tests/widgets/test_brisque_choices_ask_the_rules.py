"""The views ask the rules which brisque options a book offers (``offered_brisque_option``): the marker's form
and the scoring board (the rules' side: tests/rules/test_brisque_options_offered_by_the_book.py)."""

from __future__ import annotations

from penchant.rules.profiles import AS_PRINTED, BRISQUE_OPTIONS, FOSTER, KANDELL, offered_brisque_option
from penchant_widgets.lessons.scoring import DealScorer
from penchant_widgets.marker.games import brisque_choices


def test_the_views_ask_the_same_question() -> None:
    """The marker's form offers a game's own multipliers where its book does not offer them: Foster's rules with
    Kandell's doubled brisques were shown as his option, a choice the toggle under Foster's rules does not hold."""
    doubled_foster = FOSTER.with_options(**BRISQUE_OPTIONS["doubled brisques"])
    assert [v for _label, v in brisque_choices("foster", doubled_foster)] == [AS_PRINTED, "own"]
    doubled_kandell = KANDELL.with_options(**BRISQUE_OPTIONS["doubled brisques"])
    assert [v for _label, v in brisque_choices("kandell", doubled_kandell)] == list(BRISQUE_OPTIONS)
    board = DealScorer(profile="foster")
    assert list(board.brisque_choice.options) == [AS_PRINTED] == [offered_brisque_option(FOSTER)]
