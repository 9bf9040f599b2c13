"""The deal in a player's words: how each method deals (:func:`method_words`) and which card is the stock's top
once the hands are dealt (:func:`stock_top_words`). The deal itself (its rounds, its steps, the stock) is
:mod:`penchant.rules.dealing`'s; these words say it, refusing an unknown method in the rules' words.
"""

from __future__ import annotations

from typing import Final

from penchant.rules.dealing import deal_rounds, stock_is_the_rest
from penchant.rules.profiles import (
    DealMethod,
)
from penchant.rules.suits_and_ranks import Rank

__all__ = ["cutting_words", "method_words", "stock_top_words"]

_METHOD_WORDS: Final[dict[str, str]] = {
    "traditional": "Foster's traditional deal: one card to the pone, one to the stock, one to the dealer; "
                   "then, round after round, two to the stock, one to the pone, two to the stock, one to the "
                   "dealer. In the last round only one card goes to the stock between the two players.",
    "threes": "Three cards to the pone, three to the dealer, and again: Foster says most players preferred "
              "this. The other twenty cards become the stock.",
    "singles": "One card at a time, pone first, until each has six (Kandell). The other twenty cards become "
               "the stock.",
}


def method_words(method: DealMethod) -> str:
    """How the deal goes by ``method``, in a player's words (the rounds of :func:`deal_rounds`).

    >>> method_words("singles").split(",")[0]
    'One card at a time'
    """
    deal_rounds(method)  # an unknown method is refused in the rules' words
    return _METHOD_WORDS[method]


def stock_top_words(method: DealMethod) -> str:
    """Which card is the stock's top once the hands are dealt by ``method``
    (:func:`~penchant.rules.dealing.stock_top_first`), in a player's words: the next card of the pack, the rest laid
    down at once (:func:`~penchant.rules.dealing.stock_is_the_rest`), or the last card laid on a pile built while the
    hands are dealt.

    >>> stock_top_words("traditional")
    'the stock is built up as a pile while the hands are dealt, and the last card laid on it is its top'
    """
    if stock_is_the_rest(method):
        return "the dealer puts the rest of the pack down as the stock, and its next card is on top"
    return "the stock is built up as a pile while the hands are dealt, and the last card laid on it is its top"


def cutting_words() -> str:
    """How the cut for deal is read, in words: the ranks in the pack's order, the highest of them high
    (:func:`~penchant.rules.dealing.dealer_from_cut`), and a tie cut again (:func:`~penchant.rules.dealing.cuts_tie`).

    >>> cutting_words()
    'each player cuts; Aces are high, and if the ranks tie, both cut again'
    """
    return f"each player cuts; {max(Rank).plural} are high, and if the ranks tie, both cut again"
