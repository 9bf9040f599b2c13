"""What may be entered now: the marker's answer in one query, as a deal answers its legal actions.

:class:`Choices` is worked out once from the sheet (``ledger.choices``), with the rules
(:func:`~penchant.rules.procedure.declaration_refusal`, :func:`~penchant.rules.limits.players_declarations_problem`,
:func:`~penchant.rules.declaring_in_order.declarations_in_order_problem` through the ledger's own
:func:`~penchant.marker.applying_entries.in_order_problem` and
:func:`~penchant.marker.applying_entries.trick_refusal`, a :class:`~penchant.play.sheet.DealEntry`, checked as it is
made), and holds every tap the deal screen offers: a
trick won, a quick-scoring declaration of each kind for each player (the entry :meth:`GameSheet.quick_declaration
<penchant.marker.game_sheet.GameSheet.quick_declaration>` makes), the loser's penchant, a brisquette trick of one
or two brisques (:meth:`Choices.brisquette`: it starts the last six tricks if they have not begun), Last six
tricks, each brisque count that ends the deal, undo and redo. ``event in choices`` says whether the ledger
accepts it; a button is on exactly when it does (``tests/marker/test_choices.py`` checks the answer against
the ledger itself). A refused tap still goes to the ledger, whose message says why.

Referee mode asks the same answer about the cards tapped: :meth:`Choices.referee_pick` refuses a card already
played to a trick, and :meth:`Choices.referee` says what the cards are, their points, and for each player the
entry a declaration of them makes with the ledger's own refusal (:func:`~penchant.marker.applying_entries.apply_entry`),
and which refusals are worth showing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass, field

from penchant.errors import BarredError, IllegalDeclarationError, PenchantError, ScoreEntryError
from penchant.marker.applying_entries import (
    apply_entry,
    brisquette_refusal,
    brisquette_skips,
    deal_at_declaration,
    in_order_problem,
    no_game,
    trick_refusal,
)
from penchant.marker.events import Brisquette, Declared, EndDeal, Event, LastSix, Redo, TrickWon, Undo, suit_or_none
from penchant.marker.game_sheet import GameSheet
from penchant.play.sheet import DealEntry
from penchant.rules.bar_reports import bar_report
from penchant.rules.brisques import BRISQUE_COUNTS, the_other_brisques
from penchant.rules.cards import Card, CardSet
from penchant.rules.combinations import classify_mask
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.limits import players_declarations_problem
from penchant.rules.procedure import (
    CARDS_PER_TRICK,
    declaration_refusal,
    last_six_all_won,
    last_six_begun,
    may_declare_kind,
    other_player,
    trick_in_play,
)
from penchant.rules.scoring import declared_points
from penchant.rules.suits_and_ranks import Suit
from penchant.words.bar_reports import at_a_glance
from penchant.words.cards import cards_words, in_words

__all__ = ["Choices", "RefereeDeclaration", "RefereeVerdict", "choices_of"]

_BOTH = (0, 1)


@dataclass(frozen=True)
class RefereeDeclaration:
    """Referee mode: one player declaring the cards tapped, as the ledger would take it."""

    player: int
    entry: Declared
    """The entry the declaration makes (:meth:`GameSheet.referee_declaration
    <penchant.marker.game_sheet.GameSheet.referee_declaration>`: on the last trick, or as the record of the next)."""
    refusal: PenchantError | None = field(compare=False)
    """The ledger's refusal of :attr:`entry` (its message quotes the cards), or ``None`` when it is accepted."""
    shown: bool
    """Whether the deal screen says this player's refusal: the last trick's winner's (the player it is about), or
    both players' before any trick, and a bar whoever it stops (the other's refusal would otherwise only repeat
    that the trick was not theirs; a bar is about them, and their Declare button is off for it)."""
    reason: str | None = None
    """Why :attr:`entry` is refused, in a player's words for a glance between tricks (a bar: the rules'
    :func:`~penchant.words.bar_reports.at_a_glance`, naming whose table bars it), or ``None`` when accepted.
    The refusal itself says it in full, quoting the cards."""

    @property
    def allowed(self) -> bool:
        """Whether the ledger accepts :attr:`entry` now."""
        return self.refusal is None

    @property
    def barred(self) -> bool:
        """Whether :attr:`entry` is refused because a major set on the other player's table bars it."""
        return isinstance(self.refusal, BarredError)


@dataclass(frozen=True)
class RefereeVerdict:
    """Referee mode's answer about the cards tapped: what they are, their points, and each player's declaration."""

    cards: CardSet
    kind: Kind | None
    """The combination the cards make (``None``: no combination)."""
    points: int | None
    """What the combination scores under the game's rules (``None``: no combination)."""
    declarations: tuple[RefereeDeclaration, RefereeDeclaration]
    """Player 0's and player 1's."""


