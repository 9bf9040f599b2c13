"""What a player knows, on bit masks: the form the rules of thumb (:mod:`penchant.players.greedy`) and the
simulations read.

:class:`Knowledge` is a player's view (:class:`~penchant.play.view.PlayerView`) as masks. The greedy player makes it
from his view (:func:`knowledge_from_view`); the play-outs of the strong and master players, ISMCTS, the coach's
concealment and the sampled judgements make it, a move at a time, from the state as that player's view would show
it (:func:`knowledge_from_state`), cheaper than building the view. (Deals consistent with a view are
:mod:`penchant.players.knowledge`'s.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from penchant.errors.internal import BrokenInvariantError
from penchant.play.moves import Action, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView, opponents_hand_seen, unseen_mask
from penchant.rules.cards import FULL_MASK
from penchant.rules.combinations import DeclaredRecord
from penchant.rules.procedure import last_six_begun, other_player, tricks_for_stock
from penchant.rules.profiles import Profile

__all__ = ["Knowledge", "knowledge_from_state", "knowledge_from_view"]


@dataclass(frozen=True, slots=True)
class Knowledge:
    """A player's view (:class:`PlayerView`) on bit masks, the form the rules of thumb and the simulations read;
    made from a view (:func:`knowledge_from_view`) or, in simulations, from the state as that view would show it
    (:func:`knowledge_from_state`; what the opponent's hand shows is decided once, by
    :func:`penchant.play.view.opponents_hand_seen`)."""

    hand: int
    table: int
    opp_table: int
    opp_hand: int | None
    """Known only in Phase 2."""
    played: int
    lead: int | None
    trump: int | None
    stage: Stage
    stock_size: int
    phase: int
    legal: Sequence[Action]
    profile: Profile
    declared: Sequence[DeclaredRecord] = ()
    """The player's own declarations so far (kind, cards): under ``same_kind_reuse`` off a card serves once in
    each kind."""
    opp_shown: int = 0
    """Cards of the opponent's hand this player has been shown in Phase 1 (none in play: the coach asks what a
    card kept hidden is worth by showing it to him in its play-outs, :mod:`penchant.players.concealment`)."""

    @property
    def last_six(self) -> bool:
        """Whether the last six tricks are being played (the rules'
        :func:`~penchant.rules.procedure.last_six_begun`, as :attr:`PlayerView.last_six`)."""
        return last_six_begun(tricks_for_stock(self.stock_size), declaring=self.stage.declaring)

    @property
    def holding(self) -> int:
        return self.hand | self.table

    @property
    def unseen(self) -> int:
        """The cards not seen: the opponent's hand and the stock (:attr:`PlayerView.unseen`, on masks)."""
        return unseen_mask(self.hand, self.table, self.opp_table, self.played)

    @property
    def live(self) -> int:
        """Cards that may still reach the opponent's side or the stock (not mine, not played)."""
        return FULL_MASK & ~(self.hand | self.table | self.played)


def knowledge_from_view(view: PlayerView, profile: Profile) -> Knowledge:
    return Knowledge(
        hand=view.hand.mask,
        table=view.table.mask,
        opp_table=view.opp_table.mask,
        opp_hand=None if view.opp_hand is None else view.opp_hand.mask,
        played=view.played.mask,
        lead=None if view.lead is None else view.lead.index,
        trump=view.trump,
        stage=view.stage,
        stock_size=view.stock_size,
        phase=view.phase,
        legal=view.legal,
        profile=profile,
        declared=tuple((kind, cards.mask) for kind, cards in view.declared[view.player]),
    )


def knowledge_from_state(state: DealState, shown: int = 0) -> Knowledge:
    """What the player to move in ``state`` sees (used inside simulations): what his view (:meth:`DealState.view`)
    holds, read from the state's masks without building the view (a simulation makes one a move; the view costs
    three times this), the opponent's hand as the view shows it (:func:`penchant.play.view.opponents_hand_seen`),
    and ``shown``, the cards of his hand this player has been shown (:attr:`Knowledge.opp_shown`)."""
    p = state.to_move
    if p is None:
        raise BrokenInvariantError("the deal is over: nobody is to move")
    return Knowledge(
        hand=state.hands_mask[p],
        table=state.tables_mask[p],
        opp_table=state.tables_mask[other_player(p)],
        opp_hand=opponents_hand_seen(state, p),
        played=state.played_mask,
        lead=state.lead_index,
        trump=state.trump,
        stage=state.stage,
        stock_size=state.stock_size,
        phase=state.phase,
        legal=state.legal_actions,
        profile=state.profile,
        declared=state.declared_masks[p],
        opp_shown=shown,
    )
