"""Chapter 1's pacing: three ways of dealing, Foster's traditional deal stepped through card by card, came before
the reader had played a trick. The open text and the board deal one way, Kandell's, the one needed to start; the
other ways are folded ("other ways of dealing"), one idea at a time."""

from __future__ import annotations

import json
import re

from learner_text import NOTEBOOKS

from penchant.rules.profiles import KANDELL
from penchant_widgets.folds import Fold
from penchant_widgets.lessons.deal import DealStepper, other_ways_html

CHAPTER = NOTEBOOKS / "01_the_pack_and_the_deal.ipynb"


def _cells() -> list[tuple[str, str]]:
    nb = json.loads(CHAPTER.read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def _board_cell() -> str:
    """The dealing board's cell: its imports and one call (the other ways' words are the board's, from the rules)."""
    return next(src for kind, src in _cells() if kind == "code" and "DealStepper(" in src)


def test_the_open_text_deals_one_way_and_folds_the_others() -> None:
    prose = [src for kind, src in _cells() if kind == "markdown"]
    open_text = " ".join(re.sub(r"<details>.*?</details>", "", src, flags=re.S) for src in prose)
    for other in ("traditional", "threes", "three ways of dealing", "three ways to deal"):
        assert other not in open_text, other
    code = _board_cell()
    # said in the board's own fold, not a second one in the prose, and grouped by the rules, not by the cell
    assert "others_words" not in code and "METHODS" not in code, code
    folded = other_ways_html(KANDELL.deal_method)
    assert "<li><b>traditional</b>" in folded and "<li><b>threes</b>" in folded and "<li><b>singles</b>" not in folded
    # the words agree with the buttons: the board's own way named and said, beside the two others (issue #31: "Two
    # other ways … choose one above" over three buttons, singles unsaid)
    stepper = DealStepper(seed=1893, method=KANDELL.deal_method, others_folded=True)
    assert len(stepper.methods.options) == 3 and KANDELL.deal_method == "singles"
    assert folded.startswith("<p>The board starts with <b>singles</b>. One card at a time"), folded
    assert "name it and two other ways" in folded
    stepper = DealStepper(seed=1893, method=KANDELL.deal_method, others_folded=True)
    fold = next(k for k in stepper.children if isinstance(k, Fold))
    assert any(getattr(k, "value", "") and "<li><b>traditional</b>" in k.value for k in fold.inside.children)


def test_the_other_ways_are_one_control_with_one_name() -> None:
    # A newcomer found "Show: other ways of dealing" under the board and "More: other ways of dealing" under the
    # next heading: two controls for one thing. The words about the other ways are in the board's fold.
    prose = " ".join(src for kind, src in _cells() if kind == "markdown")
    assert "other ways of dealing</summary>" not in prose
    stepper = DealStepper(seed=1893, method=KANDELL.deal_method, others_folded=True, others_words="<p>threes</p>")
    fold = next(k for k in stepper.children if isinstance(k, Fold))
    assert stepper.methods in fold.inside.children
    assert any("threes" in getattr(k, "value", "") for k in fold.inside.children)


def test_the_dealing_board_shows_kandells_deal_with_the_others_one_click_away() -> None:
    code = _board_cell()
    assert "others_folded=True" in code and "method=KANDELL.deal_method" in code, code
    stepper = DealStepper(seed=1893, method=KANDELL.deal_method, others_folded=True)
    fold = next(k for k in stepper.children if isinstance(k, Fold))
    assert stepper.methods not in stepper.children and stepper.methods in fold.inside.children
    assert fold.label == "other ways of dealing" and not fold.opened
