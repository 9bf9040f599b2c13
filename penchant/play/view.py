"""What one player may see of a deal: :class:`PlayerView` (made by :meth:`~penchant.play.state.DealState.view`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from penchant.play.fields import asked_player
from penchant.play.moves import Action, Play, Stage, Trick
from penchant.rules.cards import FULL_MASK, Card, CardSet
from penchant.rules.kinds import Kind
from penchant.rules.procedure import first_lead_of_last_six, last_six_begun, other_player, tricks_for_stock
from penchant.rules.profiles import DEFAULT_PROFILE, Profile
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import beaters, follower_wins
from penchant.rules.trump import trump_jack, trump_settled

if TYPE_CHECKING:
    from penchant.play.state import DealState

__all__ = ["PlayerView", "opponents_hand_seen", "unseen_mask", "view_of"]


@dataclass(frozen=True)
class PlayerView:
    """What ``player`` may see of a deal.

    Own hand and table; the opponent's table (face up) and hand size; the
    stock's size (not its order); trump; the trick in progress; every card
    played to tricks so far (they are played face up); both brisque counts
    (Phase 1 brisques are sifted out face down where both can count them);
    the scores. In Phase 2 every card is known to a player who remembers
    the play, so ``opp_hand`` is given then (``None`` in Phase 1).
    """

    player: int
    phase: int
    stage: Stage
    to_move: int | None
    dealer: int
    hand: CardSet
    table: CardSet
    opp_table: CardSet
    opp_hand_size: int
    opp_hand: CardSet | None
    stock_size: int
    trump: Suit | None
    """The trump suit, ``None`` until a penchant sets it."""
    lead: Card | None
    leader: int
    tricks_played: int
    played: CardSet
    brisques: tuple[int, int]
    brisquettes: tuple[int, int]
    scores: tuple[int, int]
    last_trick: Trick | None
    legal: tuple[Action, ...]
    profile: Profile = DEFAULT_PROFILE
    """The rules in force (public: both players agreed them)."""
    declared: tuple[tuple[tuple[Kind, CardSet], ...], tuple[tuple[Kind, CardSet], ...]] = ((), ())
    """Each player's declarations made so far, in order (public: they were announced and laid face up), as the
    deal's :attr:`~penchant.play.state.DealState.declared`; what may be declared now is in :attr:`legal`."""

    def hand_of(self, player: int) -> CardSet | None:
        """The cards in ``player``'s hand as this view knows them: its own hand; the other's only in the last
        six tricks (``None`` before: hidden). A board showing a seat's view shows exactly these."""
        player = asked_player(player)
        return self.hand if player == self.player else self.opp_hand

    def sees_the_draw_of(self, player: int) -> bool:
        """Whether this player is shown the card ``player`` draws from the stock: his own draw only. The stock is
        face down, so the other's drawn card is never named to him; in the last six tricks he knows the other's
        whole hand (:meth:`hand_of`), yet not which card of it came from the stock.

        >>> from penchant.play.dealing import new_deal
        >>> view = new_deal(rng=1).view(0)
        >>> view.sees_the_draw_of(0), view.sees_the_draw_of(1)
        (True, False)
        """
        return asked_player(player) == self.player

    @property
    def unseen(self) -> CardSet:
        """The cards this player has not seen face up: the pack less his hand, both tables and every card
        played (the trump's Jack among them, once its penchant is laid down). They are the opponent's hand and
        the stock, in an order he cannot know; in the last six tricks the stock is gone and they are the
        opponent's hand, which he knows by then (:attr:`opp_hand`). The one answer to "which cards may he
        still meet": the players' sampled deals, the puzzles' counts of a rank still out and what may beat a
        card all ask it.

        >>> from penchant.play.dealing import new_deal
        >>> state = new_deal(rng=1)
        >>> len(state.view(0).unseen) == len(state.hand(1)) + len(state.stock)
        True
        """
        return CardSet.from_mask(unseen_mask(self.hand.mask, self.table.mask, self.opp_table.mask,
                                             self.played.mask))

    def may_beat(self, card: Card) -> CardSet:
        """The cards he may hold that beat ``card`` led, by this view: his table's, and those this player has not
        seen (:attr:`unseen`), that win played second to it (:func:`~penchant.rules.tricks.beaters`). Empty: no
        card he may hold beats it, and the trick is the leader's whatever he plays. The one answer to "can this
        lead be lost": the coach's "risks the A♦" and the puzzles' sure winners both ask it.

        >>> from penchant.play.state import DealState
        >>> state = DealState.from_str("kandell | dealer 1 | stage lead | to_move 0 | leader 0 | tricks 6 | "
        ...     "hands 9S QS 8H KH AD 7C / 8S 7H QD KD 9C JC | stock 7D KC TC JD 7S QC 8D JS | "
        ...     "taken KS AS 9H JH AH AC / TS TH QH 9D TD 8C | phase1_brisques 3 / 3")
        >>> view = state.view(0)
        >>> view.may_beat(Card.parse("AD")), Card.parse("JC") in view.may_beat(Card.parse("7C"))
        (CardSet(''), True)
        """
        return CardSet.from_mask(beaters(card.index, self.trump) & (self.opp_table.mask | self.unseen.mask))

    def can_win_the_trick(self) -> bool:
        """Whether a legal card of this view's player, following the card led, wins the trick (the rules'
        :func:`~penchant.rules.tricks.follower_wins`); false when not following. Where none does, losing the trick is
        no cost of the card played (the coach says "lets him have the trick" only where another card would win it).

        >>> from penchant.play.state import DealState
        >>> state = DealState.from_str("kandell | dealer 1 | stage lead | to_move 0 | leader 0 | tricks 6 | "
        ...     "hands 9S QS 8H KH AD 7C / 8S 7H QD KD 9C JC | stock 7D KC TC JD 7S QC 8D JS | "
        ...     "taken KS AS 9H JH AH AC / TS TH QH 9D TD 8C | phase1_brisques 3 / 3")
        >>> state.apply("play AD")
        >>> state.view(1).can_win_the_trick()
        False
        """
        lead = self.lead
        if self.stage is not Stage.FOLLOW or lead is None:
            return False
        return any(follower_wins(lead.index, a.card.index, self.trump) for a in self.legal if isinstance(a, Play))

    @property
    def last_six(self) -> bool:
        """Whether the last six tricks are being played: the stock is out and no declaration is pending (the rules'
        :func:`~penchant.rules.procedure.last_six_begun`, as the deal's
        :attr:`~penchant.play.fields.DealFields.last_six`). What a caller asks rather than :attr:`phase`'s number."""
        return last_six_begun(tricks_for_stock(self.stock_size), declaring=self.stage.declaring)

    @property
    def tables_kept(self) -> bool:
        """Whether the players keep tables now, face up beside their hands: in the first ten tricks, not in the last
        six, when each has taken his table back into his hand (:func:`~penchant.rules.procedure.hand_for_last_six`)."""
        return not self.last_six

    @property
    def last_six_begin_with_the_next_lead(self) -> bool:
        """Whether the tenth trick has just been played, its cards still showing, and the last six tricks begin with
        the next lead (the rules' :func:`~penchant.rules.procedure.first_lead_of_last_six`, with no table kept and
        no card led yet): the tenth trick is the last of the first ten, not one of the last six."""
        return (self.stage is Stage.LEAD and self.lead is None and self.last_trick is not None
                and self.last_six and first_lead_of_last_six(self.tricks_played))

    @property
    def trump_settled(self) -> bool:
        """Whether the trump is settled, a missing one never to come (the rules'
        :func:`~penchant.rules.trump.trump_settled`): in the last six tricks."""
        return trump_settled(last_six=self.last_six)

    @property
    def trump_card(self) -> Card | None:
        """The Jack whose penchant set trump."""
        return None if self.trump is None else trump_jack(self.trump)

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "phase": self.phase,
            "stage": self.stage.value,
            "to_move": self.to_move,
            "dealer": self.dealer,
            "hand": str(self.hand),
            "table": str(self.table),
            "opp_table": str(self.opp_table),
            "opp_hand_size": self.opp_hand_size,
            "opp_hand": None if self.opp_hand is None else str(self.opp_hand),
            "stock_size": self.stock_size,
            "trump": None if self.trump is None else self.trump.letter,  # as records write it: "S"
            "lead": None if self.lead is None else str(self.lead),
            "tricks_played": self.tricks_played,
            "played": str(self.played),
            "brisques": list(self.brisques),
            "brisquettes": list(self.brisquettes),
            "scores": list(self.scores),
            "legal": [str(a) for a in self.legal],
            "rules": self.profile.to_json(),
            "declared": [[{"kind": k.value, "cards": str(c)} for k, c in d] for d in self.declared],
        }


