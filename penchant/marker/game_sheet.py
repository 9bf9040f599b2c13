"""The score sheet: what the marker knows of each deal and of the game.

:class:`GameSheet` and :class:`DealSheet` derive the deal number, dealer and
leader, phase, tricks and stock, the trump (set by the first penchant,
following ``Profile.loser_penchant_sets_trump``), in referee mode both
tables, each deal's breakdown, the running totals and the result
(:func:`penchant.play.sheet.tally`). How one entry changes the sheet is
:func:`penchant.marker.applying_entries.apply_entry`; the procedure and the scoring are
the rules' (:mod:`penchant.rules.procedure`, :mod:`penchant.rules.scoring`).

What the sheet knows of the tricks is what was entered: quick scoring skips
the tricks nobody declared after, so the trick number, the stock, who leads
and when trump was set are facts only while every trick of the deal was
entered (:attr:`DealSheet.counted`); otherwise they are the least they can be.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cached_property

from penchant.english.numbers import ordinal
from penchant.errors import PenchantError, ScoreEntryError
from penchant.marker.events import Declared, NewGame
from penchant.play.deal_breakdown import PointsByPart
from penchant.play.sheet import DealEntry, score_deal, tally
from penchant.rules.cards import CardSet
from penchant.rules.combinations import DeclaredRecord, classify
from penchant.rules.game_scoring import GameResult, GameSoFar, game_complete, game_totals
from penchant.rules.kinds import Kind
from penchant.rules.procedure import (
    DeclaringTurn,
    MayDeclare,
    deal_over,
    dealer_of,
    declaration_refusal,
    last_six_begun,
    may_still_declare,
    next_game_dealer,
    next_leader,
    other_player,
    pone_of,
    stock_after,
    trick_in_play,
)
from penchant.rules.profiles import Profile
from penchant.rules.scoring import DealScore, deal_parts, points_so_far
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import penchant_sets_trump

__all__ = ["DealBreakdown", "DealSheet", "GameSheet", "PlayerBreakdown", "SheetDeclaration", "refuse"]


@dataclass(frozen=True)
class SheetDeclaration:
    """A declaration as the sheet shows it."""

    entry_id: int
    player: int
    kind: Kind
    points: int
    trick: int
    """The trick after which it was declared, as counted (0 for a whole deal entered at once)."""
    by_winner: bool
    """Declared by the trick's winner (else its loser): the one answer, the entry's own ``by_winner`` being refused
    when it says otherwise (an edit form reads the role here, never from the entry)."""
    cards: CardSet | None = None
    sets_trump: Suit | None = None
    counted: bool = True
    """Every trick of the deal up to it was entered, so :attr:`trick` is that trick's number (else the tricks
    entered so far, the least it can be)."""

    @property
    def after(self) -> str:
        """Which trick it follows, as a player says it: ``"after trick 7"`` when every trick was entered, else
        ``"after the 7th trick entered"`` (and ``""`` for a deal entered whole, which has no tricks)."""
        if self.trick <= 0:
            return ""
        if self.counted:
            return f"after trick {self.trick}"
        return f"after the {ordinal(self.trick)} trick entered"


@dataclass(frozen=True)
class DealSheet:
    """One deal of the sheet: what is known of it after the entries so far."""

    number: int
    """1..4."""
    dealer: int
    tricks: int = 0
    """Phase 1 tricks recorded (0..10)."""
    phase2_tricks: int = 0
    last_winner: int | None = None
    phase2: bool = False
    trump: Suit | None = None
    trump_by: int | None = None
    trump_trick: int | None = None
    declarations: tuple[SheetDeclaration, ...] = ()
    brisquettes: tuple[int, int] = (0, 0)
    brisques: tuple[int, int] | None = None
    last_six_won: tuple[int, int] = (0, 0)
    """The tricks of the last six each player is known to have won: each one entered with Won trick.
    Together at most six, and with the brisquettes no more than six tricks can hold
    (:func:`~penchant.rules.limits.brisquettes_problem`)."""
    trick_brisques: int = 0
    """The brisques entered on the last trick of the last six entered with Won trick (a trick holds two)."""
    tables: tuple[int, int] = (0, 0)
    """Referee mode: each player's table (card masks) in Phase 1."""
    played: int = 0
    """Referee mode: cards played from a table to a trick this deal."""
    whole: bool = False
    """Entered at once (no trick-by-trick detail)."""
    counted: bool = True
    """Every trick of the deal so far was entered (Won trick, or a declaration on a trick already entered):
    the trick number, the stock and who leads are facts. Quick scoring's taps (a declaration that records
    its own trick, a brisquette, Last six tricks before ten tricks) leave tricks out, and the numbers are
    then the least they can be."""

    def __repr__(self) -> str:
        """The deal's number and dealer, and each field that differs from a deal just begun."""
        shown = [f"{f.name}={getattr(self, f.name)!r}" for f in fields(self)
                 if f.name in ("number", "dealer") or getattr(self, f.name) != f.default]
        return f"DealSheet({', '.join(shown)})"

    # ---- derived
    @property
    def pone(self) -> int:
        return pone_of(self.dealer)

    @property
    def stock(self) -> int:
        """Cards left in the stock."""
        return stock_after(self.tricks)

    @property
    def ended(self) -> bool:
        return self.brisques is not None

    @property
    def phase(self) -> int:
        return 2 if self.phase2 or self.ended else 1

    @property
    def leader(self) -> int:
        """Who leads the next trick as entered: the pone to the first, then the last winner."""
        return next_leader(self.dealer, self.last_winner)

    @property
    def last_loser(self) -> int | None:
        """Who lost the last trick entered (the other of :attr:`last_winner`, as the rules say:
        :func:`~penchant.rules.procedure.other_player`), ``None`` before any trick is won."""
        return None if self.last_winner is None else other_player(self.last_winner)

    @property
    def known_leader(self) -> int | None:
        """Who leads the next trick, if the entries tell (every trick entered); else ``None``."""
        return self.leader if self.counted and not self.ended else None

    @property
    def next_trick(self) -> int:
        """The number (1-16) of the next trick as counted (the least it can be unless :attr:`counted`)."""
        return trick_in_play(self.tricks + self.phase2_tricks)

    @property
    def first_ten_entered(self) -> bool:
        """Whether all of the first ten tricks are entered (no trick of the first ten left to win, the stock empty;
        the last six may not be started yet)."""
        return last_six_begun(self.tricks)  # the rules: after the tenth trick the last six begin

    @property
    def all_tricks_played(self) -> bool:
        """Whether every trick of the deal, the first ten and the last six, is entered as counted (no trick left
        to win)."""
        return deal_over(self.tricks + self.phase2_tricks)

    @property
    def trick_declaration(self) -> SheetDeclaration | None:
        """The declaration already made after the last trick, if any."""
        for d in reversed(self.declarations):
            if d.trick == self.tricks and self.tricks > 0:
                return d
        return None

    def may_declare(self, player: int) -> MayDeclare:
        """What ``player`` may declare after the last trick entered: any combination, a penchant only, or nothing
        (the rules' :func:`~penchant.rules.procedure.declaration_refusal` and
        :func:`~penchant.rules.procedure.may_still_declare`: the sheet records declarations, not passes)."""
        if self.ended or declaration_refusal(
                tricks=self.tricks, last_six=self.phase2, declarations=len(self.declarations),
                trick_declared=False, won_trick=True) is not None:
            return MayDeclare.NOTHING
        declared = self.trick_declaration
        return may_still_declare(
            won_trick=player == self.last_winner,
            declared_by=None if declared is None else DeclaringTurn.of(won_trick=declared.by_winner))

    @property
    def in_last_six(self) -> bool:
        """Whether the last six tricks have begun and the deal goes on: the stock is empty (ten tricks entered)
        or Last six tricks was entered, and the deal is not ended."""
        return (self.first_ten_entered or self.phase2) and not self.ended

    def kinds(self, player: int) -> tuple[Kind, ...]:
        return tuple(d.kind for d in self.declarations if d.player == player)

    def parts(self, profile: Profile) -> tuple[DealScore, DealScore]:
        """Each player's points so far, part by part (the book bonus once the deal has ended)."""
        return deal_parts(profile, (self.kinds(0), self.kinds(1)), self.brisquettes, self.brisques)

    def entry(self) -> DealEntry:
        """The deal as a score sheet records it (only for an ended deal)."""
        if self.brisques is None:
            raise ScoreEntryError(f"deal {self.number} has not ended: its brisques are not counted yet")
        return DealEntry((self.kinds(0), self.kinds(1)), self.brisquettes, self.brisques)

    def points(self, profile: Profile) -> tuple[int, int]:
        """The deal's points so far (with the book bonus once it has ended)."""
        if self.brisques is not None:
            return score_deal(self.entry(), profile)
        return points_so_far(profile, (self.kinds(0), self.kinds(1)), self.brisquettes)

    def declared_without_cards(self, player: int) -> tuple[Kind, ...]:
        """The kinds ``player`` declared this deal by a quick-scoring tap (no cards): their cards were laid on the
        table too, but the sheet does not know which (referee mode shows them by name beside the table's cards)."""
        return tuple(d.kind for d in self.declarations if d.player == player and d.cards is None)

    def referee_declared(self, player: int) -> list[DeclaredRecord]:
        return [(d.kind, d.cards.mask) for d in self.declarations if d.player == player and d.cards is not None]


