"""The first ten tricks' plays and the draws still to come, as the rules name them (``rules.tricks.first_ten_plays``,
``rules.procedure.draws_each``): the players once rebuilt the one as ``hand | table`` and the other as ``stock // 2``;
here each is checked against the deal state playing deals out."""

from __future__ import annotations

import random

import pytest

from penchant.errors import InvalidRecordError, InvalidSettingError
from penchant.play.dealing import new_deal
from penchant.play.moves import Declare, Play, Stage
from penchant.rules.dealing import STOCK_SIZE
from penchant.rules.limits import most_declarations_after
from penchant.rules.procedure import draws_each, tricks_for_stock
from penchant.rules.tricks import first_ten_plays


def test_first_ten_plays_are_the_deal_states_plays_and_draws_each_the_cards_each_still_draws() -> None:
    rng = random.Random(44)
    for _ in range(20):
        st = new_deal(rng=rng, dealer=rng.randrange(2))
        hands_seen: list[tuple[int, int, int]] = []  # (stock, cards each player has received by then)
        received = [0, 0]
        last = [st.hands_mask[0] | st.tables_mask[0], st.hands_mask[1] | st.tables_mask[1]]
        while st.phase == 1:
            p = st.to_move
            if st.stage in (Stage.LEAD, Stage.FOLLOW):
                plays = sum(a.card.bit for a in st.legal_actions if isinstance(a, Play))
                assert plays == first_ten_plays(st.hands_mask[p], st.tables_mask[p])
                hands_seen.append((len(st.stock), received[0], received[1]))
            acts = st.legal_actions
            st.apply_unchecked(acts[rng.randrange(len(acts))])
            for q in (0, 1):
                now = st.hands_mask[q] | st.tables_mask[q]
                received[q] += (now & ~last[q]).bit_count()
                last[q] = now
        for stock, got0, got1 in hands_seen:
            assert received[0] - got0 == received[1] - got1 == draws_each(stock)


@pytest.mark.parametrize("stock", [-2, 3, STOCK_SIZE + 2, True, "4", None])
def test_a_stock_no_deal_holds_is_refused_alike_whatever_is_asked_of_it(stock: object) -> None:
    """``draws_each`` and ``tricks_for_stock`` refuse the same stock with the same error and words (a record's,
    unless the caller names its own)."""
    said = []
    for ask in (draws_each, tricks_for_stock):
        with pytest.raises(InvalidRecordError) as err:
            ask(stock)  # type: ignore[arg-type]
        assert err.value.given is stock and err.value.reason is not None
        assert err.value.reason.startswith(f"not a stock a deal holds: an even number of cards from 0 to {STOCK_SIZE}")
        said.append(str(err.value))
        with pytest.raises(InvalidSettingError):
            ask(stock, InvalidSettingError)  # type: ignore[arg-type]
    assert said[0] == said[1] == f"{stock!r} is not a stock a deal holds: an even number of cards from 0 to " \
                                 f"{STOCK_SIZE}, two cards drawn after each trick"


def test_no_deal_declares_more_than_one_after_each_of_the_first_ten_tricks() -> None:
    """``rules.limits.most_declarations_after``, which the position reader asks: deals played out at random, with a
    declaration whenever one is legal, never pass it and reach it after some trick."""
    rng = random.Random(45)
    reached = False
    for _ in range(30):
        st = new_deal(rng=rng, dealer=rng.randrange(2))
        while st.stage is not Stage.OVER:
            acts = st.legal_actions
            declares = [a for a in acts if isinstance(a, Declare)]
            st.apply_unchecked(declares[0] if declares else acts[rng.randrange(len(acts))])
            made = len(st.declared[0]) + len(st.declared[1])
            tricks = st.view(0).tricks_played
            assert made <= most_declarations_after(tricks)
            reached = reached or (0 < tricks and made == most_declarations_after(tricks))
    assert reached


def test_draws_each_is_the_procedures() -> None:
    """``draws_each`` is the deal's procedure (``rules.procedure``, beside ``draws`` and ``stock_after``), not the
    dealing's: the procedure imports the dealing's numbers, so the dealing cannot hand it back without a cycle."""
    import penchant.rules.dealing as dealing
    from penchant.rules import procedure

    assert "draws_each" in procedure.__all__ and "draws_each" not in dealing.__all__
    assert not hasattr(dealing, "draws_each")
