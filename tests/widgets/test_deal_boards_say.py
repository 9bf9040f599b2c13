"""What the deal boards say as a deal goes: which drawn cards are named (the views'), the empty deal's rows,
where a refusal is said."""

from __future__ import annotations

import random
import re
from html import unescape

from penchant_widgets.play.table import DealTable, describe_change
from penchant_widgets.rules.deal import DealStepper

from penchant.play.state import new_deal


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


def test_describe_change_names_a_draw_only_where_a_seats_view_shows_it() -> None:
    """Which drawn cards are named is the views' answer (DealState.view(seat).hand_of), not a flag the board
    keeps: told to seat 0 alone, the Opponent's draws in the first ten tricks are "a card" and seat 0's own are
    named; the draws that begin the last six are named for both (the hands are known then, as the view says)."""
    rng = random.Random(11)
    st = new_deal(11)
    hidden = named_own = last = 0
    while not st.is_over():
        before = st.clone()
        action = rng.choice(list(st.legal_actions))
        st.apply(action)
        told = " ".join(describe_change(before, action, st, ("You", "Opponent"), (0,)))
        both = " ".join(describe_change(before, action, st, ("You", "Opponent")))
        nobody = " ".join(describe_change(before, action, st, ("You", "Opponent"), ()))
        if len(st.stock) == len(before.stock):
            continue
        drawn = {q: st.hand(q) - before.hand(q) for q in (0, 1)}
        assert "Opponent drew a card" not in both and "You drew a card" not in both
        assert "Opponent drew a card" in nobody and "You drew a card" in nobody
        if st.phase == 1:
            hidden += "Opponent drew a card" in told
            named_own += all(c.unicode in told for c in drawn[0])
        else:
            last += 1
            assert "drew a card" not in told, told
    assert hidden and named_own and last == 1


def test_the_empty_deal_says_no_cards_once_per_row() -> None:
    """Chapter 1's empty dealing board read "stock: no cards / empty" and "dealer: no cards / no cards yet"."""
    d = DealStepper()
    shown = text(d.view.value)
    assert "no cards" not in shown.replace("no cards yet", "") and shown.count("no cards yet") == 2, shown
    d.faces.value = False
    assert "no cards" not in text(d.view.value), text(d.view.value)


def test_a_refusal_is_said_right_under_the_last_move() -> None:
    """Chapter 2's review: the red "Not allowed" sat above "Earlier moves", the last move's message below them."""
    from penchant.play.state import new_deal

    board = DealTable(new_deal(87, dealer=1), script=["play 9S", "play 9D"])
    board.run_script()
    board.act("play 6S")
    kids = list(board.children)
    assert "Not allowed" in text(board.notice.value)
    assert kids.index(board.notice) == kids.index(board.message) + 1 > kids.index(board._logview)
