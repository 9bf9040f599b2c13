"""The command line checks a whole-line end-game by its whole line, as the trainer does (a strong player had
'--answer 9♠' called RIGHT on a puzzle whose question says every card is checked), and lets a solver give it card
by card, seeing the engine's defence before each next card (the sixth review: a whole line typed at once needs
his replies known in advance)."""

from __future__ import annotations

import json

import pytest

from penchant.cli.main import main
from penchant.puzzles import EndgameSession, analyse, load_bank

LINE = next(p for p in load_bank() if p.kind == "endgame" and p.task == "line"
            and len(EndgameSession(p).to_play) > 1)


def _best(session: EndgameSession) -> str:
    values = session.values()
    return max(values, key=lambda c: (values[c].brisques, values[c].points))


def test_the_show_tells_how_to_answer_card_by_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["puzzles", "show", LINE.id]) == 0
    assert "card by card" in capsys.readouterr().out


def test_the_line_is_given_card_by_card_against_the_defence_it_shows(capsys: pytest.CaptureFixture[str]) -> None:
    mirror = EndgameSession(LINE)
    cards: list[str] = []
    while len(cards) < len(EndgameSession(LINE).to_play) - 1:
        cards.append(_best(mirror))
        mirror.play(cards[-1])
        assert main(["puzzles", "show", LINE.id, "--answer", " ".join(cards), "--json"]) == 0
        line = json.loads(capsys.readouterr().out)["line"]
        # his replies so far are shown, and the cards left to you, before you choose the next
        assert line["check"] is None and line["tricks"] == [str(t) for t in mirror.tricks]
        assert line["hand"] == [str(c) for c in mirror.to_play]
        assert main(["puzzles", "show", LINE.id, "--answer", " ".join(cards)]) == 0
        out = capsys.readouterr().out
        assert "RIGHT so far" in out and f"--answer '{' '.join(cards)} <card>'" in out
    cards.append(_best(mirror))
    assert main(["puzzles", "show", LINE.id, "--answer", " ".join(cards)]) == 0
    assert "RIGHT: each of the" in capsys.readouterr().out


def test_a_wrong_first_card_is_refuted_with_his_defence(capsys: pytest.CaptureFixture[str]) -> None:
    a = analyse(LINE)
    wrong = next(c for c, (ok, _why) in a.verdicts.items() if not ok)
    assert main(["puzzles", "show", LINE.id, "--answer", wrong, "--json"]) == 1  # wrong: exit 1
    line = json.loads(capsys.readouterr().out)["line"]
    assert line["check"]["correct"] is False and "Against best defence" in line["check"]["refutation"]
    assert line["tricks"]  # the trick his defence won is shown
