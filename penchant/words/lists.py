"""A list in a player's words, said once: "A♥, 10♥ or 7♥" (:func:`join_or`), "wins the trick, keeps the Ace
and scores" (:func:`join_and`). The one home of the two joins (they were kept with the numbers, and offered by
:mod:`penchant.rules.words` too); import them from here.

English, not a rule: a leaf module (it imports nothing of the engine), so the rules' own explanations can use it
as well as the puzzles and the widgets.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["join_and", "join_or"]


def join_or(items: Iterable[str], empty: str = "nothing") -> str:
    """Choices as a player lists them: ``'A♥'``, ``'A♥ or 10♥'``, ``'A♥, 10♥ or 7♥'`` (``empty`` for none);
    each said once.

    >>> join_or(["A♥", "10♥", "7♥"]), join_or([])
    ('A♥, 10♥ or 7♥', 'nothing')
    """
    return _listed(items, "or", empty)


def join_and(items: Iterable[str], empty: str = "") -> str:
    """Facts or parts as a player lists them: ``'wins the trick, keeps the Ace and scores'`` (``empty`` for
    none); each said once, in the order first given.

    >>> join_and(["wins the trick", "keeps the Ace", "wins the trick"]), join_and(["marriages"])
    ('wins the trick and keeps the Ace', 'marriages')
    """
    return _listed(items, "and", empty)


def _listed(items: Iterable[str], last: str, empty: str) -> str:
    said = list(dict.fromkeys(items))
    if not said:
        return empty
    if len(said) == 1:
        return said[0]
    return ", ".join(said[:-1]) + f" {last} " + said[-1]
