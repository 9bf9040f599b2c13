"""Learn from your mistakes: a game's reviewed mistakes made into puzzles, on a puzzle board under the board that
played or replays it (one of the play board's jobs, kept apart from playing the game). :func:`mistakes_shown` is
the one place the widgets make them, for the play and the analysis boards; :func:`learn_from_mistakes` is the play
board's *Learn from your mistakes*."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING, Any, NamedTuple

import ipywidgets as widgets
import traitlets

from penchant.coaching.review import Review
from penchant.coaching.review_words import LEARN_TIP, WHY_NO_PUZZLE, no_puzzle_words, nothing_to_learn
from penchant.english.numbers import count_words, number_words
from penchant.judgement.verdicts import NoPuzzle
from penchant.play.play_record import PlayRecord
from penchant.players import get_player
from penchant.trainer.stores import AttemptStore
from penchant_widgets.play.board_words import YOU
from penchant_widgets.play.coach_panel import progress_shown, review_html, working
from penchant_widgets.reveal import Reveal
from penchant_widgets.styles import classed

if TYPE_CHECKING:
    from penchant.puzzlemakers.mistakes import Marked
    from penchant_widgets.play.board import PlayBoard

__all__ = ["MAKING", "NOTHING_TO_LEARN", "PUZZLES_BELOW", "PUZZLES_CLASS", "REPLAYING", "LearnsFromMistakes",
           "MistakesShown", "OffersLearning", "folded_html", "learn_from_mistakes", "mistakes_shown", "replaying_words"]

NOTHING_TO_LEARN = nothing_to_learn()
"""Its title on the play board once the review marks no decision of yours: greyed out, it says why (pressed, it
offered nothing)."""

PUZZLES_BELOW = "Your puzzles are below the review ↓"
"""Said right under *Learn from your mistakes* once its puzzles are laid out, a link to them: on a phone they lie
below the long review, out of sight, so something near the button changes."""

PUZZLES_CLASS = "pt-mistake-puzzles"
"""The class of the box the puzzles are laid in: the page brings it to the top of the screen when it draws them."""

MAKING = "Making your puzzles…"
"""What *Learn from your mistakes* says, greyed out, while it works."""

REPLAYING = "Replaying your marked decision"
"""The bar's label while the marked decisions are played out again, counted ("… 1 of 3")."""


class MistakesShown(NamedTuple):
    """What :func:`mistakes_shown` did: how many puzzles it laid out, why some marked decisions made none (``""``
    when all did), and the attempt store their board keeps (the learner's, opened on first use, unless given)."""

    made: int
    why_not: str
    store: AttemptStore | None
    puzzled: tuple[tuple[int, int], ...] = ()
    """The decisions made into puzzles, by ``(deal, step)``: the review's pointer to a puzzle stays on these only."""
    no_puzzle: tuple[tuple[tuple[int, int], str], ...] = ()
    """Why each other marked decision made no puzzle, by ``(deal, step)``, in the engine's words: the review says it
    next to the decision (:meth:`~penchant.coaching.review.Review.learnt_from`)."""
    declined: tuple[tuple[tuple[int, int], NoPuzzle], ...] = ()
    """Why each other marked decision made no puzzle, by ``(deal, step)``, as its code: the review reads the code
    (:meth:`~penchant.coaching.review.Review.learnt_from`), never the sentence."""
    each: tuple[str, ...] = ()
    """The same, one sentence a decision with where it is (:func:`~penchant.puzzlemakers.mistakes.declined_each`)."""
    checked: str = ""
    """Which of the first ten tricks' marked decisions were checked, where not all were (:func:`checked_words`)."""


class OffersLearning(traitlets.HasTraits):
    """A board's *Learn from your mistakes*, offered as its review allows (the play board's and the analysis board's
    alike): greyed out, its title saying why, once the review (the engine's) marks no decision of the seat it is for;
    offered before a review (pressing it reviews first) and whenever one is marked; the same on every board."""

    learn_button: widgets.Button

    def offer_learning(self, review: Review | None, seat: int, nothing: str) -> None:
        """Grey the button out, titled ``nothing``, where ``review`` marks no decision of ``seat``, or titled as the
        engine says once it has run for ``review`` (:meth:`~penchant.coaching.review.Review.learn_title`: pressed
        again, it redid the same long judging for nothing); else offer it."""
        none = review is not None and not review.marked(seat)
        learnt = review is not None and review.learnt_for(seat)
        self.learn_button.disabled = none or learnt
        self.learn_button.tooltip = (nothing if none else review.learn_title() if learnt and review is not None
                                     else LEARN_TIP)


