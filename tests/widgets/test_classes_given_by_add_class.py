"""Every widget is given its CSS classes one way, ipywidgets' public ``add_class``
(``penchant_widgets.styles.classed``), sent to the page in one message however many it gets; the chapters' prose
in a fold (``fold_prose``) too."""

from __future__ import annotations

from typing import Any

import ipywidgets as W
import pytest
from support import classes

from penchant_widgets.folds import fold_prose
from penchant_widgets.styles import classed


def test_classed_gives_the_classes_in_order_leaving_out_empty_names_in_one_message(
        monkeypatch: pytest.MonkeyPatch) -> None:
    widget = W.HTML()
    sent: list[dict[str, Any]] = []
    monkeypatch.setattr(widget, "send_state", lambda key=None: sent.append({"key": key}))
    classed(widget, "pt-a", None, "", "pt-b")
    assert classes(widget) == ("pt-a", "pt-b")
    assert len(sent) == 1  # held, then sent once


def test_prose_in_a_fold_is_set_as_the_chapters_prose() -> None:
    prose = fold_prose("<p>Foster's rules</p>")
    assert isinstance(prose, W.HTML) and prose.value == "<p>Foster's rules</p>"
    assert classes(prose) == ("pt-fold-prose",)
