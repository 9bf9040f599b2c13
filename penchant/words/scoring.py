"""A deal's scoring in a player's words: the brisquettes as a rule (:func:`brisquette_rule_words`), the book in
words (:func:`over_the_book`, :func:`book_shared_words`) and the book bonus as a rule (:func:`book_bonus_rule_words`),
and a part of a deal's score worked out as every board shows it ("3 × 10 = 30": :func:`brisquettes_worked_out`,
:func:`book_bonus_worked_out`). What a deal scores is :mod:`penchant.rules.scoring`'s; these words say it.
"""

from __future__ import annotations

from typing import Final

from penchant.english.numbers import count_words, number_words
from penchant.rules.brisques import BOOK_BRISQUES, brisques_over_book
from penchant.rules.dealing import LAST_SIX_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile
from penchant.rules.scoring import book_bonus_of, brisquette_points, declared_points

__all__ = [
    "book_bonus_rule_words", "book_bonus_worked_out", "book_shared_words", "brisquette_rule_words",
    "brisquettes_worked_out", "declared_worth_words", "over_the_book", "TIMES",
]

TIMES: Final = "×"
"""The sign a part of a deal's score is multiplied with, on every board and in every solution (not "x")."""


def declared_worth_words(profile: Profile, kind: Kind) -> str:
    """What a declaration of ``kind`` scores under ``profile`` (:func:`~penchant.rules.scoring.declared_points`), in
    figures as a board counts points.

    >>> from penchant.rules.profiles import KANDELL
    >>> declared_worth_words(KANDELL, Kind.MARRIAGE), declared_worth_words(KANDELL, Kind.PENCHANT)
    ('2 points', '1 point')
    """
    return count_words(declared_points(profile, (kind,)), "point", digits=True)


def brisquette_rule_words(profile: Profile) -> str:
    """The brisquettes as a rule, in a player's words (:func:`~penchant.rules.scoring.brisquette_points`).

    >>> from penchant.rules.profiles import FOSTER
    >>> brisquette_rule_words(FOSTER)
    'each brisque taken in the last six tricks is a brisquette worth 10 at once'
    """
    return (f"each brisque taken in the last {number_words(LAST_SIX_TRICKS)} tricks is a brisquette worth "
            f"{profile.brisquette_points} at once")


def _worked_out(count: int, each: int, points: int | None) -> str:
    return f"{count} {TIMES} {each}" + ("" if points is None else f" = {points}")


def brisquettes_worked_out(profile: Profile, brisquettes: int, *, with_sum: bool = True) -> str:
    """The brisquettes' points worked out as the score sheets show them: the brisquettes taken, times a
    brisquette's points, and what they come to (:func:`~penchant.rules.scoring.brisquette_points`), or without it
    (``with_sum``) where the sheet's next column says it.

    >>> from penchant.rules.profiles import FOSTER
    >>> brisquettes_worked_out(FOSTER, 3), brisquettes_worked_out(FOSTER, 3, with_sum=False)
    ('3 × 10 = 30', '3 × 10')
    """
    points = brisquette_points(profile, brisquettes) if with_sum else None
    return _worked_out(brisquettes, profile.brisquette_points, points)


def book_bonus_worked_out(profile: Profile, brisques: int) -> str:
    """The book bonus of a player who took ``brisques`` in the deal, worked out as the score sheets show it: his
    brisques over the book (above six), times the bonus for each, and what they come to
    (:func:`~penchant.rules.scoring.book_bonus_of`).

    >>> from penchant.rules.profiles import FOSTER
    >>> book_bonus_worked_out(FOSTER, 8)
    '2 × 10 = 20'
    """
    return _worked_out(brisques_over_book(brisques), profile.bonus_points, book_bonus_of(profile, brisques))


def over_the_book() -> str:
    """The brisques the book bonus pays for, in words: those over the book (:data:`~penchant.rules.brisques.\
BOOK_BRISQUES`, half the pack's brisques).

    >>> over_the_book()
    'over six'
    """
    return f"over {number_words(BOOK_BRISQUES)}"


def book_shared_words() -> str:
    """The book taken by both players, in words (:func:`~penchant.rules.brisques.book_shared`: neither scores the
    book bonus).

    >>> book_shared_words()
    'six each'
    """
    return f"{number_words(BOOK_BRISQUES)} each"


def book_bonus_rule_words(profile: Profile) -> str:
    """The book bonus as a rule, in a player's words, said of the brisques a sentence has just counted ("count the
    brisques each player took: each one over six scores 10 ..."): what each :func:`over_the_book` scores
    (:func:`~penchant.rules.scoring.book_bonus_of`), and the book shared (:func:`book_shared_words`).

    >>> from penchant.rules.profiles import FOSTER
    >>> book_bonus_rule_words(FOSTER)
    "over six scores 10 (a player's first six score nothing, so with six each neither scores)"
    """
    # Whose six, said plainly: a player's first six score nothing, so six each scores neither.
    six = number_words(BOOK_BRISQUES)
    return (f"{over_the_book()} scores {profile.bonus_points} (a player's first {six} score nothing, so with "
            f"{book_shared_words()} neither scores)")
