"""Chapter 4's trick to trump: a position of a dealt game in the first ten tricks, trump set by a penchant, your
opponent's lead of a plain suit to answer, and what each card you may play does to the trick, as the engine plays it.

:func:`trumping_position` deals the chapter's deal (seed 312, Kandell's rules, you dealing) and plays its line
(:data:`TRUMPING_LINE`: your opponent's winning penchant makes clubs trump in trick 2, and he leads to trick 4);
:func:`try_card` plays one of your cards to the lead on a copy and reads the trick the engine completed
(:class:`TrickTried`: the winner is the engine's, never worked out here); :func:`question_words` and
:func:`tried_words` are the board's words, the reason from :func:`~penchant.words.tricks.followed_words`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from penchant.errors import IllegalPlayError, InvalidSettingError
from penchant.errors.internal import BrokenInvariantError
from penchant.lessons.deals import checked_line
from penchant.play.dealing import new_deal
from penchant.play.moves import Play, Stage
from penchant.play.state import DealState
from penchant.rules.cards import Card
from penchant.rules.profiles import KANDELL
from penchant.words.tricks import followed_words

__all__ = ["TRUMPING_LINE", "TrickTried", "question_words", "tried_words", "trumping_position", "try_card"]

TRUMPING_LINE: Final = ("play 9S", "play 8D", "declare JD JC", "play 7C", "play 9D", "declare QH JC", "play JD",
                        "play 7H", "declare QS QH QC", "play QS")
"""Chapter 4's deal to its trick, as the engine's greedy player played both seats: your opponent wins the first three
tricks, his penchant Q♥ J♣ after the second makes clubs trump, and he leads the Q♠ from his table to the fourth."""


def trumping_position() -> DealState:
    """Chapter 4's deal (seed 312, Kandell's rules, you dealing) played to its trick: your opponent has led to trick
    4, trump is set, and you are to play to the lead (any card of your hand or table: the first ten tricks)."""
    deal = new_deal(KANDELL, 312, dealer=0)
    for action in checked_line(deal, TRUMPING_LINE):
        deal.apply(action)
    return deal


@dataclass(frozen=True, slots=True)
class TrickTried:
    """One of your cards played to the lead, as the engine completed the trick: who won it and with what."""

    lead: Card
    follow: Card
    winner: int
    """The trick's winner as the engine decided it (the player to follow is the one asked: 0 in the chapter)."""
    follower: int
    trump: int | None

    @property
    def won(self) -> bool:
        """Whether the card tried took the trick."""
        return self.winner == self.follower


def try_card(position: DealState, card: Card | str) -> TrickTried:
    """Play ``card`` to the lead of ``position`` (which is not moved) and read the trick the engine completed. A
    position with no lead to answer, or a card the rules do not allow there, is refused, typed, quoting it."""
    if position.stage is not Stage.FOLLOW or position.lead is None:
        raise IllegalPlayError.refusing(str(card), "there is no lead to play to in this position")
    follower = position.to_move
    state = position.clone()
    state.apply(Play(card if isinstance(card, Card) else Card.parse(card)))
    trick = state.last_transition.trick
    if trick is None:
        raise BrokenInvariantError("a card played to a lead completed no trick")
    return TrickTried(trick.lead, trick.follow, trick.winner, follower, position.trump)


def question_words(position: DealState) -> str:
    """What the board asks: the lead to answer, and the question (never the card that wins)."""
    lead = position.lead
    if lead is None:
        raise InvalidSettingError.refusing(str(position.stage.value), "there is no lead to play to in this position")
    return (f"Your opponent has led the {lead.unicode}. Which of your cards wins this trick? Pick one: the board "
            "plays it and says who takes the trick.")


def tried_words(tried: TrickTried) -> str:
    """What a card tried did, in a player's words: which card took the trick, and why
    (:func:`~penchant.words.tricks.followed_words`); a card that lost asks for another, naming none.

    >>> tried = try_card(trumping_position(), "7S")
    >>> tried.won, tried_words(tried)
    (False, "Your opponent's Q♠ takes the trick: the 7♠ is a lower spade than the Q♠, and in the suit led the \
higher card wins. Try another card.")
    """
    why = followed_words(tried.lead, tried.follow, tried.trump)
    if tried.won:
        return f"Your {tried.follow.unicode} takes the trick: {why}."
    return f"Your opponent's {tried.lead.unicode} takes the trick: {why}. Try another card."
