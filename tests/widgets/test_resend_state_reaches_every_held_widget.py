"""A page attached to a kernel that built its widgets ahead is sent the whole state of every widget it will draw,
not only those reached through ``children``: a widget held in any other synced trait (one serialized with
``widget_serialization``, as an anywidget's reference to another widget is) and one shown in an Output are part of
the page too, and a change made to them before the page connected would otherwise never reach it."""

from __future__ import annotations

import ipywidgets as W
import traitlets as T
from counted_sends import counting

from penchant_widgets.first_view import resend_state, widget_tree


class Holder(W.DOMWidget):  # type: ignore[misc]
    """A widget that holds others outside ``children``: one alone, some in a dict."""

    held = T.Instance(W.Widget, allow_none=True).tag(sync=True, **W.widget_serialization)
    named = T.Dict().tag(sync=True, **W.widget_serialization)


def test_a_widget_held_in_a_trait_that_is_not_children_is_resent() -> None:
    sent: list[W.Widget] = []
    alone, in_a_dict, below = (counting(W.Button(), sent) for _ in range(3))
    holder = Holder(held=W.VBox([below]), named={"key": in_a_dict})
    holder2 = Holder(held=alone)
    resend_state(W.HBox([holder, holder2]))
    assert sorted(map(id, sent)) == sorted(map(id, [alone, in_a_dict, below]))


def test_a_widget_shown_in_an_output_is_resent() -> None:
    sent: list[W.Widget] = []
    shown = counting(W.Button(), sent)
    output = W.Output()
    output.append_display_data(shown)
    resend_state(W.VBox([output]))
    assert sent == [shown]


def test_the_tree_names_each_widget_once_parents_first() -> None:
    shared = W.Button()
    holder = Holder(held=shared, named={"again": shared})
    box = W.VBox([holder])
    tree = widget_tree(box)
    assert len(tree) == len({id(w) for w in tree})
    assert tree.index(box) < tree.index(holder) < tree.index(shared)
    assert shared.layout in tree and shared.style in tree
