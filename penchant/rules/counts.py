"""Numbers a player types: a deal's points on a score sheet, the brisques a trick or a deal brought.

One reading for every screen that takes one (the score marker's entries, the tutorial's calculators): the one
reader of a whole number (:func:`~penchant.rules.whole_numbers.whole_number`: ASCII digits, an optional minus
sign, nothing else, at most six digits). Whether the number can be what it is typed for (a
deal's score is never below 0, for one) is the rule's answer that reads it; a count of brisques is bounded
here by the pack.

>>> whole_number(" 12 ", "deal 1"), brisques_typed("7")
(12, 7)
"""

from __future__ import annotations

from collections.abc import Iterable

from penchant.errors import ScoreEntryError
from penchant.rules.brisques import BRISQUE_RANKS_WORDS, BRISQUES_IN_PACK
from penchant.rules.profiles import Profile
from penchant.rules.score_scale import refuse_off_step
from penchant.rules.whole_numbers import whole_number

__all__ = ["brisques_typed", "deal_scores_typed"]

def brisques_typed(text: object, what: str = "the number of brisques") -> int:
    """A count of brisques (or brisquettes) as typed: a whole number from 0 to 12, the brisques in the pack.

    ``brisques_typed(" 7 ")`` is 7; ``"seven"``, ``"-1"``, ``"7.5"``, ``"13"``, ``"1_0"``, ``"+5"`` and digits
    other than ASCII 0-9 raise :class:`ScoreEntryError` quoting the input.
    """
    try:
        n = whole_number(text, what)
    except ScoreEntryError:
        raise ScoreEntryError.refusing(text, f"not {what}: type a whole number from 0 to {BRISQUES_IN_PACK}") from None
    if n < 0:
        raise ScoreEntryError.refusing(text, f"not {what}: a count cannot be negative")
    if n > BRISQUES_IN_PACK:
        raise ScoreEntryError.refusing(text, f"not {what}: the pack holds only {BRISQUES_IN_PACK} brisques "
                                             f"({BRISQUE_RANKS_WORDS})")
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
