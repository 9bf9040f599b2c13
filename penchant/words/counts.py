"""The game's running counts as a board says them: the cards left in the stock and the moves of a deal's log, in
figures at every count, so that a count going down (the stock) or up (the log) reads one way from first to last, and
"8 cards" is never read as Eights."""

from __future__ import annotations

from penchant.english.numbers import count_words

__all__ = ["move_count_words", "stock_count_words"]


def stock_count_words(n: int) -> str:
    """The cards in the stock as a board's counter says them: in figures at every count it holds, "no cards" once
    it is empty.

    >>> stock_count_words(20), stock_count_words(8), stock_count_words(1), stock_count_words(0)
    ('20 cards', '8 cards', '1 card', 'no cards')
    """
    return "no cards" if n == 0 else count_words(n, "card", digits=True)


def move_count_words(n: int) -> str:
    """A deal's moves as its log counts them: in figures at every count, as the stock's cards are
    (:func:`stock_count_words`), one way from the first move to the last.

    >>> move_count_words(1), move_count_words(11), move_count_words(14)
    ('1 move', '11 moves', '14 moves')
    """
    return count_words(n, "move", digits=True)
