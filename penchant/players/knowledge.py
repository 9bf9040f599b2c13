"""What a player knows, and deals consistent with it.

In Phase 1 a player sees his own hand and table, the opponent's table, every
card played to a trick, the stock's size and both brisque counts. The cards he
has not seen (the 32 less all of those: the view's
:attr:`~penchant.play.view.PlayerView.unseen`) are somewhere in the opponent's hand
or the stock, in an order he cannot know. :func:`sample_deal` deals them at
random, so that a searching player can play the rest of the deal out in a
world that agrees with everything it has seen (determinization). In Phase 2
nothing is hidden and the view itself gives the opponent's hand.
"""

from __future__ import annotations

import random

from penchant.errors import InvalidRecordError
from penchant.play.moves import TRICK_WINNER_BEFORE_ANY_TRICK
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.rules.brisques import brisques_in_mask, brisques_mask, brisques_of_first_ten
from penchant.rules.cards import PACK, CardSet, lowest_indexes
from penchant.rules.procedure import SEAT_WORDS, other_player
from penchant.rules.profiles import Profile

__all__ = ["unseen", "sample_deal", "known_deal"]


def unseen(view: PlayerView) -> CardSet:
    """The cards ``view.player`` has not seen, in the opponent's hand or the stock: the view's own answer,
    :attr:`PlayerView.unseen <penchant.play.view.PlayerView.unseen>` (kept here for the chapter that imports it)."""
    return view.unseen


def _base_state(view: PlayerView, profile: Profile, opp_hand: int, stock: list[int]) -> DealState:
    me = view.player
    opp = other_player(me)
    hands = [0, 0]
    tables = [0, 0]
    hands[me] = view.hand.mask
    hands[opp] = opp_hand
    tables[me] = view.table.mask
    tables[opp] = view.opp_table.mask
    lead = None if view.lead is None else view.lead.index
    # Who took which played brisque does not matter to the rest of the deal,
    # only how many each took: give the counts out over the played brisques.
    won = brisques_mask(view.played.mask)
    if lead is not None:
        won &= ~PACK[lead].bit
    if brisques_in_mask(won) != sum(view.brisques):
        # what was checked: the cards of the tricks taken, the card led (in no one's tricks yet) apart
        led_apart = "" if view.lead is None else f", the card led {str(view.lead)!r} apart,"
        raise InvalidRecordError(
            f"{SEAT_WORDS[me]}'s view counts brisques {list(view.brisques)!r}, but the played cards "
            f"{str(view.played)!r}{led_apart} hold {brisques_in_mask(won)}"
        )
    first = lowest_indexes(won, view.brisques[0])
    taken = [first, won & ~first]
    to_move = view.to_move if view.to_move is not None else me
    turn = view.stage.turn
    if turn is not None:
        trick_winner = turn.trick_winner(to_move)  # the rules say who declares after whose trick
    elif view.last_trick is not None:
        trick_winner = view.last_trick.winner
    else:
        trick_winner = TRICK_WINNER_BEFORE_ANY_TRICK
    phase1 = tuple(brisques_of_first_ten(view.brisques[p], view.brisquettes[p]) for p in (0, 1))
    return DealState(
        profile=profile,
        dealer=view.dealer,
        hands=hands,
        tables=tables,
        stock=stock,
        stage=view.stage,
        to_move=to_move,
        leader=view.leader,
        lead=lead,
        trump=view.trump,
        tricks=view.tricks_played,
        taken=taken,
        phase1_brisques=list(phase1),
        brisquettes=list(view.brisquettes),
        scores=list(view.scores),
        played=view.played.mask,
        last_trick=view.last_trick,
        trick_winner=trick_winner,
        declared=[[(k, c.mask) for k, c in view.declared[p]] for p in (0, 1)],
        checked=False,  # a guess at the hidden cards for a search, made a move: the engine's fast path
    )


def sample_deal(view: PlayerView, profile: Profile, rng: random.Random) -> DealState:
    """A whole deal agreeing with everything ``view.player`` has seen.

    The unseen cards are shuffled into the opponent's hand and the stock
    (Phase 1); in Phase 2 the opponent's hand is the view's. Scores, brisque
    counts, trump, the trick in progress and whose turn it is are the view's.
    Earlier declarations are public and carried over (they matter with
    ``same_kind_reuse`` off).
    """
    if view.opp_hand is not None:
        return known_deal(view, profile)
    cards = [c.index for c in view.unseen]
    if len(cards) != view.opp_hand_size + view.stock_size:
        raise InvalidRecordError(
            f"{SEAT_WORDS[view.player]}'s view leaves {len(cards)} unseen cards for an opponent's hand of "
            f"{view.opp_hand_size} and a stock of {view.stock_size}"
        )
    rng.shuffle(cards)
    n = view.opp_hand_size
    opp_hand = 0
    for i in cards[:n]:
        opp_hand |= PACK[i].bit
    return _base_state(view, profile, opp_hand, cards[n:])


def known_deal(view: PlayerView, profile: Profile) -> DealState:
    """The deal of a Phase 2 view, where every card is known."""
    if view.opp_hand is None:
        raise InvalidRecordError(
            f"{SEAT_WORDS[view.player]}'s view is in Phase 1: the opponent's hand is hidden, sample it"
        )
    return _base_state(view, profile, view.opp_hand.mask, [])
