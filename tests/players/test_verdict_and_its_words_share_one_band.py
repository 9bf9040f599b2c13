"""Chapter 8 (issue #31): a review marked a decision "mistake" and said "better by nearly 2 points", while the
chapter puts a loss of ¾ to 2 points as an inaccuracy and 2 to 4 as a mistake. The label was judged from the loss
against the engine's best, the words from the cost against the move the coach recommended. Now one figure
(``CoachAnalysis.cost``) is both judged and said, and the words of any loss lie in its verdict's band at every
band boundary."""

from __future__ import annotations

import re

import pytest

from penchant.judgement.verdicts import GOOD, INACCURACY, MISTAKE, loss_words, verdict

BANDS = {"good": (0.0, GOOD), "inaccuracy": (GOOD, INACCURACY), "mistake": (INACCURACY, MISTAKE),
         "blunder": (MISTAKE, float("inf"))}


def _said(words: str) -> tuple[bool, float]:
    if words == "less than a point":
        return True, 1.0
    found = re.fullmatch(r"(nearly |about |)(\d+(?:\.\d+)?) points?", words)  # every card known: the figure
    assert found, words
    return found.group(1) == "nearly ", float(found.group(2))


def _in_band(v: str, nearly: bool, figure: float) -> bool:
    """ "about F" lies in a band holding F; "nearly F" (under F) in the band whose top is F or holds F."""
    low, high = BANDS[v]
    return low < figure <= high if nearly else low <= figure < high


def _agrees(loss: float, unit: float) -> None:
    """Every loss is checked: one judged good (or best) is said under a brisque's worth ("less than a point",
    "nearly 1 point"), never "about" the figure that begins an inaccuracy; any other in its verdict's band."""
    v = verdict(loss, 0.0, unit, False)
    nearly, figure = _said(loss_words(loss, unit))
    if v in ("best", "good"):
        assert nearly and figure / unit <= 1, (loss, unit, v, loss_words(loss, unit))
    else:
        assert _in_band(v, nearly, figure / unit), (loss, unit, v, loss_words(loss, unit))


@pytest.mark.parametrize("unit", [1.0, 10.0])
@pytest.mark.parametrize("edge", [GOOD, INACCURACY, MISTAKE, 1.5, 2.5, 3.5, 4.5])
def test_the_words_of_a_loss_lie_in_its_verdicts_band_at_every_boundary(edge: float, unit: float) -> None:
    for step in (-0.2, -0.05, -0.01, -0.001, 0.0, 0.001, 0.01, 0.05, 0.2):
        _agrees((edge + step) * unit, unit)


def test_a_mistake_is_never_said_nearly_its_bottom_nor_an_inaccuracy_about_its_top() -> None:
    assert verdict(1.96, 0.0, 1.0, False) == "inaccuracy" and loss_words(1.96) == "nearly 2 points"
    assert verdict(2.0, 0.0, 1.0, False) == "mistake" and loss_words(2.0) == "about 2 points"
    assert verdict(3.96, 0.0, 1.0, False) == "mistake" and loss_words(3.96) == "nearly 4 points"
    assert verdict(4.0, 0.0, 1.0, False) == "blunder" and loss_words(4.0) == "about 4 points"


def test_every_review_verdict_is_judged_from_the_figure_its_words_say() -> None:
    # the chapter's own deals, the coach's analyses
    from test_chapter_8_coach_words_are_true_of_its_first_deals import _analyses

    seen = 0
    for an in _analyses():
        for ln in an.lines:
            v = an.verdict(ln.action)
            if v not in BANDS or v == "good":
                continue
            words = an.cost_words(ln.action)
            assert an.exact or words == loss_words(an.cost(ln.action), an.unit), words
            nearly, figure = _said(words)
            assert _in_band(v, nearly, figure / an.unit), (v, words)
            seen += 1
    assert seen
