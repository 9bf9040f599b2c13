"""A ``DealTable``'s script is checked against its position when the table is built: an author's illegal line was
refused only when the learner pressed Next, shown as if the learner had erred, and ``run_script()`` stopped
silently (review, item 10). The author gets the engine's refusal, typed, naming the move of the script."""

from __future__ import annotations

import pytest

from penchant.errors import IllegalPlayError, InvalidNotationError
from penchant.lessons.deals import checked_line
from penchant.play.dealing import new_deal
from penchant_widgets.play.table import DealTable


def _line(n: int) -> list[str]:
    """The first ``n`` moves of a legal line from seed 7's deal (each the first legal action)."""
    state, line = new_deal(rng=7), []
    for _ in range(n):
        action = state.legal_actions[0]
        line.append(str(action))
        state = state.child(action)
    return line


def test_a_legal_script_builds_and_runs_to_its_end() -> None:
    line = _line(6)
    table = DealTable(new_deal(rng=7), script=line)
    table.run_script()
    assert [str(a) for _, a in table.state.history] == line


def test_an_illegal_move_in_the_script_is_refused_to_the_author_when_the_table_is_built() -> None:
    start = new_deal(rng=7)
    line = _line(3)
    after = start
    for move in line:
        after = after.child(move)
    not_held = next(iter(after.hands[1 - after.to_move]))  # the other player's card
    bad = [*line, f"play {not_held}"]
    with pytest.raises(IllegalPlayError) as refused:
        DealTable(start, script=bad)
    error = refused.value
    assert error.where == ("move 4 of the script",), error.where
    assert str(error).startswith("move 4 of the script: ") and repr(f"play {not_held}") in str(error)
    with pytest.raises(InvalidNotationError, match="move 2 of the script"):
        DealTable(start, script=[line[0], "play XX"])


def test_the_line_is_checked_by_the_engine_not_the_board() -> None:
    start = new_deal(rng=7)
    line = _line(4)
    assert [str(a) for a in checked_line(start, line)] == line
    assert start.history == new_deal(rng=7).history  # the position given is not moved