class LearnsFromMistakes(OffersLearning):
    """The play board's *Learn from your mistakes* (:class:`OffersLearning`), from the review of the deal just
    played."""

    last_review: Any
    """The board's review of the deal just played (a trait of
    :class:`~penchant_widgets.play.asking_the_coach.AsksTheCoach`, which reviews it), observed here."""

    @traitlets.observe("last_review")
    def _learning_offered(self, change: dict[str, object]) -> None:
        rev = change["new"]
        self.offer_learning(rev if isinstance(rev, Review) else None, YOU, NOTHING_TO_LEARN)


def mistakes_shown(record: PlayRecord, marked: Sequence[Marked], *, judge: str, first_ten: bool,
                   box: widgets.VBox, progress: widgets.IntProgress, store: AttemptStore | None,
                   words: widgets.HTML | None = None) -> MistakesShown:
    """The marked decisions of ``record`` as puzzles (:mod:`penchant.puzzlemakers.mistakes`), judged under the
    ``progress`` bar (with a sentence in ``words`` of what is judged and how long it takes, where given) and laid
    on a puzzle board in ``box`` (emptied when none was made): end-game puzzles in the last six tricks, and in the
    first ten (unless ``first_ten`` is false) judged choices where ``judge`` gives a clear answer."""
    from penchant.puzzlemakers.mistakes import (
        Declined,
        declined_each,
        declined_words,
        first_ten_to_judge,
        given_more,
        given_words,
        made_where,
        mistake_puzzles,
        no_puzzle_because,
    )
    from penchant_widgets.puzzles.board import PuzzleBoard

    judged = len(first_ten_to_judge(marked)) if first_ten else 0
    every = len(first_ten_to_judge(marked, None)) if first_ten else 0
    say = replaying_words(judged, every)
    declined: list[Declined] = []
    declined_at: dict[tuple[int, int], Declined] = {}
    made: list[tuple[int, int]] = []
    with progress_shown(progress, REPLAYING, words, say) as tick:
        tick(0, judged)
        puzzles = mistake_puzzles(record, marked, players=get_player if first_ten else None,
                                  judge=judge, progress=tick, declined=declined, made=made, declined_at=declined_at)
    why_not = declined_words(declined, every - len(declined))
    no_puzzle = tuple((key, no_puzzle_because(why)) for key, why in declined_at.items())
    each = tuple(declined_each(marked, declined_at))
    if not puzzles:
        box.children = ()
        return MistakesShown(0, why_not, store, tuple(made), no_puzzle, tuple(declined_at.items()), each,
                             checked_words(judged, every))
    head = " ".join(w for w in (given_words(puzzles, declined, made_where(marked, made)),
                                checked_words(judged, every)) if w)
    shown = PuzzleBoard(puzzles, title="Learn from your mistakes", store=store,
                        intro=f'<span id="{puzzles_anchor(box)}"></span>' + escape(head)
                        + folded_html(*given_more(puzzles, declined, each)))
    # laid out below the long review, out of sight: the page brings them to the top of the screen as it draws them
    classed(box, PUZZLES_CLASS)
    box.children = (shown, Reveal(on_draw=True, scope=PUZZLES_CLASS))
    # one store for the whole game, the learner's
    # the review keeps its verdicts and figures: each puzzle says the review's (one judgement, two screens)
    return MistakesShown(len(puzzles), why_not, shown.store, tuple(made), no_puzzle, tuple(declined_at.items()), each)


def folded_html(summary: str, words: str) -> str:
    """``words`` one click away, under ``summary`` (``""`` when there are none)."""
    if not words:
        return ""
    return (f'<details class="pt-details"><summary>{escape(summary)}</summary>'
            f'<p class="pt-small">{escape(words)}</p></details>')


