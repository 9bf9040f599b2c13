"""A card in two places in a declaration or barring puzzle is refused by the rules' Holdings (review eng11 #14)."""

from __future__ import annotations

import pytest

from penchant.errors import PuzzleError
from penchant.puzzles import Puzzle, analyse


@pytest.mark.parametrize("kind, task", [("declaration", "best"), ("barring", "which")])
def test_a_card_in_two_places_is_refused_by_the_rules_holdings_quoting_it(kind: str, task: str) -> None:
    """The declaration and barring puzzles ask the rules' Holdings, which refuse a card in two places and quote it,
    instead of checking the places again themselves."""
    puzzle = Puzzle(id="twice", kind=kind, task=task, title="", question="?", answer_form="cards",
                    position={"rules": "kandell", "hand": "8S 8D 9C", "table": "KH QH", "opp_table": "QS 9C"})
    with pytest.raises(PuzzleError) as caught:
        analyse(puzzle)
    assert "'twice'" in str(caught.value) and "'9C'" in str(caught.value) and "one place" in str(caught.value)
