"""An open fold is one box around its button and what it opened, the words inside on the button's words' left edge
(issue #31: chapter 1's "Show: the other rule books" opened below its dashed box, a little outside it)."""

from __future__ import annotations

import re
from pathlib import Path

from support import classes

from penchant_widgets.folds import Fold, fold_prose

CSS = (Path(__file__).resolve().parents[2] / "penchant_widgets" / "boards.css").read_text(encoding="utf-8")


def _px(rule: str, prop: str) -> str:
    found = re.search(re.escape(rule) + r"\{([^}]*)\}", CSS)
    assert found, rule
    value = re.search(prop + r":([^;}]*)", found.group(1))
    assert value, (rule, prop)
    return value.group(1)


def test_an_open_fold_is_drawn_as_one_box_and_a_closed_one_as_its_button() -> None:
    fold = Fold("the other rule books", [fold_prose("<p>Foster's</p>")])
    assert "pt-fold-open" not in classes(fold)
    fold.set_open(True)
    assert "pt-fold-open" in classes(fold)
    fold.set_open(False)
    assert "pt-fold-open" not in classes(fold)
    assert "dashed" in _px(".pt-fold.pt-fold-open", "border")
    # the prose's left padding is the button's: the words of both start on one edge
    button = _px(".pt-fold .jupyter-widgets.jupyter-button.pt-fold-toggle", "padding").split()
    prose = _px(".pt-fold.pt-fold-open > .pt-fold-inside > .pt-fold-prose", "padding").split()
    assert button[1] == prose[1] == "12px"
