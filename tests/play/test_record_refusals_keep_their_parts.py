"""A record's refusal keeps the typed parts of the check that refused it (review 41): a reader names where the input
was with ``exc.as_a(InvalidRecordError).within(where)``, never a new error built from the old message, which lost
``given``, ``reason`` and ``player``. Each case here was refused with the message alone before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penchant.coaching.review import ReviewItem
from penchant.errors import InvalidRecordError
from penchant.play.game_record import GameRecord
from penchant.play.play_record import PlayRecord
from penchant.players import get_player
from penchant.rules.profiles import KANDELL
from penchant.studies.match import play_game

EXAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "game.json"


def test_an_action_that_cannot_be_replayed_keeps_the_action_and_why() -> None:
    out = play_game((get_player("greedy", KANDELL), get_player("random", KANDELL)), "parts", 0, 0, KANDELL,
                    save=True)
    assert out.record is not None
    bad = json.loads(json.dumps(out.record.to_json()))
    card = bad["deals"][0]["dealer_hand"].split()[0]
    bad["deals"][0]["actions"][0][1] = f"play {card}"
    with pytest.raises(InvalidRecordError) as caught:
        PlayRecord.from_json(bad)
    exc = caught.value
    assert exc.given == f"play {card}" and exc.reason and "is not in" in exc.reason, (exc.given, exc.reason)
    assert exc.where[-1] == "action 1" and str(exc).endswith(f"action 1: {f'play {card}'!r}: {exc.reason}"), str(exc)


def test_an_unreadable_action_in_a_play_record_keeps_what_was_written() -> None:
    out = play_game((get_player("greedy", KANDELL), get_player("random", KANDELL)), "parts", 0, 0, KANDELL,
                    save=True)
    assert out.record is not None
    bad = json.loads(json.dumps(out.record.to_json()))
    bad["deals"][0]["actions"][0][1] = "juggle QS"
    with pytest.raises(InvalidRecordError) as caught:
        PlayRecord.from_json(bad)
    assert caught.value.given == "juggle QS" and caught.value.where[-1] == "deal 1, action 1", caught.value.where


def test_a_declared_card_group_that_is_not_cards_keeps_what_was_written() -> None:
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    record["deals"][0]["cards"] = [["QS pear", None, None], [None]]
    with pytest.raises(InvalidRecordError) as caught:
        GameRecord.from_json(record)
    assert caught.value.where == ("deals[0].cards[0][0]",) and caught.value.reason, caught.value.where
    assert caught.value.given is not None and "pear" in str(caught.value.given), caught.value.given


def test_a_deal_the_pack_cannot_produce_keeps_the_players_count() -> None:
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    record["deals"][0]["brisquettes"] = [9, 2]
    with pytest.raises(InvalidRecordError) as caught:
        GameRecord.from_json(record)
    assert caught.value.where == ("deals[0]",) and caught.value.player == 0, (caught.value.where, str(caught.value))


def test_a_reviewed_decisions_action_keeps_what_was_written() -> None:
    item = {"deal": 1, "step": 8, "trick": 8, "phase": 1, "stage": "follow", "player": 0, "played": "play 7Z",
            "best": "play AS", "loss": 3.0, "verdict": "mistake", "reason": "r", "estimate": False, "margin": 0.0,
            "rank": 2, "choices": 4}
    with pytest.raises(InvalidRecordError) as caught:
        ReviewItem.list_from_json([item])
    assert caught.value.where == ("[0].played",) and caught.value.reason, (caught.value.where, str(caught.value))
