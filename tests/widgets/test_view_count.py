"""ipywidgets' ``_view_count`` (experimental, private) is read in one module, and still works as it relies on.

If ipywidgets renames the trait, stops syncing it, or changes what ``None`` means, the first test fails on the
installed version, before a page built ahead shows stale puzzles. (The marker no longer reads it: its page says it
shows the app through the device view's own ``shown``, tests/widgets/test_marker_built_ahead.py.)"""

from __future__ import annotations

import ast
from typing import Any

import ipywidgets as W
from penchant_widgets.view_count import VIEW_COUNT, watch_views

from tests.architecture.test_import_layers import module_files


def test_ipywidgets_still_has_the_synced_view_count_this_relies_on() -> None:
    trait = W.Widget.class_traits().get(VIEW_COUNT)
    assert trait is not None, f"ipywidgets no longer has {VIEW_COUNT}: mend penchant_widgets.view_count"
    assert trait.metadata.get("sync") is True and trait.allow_none
    assert getattr(W.HTML(), VIEW_COUNT) is None  # tracks nothing until asked


def test_a_count_from_the_page_calls_back() -> None:
    widget = W.HTML()
    seen: list[dict[str, Any]] = []
    watch_views(widget, lambda change: seen.append({"old": change["old"], "new": change["new"]}))
    assert getattr(widget, VIEW_COUNT) == 0 and VIEW_COUNT in widget.keys  # synced, so the page counts
    widget.set_state({VIEW_COUNT: 1})  # what a page's widget manager sends when it draws a view
    assert seen == [{"old": 0, "new": 1}]


def test_only_the_view_count_module_names_the_trait() -> None:
    def names_it(node: ast.AST) -> bool:
        return (isinstance(node, ast.Constant) and node.value == VIEW_COUNT) or (
            isinstance(node, ast.Attribute) and node.attr == VIEW_COUNT)

    named = sorted(module for module, path in module_files().items() if module.startswith("penchant")
                   and any(names_it(n) for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))))
    assert named == ["penchant_widgets.view_count"]