@dataclass(frozen=True)
class Choices:
    """What may be entered now (see the module's docstring). ``Choices()`` is "nothing" (no game)."""

    tricks: tuple[bool, bool] = (False, False)
    """``TrickWon(p)``."""
    kinds: tuple[frozenset[Kind], frozenset[Kind]] = (frozenset(), frozenset())
    """The kinds a quick-scoring tap may enter for each player (as the trick's winner)."""
    loser_penchant: tuple[bool, bool] = (False, False)
    """A penchant declared as the loser of a trick (which the tap records if need be)."""
    brisquettes: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())
    """The brisques (1 or 2) a trick of the last six may bring each player: :meth:`brisquette`."""
    last_six: bool = False
    """``LastSix()``: the last six tricks may begin (the deal is in its first ten tricks)."""
    declaring_open: bool = False
    """Whether declarations belong to the deal now: its first ten tricks are on (the game not over, the deal not
    ended, the last six not begun). The combination, penchant and loser's-penchant taps are offered only then."""
    end_counts: frozenset[int] = frozenset()
    """Player 0's brisque counts that end the deal (the other player has the rest of the 12)."""
    undo: bool = False
    redo: bool = False
    sheet: GameSheet | None = field(default=None, compare=False, repr=False)

    # ---- the entries the taps make
    def declaration(self, player: int, kind: Kind, jack: object = None, *, as_loser: bool = False) -> Declared:
        """The entry a quick-scoring tap on ``kind`` makes for ``player`` (see ``GameSheet.quick_declaration``)."""
        if self.sheet is None:
            raise no_game()
        return self.sheet.quick_declaration(player, kind, suit_or_none(jack, "jack"), as_loser=as_loser)

    @staticmethod
    def loser_may_declare_kind(kind: Kind) -> bool:
        """Whether a declaration of ``kind`` may be the trick's loser's as well as its winner's (the rules'
        :func:`~penchant.rules.procedure.may_declare_kind`: a penchant only): an entry corrected in the history is
        asked which of the two declared it only then."""
        return may_declare_kind(kind, won_trick=False)

    @property
    def brisquette_begins_last_six(self) -> bool:
        """Whether a brisquette tap now also says the last six tricks have begun: the deal is in its first ten
        tricks as entered (a screen says so beside the taps: at trick 1, "+1 brisquette" read as a tap for now)."""
        d = None if self.sheet is None else self.sheet.current
        return d is not None and not d.phase2 and not d.ended

    def brisquettes_offered(self, *, quick: bool) -> bool:
        """Whether the brisquette taps belong on the screen now: the game on, and the deal in its last six tricks,
        or, scoring quickly (``quick``), in its first ten (a tap then also begins the last six:
        :attr:`brisquette_begins_last_six`)."""
        if self.sheet is None or self.sheet.is_over():
            return False
        return self.sheet.current.in_last_six or (quick and self.declaring_open)

    @property
    def stock_emptied(self) -> bool:
        """Whether the tricks entered have emptied the stock (:func:`~penchant.rules.procedure.last_six_begun`): the
        last six tricks are due, and the tap that begins them is the one to make."""
        return self.sheet is not None and last_six_begun(self.sheet.current.tricks)

    @property
    def tables_kept(self) -> bool:
        """Whether the players' tables are played from now (through the first ten tricks: in the last six each has
        taken his table back into his hand), the game on: a referee taps a card of a table when it is played to a
        trick."""
        return self.sheet is not None and not self.sheet.is_over() and not self.sheet.current.phase2

    def brisquette(self, player: int, count: int) -> Brisquette:
        """The entry of a trick of the last six that brought ``player`` ``count`` brisques: in the first ten
        tricks as counted, the same tap says the last six have begun (whatever the trick count said:
        :attr:`brisquette_begins_last_six`)."""
        return Brisquette(player, count, last_six=self.brisquette_begins_last_six)

    def brisquette_question(self) -> str:
        """What a brisquette tap now would skip, to be confirmed by a second tap before it is entered (``""``: the
        tap enters it at once, as in a normal deal): :func:`~penchant.marker.applying_entries.brisquette_skips`."""
        return "" if self.sheet is None else brisquette_skips(self.sheet)

    def loser_penchant_trick(self, player: int) -> int | None:
        """The trick a loser's penchant by ``player`` is recorded on if tapped now (the other player's, which the
        tap enters too when it is not entered yet): the ledger's own step
        (:func:`~penchant.marker.applying_entries.deal_at_declaration`). ``None`` when there is no game or no trick it
        could be recorded on (the last six have begun)."""
        if self.sheet is None:
            return None
        try:
            return deal_at_declaration(self.sheet, self.declaration(player, Kind.PENCHANT, as_loser=True)).tricks
        except PenchantError:
            return None

    # ---- referee mode
    def referee_pick(self, selection: CardSet, card: Card) -> CardSet:
        """The cards tapped after a tap on ``card`` (a tap takes a card in or out of ``selection``). A card played
        to a trick this deal cannot be declared again: :class:`IllegalDeclarationError` quoting it."""
        if self.sheet is None:
            raise no_game()
        if self.sheet.current.played & card.bit:
            raise IllegalDeclarationError.cannot_declare(str(card), "it was played to a trick this deal")
        return CardSet.from_mask(selection.mask ^ card.bit)

    def referee(self, cards: CardSet) -> RefereeVerdict:
        """What declaring ``cards`` now would enter for each player, and whether the ledger accepts it (the ledger's
        own step, :func:`~penchant.marker.applying_entries.apply_entry`, so the refusal is the one a tap would get)."""
        sheet = self.sheet
        if sheet is None:
            raise no_game()
        if not cards:
            raise IllegalDeclarationError(f"no cards to declare ({str(cards)!r}): tap the cards of the declaration "
                                          "first, then who declares it")
        kind = classify_mask(cards.mask)
        winner = sheet.current.last_winner
        declarations = []
        for p in _BOTH:
            entry = sheet.referee_declaration(p, cards)
            refusal: PenchantError | None = None
            try:
                apply_entry(sheet, 0, entry)
            except PenchantError as exc:
                refusal = exc
            reason = None if refusal is None else _in_words(sheet, p, cards, kind, refusal)
            shown = refusal is None or isinstance(refusal, BarredError) or winner in (None, p)
            declarations.append(RefereeDeclaration(p, entry, refusal, shown=shown, reason=reason))
        return RefereeVerdict(cards, kind, None if kind is None else declared_points(sheet.profile, (kind,)),
                              (declarations[0], declarations[1]))

    @staticmethod
    def end(count: int) -> EndDeal:
        """The entry that ends the deal with ``count`` brisques for player 0."""
        return EndDeal.from_count(0, count)

    # ---- the view
    def __contains__(self, event: object) -> bool:
        """Whether the ledger accepts ``event`` now (for the entries the deal screen offers)."""
        if isinstance(event, Undo):
            return self.undo
        if isinstance(event, Redo):
            return self.redo
        if self.sheet is None:
            return False
        if isinstance(event, TrickWon):
            return self.tricks[event.winner]
        if isinstance(event, LastSix):
            return self.last_six
        if isinstance(event, Brisquette):
            return event == self.brisquette(event.player, event.count) and event.count in self.brisquettes[event.player]
        if isinstance(event, EndDeal):
            a, b = event.brisques
            return a in self.end_counts and b == the_other_brisques(a)
        if isinstance(event, Declared) and event.kind is not None and event.cards is None:
            as_loser = event.by_winner is False
            if event.kind is Kind.PENCHANT and event.jack is None and self.needs_jack(as_loser=as_loser):
                return False  # its Jack's suit is needed: the trump it sets
            if event == self.declaration(event.player, event.kind, event.jack, as_loser=as_loser):
                if as_loser:
                    return event.kind is Kind.PENCHANT and self.loser_penchant[event.player]
                return event.kind in self.kinds[event.player]
        return False

    def needs_jack(self, *, as_loser: bool) -> bool:
        """Whether a penchant entered now must say its Jack's suit: it sets trump (no trump yet, and declared
        by the trick's winner, or by its loser where the rules let a loser's penchant set it). A screen asks
        this before offering the Jack's suits, the one rule :meth:`declaration` entries are checked by."""
        return self.sheet is not None and self.sheet.penchant_sets_trump(by_trick_winner=not as_loser)

    def _penchants(self, player: int, *, as_loser: bool) -> Iterator[Declared]:
        if self.needs_jack(as_loser=as_loser):  # one for each suit of its Jack: the trump it sets
            for suit in Suit:
                yield self.declaration(player, Kind.PENCHANT, suit, as_loser=as_loser)
        else:
            yield self.declaration(player, Kind.PENCHANT, as_loser=as_loser)

    def __iter__(self) -> Iterator[Event]:
        """Every entry offered now (a penchant that sets trump once for each suit of its Jack)."""
        if self.undo:
            yield Undo()
        if self.redo:
            yield Redo()
        for p in _BOTH:
            if self.tricks[p]:
                yield TrickWon(p)
            for kind in (k for k in Kind if k in self.kinds[p]):  # the game's order: sets, runs, couplings
                if kind is Kind.PENCHANT:
                    yield from self._penchants(p, as_loser=False)
                else:
                    yield self.declaration(p, kind)
            if self.loser_penchant[p]:
                yield from self._penchants(p, as_loser=True)
            for n in sorted(self.brisquettes[p]):
                yield self.brisquette(p, n)
        if self.last_six:
            yield LastSix()
        for a in sorted(self.end_counts):
            yield self.end(a)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    @property
    def any_declaration(self) -> tuple[bool, bool]:
        """Whether each player may declare something now."""
        return (bool(self.kinds[0]) or self.loser_penchant[0], bool(self.kinds[1]) or self.loser_penchant[1])


