"""The end-game board and hints state the last-six obligation keyed on the deal's trump: with no trump set
"else trump if you can" taught a rule the deal does not have (rules.tricks.last_six_duty_words says it once)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penchant.puzzles import load_bank
from penchant.rules.tricks import last_six_duty_words
from penchant_widgets.puzzles.endgame import EndgameBoard

SEEDS = Path(__file__).resolve().parents[2] / "penchant" / "data"


def _led_endgames(trump_set: bool) -> list[str]:
    return [p.id for p in load_bank() if p.kind == "endgame"
            and (p.position.get("led") is not None) and ((p.position.get("trump") is not None) == trump_set)]


@pytest.mark.parametrize("trump_set", [False, True])
def test_opening_states_the_duty_of_the_deals_trump(trump_set: bool) -> None:
    ids = _led_endgames(trump_set)
    assert ids
    board = EndgameBoard.from_puzzle(ids[0])
    said = board.message.value
    duty = last_six_duty_words(board.session.trump)
    assert duty in said
    assert ("trump if able" in said) == trump_set


def test_stored_hints_say_the_duty_of_their_trump() -> None:
    seen = 0
    for path in [*SEEDS.glob("puzzles/*.json"), *SEEDS.glob("drills/*.json")]:
        for p in json.loads(path.read_text(encoding="utf-8"))["puzzles"]:
            for hint in p.get("hints", []):
                if "which cards your opponent must play" in hint:
                    seen += 1
                    trump = p["position"]["trump"]
                    assert f"({last_six_duty_words(None if trump is None else 0)})" in hint, (path.name, p["id"])
    assert seen
