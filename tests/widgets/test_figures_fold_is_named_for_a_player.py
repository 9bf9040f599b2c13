"""Chapter 8: the coach's figures sat under "Engine detail", an engineer's label a newcomer could not place. The
fold is named in a player's words wherever it appears: under a hint, a review and a puzzle's verdict."""

from __future__ import annotations

from penchant.judgement.verdicts import FIGURES_LABEL
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.coach_panel import HOW_WORKED_OUT, details_html
from penchant_widgets.puzzles.verdict import detail_html


def test_the_figures_fold_says_whose_figures_they_are() -> None:
    assert FIGURES_LABEL == "The coach's figures"
    b = PlayBoard("strong", seed=9)
    folds = (details_html(b.coach.analyse(b.view(), b._key())), detail_html("Net points: +2.0 each."))
    for html in folds:
        assert "<summary>The coach&#x27;s figures</summary>" in html, html
        assert "Engine" not in html and "engine" not in html, html


def test_the_figures_under_a_hint_say_how_they_were_found_in_a_players_words() -> None:
    """Chapter 8's fold read "40 deals sampled from the 26 cards you have not seen … the 95% sampling margin": an
    engineer's account; then "net points … on average" and "± says how sure that is … 19 times in 20", a
    statistician's. It says each move's figure as a player would ("about 3 points worse over the rest of the deal"),
    and how the coach found them (played out so many times with the cards you cannot see dealt at random) is a
    fold further in."""
    b = PlayBoard("strong", seed=9)
    an = b.coach.analyse(b.view(), b._key())
    html = details_html(an)
    outer, inner = html.split(f"<summary>{HOW_WORKED_OUT}</summary>")
    assert "<li>" in outer and "over the rest of the deal" in outer and "the coach&#x27;s choice" in outer, outer
    assert f"The coach played this position out {an.samples} times with the 26 cards you cannot see dealt at random" \
        in inner, inner
    for engineer in ("sampled from", "sampling margin", "95%", "solved exactly", "±", "average", "19 times in 20"):
        assert engineer not in html, (engineer, html)


def test_the_coachs_choice_is_said_better_than_the_next_only_when_every_other_is_worse() -> None:
    """Chapter 8 at 1280x900: "Playing A♦: the coach's choice: about 2 points better than the next best" stood above
    "Playing 10♣: perhaps about 3 points worse …, though the coach cannot be sure", under reasons calling the two
    too close to call. A lead over the rest is claimed only when every other move is firmly worse."""
    from penchant.coaching.analysis import CoachAnalysis, Line

    b = PlayBoard("greedy", seed=9)
    v = b.view()
    best, firm, unsure = v.legal[:3]
    lines = (Line(best, 3.0, nets=(3.0, 3.0, 3.0, 3.0)), Line(firm, 2.5, nets=(2.5, 2.5, 2.5, 2.5)),
             Line(unsure, 2.0, nets=(8.0, -4.0, 8.0, -4.0)))
    an = CoachAnalysis(v, lines, False, 4, b.profile)
    assert [an.tier(a) for a in (firm, unsure)] == ["worse", "lean"]
    said = [words for _move, words in an.figures()]
    assert said[0] == "the coach's choice", said
    firm_only = CoachAnalysis(v, lines[:2], False, 4, b.profile)
    assert "better than the next best" in firm_only.figures()[0][1]
