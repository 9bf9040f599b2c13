"""Each refusal is of the kind the engine manual's table of errors names, never a bare ``PenchantError`` or another
kind's: a deal number out of a record's range was an ``IllegalPlayError`` (a play refused, for a setting out of
bounds), a rush answered after its end, a match's and the lessons' bad arguments bare ``PenchantError``s. The scan
``tests/architecture/design/test_no_refusal_is_a_bare_penchant_error.py`` keeps new ones out."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from penchant.coaching.coach import Coach
from penchant.coaching.reviewing import review_record
from penchant.errors import IllegalPlayError, InvalidSettingError, PenchantError
from penchant.lessons.barring_positions import reading_case
from penchant.lessons.losers_penchant import losers_penchant_example
from penchant.play.dealing import new_deal
from penchant.players import get_player
from penchant.rules.dealing import deal
from penchant.rules.profiles import KANDELL
from penchant.studies.match import play_deal, play_game, summarise
from penchant.trainer.rush import Rush

GREEDY = get_player("greedy")


def _a_record_of_one_deal() -> object:
    record = play_game((GREEDY, GREEDY), 1, 0, 0, KANDELL, deals=1, save=True).record
    assert record is not None
    return review_record(record, Coach(samples=2), deals=[1])


SETTINGS: list[tuple[Callable[[], object], str]] = [
    (_a_record_of_one_deal, "deal 2: the record has 1 deals"),
    (lambda: play_deal((GREEDY,), new_deal(KANDELL, 2, 0), [random.Random(0)]), "two seats"),
    (lambda: play_game((GREEDY, GREEDY), 1, 0, 2, KANDELL, deals=1), "a_seat must be 0 or 1, not 2"),
    (lambda: summarise("greedy", "greedy", "kandell", 1, []), "at least one game"),
    (lambda: reading_case(0), "0: a position is numbered from 1"),
    (lambda: losers_penchant_example(new_deal(KANDELL, 88, dealer=1), [], new_deal(KANDELL, 88, dealer=1)),
     "not a loser's penchant"),
    (lambda: deal("singles"), "give the deal a shuffle (rng) or a pack, not neither"),
]


@pytest.mark.parametrize("call, said", SETTINGS)
def test_a_bad_argument_is_a_setting_refused(call: Callable[[], object], said: str) -> None:
    with pytest.raises(InvalidSettingError) as refused:
        call()
    assert said in str(refused.value)


def test_an_answer_after_the_rush_is_an_answer_refused_now() -> None:
    over = Rush(100.0).answered(False, 101.0).answered(False, 102.0).answered(False, 103.0)
    assert over.over
    with pytest.raises(IllegalPlayError) as refused:
        over.answered(True, 104.0, "decl-001")
    assert str(refused.value) == "'decl-001': this rush is over: start another"
    assert type(refused.value) is not PenchantError
