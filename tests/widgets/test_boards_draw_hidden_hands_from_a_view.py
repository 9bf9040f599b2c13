"""A board draws a closed hand from a view (``state.view(player)``), never from the deal's hidden cards: the open
deal table once counted a closed seat's backs from the state's own hands (the review: a view that reads the full
state can leak what the seat may not see). Each board here is shown a view that disagrees with the deal; it must
draw what the view says."""

from __future__ import annotations

import ast
import dataclasses
import random
from pathlib import Path

import pytest

from penchant.play.dealing import new_deal
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant_widgets.play.table import DealTable

ROOT = Path(__file__).resolve().parents[2]
BACK = 'class="penchant-card-back"'


def _deal_at_trick(n: int) -> DealState:
    st, rng = new_deal(rng=random.Random(8), dealer=0), random.Random(3)
    while st.tricks < n or st.stage.declaring:
        acts = st.legal_actions
        st.apply_unchecked(acts[rng.randrange(len(acts))])
    return st


@pytest.mark.parametrize("tricks", [0, 4, 12])
def test_a_closed_seat_shows_as_many_backs_as_the_other_seats_view_says(monkeypatch: pytest.MonkeyPatch,
                                                                       tricks: int) -> None:
    st = _deal_at_trick(tricks)
    real = DealState.view

    def doctored(self: DealState, player: int) -> PlayerView:
        v = real(self, player)
        return dataclasses.replace(v, opp_hand_size=v.opp_hand_size - 2)  # two fewer than the deal holds

    assert len(st.hand(1)) >= 4
    monkeypatch.setattr(DealState, "view", doctored)
    board = DealTable(st, open_hands=(True, False))
    drawn = board._hidden[1].value.count(BACK)
    assert drawn == len(st.hand(1)) - 2, "the closed hand was counted from the deal, not from a view"
    assert board._hidden[0].layout.display == "none"


def test_an_open_seat_shows_the_cards_its_own_view_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    st = _deal_at_trick(2)
    real = DealState.view
    shown = st.hand(0) - st.hand(0).by_suit(next(iter(st.hand(0))).suit)  # one suit of his hand left out

    def doctored(self: DealState, player: int) -> PlayerView:
        v = real(self, player)
        return dataclasses.replace(v, hand=shown) if player == 0 else v

    monkeypatch.setattr(DealState, "view", doctored)
    board = DealTable(st, open_hands=(True, False))
    assert set(board._hand[0].cards) == set(shown)


def hidden_hands_read(source: str, where: str) -> list[str]:
    """``x.hands``: both hands of a deal as it really lies, the hidden one too. A widget draws hands from a view
    (``view.hand``, ``view.hand_of``, ``view.opp_hand_size``), or an open board's seat from ``state.hand(p)``."""
    return [f"{where}:{node.lineno}: a deal's hands read by a widget (draw them from state.view(player))"
            for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Attribute) and node.attr == "hands"]


def test_no_widget_reads_the_deals_hands() -> None:
    problems = [p for path in sorted((ROOT / "penchant_widgets").rglob("*.py"))
                for p in hidden_hands_read(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]
    assert not problems, "\n".join(problems)
    old = 'self._hidden[p].value = backs_html(st.hands[p].bit_count(), "sm", label="in the hand (hidden)")\n'
    assert len(hidden_hands_read(old, "x.py")) == 1
