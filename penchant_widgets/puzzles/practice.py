"""The practice app: puzzles near the learner's rating, filters, a dashboard, a streak, a rush, a history.

Everything shown is derived from the attempt store (:mod:`penchant.trainer.stores`) through the learner's
:class:`~penchant.trainer.trainer.Trainer` (one, shared with the board: it reads the store once, then only
what is added): the learner's Glicko-2 rating, each puzzle's rating, the themes most often missed, the
streak, the rushes and the history. Every rule of picking lives in :mod:`penchant.trainer.next_puzzle` (seen
puzzles wait until the filtered pool is exhausted; misses come back for review; no template more than twice
in a row; the streak), the rush's in :mod:`penchant.trainer.rush`, the history's in
:mod:`penchant.trainer.history`, and the trainer keeps the looks and the rushes (:meth:`Trainer.serve`,
:meth:`Trainer.keep_rush`) and says what each answer counts for (:class:`~penchant.trainer.trainer.Answered`:
solved or not, the first answer since the puzzle was served or not, why). The session's state (the mode, the
streak, the rush, the puzzle on the page) and the picker's inputs are the
:class:`~penchant.trainer.session.PracticeSession`'s: the app asks it in one call and renders.
A puzzle is played on a one-puzzle :class:`~penchant_widgets.puzzles.board.PuzzleBoard` (the app's ``board``
traitlet) whose ``answered`` traitlet the app observes; which screen shows (the puzzle or the history) is the
app's ``screen`` traitlet.
The page composes its parts, each in a module of its own: the rush (:mod:`~penchant_widgets.puzzles.practice_rush`,
its bar and its course), the history screen (:mod:`~penchant_widgets.puzzles.practice_history`) and the numbers
(:mod:`~penchant_widgets.puzzles.practice_numbers`: the rating, what it is, the themes missed most).

Modes: *near my rating*; *streak* (rising ratings, ended by the first puzzle not solved at its first
answer); *rush* (as many as you can in three minutes; three misses end it; the clock ticks in the page
through a hidden :class:`ipywidgets.Play`, read against ``clock``, which a test injects).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, Final

import ipywidgets as widgets
import traitlets

from penchant.puzzles import KINDS, Puzzle, load_drills
from penchant.puzzles.checkers.understanding import checks
from penchant.puzzles.names import KIND_NAMES
from penchant.puzzles.words.position import theme_words
from penchant.rules.profiles import DEFAULT_PROFILE
from penchant.trainer.attempts import Attempt, LookMode, RushRun
from penchant.trainer.history import puzzle_labels
from penchant.trainer.next_puzzle import History, Pick, Streak, shared_themes
from penchant.trainer.progress import Progress
from penchant.trainer.rush import Rush
from penchant.trainer.session import PracticeSession, practice_session
from penchant.trainer.stores import AttemptStore
from penchant.trainer.trainer import Answered, Trainer
from penchant_widgets.contents_link import contents_link
from penchant_widgets.first_view import on_first_view
from penchant_widgets.html_parts import message_html
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.mode_words import modes_html
from penchant_widgets.puzzles.practice_history import attempts_csv, history_screen_html
from penchant_widgets.puzzles.practice_numbers import practice_numbers
from penchant_widgets.puzzles.practice_rush import PracticeRush, practice_button
from penchant_widgets.puzzles.progress import default_store
from penchant_widgets.puzzles.puzzle_css import puzzle_style
from penchant_widgets.puzzles.rating_words import puzzle_level_words
from penchant_widgets.styles import StyleSheet, package_css, shared_style

__all__ = ["UNNAMED", "PracticeApp", "practice_app"]

_ALL = "all"
UNNAMED: Final = "Your puzzle"
"""What a practice puzzle is called until it is solved or its solution shown (its title may name the idea)."""

_CSS = package_css("puzzles/practice.css")
"""The practice page's own CSS (practice.css, beside this module)."""


