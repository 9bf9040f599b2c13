"""A deal as a state machine: Phase 1 (ten tricks with declarations and draws)
and Phase 2 (the last six tricks), from the deal to the book bonus.

Game/State split: a :class:`~penchant.rules.profiles.Profile` makes states
(:func:`penchant.play.dealing.new_deal`, shuffled and dealt); a :class:`DealState` knows ``to_move``, its
``legal_actions`` (a tuple, whose ``in`` reads notation too), ``is_legal``, ``apply`` (validating, in
place), ``is_over``, ``score`` and ``clone``. Chance (shuffling, and therefore every draw) comes from an injected
:class:`random.Random`.

Stages: ``lead``, ``follow``, ``declare`` (the trick's winner may declare one
combination or pass), ``penchant`` (the loser may declare a penchant if the
winner declared nothing), ``over``. A stage whose only legal action would be
to pass is skipped: the engine moves on (draws) by itself.

Hidden information is explicit: :meth:`DealState.view` is what one player
may see. A computer player chooses from a view
(:meth:`penchant.players.base.Player.choose`), never from the real deal: the
deals it searches are ones it samples to agree with its view. The widgets may
read the state itself: a board shows a deal openly (a lesson's table, a review
once the deal is done) and says what a move changed between two states.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from penchant.errors import (
    IllegalDeclarationError,
    IllegalPlayError,
    InvalidNotationError,
    InvalidRecordError,
    PenchantError,
)
from penchant.errors.internal import NO_CARD_LED, NO_KIND, BrokenInvariantError
from penchant.files.strict_reader import load_json
from penchant.play.fields import DealFields
from penchant.play.moves import (
    QUIET,
    Action,
    Declare,
    LegalActions,
    Pass,
    Play,
    ScoreEvent,
    ScoreKind,
    Stage,
    Transition,
    Trick,
    parse_action,
)
from penchant.play.position_cards import check_every_card_once, each_card_once
from penchant.play.position_record import position_fields, position_json
from penchant.play.sheet import DealEntry
from penchant.play.short_form import deal_picture, read_short_form, short_form
from penchant.play.view import PlayerView, view_of
from penchant.rules.brisques import brisques_in_mask
from penchant.rules.cards import BRISQUE_MASK, PACK, Card, CardSet, card_indexes, cards_of, mask_of
from penchant.rules.combinations import (
    Declaration,
    DeclaredRecord,
    check_declaration,
    classify_mask,
    legal_declaration_masks,
)
from penchant.rules.dealing import DealLayout
from penchant.rules.kinds import Kind
from penchant.rules.procedure import (
    FIRST_TO_DECLARE,
    DeclaringTurn,
    NoDeclaration,
    deal_over,
    declaration_refusal,
    draws,
    hand_for_last_six,
    next_leader,
    next_to_play,
    other_player,
    player_index,
    pone_of,
    stock_after_draws,
    trick_declared_after,
    turn_after,
)
from penchant.rules.profiles import DEFAULT_PROFILE, Profile
from penchant.rules.scoring import book_bonus_of, brisquette_points, declared_points, worth_most_first
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import first_ten_plays, last_six_follows, last_six_refusal, trick_winner
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant

# Only what this module defines: the actions, the stages and the score events are ``penchant.play.moves``'s, the view
# ``penchant.play.view``'s and the deals dealt ``penchant.play.dealing``'s (each imported from its home, or from
# ``penchant``, the public API).
__all__ = ["DealState"]

_PLAY_OF: tuple[Play, ...] = tuple(Play(card) for card in PACK)
"""The play of each card of the pack, by index: made once and shared by every moment's :attr:`DealState.legal_actions`
(a :class:`Play` is a frozen value, equal to any other of its card)."""


@dataclass(init=False)
class DealState(DealFields):
    """One deal of Penchant. Build with :func:`~penchant.play.dealing.new_deal`, :meth:`from_layout` or
    :meth:`from_json`; ``DealState(...)`` with the fields as masks and indices checks them as :meth:`from_json`
    reads them (an :class:`InvalidRecordError`), so that what it builds is saved and read back.

    Player numbers are 0 and 1; the pone (non-dealer) leads the first trick.
    Read-only from outside: every field (``hands``, ``tables``, ``stock``, ``to_move``...) is a property
    returning an immutable value, the cards in the game's words (:class:`~penchant.rules.cards.CardSet`,
    :class:`~penchant.rules.cards.Card`). The state changes only through :meth:`apply`, which validates.

    The fast path for search and simulation is public, named and documented: :attr:`legal_actions` (worked out
    once for each moment and shared), :meth:`apply_unchecked`, which trusts its caller, and the cards as masks and
    indices (``hands_mask``, ``tables_mask``, ``taken_mask``, ``played_mask``, ``stock_indices``, ``lead_index``: see
    :class:`~penchant.play.fields.DealFields`). :meth:`clone` gives a copy to change.

    ``repr`` is a call that rebuilds the position when pasted; ``str`` is a picture of the deal for a person.
    """

    # ----------------------------------------------------------------- making
    def _check_as_read(self) -> None:
        """The constructor's check: the fields as :meth:`from_json` reads them, by its one reader
        (:func:`~penchant.play.position_record.position_fields` of this state's JSON), so that a state built is a
        state its reader reads back (``DealState(KANDELL, 5, [1, 1], [0, 0], [])``, a dealer who is no player, is
        refused); an :class:`InvalidRecordError` naming the field and quoting it."""
        try:
            data = position_json(self)
        except PenchantError as exc:  # a field the writer cannot write (a mask too wide): refused as the reader would
            raise exc.as_a(InvalidRecordError) from None
        except (TypeError, ValueError, AttributeError, IndexError, KeyError, OverflowError) as exc:
            raise InvalidRecordError(f"not the fields of a position: {exc}") from None
        position_fields(data)

    @classmethod
    def from_layout(cls, layout: DealLayout, dealer: int, profile: Profile = DEFAULT_PROFILE) -> DealState:
        player_index(dealer, "dealer")
        hands = [0, 0]
        hands[pone_of(dealer)] = mask_of(layout.pone)
        hands[dealer] = mask_of(layout.dealer)
        stock = [c.index for c in layout.stock]
        first = next_leader(dealer, None)
        return cls(profile=profile, dealer=dealer, hands=hands, tables=[0, 0], stock=stock,
                   to_move=first, leader=first, checked=False)  # a layout is the whole pack, checked

    @classmethod
    def at_declaration(
        cls,
        profile: Profile,
        *,
        dealer: int,
        winner: int,
        hands: Sequence[CardSet],
        tables: Sequence[CardSet],
        stock: Sequence[Card],
        trump: Suit | None = None,
        declared: Sequence[Sequence[DeclaredRecord]] = ((), ()),
        scores: tuple[int, int] = (0, 0),
        taken: Sequence[CardSet] = (CardSet(), CardSet()),
    ) -> DealState:
        """A Phase 1 moment of the deal ``dealer`` dealt, just after ``winner`` won a trick: the winner may declare or
        pass, and then the loser may declare a penchant; the draws follow from ``stock`` (top card last). Who dealt
        is given, as nothing at a declaration says it (the winner of a trick leads the next, whoever dealt). The
        trick just won is the one the stock says: the stock still holds its draws, so :attr:`tricks` is the rules'
        count (:func:`~penchant.rules.procedure.trick_declared_after`): four cards in the stock are the ninth trick's
        moment, the whole stock the first's; a stock no declaration meets (odd, under two cards, over the whole
        stock) is an :class:`InvalidRecordError`.

        For puzzles and lessons about declarations: only the cards given are placed, so the position need
        not hold the whole pack. ``declared`` lists each player's earlier declarations (kind, mask); ``taken``
        the cards each has taken in tricks, played (a position that holds the whole pack gives at least the trick
        just won: twenty cards at most are left in the stock).
        """
        player_index(dealer, "dealer")
        player_index(winner, "the trick's winner")
        if len(hands) != 2 or len(tables) != 2 or len(declared) != 2 or len(taken) != 2:
            raise InvalidRecordError("hands, tables, declarations and taken cards are given for both players")
        tricks = trick_declared_after(len(stock))
        each_card_once([cards.mask for cards in [*hands, *tables, *taken, CardSet(stock)]])
        st = cls(
            profile=profile, dealer=dealer, hands=[hands[0].mask, hands[1].mask],
            tables=[tables[0].mask, tables[1].mask], stock=[c.index for c in stock], stage=Stage.DECLARE,
            to_move=winner, leader=winner, trick_winner=winner, trump=trump, tricks=tricks,
            declared=declared, scores=scores, taken=[taken[0].mask, taken[1].mask],
            phase1_brisques=[brisques_in_mask(t.mask) for t in taken], played=taken[0].mask | taken[1].mask,
            checked=False,  # checked above; only the cards given are placed, so not the whole pack
        )
        return st

    @property
    def legal_actions(self) -> LegalActions:
        """Every action the player to move may take now (:class:`~penchant.play.moves.LegalActions`: plays in card
        order, then declarations best first, then pass; empty once the deal is over). Worked out once for each
        moment of the deal and shared: the one list for play, search and simulation alike."""
        if self._legal_cache is not None:
            return self._legal_cache
        acts: list[Action]
        if self._stage in (Stage.LEAD, Stage.FOLLOW):
            acts = [_PLAY_OF[i] for i in card_indexes(self._playable())]
        elif self._stage.declaring:
            acts = [Declare(d.cards) for d in self._legal_declarations()]
            acts.append(Pass())
        else:
            acts = []
        self._legal_cache = LegalActions(acts)
        return self._legal_cache

    def _playable(self) -> int:
        p = self._to_move
        if not self.last_six:
            return first_ten_plays(self._hands[p], self._tables[p])
        if self._stage is Stage.FOLLOW:
            if self._lead is None:
                raise BrokenInvariantError(NO_CARD_LED)
            return last_six_follows(self._hands[p], self._lead, self._trump)
        return self._hands[p]

    def _declarations(self) -> list[tuple[int, Kind]]:
        p = self._to_move
        return legal_declaration_masks(
            self._hands[p], self._tables[p], self._tables[other_player(p)], self._profile,
            self._declared[p], self._stage is Stage.PENCHANT,
        )

    @property
    def legal_declarations(self) -> tuple[Declaration, ...]:
        """Every declaration the player to move may make now, with its kind and points, best first, in the order of
        :attr:`legal_actions` (none but after a trick, in the first ten tricks). Those made so far are
        :attr:`declared`. A tuple, as :attr:`legal_actions` is: read (``in``, iterated, counted), never changed,
        and the same one each time it is asked at one moment."""
        return self._legal_declarations()

    def _legal_declarations(self) -> tuple[Declaration, ...]:
        """:attr:`legal_declarations`, worked out once for each moment (its legal actions are made from it)."""
        if self._declarations_cache is None:
            self._declarations_cache = () if not self._stage.declaring else tuple(
                Declaration(CardSet.from_mask(m), k, declared_points(self._profile, (k,)))
                for m, k in worth_most_first(self._profile, self._declarations()))
        return self._declarations_cache

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``action`` may be taken now: an :class:`Action` or notation (``"play QS"``), read as
        :meth:`apply` reads it. What is not an action at all is an :class:`InvalidNotationError`, as in
        :meth:`apply`; ``"play QS" in deal.legal_actions`` answers ``False`` to it instead."""
        try:
            self._check(_action_of(action))
        except IllegalPlayError:
            return False
        return True

    def _check(self, action: Action) -> None:
        """Raise the typed error that explains why ``action`` is illegal now."""
        if self._stage is Stage.OVER:
            raise IllegalPlayError.refusing(str(action), "the deal is over")
        p = self._to_move
        who = self._stage.mover_words  # by his part now ("the leader"): a seat's words read backwards to the pone
        if isinstance(action, Play):
            c = action.card
            if self._stage not in (Stage.LEAD, Stage.FOLLOW):
                raise IllegalPlayError.refusing(
                    str(action), f"{who} must declare or pass now, not play (stage {self._stage.value})"
                )
            if self._playable() & c.bit:
                return
            if self.last_six and self._stage is Stage.FOLLOW and self._hands[p] & c.bit:
                if self._lead is None:
                    raise BrokenInvariantError(NO_CARD_LED)
                raise IllegalPlayError.refusing(str(action), last_six_refusal(c, self._hands[p], self._lead,
                                                                              self._trump))
            where = "hand or table" if not self.last_six else "hand"
            raise IllegalPlayError.refusing(str(action), f"{c.unicode} is not in {who}'s {where}")
        if isinstance(action, Pass):
            if not self._stage.declaring:
                raise IllegalPlayError.refusing("pass", f"there is nothing to pass on now; {who} must play a card")
            return
        if not isinstance(action, Declare):
            raise InvalidNotationError.refusing(action, "not an action: give a Play, a Declare or a Pass, or write "
                                                        "'play QS', 'declare QS JH' or 'pass'")
        if not self._stage.declaring:
            # The rules' reason (no trick yet, the last six, every declaration made); with none, the declaring
            # turns after the last trick are over: a trick is under way.
            why = declaration_refusal(tricks=self._tricks, last_six=self.last_six,
                                      declarations=len(self._declared[0]) + len(self._declared[1]),
                                      trick_declared=False, won_trick=True, trick_under_way=True)
            raise IllegalDeclarationError.refusing(str(action), (why or NoDeclaration.TRICK_UNDER_WAY).value)
        verdict = check_declaration(
            action.cards, self.holdings(p), self._profile,
            declared=self._declared[p], penchant_only=self._stage is Stage.PENCHANT,
        )
        verdict.raise_if_illegal()

    # --------------------------------------------------------------- acting
    def apply(self, action: Action | str) -> None:
        """Validate and apply ``action`` in place (as python-chess's ``push`` and OpenSpiel's ``apply_action``:
        nothing is returned, so ``s2 = s.apply(a)`` cannot pass for a copy; :meth:`child` is the new state).

        Raises :class:`IllegalPlayError`, :class:`IllegalDeclarationError` or
        :class:`~penchant.errors.BarredError` (all :class:`~penchant.errors.PenchantError`) with the reason; the
        state is unchanged on refusal.
        """
        action = _action_of(action)
        self._check(action)
        self.apply_unchecked(action)

    def child(self, action: Action | str) -> DealState:
        """A new state after ``action`` (this one unchanged)."""
        child = self.clone()
        child.apply(action)
        return child

    def apply_unchecked(self, action: Action) -> None:
        """The fast path for search and simulation: apply ``action`` in place without checking it.

        Contract: ``action`` must be one of :attr:`legal_actions` (for instance an element of it). An
        illegal action is not detected and leaves the state inconsistent; use :meth:`apply` for anything that
        comes from a person or a file.
        """
        self._legal_cache = self._declarations_cache = self._step_trick = self._step_passed = None
        self._step_draws = ()
        p = self._to_move
        self._history.append((p, action))
        if isinstance(action, Play):
            self._play(p, action.card.index)
        elif isinstance(action, Declare):
            self._declare(p, action.cards.mask)
        else:
            self._pass()

    def _remove(self, p: int, i: int) -> None:
        bit = 1 << i
        if self._hands[p] & bit:
            self._hands[p] ^= bit
        else:
            self._tables[p] ^= bit

    def _play(self, p: int, i: int) -> None:
        self._remove(p, i)
        self._played |= 1 << i
        if self._stage is Stage.LEAD:
            self._lead = i
            self._leader = p
            self._stage = Stage.FOLLOW
            self._to_move = next_to_play(p, follower_won=None)
            return
        lead = self._lead
        if lead is None:
            raise BrokenInvariantError(NO_CARD_LED)
        winner = trick_winner(self._leader, lead, i, self._trump)
        trick = (1 << lead) | (1 << i)
        self._taken[winner] |= trick
        self._last_trick = self._step_trick = Trick(self._leader, PACK[lead], PACK[i], winner)
        self._lead = None
        self._tricks += 1
        self._trick_winner = winner
        brisques = brisques_in_mask(trick)
        if not self.last_six:  # a trick of the first ten
            self._phase1_brisques[winner] += brisques
            self._declaring_turn(FIRST_TO_DECLARE)  # the declaring turns, then the draws
        else:
            if brisques:
                self._brisquettes[winner] += brisques
                pts = brisquette_points(self._profile, brisques)
                self._score(ScoreEvent(winner, pts, ScoreKind.BRISQUETTE, CardSet.from_mask(trick & BRISQUE_MASK)))
            if deal_over(self._tricks):
                self._end_of_deal()
            else:
                self._stage = Stage.LEAD
                self._to_move = self._leader = next_leader(self._dealer, winner)

    def _turn(self) -> DeclaringTurn:
        """The turn to declare now, said by the stage (:attr:`Stage.turn <penchant.play.moves.Stage.turn>`)."""
        turn = self._stage.turn
        if turn is None:
            raise BrokenInvariantError("a turn to declare asked at a stage that is not a declaring one")
        return turn

    def _declaring_turn(self, turn: DeclaringTurn | None) -> None:
        """After a trick of the first ten, offer each turn to declare as the rules order them
        (:func:`~penchant.rules.procedure.turn_after`: the winner's, then the loser's if the winner passed); a player
        with nothing he may declare passes by himself. With no turn left, the draws."""
        while turn is not None:
            self._stage = Stage.of_turn(turn)
            self._to_move = player = turn.player(self._trick_winner)
            if self._declarations():
                return
            if turn.by_winner:
                self._step_passed = player  # the engine passes for the winner: nothing he holds may be declared
            turn = turn_after(turn, declared=False)
        self._draw(self._trick_winner)

    def _pass(self) -> None:
        self._declaring_turn(turn_after(self._turn(), declared=False))

    def _declare(self, p: int, m: int) -> None:
        kind = classify_mask(m)
        if kind is None:
            raise BrokenInvariantError(NO_KIND)
        self._hands[p] &= ~m
        self._tables[p] |= m
        self._declared[p].append((kind, m))
        points = declared_points(self._profile, (kind,))
        self._score(ScoreEvent(p, points, ScoreKind.DECLARATION, CardSet.from_mask(m), kind))
        if kind is Kind.PENCHANT and penchant_sets_trump(
            self._profile, self._trump, by_trick_winner=self._turn().by_winner
        ):
            self._trump = trump_of_penchant(m)
        self._declaring_turn(turn_after(self._turn(), declared=True))

    def _score(self, event: ScoreEvent) -> None:
        self._scores[event.player] += event.points
        self._events.append(event)

    def _draw(self, winner: int) -> None:
        """The draws (:func:`~penchant.rules.procedure.draws`: the winner the top card, then the loser); once the
        stock is out, the tables go back into the hands (:func:`~penchant.rules.procedure.hand_for_last_six`).
        The trick's winner leads the next."""
        self._step_draws = drawn = draws(self._stock, winner)
        for player, card in drawn:
            self._hands[player] |= 1 << card
        self._stock = stock_after_draws(self._stock)
        if not self._stock:
            for q in (0, 1):
                self._hands[q] = hand_for_last_six(self._hands[q], self._tables[q])
                self._tables[q] = 0
        self._stage = Stage.LEAD
        self._to_move = self._leader = next_leader(self._dealer, winner)

    def _end_of_deal(self) -> None:
        b = self.brisques
        for q in (0, 1):
            if bonus := book_bonus_of(self._profile, b[q]):
                self._score(ScoreEvent(q, bonus, ScoreKind.BONUS, brisques=b[q]))
        self._stage = Stage.OVER

    @property
    def last_transition(self) -> Transition:
        """What the engine did by itself as it applied the last action (:class:`~penchant.play.moves.Transition`:
        the trick completed, the draws, the winner's declaring turn passed for him, the last six begun), as it
        did it: a board saying what a move changed reads it rather than working the steps out again.
        :data:`~penchant.play.moves.QUIET` for a position just read or dealt. Kept by the fast path as three
        fields, built into the value when asked."""
        if self._step_trick is None and self._step_passed is None and not self._step_draws:
            return QUIET
        return Transition(trick=self._step_trick, draws=tuple((q, PACK[i]) for q, i in self._step_draws),
                          declaring_passed=self._step_passed,
                          last_six_began=bool(self._step_draws) and self.last_six)

    # ----------------------------------------------------------- copies, views
    def clone(self) -> DealState:
        """A copy to change (search and simulation clone, then take the fast path on the copy)."""
        new = object.__new__(DealState)
        new._profile, new._dealer, new._stage = self._profile, self._dealer, self._stage
        new._hands, new._tables, new._stock = list(self._hands), list(self._tables), list(self._stock)
        new._to_move, new._leader, new._lead, new._trump = self._to_move, self._leader, self._lead, self._trump
        new._tricks, new._played, new._last_trick = self._tricks, self._played, self._last_trick
        new._trick_winner = self._trick_winner
        new._step_trick, new._step_draws, new._step_passed = self._step_trick, self._step_draws, self._step_passed
        new._taken, new._phase1_brisques = list(self._taken), list(self._phase1_brisques)
        new._brisquettes, new._scores, new._events = list(self._brisquettes), list(self._scores), list(self._events)
        new._declared = [list(self._declared[0]), list(self._declared[1])]
        new._history = list(self._history)
        new._legal_cache = new._declarations_cache = None
        return new

    def view(self, player: int) -> PlayerView:
        """What ``player`` may see now (:func:`penchant.play.view.view_of`)."""
        return view_of(self, player)

    def deal_entry(self) -> DealEntry:
        """The deal as a score sheet records it."""
        kinds = (tuple(k for k, _ in self._declared[0]), tuple(k for k, _ in self._declared[1]))
        return DealEntry(kinds, (self._brisquettes[0], self._brisquettes[1]), self.brisques)

    # --------------------------------------------------------- serialization
    def to_json(self) -> dict[str, Any]:
        """The position as JSON (cards in notation). Round-trips with :meth:`from_json`
        (:func:`penchant.play.position_record.position_json`)."""
        return position_json(self)

    def to_str(self) -> str:
        """The position as JSON text, history and score events included: :meth:`from_str` reads it back equal."""
        return json.dumps(self.to_json(), ensure_ascii=False)

    def short_form(self) -> str:
        """The position in one short line, without its history and score events (as a chess FEN is the position
        without its moves): :func:`penchant.play.short_form.short_form`. :meth:`from_str` reads it back."""
        return short_form(self)

    def __repr__(self) -> str:
        """A short call that rebuilds the position when pasted (as python-chess prints ``Board('fen')``):
        ``DealState.from_str('kandell | dealer 0 | stage lead | ...')``, the :meth:`short_form` (its history and
        score events are :meth:`to_str`'s). A deal by rules no record can hold (a
        :class:`~penchant.rules.profiles.Profile` of its own values) cannot be written, so it is named instead."""
        try:
            return f"{type(self).__name__}.from_str({self.short_form()!r})"
        except InvalidRecordError:
            return f"<{type(self).__name__} by the rules {self._profile.name!r}, stage {self._stage.value}>"

    def __str__(self) -> str:
        """The deal for a person to read, a few lines (:func:`penchant.play.short_form.deal_picture`)."""
        return deal_picture(self)

    @classmethod
    def from_json(cls, data: object) -> DealState:
        """Read a ``penchant-position/1`` object, checking that every card is in exactly one place."""
        return cls(**position_fields(data), checked=False)  # checked by position_fields

    @classmethod
    def from_str(cls, text: str) -> DealState:
        """Read a position written by :meth:`to_str` (JSON) or by :meth:`short_form` (one line, no history)."""
        if isinstance(text, str) and text.lstrip().startswith("{"):
            return cls.from_json(load_json(text))
        return cls.from_json(read_short_form(text))

    def check_every_card_once(self) -> None:
        """Raise :class:`InvalidRecordError` unless each of the 32 cards is in exactly one place."""
        check_every_card_once(self._hands, self._tables, self._played, self._stock, self._lead)

    def _repr_html_(self) -> str:
        trump = "none" if self._trump is None else self._trump.symbol
        info = (f"phase {self.phase}, stage {self._stage.value}, to move: {None if self.is_over() else self._to_move}, "
                f"stock {len(self._stock)}, trump {trump}, score {self.scores[0]}–{self.scores[1]}")
        from penchant.render import state_html  # drawing is no rule of play: loaded when a notebook shows a deal

        return state_html([cards_of(h) for h in self._hands], [cards_of(t) for t in self._tables], info)


def _action_of(action: Action | str) -> Action:
    """An action given to :meth:`DealState.apply` or :meth:`DealState.is_legal`: notation is read
    (:func:`~penchant.play.moves.parse_action`), an :class:`Action` kept (what is neither is refused by the check)."""
    return parse_action(action) if isinstance(action, str) else action