def _in_words(sheet: GameSheet, player: int, cards: CardSet, kind: Kind | None, refusal: PenchantError) -> str:
    """Why ``player`` may not declare ``cards``, in a player's words: a bar as the rules say it at a glance (whose
    table bars it, with what); any other refusal as the ledger says it, without the cards it quotes."""
    d = sheet.current
    if isinstance(refusal, BarredError) and kind is not None:
        held = Holdings(table=CardSet.from_mask(d.tables[player]),
                        opp_table=CardSet.from_mask(d.tables[other_player(player)]))
        report = bar_report(kind, held, sheet.profile)
        if report is not None:  # the name as written, the cards in words
            return at_a_glance(report, sheet.players[other_player(player)], cards=cards_words)
    # From its parts: why, without the entry or the cards it refused (the tap said those); the names as written.
    return in_words(refusal.reason if refusal.reason is not None else str(refusal), plain=sheet.players)


def choices_of(sheet: GameSheet | None, *, undo: bool = False, redo: bool = False) -> Choices:
    """What may be entered on ``sheet`` now (``undo``/``redo``: whether the ledger has a change to undo or redo)."""
    if sheet is None:
        return Choices(undo=undo, redo=redo)
    d = sheet.current
    if sheet.is_over() or d.ended:
        return Choices(undo=undo, redo=redo, sheet=sheet)
    phase1 = not d.phase2
    begun = last_six_begun(d.tricks)
    tricks = _trick_taken(sheet) if not begun else not last_six_all_won(d.last_six_won)
    kinds = tuple(frozenset(k for k in Kind if phase1 and _declarable(sheet, p, k, as_loser=False)) for p in _BOTH)
    loser = tuple(phase1 and _declarable(sheet, p, Kind.PENCHANT, as_loser=True) for p in _BOTH)
    counts = tuple(frozenset(n for n in range(1, CARDS_PER_TRICK + 1) if brisquette_refusal(sheet, p, n) is None)
                   for p in _BOTH)
    counted = d.phase2 or last_six_begun(d.tricks)
    ends = frozenset(a for a in BRISQUE_COUNTS if _ends(sheet, a)) if counted else frozenset()
    return Choices(
        tricks=(tricks, tricks), kinds=(kinds[0], kinds[1]), loser_penchant=(loser[0], loser[1]),
        brisquettes=(counts[0], counts[1]), last_six=phase1, declaring_open=phase1, end_counts=ends, undo=undo,
        redo=redo, sheet=sheet,
    )


