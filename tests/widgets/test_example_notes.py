"""Chapter 2 on a phone: the notes "What to notice, move by move" sat below the board, so each Next ▶ meant scrolling
down to read and back up to see the cards. :class:`ExampleNotes` shows the note on the step reached right under the
board's Next ▶, and follows Take back, Start again and a move off the example's line."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidSettingError
from penchant.play.dealing import new_deal
from penchant_widgets.play.example_notes import ExampleNotes
from penchant_widgets.play.table import DealTable

SCRIPT = ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS"]


def _notes() -> ExampleNotes:
    table = DealTable(new_deal(rng=87, dealer=1), script=SCRIPT)
    return ExampleNotes(table, [(1, "**Trick 1.** You lead"), (3, "a *marriage* & more")])


def test_the_note_follows_the_step_the_board_has_reached() -> None:
    ex = _notes()
    assert ex.children[0] is ex.table and ex.note.value == ""  # nothing before Next ▶, under the board
    ex.table.step()
    assert "<b>Trick 1.</b> You lead" in ex.note.value
    ex.table.step()
    assert "Trick 1." in ex.note.value  # the step's note stays until the next one
    ex.table.step()
    assert "a <i>marriage</i> &amp; more" in ex.note.value and "Trick 1" not in ex.note.value
    ex.table.undo()
    assert "Trick 1." in ex.note.value
    ex.table.restart()
    assert ex.note.value == ""


def test_off_the_examples_line_no_note_speaks_of_it() -> None:
    ex = _notes()
    ex.table.step()
    other = next(a for a in ex.table.state.legal_actions if a != ex.table.script[1])
    assert ex.table.act(other) and not ex.table.on_the_line()
    assert ex.note.value == ""


@pytest.mark.parametrize("notes", [[], [(0, "x")], [(2, "a"), (1, "b")], [(7, "past the script")]])
def test_notes_out_of_the_examples_moves_are_refused(notes: list[tuple[int, str]]) -> None:
    with pytest.raises(InvalidSettingError, match="ExampleNotes needs"):
        ExampleNotes(DealTable(new_deal(rng=87, dealer=1), script=SCRIPT), notes)
