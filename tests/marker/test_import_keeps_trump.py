"""A record of play imported into the marker keeps each deal's trump (players at a table found deal 2's ♥ lost)."""

from __future__ import annotations

import json
from pathlib import Path

from penchant.marker.records import whole_deals
from penchant.play.play_record import PlayRecord
from penchant.rules.suits_and_ranks import Suit

SAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game.json"


def test_a_record_of_play_gives_the_marker_each_deals_trump() -> None:
    record = PlayRecord.from_json(json.loads(SAMPLE.read_text(encoding="utf-8")))
    trumps = [s.trump for s in record.finals() if s.is_over()]
    assert any(t is not None for t in trumps)  # the sample sets a trump in at least one deal
    assert [w.trump for w in whole_deals(record.game_record())] == trumps
    assert Suit.HEARTS in trumps
