"""A record's declared cards follow one another as the rules let a player declare: each of a player's groups,
in the order declared, adds a fresh card to the player's table, and with ``same_kind_reuse`` off reuses no
card of an earlier one of its kind. The game-record reader and the marker's import refuse what the live
ledger refuses; every record a played game writes, and every shipped example, still reads."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from penchant.errors import InvalidRecordError
from penchant.marker.ledger import Ledger
from penchant.marker.records import read_record
from penchant.play.game import Game
from penchant.play.game_record import GameRecord
from penchant.rules.profiles import FOSTER, KANDELL, MODERN, Profile

EXAMPLES = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples"
KIND_OF_SIZE = {2: "pair", 3: "triplet"}


def one_deal(cards: list[list[str]], rules: dict[str, Any] | None = None) -> dict[str, Any]:
    """A record of one deal whose declarations are the sets ``cards`` hold (each group a pair or triplet)."""
    declarations = [[KIND_OF_SIZE[len(g.split())] for g in groups] for groups in cards]
    return {"format": "penchant-game/1", "rules": rules or {"profile": "kandell"}, "players": ["Ada", "Ben"],
            "first_dealer": 0,
            "deals": [{"declarations": declarations, "brisquettes": [0, 0], "brisques": [6, 6], "cards": cards}]}


REFUSED = [
    pytest.param([["QS QH", "QS QH"], []], None, "'QS QH'", "every card is already on your table",
                 id="the same pair twice"),
    pytest.param([["QS QH QD", "QS QH"], []], None, "'QS QH'", "every card is already on your table",
                 id="a pair of cards on the table"),
    pytest.param([[], ["QS QH QD", "QD QH"]], None, "'QD QH'", "every card is already on your table",
                 id="the second player's pair of cards on the table"),
    pytest.param([["QS QH", "QS QD"], []], {"profile": "kandell", "same_kind_reuse": False}, "'QS QD'",
                 "already served in a pair, and these rules let a card serve only once in each kind",
                 id="a card twice in a pair, same_kind_reuse off"),
]


@pytest.mark.parametrize(("cards", "rules", "quoted", "why"), REFUSED)
def test_the_reader_refuses_a_declaration_the_rules_refuse_after_the_earlier_ones(
        cards: list[list[str]], rules: dict[str, Any] | None, quoted: str, why: str) -> None:
    p = 0 if cards[0] else 1
    with pytest.raises(InvalidRecordError) as info:
        GameRecord.from_json(one_deal(cards, rules))
    message = str(info.value)
    assert message.startswith(f"deals[0].cards[{p}][1]: {quoted}: "), message
    assert why in message and why in info.value.reason
    assert info.value.given == cards[p][1]


@pytest.mark.parametrize(("cards", "rules", "quoted", "why"), REFUSED)
def test_the_marker_import_refuses_them_too(cards: list[list[str]], rules: dict[str, Any] | None, quoted: str,
                                            why: str) -> None:
    with pytest.raises(InvalidRecordError, match=r"deals\[0\]\.cards") as info:
        read_record(json.dumps(one_deal(cards, rules)))
    assert why in str(info.value)
    with pytest.raises(InvalidRecordError) as again:
        Ledger.from_record(one_deal(cards, rules))
    assert why in str(again.value)


@pytest.mark.parametrize("cards", [
    [["QS QH", "QS QD"], []],  # a card serving again in a pair, with a fresh one, where the rules allow it
    [["QS QH", "QS QH QD"], []],  # pair to triplet: the fresh Q♦ joins cards on the table
    [["QS QH", None, "QS QH QD"], []],  # a group not given stands between them
    [["QS QH"], ["QD QC"]],
])
def test_a_later_declaration_adding_a_fresh_card_reads(cards: list[list[str | None]]) -> None:
    record = one_deal([[g or "QS QH" for g in gs] for gs in cards])
    record["deals"][0]["cards"] = cards
    assert GameRecord.from_json(record).deals[0].declarations[0]
    assert Ledger.from_record(record).sheet.deals


def test_with_same_kind_reuse_off_a_card_may_serve_again_in_another_kind() -> None:
    record = one_deal([["QS QH", "QS QH QD"], []], {"profile": "kandell", "same_kind_reuse": False})
    assert GameRecord.from_json(record).deals[0].declarations[0]


def _format(path: Path) -> object:
    data = json.loads(path.read_text(encoding="utf-8"))
    return data.get("format") if isinstance(data, dict) else None


RECORDS = [p for p in sorted(EXAMPLES.glob("*.json")) if _format(p) in ("penchant-game/1", "penchant-play/1")]


def test_the_shipped_examples_hold_both_records() -> None:
    assert [p.name for p in RECORDS] == ["game.json", "sample-game.json"]


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_every_shipped_record_reads(path: Path) -> None:
    record, _ = read_record(path.read_text(encoding="utf-8"))
    assert record.deals


PLAYED_PROFILES = [FOSTER, KANDELL, MODERN, KANDELL.with_options(same_kind_reuse=False),
                   FOSTER.with_options(same_kind_reuse=False)]


def eager_play(game: Game, rng: random.Random) -> None:
    """Play the game to its end, declaring whenever a declaration is legal (so many groups follow one another)."""
    while not game.is_over():
        legal = list(game.current.legal_actions)
        declaring = [a for a in legal if getattr(a, "cards", None)]
        choices = declaring if declaring and rng.random() < 0.9 else legal
        game.apply(choices[rng.randrange(len(choices))])


@pytest.mark.parametrize("profile", PLAYED_PROFILES, ids=lambda p: f"{p.name}-reuse-{p.same_kind_reuse}")
def test_records_of_played_games_read_back(profile: Profile) -> None:
    later_groups = 0
    for seed in range(6):
        game = Game(profile, rng=seed)
        eager_play(game, random.Random(100 + seed))
        text = game.record().to_str()
        record = GameRecord.from_str(text)
        assert record.result() == game.result()
        assert read_record(text)[0].result() == game.result()
        later_groups += sum(max(0, len(d.declared[p]) - 1) for d in game.finished for p in (0, 1))
    assert later_groups > 10  # the games declared again and again, so the walk over the groups is exercised
