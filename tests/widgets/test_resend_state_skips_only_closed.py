"""``resend_state`` skips what is closed quietly, and says anything else: a real error in sending a widget's state
(a trait that does not serialize, say) is a warning with its trace, not a page left without that state in silence,
and the other widgets are still sent."""

from __future__ import annotations

from typing import Any

import ipywidgets as W
import pytest
from counted_sends import counting

from penchant_widgets.first_view import resend_state


def test_a_closed_widget_in_the_tree_is_skipped_and_the_rest_resent() -> None:
    sent: list[W.Widget] = []
    gone, kept = W.Button(), counting(W.Button(), sent)
    box = W.VBox([gone, kept])
    gone.close()  # the box now holds a closed widget: ipywidgets cannot name it in the box's state
    resend_state(box)
    assert sent == [kept]


def test_an_error_that_is_not_a_closed_widget_is_not_swallowed(caplog: pytest.LogCaptureFixture) -> None:
    sent: list[W.Widget] = []
    broken, kept = W.Button(), counting(W.Button(), sent)

    def send_state(key: Any = None) -> None:
        raise ValueError("a trait that does not serialize")

    broken.send_state = send_state  # type: ignore[method-assign]
    with caplog.at_level("WARNING"):
        resend_state(W.VBox([broken, kept]))
    assert sent == [kept]  # the rest of the page is still sent
    warned = [r for r in caplog.records if r.levelname == "WARNING"]
    assert warned and warned[0].exc_info and "does not serialize" in str(warned[0].exc_info[1])


def test_a_widget_holding_a_closed_widget_is_not_asked_to_send() -> None:
    """Holding a closed widget is asked before sending (``comm is None``), not found by the error ipywidgets raises
    on naming it: the box's ``send_state`` is never called, nor the closed one's."""
    sent: list[W.Widget] = []
    gone, kept = counting(W.Button(), sent), counting(W.Button(), sent)
    box = counting(W.VBox([gone, kept]), sent)
    outer = counting(W.HBox([box]), sent)
    gone.close()
    resend_state(outer)
    assert sent == [outer, kept]  # the box that holds the closed button is skipped, the rest sent parents first


def test_an_attribute_error_that_is_not_a_closed_widget_is_warned(caplog: pytest.LogCaptureFixture) -> None:
    """An ``AttributeError`` from a widget that holds nothing closed is a real error, said as any other."""
    sent: list[W.Widget] = []
    broken, kept = W.Button(), counting(W.Button(), sent)

    def send_state(key: Any = None) -> None:
        raise AttributeError("a trait that is not there")

    broken.send_state = send_state  # type: ignore[method-assign]
    with caplog.at_level("WARNING"):
        resend_state(W.VBox([broken, kept]))
    assert sent == [kept]
    assert any(r.levelname == "WARNING" and r.exc_info and "not there" in str(r.exc_info[1]) for r in caplog.records)
