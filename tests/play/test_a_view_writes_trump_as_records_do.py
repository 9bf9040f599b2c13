"""A player's view writes trump as the game records do, the suit's letter ("S"), which the position reader
(:func:`penchant.play.position_record.read_trump`) reads back to the same suit; it wrote the suit's number (0), which no
reader takes."""

from __future__ import annotations

import json
import random

from penchant.play.dealing import new_deal
from penchant.play.position_record import read_trump
from penchant.play.state import DealState
from penchant.rules.suits_and_ranks import Suit


def _a_deal_with_trump() -> DealState:
    rng = random.Random(3)
    for seed in range(200):
        deal = new_deal(rng=seed)
        while not deal.is_over():
            acts = deal.legal_actions
            deal.apply_unchecked(acts[rng.randrange(len(acts))])
            if deal.trump is not None:
                return deal
    raise AssertionError("no deal of 200 set trump")


def test_the_view_writes_trump_as_the_suit_s_letter() -> None:
    deal = _a_deal_with_trump()
    assert deal.trump is not None
    for p in (0, 1):
        written = json.loads(json.dumps(deal.view(p).to_json()))["trump"]
        assert written == deal.trump.letter and isinstance(written, str)
        assert read_trump(written) is deal.trump and Suit.parse(written) is deal.trump
        assert read_trump(deal.to_json()["trump"]) is deal.trump  # the position's "JS" names the same suit


def test_no_trump_is_written_as_null() -> None:
    deal = new_deal(rng=7)
    assert deal.trump is None and deal.view(0).to_json()["trump"] is None
