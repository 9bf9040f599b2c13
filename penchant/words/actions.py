"""A move in a player's words (:func:`action_words`): its cards in symbols, its verb agreeing with who makes it,
done, or bare as a choice in a list.

    >>> action_words("play 9H")
    'plays 9♥'
    >>> action_words("declare QS JH", "you")
    'you declare Q♠ J♥ (penchant)'
    >>> action_words("pass", "Ada")
    'Ada passes'
"""

from __future__ import annotations

from penchant.english.grammar import verb
from penchant.rules.cards import CardSet
from penchant.words.cards import cards_words, in_words
from penchant.words.kinds import kind_words

__all__ = ["action_words"]


def action_words(action: object, who: str = "", past: bool = False, bare: bool = False) -> str:
    """An action (``Play``/``Declare``/``Pass`` or its notation) in words: ``'plays 9♥'``,
    ``'declares Q♠ J♥ (penchant)'``, ``'passes'``; with ``who``, the subject agreeing
    (``'you play 9♥'``); ``past`` for what was done (``'You played 9♥'``); ``bare`` for a list of
    choices (``'play 9♥'``, ``'pass'``). Text that is not an action is returned in words as it is.

    >>> action_words("declare KH QH", "You", past=True)
    'You declared Q♥ K♥ (marriage)'
    >>> action_words("play TS", bare=True)
    'play 10♠'
    """
    text = " ".join(str(action).split())
    head, _, rest = text.partition(" ")
    head = head.lower()
    if head == "play" and rest:
        what = f"play {cards_words(rest)}"
    elif head == "declare" and rest:
        from penchant.rules.combinations import classify  # on use: every page's style imports these words

        cards = CardSet(rest)
        kind = classify(cards)
        what = f"declare {cards_words(cards)}" + (f" ({kind_words(kind)})" if kind is not None else "")
    elif head == "pass" and not rest:
        what = "pass"
    else:
        return in_words(text)
    base, _, tail = what.partition(" ")
    if bare:
        return what
    if past:
        said = f"{who} {base}{'ed' if base == 'pass' else 'd' if base.endswith('e') else 'ed'}".strip()
    else:
        said = verb(who, base) if who else verb("", base).strip()
    return f"{said} {tail}".rstrip()
