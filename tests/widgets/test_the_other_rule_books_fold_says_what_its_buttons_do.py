"""Chapter 7's folds "the other rule books" under *Score a deal* and *Score a game* opened on three bare buttons
(Kandell's, Foster's, modern rules): a newcomer could not tell that pressing one scores the board again. A line
over the buttons says so."""

from __future__ import annotations

import re

import ipywidgets as widgets

from penchant_widgets.lessons.scoring import DealScorer, GameTally


def _said_over_the_buttons(board: DealScorer | GameTally) -> str:
    kids = list(board.others.inside.children)
    at = kids.index(board.profile_choice)
    assert at > 0, kids
    said = [re.sub(r"<[^>]+>", "", k.value) for k in kids[:at] if isinstance(k, widgets.HTML)]
    return " ".join(said)


def test_the_deal_scorers_rule_books_say_they_score_the_deal_again() -> None:
    assert _said_over_the_buttons(DealScorer()) == "Score this deal by another rule book:"


def test_the_game_tallys_rule_books_say_they_score_the_game_again() -> None:
    assert _said_over_the_buttons(GameTally([(12, 9), (7, 15)])) == "Score this game by another rule book:"
