"""Asking the coach, on the play board (:class:`~penchant_widgets.play.board.PlayBoard`, a mixin): *Hint*, first
what to look at and then the coach's move for the decision in hand, and *Review the deal*, a verdict on each of your
decisions once the deal is over. Both are the coach's (:class:`~penchant.coaching.coach.Coach`, its analysis of your
view, never of hidden cards); the board gives the boxes they are said in and the game they are asked of."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from html import escape
from typing import Protocol

import ipywidgets as widgets
import traitlets

from penchant.coaching.coach import Coach, decision_step
from penchant.coaching.play_session import PlaySession
from penchant.coaching.pointers import first_and_rest
from penchant.coaching.review import Review
from penchant.coaching.reviewing import review_decisions
from penchant.errors import PenchantError
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant_widgets.html_parts import MessageKind, hint_html, message_html
from penchant_widgets.play.board_words import YOU
from penchant_widgets.play.coach_panel import details_html, progress_shown, review_html, working
from penchant_widgets.play.following import PageFollower
from penchant_widgets.play.mistakes import folded_html

__all__ = ["ADVICE_SHOWN", "COACH_THINKING", "HINT_BUTTON", "HINT_TIP", "MOVE_BUTTON", "REVIEWING", "THINKING",
           "AsksTheCoach"]

COACH_THINKING = "The coach is thinking: it plays your position out many times, which takes a few seconds…"
"""Shown under Hint the moment the first hint is asked for, while the coach thinks (the first hint reads its move)."""
THINKING = "Thinking…"
"""What *The coach's move* says, greyed out, while the coach thinks."""
REVIEWING = "Reviewing…"
"""What *Review the deal* says, greyed out, while the coach reviews the deal."""
HINT_TIP = "first what to look at, then what the coach would do here"
"""The title of *Hint* while it has more to say for the decision in hand."""
HINT_BUTTON = "Hint"
"""The button before the decision's first hint, and the title of that hint: one word, no count ("Hint 1 of 2"
would promise a button called "Hint 2"), as the second press is on :data:`MOVE_BUTTON`."""
MOVE_BUTTON = "The coach's move"
"""The same button once the first hint is given, and the title of what it shows: the words name the button."""
ADVICE_SHOWN = "The coach's move for this decision is shown below; the next decision has its own Hint"
"""The title of *The coach's move* greyed out once it has been shown for the decision in hand, until the next
decision (a second press would say the same again)."""


class _Board(Protocol):
    """What asking the coach needs of the board: its coach and game, its boxes and buttons, and its messages."""

    coach: Coach
    hinted: str | None
    last_review: Review | None
    session: PlaySession
    names: Sequence[str]
    hint_box: widgets.HTML
    hint_button: widgets.Button
    advised: str | None
    review_box: widgets.HTML
    review_button: widgets.Button
    progress: widgets.IntProgress
    following: PageFollower
    warming: threading.Thread | None
    warming_key: str | None

    @property
    def state(self) -> DealState: ...

    @property
    def deal_number(self) -> int: ...

    def view(self) -> PlayerView: ...

    def show_hint_button(self) -> None: ...

    def say(self, text: str, kind: MessageKind = "info", *, title: str | None = None,
            raw: bool = False) -> None: ...


