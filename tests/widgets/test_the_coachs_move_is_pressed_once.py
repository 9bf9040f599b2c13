"""Once the coach's move has been shown for the decision in hand, its button stayed "The coach's move", enabled,
inviting a second press that said the same again (a newcomer, chapter 8): it is greyed out, titled why, until the
next decision, which starts again at "Hint"."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from penchant.play.moves import Play
from penchant_widgets.play.asking_the_coach import ADVICE_SHOWN, HINT_TIP
from penchant_widgets.play.board import PlayBoard


def test_the_coachs_move_is_greyed_out_once_shown_until_the_next_decision() -> None:
    b = PlayBoard("greedy", seed=5, coach="strong:4")
    assert (b.hint_button.description, b.hint_button.disabled) == ("Hint", False)
    b.hint_button.click()
    assert (b.hint_button.description, b.hint_button.disabled) == ("The coach's move", False)
    b.hint_button.click()
    assert b.hint_button.disabled and b.hint_button.tooltip == ADVICE_SHOWN
    assert b.advised == b.session.key, "the state the button is drawn from"
    b._render()
    assert b.hint_button.disabled, "drawn again, the button still says the coach's move was shown"
    card = next(a for a in b.view().legal if isinstance(a, Play))
    b.act(card)
    while not b.state.is_over() and b.state.to_move != 0:
        b.autoplay("greedy", moves=1)
    assert (b.hint_button.description, b.hint_button.disabled) == ("Hint", False)
    assert b.hint_button.tooltip == HINT_TIP
