"""A score's scale: the step every score under a rules profile comes in (Foster's count in tens, Kandell's and the
modern ones in ones), a score refused that the profile's values cannot make, and a deal's points said in another
source's numbers. How many times one source's numbers are another's is
:func:`~penchant.rules.scoring.times_the_numbers`; a deal's points and the game's result are
:mod:`penchant.rules.scoring`'s.
"""

from __future__ import annotations

from fractions import Fraction
from math import gcd

from penchant.errors import InvalidScoreError
from penchant.notation.whole_numbers import whole_number
from penchant.rules.book_names import rules_words
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile
from penchant.rules.scoring import times_the_numbers

__all__ = ["deal_points_multiple", "points_in_other_rules", "refuse_not_a_score", "refuse_off_step", "same_scale",
           "score_step", "standing_game_score_problem"]


def refuse_not_a_score(value: object, what: str) -> None:
    """Refuse what is no score with :class:`InvalidScoreError`, said of ``what`` (``"deal 2"``): a number that is not
    whole (:func:`~penchant.notation.whole_numbers.whole_number`: a bool, a fraction, a million) or below nought
    (declarations, brisquettes and the book bonus only add whole points)."""
    whole_number(value, what, InvalidScoreError, typed=False)
    if isinstance(value, int) and value < 0:
        raise InvalidScoreError(f"{what}: {value!r} is not a score: declarations, brisquettes and the book bonus only "
                              "add, so a score is 0 or more")


def score_step(profile: Profile) -> int:
    """The step every score under ``profile`` comes in: what all its values (each kind, a brisquette, the book
    bonus) are multiples of. Foster's count in tens; Kandell's and the modern ones in ones.

    >>> from penchant.rules.profiles import get_profile
    >>> score_step(get_profile("foster")), score_step(get_profile("kandell")), score_step(get_profile("modern"))
    (10, 1, 1)
    """
    step = gcd(profile.brisquette_points, profile.bonus_points)
    for kind in Kind:
        step = gcd(step, profile.value(kind))
    return step


def same_scale(one: Profile, other: Profile) -> bool:
    """Whether two rule books count on the same scale: their scores come in the same :func:`score_step`. Kandell's
    and the modern ones do (their values differ only for a few kinds); Foster's, in tens, is on neither's.

    >>> from penchant.rules.profiles import get_profile
    >>> kandell, modern, foster = get_profile("kandell"), get_profile("modern"), get_profile("foster")
    >>> same_scale(kandell, modern), same_scale(kandell, foster)
    (True, False)
    """
    return score_step(one) == score_step(other)


def refuse_off_step(points: int, profile: Profile, what: str = "") -> None:
    """Refuse ``points`` (a deal's or a game's score) that ``profile``'s values cannot make: one off its
    :func:`score_step` (:class:`InvalidScoreError` quoting it; ``what`` names it, as ``'deal 2'``)."""
    step = score_step(profile)
    if points % step:
        raise InvalidScoreError.refusing(points, f"not a score under {rules_words(profile.name)}"
                                               f"{f' ({what})' if what else ''}: their points come in steps of {step}")


def standing_game_score_problem(scores: object, profile: Profile,
                                this_deal: tuple[int, int] = (0, 0)) -> str | None:
    """Why ``scores`` (you, your opponent) cannot stand as a game's score partway through a deal that has scored
    ``this_deal`` so far (its declarations and any brisquettes taken), or ``None``: two whole scores, each on
    ``profile``'s :func:`score_step` and holding at least what the deal has scored, since what stood before the
    deal is a score too (0 or more). A game-aim end-game's game score is asked here, by the puzzle that reads it
    and the miner that makes it.

    >>> from penchant.rules.profiles import get_profile
    >>> standing_game_score_problem([410, 380], get_profile("foster")) is None
    True
    >>> standing_game_score_problem([415, 380], get_profile("foster"))
    "game score [415, 380]: 415 is not a score under Foster's rules: their points come in steps of 10"
    >>> standing_game_score_problem([41, 2], get_profile("kandell"), (0, 3))
    'game score [41, 2]: 2 is less than this deal has scored so far (3)'
    """
    said = f"game score {scores!r}"
    if not isinstance(scores, list | tuple) or len(scores) != 2:
        return f"{said}: a game score is two scores (you, your opponent)"
    for score, scored in zip(scores, this_deal, strict=True):
        try:
            refuse_not_a_score(score, said)
            refuse_off_step(score, profile)
        except InvalidScoreError as exc:
            return f"{said}: {exc}" if not str(exc).startswith(said) else str(exc)
        if score < scored:
            return f"{said}: {score!r} is less than this deal has scored so far ({scored!r})"
    return None


def deal_points_multiple(old: Profile, new: Profile) -> Fraction | None:
    """How many times ``old``'s numbers ``new``'s are for a whole deal's points: the kinds' single multiple
    (:func:`~penchant.rules.scoring.times_the_numbers`), when a brisquette and the book bonus score that multiple
    too; ``None`` when there is none (Kandell's modern scoring against either source: its quadruplet and reunion
    score another multiple of theirs than its other kinds do), and a deal's total cannot be said in the other
    numbers without what it declared.

    >>> from penchant.rules.profiles import get_profile
    >>> kandell, modern, foster = get_profile("kandell"), get_profile("modern"), get_profile("foster")
    >>> deal_points_multiple(kandell, foster), deal_points_multiple(modern, foster) is None
    (Fraction(10, 1), True)
    """
    ratio = times_the_numbers(old, new)
    if ratio is None or any(Fraction(n, o) != ratio for o, n in ((old.brisquette_points, new.brisquette_points),
                                                                  (old.bonus_points, new.bonus_points)) if o):
        return None
    return ratio


def points_in_other_rules(points: int, old: Profile, new: Profile) -> int:
    """A deal's points counted under ``old`` said in ``new``'s numbers: multiplied by :func:`deal_points_multiple`
    (Foster's are ten times Kandell's). Rules whose numbers are no single multiple of ``old``'s (Kandell's modern
    scoring against either source) are refused (:class:`InvalidScoreError`): the same deal scores otherwise under
    them by what it declared, which its total does not tell, so no number would be the truth.

    >>> from penchant.rules.profiles import get_profile
    >>> points_in_other_rules(38, get_profile("kandell"), get_profile("foster"))
    380
    >>> points_in_other_rules(155, get_profile("foster"), get_profile("kandell"))
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidScoreError: 155 is not a score under Foster's rules: their points come in steps of 10
    >>> points_in_other_rules(8, get_profile("modern"), get_profile("foster"))
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidScoreError: 8 is not to be said under Foster's rules: their kinds score no single multiple \
of their points under Kandell's modern scoring, so a deal's points depend on what it declared
    """
    refuse_not_a_score(points, "the points")
    refuse_off_step(points, old)
    ratio = deal_points_multiple(old, new)
    if ratio is None:
        raise InvalidScoreError.refusing(
            points, f"not to be said under {rules_words(new.name)}: their kinds score no single multiple of their "
                    f"points under {rules_words(old.name)}, so a deal's points depend on what it declared")
    # every value of old's is a whole number of new's points once multiplied, so a sum of them is too
    return int(points * ratio)