class AsksTheCoach(traitlets.HasTraits):
    """The play board's hint and review (a mixin: the board gives the boxes, the buttons and the game)."""

    coach = traitlets.Instance(Coach).tag(sync=False)
    """The coach behind hints and reviews (the ``coach`` given, made by
    :func:`~penchant_widgets.play.coach_panel.coach_for`)."""
    hinted = traitlets.Unicode(None, allow_none=True).tag(sync=False)
    """The decision whose first hint (what to look at) was given: the next press gives the coach's move."""
    advised = traitlets.Unicode(None, allow_none=True).tag(sync=False)
    """The decision whose coach's move was shown: its button is greyed out until the next decision."""
    warming = traitlets.Instance(threading.Thread, allow_none=True).tag(sync=False)
    """The coach's analysis of the deal's first decision, made in the background as the deal is dealt
    (:meth:`warm_the_coach`), and :attr:`warming_key`, the decision it is of."""
    warming_key = traitlets.Unicode(None, allow_none=True).tag(sync=False)
    last_review = traitlets.Instance(Review, allow_none=True).tag(sync=False)
    """The review of the deal just played (``None`` before one): :meth:`review`'s, which the board's *Learn from
    your mistakes* (:class:`~penchant_widgets.play.mistakes.LearnsFromMistakes`) follows."""

    def hint(self: _Board) -> str:
        """One hint more for the decision in hand, from your view only, in words: first what to look at
        (:meth:`~penchant.coaching.analysis.CoachAnalysis.first_hint`, no verdict), then what the coach would do in
        your place and why. Both read one analysis of the decision (the coach's, kept by decision: the review of it
        reads the same), so Hint 1 never points away from the move the coach then names. The button says which
        comes next."""
        st = self.state
        if st.is_over() or st.to_move != YOU:
            text = "Nothing to decide now."
            # through working all the same: the page greyed the button out at the tap (following.js), and the
            # kernel's word on it draws it again as it stands
            with working(self.hint_button, THINKING, self.following):
                self.hint_box.value = message_html(text, "note")
            return text
        key = self.session.key
        # The coach plays the position out many times first (seconds), before Hint 1, which reads its move: said at
        # once, and the button disabled, so the wait shows and a second press does not start another. A later
        # press finds the analysis made (the coach keeps it by decision).
        with working(self.hint_button, THINKING, self.following):  # greyed out first: no second press meanwhile
            thinking = f'<div class="pt-thinking" role="status" aria-busy="true">{COACH_THINKING}</div>'
            fresh = self.hinted != key
            if fresh:
                self.hint_box.value = thinking
            if self.warming is not None and self.warming_key == key:
                self.warming.join()  # the deal's first decision, analysed in the background: finished, not begun
            an = self.coach.analyse(self.view(), key)  # made by the first press, found again by the second
            said = an.first_hint()
            # The first hint stays above the coach's move, so its pointer is not lost when the move comes.
            # One or two sentences first, the rest one click away: on a phone the hint sits below the board, and a
            # long one sends the reader scrolling away from the cards to tap.
            lead, more = first_and_rest(said)
            first = hint_html(escape(lead) + folded_html("More about this position", more),
                              title=f"{HINT_BUTTON}:", raw=True)
            if fresh:
                self.hinted = key
                self.hint_box.value = first  # on the page before busy ends
                text = said
            else:  # Hint 1 stays above while the coach words its move (its play-outs may be replayed)
                self.hint_box.value = first + thinking
                text = an.advice()  # shown while still busy: the page's busy ends with the answer on it
                self.hint_box.value = first + hint_html(escape(text) + details_html(an),
                                                        title=f"{MOVE_BUTTON}:", raw=True)
                self.advised = key
        self.show_hint_button()
        return text

    def warm_the_coach(self: _Board) -> None:
        """As a deal is dealt on a page, the coach analyses the learner's first decision in the background, so its
        first Hint (seconds of play-outs, the first of a game the slowest: 2.0 s, later ones 1.2 s, measured) is
        ready or under way when asked; the page stays free meanwhile. Only for a page (:attr:`PageFollower.shown
        <penchant_widgets.play.following.PageFollower.shown>`), and only where the learner is to move."""
        st = self.state
        if not self.following.shown or st.is_over() or st.to_move != YOU:
            return
        key, view, coach = self.session.key, self.view(), self.coach

        def analyse() -> None:
            try:
                coach.analyse(view, key)  # kept by the coach for the decision: Hint finds it
            except PenchantError:
                pass  # Hint asks again, in the open, and says what went wrong

        self.warming_key = key
        self.warming = threading.Thread(target=analyse, name="penchant-coach-warming", daemon=True)
        self.warming.start()

    def show_hint_button(self: _Board) -> None:
        """*Hint* as the decision in hand stands: "Hint" before its first hint, "The coach's move" after it, and
        greyed out, titled :data:`ADVICE_SHOWN`, once the coach's move has been shown (a second press only said it
        again); the next decision starts again at "Hint"."""
        key = self.session.key
        shown = self.advised == key
        self.hint_button.description = MOVE_BUTTON if self.hinted == key else HINT_BUTTON
        self.hint_button.disabled = shown
        self.hint_button.tooltip = ADVICE_SHOWN if shown else HINT_TIP

    def review(self: _Board) -> Review | None:
        """Review your decisions of the deal just played (``None``, with a message, before its end)."""
        if not self.state.is_over():
            with working(self.review_button, REVIEWING, self.following):  # as Hint's: the page greyed it out
                self.say("The review comes at the end of the deal: play it out first.", "note")
            return None
        with (working(self.review_button, REVIEWING, self.following),
              progress_shown(self.progress, "Reviewing your decision") as tick):
            decisions = self.session.decisions
            rev = review_decisions(decisions, self.coach, deal=self.deal_number,
                                   steps=[decision_step(k) for _, _, k in decisions], progress=tick)
            self.review_box.value = review_html(rev, self.state, self.names, YOU)  # on the page before busy ends
        self.last_review = rev
        return rev
