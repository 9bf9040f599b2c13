"""The steppers' and panels' state is traitlets (the review's findings 16 and 17): a page can observe it and link
it, setting it redraws exactly as the buttons do, and a value outside the steps is kept within them."""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
import pytest
import traitlets
from support import classes

from penchant.errors import InvalidNotationError, InvalidSettingError
from penchant.rules.cards import CardSet
from penchant_widgets.folds import Fold
from penchant_widgets.lessons.barring import BarringPanel
from penchant_widgets.lessons.deal import DealStepper
from penchant_widgets.marker.deal import PlayerColumn
from penchant_widgets.steps import Steps


def _changes(widget: Any, name: str) -> list[Any]:
    seen: list[Any] = []
    widget.observe(lambda change: seen.append(change["new"]), names=name)
    return seen


def test_a_steps_index_is_observed_linked_and_redraws() -> None:
    steps = Steps([(f"step {n}", widgets.HTML(str(n))) for n in range(4)])
    seen = _changes(steps, "index")
    steps.forward.click()
    steps.index = 3
    assert seen == [1, 3] and "4 of 4" in steps.counter.value and steps.forward.disabled
    assert [p.layout.display for p in steps.pages] == ["none", "none", "none", None]
    steps.index = 99  # kept within the steps
    assert steps.index == 3 and seen == [1, 3]
    twin = Steps([(f"step {n}", widgets.HTML(str(n))) for n in range(4)])
    traitlets.link((steps, "index"), (twin, "index"))
    steps.back.click()
    assert twin.index == 2 and "3 of 4" in twin.counter.value


def test_a_folds_opened_is_observed_and_redraws() -> None:
    fold = Fold("the sandbox", [widgets.HTML("x")])
    seen = _changes(fold, "opened")
    fold.opened = True
    assert seen == [True] and fold.inside.layout.display is None and fold.toggle.description.startswith("▾ Hide")
    fold.toggle.click()
    assert seen == [True, False] and fold.inside.layout.display == "none"
    assert Fold("open", [widgets.HTML("y")], opened=True).inside.layout.display is None


def test_a_deal_steppers_position_is_observed_and_redraws_as_next_does() -> None:
    by_button, by_trait = DealStepper(seed=7), DealStepper(seed=7)
    seen = _changes(by_trait, "position")
    for _ in range(5):
        by_button.next()
    by_trait.position = 5
    assert seen == [5] and by_trait.dealt() == by_button.dealt()
    assert by_trait.view.value == by_button.view.value and by_trait.caption.value == by_button.caption.value
    by_trait.position = 10**6  # kept within the steps
    assert by_trait.position == by_trait.steps
    by_trait.position = -3
    assert by_trait.position == 0 and all(not cards for cards in by_trait.dealt().values())
    by_trait.position = 2
    by_trait.set_method("singles")
    assert by_trait.position == 0


def test_a_barring_panels_tables_and_reading_are_observed_and_ask_the_engine() -> None:
    panel = BarringPanel(("", ""), barring="by_size")
    seen = _changes(panel, "reports")
    panel.tables = ("", "KS KH")  # cards as the rules read them
    assert panel.tables == (CardSet(), CardSet("KS KH")) and len(seen) == 1
    assert panel.barred_sizes(0) == [2] and 'data-barred="yes"' in panel.children[-1].value
    panel.barring = "by_value"
    assert len(seen) == 2
    with pytest.raises(InvalidNotationError, match="5"):
        panel.tables = (5, "")
    with pytest.raises(InvalidSettingError) as refused:  # a count of tables, not notation
        panel.tables = ("",)
    assert not isinstance(refused.value, InvalidNotationError)
    assert (refused.value.argument, refused.value.given) == ("tables", ("",)) and "('',)" in str(refused.value)


def test_the_markers_tap_state_is_traitlets_kept_in_the_kernel() -> None:
    traits = PlayerColumn.class_traits()
    for name in ("armed", "asked"):
        assert name in traits and traits[name].metadata.get("sync") is False  # nothing sent on a tap
    assert "turn" in traits  # drawn as a CSS class (Flags)


