"""A review's sentences for its reader: what is said when nothing was marked or no puzzle came of the marked
decisions (:func:`nothing_to_learn`, :func:`no_puzzle_words`, :func:`learnt_words`), the headings beside a better move
(:data:`BETTER_AS_PUZZLE` and its kin), the note on estimates (:data:`ESTIMATES`), a review with every decision good
(:data:`ALL_THE_COACHS`, :data:`ALL_OFFERED`) and a decision's position as a player recalls it
(:func:`position_words`). The review itself is :mod:`penchant.coaching.review`'s; running one
:mod:`penchant.coaching.reviewing`'s.
"""

from __future__ import annotations

from typing import Final

from penchant.english.grammar import verb_form
from penchant.english.numbers import count_words
from penchant.judgement.verdicts import (
    marked_words,
)
from penchant.play.moves import Action, Stage
from penchant.play.view import PlayerView
from penchant.rules.suits_and_ranks import Suit
from penchant.words.actions import action_words
from penchant.words.cards import card_words, cards_words
from penchant.words.trump import trump_words

__all__ = ["ALL_OFFERED", "ALL_THE_COACHS", "BETTER_AS_PUZZLE", "BETTER_MAY_BE_PUZZLE", "BETTER_NO_PUZZLE",
           "ESTIMATES", "LEARN_TIP", "NO_PUZZLE_CAME", "WHY_NO_PUZZLE", "learnt_words", "no_puzzle_words",
           "nothing_to_learn", "position_words"]

LEARN_TIP: Final = "your marked decisions, as puzzles"
"""The title of *Learn from your mistakes* while it has something to make puzzles of (or before the review)."""


def nothing_to_learn(whose: str = "yours", span: str = "deal") -> str:
    """The title of *Learn from your mistakes* greyed out, once the review marks no decision of ``whose`` (a player's
    name, or ``"yours"``) in this ``span`` (``"deal"`` on the play board, ``"game"`` on the analysis board): said
    here, so that the two boards say it alike.

    >>> nothing_to_learn("strong", "game")
    'Nothing to learn here: the review marked no inaccuracy, mistake or blunder of strong in this game'
    """
    return f"Nothing to learn here: the review marked no {marked_words()} of {whose} in this {span}"


ESTIMATES: Final = ("Losses in the first ten tricks are estimates: the coach cannot see his cards, so it played each "
                     "position out many times with them dealt at random, as for the hint you got.")
"""Said under a review that marks decisions of the first ten tricks, what a player needs of its figures: that they are
estimates, and why, not the tool's workings: how the coach judges is the computer players' page's."""


BETTER_MAY_BE_PUZZLE: Final = ("The better move (Learn from your mistakes may make a puzzle of this decision: "
                               "try that first)")
"""The fold over a marked decision's better move before *Learn from your mistakes* has run: it makes puzzles only of
the decisions a longer look confirms, so the fold says one *may* come, never promises one (a review said "try it
as a puzzle first" over six decisions and four became puzzles)."""


BETTER_AS_PUZZLE: Final = "The better move (try it as a puzzle first: Learn from your mistakes)"
"""The fold over a marked decision's better move once *Learn from your mistakes* made a puzzle of it."""


BETTER_NO_PUZZLE: Final = "The better move (no puzzle was made of this decision)"
"""The fold over a marked decision's better move once *Learn from your mistakes* made no puzzle of it: "try it as a
puzzle first" is said only while a puzzle may still come of it."""


NO_PUZZLE_CAME: Final = "No puzzle came of your marked decisions"
"""What *Learn from your mistakes* says when its run made no puzzle (the why waits in a fold,
:data:`WHY_NO_PUZZLE`)."""


WHY_NO_PUZZLE: Final = "Why none became a puzzle"
"""The fold's summary over why a run made no puzzle, in the run's own words."""


def no_puzzle_words(marked: int, whose: str = "yours") -> str:
    """What the board says when *Learn from your mistakes* made no puzzle of ``whose`` ``marked`` decisions: that
    there was none to replay, or :data:`NO_PUZZLE_CAME` (the run's why, where it gives one, folded under it). The
    play board wrote these sentences itself.

    >>> no_puzzle_words(0)
    'No inaccuracy, mistake or blunder of yours to replay as a puzzle.'
    >>> no_puzzle_words(2)
    'No puzzle came of your marked decisions.'
    """
    if not marked:
        return f"No {marked_words()} of {whose} to replay as a puzzle."
    return f"{NO_PUZZLE_CAME}."


def learnt_words(made: int, why_not: str = "") -> str:
    """The title of *Learn from your mistakes* greyed out once it has run for this review: where its ``made`` puzzles
    are, or (none made) why, in the run's own ``why_not`` sentence, else :data:`NO_PUZZLE_CAME`. Pressed again it
    would redo the same long judging for nothing; a run's own ``why_not`` replaces the default sentence, so one thing
    is never said twice.

    >>> learnt_words(2)
    'Your two puzzles are below the review, made once per deal'
    >>> learnt_words(0)
    'No puzzle came of your marked decisions.'
    >>> learnt_words(0, "None of your marked decisions of the first ten tricks became a puzzle.")
    'None of your marked decisions of the first ten tricks became a puzzle.'
    """
    if made:
        return f"Your {count_words(made, 'puzzle')} {verb_form(made, 'be')} below the review, made once per deal"
    return why_not or f"{NO_PUZZLE_CAME}."


ALL_THE_COACHS: Final = "every decision of yours was the move the coach would have made"


ALL_OFFERED: Final = "every decision of yours was the coach's own move or one it said will do"


def position_words(view: PlayerView, taken: Action) -> str:
    """A decision's position as a player recalls it: your hand, what lies on the tables, the trump, the card he led
    (or that you were to lead, or to declare), and what you did. ``"Your hand: 8♦ 9♠ 7♣ 10♣; on your table: Q♥ K♥;
    no trump yet. You were to lead. You played 8♦."``"""
    held = [f"Your hand: {cards_words(view.hand)}"]
    if view.table:
        held.append(f"on your table: {cards_words(view.table)}")
    if view.opp_table:
        held.append(f"on his table: {cards_words(view.opp_table)}")
    if view.opp_hand is not None:
        held.append(f"his hand: {cards_words(view.opp_hand)}")
    # with no trump, as the board's badge says it (:func:`~penchant.words.trump.trump_words`): in the last six tricks
    # no trump can still come, and "no trump yet" would say one could
    held.append(f"trumps: {Suit(view.trump).plural}" if view.trump is not None
                else trump_words(None, settled=view.trump_settled))
    if view.stage is Stage.FOLLOW and view.lead is not None:
        turn = f"He led {card_words(view.lead)}."
    elif view.stage is Stage.LEAD:
        turn = "You were to lead."
    else:
        turn = "Your turn to declare or pass."
    return f"{'; '.join(held)}. {turn} {action_words(taken, 'You', past=True)}."