@dataclass(frozen=True)
class PlayerBreakdown(PointsByPart[SheetDeclaration]):
    """One player's part of a deal on the score sheet: what they declared (each with its kind, points and whether
    they won its trick) and their points part by part (:class:`~penchant.play.deal_breakdown.PointsByPart`), and the
    counts behind those points."""

    brisquettes_taken: int
    """How many brisques they took in the last six tricks (their brisquettes, counted)."""
    brisques_taken: int | None
    """How many brisques they took in the whole deal (``None`` until the deal ends)."""


@dataclass(frozen=True)
class DealBreakdown:
    """One deal of the score sheet, part by part: :meth:`GameSheet.breakdown`."""

    number: int
    dealer: int
    ended: bool
    trump: Suit | None
    players: tuple[PlayerBreakdown, PlayerBreakdown]


@dataclass(frozen=True)
class GameSheet:
    """The whole game as the sheet knows it."""

    players: tuple[str, str]
    profile: Profile
    first_dealer: int
    deals: tuple[DealSheet, ...]

    def __repr__(self) -> str:
        """A call that makes the sheet again: its rules by name (the profile's repr, a pasteable call), not
        their points, and each deal by what differs from a deal just begun."""
        return f"GameSheet({self.players!r}, {self.profile!r}, {self.first_dealer!r}, {self.deals!r})"

    @property
    def current(self) -> DealSheet:
        """The deal being played (the fourth, ended, once the game is over)."""
        return self.deals[-1]

    def is_over(self) -> bool:
        """Whether the game is over: its last deal (:func:`~penchant.rules.game_scoring.game_complete`) ended (the
        name a game's and a deal's state answer it by too: :meth:`~penchant.play.game.Game.is_over`)."""
        return game_complete(len(self.deals)) and self.deals[-1].ended

    @property
    def ended_deals(self) -> tuple[DealSheet, ...]:
        return tuple(d for d in self.deals if d.ended)

    def dealer_of(self, index: int) -> int:
        """Who deals deal ``index`` (0 for the first): the rules' :func:`dealer_of`."""
        return dealer_of(index, self.first_dealer)

    @cached_property
    def _deal_points(self) -> tuple[tuple[int, int], ...]:
        # Worked out once per sheet (a sheet never changes): a tap's screen reads the totals and each deal's
        # points several times over (both markers, the status, the store's summary).
        return tuple(d.points(self.profile) for d in self.deals)

    def deal_points(self) -> list[tuple[int, int]]:
        return list(self._deal_points)

    @cached_property
    def totals(self) -> tuple[int, int]:
        """Each player's total, the deal under way counting what it has scored so far."""
        return game_totals(list(self._deal_points))

    def standing(self) -> GameSoFar:
        """The game as it stands, as the play board's :meth:`~penchant.play.game.Game.so_far` has it: the ended
        deals' :meth:`result` (winner, lurch and value settled only once the game is over) and the deal under way's
        points so far, which :attr:`~penchant.rules.game_scoring.GameSoFar.totals` (and so who leads and by how
        much) count."""
        return GameSoFar(self.result(), None if self.current.ended else self._deal_points[-1])

    def result(self) -> GameResult:
        """Winner, value and lurch of the deals ended so far (``complete`` after four)."""
        return tally([d.entry() for d in self.ended_deals], self.profile)

    def name(self, player: int) -> str:
        return self.players[player]

    def rematch(self) -> NewGame:
        """The first entry of the next game between the same players, under the same rules: dealt first by the
        other player (the rules' :func:`~penchant.rules.procedure.next_game_dealer`)."""
        return NewGame(self.players, self.profile, next_game_dealer(self.first_dealer))

    # ---- what a quick-scoring tap enters (the buttons ask these, then the ledger)
    def quick_declaration(self, player: int, kind: Kind, jack: Suit | None = None, *,
                          as_loser: bool = False) -> Declared:
        """The entry a quick-scoring tap on ``kind`` makes for ``player``.

        If the last recorded trick is still open for it (won by ``player``, or, for a loser's penchant,
        by the other player, with no declaration yet) the declaration belongs to that trick; otherwise
        the tap is itself the record of the next trick (``new_trick``): won by ``player``, or by the
        other player when ``as_loser`` (a loser's penchant in one tap).
        """
        open_trick = self.current.may_declare(player) is (
            MayDeclare.PENCHANT_ONLY if as_loser else MayDeclare.ANY_COMBINATION)
        if open_trick:
            return Declared(player, kind, by_winner=not as_loser, jack=jack)
        return Declared(player, kind, by_winner=False if as_loser else None, jack=jack, new_trick=True)

    def referee_declaration(self, player: int, cards: CardSet) -> Declared:
        """The entry referee mode makes when ``player`` declares ``cards``, as a tap on a combination does in
        quick scoring: on the last trick if it is still open for them (they won it and nobody has declared;
        or the other player won it and the cards are a penchant, the loser's), otherwise as the record of
        the next trick, won by ``player`` (no Won trick tap needed first)."""
        may = self.current.may_declare(player)  # the rules: the trick's winner, the loser's penchant, none
        if may is MayDeclare.ANY_COMBINATION:
            return Declared(player, cards=cards, by_winner=True)
        kind = classify(cards)
        if kind is not None and may.allows(kind):  # the loser's turn: a penchant only
            return Declared(player, cards=cards, by_winner=False)
        return Declared(player, cards=cards, new_trick=True)

    def penchant_sets_trump(self, *, by_trick_winner: bool) -> bool:
        """Whether a penchant declared now (by the trick's winner or loser) would set trump."""
        return penchant_sets_trump(self.profile, self.current.trump, by_trick_winner=by_trick_winner)

    def breakdown(self) -> tuple[DealBreakdown, ...]:
        """Per deal and player: declarations, brisquettes, book bonus, deal points (the sheet's table and its
        CSV draw these)."""
        rows = []
        for d in self.deals:
            points = d.parts(self.profile)
            parts = tuple(
                PlayerBreakdown(declared=tuple(x for x in d.declarations if x.player == p), points=points[p],
                                brisquettes_taken=d.brisquettes[p],
                                brisques_taken=None if d.brisques is None else d.brisques[p])
                for p in (0, 1)
            )
            rows.append(DealBreakdown(number=d.number, dealer=d.dealer, ended=d.ended, trump=d.trump,
                                      players=(parts[0], parts[1])))
        return tuple(rows)


def refuse(message: str) -> ScoreEntryError:
    return ScoreEntryError(message)


def refused(what: str, reason: str, error_type: type[PenchantError] = ScoreEntryError) -> PenchantError:
    """The refusal of an entry, ``what`` as the marker describes it, for ``reason``, with both parts:
    ``"<what> refused: <reason>"`` (a :class:`ScoreEntryError` unless ``error_type`` says another)."""
    error = error_type(f"{what} refused: {reason}", reason=reason)
    error.attempt = what
    return error
