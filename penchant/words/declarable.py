"""Why nothing is declarable, in a player's words: :func:`why_nothing_declarable` says the rule
:func:`~penchant.rules.declarable.nothing_declarable` finds stopping the last declaration, naming the cards it
concerns; :func:`completed_words` says how cards picked from the hand were read as the declaration they complete.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from penchant.english.lists import join_and
from penchant.rules.cards import CardSet
from penchant.rules.combinations import DeclaredRecord
from penchant.rules.declarable import NothingDeclarable, barred_declarations, nothing_declarable
from penchant.rules.holdings import Holdings
from penchant.rules.procedure import LOSER_PENCHANT_ONLY_WORDS, Moment
from penchant.rules.profiles import Profile
from penchant.words.cards import cards_words

__all__ = ["completed_words", "why_nothing_declarable"]

_FROM_THE_HAND: Final = "a declaration must add a card from your hand"

_SAID: Final[dict[NothingDeclarable, str]] = {
    NothingDeclarable.NO_COMBINATION: "no combination can be made of your hand and table",
    NothingDeclarable.EMPTY_HAND: f"your hand is empty, and {_FROM_THE_HAND}",
    NothingDeclarable.PENCHANT_ONLY: f"{LOSER_PENCHANT_ONLY_WORDS}; no penchant adds a card from your hand",
    NothingDeclarable.KIND_SERVED: ("every combination here reuses a card that already served in one of its kind, "
                                    "and these rules let a card serve only once in each kind"),
}


def completed_words(picked: CardSet, whole: CardSet) -> str:
    """How hand cards ``picked`` alone were read as the declaration ``whole`` they complete with cards of the table
    (:func:`~penchant.rules.declarable.meant_declaration`), as a board says it.

    >>> completed_words(CardSet("KS"), CardSet("KS KH KD"))
    'you picked only K♠, so the board added K♥ K♦ from your table'
    """
    return f"you picked only {cards_words(picked)}, so the board added {cards_words(whole - picked)} from your table"


def why_nothing_declarable(
    holdings: Holdings,
    profile: Profile | str,
    *,
    declared: Sequence[DeclaredRecord] = (),
    penchant_only: bool = False,
    moment: Moment = "declare",
) -> str | None:
    """Why no declaration is legal here, in the first rule that stops the last of them
    (:func:`~penchant.rules.declarable.nothing_declarable`), or ``None`` when one is: the hand's cards named where no
    card of it makes a combination, the barred cards named where a bar stops every one.

    >>> from penchant.rules.profiles import KANDELL
    >>> why_nothing_declarable(Holdings.parse(hand="7S 8H 9D"), KANDELL)
    'no combination can be made of your hand and table'
    >>> why_nothing_declarable(Holdings.parse(hand="KH QH 9S"), KANDELL, penchant_only=True)
    'the loser of a trick may declare only a penchant, and only when the winner declared nothing; no penchant adds \
a card from your hand'
    >>> why_nothing_declarable(Holdings.parse(hand="8C", table="QC JD"), KANDELL)[:61]
    'no card in your hand (8C) makes a combination with your other'
    >>> why_nothing_declarable(Holdings.parse(hand="9S 9H", opp_table="QD QC"), KANDELL)
    "a set on your opponent's table bars 9S 9H"
    """
    reason = nothing_declarable(holdings, profile, declared=declared, penchant_only=penchant_only, moment=moment)
    if reason is None:
        return None
    if reason is NothingDeclarable.NOTHING_FROM_THE_HAND:
        return (f"no card in your hand ({holdings.hand}) makes a combination with your other cards, in your hand "
                f"or on your table, and {_FROM_THE_HAND}")
    if reason is NothingDeclarable.BARRED:
        barred = barred_declarations(holdings, profile, declared=declared, penchant_only=penchant_only,
                                     moment=moment)
        return f"a set on your opponent's table bars {join_and(str(cs) for cs in barred)}"
    return _SAID[reason]
