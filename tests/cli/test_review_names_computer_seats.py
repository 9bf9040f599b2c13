"""``penchant review penchant/data/examples/sample-game.json --samples 4`` said "strong played K♣ — Playing K♣ … brings
you 2
brisques" to a computer seat, and its legend said the coach played moves out "over many ways they might lie" of
"your move" whatever the sample count: a named seat is said by its name, and the legend by the count it used."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from penchant.cli.main import main
from penchant.english.grammar import addressed
from penchant.judgement.verdicts import close_means

SAMPLE = str(Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game.json")


def test_a_review_of_computer_seats_never_says_you(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", SAMPLE, "--deal", "2", "--samples", "4"]) == 0
    out = capsys.readouterr().out
    assert not re.search(r"\b[Yy]ou(r|rs)?\b", out), [ln for ln in out.splitlines() if re.search(r"\byou", ln)][:3]
    assert re.search(r"\bbrings (strong|greedy) \d brisques?\b", out), out[:500]
    assert "over four ways they might lie" in out and "each player's move" in out, out[-400:]
    assert "many ways" not in out


def test_the_words_said_to_a_named_seat_agree() -> None:
    said = addressed("Your 8♦ keeps the 10♣ in your hand; you come to them with more, and you could declare", "greedy")
    assert said == ("greedy's 8♦ keeps the 10♣ in greedy's hand; greedy comes to them with more, and greedy could "
                    "declare"), said
    assert close_means(4, "strong").startswith("Too close to call: the coach cannot see the other player's cards, so "
                                               "it played strong's move and its own out over four ways")


def test_the_play_boards_legend_says_its_own_sample_count() -> None:
    """Chapter 8's review said "over many ways they might lie", whatever its coach's count."""
    pytest.importorskip("ipywidgets")
    from penchant.coaching.review import Review, ReviewItem
    from penchant.play.moves import parse_action
    from penchant_widgets.play.board import PlayBoard
    from penchant_widgets.play.coach_panel import review_html

    item = ReviewItem(1, 3, 2, 1, "lead", 0, parse_action("play 8D"), parse_action("play TC"), 0.9, 3.0, False,
                      "close", "Your 8♦ costs little.", 2, 6)
    rev = Review("coach", (item,), samples=12)
    shown = review_html(rev, PlayBoard("greedy", seed=9).state, ("You", "greedy"), 0)
    assert "over twelve ways they might lie" in shown and "many ways" not in shown, shown