class PracticeApp(widgets.VBox):
    """Practice: a puzzle at a time near your rating, filters, your rating, your weak themes, streaks, rushes."""

    bank = traitlets.List[Puzzle](read_only=True).tag(sync=False)
    """The puzzles served here (the bank, unless one is given), under the learner's rules (:attr:`rules`)."""
    rules = traitlets.Unicode(DEFAULT_PROFILE.name, read_only=True).tag(sync=False)
    """The learner's rule book (a profile's name): the tutorial's, Kandell's, unless one is given."""
    clock = traitlets.TraitType[Callable[[], float], Callable[[], float]](read_only=True).tag(sync=False)
    """The time, for a rush's clock (a test passes its own)."""
    drills = traitlets.List[Puzzle](read_only=True).tag(sync=False)
    """The chapters' drills: not practised here, but the history lists them by name too."""
    checks = traitlets.List[Puzzle](read_only=True).tag(sync=False)
    """Chapters 9 and 10's checks of what they said: the history names them too (listed as "An older puzzle", a
    check missed in chapter 10 could not be told from the others)."""
    easiest = traitlets.Int(0, read_only=True).tag(sync=False)
    """The dots of the easiest puzzle served here (said while the rating is provisional:
    :func:`~penchant_widgets.puzzles.rating_words.rating_line`)."""
    labels = traitlets.TraitType[dict[str, str], dict[str, str]](read_only=True).tag(sync=False)
    """Each puzzle's name in the history, by id."""
    seed = traitlets.Int(0, read_only=True).tag(sync=False)
    """The seed of the session's picks."""
    session = traitlets.Instance(PracticeSession, read_only=True).tag(sync=False)
    """The practice session (mode, streak, rush, the puzzle on the page): the page asks it and renders."""
    store = traitlets.Instance(AttemptStore, read_only=True).tag(sync=False)  # type: ignore[type-abstract]
    trainer = traitlets.Instance(Trainer, read_only=True).tag(sync=False)
    """The learner's trainer over the bank (shared with the board: it reads the store once)."""

    screen = traitlets.Unicode("puzzle").tag(sync=False)
    """What the page shows below its controls: ``"puzzle"`` or ``"history"`` (observed)."""
    rushing = traitlets.Instance(PracticeRush, read_only=True).tag(sync=False)
    """The page's rush: its bar and its course (the app's ``start_rush``, ``tick`` and ``stop_rush`` are its)."""
    board = traitlets.Instance(PuzzleBoard, allow_none=True).tag(sync=False)
    """The one-puzzle board on the page (``None`` between rushes)."""

    def __repr__(self) -> str:
        return "Penchant practice"

    def __init__(self, *, store: AttemptStore | None = None, bank: Sequence[Puzzle] | None = None,
                 seed: int = 0, clock: Callable[[], float] = time.monotonic, rules: str = DEFAULT_PROFILE.name) -> None:
        self.set_trait("rules", rules)
        note = ""
        if store is None:
            store, note = default_store()
        session = practice_session(store, rules, bank, seed)
        self.set_trait("bank", session.bank)
        self.set_trait("store", store)
        self.set_trait("seed", seed)
        self.set_trait("clock", clock)
        self.set_trait("trainer", session.trainer)
        self.set_trait("session", session)
        # The chapters' drills and checks are not practised here, but a learner's history lists them by name too.
        self.set_trait("drills", load_drills() if bank is None else [])
        self.set_trait("checks", [*checks("numbers"), *checks("rules")] if bank is None else [])
        self.set_trait("labels", puzzle_labels([*self.bank, *self.drills, *self.checks]))
        self.set_trait("easiest", self.session.easiest)
        if self.trainer.read_error:
            note = f"Your progress cannot be read: {self.trainer.read_error}"
        themes = self.theme_options()
        kinds = [k for k in KINDS if any(p.kind == k for p in self.bank)]  # the drills' kinds are the chapters'
        self.kind = widgets.Dropdown(options=[("All kinds", _ALL)] + [(KIND_NAMES[k], k) for k in kinds],
                                     value=_ALL, description="Kind", layout=widgets.Layout(width="auto"))
        self.kind.add_class("pt-practice-kind")
        self.theme = widgets.Dropdown(options=themes, value=_ALL,
                                      description="Theme", layout=widgets.Layout(width="auto"))
        self.theme.add_class("pt-practice-theme")
        self.mode = widgets.ToggleButtons(options=[("Near my rating", "near"), ("Streak", "streak"),
                                                   ("Rush", "rush")],
                                          value="near", layout=widgets.Layout(width="auto"))
        self.mode.add_class("pt-practice-mode")
        self.next_button = practice_button("Next puzzle ▶", "pt-practice-next", lambda: self.next_puzzle(), True)
        self.history_button = practice_button("Your history", "pt-practice-history-toggle", self.toggle_history)
        self.kind.observe(lambda _c: self._kind_changed(), names="value")
        self.theme.observe(lambda _c: self._filters_changed(), names="value")
        self.mode.observe(lambda _c: self._mode_changed(), names="value")
        self.rating = widgets.HTML()
        self.rating.add_class("pt-practice-rating")
        self.why = widgets.HTML()
        self.why.add_class("pt-practice-why-box")
        self.dashboard = widgets.HTML()
        self.dashboard.add_class("pt-practice-dashboard")
        self.message = widgets.HTML(message_html(note, "note") if note else "")
        self.message.add_class("pt-practice-message")
        self.slot = widgets.VBox()
        self.slot.add_class("pt-practice-slot")
        # The rush: its clock, score and misses; start and stop; the page's own ticker (the rush's own part).
        self.set_trait("rushing", PracticeRush(self))
        self.rush_clock, self.ticker = self.rushing.clock, self.rushing.ticker
        self.rush_start_button, self.rush_stop_button = self.rushing.start_button, self.rushing.stop_button
        self.history = widgets.HTML()
        self.history.add_class("pt-practice-history")
        self.history.layout.display = "none"
        controls = widgets.HBox([self.kind, self.theme, self.mode, self.next_button, self.history_button],
                                layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        controls.add_class("pt-practice-controls")
        self.modes = widgets.HTML(modes_html())  # what Near my rating, Streak and Rush are, under their buttons
        self.modes.add_class("pt-practice-modes-box")
        title = widgets.HTML('<div class="pt-board-title">Practice<small>puzzles checked by the rules, '
                             "chosen near your rating</small></div>")
        own = StyleSheet(_CSS, "practice-style")
        # Back to the tutorial's chapters, where they are served beside this page (`penchant practice` serves it
        # by itself, and its server refuses them: the link is not drawn there).
        # At the top too, where a reader looks for the way back, not only under the history.
        contents = contents_link("the tutorial's chapters, to read up on a theme you miss", "pt-practice-contents")
        top = contents_link("the tutorial's chapters", "pt-practice-contents")
        if top is not None:
            top.add_class("pt-practice-top")
        signal = on_first_view(self, self.opened)  # the page's word that it shows the app, built ahead of it
        super().__init__([shared_style(), puzzle_style(), own, *([top] if top is not None else []), title,
                          self.rating, self.why, controls, self.modes, self.rushing.bar, self.message, self.slot,
                          self.history, self.dashboard, *([contents] if contents is not None else []), *signal])
        self.add_class("pt-board")
        self.add_class("pt-practice")
        self.render_numbers()
        self.next_puzzle()

    def opened(self) -> None:
        """The page shows the app (built ahead of it in a waiting kernel): read the store again, and if another
        page added attempts, looks or rushes since, pick afresh (the puzzle served was picked without them, and
        nobody saw it: its look is not kept) and redraw the numbers."""
        if not self.session.opened():
            return
        if self.session.mode != "rush":
            self.next_puzzle(keep=False)
        self.render_numbers()

    @property
    def progress(self) -> Progress:
        return self.trainer.progress

    # The session's state, as the page reads it (the session keeps it: :class:`PracticeSession`).
    @property
    def current(self) -> Puzzle | None:
        """The puzzle on the page."""
        return self.session.current

    @property
    def rush(self) -> Rush | None:
        return self.session.rush

    @property
    def streak(self) -> Streak:
        return self.session.streak

    @property
    def past(self) -> History:
        return self.session.past

    @property
    def last_pick(self) -> Pick | None:
        return self.session.last_pick

    @property
    def streak_mode(self) -> bool:
        return self.session.mode == "streak"

    @property
    def attempts(self) -> list[Attempt]:
        return self.trainer.attempts

    # ------------------------------------------------------------- choosing
    def filters(self) -> tuple[str | None, str | None]:
        """The kind and the theme chosen (``None``: all)."""
        kind, theme = str(self.kind.value), str(self.theme.value)
        return None if kind == _ALL else kind, None if theme == _ALL else theme

    def pool(self) -> list[Puzzle]:
        """The puzzles the filters and the mode leave (the session's :meth:`~PracticeSession.pool`)."""
        return self.session.pool(*self.filters())

    def theme_options(self) -> list[tuple[str, str]]:
        """The theme menu: "All themes", then the themes enough puzzles of the chosen kind share
        (:func:`~penchant.trainer.next_puzzle.shared_themes`)."""
        kind = self.kind.value if hasattr(self, "kind") else _ALL
        return [("All themes", _ALL)] + [(theme_words(t), t)
                                         for t in shared_themes(self.bank, None if kind == _ALL else kind)]

    def _kind_changed(self) -> None:
        """The kind changed: the theme menu offers that kind's themes, the theme chosen kept where the kind has it
        (else All themes), and one puzzle picked for the two changes. New options reset a dropdown's value to its
        first (ipywidgets 8), so the menu is changed unobserved: observed, the learner's theme was dropped to All
        themes and a puzzle picked that nobody saw, its look kept."""
        options = self.theme_options()
        chosen = self.theme.value if self.theme.value in {v for _, v in options} else _ALL
        self.theme.unobserve_all("value")
        try:
            self.theme.options = options
            self.theme.value = chosen
        finally:
            self.theme.observe(lambda _c: self._filters_changed(), names="value")
        self._filters_changed()

    def _filters_changed(self) -> None:
        if self.session.mode != "rush" or self.session.rushing:
            self.next_puzzle()  # in a rush, the rush goes on over the new filters

    def _mode_changed(self) -> None:
        if self.session.rushing:
            self.stop_rush()
        self.session.choose_mode(self.mode.value)  # the button chosen is the session's mode; read from it
        rush = self.session.mode == "rush"
        self.rushing.bar.layout.display = None if rush else "none"
        self.next_button.layout.display = "none" if rush else None
        if rush:
            self.rushing.ready()
        else:
            self.next_puzzle()
            if self.streak_mode:  # said once, as the rush says itself
                self.message.value = message_html(
                    "A streak: each puzzle is rated higher than the last. It goes on while you solve each one at "
                    "your first answer; the first one you miss ends it.", "info")

    def next_puzzle(self, *, keep: bool = True) -> Puzzle | None:
        """Ask the session for the next puzzle (:meth:`PracticeSession.next`: the picker's rules are
        :func:`~penchant.trainer.next_puzzle.pick_next`'s) and show it. ``keep``: the puzzle on the page was skipped,
        so its look is kept (not when nobody saw it)."""
        served = self.session.next(*self.filters(), keep=keep)
        if served is None:
            return None
        if served.not_saved:
            self.message.value = message_html(served.not_saved, "error", title="Not saved:")
        self.screen = "puzzle"  # Next always shows the puzzle it picks, even from the history
        pick = served.pick
        if pick is None:
            self.message.value = message_html("No puzzle matches these filters.", "note")
            return None
        self._show_board(pick.puzzle)
        if pick.reason == "review":
            self.message.value = message_html("A puzzle you missed, back for another look.", "note")
        elif pick.reason == "again" and served.mode == "near":
            self.message.value = message_html(
                "You have seen every puzzle of these filters: they come round again, the least seen first.", "note")
        return pick.puzzle

    def _take_off(self) -> None:
        """The puzzle is taken off a page someone is using (a click, the rush's clock): it was seen, its look kept."""
        not_saved = self.session.take_off()
        if not_saved:
            self.message.value = message_html(not_saved, "error", title="Not saved:")

    def show(self, p: Puzzle, mode: LookMode = "near") -> None:
        """Put ``p`` on the page (the session serves it: its look is kept once the learner acts on it)."""
        self.session.serve(p, mode)
        self._show_board(p)

    def _show_board(self, p: Puzzle) -> None:
        """The board of ``p``, served by the session."""
        if self.board is not None:
            self.board.close()
        # A puzzle by another book than the learner's (one shown by :meth:`show`) says what that changes for it.
        self.board = PuzzleBoard([p], title=self._board_title(p), trainer=self.trainer, name_once_answered=UNNAMED,
                                 earlier=False, learner_rules=self.rules)
        self.board.observe(self._changed, names="answered")
        self.slot.children = (self.board,)
        self.message.value = ""
        self.render_numbers()

    def _board_title(self, p: Puzzle) -> str:
        """The kind and the difficulty in words as the puzzle is served (kept until the next one: an answer moves
        the rating in the numbers, not in the title; the number is in "What is the rating?"); the puzzle's own name
        is said on the board once it is answered."""
        r = round(self.progress.rating_of(p.id).r)
        return f"{KIND_NAMES.get(p.kind, p.kind)} · {puzzle_level_words(r, self.progress)}"

    # ------------------------------------------------------------- feedback
    def _changed(self, change: Any) -> None:
        """The board's trainer took an attempt (the ``answered`` traitlet): move the streak or the rush, redraw
        the numbers. The trainer has counted it already: nothing is re-read."""
        got = change["new"]
        if not isinstance(got, Answered):
            return
        counted = self.session.answered(got, self.clock())
        if counted.counted == "rush":
            self.rushing.answered(got)
        elif counted.counted == "streak":
            self.message.value = message_html(counted.said, "ok" if got.solves else "note")
        self.render_numbers()

    # ----------------------------------------------------------------- rush
    def clear_board(self) -> None:
        """No puzzle on the page (a rush's start and end screens): the board closed, its puzzle taken off."""
        if self.board is not None:
            self.board.close()
            self.board = None
        self._take_off()
        self.slot.children = ()

    def _rushes(self) -> list[RushRun]:
        """The rushes run so far (the trainer reads them once, then keeps them as they are added)."""
        return self.trainer.rushes()

    def start_rush(self) -> None:
        """Start the three minutes (on the page's clock) and serve the first puzzle (:meth:`PracticeRush.start`)."""
        self.rushing.start()

    def tick(self) -> None:
        """The page's ticker (or a test) asks: redraw the clock; end the rush when the time is up."""
        self.rushing.tick()

    def stop_rush(self) -> None:
        self.rushing.stop()

    def _rush_html(self, rush: Rush | None) -> str:
        return self.rushing.line_html(rush)

    # -------------------------------------------------------------- history
    def toggle_history(self) -> None:
        """Show the history (instead of the puzzle) or go back to the puzzle."""
        self.screen = "puzzle" if self.screen == "history" else "history"

    @traitlets.observe("screen")
    def _screen_changed(self, _change: Any) -> None:
        history = self.screen == "history"
        if history:
            self.session.fold()  # with what another page added since
            self.render_numbers()
        self.history.layout.display = None if history else "none"
        self.slot.layout.display = "none" if history else None
        self.history_button.description = "Back to the puzzles" if history else "Your history"

    def history_csv(self) -> str:
        """Every attempt as CSV (:func:`penchant.trainer.history.history_csv`)."""
        return attempts_csv(self.attempts, [*self.bank, *self.drills, *self.checks])

    def history_html(self) -> str:
        return history_screen_html(self.attempts, [*self.bank, *self.drills, *self.checks], self._rushes(),
                                   self.trainer.best_rush())

    def render_numbers(self) -> None:
        """Redraw the rating, what it is and the themes missed most (:func:`practice_numbers`), and the history."""
        on_show = self.board.rated_at_open if self.board is not None and self.screen == "puzzle" else None
        numbers = practice_numbers(self.trainer, self.session, self.bank, self.drills, filters=self.filters(),
                                   easiest=self.easiest, on_show=on_show)
        self.rating.value, self.why.value, self.dashboard.value = numbers.rating, numbers.why, numbers.dashboard
        if self.screen == "history":
            self.history.value = self.history_html()


def practice_app(**kwargs: Any) -> PracticeApp:
    """The practice app (the Voilà page ``notebooks/practice.ipynb`` shows this)."""
    return PracticeApp(**kwargs)
