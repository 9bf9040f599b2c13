"""The command line's text output is for people: actions and cards in words and symbols, "You" with
"your" and the plain verb (issue #19). The JSON output keeps the notation."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from penchant.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "penchant" / "data" / "examples"
NOTATION = re.compile(r"\b(?:play|declare) (?:10|[2-9TJQKA])[SHDC]\b|\b(?:10|[2-9TJQKA])[SHDC]\b")
BAD_YOU = re.compile(r"\bYou's\b|\bYou (?:leads|plays|wins|scores|declares|passes|has)\b")


def _text(capsys: pytest.CaptureFixture[str], *argv: str, code: int = 0) -> str:
    assert main(list(argv)) == code
    out = capsys.readouterr().out
    assert out.strip()
    assert not NOTATION.search(out), out
    assert not BAD_YOU.search(out), out
    return out


def test_tally_says_you_lead_and_you_win(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    game = json.loads((EXAMPLES / "game.json").read_text(encoding="utf-8"))
    game["players"] = ["You", "Computer"]
    whole = tmp_path / "whole.json"
    whole.write_text(json.dumps(game), encoding="utf-8")
    assert "You win 52–35, by 17" in _text(capsys, "tally", str(whole))  # the one result sentence
    game["deals"] = game["deals"][:1]
    part = tmp_path / "part.json"
    part.write_text(json.dumps(game), encoding="utf-8")
    assert "You lead 10–4, by 6" in _text(capsys, "tally", str(part))
    game["players"] = ["Ada", "Ben"]
    part.write_text(json.dumps(game), encoding="utf-8")
    assert "Ada leads 10–4, by 6" in _text(capsys, "tally", str(part))


def test_review_text_is_in_words_and_its_json_in_notation(capsys: pytest.CaptureFixture[str]) -> None:
    record = str(EXAMPLES / "sample-game.json")
    out = _text(capsys, "review", record, "--deal", "4", "--samples", "2")
    assert re.search(r"\b(?:greedy|strong) (?:played|declared|passed)\b", out)
    assert main(["review", record, "--deal", "4", "--samples", "2", "--json"]) == 0
    items = json.loads(capsys.readouterr().out)
    assert any(re.fullmatch(r"play (?:[2-9TJQKA])[SHDC]", i["played"]) for i in items)


def test_engine_commands_print_cards_in_symbols(capsys: pytest.CaptureFixture[str]) -> None:
    out = _text(capsys, "check", "--hand", "8H", "--table", "8S QS", "--opp-table", "KS KD", "--declare", "8S 8H",
                code=1)  # refused
    assert "K♠" in out
    assert "Q♥ Q♦" in _text(capsys, "declarations", "--hand", "QH QD 8H", "--table", "QS JC")
    assert "10♥" in _text(capsys, "solve", "--hand", "AH TH 7S", "--opp-hand", "KH 9S 8C", "--trump", "H",
                          "--won", "5-4")


@pytest.mark.parametrize("pid, answer", [("trump-003", "QH KH"), ("endgame-002", "7H"), ("barring-029", "TS TD"),
                                         ("declaration-004", "KS KC")])
def test_puzzles_show_is_in_words(capsys: pytest.CaptureFixture[str], pid: str, answer: str) -> None:
    out = _text(capsys, "puzzles", "show", pid, "--answer", answer, "--solution", code=1)  # wrong: exit 1
    assert "WRONG: " in out and "\n  \n" not in out


def test_review_never_sells_a_cost_as_the_price_of_no_gain(capsys: pytest.CaptureFixture[str]) -> None:
    """"Does as well as anything else" is no gain: a cost beside it is said as a cost, not as its price."""
    out = _text(capsys, "review", str(EXAMPLES / "sample-game.json"), "--deal", "2", "--samples", "4")
    assert "anything else here; that is worth more" not in out
    assert re.search(r"Playing A♠ does as well as anything else here, though it \w+ the A♠, a brisque", out), out


@pytest.mark.parametrize("answer, verdict", [("2", "RIGHT: "), ("1", "WRONG: ")])
def test_puzzles_show_says_its_verdict_once(capsys: pytest.CaptureFixture[str], answer: str, verdict: str) -> None:
    out = _text(capsys, "puzzles", "show", "barring-001", "--answer", answer, code=0 if verdict == "RIGHT: " else 1)
    said = next(line for line in out.splitlines() if line.startswith(verdict))
    assert not re.match(r"(?:RIGHT|WRONG): (?:Right|Not quite|Wrong)\b", said), said
