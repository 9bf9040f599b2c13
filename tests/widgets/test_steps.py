"""Chapter 5 read in short steps on a phone: its worked examples one at a time, boards one click away."""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from penchant.errors import InvalidSettingError
from penchant_widgets.folds import Fold
from penchant_widgets.lessons.barring import BarringPanel
from penchant_widgets.steps import Steps


def _shown(steps: Steps) -> list[int]:
    return [n for n, page in enumerate(steps.pages) if page.layout.display != "none"]


def test_worked_examples_are_shown_one_at_a_time_and_next_and_previous_stop_at_the_ends() -> None:
    boards = [BarringPanel(("", "KD QD QS JC"), barring="by_size"), BarringPanel(("KH KS", "QS QD"), barring="by_size"),
              BarringPanel(("AS AC", "JS JH JD"), barring="by_size")]
    steps = Steps([(f"<b>Example {n}</b>", b) for n, b in enumerate(boards, start=1)])
    assert _shown(steps) == [0] and steps.back.disabled and not steps.forward.disabled
    assert "example 1 of 3" in steps.counter.value
    steps.forward.click()
    steps.forward.click()
    assert _shown(steps) == [2] and steps.forward.disabled and not steps.back.disabled
    assert "example 3 of 3" in steps.counter.value
    steps.back.click()
    assert _shown(steps) == [1] and repr(steps) == "Steps(2 of 3: '<b>Example 2</b>')"
    # every board is built once and kept: the page counts them all, and a step shown again is the same board
    assert [page.children[1] for page in steps.pages] == boards


def test_steps_refuse_an_empty_run() -> None:
    with pytest.raises(InvalidSettingError, match=r"\[\]"):  # a count of steps, not notation
        Steps([])


def test_a_fold_is_closed_until_asked_and_its_button_says_what_it_does_next() -> None:
    inside = widgets.HTML("the sandbox")
    fold = Fold("the sandbox", [inside])
    assert fold.inside.layout.display == "none" and fold.toggle.description == "▸ Show: the sandbox"
    fold.toggle.click()
    assert fold.inside.layout.display is None and fold.toggle.description == "▾ Hide: the sandbox"
    assert list(fold.inside.children) == [inside]
    fold.toggle.click()
    assert fold.inside.layout.display == "none" and repr(fold) == "Fold('the sandbox', closed)"
