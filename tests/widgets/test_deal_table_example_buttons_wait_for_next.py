"""Newcomers' review of chapter 2: the worked example offered *Declare* and *Pass* while its script was running,
though the words beside it say to press *Next ▶*. While the example has a next move (and the board is on its
line), its own *Declare* and *Pass* are off, their tooltip saying to press *Next ▶*; once the example is over (or
left), they are the learner's again."""

from __future__ import annotations

import re

from penchant.play.dealing import new_deal
from penchant.play.moves import Stage
from penchant.rules.cards import CardSet
from penchant_widgets.play.table import FOLLOW_THE_EXAMPLE, DealTable

_LINE = ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS", "play 8S", "play AS", "pass"]


def _chapter_2() -> DealTable:
    return DealTable(new_deal(rng=87, dealer=1), script=_LINE, title="An example: the first tricks of a deal")


def test_while_the_example_runs_declare_and_pass_are_off_and_say_to_press_next() -> None:
    table = _chapter_2()
    table.run_script(2)  # the first trick played: its winner may declare
    assert table.state.stage.declaring
    for button in (table.declare_button, table.pass_button):
        assert button.disabled and button.tooltip == FOLLOW_THE_EXAMPLE, (button.description, button.tooltip)
    assert "Next ▶" in FOLLOW_THE_EXAMPLE
    # a pick does not turn Declare back on while the example runs
    hand = table.mover_pickers()[0]
    hand.selected = CardSet(table.state.view(table.state.to_move).hand)
    assert table.declare_button.disabled
    assert not table.next_button.disabled and not table.hint_button.disabled


def test_the_loser_is_offered_nothing_to_press_but_next_while_the_example_runs() -> None:
    table = _chapter_2()
    table.run_script(len(_LINE) - 1)  # the loser's penchant: the example passes
    assert table.state.stage is Stage.PENCHANT
    assert table.pass_button.disabled and table.declare_button.disabled


def test_once_the_example_is_over_the_buttons_are_the_learners() -> None:
    table = _chapter_2()
    table.run_script()
    while not table.state.stage.declaring:
        table.act(next(iter(table.state.legal_actions)))
    assert not table.pass_button.disabled and table.pass_button.tooltip != FOLLOW_THE_EXAMPLE
    hand = table.mover_pickers()[0]
    hand.selected = CardSet(list(table.state.view(table.state.to_move).hand)[:1])
    assert not table.declare_button.disabled


def test_off_the_examples_line_the_buttons_are_the_learners() -> None:
    table = _chapter_2()
    table.run_script(2)
    table.undo()
    table.act(next(a for a in table.state.legal_actions if a != table.script[1]))  # leaves the line
    while not table.state.stage.declaring:
        table.act(next(iter(table.state.legal_actions)))
    assert not table.pass_button.disabled


def test_a_board_without_an_example_never_turns_them_off() -> None:
    table = DealTable(new_deal(rng=2024, dealer=1))
    while not table.state.stage.declaring:
        table.act(next(iter(table.state.legal_actions)))
    assert not table.pass_button.disabled and table.pass_button.tooltip != FOLLOW_THE_EXAMPLE


def test_what_may_be_declared_still_works_in_the_example_and_chapter_2_says_so() -> None:
    """Newcomer 40, #9: chapter 2 said the declaring buttons were all greyed out while the example runs, but *What
    may be declared?* stays on. It only lists the declarations (it moves nothing), so it stays on and the chapter
    says it still works."""
    import json
    from pathlib import Path

    table = _chapter_2()
    table.run_script(len(_LINE) - 1)  # the loser's penchant, where chapter 2's words stop
    made = len(table.state.history)
    assert not table.hint_button.disabled
    table.hint_button.click()
    assert "may declare" in table.message.value and "penchant" in table.message.value, table.message.value
    assert len(table.state.history) == made and table.example_running() and not table.next_button.disabled
    chapter = json.loads((Path(__file__).parents[2] / "notebooks" / "02_the_first_ten_tricks.ipynb").read_text())
    prose = " ".join("".join(c["source"]) for c in chapter["cells"] if c["cell_type"] == "markdown")
    said = " ".join(prose.split())
    assert "Both are greyed out while the example runs. *What may be declared?* still works" in said
    # issue #31: the sentence said it in nested brackets, "(… (*What may be declared?* still works: …): press …"
    trick_3 = said.split("* **Trick 3.**", 1)[1].split("When the example ends", 1)[0]
    depth = 0
    for ch in trick_3:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        assert depth <= 1, trick_3
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", trick_3) if s]
    assert all(len(s.split()) <= 30 for s in sentences), sentences
