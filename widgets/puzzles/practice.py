"""The practice app: puzzles near the learner's rating, filters, a dashboard and a streak mode.

Everything shown is derived from the attempt store (:mod:`penchant.puzzles.attempts`):
the learner's Glicko-2 rating, each puzzle's rating (seeded from the engine's
difficulty, then learned from first attempts), the themes most often missed and
the streak. A puzzle is played on a one-puzzle
:class:`~penchant_widgets.puzzles.board.PuzzleBoard` that commits every attempt
before the screen changes; the app then re-reads the ratings.

Picking: *near my rating* serves an untried puzzle whose rating is closest to
the learner's (ties broken by a seeded random draw); *streak* serves puzzles of
rising rating, from a little below the learner's, and ends at the first puzzle
not solved on the first try.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as widgets
from penchant_widgets.puzzles.board import PuzzleBoard, default_store
from penchant_widgets.puzzles.style import puzzle_style
from penchant_widgets.style import message_html, shared_style

from penchant.errors import PenchantError
from penchant.puzzles import KINDS, Puzzle, load_bank
from penchant.puzzles.attempts import AttemptStore, Progress

__all__ = ["PracticeApp", "pick_near", "practice_app"]

_ALL = "all"
_KIND_WORDS = {"barring": "Barring", "declaration": "Declarations", "trump": "Trump", "endgame": "End-games",
               "scoring": "Scoring"}


def pick_near(pool: Sequence[Puzzle], progress: Progress, rng: random.Random, *, above: float | None = None,
              exclude: set[str] | None = None) -> Puzzle | None:
    """An untried puzzle of ``pool`` whose rating is nearest the learner's (or, with ``above``,
    the lowest-rated one above that rating); tried ones only when every puzzle was tried."""
    skip = exclude or set()
    fresh = [p for p in pool if progress.state(p.id).status == "new" and p.id not in skip]
    cands = fresh or [p for p in pool if not progress.state(p.id).solved and p.id not in skip] or \
        [p for p in pool if p.id not in skip]
    if not cands:
        return None
    if above is not None:
        higher = [p for p in cands if progress.rating_of(p.id).r > above]
        if higher:
            low = min(progress.rating_of(p.id).r for p in higher)
            near = [p for p in higher if progress.rating_of(p.id).r - low < 60]
            return rng.choice(sorted(near, key=lambda p: p.id))
    me = progress.learner.r
    cands.sort(key=lambda p: (abs(progress.rating_of(p.id).r - me), p.id))
    return rng.choice(cands[:5])


class PracticeApp(widgets.VBox):
    """Practice: a puzzle at a time near your rating, filters, your rating, your weak themes, streaks."""

    def __repr__(self) -> str:
        return "Penchant practice"

    def __init__(self, *, store: AttemptStore | None = None, bank: Sequence[Puzzle] | None = None,
                 seed: int = 0) -> None:
        self.bank = list(load_bank() if bank is None else bank)
        if not self.bank:
            raise PenchantError("the practice app needs a puzzle bank")
        note = ""
        if store is None:
            store, note = default_store()
        self.store: AttemptStore = store
        self.rng = random.Random(seed)
        self.progress = Progress.of(self.store.load(), self.bank)
        self.streak_mode = False
        self.streak_run = 0
        self.streak_last: float | None = None
        self.current: Puzzle | None = None
        self._counted: set[str] = set()
        themes = sorted({t for p in self.bank for t in p.themes})
        self.kind = widgets.Dropdown(options=[("All kinds", _ALL)] + [(_KIND_WORDS[k], k) for k in KINDS],
                                     value=_ALL, description="Kind", layout=widgets.Layout(width="auto"))
        self.kind.add_class("pt-practice-kind")
        self.theme = widgets.Dropdown(options=[("All themes", _ALL)] + [(t, t) for t in themes], value=_ALL,
                                      description="Theme", layout=widgets.Layout(width="auto"))
        self.theme.add_class("pt-practice-theme")
        self.mode = widgets.ToggleButtons(options=[("Near my rating", "near"), ("Streak", "streak")],
                                          value="near", layout=widgets.Layout(width="auto"))
        self.mode.add_class("pt-practice-mode")
        self.next_button = widgets.Button(description="Next puzzle ▶", layout=widgets.Layout(width="auto"))
        for c in ("pt-btn", "pt-btn-primary", "pt-practice-next"):
            self.next_button.add_class(c)
        self.next_button.on_click(lambda _b: self.next_puzzle())
        self.kind.observe(lambda _c: self.next_puzzle(), names="value")
        self.theme.observe(lambda _c: self.next_puzzle(), names="value")
        self.mode.observe(lambda _c: self._mode_changed(), names="value")
        self.rating = widgets.HTML()
        self.rating.add_class("pt-practice-rating")
        self.dashboard = widgets.HTML()
        self.dashboard.add_class("pt-practice-dashboard")
        self.message = widgets.HTML(message_html(note, "hint") if note else "")
        self.message.add_class("pt-practice-message")
        self.slot = widgets.VBox()
        self.slot.add_class("pt-practice-slot")
        controls = widgets.HBox([self.kind, self.theme, self.mode, self.next_button],
                                layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        controls.add_class("pt-practice-controls")
        title = widgets.HTML('<div class="pt-board-title">Practice<small>puzzles checked by the engine, '
                             "chosen near your rating</small></div>")
        super().__init__([shared_style(), puzzle_style(), title, self.rating, controls, self.message, self.slot,
                          self.dashboard])
        self.add_class("pt-board")
        self.add_class("pt-practice")
        self.board: PuzzleBoard | None = None
        self._render_stats()
        self.next_puzzle()

    # ------------------------------------------------------------- choosing
    def pool(self) -> list[Puzzle]:
        ps = self.bank
        if self.kind.value != _ALL:
            ps = [p for p in ps if p.kind == self.kind.value]
        if self.theme.value != _ALL:
            ps = [p for p in ps if self.theme.value in p.themes]
        return ps

    def _mode_changed(self) -> None:
        self.streak_mode = self.mode.value == "streak"
        self.streak_run = 0
        self.streak_last = None
        self.next_puzzle()

    def next_puzzle(self) -> Puzzle | None:
        pool = self.pool()
        exclude = {self.current.id} if self.current is not None else set()
        above = None
        if self.streak_mode:
            above = (self.progress.learner.r - 250) if self.streak_last is None else self.streak_last
        p = pick_near(pool, self.progress, self.rng, above=above, exclude=exclude) if pool else None
        if p is None:
            self.message.value = message_html("No puzzle matches these filters.", "hint")
            return None
        self.show(p)
        return p

    def show(self, p: Puzzle) -> None:
        self.current = p
        if self.board is not None:
            self.board.close()
        self.board = PuzzleBoard([p], title=self._board_title(p), store=self.store)
        self.board.on_change(self._changed)
        self.slot.children = (self.board,)
        self.message.value = ""
        self._render_stats()

    def _board_title(self, p: Puzzle) -> str:
        r = round(self.progress.rating_of(p.id).r)
        return f"{_KIND_WORDS.get(p.kind, p.kind)} · puzzle rated {r}"

    # ------------------------------------------------------------- feedback
    def _changed(self, board: PuzzleBoard) -> None:
        """An attempt was committed: re-read the ratings, move the streak, redraw the numbers."""
        p = board.puzzle
        first = p.id not in self._counted and self.progress.state(p.id).status == "new"
        self.progress = Progress.of(self.store.load(), self.bank)
        self._counted.add(p.id)
        if self.streak_mode and first:
            st = self.progress.state(p.id)
            if st.status == "solved_first":
                self.streak_run += 1
                self.streak_last = self.progress.rating_of(p.id).r
                self.message.value = message_html(
                    f"Streak: {self.streak_run} in a row. The next one is harder.", "ok")
            else:
                self.message.value = message_html(
                    f"The streak ends at {self.streak_run}. Finish this puzzle, then press Next to start again.",
                    "hint")
                self.streak_run = 0
                self.streak_last = None
        self._render_stats()

    def _render_stats(self) -> None:
        prog = self.progress
        me = prog.learner
        solved = sum(1 for p in self.bank if prog.state(p.id).solved)
        first = sum(1 for p in self.bank if prog.state(p.id).status == "solved_first")
        streak = (f'<span class="pt-badge pt-practice-streak">streak {self.streak_run}</span>'
                  if self.streak_mode else
                  f'<span class="pt-badge">first-try run {prog.streak}, best {prog.best_streak}</span>')
        self.rating.value = (
            f'<div><span class="pt-badge pt-practice-r" data-r="{me.r:.2f}" title="Glicko-2: rating ± two '
            f'deviations">Your rating <b>{round(me.r)}</b> ± {round(2 * me.rd)}'
            f'{" (provisional)" if me.rd > 110 else ""}</span>'
            f'<span class="pt-badge">{solved} of {len(self.bank)} solved ({first} on the first try)</span>'
            f"{streak}</div>")
        rows = prog.weakest_themes(5)
        if rows:
            body = "".join(f"<tr><td>{escape(t)}</td><td class='num'>{m} of {n}</td></tr>" for t, m, n in rows)
            self.dashboard.value = ('<div class="pt-small"><b>The themes you miss most</b> (first tries)</div>'
                                    '<table class="pt-table pt-weak"><tr><th>theme</th>'
                                    f"<th class='num'>missed</th></tr>{body}</table>")
        else:
            self.dashboard.value = ('<div class="pt-small">Your most-missed themes will show here once you '
                                    "have tried a few puzzles.</div>")


def practice_app(**kwargs: Any) -> PracticeApp:
    """The practice app (the Voilà page ``notebooks/practice.ipynb`` shows this)."""
    return PracticeApp(**kwargs)
