"""A deal as a state machine: Phase 1 (ten tricks with declarations and draws)
and Phase 2 (the last six tricks), from the deal to the book bonus.

Game/State split: a :class:`~penchant.rules.profiles.Profile` makes states
(:func:`new_deal`); a :class:`DealState` knows ``to_move``, its
``legal_actions`` (a view with ``in``, iteration and ``len`` backed by one
``is_legal``), ``apply`` (validating, in place), ``is_over``, ``score`` and
``clone``. Chance (shuffling, and therefore every draw) comes from an injected
:class:`random.Random`.

Stages: ``lead``, ``follow``, ``declare`` (the trick's winner may declare one
combination or pass), ``penchant`` (the loser may declare a penchant if the
winner declared nothing), ``over``. A stage whose only legal action would be
to pass is skipped: the engine moves on (draws) by itself.

Hidden information is explicit: :meth:`DealState.view` is what one player
may see. Widgets and players use views, never the raw state.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from penchant.errors import (
    IllegalDeclarationError,
    IllegalPlayError,
    InvalidNotationError,
    InvalidRecordError,
    load_json,
)
from penchant.play.moves import (
    Action,
    Declare,
    LegalActions,
    Pass,
    Play,
    ScoreEvent,
    ScoreKind,
    Stage,
    Trick,
    parse_action,
)
from penchant.play.position import check_every_card_once, position_fields
from penchant.play.sheet import DealEntry
from penchant.play.view import PlayerView
from penchant.render import state_html
from penchant.rules.brisques import brisque_count
from penchant.rules.cards import BRISQUE_MASK, DECK, Card, CardSet, Rank, Suit, cards_of, mask_of
from penchant.rules.combinations import DeclaredRecord, check_declaration, classify, legal_declaration_masks
from penchant.rules.dealing import METHODS, DealLayout, deal
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, Profile
from penchant.rules.tricks import follower_wins, phase2_follow_reason, phase2_follows
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant

__all__ = [
    "Trick",
    "Action",
    "Declare",
    "DealState",
    "LegalActions",
    "Pass",
    "Play",
    "PlayerView",
    "ScoreEvent",
    "ScoreKind",
    "Stage",
    "new_deal",
    "parse_action",
]


_PLAYER_NAMES = ("player 0", "player 1")


@dataclass
class DealState:
    """One deal of Penchant. Build with :func:`new_deal` or :meth:`from_layout`.

    Player numbers are 0 and 1; the pone (non-dealer) leads the first trick.
    Public mutators (:meth:`apply`) validate. Search and simulation use the fast path:
    :meth:`legal_action_list` and :meth:`apply_unchecked`, which trust their caller.
    """

    profile: Profile
    dealer: int
    hands: list[int]
    tables: list[int]
    stock: list[int]
    """Card indices, bottom first: ``stock[-1]`` is the top."""
    stage: Stage = Stage.LEAD
    to_move_: int = 0
    leader: int = 0
    lead: int | None = None
    trump: Suit | None = None
    """The trump suit, ``None`` until a penchant sets it (:attr:`trump_card` is its Jack)."""
    tricks: int = 0
    taken: list[int] = field(default_factory=lambda: [0, 0])
    phase1_brisques: list[int] = field(default_factory=lambda: [0, 0])
    brisquettes: list[int] = field(default_factory=lambda: [0, 0])
    scores: list[int] = field(default_factory=lambda: [0, 0])
    events: list[ScoreEvent] = field(default_factory=list)
    declared: list[list[DeclaredRecord]] = field(default_factory=lambda: [[], []])
    history: list[tuple[int, Action]] = field(default_factory=list)
    played: int = 0
    last_trick: Trick | None = None
    trick_winner: int = 0
    _legal_cache: list[Action] | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.trump is not None:
            self.trump = Suit(self.trump)

    # ----------------------------------------------------------------- making
    @classmethod
    def from_layout(cls, layout: DealLayout, dealer: int, profile: Profile = KANDELL) -> DealState:
        if dealer not in (0, 1):
            raise InvalidRecordError(f"dealer must be 0 or 1, not {dealer!r}")
        pone = 1 - dealer
        hands = [0, 0]
        hands[pone] = mask_of(layout.pone)
        hands[dealer] = mask_of(layout.dealer)
        stock = [c.index for c in layout.stock]
        return cls(profile=profile, dealer=dealer, hands=hands, tables=[0, 0], stock=stock,
                   to_move_=pone, leader=pone)

    @classmethod
    def at_declaration(
        cls,
        profile: Profile,
        *,
        winner: int,
        hands: Sequence[CardSet],
        tables: Sequence[CardSet],
        stock: Sequence[Card],
        trump: Suit | None = None,
        declared: Sequence[Sequence[DeclaredRecord]] = ((), ()),
        scores: tuple[int, int] = (0, 0),
    ) -> DealState:
        """A Phase 1 moment just after ``winner`` won a trick: the winner may declare or pass, and then the
        loser may declare a penchant; the draws follow from ``stock`` (top card last, two at least).

        For puzzles and lessons about declarations: only the cards given are placed, so the position need
        not hold the whole pack. ``declared`` lists each player's earlier declarations (kind, mask).
        """
        if winner not in (0, 1):
            raise InvalidRecordError(f"the trick's winner must be 0 or 1, not {winner!r}")
        if len(hands) != 2 or len(tables) != 2 or len(declared) != 2:
            raise InvalidRecordError("hands, tables and declarations are given for both players")
        if len(stock) < 2:
            raise InvalidRecordError(f"the stock must hold at least two cards to draw, not {len(stock)}")
        seen = 0
        for cards in [*hands, *tables, CardSet(stock)]:
            if seen & cards.mask:
                raise InvalidRecordError(f"{CardSet(seen & cards.mask)} is in two places at once")
            seen |= cards.mask
        st = cls(
            profile=profile, dealer=0, hands=[hands[0].mask, hands[1].mask],
            tables=[tables[0].mask, tables[1].mask], stock=[c.index for c in stock], stage=Stage.DECLARE,
            to_move_=winner, leader=winner, trick_winner=winner,
            declared=[list(declared[0]), list(declared[1])], scores=list(scores),
        )
        st.trump = trump
        return st

    # --------------------------------------------------------------- queries
    @property
    def phase(self) -> int:
        """1 while the stock lasts (declarations after the tenth trick included), else 2."""
        if self.stock or self.stage in (Stage.DECLARE, Stage.PENCHANT):
            return 1
        return 2

    @property
    def to_move(self) -> int | None:
        return None if self.stage is Stage.OVER else self.to_move_

    def is_over(self) -> bool:
        return self.stage is Stage.OVER

    @property
    def score(self) -> tuple[int, int]:
        return (self.scores[0], self.scores[1])

    @property
    def brisques(self) -> tuple[int, int]:
        """Brisques each player has taken so far, both phases."""
        return (brisque_count(self.taken[0]), brisque_count(self.taken[1]))

    def hand(self, player: int) -> CardSet:
        return CardSet(self.hands[player])

    def table(self, player: int) -> CardSet:
        return CardSet(self.tables[player])

    @property
    def trump_card(self) -> Card | None:
        """The Jack whose penchant set trump (``None`` while there is no trump)."""
        return None if self.trump is None else Card(Rank.JACK, self.trump)

    def holdings(self, player: int) -> Holdings:
        """``player``'s hand and table and the opponent's table, as the declaration checks read them."""
        return Holdings(
            hand=CardSet(self.hands[player]), table=CardSet(self.tables[player]),
            opp_table=CardSet(self.tables[1 - player]),
        )

    @property
    def legal_actions(self) -> LegalActions:
        return LegalActions(self)

    def _holding(self, player: int) -> int:
        return self.hands[player] | self.tables[player]

    def _playable(self) -> int:
        p = self.to_move_
        if self.phase == 1:
            return self.hands[p] | self.tables[p]
        if self.stage is Stage.FOLLOW:
            assert self.lead is not None
            return phase2_follows(self.hands[p], self.lead, self.trump)
        return self.hands[p]

    def _declarations(self) -> list[tuple[int, Kind]]:
        p = self.to_move_
        return legal_declaration_masks(
            self.hands[p], self.tables[p], self.tables[1 - p], self.profile,
            self.declared[p], self.stage is Stage.PENCHANT,
        )

    def legal_action_list(self) -> list[Action]:
        """The fast path for search: every legal action now, as a list, in the order of :attr:`legal_actions`.

        Contract: the list is cached and shared; the caller must not change it, and it is valid only until
        the state changes (the next :meth:`apply` or :meth:`apply_unchecked`). Empty once the deal is over.
        """
        if self._legal_cache is not None:
            return self._legal_cache
        acts: list[Action]
        if self.stage in (Stage.LEAD, Stage.FOLLOW):
            acts = [Play(c) for c in cards_of(self._playable())]
        elif self.stage in (Stage.DECLARE, Stage.PENCHANT):
            decls = self._declarations()
            order = {k: i for i, k in enumerate(Kind)}
            decls.sort(key=lambda mk: (-self.profile.value(mk[1]), order[mk[1]], mk[0]))
            acts = [Declare(CardSet(m)) for m, _ in decls]
            acts.append(Pass())
        else:
            acts = []
        self._legal_cache = acts
        return acts

    def is_legal(self, action: Action) -> bool:
        try:
            self._check(action)
        except IllegalPlayError:
            return False
        return True

    def _check(self, action: Action) -> None:
        """Raise the typed error that explains why ``action`` is illegal now."""
        if self.stage is Stage.OVER:
            raise IllegalPlayError(f"{str(action)!r}: the deal is over")
        p = self.to_move_
        who = _PLAYER_NAMES[p]
        if isinstance(action, Play):
            c = action.card
            if self.stage not in (Stage.LEAD, Stage.FOLLOW):
                raise IllegalPlayError(
                    f"{str(action)!r}: {who} must declare or pass now, not play (stage {self.stage.value})"
                )
            holding = self._holding(p) if self.phase == 1 else self.hands[p]
            if not holding & c.bit:
                where = "hand or table" if self.phase == 1 else "hand"
                raise IllegalPlayError(f"{str(action)!r}: {c.unicode} is not in {who}'s {where}")
            if self.phase == 2 and self.stage is Stage.FOLLOW:
                allowed = self._playable()
                if not allowed & c.bit:
                    assert self.lead is not None
                    reason = phase2_follow_reason(self.hands[p], self.lead, self.trump)
                    raise IllegalPlayError(f"{str(action)!r}: {c.unicode} cannot be played: {reason}")
            return
        if isinstance(action, Pass):
            if self.stage not in (Stage.DECLARE, Stage.PENCHANT):
                raise IllegalPlayError(f"'pass': there is nothing to pass on now; {who} must play a card")
            return
        # Declare
        if self.stage not in (Stage.DECLARE, Stage.PENCHANT):
            if self.phase == 2:
                raise IllegalDeclarationError(
                    f"{str(action)!r}: no declarations in the last six tricks (the stock is exhausted)"
                )
            raise IllegalDeclarationError(
                f"{str(action)!r}: declarations come after a trick is won, not during it"
            )
        verdict = check_declaration(
            action.cards, self.holdings(p), self.profile,
            declared=self.declared[p], penchant_only=self.stage is Stage.PENCHANT,
        )
        verdict.raise_if_illegal()

    # --------------------------------------------------------------- acting
    def apply(self, action: Action | str) -> DealState:
        """Validate and apply ``action`` in place; returns ``self`` for chaining.

        Raises :class:`IllegalPlayError`, :class:`IllegalDeclarationError` or
        :class:`BarredError` (all :class:`PenchantError`) with the reason; the
        state is unchanged on refusal.
        """
        if isinstance(action, str):
            action = parse_action(action)
        self._check(action)
        self.apply_unchecked(action)
        return self

    def child(self, action: Action | str) -> DealState:
        """A new state after ``action`` (this one unchanged)."""
        return self.clone().apply(action)

    def apply_unchecked(self, action: Action) -> None:
        """The fast path for search and simulation: apply ``action`` in place without checking it.

        Contract: ``action`` must be one of :meth:`legal_action_list` (for instance an element of it). An
        illegal action is not detected and leaves the state inconsistent; use :meth:`apply` for anything that
        comes from a person or a file.
        """
        self._legal_cache = None
        p = self.to_move_
        self.history.append((p, action))
        if isinstance(action, Play):
            self._play(p, action.card.index)
        elif isinstance(action, Declare):
            self._declare(p, action.cards.mask)
        else:
            self._pass(p)

    def _remove(self, p: int, i: int) -> None:
        bit = 1 << i
        if self.hands[p] & bit:
            self.hands[p] ^= bit
        else:
            self.tables[p] ^= bit

    def _play(self, p: int, i: int) -> None:
        self._remove(p, i)
        self.played |= 1 << i
        if self.stage is Stage.LEAD:
            self.lead = i
            self.leader = p
            self.stage = Stage.FOLLOW
            self.to_move_ = 1 - p
            return
        lead = self.lead
        assert lead is not None
        winner = p if follower_wins(lead, i, self.trump) else 1 - p
        trick = (1 << lead) | (1 << i)
        self.taken[winner] |= trick
        self.last_trick = Trick(self.leader, DECK[lead], DECK[i], winner)
        self.lead = None
        self.tricks += 1
        self.trick_winner = winner
        brisques = brisque_count(trick)
        if self.stock:  # Phase 1 trick
            self.phase1_brisques[winner] += brisques
            self._after_phase1_trick(winner)
        else:
            if brisques:
                self.brisquettes[winner] += brisques
                pts = brisques * self.profile.brisquette_points
                self._score(ScoreEvent(winner, pts, ScoreKind.BRISQUETTE, CardSet(trick & BRISQUE_MASK)))
            if self.hands[0] == 0 and self.hands[1] == 0:
                self._end_of_deal()
            else:
                self.stage = Stage.LEAD
                self.to_move_ = winner
                self.leader = winner

    def _after_phase1_trick(self, winner: int) -> None:
        self.stage = Stage.DECLARE
        self.to_move_ = winner
        if not self._declarations():
            self._winner_passed(winner)

    def _winner_passed(self, winner: int) -> None:
        loser = 1 - winner
        self.stage = Stage.PENCHANT
        self.to_move_ = loser
        if not self._declarations():
            self._draw(winner)

    def _pass(self, p: int) -> None:
        if self.stage is Stage.DECLARE:
            self._winner_passed(p)
        else:
            self._draw(self.trick_winner)

    def _declare(self, p: int, m: int) -> None:
        kind = classify(m)
        assert kind is not None
        self.hands[p] &= ~m
        self.tables[p] |= m
        self.declared[p].append((kind, m))
        self._score(ScoreEvent(p, self.profile.value(kind), ScoreKind.DECLARATION, CardSet(m), kind))
        if kind is Kind.PENCHANT and penchant_sets_trump(
            self.profile, self.trump, by_trick_winner=self.stage is Stage.DECLARE
        ):
            self.trump = trump_of_penchant(m)
        self._draw(self.trick_winner)

    def _score(self, event: ScoreEvent) -> None:
        self.scores[event.player] += event.points
        self.events.append(event)

    def _draw(self, winner: int) -> None:
        """The winner draws the top card of the stock, then the loser."""
        self.hands[winner] |= 1 << self.stock.pop()
        self.hands[1 - winner] |= 1 << self.stock.pop()
        if self.stock:
            self.stage = Stage.LEAD
            self.to_move_ = winner
            self.leader = winner
            return
        # Phase 2: the tables go back into the hands; the last trick's winner leads.
        for q in (0, 1):
            self.hands[q] |= self.tables[q]
            self.tables[q] = 0
        self.stage = Stage.LEAD
        self.to_move_ = winner
        self.leader = winner

    def _end_of_deal(self) -> None:
        b = self.brisques
        bonus = self.profile.book_bonus(b)
        for q in (0, 1):
            if bonus[q]:
                self._score(ScoreEvent(q, bonus[q], ScoreKind.BONUS, brisques=b[q]))
        self.stage = Stage.OVER

    # ----------------------------------------------------------- copies, views
    def clone(self) -> DealState:
        return DealState(
            profile=self.profile, dealer=self.dealer, hands=list(self.hands), tables=list(self.tables),
            stock=list(self.stock), stage=self.stage, to_move_=self.to_move_, leader=self.leader,
            lead=self.lead, trump=self.trump, tricks=self.tricks,
            taken=list(self.taken), phase1_brisques=list(self.phase1_brisques),
            brisquettes=list(self.brisquettes), scores=list(self.scores), events=list(self.events),
            declared=[list(self.declared[0]), list(self.declared[1])], history=list(self.history),
            played=self.played, last_trick=self.last_trick, trick_winner=self.trick_winner,
        )

    def view(self, player: int) -> PlayerView:
        if player not in (0, 1):
            raise IllegalPlayError(f"player must be 0 or 1, not {player!r}")
        o = 1 - player
        phase = self.phase
        return PlayerView(
            player=player, phase=phase, stage=self.stage, to_move=self.to_move, dealer=self.dealer,
            hand=CardSet(self.hands[player]), table=CardSet(self.tables[player]),
            opp_table=CardSet(self.tables[o]), opp_hand_size=self.hands[o].bit_count(),
            opp_hand=CardSet(self.hands[o]) if phase == 2 else None,
            stock_size=len(self.stock),
            trump=self.trump,
            lead=None if self.lead is None else DECK[self.lead], leader=self.leader,
            tricks_played=self.tricks, played=CardSet(self.played), brisques=self.brisques,
            brisquettes=(self.brisquettes[0], self.brisquettes[1]), scores=self.score,
            last_trick=self.last_trick,
            legal=tuple(self.legal_action_list()) if self.to_move == player else (),
            profile=self.profile,
            declarations=(
                tuple((k, CardSet(m)) for k, m in self.declared[0]),
                tuple((k, CardSet(m)) for k, m in self.declared[1]),
            ),
        )

    def deal_entry(self) -> DealEntry:
        """The deal as a score sheet records it."""
        kinds = (tuple(k for k, _ in self.declared[0]), tuple(k for k, _ in self.declared[1]))
        return DealEntry(kinds, (self.brisquettes[0], self.brisquettes[1]), self.brisques)

    # --------------------------------------------------------- serialization
    def to_json(self) -> dict[str, Any]:
        """The position as JSON (cards in notation). Round-trips with :meth:`from_json`."""
        def cs(m: int) -> str:
            return str(CardSet(m))

        return {
            "format": "penchant-position/1",
            "rules": self.profile.to_json(),
            "dealer": self.dealer,
            "stage": self.stage.value,
            "to_move": self.to_move_,
            "leader": self.leader,
            "lead": None if self.lead is None else str(DECK[self.lead]),
            "hands": [cs(self.hands[0]), cs(self.hands[1])],
            "tables": [cs(self.tables[0]), cs(self.tables[1])],
            "stock": " ".join(str(DECK[i]) for i in self.stock),
            "trump": None if self.trump_card is None else str(self.trump_card),
            "tricks": self.tricks,
            "trick_winner": self.trick_winner,
            "taken": [cs(self.taken[0]), cs(self.taken[1])],
            "phase1_brisques": list(self.phase1_brisques),
            "brisquettes": list(self.brisquettes),
            "scores": list(self.scores),
            "events": [e.to_json() for e in self.events],
            "declared": [[{"kind": k.value, "cards": cs(m)} for k, m in d] for d in self.declared],
            "history": [[p, str(a)] for p, a in self.history],
            "played": cs(self.played),
        }

    def to_str(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False)

    @classmethod
    def from_json(cls, data: object) -> DealState:
        """Read a ``penchant-position/1`` object, checking that every card is in exactly one place."""
        return cls(**position_fields(data))

    @classmethod
    def from_str(cls, text: str) -> DealState:
        return cls.from_json(load_json(text))

    def check_every_card_once(self) -> None:
        """Raise :class:`InvalidRecordError` unless each of the 32 cards is in exactly one place."""
        check_every_card_once(self.hands, self.tables, self.played, self.stock, self.lead)

    def _repr_html_(self) -> str:
        trump = "none" if self.trump is None else self.trump.symbol
        info = (f"phase {self.phase}, stage {self.stage.value}, to move: {self.to_move}, "
                f"stock {len(self.stock)}, trump {trump}, score {self.score[0]}–{self.score[1]}")
        return state_html([cards_of(h) for h in self.hands], [cards_of(t) for t in self.tables], info)


def new_deal(
    rng: random.Random | int | None = None,
    profile: Profile = KANDELL,
    dealer: int = 0,
    method: str | None = None,
) -> DealState:
    """Shuffle with ``rng`` (a :class:`random.Random` or a seed) and deal.

    >>> deal = new_deal(7)
    >>> deal.stage, deal.to_move, len(deal.stock)
    (<Stage.LEAD: 'lead'>, 1, 20)
    """
    r = rng if isinstance(rng, random.Random) else random.Random(rng)
    m = method or profile.deal_method
    if m not in METHODS:
        raise InvalidNotationError(f"{m!r} is not a deal method: traditional, threes or singles")
    layout = deal(r, m)
    return DealState.from_layout(layout, dealer, profile)


def play_random_deal(rng: random.Random, profile: Profile = KANDELL, dealer: int = 0) -> DealState:
    """Play a deal to the end with uniformly random legal actions (fast path)."""
    st = new_deal(rng, profile, dealer)
    while st.stage is not Stage.OVER:
        acts = st.legal_action_list()
        st.apply_unchecked(acts[rng.randrange(len(acts))] if len(acts) > 1 else acts[0])
    return st


