"""A deal's questions read their input as its other questions do: ``hand`` and ``table`` check the player as
``view`` does (no IndexError for 2, no player 1 for -1), and ``is_legal`` reads notation as ``apply`` and
``in legal_actions`` do."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError, InvalidSettingError
from penchant.play.dealing import new_deal
from penchant.play.moves import parse_action
from penchant.play.state import DealState


@pytest.mark.parametrize("ask", ["hand", "table", "holdings", "view"])
@pytest.mark.parametrize("player", [2, -1, True, None, "0", 0.0])
def test_a_player_is_0_or_1_whatever_is_asked(ask: str, player: object) -> None:
    deal = new_deal(rng=7)
    with pytest.raises(InvalidSettingError, match="player must be 0 or 1") as err:
        getattr(deal, ask)(player)
    assert repr(player) in str(err.value)


def test_hand_and_table_answer_for_each_player() -> None:
    deal = new_deal(rng=7)
    for p in (0, 1):
        assert deal.hand(p) == deal.view(p).hand and deal.table(p) == deal.view(p).table
    assert deal.hand(0) != deal.hand(1)


def _deal_with_a_card_not_in_hand() -> tuple[DealState, str, str]:
    deal = new_deal(rng=7)
    mine = deal.hand(deal.to_move)
    theirs = deal.hand(1 - deal.to_move)
    return deal, "play " + str(next(iter(mine))), "play " + str(next(iter(theirs)))


def test_is_legal_reads_notation_as_apply_does() -> None:
    deal, legal, illegal = _deal_with_a_card_not_in_hand()
    assert deal.is_legal(legal) and legal in deal.legal_actions
    assert not deal.is_legal(illegal) and illegal not in deal.legal_actions
    assert deal.is_legal(parse_action(legal)) and not deal.is_legal(parse_action(illegal))
    assert deal.is_legal(legal[len("play "):])  # 'QS' alone is a play, as apply reads it
    deal.apply(legal)  # and apply agrees


@pytest.mark.parametrize("text", ["play QX", "dance", ""])
def test_is_legal_refuses_what_is_not_an_action_as_apply_does(text: str) -> None:
    deal = new_deal(rng=7)
    with pytest.raises(InvalidNotationError) as err:
        deal.is_legal(text)
    assert repr(text) in str(err.value)
    with pytest.raises(InvalidNotationError):
        deal.apply(text)
    assert text not in deal.legal_actions
