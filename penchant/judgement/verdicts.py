"""The verdicts a review gives a decision, and which of them mark an error.

Which verdicts count as errors to mark (list with their reason, offer as puzzles to learn from) is judgement,
not a rule of the game: it lives here once, beside the verdicts' names, for the coach and its review
(:mod:`penchant.coaching`), the mistake puzzles (:mod:`penchant.puzzlemakers.mistakes`) and the views that
say them; and how a loss becomes a verdict (:func:`verdict`, with its thresholds in brisques' worth).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final, Literal

from penchant.english.grammar import is_you, possessive
from penchant.english.lists import join_or
from penchant.english.numbers import count_words

__all__ = ["CLOSE_MEANS", "FIGURES_LABEL", "GOOD", "INACCURACY", "MARKED", "MISTAKE", "NEGLIGIBLE", "RECHECKED",
           "RECHECKED_CLOSE", "VERDICTS", "NoPuzzle",
           "VERDICT_WORDS",
           "ReviewVerdict", "close_means", "is_marked", "judged_loss", "loss_words", "marked_words", "mean_margin",
           "negligible", "verdict", "verdict_count_words"]

ReviewVerdict = Literal["best", "good", "close", "inaccuracy", "mistake", "blunder"]
"""A review's verdict on one decision, best to blunder: the coach's judgement of a move, not the rules' answer on a
declaration (:class:`~penchant.rules.combinations.DeclarationVerdict`) nor the referee's reading of cards tapped
(:class:`~penchant.marker.choices.RefereeVerdict`)."""
VERDICTS: Final[tuple[ReviewVerdict, ...]] = ("best", "good", "close", "inaccuracy", "mistake", "blunder")

VERDICT_WORDS: Final[dict[str, str]] = {
    "best": "best", "good": "good", "close": "too close to call", "inaccuracy": "inaccuracy",
    "mistake": "mistake", "blunder": "blunder",
}
"""Each verdict as a player reads it."""

VERDICT_PLURALS: Final[dict[str, str]] = {"best": "best", "good": "good", "close": "too close to call",
                                           "inaccuracy": "inaccuracies"}
"""The verdicts whose plural is not their words + s, in a count of them (:func:`verdict_count_words`): the
adjectives stay as they are ("3 good")."""


def verdict_count_words(verdict: str, n: int) -> str:
    """How many decisions got a verdict, as a tally says it: ``'1 mistake'``, ``'2 blunders'`` (a review's chips
    read "2 mistake" before).

    >>> verdict_count_words("mistake", 2), verdict_count_words("inaccuracy", 3), verdict_count_words("good", 4)
    ('2 mistakes', '3 inaccuracies', '4 good')
    """
    return count_words(n, VERDICT_WORDS[verdict], VERDICT_PLURALS.get(verdict), digits=True)


def close_means(samples: int | None = None, whose: str = "you") -> str:
    """What *too close to call* means, said where a review counts one ("6 best · 7 too close to call · 2 mistakes"),
    beside the words for best, good, inaccuracy, mistake and blunder. ``samples``: the deals the coach played each
    move out over, where known (said as a number, never "many").
    ``whose``: the player whose moves the review judges, as a name ("you": your moves; a computer seat's name, or
    "each player", where the review is of a game between computer players: "your move" was said to them).

    >>> close_means(4)[:99]
    'Too close to call: the coach cannot see his cards, so it played your move and its own out over four'
    >>> close_means(4, "each player")[:90]
    "Too close to call: the coach cannot see the other player's cards, so it played each player"
    """
    ways = "many ways" if samples is None else count_words(samples, "way")
    cards = "his cards" if is_you(whose) else "the other player's cards"
    move = f"{possessive(whose).lower() if is_you(whose) else possessive(whose)} move"
    return (f"Too close to call: the coach cannot see {cards}, so it played {move} and its own out over {ways} "
            "they might lie, and the two came out too near each other to say which is better. "
            "Such a move is neither praised nor marked as an error.")


CLOSE_MEANS: Final = close_means()
"""What *too close to call* means (:func:`close_means`), where the number of deals sampled is not said."""


NoPuzzle = Literal["unclear", "another", "unmade", "unjudged"]
"""Why a marked decision of the first ten tricks made no puzzle, as *Learn from your mistakes* gives it to the review
(a code, never its sentence read back): the longer look found the move played not clearly worse than the best
(:data:`RECHECKED`); or named another best than the review's, the move played clearly behind it; the position could
not be set; it was not replayed, costlier ones were (:mod:`penchant.puzzlemakers.mistakes` words each)."""
RECHECKED: Final[NoPuzzle] = "unclear"
"""The code of a marked decision whose better move the longer look finds not clearly ahead: the review
(:meth:`~penchant.coaching.review.Review.learnt_from`) then says the decision too close to call itself: the longer
look's larger sample replaces the review's mark, so one decision never has two verdicts."""
RECHECKED_CLOSE: Final = "count this move as too close to call, not as an error"
"""What *Learn from your mistakes* says next to a decision of code :data:`RECHECKED`
(:data:`~penchant.puzzlemakers.mistakes.NO_PUZZLE_BECAUSE`)."""


MARKED: Final[tuple[ReviewVerdict, ...]] = ("inaccuracy", "mistake", "blunder")
"""The verdicts a review marks (lists with its reason, and offers to learn from): the errors, from the
smallest to the worst."""


def is_marked(verdict: str) -> bool:
    """Whether a decision with this verdict is a marked error (:data:`MARKED`).

    >>> is_marked("mistake"), is_marked("close"), is_marked("good")
    (True, False, False)
    """
    return verdict in MARKED


def marked_words() -> str:
    """The marked errors as a player names them, to say there are none ("No inaccuracy, mistake or blunder").

    >>> marked_words()
    'inaccuracy, mistake or blunder'
    """
    return join_or(VERDICT_WORDS[v] for v in MARKED)


FIGURES_LABEL: Final = "The coach's figures"
"""The fold under a hint, a review or a puzzle's verdict that holds the figures behind it (every move's net points
and margin), named in a player's words ("Engine detail" reads as an engineer's label)."""

NEGLIGIBLE: Final = 0.05
"""A difference of at most this many brisques' worth is none at all: a loss that small is *best*, a gain that small
no reason to prefer a move (:func:`negligible`)."""
GOOD: Final = 0.75
"""A loss under this many brisques' worth is *good* (the engine's choice is hardly better)."""
INACCURACY: Final = 2.0
"""Under this, an *inaccuracy*."""
MISTAKE: Final = 4.0
"""Under this, a *mistake*; from here on, a *blunder*."""


def _band(brisques: float) -> int:
    """Which side of each threshold a loss in brisques' worth falls: 0 good, 1 inaccuracy, 2 mistake, 3 blunder."""
    return sum(brisques >= t for t in (GOOD, INACCURACY, MISTAKE))


