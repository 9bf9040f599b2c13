"""Newcomer 33 read program-like lines: "Opponent played A♠: Opponent wins the trick" (chapter 2), "You win 45–39,
by 6: Opponent is lurched" (chapter 7), "Not allowed: 7♦ cannot be played: in the last six tricks you must ...:
play K♦." (chapter 6) and "The reason in “<the whole choice>” is wrong." (chapters 0, 2 and 3). Each is a sentence
a player would write: the opponent is "your opponent" inside a sentence, one colon a sentence at most, the pressed
choice not quoted back."""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

pytest.importorskip("ipywidgets")

from penchant.errors import IllegalPlayError
from penchant.play.dealing import new_deal
from penchant.players import get_player
from penchant.puzzles import check, get
from penchant.puzzles.checkers.claims import WINNER_YES, Claim
from penchant.rules.profiles import KANDELL
from penchant_widgets.lessons.scoring import GameTally
from penchant_widgets.play.board_words import describe_change
from penchant_widgets.puzzles.endgame import EndgameBoard

NAMES = ("You", "Opponent")


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", "", html))).strip()


def _tricks(seed: int) -> list[str]:
    s = new_deal(KANDELL, seed, dealer=seed % 2)
    g = get_player("greedy")
    rng = random.Random(seed)
    lines: list[str] = []
    while not s.is_over():
        before = s.clone()
        a = g.choose(s.view(s.to_move), rng)
        s.apply(a)
        lines += [_text(line) for line in describe_change(before, a, s, NAMES)]
    return [line for line in lines if "the trick" in line and " played " in line]


def test_a_trick_is_one_sentence_naming_each_player_once() -> None:
    lines = [line for seed in range(3) for line in _tricks(seed)]
    assert lines
    for line in lines:
        assert ":" not in line.split("(brisques in it")[0], line
        assert not re.search(r"[,;:] Opponent\b", line) and line.count("Opponent") <= 1, line
    assert any(re.fullmatch(r"Opponent played \S+ and wins the trick( \(brisques in it: .*\))?\.", x) for x in lines)
    assert any(re.fullmatch(r"You played \S+, and your opponent wins the trick( \(brisques in it: .*\))?\.", x)
               for x in lines), lines


def test_a_lurched_opponent_is_your_opponent_after_a_semicolon() -> None:
    g = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    g.tally()
    said = _text(g.result.value)
    assert "You win 45–39, by 6; your opponent is lurched (under 40), so the game is worth 12" in said, said
    assert "Opponent is" not in said


def test_an_end_game_refusal_has_one_colon_a_sentence() -> None:
    eg = EndgameBoard.from_position("KD 7D AS 8C", "TD 9C JS", led="QD", trump="S", won=(5, 4))
    eg.play("7D")
    said = _text(eg.message.value)
    assert said.startswith("Not allowed: 7♦ cannot be played. In the last six tricks you must follow suit and win "
                           "if able (Q♦ led), so play K♦."), said
    for sentence in said.split(". "):
        assert sentence.count(":") <= 1, said


def test_a_refusal_keeps_the_input_quoted_for_developers() -> None:
    eg = EndgameBoard.from_position("KD 7D AS 8C", "TD 9C JS", led="QD", trump="S", won=(5, 4))
    with pytest.raises(IllegalPlayError) as caught:
        eg.session.play("7D")
    assert "'7D'" in str(caught.value), str(caught.value)


def test_a_wrong_reasons_headline_is_every_boards() -> None:
    """Chapter 0's board said "That answer's reason does not hold here." where every later board says "“…” is not
    right" (issue #31): one headline, with the part that is wrong after it."""
    p = get("declaration-013")
    r = check(p, Claim(*WINNER_YES, False).text)
    assert r.message == f"“{Claim(*WINNER_YES, False).text}” is not right: its reason does not hold here.", r.message
