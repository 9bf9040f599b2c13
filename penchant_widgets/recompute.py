"""A button that recomputes stored figures on request, with a progress bar.

Chapters show studies from stored data so that they open fast; this button
runs the computation again in the page and shows its result beside the
stored one.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets
import traitlets

from penchant.errors import PenchantError
from penchant_widgets.action_button import action_button
from penchant_widgets.board_words import refusal_html
from penchant_widgets.styles import shared_style

__all__ = ["Recompute"]

Progress = Callable[[int, int], None]


class Recompute(widgets.VBox):
    """``compute(progress)`` returns HTML; pressing the button runs it, the bar follows ``progress(done, total)``."""

    compute = traitlets.TraitType[Callable[[Progress], str], Callable[[Progress], str]](read_only=True).tag(sync=False)

    def __init__(self, label: str, compute: Callable[[Progress], str], *, note: str = "") -> None:
        self.set_trait("compute", compute)
        self.button = action_button(label, "pt-recompute", lambda: self.run())
        self.bar = widgets.IntProgress(value=0, min=0, max=1, layout=widgets.Layout(width="260px", display="none"))
        self.bar.add_class("pt-recompute-progress")
        self.result = widgets.HTML(f'<div class="pt-small">{note}</div>' if note else "")
        super().__init__([shared_style(), widgets.HBox([self.button, self.bar]), self.result])
        self.add_class("pt-board")

    def run(self) -> str:
        self.bar.layout.display = None
        self.button.disabled = True

        def tick(done: int, total: int) -> None:
            self.bar.max = max(1, total)
            self.bar.value = done

        try:
            html = self.compute(tick)
        except PenchantError as exc:
            html = refusal_html(exc)
        finally:
            self.bar.layout.display = "none"
            self.button.disabled = False
        self.result.value = html
        return html