def judged_loss(loss: float, unit: float) -> float:
    """A loss as a review says it beside its verdict: to the nearest brisque's worth, as a player says a figure
    (never "about 1.8 points", a statistician's figure); to a tenth of one only where that
    rounding would say none (Foster's 3 points of a 10-point brisque). Where rounding carries it over a verdict's
    threshold, :func:`loss_words` says it as "nearly" that figure.

    >>> judged_loss(3.6, 1.0), judged_loss(4.4, 1.0), judged_loss(1.96, 1.0), judged_loss(36.0, 10.0)
    (4, 4, 2, 40)
    >>> judged_loss(3.2, 1.0), judged_loss(0.3, 1.0), judged_loss(0.8, 1.0), judged_loss(3.0, 10.0)
    (3, 0.3, 1, 3)
    """
    b = abs(loss) / unit
    whole = round(b)
    if whole >= 1:
        return whole * unit if unit != round(unit) else round(whole * unit)
    said = round(b * unit, 1)
    return round(said) if said == round(said) else said


def _crosses(loss: float, unit: float) -> bool:
    """Whether the figure :func:`judged_loss` says of ``loss`` lies over a verdict's threshold it is under."""
    b = abs(loss) / unit
    return round(b) >= 1 and _band(round(b)) != _band(b)


def loss_words(loss: float, unit: float = 1.0) -> str:
    """A decision's loss in words as its verdict judged it (:func:`judged_loss`), the one wording of a loss: the
    review and the puzzle made of the decision both say it so. A whole figure rounded up over
    its verdict's threshold is said as "nearly" it: ``'nearly 4 points'`` beside a *mistake*, which the chapter
    puts under 4, never ``'about 4 points'``, which it calls a *blunder*, nor ``'about 3.8 points'``, a figure no
    player says.

    >>> loss_words(3.8), loss_words(4.4), loss_words(0.3), loss_words(1.7), loss_words(2.3)
    ('nearly 4 points', 'about 4 points', 'less than a point', 'nearly 2 points', 'about 2 points')
    >>> loss_words(36.0, 10.0), loss_words(44.0, 10.0)
    ('nearly 40 points', 'about 40 points')
    """
    if abs(loss) < 0.5 * unit and unit == 1.0:
        return "less than a point"
    said = count_words(judged_loss(loss, unit), 'point', digits=True)
    return f"nearly {said}" if _crosses(loss, unit) else f"about {said}"


def mean_margin(diffs: Sequence[float]) -> tuple[float, float]:
    """The mean of per-deal differences and its 95% sampling margin (0 for fewer than two)."""
    n = len(diffs)
    mean = sum(diffs) / n if n else 0.0
    if n < 2:
        return mean, 0.0
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def negligible(unit: float) -> float:
    """The most points a difference can be and still be none at all, where a brisque is worth ``unit`` points:
    :data:`NEGLIGIBLE` brisques' worth. The one threshold the verdicts and the coach's words share.

    >>> negligible(1.0), negligible(10.0)
    (0.05, 0.5)
    """
    return NEGLIGIBLE * unit


def verdict(loss: float, margin: float, unit: float, is_best: bool) -> ReviewVerdict:
    """The verdict of a decision that gave away ``loss`` points (see the module's text)."""
    if is_best or loss <= negligible(unit):
        return "best"
    if loss <= margin:
        return "close"
    brisques = loss / unit
    if brisques < GOOD:
        return "good"
    if brisques < INACCURACY:
        return "inaccuracy"
    if brisques < MISTAKE:
        return "mistake"
    return "blunder"