def puzzles_anchor(box: widgets.VBox) -> str:
    """The id of the mark at the top of the puzzles laid in ``box``, for a link to them (one per box)."""
    return f"pt-puzzles-{id(box):x}"


def replaying_words(judged: int, every: int) -> str:
    """What the bar counts while ``judged`` of ``every`` marked decisions of the first ten tricks are played out
    again, one idea a sentence (``""`` for none), not one dense sentence of replays, margins and waits.

    >>> said = replaying_words(3, 5).split(". ")
    >>> said[0]
    'The coach is checking your three costliest marked decisions of the first ten tricks (of five)'
    >>> said[2]
    'That takes up to half a minute each: about a minute and a half in all'
    """
    if not judged:
        return ""
    which = (f"your {number_words(judged)} costliest marked decisions of the first ten tricks (of "
             f"{number_words(every)})" if every > judged else
             f"your {count_words(judged, 'marked decision')} of the first ten tricks")
    each = "It plays each one" if judged > 1 else "It plays it"
    return (f"The coach is checking {which}. {each} out many times, to be sure which move was better. "
            f"That takes up to half a minute{' each: ' + _wait_words(judged) + ' in all' if judged > 1 else ''}. "
            f"{'Each one it is sure of becomes' if judged > 1 else 'If it is sure, it becomes'} a puzzle for you.")


def checked_words(judged: int, every: int) -> str:
    """Said plainly with the puzzles, not in a fold, where only the costliest ``judged`` of ``every`` marked decisions
    of the first ten tricks were checked (``""`` where all were): the learner sees that some were left unchecked,
    short; why (the wait) stays in the fold with the other reasons.

    >>> checked_words(3, 5)
    'The coach checked your three costliest marked decisions of the first ten tricks (of five).'
    >>> checked_words(3, 3)
    ''
    """
    if every <= judged:
        return ""
    return (f"The coach checked your {number_words(judged)} costliest marked decisions of the first ten tricks "
            f"(of {number_words(every)}).")


def _wait_words(decisions: int) -> str:
    """The wait for judging ``decisions``, said as the bar promises it (up to half a minute each): ``'about a minute
    and a half'``."""
    halves = {1: "about half a minute", 2: "about a minute", 3: "about a minute and a half"}
    return halves.get(decisions, f"about {number_words((decisions + 1) // 2)} minutes")


def learn_from_mistakes(board: PlayBoard, *, first_ten: bool = True) -> int:
    """:meth:`~penchant_widgets.play.board.PlayBoard.learn`: the puzzles made from the deal's reviewed mistakes, shown
    in the board's puzzle box; returns how many."""
    with working(board.learn_button, MAKING, board.following):
        rev = board.last_review or board.review()
        board.learn_button.disabled = True  # the review run first offered it again: it is still at work
        if rev is None:
            return 0
        if rev.learnt is not None:  # run once per review: again, it redid the same long judging for nothing
            return len(rev.learnt)
        marked = rev.marked(YOU)
        shown = mistakes_shown(
            board.record(), marked, judge=board.coach.judge, first_ten=first_ten, box=board.puzzle_box,
            progress=board.progress, store=board.store, words=board.progress_words)
    made, why_not, board.store = shown.made, shown.why_not, shown.store
    if made:  # right under the button, where the bar was: the puzzles are out of sight, below the review
        to = puzzles_anchor(board.puzzle_box)
        board.progress_words.value = (f'<div class="pt-small pt-progress-words"><a href="#{to}">'
                                      f"{escape(PUZZLES_BELOW)}</a></div>")
    # the review keeps each verdict and figure it gave (the puzzles say the same), and points to a puzzle only where
    # one was made (its button, observing it, is greyed out with the run's words)
    board.last_review = rev.learnt_from(shown.puzzled, why_not, dict(shown.no_puzzle), dict(shown.declined))
    board.review_box.value = review_html(board.last_review, board.state, board.names, YOU)
    if not made:  # what happened, short; the run's why one click away, decision by decision
        said = " ".join(w for w in (no_puzzle_words(len(marked)), shown.checked) if w)
        board.say(escape(said) + folded_html(WHY_NO_PUZZLE, " ".join(shown.each) or why_not),
                  "info", raw=True)
    return made
