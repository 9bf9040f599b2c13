"""The game's result is one sentence, the rules' (``scoring.game_result_words``): winner, margin and value said the
same way in every view. The review found four of its own that disagreed: the command line's "Ada wins by 34
(lurched: doubled)" (the value as the margin), the score tally's "wins by 17 ... worth 34" (the difference, then the
value), the marker's list's "won by 34" and the play board's "worth 34"."""

from __future__ import annotations

import json
from html import escape
from pathlib import Path

import pytest

from penchant.cli.main import main
from penchant.marker import Brisquette, EndDeal, Ledger, TrickWon
from penchant.rules.game_scoring import game_result
from penchant.rules.profiles import KANDELL
from penchant.words.game_scoring import game_result_words

LURCHED = ((30, 10), (20, 12), (14, 10), (10, 5))
"""Ann 74, Bob 37: Bob under 40, lurched: the 37 difference doubled, 74."""


def test_the_sentence_says_winner_margin_and_value() -> None:
    names = ("Ann", "Bob")
    said = game_result_words(game_result(LURCHED, KANDELL), names, KANDELL)
    assert said == "Ann wins 74–37, by 37; Bob is lurched (under 40), so the game is worth 74, the difference doubled"
    said = game_result_words(game_result(((30, 30), (20, 12), (14, 10), (10, 5)), KANDELL), names, KANDELL)
    assert said == "Ann wins 74–57, by 17; the game is worth 17"
    said = game_result_words(game_result(((30, 30), (20, 20), (14, 14), (10, 10)), KANDELL), names, KANDELL)
    assert said == "A draw at 74–74: the game is worth nothing"
    said = game_result_words(game_result(((10, 30), (20, 12), (14, 10), (10, 5)), KANDELL), ("you", "the computer"),
                             KANDELL)
    assert said == "The computer wins 57–54, by 3; the game is worth 3"
    assert game_result_words(game_result(((30, 10), (20, 12)), KANDELL), ("you", "Bob"), KANDELL) == (
        "You lead 50–22, by 28")
    assert game_result_words(game_result(((10, 30),), KANDELL), ("Ann", "you"), KANDELL) == "You lead 30–10, by 20"


def test_the_views_say_it() -> None:
    from penchant_widgets.lessons.scoring import GameTally
    from penchant_widgets.play.board_words import game_words

    res = game_result(LURCHED, KANDELL)
    tally = GameTally(LURCHED, names=("Ann", "Bob"), profile="kandell")
    assert tally.tally() is not None
    assert game_result_words(res, ("Ann", "Bob"), KANDELL) in tally.result.value
    assert game_words(res, KANDELL) == game_result_words(res, ("you", "the computer"), KANDELL) + "."


def _finished() -> Ledger:
    ledger = Ledger.start(("Ann", "Bob"), "kandell")
    for _ in range(4):
        for i in range(10):
            ledger = ledger.entered(TrickWon(i % 2))
        ledger = ledger.entered(Brisquette(0)).entered(EndDeal((8, 4)))
    return ledger


def test_the_marker_says_it() -> None:
    from penchant.marker.store_protocol import game_summary
    from penchant_widgets.marker.dials import result_text

    sheet = _finished().sheet
    said = game_result_words(sheet.result(), sheet.players, sheet.profile)
    assert sheet.is_over() and "lurched" in said
    assert result_text(sheet) == said
    assert said in game_summary(_finished())


def test_the_command_line_says_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deals = [{"declarations": [["reunion"], []], "brisquettes": [3, 1], "brisques": [9, 3]}] * 4
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"format": "penchant-game/1", "rules": {"profile": "kandell"},
                                "players": ["Ada", "Ben"], "first_dealer": 0, "deals": deals}), encoding="utf-8")
    assert main(["tally", str(path)]) == 0
    out = capsys.readouterr().out
    res = game_result([(a, b) for a, b in json.loads(main_json(path, capsys))["deals"]], KANDELL)
    assert game_result_words(res, ("Ada", "Ben"), KANDELL) in out


def main_json(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["tally", "--json", str(path)]) == 0
    return capsys.readouterr().out


def test_a_tallied_game_is_said_by_the_words_in_each_of_its_three_cases() -> None:
    """What the tally says beside the result sentence (that a game is decided once its last deal is in; why a game
    won is not doubled) is the words' (``game_tally_words``), not the board's: each case, and the board says it."""
    from penchant.words.game_scoring import game_tally_words
    from penchant_widgets.lessons.scoring import GameTally

    names = ("Ann", "Bob")
    cases = {
        ((30, 10),): "; the game is decided once its last deal is in.",
        ((30, 10), (20, 12), (14, 10), (10, 15)): "(the loser's 47 is not under 40: no lurch).",
        LURCHED: ", the difference doubled.",
    }
    for scores, ending in cases.items():
        res = game_result(scores, KANDELL)
        said = game_tally_words(res, names, KANDELL)
        assert said.startswith(f"Totals: {res.totals[0]} to {res.totals[1]}") and said.endswith(ending), said
        assert ("not all four deals are in yet" in said) is (not res.complete), said
        tally = GameTally(scores, names=names, profile="kandell")
        assert tally.tally() == res
        assert escape(said) in tally.result.value, tally.result.value
