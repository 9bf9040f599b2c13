"""An end-game board's verdict on a best card, in a player's words: best from the position the learner's own cards
left. After a slip the praise says so ("From here, after your A♦, A♣ is a best card ..."), so a best card after a slip
never reads as praise for what the slip lost."""

from __future__ import annotations

from collections.abc import Sequence

from penchant.english.lists import join_and
from penchant.english.numbers import count_words
from penchant.rules.cards import Card
from penchant.words.cards import card_words

__all__ = ["best_card_words", "best_value_words", "fewer_than_best_words", "replies_words", "trick_ahead_words"]


def _names(cards: Sequence[Card]) -> str:
    return join_and(card_words(c) for c in cards)


def _from_here(card: Card, slipped: Sequence[Card]) -> str:
    """``"A♣"``, or after slips ``"From here, after your A♦, A♣"``."""
    if not slipped:
        return card_words(card)
    return f"From here, after your {_names(slipped)}, {card_words(card)}"


def _already(slipped: Sequence[Card], lost: int) -> str:
    """What the slips gave away, which no card now wins back: ``" (your A♦ already cost one brisque)"``."""
    if not slipped or lost < 1:
        return ""
    return f" (your {_names(slipped)} already cost {count_words(lost, 'brisque')})"


def best_card_words(card: Card, slipped: Sequence[Card] = (), lost: int = 0) -> str:
    """A best card's verdict: nothing takes more brisques from here. ``slipped``: the learner's earlier wrong cards
    of this run, in order, which the verdict names first; ``lost``: the brisques they gave away between them.

    >>> best_card_words(Card.parse("AC"))
    'A♣ is a best card: no other card takes more brisques from here.'
    >>> best_card_words(Card.parse("AC"), [Card.parse("AD")], 1).split(": ")
    ['From here, after your A♦, A♣ is a best card', 'no other card takes more brisques now (your A♦ already cost one \
brisque).']
    """
    return (f"{_from_here(card, slipped)} is a best card: no other card takes more brisques "
            f"{'now' if slipped else 'from here'}{_already(slipped, lost)}.")


def best_value_words(card: Card, value: str, slipped: Sequence[Card] = ()) -> str:
    """A best card's verdict when a game is at stake: ``value`` is what best play makes of the game from here
    (``"you win the game, worth 1 to you"``); after slips, from the position they left."""
    return f"{_from_here(card, slipped)} keeps the game's best value: {value}."


def fewer_than_best_words(lost: int, digits: bool = False) -> str:
    """What a card that is not best costs, said against the best card: ``"takes one brisque fewer than the best
    card"``. "It loses one brisque" read beside the trick list's "you win the trick and one brisque" as a brisque
    lost in that trick, when it is one fewer than the best card takes in the tricks to come."""
    return f"takes {count_words(lost, 'brisque', digits=digits)} fewer than the best card"


def replies_words(replies: Sequence[tuple[Card, bool]]) -> str:
    """The opponent's cards after yours, each ``(card, led)`` (``led``: he led it to a new trick), in the order
    played: ``"Your opponent plays J♥, then leads Q♠."`` or ``"Your opponent then leads Q♠."``, so that a card he
    leads to the next trick is not taken for his card of the trick just played ("Your opponent plays Q♠")."""
    said = [f"{'leads' if led else 'plays'} {card_words(card)}" for card, led in replies]
    if not said:
        return ""
    first, rest = said[0], said[1:]
    if replies[0][1]:
        first = f"then {first}"
    return "Your opponent " + ", then ".join([first, *rest]) + "."


def trick_ahead_words(ahead: int, number: int) -> str:
    """The trick ``ahead`` tricks after the one about to be played, deal trick ``number``, in words that leave no
    doubt whether the trick in hand counts (as "the second trick from now" does): named by its place and by the
    number the board shows.

    >>> [trick_ahead_words(i, 11 + i) for i in range(3)]
    ['this trick', 'the next trick (trick 12)', 'the trick after next (trick 13)']
    >>> trick_ahead_words(3, 14)
    'trick 14, three tricks after this one'
    """
    if ahead == 0:
        return "this trick"
    if ahead == 1:
        return f"the next trick (trick {number})"
    if ahead == 2:
        return f"the trick after next (trick {number})"
    return f"trick {number}, {count_words(ahead, 'trick')} after this one"
