"""How long a run of the coach's work over a deal's decisions may still take, said while it runs (a review of some
twenty decisions takes long enough that a bare count, "Reviewing your decision 7 of 23", leaves the reader
wondering). Estimated from the decisions done so far, once a few are done."""

from __future__ import annotations

from typing import Final

__all__ = ["ESTIMATE_AFTER", "time_left_words"]

ESTIMATE_AFTER: Final = 3
"""Decisions done before any estimate is said: the first ones alone say too little of the rest."""


def time_left_words(elapsed: float, done: int, total: int) -> str:
    """What is left of a run of ``total`` decisions, ``done`` of them done in ``elapsed`` seconds, in words: the
    rest at the pace so far, rounded up to 5 seconds, or to the minute past 90 seconds (``""`` before
    :data:`ESTIMATE_AFTER` decisions are done, when all are, or when the rest is a few seconds).

    >>> time_left_words(6.0, 3, 23), time_left_words(6.0, 2, 23), time_left_words(6.0, 23, 23)
    ('about 40 seconds left', '', '')
    >>> time_left_words(30.0, 5, 23), time_left_words(1.0, 5, 6)
    ('about 2 minutes left', '')
    """
    if done < ESTIMATE_AFTER or done >= total or elapsed <= 0:
        return ""
    left = elapsed / done * (total - done)
    if left < 5:
        return ""
    if left <= 90:
        return f"about {5 * -(-int(left) // 5)} seconds left"
    minutes = -(-int(left) // 60)
    return f"about {minutes} minutes left"