def test_a_card_buttons_look_and_a_pickers_enabled_cards_are_observed() -> None:
    """The fourth review (#26): a card button's selected/dim/marked and a picker's enabled cards were plain
    attributes; as traitlets each change is heard, and the button's class follows it."""
    from penchant.rules.cards import Card
    from penchant_widgets.cards import CardButton, CardPicker

    button = CardButton(Card.parse("AS"))
    seen = _changes(button, "marked")
    button.marked = True
    button.dim = True
    assert seen == [True] and "pt-marked" in classes(button) and "pt-dim" in classes(button)
    button.dim = False
    button.selected = True
    assert "pt-dim" not in classes(button) and "pt-selected" in classes(button)
    picker = CardPicker(CardSet("AS KS QS"))
    enabled = _changes(picker, "enabled_cards")
    picker.set_enabled(CardSet("KS"))
    assert enabled == [CardSet("KS").mask]
    assert [b.disabled for b in picker.buttons.values()] == [c != Card.parse("KS") for c in picker.cards]


def test_the_deal_method_the_cut_and_the_analysis_seat_are_observed() -> None:
    from penchant_widgets.lessons.deal import CutDemo

    stepper = DealStepper(seed=3)
    seen = _changes(stepper, "method")
    stepper.methods.value = "threes"
    assert seen == ["threes"] and stepper.method == "threes"
    cut = CutDemo(seed=7)
    rounds = _changes(cut, "rounds")
    cut.button.click()
    assert rounds == [cut.rounds] and all(len(r) == 2 for r in cut.rounds)


def test_the_play_boards_game_and_opponent_are_observed() -> None:
    """The fourth review (#19): the play board kept its game, opponent and decisions in plain attributes. They are
    its session's (the engine's, :class:`~penchant.coaching.play_session.PlaySession`), and a new game is a new
    session, set anew (observed): its game, its opponent, no decisions and no deals played yet."""
    from penchant_widgets.play.board import PlayBoard

    board = PlayBoard("greedy", seed=4, coach="strong:4")
    sessions = _changes(board, "session")
    first = board.session
    board.autoplay("greedy", moves=2)
    assert sessions == [] and board.session.decisions  # a move changes the session, not which one it is
    board.choose_opponent("random", now=True)
    assert sessions and sessions[-1] is board.session is not first
    assert board.session.game is not first.game and board.opponent is board.session.opponent
    assert board.opponent.name == "random" != first.opponent.name
    assert board.session.decisions == [] and board.session.plays == []


def test_the_play_boards_log_and_counters_are_observed() -> None:
    """Issue #30: the play board kept its move log, what it said since your move, its move count, the waiting
    opponent and the hint given in private attributes; each is a trait, set anew (observed) at each move (the move
    count is its session's: the deal's moves)."""
    from penchant_widgets.play.board import PlayBoard

    board = PlayBoard("greedy", seed=4, coach="strong:4")
    logs, views, since = _changes(board, "move_log"), _changes(board, "drawn_view"), _changes(board, "since")
    card = board.view().legal[0].card  # type: ignore[union-attr]
    (board.hand if card in board.view().hand else board.table).click(card)
    assert logs and logs[-1] == board.move_log and len(board.move_log) == board.session.moves >= 2
    assert views == [board.view()]  # the moves drawn once, after
    assert since and since[-1] == board.since and board.shown == board.since_moves >= 1
    hinted = _changes(board, "hinted")
    board.hint()
    assert hinted == [board.hinted] and board.hinted is not None
    pending = _changes(board, "pending")
    board.choose_opponent("random")  # a game under way: the pick waits
    assert pending and pending[-1] is board.pending and board.pending.name == "random"
    board.new_game()  # against the waiting pick: the log starts again with the new deal
    assert board.pending is None and board.opponent.name == "random" and pending[-1] is None
    assert board.session.start.history == ()
    assert len(board.move_log) == board.session.moves <= 1
