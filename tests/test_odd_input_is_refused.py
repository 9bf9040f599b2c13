"""Odd input a reviewer tried, each refused with a typed PenchantError quoting it (or made harmless), never a
bare TypeError, ValueError or AttributeError, and never read as something else."""

from __future__ import annotations

import csv
import io

import pytest

from penchant.errors import InvalidNotationError, PenchantError, ScoreEntryError
from penchant.marker import Ledger, TrickWon
from penchant.marker.records import sheet_csv
from penchant.play.state import new_deal
from penchant.rules.counts import brisques_typed, whole_number


@pytest.mark.parametrize("rng", ["foster", [1], 1.5, True])
def test_a_deal_s_shuffle_is_a_random_a_whole_seed_or_none(rng: object) -> None:
    # new_deal("foster") read the rules' name as the shuffle's seed and dealt by Kandell's rules
    with pytest.raises(InvalidNotationError, match="is not a shuffle") as err:
        new_deal(rng)  # type: ignore[arg-type]
    assert repr(rng) in str(err.value)
    assert new_deal(None).profile.name and new_deal(3).stock == new_deal(3).stock


def test_a_count_of_five_thousand_digits_is_refused_in_a_sentence() -> None:
    with pytest.raises(ScoreEntryError, match="from 0 to 12"):
        brisques_typed("9" * 5000)
    with pytest.raises(ScoreEntryError, match="far more than any score"):
        whole_number("9" * 5000, "deal 1")


def test_a_lenient_replay_refuses_what_is_not_an_event() -> None:
    with pytest.raises(PenchantError, match="None"):
        Ledger.replay([None], lenient=True)  # type: ignore[list-item]


def test_a_name_a_spreadsheet_would_run_is_written_as_text() -> None:
    ledger = Ledger.start(("=HYPERLINK(\"http://x\")", "@Bob")).apply(TrickWon(0))
    rows = list(csv.reader(io.StringIO(sheet_csv(ledger.sheet))))
    names = {r[3] for r in rows[1:]}
    assert names == {"'=HYPERLINK(\"http://x\")", "'@Bob"}
