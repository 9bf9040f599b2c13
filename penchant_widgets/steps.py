"""A chapter's worked examples one at a time, for a phone.

:class:`Steps` shows a run of worked examples (a caption and a board each) one at a time, with Previous and
Next: five barring panels one under another would make chapter 5 about 15,000 px tall on a phone, the one idea
each example shows lost in the scroll. It decides nothing: it shows and hides the boards it is given. The step
shown (``Steps.index``) is a traitlet: a page may observe or link it, and setting it redraws. Boards one click away
are :mod:`penchant_widgets.folds`'.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as widgets
import traitlets

from penchant.errors import InvalidSettingError
from penchant_widgets.styles import classed, shared_style

__all__ = ["Steps"]


class Steps(widgets.VBox):
    """Worked examples one at a time: each a caption (HTML) and a board, with Previous, Next and "n of m"."""

    noun = traitlets.Unicode("", read_only=True).tag(sync=False)
    titles = traitlets.List[str](read_only=True).tag(sync=False)

    index = traitlets.Int(0).tag(sync=False)
    """The step shown (0-based; a value outside the steps is kept within them). Observed: setting it redraws."""

    def __repr__(self) -> str:
        return f"Steps({self.index + 1} of {len(self.pages)}: {self.titles[self.index]!r})"

    def __init__(self, steps: Sequence[tuple[str, widgets.Widget]], *, title: str = "",
                 noun: str = "example") -> None:
        if not steps:
            raise InvalidSettingError(f"Steps needs one step or more, not {list(steps)!r}")
        self.set_trait("noun", noun)
        self.set_trait("titles", [caption for caption, _board in steps])
        self.pages = [widgets.VBox([widgets.HTML(f'<div class="pt-step-caption">{caption}</div>'), board])
                      for caption, board in steps]
        for page in self.pages:
            classed(page, "pt-step")
        self.counter = widgets.HTML()
        classed(self.counter, "pt-step-count")
        self.back = widgets.Button(description="◀ Previous", tooltip=f"the {noun} before")
        classed(self.back, "pt-btn", "pt-step-back")
        self.forward = widgets.Button(description="Next ▶", tooltip=f"the next {noun}")
        classed(self.forward, "pt-btn", "pt-btn-primary", "pt-step-next")
        self.back.on_click(lambda _b: self.show(self.index - 1))
        self.forward.on_click(lambda _b: self.show(self.index + 1))
        nav = widgets.HBox([self.back, self.counter, self.forward])
        classed(nav, "pt-step-nav")
        head = [widgets.HTML(f'<div class="pt-board-title">{escape(title)}</div>')] if title else []
        super().__init__([shared_style(), *head, nav, *self.pages])
        classed(self, "pt-board", "pt-steps")
        self._draw()

    def show(self, index: int) -> None:
        """Show step ``index`` (0-based; kept within the steps) and hide the others."""
        self.index = index

    @traitlets.validate("index")
    def _within(self, proposal: Any) -> int:
        return max(0, min(int(proposal["value"]), len(self.pages) - 1))

    @traitlets.observe("index")
    def _index_changed(self, _change: Any) -> None:
        self._draw()

    def _draw(self) -> None:
        for n, page in enumerate(self.pages):
            page.layout.display = None if n == self.index else "none"
        self.counter.value = f'<span class="pt-small">{self.noun} {self.index + 1} of {len(self.pages)}</span>'
        self.back.disabled = self.index == 0
        self.forward.disabled = self.index == len(self.pages) - 1
