"""A deal's counts: what a score sheet records of a deal (the kinds each player declared, the brisquettes and the
brisques each took) can be, and the points they score.

Each player's counts are whole numbers (:func:`~penchant.notation.whole_numbers.whole_number`), none below nought,
the brisques within the pack's twelve and the brisquettes within the brisques, every brisquette being a brisque
taken in the last six tricks (:func:`check_players_counts`, refusing with
:class:`~penchant.errors.PlayerCountError`); together they make a whole deal: the brisques sum to the pack's
twelve, the brisquettes fit the last six tricks, the declarations fit the pack and the first ten tricks
(:func:`check_whole_deal`). :func:`deal_points` scores counts that pass, by the rules' arithmetic
(:func:`~penchant.rules.scoring.deal_parts`). The score sheet's :class:`~penchant.play.sheet.DealEntry` holds the
counts and asks these.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from penchant.english.grammar import possessive, verb
from penchant.errors import PenchantError, PlayerCountError, ScoreEntryError, quoted
from penchant.notation.whole_numbers import NOT_WHOLE, whole_number
from penchant.rules.brisques import BRISQUES_IN_PACK
from penchant.rules.kinds import Kind
from penchant.rules.limits import (
    BrisquesBound,
    brisques_problem,
    brisquettes_problem,
    players_brisques_problem,
    players_declarations_problem,
)
from penchant.rules.procedure import SEAT_WORDS
from penchant.rules.profiles import Profile
from penchant.rules.scoring import DealScore, deal_parts

__all__ = [
    "CountProblem",
    "check_players_counts",
    "check_whole_deal",
    "count_refusal",
    "count_refusal_words",
    "deal_points",
]

CountProblem = Literal["not whole", "negative"] | BrisquesBound
"""What is wrong with a player's count: not a whole number, below nought, more brisques than the pack's twelve,
more brisquettes than brisques."""

Declared = Sequence[Sequence[Kind]]
"""Each player's kinds of combination declared in the deal, player 0's first."""


def count_refusal_words(error: PlayerCountError, who: str) -> str:
    """A player's count refused (:class:`~penchant.errors.PlayerCountError`), said of ``who``: a seat's words
    (:data:`~penchant.rules.procedure.SEAT_WORDS`, as the error's message says it) or a player's name ("you" takes
    "your" and "have"), from the refusal's parts, so the marker and the boards name the players without rewording
    the message.

    >>> e = count_refusal(1, "brisquettes", 3, "over the brisques", brisques=2)
    >>> str(e).split(":")[0]
    'the second player has more brisquettes (3) than brisques (2)'
    >>> count_refusal_words(e, "Ada").split(":")[0], count_refusal_words(e, "you").split(":")[0]
    ('Ada has more brisquettes (3) than brisques (2)', 'you have more brisquettes (3) than brisques (2)')
    """
    return _count_words(who, error.count, error.value, error.problem, error.brisques)


def _count_words(who: str, count: str, value: object, problem: str, brisques: object) -> str:
    if problem == "over the brisques":
        return (f"{verb(who, 'have')} more brisquettes ({quoted(value)}) than brisques ({quoted(brisques)}): "
                "every brisquette is a brisque taken in the last six tricks")
    whose = f"{possessive(who)} {count}"
    if problem == "not whole":
        return f"{whose}: {quoted(value)} is {NOT_WHOLE}"
    if problem == "negative":
        return f"{whose} cannot be negative: {quoted(value)}"
    return f"{whose} {quoted(value)} exceed the {BRISQUES_IN_PACK} in the pack"


def count_refusal(player: int, count: str, value: object, problem: CountProblem,
                  brisques: object = None) -> PlayerCountError:
    """The refusal of ``player``'s ``count`` (``"brisques"`` or ``"brisquettes"``) given as ``value``, for
    ``problem``, with its parts; its message names the seat (:func:`count_refusal_words`)."""
    message = _count_words(SEAT_WORDS[player], count, value, problem, brisques)
    return PlayerCountError(message, player, count, value, problem, brisques)


def _count(value: object, player: int, count: str) -> int:
    """A player's count given: a whole number (one of a million or more is beyond the pack), not below nought."""
    try:
        n = whole_number(value, count, typed=False)
    except PenchantError as exc:
        problem: CountProblem = "not whole" if exc.reason == NOT_WHOLE else "over the pack"
        raise count_refusal(player, count, value, problem) from None
    if n < 0:
        raise count_refusal(player, count, value, "negative")
    return n


def check_players_counts(brisques: Sequence[object], brisquettes: Sequence[object]) -> tuple[tuple[int, int],
                                                                                             tuple[int, int]]:
    """Each player's brisques and brisquettes, player 0's first, as whole numbers, or
    :class:`~penchant.errors.PlayerCountError` naming the seat: none negative, the brisques within the pack's
    twelve, the brisquettes within the brisques (each is a brisque taken in the last six tricks).

    >>> check_players_counts((8, 4), (3, 1))
    ((8, 4), (3, 1))
    >>> check_players_counts((8, 4), (3, 5))
    Traceback (most recent call last):
    ...
    penchant.errors.PlayerCountError: the second player has more brisquettes (5) than brisques (4): every \
brisquette is a brisque taken in the last six tricks
    """
    counted: list[tuple[int, int]] = []
    for p in (0, 1):
        b = _count(brisques[p], p, "brisques")
        q = _count(brisquettes[p], p, "brisquettes")
        bound = players_brisques_problem(b, q)
        if bound == "over the pack":
            raise count_refusal(p, "brisques", b, bound)
        if bound == "over the brisques":
            raise count_refusal(p, "brisquettes", q, bound, brisques=b)
        counted.append((b, q))
    return (counted[0][0], counted[1][0]), (counted[0][1], counted[1][1])


def check_whole_deal(declarations: Declared, brisquettes: Sequence[int], brisques: Sequence[int]) -> None:
    """The two players' counts and declarations together, or :class:`~penchant.errors.ScoreEntryError` saying
    why no deal ends with them: the brisques sum to the pack's twelve, the brisquettes fit in the last six tricks,
    the declarations fit in the pack and the first ten tricks (each player's counts checked first,
    :func:`check_players_counts`)."""
    problem = brisques_problem(brisques) or brisquettes_problem(brisquettes)
    if problem is not None:
        raise ScoreEntryError(problem)
    problem = players_declarations_problem(declarations[0], declarations[1])
    if problem is not None:
        raise ScoreEntryError(problem)


def deal_points(profile: Profile, declarations: Declared, brisquettes: Sequence[object],
                brisques: Sequence[object]) -> tuple[DealScore, DealScore]:
    """Each player's points for a deal that ended with these counts, part by part (declarations, brisquettes, book
    bonus: :func:`~penchant.rules.scoring.deal_parts`), the counts checked first (:func:`check_players_counts`,
    :func:`check_whole_deal`).

    >>> from penchant.rules.profiles import KANDELL
    >>> a, b = deal_points(KANDELL, ((Kind.PAIR, Kind.PENCHANT), ()), (3, 1), (8, 4))
    >>> a.total, b.total
    (8, 1)
    """
    counted_brisques, counted_brisquettes = check_players_counts(brisques, brisquettes)
    check_whole_deal(declarations, counted_brisquettes, counted_brisques)
    return deal_parts(profile, declarations, counted_brisquettes, counted_brisques)
