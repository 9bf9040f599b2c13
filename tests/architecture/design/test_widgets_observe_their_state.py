"""A widget's state is a trait its views observe, not a plain attribute with listeners beside it: the deal
table kept its deal in ``self.state`` with ``on_change`` callbacks in ``self._listeners`` beside a version counter,
and the puzzle board called ``on_check`` listeners with the answer its ``answered`` trait already carried. A
change of state is followed with ``observe``; what is a list of callbacks is an event's (a card pressed, an
end-game finished: ``on_press``, as ipywidgets' own ``Button.on_click``), never a state's change."""

from __future__ import annotations

import ast

from source_scan import ROOT, parsed

STATE_LISTENERS = ("on_change", "on_check")


def listeners_of_state(source: str) -> list[tuple[int, str]]:
    """(line, name) of each method that registers a state-change callback, and each ``self._listeners``."""
    out: list[tuple[int, str]] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.FunctionDef) and node.name in STATE_LISTENERS:
            out.append((node.lineno, node.name))
        elif isinstance(node, ast.Attribute) and node.attr == "_listeners" and isinstance(node.ctx, ast.Store):
            out.append((node.lineno, node.attr))
    return sorted(out)


def test_the_scan_sees_the_old_table() -> None:
    old = ("class DealTable:\n"
           "    def __init__(self):\n"
           "        self._listeners: list = []\n"
           "    def on_change(self, callback):\n"
           "        self._listeners.append(callback)\n"
           "    def on_press(self, callback): ...\n")
    assert listeners_of_state(old) == [(3, "_listeners"), (4, "on_change")]


def test_no_widget_keeps_listeners_of_its_state() -> None:
    found = [f"{path.relative_to(ROOT)}:{line}: {name}" for path in sorted((ROOT / "penchant_widgets").rglob("*.py"))
             for line, name in listeners_of_state(path.read_text(encoding="utf-8"))]
    assert not found, "make the state a trait and observe it:\n" + "\n".join(found)


def test_the_deal_table_and_the_play_board_keep_their_state_in_traits() -> None:
    from penchant_widgets.play.board import PlayBoard
    from penchant_widgets.play.table import DealTable

    assert {"state", "version"} <= set(DealTable.class_trait_names())
    assert {"drawn_view", "drawn_game", "game_in_play", "next_deal_allowed"} <= set(PlayBoard.class_trait_names())
    assert "version" not in PlayBoard.class_trait_names()
