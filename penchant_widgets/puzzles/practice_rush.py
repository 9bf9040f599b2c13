"""The practice page's rush: its bar (the clock with the score and the misses, start and stop, the page's hidden
ticker) and its course (the start screen, three minutes of puzzles, each answer said, the end with the score kept
and reviewed).

The rush's rules are :mod:`penchant.trainer.rush`'s and its state the
:class:`~penchant.trainer.session.PracticeSession`'s; :class:`PracticeRush` draws them and steps the page
(:class:`~penchant_widgets.puzzles.practice.PracticeApp`, which composes it) through a rush. The clock ticks in the
page through a hidden :class:`ipywidgets.Play`, read against the app's ``clock``, which a test injects.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

import ipywidgets as widgets

from penchant.errors.internal import BrokenInvariantError
from penchant.trainer.rush import END_WORDS, RUSH_MISSES, Rush, rush_rules_words
from penchant.trainer.trainer import Answered
from penchant_widgets.html_parts import message_html
from penchant_widgets.puzzles.rush_view import rush_line_html, rush_review_html

if TYPE_CHECKING:
    from penchant_widgets.puzzles.practice import PracticeApp

__all__ = ["PracticeRush", "practice_button"]


def practice_button(text: str, cls: str, fn: Callable[[], object], primary: bool = False) -> widgets.Button:
    """A button of the practice page, in its classes, calling ``fn`` when clicked."""
    b = widgets.Button(description=text, layout=widgets.Layout(width="auto"))
    for c in ("pt-btn", cls, *(("pt-btn-primary",) if primary else ())):
        b.add_class(c)
    b.on_click(lambda _b: fn())
    return b


class PracticeRush:
    """The rush of a practice page ``app``: its bar (:attr:`bar`, hidden until the rush mode is chosen) and the
    steps of a rush, which the app's own ``start_rush``, ``tick`` and ``stop_rush`` are."""

    def __init__(self, app: PracticeApp) -> None:
        self.app = app
        self.clock = widgets.HTML()
        self.clock.add_class("pt-rush-clock-box")
        self.start_button = practice_button("Start the rush", "pt-rush-start", self.start, True)
        self.stop_button = practice_button("Stop", "pt-rush-stop", self.stop)
        self.ticker = widgets.Play(value=0, min=0, max=10**7, step=1, interval=500, playing=False,
                                   show_repeat=False, layout=widgets.Layout(display="none"))
        self.ticker.observe(lambda _c: self.tick(), names="value")
        self.bar = widgets.HBox([self.clock, self.start_button, self.stop_button, self.ticker])
        self.bar.add_class("pt-practice-rushbar")
        self.bar.layout.display = "none"

    @property
    def rush(self) -> Rush | None:
        return self.app.session.rush

    def ready(self) -> None:
        """The rush's start screen: the rules and the best score."""
        app = self.app
        app.clear_board()
        self.start_button.layout.display = None
        self.stop_button.layout.display = "none"
        self.clock.value = self.line_html(None)
        best = app.trainer.best_rush()
        best_words = f" Your best: {best.score}." if best is not None else ""
        app.message.value = message_html(f"{rush_rules_words()}{best_words}", "info")

    def start(self) -> None:
        """Start the three minutes (on the page's clock) and serve the first puzzle."""
        app = self.app
        if app.session.mode != "rush":
            app.mode.value = "rush"  # observed: the session's mode follows (the app's _mode_changed)
        not_saved = app.session.start_rush(app.clock())
        if not_saved:
            app.message.value = message_html(not_saved, "error", title="Not saved:")
        self.start_button.layout.display = "none"
        self.stop_button.layout.display = None
        if app.next_puzzle() is None:
            app.session.abandon_rush()
            self.ready()
            app.message.value = message_html("No puzzle for a rush matches these filters.", "note")
            return
        self.ticker.value = 0
        self.ticker.playing = True
        self.render()

    def tick(self) -> None:
        """The page's ticker (or a test) asks: redraw the clock; end the rush when the time is up."""
        rush = self.app.session.tick(self.app.clock())
        if rush is None:
            return
        if rush.over:
            self.over()
        else:
            self.render()

    def stop(self) -> None:
        if self.app.session.stop_rush(self.app.clock()):
            self.over()

    def answered(self, got: Answered) -> None:
        """A rush's puzzle answered (the session counted it, with why, for the review at the end): say what it did to
        the rating, serve the next."""
        if self.rush is None:
            raise BrokenInvariantError("a rush's puzzle answered with no rush on")
        if self.rush.over:
            self.over()
            return
        self.app.next_puzzle()
        verdict = "✔ Right: +1." if got.solves else f"✘ Missed ({self.rush.misses} of {RUSH_MISSES})."
        self.app.message.value = message_html(f"{verdict} {got.rating.words()}", "ok" if got.solves else "error")
        self.render()

    def over(self) -> None:
        """Keep the rush in the store, stop the ticker, say the score and the best."""
        app = self.app
        if self.rush is None:
            raise BrokenInvariantError("a rush's puzzle answered with no rush on")
        self.ticker.playing = False
        kept = app.session.keep_rush()
        run = kept.run
        saved = f" (not saved: {kept.not_saved})" if kept.not_saved else ""
        why = END_WORDS[run.ended]
        app.clear_board()
        self.start_button.description = "Another rush"
        self.start_button.layout.display = None
        self.stop_button.layout.display = "none"
        self.render()
        app.message.value = message_html(
            f"<b>{why}: {run.score} solved</b>, {run.misses} missed — {kept.best_words()}{escape(saved)}"
            f"{rush_review_html(self.rush, app.labels)}", "ok", raw=True)
        app.render_numbers()

    def render(self) -> None:
        self.clock.value = self.line_html(self.rush)

    def line_html(self, rush: Rush | None) -> str:
        """The rush's line: its clock, score and misses (``rush``), or the rules and the best before one."""
        return rush_line_html(rush, self.app.clock(), self.app.trainer.best_rush())
