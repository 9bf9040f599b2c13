"""Chapter 8: the coach's figures sat under "Engine detail", an engineer's label a newcomer could not place. The
fold is named in a player's words wherever it appears: under a hint, a review and a puzzle's verdict."""

from __future__ import annotations

from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.coach_panel import details_html
from penchant_widgets.puzzles.verdict import detail_html

from penchant.judgement.verdicts import FIGURES_LABEL


def test_the_figures_fold_says_whose_figures_they_are() -> None:
    assert FIGURES_LABEL == "The coach's figures"
    b = PlayBoard("strong", seed=9)
    folds = (details_html(b.coach.analyse(b.view(), b._key())), detail_html("Net points: +2.0 each."))
    for html in folds:
        assert "<summary>The coach&#x27;s figures</summary>" in html, html
        assert "Engine" not in html and "engine" not in html, html


def test_the_figures_under_a_hint_say_how_they_were_found_in_a_players_words() -> None:
    """Chapter 8's fold read "40 deals sampled from the 26 cards you have not seen … the 95% sampling margin": an
    engineer's account. It says the coach played the position out so many times with the cards you cannot see
    dealt at random, and what ± tells you."""
    b = PlayBoard("strong", seed=9)
    an = b.coach.analyse(b.view(), b._key())
    html = details_html(an)
    assert f"The coach played this position out {an.samples} times with the 26 cards you cannot see dealt at random" \
        in html, html
    assert "± says how sure that is" in html, html
    assert "<td>the best</td>" in html and "±0.0" not in html, html  # its own difference read as perfectly sure
    for engineer in ("sampled from", "sampling margin", "95%", "solved exactly"):
        assert engineer not in html, (engineer, html)
