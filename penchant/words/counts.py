"""The game's counts as a board says them: the cards left in the stock and the moves of a deal's log, in
figures at every count, so that a count going down (the stock) or up (the log) reads one way from first to last, and
"8 cards" is never read as Eights; and a share of deals as chapter 9 says it (:func:`deals_share`)."""

from __future__ import annotations

from penchant.english.numbers import count_words, whole_percent

__all__ = ["deals_share", "move_count_words", "stock_count_words"]


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


def deals_share(share: float) -> tuple[str, str]:
    """A share of deals as a player says it, and what is said beside it: ``("about 6 deals in 100", "")``, every
    share in hundreds, so that two shares side by side compare at a glance ("1 in 16" beside "1 in 8" asked the reader
    which was more, and a table that said some shares as "1 in N" and others in hundreds mixed two ways); "never in
    these deals" at 0 and "every deal" at 1 (a share outside 0..1 is the caller's to refuse); under 1%, fewer than
    one in a hundred, said as "1 in N" beside "(under 1%)". Chapter 9's tables and its questions' answers say a share
    in these words, one figure.

    >>> deals_share(0.0616), deals_share(0.13455), deals_share(0.24), deals_share(0.004)
    (('about 6 deals in 100', ''), ('about 13 deals in 100', ''), ('about 24 deals in 100', ''), \
('about 1 deal in 250', '(under 1%)'))
    """
    if share <= 0:
        return "never in these deals", "(0%)"
    if share >= 1:
        return "every deal", "(100%)"
    pct = whole_percent(share)
    if pct == 0:  # fewer than one in a hundred: said as one in so many
        return f"about 1 deal in {round(1 / share)}", "(under 1%)"
    return f"about {count_words(pct, 'deal', digits=True)} in 100", ""
