"""The names the marker's downloads take: portable on any system, and one game's never another's."""

from __future__ import annotations

import re
import time

__all__ = ["download_name", "game_file_name"]

_NOT_PORTABLE = re.compile(r'[<>:"/\\|?*\x00-\x1f\s]+')


def download_name(*parts: object, ext: str) -> str:
    """A file name a download may take on any system: ``penchant-Ann-Bob-3.json``.

    The parts are joined with ``-``; what Windows, macOS or Linux refuse in a name (``: / \\ ? *``
    and the like), and spaces, become ``_``.

    >>> download_name("penchant", "Ann: the 1st", "Bob/Al", 3, ext="csv")
    'penchant-Ann_the_1st-Bob_Al-3.csv'
    """
    stem = "-".join(_NOT_PORTABLE.sub("_", str(p)).strip("._") or "_" for p in parts)
    return f"{stem}.{ext}"


def game_file_name(players: tuple[str, str], game_id: int | None, created: float, *, ext: str) -> str:
    """The name a game's export takes: its players, the day and time it began, and its number, so two games
    never share one (``penchant-Ada-v-Ben-2026-12-03-1405-game-3.json``).

    >>> import time
    >>> game_file_name(("Ada", "Ben"), 3, time.mktime((2026, 12, 3, 14, 5, 0, 0, 0, -1)), ext="csv")
    'penchant-Ada-v-Ben-2026-12-03-1405-game-3.csv'
    """
    began = time.strftime("%Y-%m-%d-%H%M", time.localtime(created))
    return download_name("penchant", players[0], "v", players[1], began, f"game-{game_id}", ext=ext)
