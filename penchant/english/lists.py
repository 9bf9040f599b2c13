"""A list in a player's words, said once: "A♥, 10♥ or 7♥" (:func:`join_or`), "wins the trick, keeps the Ace
and scores" (:func:`join_and`). The one home of the two joins; import them from here.

English, not a rule: a leaf module (it imports nothing of the engine), so the rules' own explanations can use it
as well as the puzzles and the widgets.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["join_and", "join_and_apart", "join_options", "join_or", "join_or_apart"]


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


def join_and_apart(items: Iterable[str], empty: str = "") -> str:
    """Parts with commas of their own, listed: set apart by semicolons, the last with "and" (``join_and`` would
    run them together: "pair, then triplet, marriage, then clan and ..."); each said once, in the order first
    given.

    >>> join_and_apart(["pair, then triplet", "marriage, then clan", "triplet, then quadruplet"])
    'pair, then triplet; marriage, then clan; and triplet, then quadruplet'
    >>> join_and_apart(["pair, then triplet", "family, then clan"]), join_and_apart(["pair, then triplet"])
    ('pair, then triplet; and family, then clan', 'pair, then triplet')
    """
    return _apart(items, "and", empty)


def join_or_apart(items: Iterable[str], empty: str = "nothing") -> str:
    """Alternatives with commas of their own, listed as :func:`join_and_apart` lists parts, the last with "or".

    >>> join_or_apart(["A♠ A♥ (pair), scoring 1", "K♠ K♥ (pair), scoring 1"])
    'A♠ A♥ (pair), scoring 1; or K♠ K♥ (pair), scoring 1'
    """
    return _apart(items, "or", empty)


def _apart(items: Iterable[str], last: str, empty: str) -> str:
    said = list(dict.fromkeys(items))
    if len(said) < 2:
        return said[0] if said else empty
    return "; ".join(said[:-1]) + f"; {last} " + said[-1]


def join_options(items: Iterable[str], empty: str = "nothing") -> str:
    """Moves a player chooses between, each read as its own option: ``'A♥ or 10♥'`` for cards, but phrases
    that run into one another ("declaring the pair Q♥ Q♣, passing and declaring the marriage Q♥ K♥" would read as two
    options, the second "passing and declaring") are set apart by semicolons; two are, when one has its own
    "and", "or" or comma.

    >>> join_options(["declaring the pair Q♥ Q♣", "passing", "declaring the marriage Q♥ K♥"])
    'declaring the pair Q♥ Q♣; passing; or declaring the marriage Q♥ K♥'
    >>> join_options(["playing A♥", "passing"]), join_options(["A♥", "10♥", "7♥"])
    ('playing A♥ or passing', 'A♥, 10♥ or 7♥')
    """
    said = list(dict.fromkeys(items))
    phrases = any(" " in i for i in said)
    joined = any(w in i for i in said for w in (" and ", " or ", ","))
    if (len(said) > 2 and (phrases or joined)) or (len(said) == 2 and joined):
        return "; ".join(said[:-1]) + "; or " + said[-1]
    return _listed(said, "or", empty)


def _listed(items: Iterable[str], last: str, empty: str) -> str:
    said = list(dict.fromkeys(items))
    if not said:
        return empty
    if len(said) == 1:
        return said[0]
    return ", ".join(said[:-1]) + f" {last} " + said[-1]
