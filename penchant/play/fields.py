"""The fields of a deal and what they say, read-only: the data half of :class:`~penchant.play.state.DealState`.

:class:`DealFields` holds a deal's position (cards as indices and masks) and answers questions about it
(the phase, the brisques taken, a player's holdings); :class:`~penchant.play.state.DealState` adds its
moves (legal actions, :meth:`~penchant.play.state.DealState.apply`), copies and views.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from penchant.errors import InvalidRecordError, InvalidSettingError
from penchant.play.moves import TRICK_WINNER_BEFORE_ANY_TRICK, Action, LegalActions, ScoreEvent, Stage, Trick
from penchant.rules.brisques import brisques_in_mask
from penchant.rules.cards import PACK, Card, CardSet
from penchant.rules.combinations import Declaration, DeclaredRecord
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.procedure import last_six_begun, other_player, player_index, trick_in_play, tricks_for_stock
from penchant.rules.profiles import Profile
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import trump_jack, trump_suit

__all__ = ["DealFields", "asked_player"]


def asked_player(player: object) -> int:
    """The player a caller asks about (a deal's hand, table, holdings, view): 0 or 1; anything else, -1 (which
    would be Python's count from the end, player 1) and ``True`` included, is an :class:`InvalidSettingError`
    quoting it: a seat out of its bounds, not text that cannot be read."""
    return player_index(player, "player", InvalidSettingError)


@dataclass(init=False)
class DealFields:
    """A deal's position, read-only from outside: every field is a property returning an immutable value.

    The fields are in the game's words: :attr:`hands`, :attr:`tables` and :attr:`taken` are each player's cards
    (:class:`~penchant.rules.cards.CardSet`), :attr:`played` every card played to a trick, :attr:`stock` the stock's
    cards bottom first and :attr:`lead` the card led (:class:`~penchant.rules.cards.Card`), :attr:`declared` each
    player's declarations as (kind, cards); :meth:`hand`, :meth:`table` and :meth:`holdings` ask for one
    player's, checking the player.

    The fast path for search is public, named and documented: the same fields as card masks and indices,
    :attr:`hands_mask`, :attr:`tables_mask`, :attr:`taken_mask`, :attr:`played_mask` (bit ``i`` is
    ``PACK[i]``), :attr:`stock_indices`, :attr:`lead_index` and :attr:`declared_masks`, as python-chess keeps
    its bitboards beside its ``SquareSet``. The solver, the players and the search read them without building a
    card set a move; a caller showing or checking cards reads the fields in the game's words.

    A question is a method, called (:meth:`is_over`; the deal's ``is_legal(action)``); what the position is, named
    as a noun or an adjective, is a property (:attr:`last_six`, :attr:`tables_kept`, the deal's ``legal_actions``,
    ``legal_declarations`` and :attr:`declared`); what asks for one player or builds something new from the
    position is a method (docs/engine.md says the convention; tests/architecture/design/test_predicates_are_called.py
    fails on a question read without its call)."""

    _profile: Profile
    _dealer: int
    _hands: list[int]
    _tables: list[int]
    _stock: list[int]
    _stage: Stage
    _to_move: int
    _leader: int
    _lead: int | None
    _trump: Suit | None
    _tricks: int
    _taken: list[int]
    _phase1_brisques: list[int]
    _brisquettes: list[int]
    _scores: list[int]
    _events: list[ScoreEvent]
    _declared: list[list[DeclaredRecord]]
    _history: list[tuple[int, Action]]
    _played: int
    _last_trick: Trick | None
    _trick_winner: int
    _step_trick: Trick | None  # the last action's transition, as DealState.last_transition builds it
    _step_draws: tuple[tuple[int, int], ...]
    _step_passed: int | None
    _legal_cache: LegalActions | None = field(default=None, repr=False, compare=False)
    _declarations_cache: tuple[Declaration, ...] | None = field(default=None, repr=False, compare=False)
    """The legal declarations of this moment, worked out once (``DealState.legal_declarations``), which its legal
    actions (``_legal_cache``) are made from: both are forgotten together when the moment changes."""

    def __init__(
        self,
        *,
        profile: Profile,
        dealer: int,
        hands: Sequence[int],
        tables: Sequence[int],
        stock: Sequence[int],
        stage: Stage = Stage.LEAD,
        to_move: int = 0,
        leader: int = 0,
        lead: int | None = None,
        trump: Suit | str | None = None,
        tricks: int = 0,
        taken: Sequence[int] = (0, 0),
        phase1_brisques: Sequence[int] = (0, 0),
        brisquettes: Sequence[int] = (0, 0),
        scores: Sequence[int] = (0, 0),
        events: Sequence[ScoreEvent] = (),
        declared: Sequence[Sequence[DeclaredRecord]] = ((), ()),
        history: Sequence[tuple[int, Action]] = (),
        played: int = 0,
        last_trick: Trick | None = None,
        trick_winner: int = TRICK_WINNER_BEFORE_ANY_TRICK,
        checked: bool = True,
    ) -> None:
        """The fields of a position, each named (keyword-only: ``tricks`` and ``played``, ``dealer`` and ``to_move``
        are ints a call could swap unseen), cards as indices and masks, ``stock`` bottom first; checked as a position
        read from a file is (:meth:`_check_as_read`), so that a state built is one that is written and read back.
        ``checked=False`` is the fast path for search, public and named: a state built from parts already checked
        (a layout dealt, a position read, a player's guess at the hidden cards made a move) skips the check; a
        state built so from parts that do not agree is not refused, and behaves as the parts say."""
        self._profile = profile
        self._dealer = dealer
        self._hands = list(hands)
        self._tables = list(tables)
        self._stock = list(stock)
        self._stage = stage
        self._to_move = to_move
        self._leader = leader
        self._lead = lead
        self._trump = trump_suit(trump, InvalidRecordError)  # the one reader of a trump (a number is refused)
        self._tricks = tricks
        self._taken = list(taken)
        self._phase1_brisques = list(phase1_brisques)
        self._brisquettes = list(brisquettes)
        self._scores = list(scores)
        self._events = list(events)
        self._declared = [list(declared[0]), list(declared[1])]
        self._history = list(history)
        self._played = played
        self._last_trick = last_trick
        self._trick_winner = trick_winner
        self._step_trick, self._step_draws, self._step_passed = None, (), None
        self._legal_cache = self._declarations_cache = None
        if checked:
            self._check_as_read()

    def _check_as_read(self) -> None:
        """Refuse fields a reader of positions would refuse (:class:`~penchant.play.state.DealState` checks them
        by its reader); nothing to check here."""

    # ------------------------------------------------------- read-only fields
    @property
    def profile(self) -> Profile:
        return self._profile

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def hands(self) -> tuple[CardSet, CardSet]:
        """Each player's hand (:meth:`hand` asks for one, checking the player)."""
        return (CardSet.from_mask(self._hands[0]), CardSet.from_mask(self._hands[1]))

    @property
    def hands_mask(self) -> tuple[int, int]:
        """Each player's hand as a card mask: the fast path (:attr:`hands` gives the cards)."""
        return (self._hands[0], self._hands[1])

    @property
    def tables(self) -> tuple[CardSet, CardSet]:
        """Each player's table: the cards he has declared and still holds face up (:meth:`table` asks for one)."""
        return (CardSet.from_mask(self._tables[0]), CardSet.from_mask(self._tables[1]))

    @property
    def tables_mask(self) -> tuple[int, int]:
        """Each player's table as a card mask: the fast path (:attr:`tables` gives the cards)."""
        return (self._tables[0], self._tables[1])

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock's cards, bottom first: the last is the top, drawn next."""
        return tuple(PACK[i] for i in self._stock)

    @property
    def stock_size(self) -> int:
        """How many cards the stock holds: the fast path (``len(stock_indices)`` without copying the stock), as
        :attr:`PlayerView.stock_size <penchant.play.view.PlayerView.stock_size>` says it to a player."""
        return len(self._stock)

    @property
    def stock_indices(self) -> tuple[int, ...]:
        """The stock as card indices, bottom first (``stock_indices[-1]`` is the top): the fast path
        (:attr:`stock` gives the cards)."""
        return tuple(self._stock)

    @property
    def stage(self) -> Stage:
        return self._stage

    @property
    def to_move(self) -> int:
        """The player to act (once the deal is over, the one who would have led next; see :meth:`is_over`)."""
        return self._to_move

    @property
    def leader(self) -> int:
        return self._leader

    @property
    def lead(self) -> Card | None:
        """The card led to the trick in progress, or ``None`` while no card is led."""
        return None if self._lead is None else PACK[self._lead]

    @property
    def lead_index(self) -> int | None:
        """The index of the card led to the trick in progress, or ``None``: the fast path (:attr:`lead` gives the
        card)."""
        return self._lead

    @property
    def trump(self) -> Suit | None:
        """The trump suit, ``None`` until a penchant sets it (:attr:`trump_card` is its Jack)."""
        return self._trump

    @property
    def tricks(self) -> int:
        """The tricks played so far in the deal, both parts (0 to 16)."""
        return self._tricks

    @property
    def trick_in_play(self) -> int:
        """The number (1 to 16) of the trick being played; 17 once the deal is over and no trick is left (the rules'
        :func:`~penchant.rules.procedure.trick_in_play`)."""
        return trick_in_play(self._tricks)

    @property
    def taken(self) -> tuple[CardSet, CardSet]:
        """The cards each player has taken in tricks."""
        return (CardSet.from_mask(self._taken[0]), CardSet.from_mask(self._taken[1]))

    @property
    def taken_mask(self) -> tuple[int, int]:
        """The cards each player has taken in tricks, as masks: the fast path (:attr:`taken` gives the cards)."""
        return (self._taken[0], self._taken[1])

    @property
    def phase1_brisques(self) -> tuple[int, int]:
        return (self._phase1_brisques[0], self._phase1_brisques[1])

    @property
    def brisquettes(self) -> tuple[int, int]:
        return (self._brisquettes[0], self._brisquettes[1])

    @property
    def scores(self) -> tuple[int, int]:
        """Each player's points in this deal so far (declarations, brisquettes, the book bonus): the position
        format's ``scores``, as a :class:`~penchant.play.view.PlayerView` and a record's deal name them."""
        return (self._scores[0], self._scores[1])

    @property
    def events(self) -> tuple[ScoreEvent, ...]:
        return tuple(self._events)

    @property
    def declared(self) -> tuple[tuple[tuple[Kind, CardSet], ...], tuple[tuple[Kind, CardSet], ...]]:
        """Each player's declarations made so far, in order, as (kind, cards) (a view's ``declared``); what may be
        declared now is the deal's ``legal_declarations``."""
        return (tuple((k, CardSet.from_mask(m)) for k, m in self._declared[0]),
                tuple((k, CardSet.from_mask(m)) for k, m in self._declared[1]))

    @property
    def declared_masks(self) -> tuple[tuple[DeclaredRecord, ...], tuple[DeclaredRecord, ...]]:
        """Each player's declarations so far as (kind, mask): the fast path (:attr:`declared` gives the cards)."""
        return (tuple(self._declared[0]), tuple(self._declared[1]))

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action so far, with the player who took it."""
        return tuple(self._history)

    @property
    def played(self) -> CardSet:
        """Every card played to a trick so far, both players'."""
        return CardSet.from_mask(self._played)

    @property
    def played_mask(self) -> int:
        """Every card played to a trick so far, as a mask: the fast path (:attr:`played` gives the cards)."""
        return self._played

    @property
    def last_trick(self) -> Trick | None:
        return self._last_trick

    @property
    def trick_winner(self) -> int:
        """Who won the last trick played (0 or 1): the one who may declare after it and leads the next. Before any
        trick it is :data:`~penchant.play.moves.TRICK_WINNER_BEFORE_ANY_TRICK` (0) and means nothing (no trick is
        won yet: :attr:`last_trick` is ``None``; the first leader is :attr:`leader`)."""
        return self._trick_winner

    # --------------------------------------------------------------- queries
    @property
    def last_six(self) -> bool:
        """Whether the last six tricks are being played: the stock is out and no declaration is pending (the rules'
        :func:`~penchant.rules.procedure.last_six_begun`). What a caller asks rather than :attr:`phase`'s
        number."""
        return last_six_begun(tricks_for_stock(len(self._stock)), declaring=self._stage.declaring)

    @property
    def phase(self) -> int:
        """1 while the stock lasts (declarations after the tenth trick included), else 2 (:attr:`last_six`), as a
        record and a board number the phases."""
        return 2 if self.last_six else 1

    @property
    def last_six_lead_due(self) -> bool:
        """Whether a lead of the last six tricks is due: the stock is gone and no declaration is pending."""
        return self.last_six and self._stage is Stage.LEAD

    @property
    def tables_kept(self) -> bool:
        """Whether the players keep tables now: through the first ten tricks, not in the last six, when each has
        taken his table back into his hand (the rules' :func:`~penchant.rules.procedure.hand_for_last_six`)."""
        return not self.last_six

    def is_over(self) -> bool:
        return self._stage is Stage.OVER

    @property
    def brisques(self) -> tuple[int, int]:
        """Brisques each player has taken so far, both phases."""
        return (brisques_in_mask(self._taken[0]), brisques_in_mask(self._taken[1]))

    def hand(self, player: int) -> CardSet:
        """``player``'s hand (0 or 1; anything else, -1 and ``True`` included, is refused as
        :meth:`~penchant.play.state.DealState.view` refuses it: :func:`asked_player`)."""
        return CardSet.from_mask(self._hands[asked_player(player)])

    def table(self, player: int) -> CardSet:
        """``player``'s table (0 or 1, checked as :meth:`hand` checks it)."""
        return CardSet.from_mask(self._tables[asked_player(player)])

    @property
    def trump_card(self) -> Card | None:
        """The Jack whose penchant set trump (``None`` while there is no trump)."""
        return None if self._trump is None else trump_jack(self._trump)

    def holdings(self, player: int) -> Holdings:
        """``player``'s hand and table and the opponent's table, as the declaration checks read them."""
        player = asked_player(player)
        return Holdings(
            hand=CardSet.from_mask(self._hands[player]), table=CardSet.from_mask(self._tables[player]),
            opp_table=CardSet.from_mask(self._tables[other_player(player)]),
        )
