"""A card pressed when the deal takes no play (a turn to declare) is sent to the engine and refused with its reason,
shown on the board: the board once decided by the stage whether a press was a play and ignored the rest unsaid,
though a wrong move always says why (the README)."""

from __future__ import annotations

from html import escape

from play_boards import board

from penchant.errors import PenchantError
from penchant.play.moves import Play


def test_a_card_pressed_in_a_turn_to_declare_is_refused_with_the_engines_reason() -> None:
    b = board(1)
    while not (b.state.stage.declaring and b.state.to_move == 0):
        b.act(b.state.legal_actions[-1])  # the highest card wins seed 1's fourth move, and the turn to declare
    card = next(iter(b.state.view(0).hand))
    snapshot = b.state.to_json()
    try:
        b.state.clone().apply(Play(card))
        reason = ""
    except PenchantError as exc:
        reason = str(exc)
    assert reason, "the engine refuses a play in a turn to declare"
    b.felt.hand.mode = "press"  # a press that reaches the board out of a turn to play (a stale tap)
    b.felt.hand.click(card)
    assert "Not allowed:" in b.message.value
    assert escape(reason.split(": ", 1)[1]) in b.message.value  # the engine's reason ("must declare or pass now")
    assert b.state.to_json() == snapshot
