"""Whether a puzzle stands in the last six tricks is the rules' to say from the stock's count
(``Puzzle.in_last_six``: ``procedure.last_six_begun(tricks_for_stock(...))``), not from the words the position
gives its stock in (review 46: ``last_six`` tested whether the stock's prose began "no cards")."""

from __future__ import annotations

import pytest

from penchant.errors import PuzzleError
from penchant.puzzles import Puzzle, load_bank, load_drills
from penchant.rules.procedure import last_six_begun, tricks_for_stock


def _real_play() -> list[Puzzle]:
    return [p for p in load_bank() + load_drills() if isinstance(p.position.get("stock"), str)
            and "stock_left" in p.position]


def test_the_kinds_from_real_play_keep_the_stocks_count() -> None:
    found = _real_play()
    assert any(p.in_last_six for p in found) and any(not p.in_last_six for p in found)
    for p in found:
        assert p.stock_left == p.position["stock_left"]
        assert p.in_last_six == last_six_begun(tricks_for_stock(p.stock_left))


def test_the_words_do_not_decide_the_last_six() -> None:
    """After the tenth trick, with two cards left to draw, the deal is not yet in its last six (a timing puzzle's
    declaration before the draw); with none left it is, whatever the stock's words say."""
    p = next(p for p in _real_play() if p.stock_left == 2)
    empty = p.with_changes(position={**p.position, "stock_left": 0})
    assert not p.in_last_six and empty.in_last_six
    worded = p.with_changes(position={**p.position, "stock": "no cards left in the stock"})
    assert not worded.in_last_six


@pytest.mark.parametrize("bad", [3, -2, 40, "two"])
def test_a_count_the_deal_cannot_reach_is_refused_quoting_it(bad: object) -> None:
    p = _real_play()[0]
    with pytest.raises(PuzzleError, match=repr(bad).replace("-", r"\-")):
        _ = p.with_changes(position={**p.position, "stock_left": bad}).in_last_six
