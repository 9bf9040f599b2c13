"""A puzzle board's numbered progress buttons, one a puzzle (grouped by sort on a long board): each says how the
learner did with its puzzle (first-try solve, solve after a miss, miss, solution seen) and goes to it when pressed.
The board (:class:`~penchant_widgets.puzzles.board.PuzzleBoard`) says the statuses; the dots only draw them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

import ipywidgets as widgets
import traitlets

from penchant.puzzles import Puzzle
from penchant_widgets.puzzles.choosing import GROUP_NAMES, group_of
from penchant_widgets.puzzles.progress import STATUS_WORDS, PuzzleStatus
from penchant_widgets.styles import classed

__all__ = ["ProgressDots"]


class ProgressDots(widgets.VBox):
    """The dots of a board's puzzles, in rows: one row, or a row a group under its name (``grouped``)."""

    buttons = traitlets.List(traitlets.Instance(widgets.Button), read_only=True).tag(sync=False)
    """The dots, a puzzle's each, in the board's order."""

    def __init__(self, puzzles: Sequence[Puzzle], *, grouped: bool, show: Callable[[int], None]) -> None:
        dots: list[widgets.Button] = []
        groups: list[tuple[str, list[widgets.Widget]]] = []
        for i, p in enumerate(puzzles):
            b = widgets.Button(description=str(i + 1), layout=widgets.Layout(width="44px", height="44px"))
            classed(b, "pt-dotbtn", f"pt-dot-{i + 1}")
            b.on_click(lambda _b, i=i: show(i))
            dots.append(b)
            name = GROUP_NAMES.get(group_of(p), "") if grouped else ""
            if not groups or groups[-1][0] != name:
                groups.append((name, []))
            groups[-1][1].append(b)
        rows: list[widgets.Widget] = []
        for name, buttons in groups:
            kids: list[widgets.Widget] = []
            if name:
                kids.append(widgets.HTML(f'<div class="pt-dot-group-label">{escape(name)}</div>',
                                         layout=widgets.Layout(width="100%")))
            row = widgets.HBox(kids + buttons)
            classed(row, "pt-dot-group")
            rows.append(row)
        self.set_trait("buttons", dots)
        super().__init__(rows)
        classed(self, "pt-dots")

    def mark(self, status: Sequence[PuzzleStatus], index: int) -> None:
        """Draw each puzzle's status on its dot, and which one is on show (``index``)."""
        for i, (b, st) in enumerate(zip(self.buttons, status, strict=True)):
            for s in STATUS_WORDS:
                b.remove_class(f"pt-dot-{s}")
            b.remove_class("pt-dot-now")
            b.add_class(f"pt-dot-{st.state}")
            if i == index:
                b.add_class("pt-dot-now")
            b.tooltip = f"puzzle {i + 1}: {STATUS_WORDS.get(st.state, st.state)}"
