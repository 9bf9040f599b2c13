"""Numbers a player types: a deal's points on a score sheet, the brisques a trick or a deal brought. Input, not a
rule: it sits just above :mod:`penchant.rules`, whose answers it asks.

One reading for every screen that takes one (the score marker's entries, the tutorial's calculators): the one
reader of a whole number (:func:`~penchant.notation.whole_numbers.whole_number`: ASCII digits, an optional minus
sign, nothing else, at most six digits). Whether the number can be what it is typed for (a
deal's score is never below 0, for one) is the rule's answer that reads it; a count of brisques is bounded by
the pack (:func:`~penchant.rules.brisques.brisque_count_problem`).

>>> whole_number(" 12 ", "deal 1"), brisques_typed("7")
(12, 7)
"""

from __future__ import annotations

from collections.abc import Iterable

from penchant.errors import PenchantError, ScoreEntryError
from penchant.notation.whole_numbers import whole_number
from penchant.rules.brisques import BRISQUES_IN_PACK, brisque_count_problem
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.score_scale import points_in_other_rules, refuse_off_step

__all__ = ["brisques_typed", "deal_scores_typed", "game_scores_typed", "score_said_in"]


def brisques_typed(text: object, what: str = "the number of brisques") -> int:
    """A count of brisques (or brisquettes) as typed: a whole number from 0 to 12, the brisques in the pack.

    ``brisques_typed(" 7 ")`` is 7; ``"seven"``, ``"-1"``, ``"7.5"``, ``"13"``, ``"1_0"``, ``"+5"`` and digits
    other than ASCII 0-9 raise :class:`ScoreEntryError` quoting the input.
    """
    try:
        n = whole_number(text, what)
    except ScoreEntryError:
        raise ScoreEntryError.refusing(text, f"not {what}: type a whole number from 0 to {BRISQUES_IN_PACK}") from None
    problem = brisque_count_problem(n)
    if problem is not None:
        raise ScoreEntryError.refusing(text, f"not {what}: {problem}")
    return n


def deal_scores_typed(rows: Iterable[tuple[object, object]], profile: Profile) -> list[tuple[int, int]]:
    """The deals' scores as typed on a score sheet, one row (both players' points) a deal, in order: a row left
    blank is a deal not yet played and is left out; a row with one score filled in is refused
    (:class:`ScoreEntryError` naming the deal), as is a score that is not a whole number (:func:`whole_number`),
    and a score the rules' values cannot make (Foster's come in tens:
    :func:`~penchant.rules.score_scale.refuse_off_step`). The rules are asked for, as every rule that depends on
    them is: without them the off-step check was silently skipped.

    >>> from penchant.rules.profiles import KANDELL
    >>> deal_scores_typed([(" 12", "9"), ("", " ")], KANDELL)
    [(12, 9)]
    """
    deals = []
    for d, (a, b) in enumerate(rows, start=1):
        mine, theirs = str(a).strip(), str(b).strip()
        if not mine and not theirs:
            continue
        if not mine or not theirs:
            raise ScoreEntryError(f"deal {d} has only one score ({mine or theirs!r}): fill in both players' scores, or "
                                  "leave both blank if the deal is not played yet")
        row = (whole_number(mine, f"deal {d}"), whole_number(theirs, f"deal {d}"))
        for points in row:
            refuse_off_step(points, profile, f"deal {d}")
        deals.append(row)
    return deals


def score_said_in(text: str, typed_under: str, profile: Profile, deal: int) -> str:
    """A deal's score as typed (``text``) under the rules named ``typed_under``, said in ``profile``'s numbers
    (:func:`~penchant.rules.score_scale.points_in_other_rules`: Foster's are ten times Kandell's). Text that is no
    whole number, or no score, stays as typed (:func:`deal_scores_typed` refuses it in the rules shown), and so does
    a number not to be said in ``profile``'s (rules whose numbers are no single multiple of the others', as the
    modern scoring's of either source's: the same deal scores otherwise by what it declared); a number the rules it
    was typed under cannot make is refused (:class:`ScoreEntryError` naming the deal and those rules), never read
    in other numbers.

    >>> from penchant.rules.profiles import get_profile
    >>> foster = get_profile("foster")
    >>> score_said_in("38", "kandell", foster, 1), score_said_in("x", "kandell", foster, 1)
    ('380', 'x')
    >>> score_said_in("8", "modern", foster, 1)
    '8'
    """
    if typed_under == profile.name:
        return text
    try:
        points = whole_number(text.strip(), f"deal {deal}")
    except PenchantError:
        return text
    old = get_profile(typed_under)
    try:
        refuse_off_step(points, old, f"deal {deal}")
    except ScoreEntryError as exc:
        raise ScoreEntryError.refusing(text.strip(), f"{exc.reason}; type it again") from None
    try:
        return str(points_in_other_rules(points, old, profile))
    except PenchantError:
        return text


def game_scores_typed(typed: Iterable[Iterable[tuple[str, str]]], profile: Profile) -> list[tuple[int, int]]:
    """A game's deals' scores as typed, each score with the name of the rules it was typed under (``((text,
    rules), (text, rules))`` a deal), read in ``profile``'s numbers: each said in them (:func:`score_said_in`,
    refusing one its own rules cannot make), then read as a score sheet (:func:`deal_scores_typed`).

    >>> from penchant.rules.profiles import get_profile
    >>> game_scores_typed([(("12", "kandell"), ("90", "foster"))], get_profile("foster"))
    [(120, 90)]
    """
    rows = [[score_said_in(text, under, profile, d) for text, under in row] for d, row in enumerate(typed, start=1)]
    return deal_scores_typed(((row[0], row[1]) for row in rows), profile)
