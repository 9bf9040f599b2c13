"""A puzzle board's numbered progress buttons, one a puzzle (grouped by sort on a long board): each says how the
learner did with its puzzle (first-try solve, solve after a miss, miss, solution seen) and goes to it when pressed.
The board (:class:`~penchant_widgets.puzzles.board.PuzzleBoard`) says the statuses; the dots only draw them.

On a phone (puzzles.css, narrow screens) the dots of every board of several puzzles, a short board's too, are folded
under one button that says how many there are, and open with their key under them, so that every page moves between
puzzles one way at that width; a wider screen shows the dots and no button."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

import ipywidgets as widgets
import traitlets

from penchant.puzzles import Puzzle
from penchant.trainer.attempts import Outcome
from penchant.trainer.outcome_words import status_words
from penchant_widgets.puzzles.choosing import GROUP_NAMES, group_of
from penchant_widgets.puzzles.progress import PuzzleStatus
from penchant_widgets.styles import classed

__all__ = ["ProgressDots"]


class ProgressDots(widgets.VBox):
    """The dots of a board's puzzles, in rows: one row, or a row a group under its name (``grouped``), after the
    button that opens and folds them on a narrow screen (:attr:`fold`)."""

    rows = traitlets.List(traitlets.Instance(widgets.Widget), read_only=True).tag(sync=False)
    """The rows of dots: one, or one a group."""
    folded = traitlets.Bool(True).tag(sync=False)
    """Whether the dots are folded away on a narrow screen (a wider one shows them whatever this says)."""

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
        self.set_trait("rows", rows)
        self.fold = widgets.Button(layout=widgets.Layout(width="auto"))
        classed(self.fold, "pt-btn", "pt-dots-fold")
        self.fold.on_click(lambda _b: setattr(self, "folded", not self.folded))
        super().__init__([self.fold, *rows])
        # Folded on a phone whatever their number: one way to move between puzzles at a width, on every page (a board
        # of one puzzle shows no dots at all).
        classed(self, "pt-dots", "pt-dots-foldable")
        self._folding(None)

    @traitlets.observe("folded")
    def _folding(self, _change: object) -> None:
        n = len(self.buttons)
        if self.folded:
            self.remove_class("pt-dots-open")
            self.fold.description = ("The puzzle, with how you did on it ▾" if n == 1
                                     else f"All {n} puzzles, with how you did on each ▾")
        else:
            self.add_class("pt-dots-open")
            self.fold.description = "Fold the puzzle away ▴" if n == 1 else f"Fold the {n} puzzles away ▴"

    def mark(self, status: Sequence[PuzzleStatus], index: int) -> None:
        """Draw each puzzle's status on its dot, and which one is on show (``index``)."""
        for i, (b, st) in enumerate(zip(self.buttons, status, strict=True)):
            for s in Outcome:
                b.remove_class(f"pt-dot-{s}")
            b.remove_class("pt-dot-now")
            b.add_class(f"pt-dot-{st.state}")
            if i == index:
                b.add_class("pt-dot-now")
            b.tooltip = f"puzzle {i + 1}: {status_words(st.state)}"
