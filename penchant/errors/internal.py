"""A broken invariant of the project's own making: no refusal of bad input (that is a
:class:`~penchant.errors.refusals.PenchantError`) but a bug, raised by an explicit check where an ``assert`` once stood
(``python -O`` strips asserts, and the code after one ran on with the invariant broken). Not a name of ``penchant``'s
API: nothing is meant to catch it.
"""

from __future__ import annotations

__all__ = ["BrokenInvariantError"]


class BrokenInvariantError(RuntimeError):
    """Something the code relies on does not hold (a bug): the message says what.

    >>> str(BrokenInvariantError("the deal is over: nobody is to move"))
    'the deal is over: nobody is to move'
    """
