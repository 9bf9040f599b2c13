"""The puzzle board: presents puzzles from the bank and checks answers with the engine.

The board never knows an answer: every check is :func:`penchant.puzzles.check`
(and *Show solution*, the last step after the hints, is :func:`penchant.puzzles.analyse`).
A miss says what it costs, never which card or choice is right (the cards that bar are lit
once solved); the answer stays hidden until solved or shown. Every attempt is committed to the attempt store
(:mod:`penchant.trainer.attempts`) before the screen changes, so a reload shows the same
progress: the numbered progress buttons (:mod:`~penchant_widgets.puzzles.dots`, grouped by sort on long boards)
tell first-try solves, solves after a miss, misses and seen solutions apart. Answers are given
the way the puzzle asks: press a choice, pick cards, play one card, or type a
number. A malformed answer gets the engine's typed error on screen and the board
keeps its state.

End-game puzzles (``kind == "endgame"``) are played out on an
:class:`~penchant_widgets.puzzles.endgame.EndgameBoard` inside this board
(:mod:`~penchant_widgets.puzzles.embedded_endgame`: the answer area built for each kind, the end-game's cards, values
and runs taken and drawn).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from html import escape
from typing import TYPE_CHECKING, Any, cast

import ipywidgets as widgets
import traitlets

from penchant.english.numbers import count_words
from penchant.errors import InvalidSettingError, PenchantError, StoreError
from penchant.puzzles import CheckResult, Puzzle, analyse, get
from penchant.puzzles.words.position import plain_title
from penchant.puzzles.words.questions import shown_question
from penchant.rules.cards import CardSet
from penchant.trainer.attempts import Context, Outcome
from penchant.trainer.outcome_words import verdict_words
from penchant.trainer.progress import Tally
from penchant.trainer.stores import AttemptStore
from penchant.trainer.trainer import Answered, Trainer, verdict_rating_line
from penchant_widgets.board_words import refusal_text
from penchant_widgets.cards import CardPicker, symbolize
from penchant_widgets.first_view import on_first_view
from penchant_widgets.html_parts import message_html
from penchant_widgets.puzzles.answering import AnswerInputs
from penchant_widgets.puzzles.asking import answer_words_html, try_first_html
from penchant_widgets.puzzles.board_settings import BoardSettings
from penchant_widgets.puzzles.choosing import group_of, select_puzzles
from penchant_widgets.puzzles.dots import ProgressDots
from penchant_widgets.puzzles.embedded_endgame import build_answer, place_help
from penchant_widgets.puzzles.heading import (
    SHOW_SOLUTION,
    SOLUTION_WORDS,
    header_html,
    hints_html,
    progress_html,
    puzzle_name,
    solution_label,
    solution_words,
)
from penchant_widgets.puzzles.position import learners_rules_html, other_rules_html, rules_label, usual_rules
from penchant_widgets.puzzles.progress import PuzzleStatus, Visit, default_store, puzzle_status
from penchant_widgets.puzzles.puzzle_css import dots_legend_html, puzzle_style
from penchant_widgets.puzzles.verdict import (
    earlier_html,
    result_html,
    solution_html,
    unpick_nudge,
)
from penchant_widgets.reveal import Reveal
from penchant_widgets.styles import classed, shared_style

if TYPE_CHECKING:
    from penchant_widgets.puzzles.endgame import EndgameBoard

__all__ = ["PuzzleBoard"]


class PuzzleBoard(BoardSettings, widgets.VBox):
    """A run of puzzles with hints, checking, the solution, previous/next and lasting progress.

    Every attempt goes to the learner's trainer (:class:`~penchant.trainer.trainer.Trainer`), which commits it
    to the attempt store before the screen changes; reopening the board shows the same progress.
    """

    endgame: traitlets.Instance[EndgameBoard | None] = traitlets.Instance(
        "penchant_widgets.puzzles.endgame.EndgameBoard", allow_none=True).tag(sync=False)
    """The end-game board of the puzzle on show, or ``None`` (another kind of puzzle)."""
    inputs = traitlets.Instance(AnswerInputs, read_only=True).tag(sync=False)
    """The position's pickers and the answer's controls, built for each puzzle."""
    store_note = traitlets.Unicode("").tag(sync=False)

    index = traitlets.Int(0).tag(sync=False)
    """The puzzle on show (observed: the board redraws)."""
    answered = traitlets.Any(None, allow_none=True).tag(sync=False)
    """The trainer's :class:`~penchant.trainer.trainer.Answered` for the last attempt (observed by a page that
    holds the board)."""
    held = traitlets.Int(0).tag(sync=False)
    """Changes under way (:meth:`_changing`): the header is drawn once the last is made."""
    stale = traitlets.Bool(False).tag(sync=False)
    """The header waits to be drawn again, once the changes under way are made."""
    dot_buttons = traitlets.List(traitlets.Instance(widgets.Button)).tag(sync=False)
    """The progress buttons, one a puzzle (built once, before the header is first drawn)."""
    visits = traitlets.Tuple().tag(sync=False)
    """What this visit has done with each puzzle, a :class:`~penchant_widgets.puzzles.progress.Visit` each: replaced,
    never mutated (observed with :attr:`answered` and :attr:`rated_at_open`: the header is drawn again)."""
    rated_at_open = traitlets.Int(0).tag(sync=False)
    """The puzzle's rating when it was put on the board: the header keeps it until the learner moves on ("rated
    1619 ●●●○○" does not turn into "rated 1671 ●●●●○" right after a miss)."""
    solved_before = traitlets.Set().tag(sync=False)
    """The board's puzzles solved before the page opened (on an earlier visit, in another chapter, in practice)."""
    shown_at = traitlets.Float(0.0).tag(sync=False)
    """When the puzzle on show was put on the board (``time.monotonic``): an answer's seconds count from it."""

    def __repr__(self) -> str:
        return (f"PuzzleBoard({count_words(len(self.puzzles), 'puzzle', digits=True)}: "
                f"{', '.join(p.id for p in self.puzzles)})")

    def __init__(self, puzzles: Sequence[Puzzle | str], *, title: str = "Puzzles",
                 intro: str | None = None, store: AttemptStore | None = None,
                 group: bool | None = None, titles: Mapping[str, str] | None = None,
                 context: Context = "chapter", trainer: Trainer | None = None,
                 try_first: int | None = None, themes: bool = True, name_once_answered: str | None = None,
                 earlier: bool = True, chapter_rules: str | None = None, learner_rules: str | None = None) -> None:
        chosen: list[Puzzle] = [p if isinstance(p, Puzzle) else get(p) for p in puzzles]
        self.set_trait("titles", dict(titles or {}))
        self.set_trait("show_themes", themes)
        self.set_trait("show_earlier", earlier)
        self.set_trait("name_once_answered", name_once_answered)
        if not chosen:
            raise InvalidSettingError("a puzzle board needs at least one puzzle")
        if group is None:
            group = len(chosen) > 30 and len({group_of(p) for p in chosen}) > 1
        self.set_trait("grouped", bool(group))
        if self.grouped:
            order = list(dict.fromkeys(group_of(p) for p in chosen))
            chosen.sort(key=lambda p: order.index(group_of(p)))
        self.set_trait("puzzles", chosen)
        self.set_trait("chapter_rules", chapter_rules)
        self.set_trait("learner_rules", learner_rules)
        self.store_note = ""
        signal: tuple[widgets.Widget, ...] = ()  # the page's word that it shows the board, built ahead of it
        if trainer is None:  # its own: read again as the page opens (a page that lends it one does that)
            if store is None:
                store, self.store_note = default_store()
            trainer = Trainer(store, self.puzzles, context=context)
            signal = on_first_view(self, self._opened)
        self.set_trait("trainer", trainer)
        self.set_trait("store", trainer.store)
        self.solved_before = set(trainer.solved_among(self._ids()))
        if trainer.read_error:
            self.store_note = f"Your saved progress cannot be read ({trainer.read_error})."
        self.set_trait("_title", title)
        self.header = widgets.HTML()
        classed(self.header, "pt-puzzle-header")
        self.legend = widgets.HTML(dots_legend_html())
        classed(self.legend, "pt-dots-legend")
        self.intro = widgets.HTML(f'<div class="pt-caption">{intro}</div>' if intro else "")
        if try_first is not None and not 0 < try_first < len(chosen):
            board = count_words(len(chosen), "puzzle", digits=True)
            raise InvalidSettingError(f"try_first={try_first!r}: a board of {board} can ask a learner to "
                                f"try 1 to {len(chosen) - 1} of them first")
        self.set_trait("try_first", try_first)
        chapters = usual_rules(chosen, chapter_rules) if chapter_rules else ""
        self.guide = widgets.HTML(try_first_html(Tally(try_first), Tally(len(chosen)), chapters) if try_first else "")
        classed(self.guide, "pt-try-first")
        self.question = widgets.HTML()
        classed(self.question, "pt-puzzle-question")
        self.feedback = widgets.HTML()
        classed(self.feedback, "pt-feedback")
        self.reveal = Reveal(self.feedback)  # a reply brought into view: on a phone it comes under the fold
        self.hints = widgets.HTML()
        classed(self.hints, "pt-hints")
        self.note = widgets.HTML(message_html(self.store_note, "note") if self.store_note else "")
        self.hint_button = self._button("Hint", "pt-hint", self.hint)
        self.solution_button = self._button(SHOW_SOLUTION, "pt-solution", self.show_solution)
        self.solution_button.tooltip = SOLUTION_WORDS
        self.prev_button = self._button("◀ Back", "pt-prev", self.previous)
        self.next_button = self._button("Next ▶", "pt-next", self.next)
        self.unsolved_button = self._button("Next unsolved", "pt-next-unsolved", self.next_unsolved)
        self.check_button = self._button("Check", "pt-check", self.check_picked, primary=True)
        self.set_trait("inputs", AnswerInputs(self.answer, self.check_button))
        self.number, self.position, self.answer_area = self.inputs.number, self.inputs.position, self.inputs.answer_area
        self.endgame = None
        self.nav, self.help_row, self.help_area = widgets.HBox(), widgets.HBox(), widgets.VBox()
        for box, name in ((self.nav, "pt-puzzle-nav"), (self.help_row, "pt-help-row"), (self.help_area, "pt-help")):
            classed(box, name)
        place_help(self, None)
        self.dots = ProgressDots(self.puzzles, grouped=self.grouped, show=self.show)
        self.dot_buttons = list(self.dots.buttons)
        self.progress = widgets.HTML()
        classed(self.progress, "pt-progress")
        # The question and its cards first, under the titles, so that a phone's first screen holds them; the moves
        # between puzzles and the bookkeeping (how far the learner is, how many to try) after them.
        super().__init__([shared_style(), puzzle_style(), self.header, self.note, self.intro, self.question,
                          self.position, self.answer_area, self.feedback, self.reveal, self.help_area, self.nav,
                          self.dots, self.legend, self.progress, self.guide, *signal])
        classed(self, "pt-board", "pt-puzzleboard")
        self.visits = tuple(Visit() for _ in chosen)  # the one place a visit starts
        self.index = self.trainer.where_to_start(self._ids())
        self.observe(lambda _c: self._render_puzzle(), names="index")
        self._render_puzzle()

    @traitlets.observe("visits", "answered", "rated_at_open", "solved_before")
    def _redraw_header(self, _change: object) -> None:
        if self.held:
            self.stale = True
        elif self.dot_buttons:
            self._render_header()

    @contextmanager
    def _changing(self) -> Iterator[None]:
        """Change the visit, the answer and the rating shown together: the header is drawn once, after."""
        self.held += 1
        try:
            yield
        finally:
            self.held -= 1
            if not self.held and self.stale:
                self.stale = False
                self._render_header()

    @property
    def visit(self) -> Visit:  # what this visit has done with the puzzle on show
        return cast(Visit, self.visits[self.index])

    def _visited(self, **changes: Any) -> None:  # change what this visit keeps of the puzzle on show (observed)
        self.visits = tuple(dataclasses.replace(v, **changes) if i == self.index else v
                            for i, v in enumerate(self.visits))

    def _opened(self) -> None:
        """The page shows the board (built ahead of it in a waiting kernel): read the store again, redraw."""
        if self.trainer.sync():
            with self._changing():
                # Those answered on this visit keep what they were: a first view that comes after the learner's
                # answers counts only the puzzles solved before this visit as solved earlier, never those solved
                # here.
                here = [p.id for p, v in zip(self.puzzles, self.visits, strict=True) if v.last is not None]
                self.solved_before = set(self.trainer.solved_before_visit(self._ids(), here, self.solved_before))
                if all(v.last is None for v in self.visits):  # nothing answered here: open where the learner left off
                    self.show(self.trainer.where_to_start(self._ids()))
                else:
                    self._render_puzzle()

    @classmethod
    def from_bank(cls, *, title: str = "Puzzles", intro: str | None = None, **select: Any) -> PuzzleBoard:
        """A board of bank puzzles chosen by :func:`select_puzzles` (``ids=``, ``kind=``, ``themes=``, ``limit=``)."""
        store = select.pop("store", None)
        return cls(select_puzzles(**select), title=title, intro=intro, store=store)

    def _button(self, text: str, cls: str, fn: Callable[[], object], primary: bool = False) -> widgets.Button:
        b = widgets.Button(description=text, layout=widgets.Layout(width="auto"))
        classed(b, "pt-btn", cls, "pt-btn-primary" if primary else None)
        b.on_click(lambda _b: fn())
        return b

    # -------------------------------------------------------------- navigating
    @property
    def puzzle(self) -> Puzzle:
        return self.puzzles[self.index]

    @property
    def status(self) -> list[PuzzleStatus]:
        """Each puzzle's status as the board shows it: the trainer's state, the hints shown, the last verdict."""
        return [puzzle_status(self.trainer.state(p.id), v) for p, v in zip(self.puzzles, self.visits, strict=True)]

    @property
    def rating_words(self) -> str:
        """What the last attempt did to the learner's rating, in words ("" before any)."""
        last = self.answered
        return verdict_rating_line(last) if isinstance(last, Answered) else ""

    def _said_of_rating(self, got: Answered) -> str:
        """The verdict's line on the rating (none on a chapter's board:
        :func:`~penchant.trainer.trainer.verdict_rating_line`)."""
        return verdict_rating_line(got)

    def show(self, index: int) -> None:
        if not isinstance(index, int) or not 0 <= index < len(self.puzzles):
            raise InvalidSettingError(f"puzzle number {index!r} is not between 0 and {len(self.puzzles) - 1}")
        if index == self.index:
            self._render_puzzle()
        else:
            self.index = index  # observed: the board redraws

    def _render_puzzle(self) -> None:
        self.shown_at = time.monotonic()
        p = self.puzzle
        asked = shown_question(p.kind, p.task, p.answer_form, p.question)
        # Other rules than the board's are said once, over the answer (other_rules_html), where a learner looks
        # when answering; not again in a banner over the question, so the warning is met once.
        self.question.value = (f'<div class="pt-caption pt-question"><b>{symbolize(asked)}</b>'
                               f"</div>{answer_words_html(p)}")
        self.inputs.build_position(p)
        build_answer(self, p)
        other = (other_rules_html(p, self.puzzles, self.chapter_rules)
                 or (learners_rules_html(p, self.learner_rules) if self.learner_rules else ""))
        if other:
            self.answer_area.children = (widgets.HTML(other), *self.answer_area.children)
        self.hints.value = self._hints_html(p, self.visit.hints)
        last = self.visit.last
        self.feedback.value = (self._result_html(last.result) if last is not None and last.result is not None
                               else self._earlier_html(p) if last is None else "")
        if last is not None and last.result is not None and last.result.correct and self.endgame is None:
            self._mark_solved(last.result)  # solved on this visit and put on the board again: marked as answered
        with self._changing():
            self.stale = True  # a puzzle put on the board: its header, whether or not its rating differs
            self.rated_at_open = round(self.trainer.progress.rating_of(p.id).r)

    @property
    def other_books_shown(self) -> bool:
        """Whether the reader has been shown other rule books than a puzzle's: on the practice page, or on a board
        whose puzzles play by more than one (else no theme compares them: chapter 4's Kandell-only board tagged
        "Foster and Kandell differ", Foster's rules folded away unopened)."""
        return self.trainer.context == "practice" or len({rules_label(q) for q in self.puzzles}) > 1

    def _earlier_html(self, p: Puzzle) -> str:
        """A puzzle solved or seen before this page opened: a quiet note (:func:`earlier_html`), the board left
        unmarked to be answered again."""
        return earlier_html(p, self.trainer) if self.show_earlier else ""

    def _mark_solved(self, r: CheckResult) -> None:
        """A right answer put on the board again: the learner's answer marked (:meth:`AnswerInputs.show_solved`) and
        the cards it lights."""
        self.inputs.show_solved(r)
        self._mark(r)

    def next(self) -> None:
        if self.index + 1 < len(self.puzzles):
            self.show(self.index + 1)

    def previous(self) -> None:
        if self.index > 0:
            self.show(self.index - 1)

    def next_unsolved(self) -> None:
        """The next puzzle not yet solved (wrapping round), if any."""
        i = self.trainer.next_unsolved(self._ids(), after=self.index, first=self.try_first or 0)
        if i is not None:
            self.show(i)

    # -------------------------------------------------------------- answering
    @property
    def pickers(self) -> dict[str, CardPicker]:
        """The position's card pickers, by zone (:class:`~penchant_widgets.puzzles.answering.AnswerInputs`)."""
        return self.inputs.pickers

    @property
    def choice_buttons(self) -> dict[str, widgets.Widget]:
        """The puzzle's choice buttons or ticks, by choice."""
        return self.inputs.choice_buttons

    def picked(self) -> CardSet:
        return self.inputs.picked()

    def ticked(self) -> list[str]:
        return self.inputs.ticked()

    def check_picked(self) -> CheckResult | None:
        """Check the picked cards, the ticked choices or the typed number."""
        p = self.puzzle
        if p.answer_form == "number":  # Check beside the solution shown is no attempt, and says so
            return self.number.check_beside(self.reveal.say, self.feedback.value)
        if p.answer_form == "choices":
            ticks = self.ticked()
            if not ticks or self.inputs.marked_wrong:  # none picked, or the same picks again: no answer to check
                self.reveal.say(unpick_nudge(self.inputs.marked_wrong, self.feedback.value) if ticks else message_html(
                    "Pick your answers first (or “none of them”).", "note"))
                return None
            return self.inputs.marked_ticks(self.answer(ticks))  # each pick right or wrong, as the note says
        cards = self.picked()
        if not cards:
            self.reveal.say(message_html(
                "Pick the cards of your answer first." if p.answer_form == "cards" else "Pick a card first.",
                "note"))
            return None
        got = self.answer(" ".join(str(c) for c in cards), put_back=True)
        if got is None:  # refused, not judged: the cards go back, as the refusal says
            self.inputs.unpick()
        return got  # a wrong answer stays picked, as its verdict says: cleared, a click meant to unpick picked again

    def answer(self, answer: str | Sequence[str] | int, *, put_back: bool = False) -> CheckResult | None:
        """Give an answer; the trainer checks it with the engine and records it. A malformed answer shows its
        error and changes nothing (``put_back``: its picked cards are put back, and the error says so)."""
        try:
            got = self.trainer.answer(self.puzzle, answer, self._seconds(), self._ids())
        except PenchantError as exc:
            self._refused(exc, " The cards you picked are put back: pick your answer again." if put_back else "")
            return None
        self._took(got)
        return got.result

    def _seconds(self) -> float:
        return time.monotonic() - self.shown_at

    def _ids(self) -> list[str]:
        return [p.id for p in self.puzzles]

    def _refused(self, exc: PenchantError, after: str = "") -> None:
        if isinstance(exc.given, str) and not exc.given.strip():  # nothing typed: what to do, in blue, no error
            self.reveal.say(message_html(refusal_text(exc), "note", raw=True))
            return
        title = "Not saved:" if isinstance(exc, StoreError) else "That answer cannot be read:"
        self.reveal.say(message_html(refusal_text(exc) + escape(after), "error", title=title, raw=True))

    def _took(self, got: Answered) -> None:
        """Draw an answer the trainer took: the verdict and what it did to the rating, the marks, the header."""
        with self._changing():
            self.stale = True  # the trainer's state of it has changed: the header follows it
            r, v = got.result, self.visit
            self._visited(last=got, answers=v.answers if r is None else (*v.answers, r.answer),
                          missed=v.missed or got.misses,
                          again=v.again and r is None)
            if r is not None:
                # An end-game answered rightly says what it counts for once, at the top of its message by the
                # cards (on a phone the board's verdict is a screen below, under the tricks), in the words every
                # puzzle's verdict starts with; its verdict here does not say it again. Where that message names
                # the answer too ("✔ Solved after a miss. Right: A♥."), the verdict here draws no line of its own
                # and keeps the why: the answer is named once.
                played_out = self.endgame is not None and r.correct
                named = played_out and self.endgame is not None and self.endgame.session.answered_by_first_card
                # An end-game card's reply is its message by the cards, brought into view there: the board's verdict,
                # a screen below under the tricks on a phone, is not scrolled to (it took the cards off the screen).
                self.reveal.say(self._result_html(r, self._said_of_rating(got), tag=not played_out, line=not named),
                                bring=self.endgame is None)
                self._mark(r)
                if self.endgame is not None and played_out:
                    # An answer by its first card names that card beside what it counts for ("✔ Solved after a
                    # miss. Right: A♥."): the cards played on after it, and the end of the deal, say no verdict of
                    # their own that could read as the answer's (a card best at the next trick is "Playing on").
                    answer = f" {symbolize(r.message)}" if named else ""
                    self.endgame.note_outcome(verdict_words(self.trainer.state(self.puzzle.id).status,
                                                            missed_here=self.visit.missed) + answer)
            self.hints.value = self._hints_html(self.puzzle, self.visit.hints)  # solved: no solution button
            self.answered = got  # observed by a page holding the board

    def _mark(self, r: CheckResult) -> None:
        self.inputs.mark(" ".join(r.marks))  # the engine gives them with a right answer only

    def _result_html(self, r: CheckResult, rating: str = "", tag: bool = True, line: bool = True) -> str:
        st, last = self.trainer.state(self.puzzle.id), self.visit.last  # the answer drawn: practice, or not
        return result_html(self.puzzle, r, outcome=st.status, rating=rating, themes=self.show_themes, tag=tag,
                           line=line, missed_here=self.visit.missed, kept=self.puzzle.answer_form == "cards",
                           unpick=r.wrong_picks,
                           practice=last is not None and last.practice, other_books=self.other_books_shown)

    # -------------------------------------------------------------- help
    def hint(self) -> None:
        p = self.puzzle
        if self.visit.hints < len(p.hints):
            self._visited(hints=self.visit.hints + 1)  # observed: the header is drawn
        self.hints.value = self._hints_html(p, self.visit.hints)

    def _hints_html(self, p: Puzzle, shown: int) -> str:
        done = shown >= len(p.hints)
        state = self.trainer.state(p.id)
        # The answer on the board: answered right, or shown, on this visit (and not played again since). A puzzle
        # solved or seen on an earlier visit opens fresh, its hints and solution offered as on any (chapter 0
        # promises every puzzle a Hint button).
        last, v = self.visit.last, self.visit
        right_here = last is not None and last.result is not None and last.result.correct
        on_board = (v.revealed or (last is not None and last.outcome is Outcome.SHOWN)
                    or (right_here and not v.again))
        solved = state.solved and on_board
        self.hint_button.disabled = done
        self.hint_button.description = (f"Hint {shown + 1} of {len(p.hints)}" if not done else "No more hints")
        # Solved or seen, the answer is on the board already: no hint button ("Hint 2 of 2" stayed after a solve),
        # and no button offers the solution again; it says "counts as seen" only where it would.
        self.hint_button.layout.display = "none" if done or on_board else None
        self.solution_button.layout.display = None if done and not on_board else "none"
        counts = not (state.solved or state.status is Outcome.SHOWN)
        self.solution_button.description = solution_label(counts)
        if self.endgame is not None:
            # one button shows the answer: the board's, until the answer is on the board; then the end-game's own
            # Show the solution opens and closes its values table, which mark the best card
            self.endgame.solution_offered = on_board
        if solved:
            # A right answer closes the hints: the solution and why are on the board, and a hint used ("Go through
            # the tricks in order...") standing under them would read as still to do.
            return ""
        st = self.status[self.index]
        tried = self.trainer.missed_tries(p.id)
        if tried:  # untried, the hints are as stored: no kind's checker is asked
            from penchant.puzzles.checking import hints_after_tries

            hints = hints_after_tries(p, tried)
        else:
            hints = p.hints
        # where this board shows the answer, said before it is pressed (its tooltip, the note after the last hint)
        solution = solution_words(p.answer_form, endgame=self.endgame is not None)
        self.solution_button.tooltip = solution
        return hints_html(hints[:shown], note=done and not (st.solved or st.shown), solution=solution)

    def show_solution(self) -> None:
        """The last step after the hints: the engine's answer; the puzzle is marked seen, not solved."""
        p = self.puzzle
        try:
            a = analyse(p)
            got = self.trainer.shown(p, "", self._seconds(), self._ids())
        except PenchantError as exc:
            self._refused(exc)
            return
        with self._changing():
            self.stale = True  # the trainer's state of it has changed: the header follows it
            rating = ""
            self._visited(revealed=True)
            if got is not None:
                self._visited(last=got)
                rating = self._said_of_rating(got)
            self.hints.value = self._hints_html(p, self.visit.hints)
            # the answer is the solution's, marked where the learner looks: a wrong one left in the box read beside it
            if self.endgame is not None:  # an end-game's answer is its best card: the values mark it
                self.endgame.values_toggle.value = True
            # an end-game's cards carry no mark: its best cards' rows of the values table turn green
            shown = self.inputs.show_answer(a.best) if self.endgame is None else False
            marked = ("in the values table" if self.endgame is not None
                      else "in the box" if shown and p.answer_form == "number"
                      else "on the board" if shown else "")
            self.reveal.say(solution_html(p, a, rating, themes=self.show_themes, marked=marked,
                                          other_books=self.other_books_shown))
            if got is not None:
                self.answered = got

    # -------------------------------------------------------------- header
    def _render_header(self) -> None:
        n = len(self.puzzles)
        p = self.puzzle
        status = self.status
        self.dots.mark(status, self.index)
        name = plain_title(self.titles[p.id]) if p.id in self.titles else puzzle_name(p, self.puzzles, self._title)
        if self.name_once_answered is not None and not (status[self.index].solved or status[self.index].shown):
            name = self.name_once_answered
        self.header.value = header_html(self._title, p.id, name, index=self.index, n=n, rating=self.rated_at_open)
        before = self.solved_before & self.trainer.solved_among(self._ids())
        self.progress.value = progress_html(status, self.trainer.tally(self._ids()),
                                            [i for i, q in enumerate(self.puzzles) if q.id in before])
        self.dots.layout.display = "none" if n == 1 else None
        for b in (self.prev_button, self.next_button, self.unsolved_button):  # one puzzle: nowhere to go
            b.layout.display = "none" if n == 1 else None
        self.legend.layout.display = "none" if n == 1 else None
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index >= n - 1
        self.unsolved_button.disabled = all(st.solved for st in status)
        if self.try_first:  # the line over the board follows the learner: gone once every puzzle is solved
            chapters = usual_rules(self.puzzles, self.chapter_rules) if self.chapter_rules else ""
            # the trainer counts what is done (solved or seen), each puzzle once: the board words its tally
            missed_here = self.index < self.try_first and self.trainer.state(p.id).status is Outcome.MISSED
            self.guide.value = try_first_html(self.trainer.tally(self._ids()[:self.try_first]),
                                              self.trainer.tally(self._ids()), chapters, showing_missed=missed_here)
            self.guide.layout.display = None if self.guide.value else "none"
