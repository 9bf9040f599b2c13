"""What the marker remembers between games: recent players' names and the last game's settings.

Both stores (the SQLite one and the JSON-lines file one) keep the same two settings; this is their one home.
"""

from __future__ import annotations

from typing import Any

from penchant.rules.profiles import Profile

RECENT_NAMES_KEPT = 12
"""How many recent players' names the marker keeps to offer again."""


def remembered_settings(recent: object, players: tuple[str, str], profile: Profile,
                        first_dealer: int) -> dict[str, Any]:
    """The ``recent_names`` and ``last_game`` settings after a game between ``players`` is started.

    ``recent`` is the stored list of names (anything else is taken as none); the new game's players come
    first, then the earlier names not among them, at most ``RECENT_NAMES_KEPT`` in all.

    >>> from penchant.rules.profiles import DEFAULT_PROFILE
    >>> remembered_settings(["Bo", "Al", 3], ("Al", "Cy"), DEFAULT_PROFILE, 0)["recent_names"]
    ['Al', 'Cy', 'Bo']
    """
    earlier = recent if isinstance(recent, list) else []
    names = [*players, *[n for n in earlier if isinstance(n, str) and n not in players]][:RECENT_NAMES_KEPT]
    last = {"players": list(players), "rules": profile.to_json(), "first_dealer": first_dealer}
    return {"recent_names": names, "last_game": last}
