"""Issue #30: a puzzle position said the seat to move and who led the first trick (and the trick the last six begin
with) in words typed for it; they are worded from the rules now (``pone_of``, ``last_six_trick``), and say what
the stored puzzles say."""

from __future__ import annotations

import json
from pathlib import Path

import penchant
from penchant.puzzles.words.questions import last_six_turn_words, seat_and_first_lead_words, seat_words
from penchant.rules.procedure import pone_of


def test_the_pone_led_the_first_trick() -> None:
    for dealer in (0, 1):
        pone = pone_of(dealer)
        assert seat_words(dealer, pone) == "the pone" and seat_words(dealer, dealer) == "the dealer"
        assert seat_and_first_lead_words(dealer, pone).endswith(": you led the first trick")
        assert seat_and_first_lead_words(dealer, dealer).endswith(": your opponent led the first trick")


def test_the_stored_puzzles_say_the_same() -> None:
    said = {seat_and_first_lead_words(0, s) for s in (0, 1)} | {seat_words(0, s) for s in (0, 1)}
    seen = set()
    for path in sorted((Path(penchant.__file__).parent / "data" / "puzzles").glob("*.json")):
        for puzzle in json.loads(path.read_text(encoding="utf-8")).get("puzzles", []):
            position = puzzle.get("position", {})
            if "you" in position:
                seen.add(position["you"])
            if "the first of the last" in str(position.get("turn", "")):
                assert position["turn"] in {last_six_turn_words(leads=True), last_six_turn_words(leads=False)}
    assert seen and seen <= said, seen - said
