"""A player's cards in a player's words: which tables are full (:func:`full_tables_words`). What a table and a hand
may hold is :mod:`penchant.rules.holdings`'; these words say it.
"""

from __future__ import annotations

from collections.abc import Sequence

from penchant.english.grammar import capitalised, possessive, verb_form
from penchant.english.lists import join_and
from penchant.english.numbers import number_words
from penchant.rules.cards import CardsLike
from penchant.rules.dealing import TABLE_LIMIT
from penchant.rules.holdings import table_full

__all__ = ["full_tables_words"]


def full_tables_words(tables: Sequence[tuple[str, CardsLike]]) -> str | None:
    """Which of these tables, each ``(whose name, its cards)``, are full (:func:`table_full`), said as the rule:
    "Your table holds ... cards, as many as a table can hold"; ``None`` when none is.

    >>> full_tables_words([("You", "JS"), ("Opponent", "")]) is None
    True
    """
    whose = [f"{capitalised(possessive(name))} table" for name, cards in tables if table_full(cards)]
    if not whose:
        return None
    return (f"{join_and(whose)} {verb_form(len(whose), 'hold')} {number_words(TABLE_LIMIT)} cards, as many as a "
            "table can hold")
