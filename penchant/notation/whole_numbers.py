"""The one reader of a whole number, typed or given: a deal's points, a count of brisques, a total, an answer.

A player types ASCII digits with an optional minus sign, nothing else: ``int()`` alone would also take ``"+5"``,
``"1_0"`` and other scripts' digits (``"٣"``), which no score sheet shows. A number given by a program (a score
entry's brisques, a deal's score) is an ``int``, not ``True`` or ``6.0``, and text is no number there. Either
way a number has at most :data:`LONGEST` digits: no score or count comes near a million (and ``int()`` refuses
past 4300 digits with a bare ``ValueError``). Whether the number can be what it is for (a deal's score is never
below 0, a count of brisques within the pack) is the rule's answer that reads it.

>>> whole_number(" 12 ", "deal 1"), whole_number(7, "brisques", typed=False)
(12, 7)
"""

from __future__ import annotations

from typing import Final

from penchant.errors import PenchantError, ScoreEntryError

__all__ = ["LONGEST", "NOT_WHOLE", "TOO_LONG", "whole_number"]

LONGEST: Final = 6
"""The most digits a number may have, typed or given: no score or count comes near a million."""

NOT_WHOLE: Final = "not a whole number"
"""Why a number is refused that is not whole (a refusal's ``reason``)."""

TOO_LONG: Final = "not a count: it is far more than any score or count"
"""Why a number is refused that has more than :data:`LONGEST` digits (a refusal's ``reason``)."""

_LARGEST: Final = 10**LONGEST - 1
"""The largest number of :data:`LONGEST` digits."""


def whole_number(value: object, what: str, error: type[PenchantError] = ScoreEntryError, *,
                 typed: bool = True) -> int:
    """A whole number, or ``error`` refusing ``value`` (said of ``what``, :func:`_refusal`): an ``int`` (not
    ``True``) as it is, or, when ``typed`` (a player's text), ASCII digits with an optional minus sign, spaces around
    them dropped; ``"seven"``, ``"7.5"``, ``"+5"``, ``"1_0"``, ``"٣"``, ``6.0`` and ``True`` are refused (given, not
    ``typed``, text is refused too: ``"6"`` is no count a program gives), and so is any number of more than
    :data:`LONGEST` digits, typed or given.

    >>> whole_number("-3", "deal 1")
    -3
    >>> whole_number("6", "brisques", typed=False)
    Traceback (most recent call last):
    ...
    penchant.errors.ScoreEntryError: brisques: '6' is not a whole number
    >>> whole_number(10**7, "brisques")
    Traceback (most recent call last):
    ...
    penchant.errors.ScoreEntryError: brisques: 10000000 is not a count: it is far more than any score or count
    """
    if isinstance(value, int) and not isinstance(value, bool):
        if abs(value) > _LARGEST:  # quoted as a number of bits past what repr() can write
            given: object = value if value.bit_length() < 13_000 else f"a number of {value.bit_length()} bits"
            raise _refusal(error, what, given, TOO_LONG)
        return value
    digits = value.strip().removeprefix("-") if typed and isinstance(value, str) else ""
    if not (digits.isascii() and digits.isdigit()):
        raise _refusal(error, what, value, NOT_WHOLE)
    if len(digits) > LONGEST:
        raise _refusal(error, what, value, TOO_LONG)
    return int(str(value).strip())


def _refusal(error: type[PenchantError], what: str, given: object, reason: str) -> PenchantError:
    """The refusal of ``given`` as :meth:`~penchant.errors.PenchantError.refusing` words it, said of ``what`` in its
    message (``"deal 1: 'x' is not a whole number"``) and with no ``given`` part, so that a board shows the message
    whole, the deal it is of included, not the input alone."""
    refused = error.refusing(given, reason)
    return error(f"{what}: {refused}", reason=reason) if what else refused