def _declarable(sheet: GameSheet, player: int, kind: Kind, *, as_loser: bool) -> bool:
    """Whether the quick-scoring declaration of ``kind`` by ``player`` may be entered (the rules' answer, on
    the deal as the declaration finds it: the ledger's own
    :func:`~penchant.marker.applying_entries.deal_at_declaration`)."""
    ev = sheet.quick_declaration(player, kind, as_loser=as_loser)
    try:
        d = deal_at_declaration(sheet, ev)
    except PenchantError:
        return False
    if declaration_refusal(tricks=d.tricks, last_six=False, declarations=len(d.declarations),
                           trick_declared=d.trick_declaration is not None, won_trick=player == d.last_winner,
                           kind=kind) is not None:
        return False
    return players_declarations_problem(
        *(([x.kind for x in d.declarations if x.player == q] + [kind] * (q == player)) for q in (0, 1))) is None \
        and in_order_problem(sheet, d, player, kind) is None


def _trick_taken(sheet: GameSheet) -> bool:
    """Whether a trick of the first ten won may be entered now (the ledger's own check,
    :func:`~penchant.marker.applying_entries.trick_refusal`, on the deal one trick on)."""
    d = sheet.current
    return trick_refusal(sheet, dataclasses.replace(d, tricks=trick_in_play(d.tricks))) is None


def _ends(sheet: GameSheet, count: int) -> bool:
    """Whether ``count`` brisques for player 0 (the rest for player 1) end the deal as entered."""
    d = sheet.current
    try:  # a deal entry is checked as it is made (validate_deal's checks: asked again, they were asked twice)
        DealEntry((d.kinds(0), d.kinds(1)), d.brisquettes, (count, the_other_brisques(count)))
    except ScoreEntryError:
        return False
    return True