def unseen_mask(hand: int, table: int, opp_table: int, played: int) -> int:
    """The cards a player has not seen, as a mask, from his hand, his table, the opponent's table and the cards
    played: the one place it is worked out, for :attr:`PlayerView.unseen` and for the simulations' knowledge on
    masks (:class:`penchant.players.mask_knowledge.Knowledge`)."""
    return FULL_MASK & ~(hand | table | opp_table | played)


def opponents_hand_seen(state: DealState, player: int) -> int | None:
    """The opponent's hand as ``player`` sees it, as a mask: in the last six tricks every card is known to a player
    who remembers the play, so the whole hand; before, none of it (``None``). The one place that decides it: the
    view (:func:`view_of`) and the simulations' knowledge (:func:`penchant.players.mask_knowledge.knowledge_from_state`)
    both ask it."""
    return state.hands_mask[other_player(player)] if state.last_six else None


def view_of(state: DealState, player: int) -> PlayerView:
    """What ``player`` may see of ``state`` (:meth:`DealState.view <penchant.play.state.DealState.view>`):
    the opponent's hand only in the last six tricks, the legal actions only to the player to move."""
    player = asked_player(player)
    o = other_player(player)
    phase = state.phase
    over = state.is_over()
    return PlayerView(
        player=player, phase=phase, stage=state.stage, to_move=None if over else state.to_move,
        dealer=state.dealer,
        hand=CardSet.from_mask(state.hands_mask[player]), table=CardSet.from_mask(state.tables_mask[player]),
        opp_table=CardSet.from_mask(state.tables_mask[o]), opp_hand_size=state.hands_mask[o].bit_count(),
        opp_hand=None if (seen := opponents_hand_seen(state, player)) is None else CardSet.from_mask(seen),
        stock_size=len(state.stock_indices),
        trump=state.trump,
        lead=state.lead, leader=state.leader,
        tricks_played=state.tricks, played=CardSet.from_mask(state.played_mask), brisques=state.brisques,
        brisquettes=state.brisquettes, scores=state.scores,
        last_trick=state.last_trick,
        legal=tuple(state.legal_actions) if state.to_move == player else (),
        profile=state.profile,
        declared=state.declared,
    )
