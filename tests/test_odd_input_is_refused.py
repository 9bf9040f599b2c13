"""Odd input a reviewer tried, each refused with a typed PenchantError quoting it (or made harmless), never a
bare TypeError, ValueError or AttributeError, and never read as something else."""

from __future__ import annotations

import csv
import io

import pytest

from penchant.errors import (
    InvalidNotationError,
    InvalidNumberError,
    InvalidSettingError,
    PenchantError,
    ScoreEntryError,
)
from penchant.marker import Ledger, TrickWon
from penchant.marker.records import sheet_csv
from penchant.notation.whole_numbers import whole_number
from penchant.play.dealing import new_deal
from penchant.typed_counts import brisques_typed


@pytest.mark.parametrize("rng", ["foster", [1], 1.5, True])
def test_a_deal_s_shuffle_is_a_random_a_whole_seed_or_none(rng: object) -> None:
    # new_deal(rng="foster") was once read as the shuffle's seed and dealt by Kandell's rules
    with pytest.raises(InvalidSettingError, match="is not a shuffle") as err:
        new_deal(rng=rng)  # type: ignore[arg-type]
    assert repr(rng) in str(err.value)
    assert new_deal(rng=None).profile.name and new_deal(rng=3).stock == new_deal(rng=3).stock


def test_a_count_of_five_thousand_digits_is_refused_in_a_sentence() -> None:
    with pytest.raises(ScoreEntryError, match="from 0 to 12"):
        brisques_typed("9" * 5000)
    with pytest.raises(ScoreEntryError, match="far more than any score"):
        whole_number("9" * 5000, "deal 1")


def test_a_lenient_replay_refuses_what_is_not_an_event() -> None:
    with pytest.raises(PenchantError, match="None"):
        Ledger.replay([None], lenient=True)  # type: ignore[list-item]


def test_a_name_a_spreadsheet_would_run_is_written_as_text() -> None:
    ledger = Ledger.start(("=HYPERLINK(\"http://x\")", "@Bob")).entered(TrickWon(0))
    rows = list(csv.reader(io.StringIO(sheet_csv(ledger.sheet))))
    names = {r[3] for r in rows[1:]}
    assert names == {"'=HYPERLINK(\"http://x\")", "'@Bob"}


@pytest.mark.parametrize("mask", ["5", True, -1, 1 << 32, 2.0, None])
def test_the_mask_fast_path_takes_only_a_mask_of_the_pack(mask: object) -> None:
    """``CardSet.from_mask`` is the engine's named way to make cards from a number (the road for the engine's
    own callers, as ``CardSet(5)`` is refused); it quotes what is not a 32-bit mask."""
    from penchant.rules.cards import CardSet

    with pytest.raises(InvalidNotationError) as info:
        CardSet.from_mask(mask)  # type: ignore[arg-type]
    assert f"{mask!r} is not a 32-bit card mask" in str(info.value)
    assert str(CardSet.from_mask(5)) == "7S 9S" and CardSet.from_mask(0) == CardSet()


def test_the_rules_numbers_refuse_what_no_deal_or_game_holds() -> None:
    """The review: brisques_over_book(13) was 7, the_other_brisques(13) -1 and (-1) 13, a bool and a float counted as
    deal scores, a negative total was lurch-doubled, an impossible Foster score was floored into Kandell's. Each is
    refused now, typed, quoting what was given."""

    from penchant.rules.brisques import BRISQUES_IN_PACK, brisques_over_book, the_other_brisques
    from penchant.rules.game_scoring import game_result, game_value
    from penchant.rules.kinds import Kind
    from penchant.rules.profiles import FOSTER, KANDELL
    from penchant.rules.score_scale import points_in_other_rules

    for bad in (BRISQUES_IN_PACK + 1, -1, True, 2.0):
        for ask in (brisques_over_book, the_other_brisques):
            with pytest.raises(InvalidNumberError) as refused:
                ask(bad)  # type: ignore[arg-type]
            assert refused.value.given is bad and str(refused.value).startswith(repr(bad))
    assert [the_other_brisques(n) + n for n in (0, BRISQUES_IN_PACK)] == [BRISQUES_IN_PACK] * 2
    for odd in (True, 1.0):
        with pytest.raises(ScoreEntryError, match=f"deal 2: {odd!r} is not a whole number"):
            game_result([(1, 5), (odd, 5), (1, 5), (1, 5)], KANDELL)  # type: ignore[list-item]
    with pytest.raises(ScoreEntryError, match="-5 is not a score"):
        game_value(0, -5, KANDELL)
    assert game_value(0, 5, KANDELL) == -game_value(5, 0, KANDELL) < 0
    with pytest.raises(ScoreEntryError, match="155 is not a score"):
        points_in_other_rules(155, FOSTER, KANDELL)
    assert points_in_other_rules(150, FOSTER, KANDELL) * FOSTER.value(Kind.PAIR) == 150 * KANDELL.value(Kind.PAIR)
