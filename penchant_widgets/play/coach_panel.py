"""The coach's side of the play boards: which coach, a hint's figures, the review, the progress bar.

The coach (:class:`penchant.coaching.coach.Coach`) does the thinking; this module only draws what it
says: :func:`coach_for` picks it from a name or a player, :func:`details_html` is the closed toggle of
numbers behind a hint, :func:`review_html` a finished deal's review (its verdicts coloured by the
boards.css classes ``pt-verdict-<verdict>``, beside the deal's points by source), and :func:`progress_shown`
shows a progress bar while a review or a judgement runs. The play board (:mod:`penchant_widgets.play.board`) and the
analysis board (:mod:`penchant_widgets.play.analysis`) use them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from html import escape
from typing import Final

import ipywidgets as widgets

from penchant.coaching.analysis import CoachAnalysis
from penchant.coaching.coach import Coach
from penchant.coaching.reasons import action_phrase, points_words
from penchant.coaching.review import Review, ReviewItem
from penchant.coaching.review_words import BETTER_AS_PUZZLE, BETTER_MAY_BE_PUZZLE, BETTER_NO_PUZZLE, ESTIMATES
from penchant.coaching.waiting import time_left_words
from penchant.english.grammar import capitalised
from penchant.english.numbers import count_words
from penchant.judgement.verdicts import FIGURES_LABEL, VERDICT_WORDS, marked_words, verdict_count_words
from penchant.play.state import DealState
from penchant.players import Player, get_player
from penchant.players.base import judging_rules
from penchant.players.master import MASTER_ENDGAME
from penchant.rules.procedure import other_player
from penchant.rules.profiles import Profile
from penchant.words.actions import action_words
from penchant_widgets.html_parts import message_html
from penchant_widgets.play.following import PageFollower

__all__ = ["FULL_REVIEW", "HOW_WORKED_OUT", "coach_for", "details_html", "estimate_words", "progress_shown",
           "review_html", "summary_line", "verdict_chip", "working"]


def coach_for(spec: str | Player | Coach, profile: Profile) -> Coach:
    """The coach behind hints and reviews: ``'master'`` (its deliberation over 40 sampled deals, the default),
    ``'strong'`` or ``'strong:N'`` (strong's, over N), a player of either kind, or a coach; a player or a coach
    built for other rules than ``profile`` is a :class:`~penchant.errors.RulesMismatchError`."""
    if isinstance(spec, Coach | Player):
        judging_rules(spec.name, spec.profile, profile, "game")
    if isinstance(spec, Coach):
        return spec
    if isinstance(spec, Player):
        samples = getattr(spec, "samples", None)
        endgame = getattr(spec, "endgame", 0)
        if isinstance(samples, int) and isinstance(endgame, int):
            return Coach(profile, samples, endgame)
        return Coach(profile)
    get_player(spec, profile)  # the players' one reading of a name: an unknown one is an UnknownPlayerError
    name = spec.strip().lower()
    if name == "strong":
        return Coach(profile, endgame=0)
    for who, endgame in (("strong", 0), ("master", MASTER_ENDGAME)):
        if name.startswith(who + ":"):
            return Coach(profile, int(name.split(":", 1)[1]), endgame=endgame)
    return Coach(profile)


@contextmanager
def progress_shown(bar: widgets.IntProgress, description: str, words: widgets.HTML | None = None,
                   say: str = "") -> Iterator[Callable[[int, int], None]]:
    """Show ``bar``, labelled ``description`` and how far it has got ("Replaying your marked decision 1 of 3": what is
    counted said), while the block runs (hidden again after it, even on an error); the block reports through the
    ``tick(done, total)`` it is given. ``say``: a sentence shown in ``words`` meanwhile, what is being done and how
    long it takes, so a bar is never bare. After a few, the count says how long the rest may take, at the pace so
    far (:func:`~penchant.coaching.waiting.time_left_words`: a review of twenty decisions is a long wait for a bare
    count)."""
    started = time.monotonic()
    bar.description = description
    bar.style.description_width = "initial"
    bar.value = 0
    bar.layout.display = None
    if words is not None:
        words.value = f'<div class="pt-small pt-progress-words">{say}</div>' if say else ""

    def tick(done: int, total: int) -> None:
        bar.max = max(1, total)
        bar.value = done
        left = time_left_words(time.monotonic() - started, done, total)
        counted = f"{description} {min(done + 1, total)} of {total}" if total else description
        bar.description = f"{counted} · {left}" if left else counted

    try:
        yield tick
    finally:
        bar.layout.display = "none"
        if words is not None:
            words.value = ""


@contextmanager
def working(button: widgets.Button, words: str, follower: PageFollower | None = None) -> Iterator[None]:
    """``button`` busy while the block runs (the coach thinks for seconds): greyed out at once and saying ``words``
    ("Thinking…"), so the wait shows and a second tap does nothing; the board around the page's ``follower`` says
    ``aria-busy`` meanwhile. Its words come back after, even on an error; whether it is pressable then is the
    caller's to say (it is left as it was before)."""
    said, was = button.description, button.disabled
    with button.hold_sync():  # one message: the page, which greyed it out at the tap, draws no "Hint" between
        button.disabled = True
        button.description = words
    before = follower.busy if follower is not None else False
    if follower is not None:
        follower.busy = True
    try:
        yield
    finally:
        with button.hold_sync():
            button.description = said
            button.disabled = was
        if follower is not None:
            follower.busy = before  # a review run first for Learn from your mistakes: Learn is still at work


HOW_WORKED_OUT: Final = "How the coach worked these out"
"""The fold inside the coach's figures that holds how it found them: one click further, for whoever asks."""


def details_html(an: CoachAnalysis) -> str:
    """The coach's figures behind a hint (a closed toggle): its fuller reasons, then every move beside what it does
    over the rest of the deal against the coach's choice, in a player's words (:meth:`CoachAnalysis.figures
    <penchant.coaching.analysis.CoachAnalysis.figures>`); how the coach found them is a fold further in."""
    # The hint is one sentence (an.advice()); its fuller reasons wait here, with the figures, so their hedges do
    # not read as the coach's answer.
    more = an.hint()
    why = "" if more == an.advice() else f'<p class="pt-small">{escape(more)}</p>'
    rows = "".join(f"<li>{escape(move)}: {escape(said)}</li>" for move, said in an.figures())
    # Not "Net points … on average", "± says how sure that is … 19 times in 20": a statistician's account, not a
    # player's. The figures are said as a player says them; how they were found is one click on.
    sure = ("" if an.exact else " Where two moves come out near each other, the cards you cannot see could tip it "
            "either way: the coach calls that too close to call.")
    # In the figures' order (the advice's move first, then those about even with it): a move within the noise is
    # marked so, never ranked above the move the advice recommends.
    # Every card known, the solver's ties are exact: "the same", never "about even".
    even_words = " (the same)" if an.exact else " (about even)"
    figures = "".join(f"<tr><td>{escape(move)}</td><td>{value:+.1f}{even_words if even else ''}</td></tr>"
                      for move, value, even in an.figure_rows())
    how = (f'<details class="pt-details"><summary>{HOW_WORKED_OUT}</summary>'
           f'<p class="pt-small">The coach {escape(an.method)}. Each move\'s figure is the points it brought you less '
           f"the points it brought him, from now to the end of the deal{'' if an.exact else ', over all those deals'}."
           f'{sure}</p><table class="pt-review-table"><tr><th>move</th><th>points, yours less his</th></tr>'
           f"{figures}</table></details>")
    return (f'<details class="pt-details"><summary>{escape(FIGURES_LABEL)}</summary>{why}'
            f'<ul class="pt-small pt-figures">{rows}</ul>{how}</details>')


def verdict_chip(verdict: str, count: int | None = None) -> str:
    """A verdict as its coloured chip ("mistake"), or with a count ("2 mistakes")."""
    words = VERDICT_WORDS[verdict] if count is None else verdict_count_words(verdict, count)
    return f'<span class="pt-verdict pt-verdict-{verdict}">{words}</span>'  # its colour: boards.css


def estimate_words() -> str:
    """Said under a review that marks decisions of the first ten tricks
    (:data:`~penchant.coaching.review_words.ESTIMATES`: the words are the coaching's, the panel draws them)."""
    return ESTIMATES


BETTER_FOLDED: Final = BETTER_MAY_BE_PUZZLE
"""The fold over a reviewed decision's better move while it may come back as a puzzle (the engine's words)."""


def _decision_html(i: ReviewItem, *, folded: bool, fold: str = BETTER_FOLDED, why: str | None = None,
                   no_puzzle: str = "") -> str:
    """One reviewed decision as a block, the why on its own line: a three-column table leaves the why a narrow
    column on a phone. The position first, in a player's words, so the decision comes back to mind without opening
    Learn from your mistakes. ``folded``: the better move stays
    folded, as a marked decision may come back as a puzzle under Learn from your mistakes, and "Better: playing A♦"
    printed just above it would be its answer; one click shows it. ``fold``: the fold's words
    (:meth:`~penchant.coaching.review.Review.better_fold`); ``why``: the reason as shown, where the review adds to it
    (:meth:`~penchant.coaching.review.Review.explained`); ``no_puzzle``: why *Learn from your mistakes* made no
    puzzle of it, next to it (:meth:`~penchant.coaching.review.Review.no_puzzle_why`)."""
    why = (i.own if folded else i.reason) if why is None else why
    better = (f'<details class="pt-details"><summary>{escape(fold)}</summary>'
              f'<div class="pt-review-why">{escape(i.better)}</div></details>' if folded and i.better else "")
    return (f'<li><div class="pt-review-when">{escape(i.heading)}: {verdict_chip(i.verdict)}</div>'
            + (f'<div class="pt-review-position">{escape(i.position)}</div>' if i.position else "")
            + f'<div class="pt-review-why">{escape(why)}</div>'
            + (f'<div class="pt-small pt-review-no-puzzle">{escape(no_puzzle)}</div>' if no_puzzle else "")
            + f"{better}</li>")


FULL_REVIEW: Final = "The full review, decision by decision"
"""The fold under the review's summary that holds every marked decision with its position and the coach's reasons:
one click away, so the review's first screen is one line a decision."""


def summary_line(rev: Review, i: ReviewItem) -> str:
    """A marked decision in one line, as a player says it: "Trick 6: you played 8♠; playing 10♦ was better by about
    3 points". The better move is named once *Learn from your mistakes* made no puzzle of it, and the line says so
    (named on some lines and not others, unexplained, read as a whim); while it may come back as a puzzle it stays
    the coach's move (the puzzle would be answered above it), as the full review folds it, and once it is one the
    line says where the puzzle is. The
    review's own figure in the words its reason and the puzzle made of it say
    (:attr:`~penchant.coaching.review.ReviewItem.cost`: "nearly 2 points" beside an *inaccuracy*, which the chapter
    puts under 2, "about 2 points" beside a *mistake*; a rounding of its own said "about 2 points" of both),
    nothing worked out here; a stored review, which keeps no such words, its loss rounded. What the move played
    did, the first clause of the review's reason for it (:func:`~penchant.puzzlemakers.mistakes.what_it_gave_up`),
    is said on the line itself ("Trick 3: you played A♦: it uses up a brisque now instead of keeping it …"): a
    verdict and a figure alone, the why folded away, read as a verdict against the chapters' advice."""
    from penchant.puzzlemakers.mistakes import what_it_gave_up

    fold = rev.better_fold(i)
    better = capitalised(action_phrase(i.named or i.best)) if fold == BETTER_NO_PUZZLE else "The coach's move"
    after = {BETTER_NO_PUZZLE: " (no puzzle was made of it)",
             BETTER_AS_PUZZLE: ": find it in its puzzle below the review"}.get(fold, "")
    why = what_it_gave_up(i.own)
    return (f"Trick {i.trick}: {action_words(i.played, 'you', past=True)}{': ' + why if why else ''}. {better} was "
            "better by "
            f"{i.cost or points_words(i.loss, exact=i.exact)}{after}.")


def _summary_html(rev: Review, marked: Sequence[ReviewItem]) -> str:
    """One line a marked decision, above the full review (folded): a long review was read as a wall."""
    return ('<ul class="pt-review-summary">'
            + "".join(f"<li>{verdict_chip(i.verdict)} {escape(summary_line(rev, i))}</li>" for i in marked)
            + "</ul>")


def _nothing_marked_html(rev: Review, seat: int) -> str:
    """What a review that marks no decision says of them: that each was as good as the coach's, and the closest calls
    with their positions and the coach's reasons (:meth:`~penchant.coaching.review.Review.closest`), or that every one
    was the coach's own choice: never an empty section under the count of his decisions."""
    closest = rev.closest(seat)
    if not closest:
        return f"<p>No {marked_words()}: {escape(rev.all_good_words(seat))}.</p>"
    said = rev.explained([i.reason for i in closest])
    return (f"<p>No {marked_words()}: each of your decisions was as good as the coach's own choice, or too close to "
            f"tell from it. {escape(rev.closest_heading(seat))}:</p>"
            '<ul class="pt-review-list">' + "".join(_decision_html(i, folded=False, why=why)
                                                     for i, why in zip(closest, said, strict=True)) + "</ul>")


def _unmarked_html(rev: Review, seat: int) -> str:
    """Beside the marked decisions, the closest unmarked calls where you played another move than the coach's
    (:meth:`~penchant.coaching.review.Review.closest`), with the coach's reasons: a move against the coach's advice
    left unmarked was otherwise counted only, and read as judged unseen. ``""`` where there is none."""
    closest = [i for i in rev.closest(seat) if not i.the_coachs_move]
    if not closest:
        return ""
    said = rev.explained([i.reason for i in closest])
    return (f"<p>Not marked, though not the coach's own move: {escape(rev.closest_heading(seat))}:</p>"
            '<ul class="pt-review-list">' + "".join(_decision_html(i, folded=False, why=why)
                                                     for i, why in zip(closest, said, strict=True)) + "</ul>")


def review_html(rev: Review, state: DealState, names: Sequence[str], seat: int) -> str:
    """The review of the deal just played, for the player at ``seat``: the deal's score and where its points
    came from, how many decisions earned each verdict, and each marked one with the coach's reason."""
    # The deal's points, part by part, are in the deal-over message just above: said once, the review stands
    # beside the deal's score.
    mine, his = state.scores[seat], state.scores[other_player(seat)]
    ended = f"The deal ended <b>{mine}–{his}</b> (where the points came from is above)."
    if not rev.items:
        return message_html(f"{ended} Every move of yours was forced: nothing to review.", "plain", raw=True)
    chips = " ".join(verdict_chip(v, n) for v, n in rev.counts(seat).items() if n)
    head = f"<p>{ended}</p><p>Your {count_words(len(rev.items), 'decision', digits=True)}: {chips}</p>"
    if rev.counts(seat).get("close"):  # explained where it is met: chapter 8 lists the other five verdicts
        head += f'<p class="pt-small pt-close-means">{escape(rev.close_words())}</p>'
    marked = rev.marked(seat)
    if marked:
        said = rev.explained([i.own for i in marked])
        full = ('<ul class="pt-review-list">'
                + "".join(_decision_html(i, folded=True, fold=rev.better_fold(i), why=why,
                                         no_puzzle=rev.no_puzzle_why(i))
                          for i, why in zip(marked, said, strict=True)) + "</ul>"
                f'<p class="pt-small">{escape(estimate_words())}</p>' + _unmarked_html(rev, seat))
        table = (f"<p>The decisions that cost you points:</p>{_summary_html(rev, marked)}"
                 f'<details class="pt-details pt-review-full"><summary>{FULL_REVIEW}</summary>{full}</details>')
    else:
        table = _nothing_marked_html(rev, seat)
    return message_html(head + table, "info", title="Review:", raw=True)
