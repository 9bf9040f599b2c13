"""The play of a deal in a player's words: its two parts (:func:`phase_words`), who leads the first trick
(:func:`first_lead_words`), a trick won and who leads next (:func:`trick_won_words`), the declaring turn after a trick
(:func:`declaring_turn_words`, :func:`loser_may_declare_words`), the last six tricks beginning
(:func:`last_six_begin_words`, :func:`tables_back_in_hands`) and the follower's obligation in them
(:data:`LAST_SIX_FOLLOWING`, in the rules' one wording, :func:`~penchant.rules.tricks.last_six_duty_words`) and
why the second card of a trick took it or did not (:func:`followed_words`, from
:func:`~penchant.rules.tricks.how_followed`). Which cards he may play is :mod:`penchant.rules.tricks`'
(:func:`~penchant.rules.tricks.last_six_follows`); a card refused says why in the
refusal's own words there (:func:`~penchant.rules.tricks.last_six_refusal`).
"""

from __future__ import annotations

from typing import Final

from penchant.english.grammar import verb_form
from penchant.english.numbers import number_words
from penchant.rules.cards import Card
from penchant.rules.dealing import FIRST_TEN_TRICKS, LAST_SIX_TRICKS
from penchant.rules.procedure import may_declare
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import how_followed, last_six_duty_words

__all__ = [
    "declaring_turn_words", "first_lead_words", "followed_words", "last_six_begin_words", "LAST_SIX_FOLLOWING",
    "loser_may_declare_words", "phase_words", "tables_back_in_hands", "trick_won_words",
]


LAST_SIX_FOLLOWING: Final = f"the follower must {last_six_duty_words(Suit.SPADES)}"
"""The obligation of the last six tricks as a player is told it of a deal with a trump (whichever suit: the words
are :func:`~penchant.rules.tricks.last_six_duty_words`', the one wording, which the refusal of a card applies)."""


def tables_back_in_hands() -> str:
    """Why no card is played from a table in the last six tricks, in words (:func:`~penchant.rules.procedure.\
hands_at_last_six`: each table is taken back into its hand).

    >>> tables_back_in_hands()
    'in the last six tricks the tables are back in the hands'
    """
    return "in the last six tricks the tables are back in the hands"


def last_six_begin_words() -> str:
    """What happens when the stock runs out, in words (:func:`~penchant.rules.procedure.hands_at_last_six`: the
    first ten tricks played, each table taken back into its hand; :func:`~penchant.rules.procedure.\
declaration_may_follow`: nothing declared in the last six).

    >>> last_six_begin_words()
    'the stock is out: both tables go back into the hands; the last six tricks begin, with no declarations'
    """
    return "the stock is out: both tables go back into the hands; the last six tricks begin, with no declarations"


def first_lead_words() -> str:
    """Who leads the first trick, in words: no card is turned for trump, and the pone leads
    (:func:`~penchant.rules.procedure.next_leader` with no trick won yet).

    >>> first_lead_words()
    'no trump is turned: the pone leads the first trick'
    """
    return "no trump is turned: the pone leads the first trick"


def phase_words(*, last_six: bool) -> str:
    """The part of the deal being played, in words: the first ten tricks (the stock in play, the tables kept) or
    the last six (:data:`~penchant.rules.dealing.FIRST_TEN_TRICKS`, :data:`~penchant.rules.dealing.LAST_SIX_TRICKS`).

    >>> phase_words(last_six=False), phase_words(last_six=True)
    ('the first ten tricks', 'the last six tricks')
    """
    if last_six:
        return f"the last {number_words(LAST_SIX_TRICKS)} tricks"
    return f"the first {number_words(FIRST_TEN_TRICKS)} tricks"


def trick_won_words(who: str, trick: int, *, last: bool = False) -> str:
    """What follows ``who`` winning trick ``trick``, in words (the predicate alone, agreeing with ``who``, for a
    view that sets the name apart): the winner leads the next trick (:func:`~penchant.rules.procedure.next_leader`),
    unless it was the deal's last.

    >>> trick_won_words("You", 4), trick_won_words("Ada", 10), trick_won_words("You", 16, last=True)
    ('won trick 4 and lead trick 5', 'won trick 10 and leads trick 11', 'won trick 16, the last')
    """
    if last:
        return f"won trick {trick}, the last"
    return f"won trick {trick} and {verb_form(who, 'lead')} trick {trick + 1}"


def loser_may_declare_words() -> str:
    """What the trick's loser may then declare, in words (the predicate alone, for a badge or after a name), when
    its winner declared nothing (:func:`~penchant.rules.procedure.may_declare`: a penchant only).

    >>> loser_may_declare_words()
    'may declare a penchant'
    """
    may = may_declare(won_trick=False, winner_declared=False)
    return f"may declare {'a penchant' if may == 'penchant' else 'a combination'}"


def declaring_turn_words(*, won_trick: bool, winner_declared: bool = False) -> str:
    """The moment after a trick as a position tells it to the player about to declare, the one wording of the
    boards' badge and the puzzles' lines (what the rules then let him declare,
    :func:`~penchant.rules.procedure.may_declare`, is the puzzle's to ask, not said here).

    >>> declaring_turn_words(won_trick=False)
    'you lost the trick, and your opponent declared nothing'
    """
    if won_trick:
        return "you won the trick"
    return f"you lost the trick, and your opponent declared {'a combination' if winner_declared else 'nothing'}"


def followed_words(lead: Card, follow: Card, trump: int | None) -> str:
    """Why ``follow``, played second to ``lead``, took the trick or did not, in a player's words: the rules'
    :func:`~penchant.rules.tricks.how_followed` said (a trump to another suit's lead wins; in the suit led the higher
    card wins; any other card never wins). ``trump`` is a suit number or ``None``.

    >>> q, eight, ace, seven = (Card.parse(c) for c in ("QS", "8C", "AH", "7S"))
    >>> followed_words(q, eight, Suit.CLUBS)
    'clubs are trump, and a trump played to a lead of another suit wins the trick'
    >>> followed_words(q, seven, Suit.CLUBS)
    'the 7♠ is a lower spade than the Q♠, and in the suit led the higher card wins'
    >>> followed_words(q, ace, Suit.CLUBS)
    'the A♥ is neither a spade nor a trump, and a card of a third suit never wins, however high'
    >>> followed_words(Card.parse("9C"), ace, Suit.CLUBS)
    'the A♥ is no trump, and a trump led is beaten only by a higher trump'
    >>> followed_words(q, ace, None)
    'the A♥ is not a spade, and with no trump a card of another suit never wins'
    """
    how = how_followed(lead, follow, trump)
    suit = lead.suit.singular
    if how == "trump in":
        return f"{Suit(follow.suit).plural} are trump, and a trump played to a lead of another suit wins the trick"
    if how in ("higher", "lower"):
        return (f"the {follow.unicode} is a {how} {suit} than the {lead.unicode}, and in the suit led the higher "
                "card wins")
    if trump is None:
        return f"the {follow.unicode} is not a {suit}, and with no trump a card of another suit never wins"
    if lead.suit == trump:
        return f"the {follow.unicode} is no trump, and a trump led is beaten only by a higher trump"
    return (f"the {follow.unicode} is neither a {suit} nor a trump, and a card of a third suit never wins, "
            "however high")
