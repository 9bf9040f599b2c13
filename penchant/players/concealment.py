"""What keeping cards hidden is worth: play-outs in which the opponent is shown some of a player's hand.

In the first ten tricks a player's hand is hidden: his opponent sees only what
is played and what is declared. The strong and master players' play-outs (and
the coach's) play both sides by the rules of thumb from what each *sees*
(:func:`~penchant.players.mask_knowledge.knowledge_from_state`), so a hidden card is
live to the opponent: he may keep cards waiting for it, or lead into it. Here
the same play-outs are played again with the opponent *shown* cards of the
player's hand (``shown``; ``None``: all of it, the open-cards judgement in
which everything is face up to him), and the difference is what keeping them
hidden is worth in that sampled deal.

A card the player plays or declares is shown by the action itself
(:func:`shown_by`): between two actions, the cards one shows and the other keeps
hidden are where concealment can tell them apart.

The coach (:class:`penchant.coaching.analysis.CoachAnalysis`) asks this of its
sampled deals where it played them out by rules of thumb (the searched last
tricks and the last six are judged with open cards: nothing is hidden there).
Where the open-cards judgement would choose another of its best three moves
and what he cannot see is worth at least half a brisque to the choice, beyond
its sampling margin, the hint and the review of that move say so, naming the
card whose concealment keeps the choice ahead most, read from the holding
(seed 9004 after 12 greedy actions): "Were your hand face up to him, playing
9♥ would be the better move; with it hidden, playing Q♦ does at least as well:
above all, keeping the K♠ hidden denies him the reading of your family J♠ Q♠
K♠: shown it, he would gain about 1 point more against playing Q♦ than against
playing 9♥". Elsewhere the hint says what the better move keeps hidden when
that is worth as much.
"""

from __future__ import annotations

from penchant.play.moves import Action, Declare, Play
from penchant.play.state import DealState
from penchant.players.greedy import greedy_action
from penchant.players.sampled_deals import deal_outcome

__all__ = ["OPEN", "play_out_shown", "shown_by"]

OPEN: None = None
"""``shown`` for the open-cards play-out: the opponent sees the player's whole hand."""


def shown_by(action: Action, hand: int) -> int:
    """The cards of ``hand`` (a mask) that ``action`` shows the opponent: a card played, the cards a declaration
    lays from the hand on the table; passing shows nothing."""
    if isinstance(action, Play):
        return action.card.bit & hand
    if isinstance(action, Declare):
        return action.cards.mask & hand
    return 0


def play_out_shown(state: DealState, me: int, shown: int | None) -> tuple[int, int]:
    """Play Phase 1 out by the rules of thumb (in place) with ``me``'s opponent shown the cards ``shown`` of
    ``me``'s hand while ``me`` holds them (``None``: the whole hand, whatever it holds), then solve the last six
    tricks exactly: both final deal scores. With ``shown`` 0 this is the strong player's play-out."""
    while not state.last_six:
        p = state.to_move
        if p != me:
            hand = state.hands_mask[me]
            seen = hand if shown is None else shown & hand
            if seen:
                state.apply_unchecked(greedy_action(state, seen))
                continue
        state.apply_unchecked(greedy_action(state))
    return deal_outcome(state)
