"""The deal's procedure is a package of modules named for their jobs (the seats, the tricks counted, the stock, the
last six, who may declare): ``penchant/rules/procedure.py`` held all five in 600 lines, with two names for the trick
in play (``trick_number``, ``trick_in_play``, which disagreed once the deal was over) and two for whether the last six
had begun (``last_six_begun`` on the tricks, ``last_six_under_way`` on the stock, which disagreed at the tenth trick's
declaration), and ``pone_of(3)`` answered -2."""

from __future__ import annotations

import importlib
import inspect

import pytest

from penchant.errors import InvalidRecordError
from penchant.play.dealing import new_deal
from penchant.rules import procedure
from penchant.rules.procedure import last_six_begun, pone_of, trick_in_play

JOBS = ("seats", "trick_count", "stock", "last_six", "declaring_turns")


def test_each_name_of_the_procedure_is_served_from_its_module() -> None:
    homes = {name: getattr(procedure, name).__module__ for name in procedure.__all__
             if inspect.isfunction(getattr(procedure, name)) or inspect.isclass(getattr(procedure, name))}
    assert set(homes.values()) <= {f"penchant.rules.procedure.{job}" for job in JOBS}, homes
    for job in JOBS:
        module = importlib.import_module(f"penchant.rules.procedure.{job}")
        assert module.__all__ and set(module.__all__) <= set(procedure.__all__), job


@pytest.mark.parametrize("dealer", [3, -1, True, "0", None])
def test_a_dealer_who_is_no_player_is_refused_quoting_him(dealer: object) -> None:
    with pytest.raises(InvalidRecordError, match=f"not {dealer!r}"):
        pone_of(dealer)  # type: ignore[arg-type]


def test_the_trick_in_play_runs_to_seventeen_when_none_is_left() -> None:
    assert [trick_in_play(n) for n in (0, 10, 15, 16)] == [1, 11, 16, 17]
    for bad in (-1, 17, True):
        with pytest.raises(InvalidRecordError, match=repr(bad)):
            trick_in_play(bad)


def test_the_last_six_begin_after_the_tenth_tricks_declaration() -> None:
    assert not last_six_begun(9) and last_six_begun(10) and last_six_begun(16)
    assert not last_six_begun(10, declaring=True)  # the tenth trick's declaration is of the first ten


def test_a_deal_played_through_is_in_the_last_six_exactly_when_its_stock_is_out() -> None:
    deal = new_deal(rng=11)
    seen = set()
    while not deal.is_over():
        assert deal.last_six == (not deal.stock and not deal.stage.declaring), (deal.tricks, deal.stage)
        seen.add(deal.last_six)
        deal.apply(sorted(deal.legal_actions, key=str)[0])
    assert seen == {True, False}
