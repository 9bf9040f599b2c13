"""When a game was played, as the marker's players say it ("12 min ago", "3 h ago", "Thu 3 Dec")."""

from __future__ import annotations

import time

__all__ = ["when_said"]


def when_said(stamp: float, now: float) -> str:
    """When a game was last played, as a player says it: ``just now``, ``12 min ago``, ``3 h ago``, then the
    day (``Thu 3 Dec``, with the year when it is not this one). The hours before a day are counted, not read
    off a clock: a browser's kernel (the static site) knows no time zone, and "3 h ago" is right in any.

    >>> import time
    >>> now = time.mktime((2026, 12, 4, 14, 0, 0, 0, 0, -1))
    >>> [when_said(now - s, now) for s in (20, 12 * 60, 3 * 3600)]
    ['just now', '12 min ago', '3 h ago']
    >>> day = lambda *ymd: time.mktime((*ymd, 9, 0, 0, 0, 0, -1))
    >>> when_said(day(2026, 12, 1), now), when_said(day(2025, 6, 1), now)
    ('Tue 1 Dec', 'Sun 1 Jun 2025')
    """
    ago = max(0.0, now - stamp)
    if ago < 60:
        return "just now"
    if ago < 3600:
        return f"{int(ago // 60)} min ago"
    if ago < 18 * 3600:
        return f"{int(ago // 3600)} h ago"
    then, today = time.localtime(stamp), time.localtime(now)
    day = f"{time.strftime('%a', then)} {then.tm_mday} {time.strftime('%b', then)}"
    return day if then.tm_year == today.tm_year else f"{day} {then.tm_year}"
