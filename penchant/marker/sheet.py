"""The score sheet: what the marker knows of each deal and of the game, and how one entry changes it.

:func:`apply_entry` is the rule-checked step from one sheet to the next (a
refusal raises a :class:`~penchant.errors.PenchantError` subclass quoting the
input); :class:`GameSheet` and :class:`DealSheet` derive the deal number,
dealer and leader, phase, tricks and stock, the trump (set by the first
penchant, following ``Profile.loser_penchant_sets_trump``), in referee mode
both tables, each deal's breakdown, the running totals and the result
(:func:`penchant.play.game.tally`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from penchant.errors import IllegalDeclarationError, ScoreEntryError
from penchant.marker.events import (
    BRISQUES,
    PHASE1_TRICKS,
    PHASE2_TRICKS,
    STOCK,
    TABLE_LIMIT,
    Brisquette,
    ContentEvent,
    Declared,
    EndDeal,
    LastSix,
    NewGame,
    TablePlay,
    TrickWon,
    WholeDeal,
)
from penchant.play.game import DEALS_PER_GAME, MAX_DECLARATIONS, DealEntry, GameResult, score_deal, tally, validate_deal
from penchant.rules.cards import CardSet, Suit
from penchant.rules.combinations import DeclaredRecord, check_declaration, classify
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant

__all__ = ["DealSheet", "GameSheet", "SheetDeclaration", "apply_entry", "describe_attempt", "refuse"]


def _suit_name(s: Suit) -> str:
    return s.name.lower()



@dataclass(frozen=True)
class SheetDeclaration:
    """A declaration as the sheet shows it."""

    entry_id: int
    player: int
    kind: Kind
    points: int
    trick: int
    """The trick after which it was declared (0 for a whole deal entered at once)."""
    by_winner: bool
    cards: CardSet | None = None
    sets_trump: Suit | None = None


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
    tables: tuple[int, int] = (0, 0)
    """Referee mode: each player's table (card masks) in Phase 1."""
    played: int = 0
    """Referee mode: cards played from a table to a trick this deal."""
    whole: bool = False
    """Entered at once (no trick-by-trick detail)."""

    # ---- derived
    @property
    def pone(self) -> int:
        return 1 - self.dealer

    @property
    def stock(self) -> int:
        """Cards left in the stock."""
        return STOCK - 2 * self.tricks

    @property
    def ended(self) -> bool:
        return self.brisques is not None

    @property
    def phase(self) -> int:
        return 2 if self.phase2 or self.ended else 1

    @property
    def leader(self) -> int:
        """Who leads the next trick: the pone to the first, then the last winner."""
        return self.pone if self.last_winner is None else self.last_winner

    @property
    def trick_declaration(self) -> SheetDeclaration | None:
        """The declaration already made after the last trick, if any."""
        for d in reversed(self.declarations):
            if d.trick == self.tricks and self.tricks > 0:
                return d
        return None

    @property
    def may_declare(self) -> tuple[bool, bool]:
        """Which player may still declare after the last trick (the loser: a penchant only)."""
        if self.ended or self.phase2 or self.tricks == 0 or self.trick_declaration is not None:
            return (False, False)
        if len(self.declarations) >= MAX_DECLARATIONS:
            return (False, False)
        return (True, True)

    @property
    def stock_empty(self) -> bool:
        return self.tricks >= PHASE1_TRICKS

    def kinds(self, player: int) -> tuple[Kind, ...]:
        return tuple(d.kind for d in self.declarations if d.player == player)

    def declared_points(self, profile: Profile) -> tuple[int, int]:
        return (
            sum(profile.value(k) for k in self.kinds(0)),
            sum(profile.value(k) for k in self.kinds(1)),
        )

    def brisquette_points(self, profile: Profile) -> tuple[int, int]:
        return (self.brisquettes[0] * profile.brisquette_points, self.brisquettes[1] * profile.brisquette_points)

    def bonus(self, profile: Profile) -> tuple[int, int]:
        return profile.book_bonus(self.brisques) if self.brisques is not None else (0, 0)

    def entry(self) -> DealEntry:
        """The deal as a score sheet records it (only for an ended deal)."""
        if self.brisques is None:
            raise ScoreEntryError(f"deal {self.number} has not ended: its brisques are not counted yet")
        return DealEntry((self.kinds(0), self.kinds(1)), self.brisquettes, self.brisques)

    def points(self, profile: Profile) -> tuple[int, int]:
        """The deal's points so far (with the book bonus once it has ended)."""
        if self.brisques is not None:
            return score_deal(self.entry(), profile)
        d, q = self.declared_points(profile), self.brisquette_points(profile)
        return (d[0] + q[0], d[1] + q[1])

    def referee_declared(self, player: int) -> list[DeclaredRecord]:
        return [(d.kind, d.cards.mask) for d in self.declarations if d.player == player and d.cards is not None]


@dataclass(frozen=True)
class GameSheet:
    """The whole game as the sheet knows it."""

    players: tuple[str, str]
    profile: Profile
    first_dealer: int
    deals: tuple[DealSheet, ...]

    @property
    def current(self) -> DealSheet:
        """The deal being played (the fourth, ended, once the game is over)."""
        return self.deals[-1]

    @property
    def over(self) -> bool:
        return len(self.deals) == DEALS_PER_GAME and self.deals[-1].ended

    @property
    def ended_deals(self) -> tuple[DealSheet, ...]:
        return tuple(d for d in self.deals if d.ended)

    def dealer_of(self, index: int) -> int:
        return (self.first_dealer + index) % 2

    def deal_points(self) -> list[tuple[int, int]]:
        return [d.points(self.profile) for d in self.deals]

    @property
    def totals(self) -> tuple[int, int]:
        a = b = 0
        for x, y in self.deal_points():
            a += x
            b += y
        return (a, b)

    def result(self) -> GameResult:
        """Winner, value and lurch of the deals ended so far (``complete`` after four)."""
        return tally([d.entry() for d in self.ended_deals], self.profile)

    def name(self, player: int) -> str:
        return self.players[player]

    def breakdown(self) -> list[dict[str, Any]]:
        """Per deal and player: declarations, brisquettes, book bonus, deal points."""
        rows = []
        for d in self.deals:
            pts = d.points(self.profile)
            decl = d.declared_points(self.profile)
            q = d.brisquette_points(self.profile)
            bonus = d.bonus(self.profile)
            rows.append({
                "deal": d.number,
                "dealer": d.dealer,
                "ended": d.ended,
                "trump": None if d.trump is None else d.trump.letter,
                "players": [
                    {
                        "declarations": [k.value for k in d.kinds(p)],
                        "declared": decl[p],
                        "brisquettes": d.brisquettes[p],
                        "brisquette_points": q[p],
                        "brisques": None if d.brisques is None else d.brisques[p],
                        "bonus": bonus[p],
                        "points": pts[p],
                    }
                    for p in (0, 1)
                ],
            })
        return rows


def refuse(message: str) -> ScoreEntryError:
    return ScoreEntryError(message)


def _fresh_deal(sheet: GameSheet) -> DealSheet:
    n = len(sheet.deals)
    return DealSheet(number=n + 1, dealer=sheet.dealer_of(n))


def _replace_current(sheet: GameSheet, deal: DealSheet) -> GameSheet:
    deals = (*sheet.deals[:-1], deal)
    if deal.ended and len(deals) < DEALS_PER_GAME:
        nxt = DealSheet(number=len(deals) + 1, dealer=sheet.dealer_of(len(deals)))
        deals = (*deals, nxt)
    return dataclasses.replace(sheet, deals=deals)


def apply_entry(sheet: GameSheet | None, entry_id: int, ev: ContentEvent) -> tuple[GameSheet, str]:
    """The sheet after one entry, and a line describing it. Raises on refusal."""
    if isinstance(ev, NewGame):
        if sheet is not None:
            raise refuse("this game has already begun: change its players or rules by editing entry #1")
        first = GameSheet(ev.players, ev.profile, ev.first_dealer, ())
        first = dataclasses.replace(first, deals=(_fresh_deal(first),))
        mult = []
        if ev.profile.brisquette_multiplier != 1:
            mult.append(f"brisquettes ×{ev.profile.brisquette_multiplier}")
        if ev.profile.bonus_multiplier != 1:
            mult.append(f"bonus ×{ev.profile.bonus_multiplier}")
        rules = ev.profile.name + (f" ({', '.join(mult)})" if mult else "")
        p0, p1 = ev.players
        return first, f"New game: {p0} v {p1}, {rules} rules, {ev.players[ev.first_dealer]} deals first"
    if sheet is None:
        raise refuse("no game yet: start a new game first")
    if sheet.over:
        raise refuse(
            f"{describe_attempt(sheet, ev)} refused: the game is over after four deals "
            "(there is no fifth deal); start a new game"
        )
    d = sheet.current
    names = sheet.players
    prof = sheet.profile

    if isinstance(ev, TrickWon):
        w = ev.winner
        if d.tricks < PHASE1_TRICKS:
            if d.phase2:  # cannot happen: phase 2 needs ten tricks
                raise refuse("Phase 2 has begun")
            n = d.tricks + 1
            nd = dataclasses.replace(d, tricks=n, last_winner=w)
            left = nd.stock
            tail = f"; {left} cards left in the stock" if left else "; the stock is empty: Phase 2 follows"
            return _replace_current(sheet, nd), f"Deal {d.number}, trick {n}: {names[w]} wins{tail}"
        if d.phase2_tricks >= PHASE2_TRICKS:
            raise refuse(
                f"trick won by {names[w]!r} refused: all 16 tricks of deal {d.number} are recorded; "
                "enter the brisques to end the deal"
            )
        n = d.phase2_tricks + 1
        nd = dataclasses.replace(d, phase2=True, phase2_tricks=n, last_winner=w, tables=(0, 0))
        return _replace_current(sheet, nd), f"Deal {d.number}, Phase 2 trick {n} of 6: {names[w]} wins"

    if isinstance(ev, Declared):
        if ev.new_trick:
            if d.phase2 or d.ended:
                raise refuse(
                    f"{names[ev.player]}'s {_what(ev)!r} refused: the last six tricks of deal {d.number} have begun, "
                    "and there are no declarations in them"
                )
            if d.tricks >= PHASE1_TRICKS:
                raise refuse(
                    f"{names[ev.player]}'s {_what(ev)!r} refused: ten tricks are already counted in deal {d.number}; "
                    "if a trick was tapped twice, undo it"
                )
            d = dataclasses.replace(d, tricks=d.tricks + 1, last_winner=ev.player)
        return _declare(sheet, d, entry_id, ev)

    if isinstance(ev, Brisquette):
        p = ev.player
        if d.tricks < PHASE1_TRICKS and not d.phase2:
            raise refuse(
                f"a brisquette for {names[p]!r} refused: brisquettes count only in Phase 2, and the stock still "
                f"holds {d.stock} cards ({d.tricks} of 10 tricks recorded); tap Last six tricks first"
            )
        total = d.brisquettes[0] + d.brisquettes[1]
        if total >= BRISQUES:
            raise refuse(
                f"a brisquette for {names[p]!r} refused: {total} brisquettes are already entered in deal "
                f"{d.number} and the pack holds only 12 brisques"
            )
        q = (d.brisquettes[0] + (p == 0), d.brisquettes[1] + (p == 1))
        nd = dataclasses.replace(d, phase2=True, brisquettes=q, tables=(0, 0))
        return _replace_current(sheet, nd), (
            f"Deal {d.number}: {names[p]} takes a brisquette (+{prof.brisquette_points}), {q[p]} so far"
        )

    if isinstance(ev, TablePlay):
        p = ev.player
        card = ev.card
        if d.phase2 or d.ended:
            raise refuse(
                f"{str(card)!r} played from {names[p]}'s table refused: in Phase 2 the tables are back in the hands"
            )
        if not d.tables[p] & card.mask:
            raise IllegalDeclarationError(f"{str(card)!r} is not on {names[p]}'s table")
        tables = list(d.tables)
        tables[p] &= ~card.mask
        nd = dataclasses.replace(d, tables=(tables[0], tables[1]), played=d.played | card.mask)
        return _replace_current(sheet, nd), f"Deal {d.number}: {names[p]} plays {card} from the table"

    if isinstance(ev, LastSix):
        if d.phase2:
            raise refuse(f"the last six tricks of deal {d.number} have already begun")
        nd = dataclasses.replace(d, tricks=PHASE1_TRICKS, phase2=True, tables=(0, 0))
        counted = "" if d.tricks == PHASE1_TRICKS else f" (the counter said {d.tricks} of 10 tricks)"
        return _replace_current(sheet, nd), (
            f"Deal {d.number}: the stock is empty, the last six tricks begin{counted}: brisquettes now"
        )

    if isinstance(ev, EndDeal):
        b = ev.brisques
        label = f"brisques {names[0]} {b[0]!r}, {names[1]} {b[1]!r}"
        if d.tricks < PHASE1_TRICKS and not d.phase2:
            raise refuse(
                f"{label} refused: deal {d.number} is not over, the stock still holds {d.stock} cards "
                f"({d.tricks} of 10 tricks recorded); tap Last six tricks when the stock is empty"
            )
        nd = dataclasses.replace(d, brisques=(b[0], b[1]), phase2=True, tables=(0, 0))
        try:
            validate_deal(nd.entry())
        except ScoreEntryError as exc:
            raise refuse(f"{label} refused: {_in_names(str(exc), names)}") from None
        bonus = prof.book_bonus(b)
        pts = nd.points(prof)
        bon = "; ".join(f"{names[p]} +{bonus[p]} bonus" for p in (0, 1) if bonus[p])
        return _replace_current(sheet, nd), (
            f"End of deal {d.number}: brisques {names[0]} {b[0]}, {names[1]} {b[1]}"
            + (f" ({bon})" if bon else " (no bonus)")
            + f"; deal {pts[0]}–{pts[1]}"
        )

    if isinstance(ev, WholeDeal):
        if d.tricks or d.declarations or d.brisquettes != (0, 0) or d.tables != (0, 0) or d.played:
            raise refuse(
                f"a whole deal cannot be entered now: deal {d.number} has entries already; "
                "enter it trick by trick, or delete its entries first"
            )
        validate_deal(ev.entry)
        decls: list[SheetDeclaration] = []
        for p in (0, 1):
            for k in ev.entry.declarations[p]:
                decls.append(SheetDeclaration(entry_id, p, k, prof.value(k), 0, True))
        nd = dataclasses.replace(
            d, tricks=PHASE1_TRICKS, phase2=True, trump=ev.trump, declarations=tuple(decls),
            brisquettes=ev.entry.brisquettes, brisques=ev.entry.brisques, whole=True,
        )
        pts = nd.points(prof)
        return _replace_current(sheet, nd), f"Deal {d.number} entered whole: {pts[0]}–{pts[1]}"

    raise refuse(f"{ev!r} is not an entry")  # pragma: no cover


def _what(ev: Declared) -> str:
    return ev.kind.value if ev.kind is not None else str(ev.cards)


def _in_names(message: str, names: tuple[str, str]) -> str:
    """The engine's words about ``player 0``/``player 1`` with the players' names."""
    for i, words in enumerate(("the first player", "the second player")):
        message = message.replace(words, names[i]).replace(f"player {i}", names[i])
    return message


def describe_attempt(sheet: GameSheet, ev: ContentEvent) -> str:
    n = sheet.players
    if isinstance(ev, TrickWon):
        return f"a trick won by {n[ev.winner]!r}"
    if isinstance(ev, Declared):
        what = ev.kind.value if ev.kind else str(ev.cards)
        return f"{n[ev.player]}'s declaration {what!r}"
    if isinstance(ev, Brisquette):
        return f"a brisquette for {n[ev.player]!r}"
    if isinstance(ev, TablePlay):
        return f"{str(ev.card)!r} from {n[ev.player]}'s table"
    if isinstance(ev, EndDeal):
        return f"brisques {list(ev.brisques)!r}"
    if isinstance(ev, LastSix):
        return "the last six tricks"
    return "a fifth deal"


def _declare(sheet: GameSheet, d: DealSheet, entry_id: int, ev: Declared) -> tuple[GameSheet, str]:
    names = sheet.players
    prof = sheet.profile
    p = ev.player
    what = ev.kind.value if ev.kind is not None else str(ev.cards)
    head = f"{names[p]}'s {what!r}"
    if d.phase2 or d.ended:
        raise refuse(
            f"{head} refused: Phase 2 has begun in deal {d.number} (the stock is empty), and there are no "
            "declarations in the last six tricks"
        )
    if d.tricks == 0:
        raise refuse(
            f"{head} refused: no trick has been played in deal {d.number} yet; only after a trick may its "
            "winner declare, so record who won it first"
        )
    if len(d.declarations) >= MAX_DECLARATIONS:
        raise refuse(f"{head} refused: deal {d.number} already has ten declarations, the most a deal allows")
    winner = d.last_winner
    assert winner is not None
    by_winner = p == winner
    if ev.by_winner is not None and ev.by_winner != by_winner:
        role = "won" if by_winner else "lost"
        raise refuse(
            f"{head} refused: it was entered as the trick {'winner' if ev.by_winner else 'loser'}'s, but "
            f"{names[p]} {role} trick {d.tricks}"
        )
    already = d.trick_declaration
    if already is not None:
        raise refuse(
            f"{head} refused: trick {d.tricks} already has its declaration ({names[already.player]}'s "
            f"{already.kind.value}); one declaration per trick, so record the next trick first"
        )

    cards: CardSet | None = ev.cards
    tables = d.tables
    if cards is not None:
        m = cards.mask
        kind = classify(m)
        own, opp = d.tables[p], d.tables[1 - p]
        if m & opp:
            raise IllegalDeclarationError(
                f"cannot declare {str(cards)!r}: {CardSet(m & opp)} is on {names[1 - p]}'s table, not {names[p]}'s"
            )
        if m & d.played:
            raise IllegalDeclarationError(
                f"cannot declare {str(cards)!r}: {CardSet(m & d.played)} was played to a trick this deal"
            )
        verdict = check_declaration(
            m, Holdings.parse(hand=m & ~own, table=own, opp_table=opp), prof,
            declared=d.referee_declared(p), penchant_only=not by_winner,
        )
        if not verdict.legal:
            verdict.raise_if_illegal()
        assert kind is not None
        if ev.kind is not None and ev.kind is not kind:
            raise IllegalDeclarationError(
                f"cannot declare {str(cards)!r} as a {ev.kind.value}: these cards are a {kind.value}"
            )
        new_table = own | m
        if new_table.bit_count() > TABLE_LIMIT:
            raise IllegalDeclarationError(
                f"cannot declare {str(cards)!r}: {names[p]}'s table would hold {new_table.bit_count()} cards, but hand "
                "and table hold six together; tap the cards played from the table to remove them first"
            )
        tables = (new_table, d.tables[1]) if p == 0 else (d.tables[0], new_table)
        jack_suit: Suit | None = None
        if kind is Kind.PENCHANT:
            jack_suit = trump_of_penchant(m)
            if ev.jack is not None and ev.jack is not jack_suit:
                raise IllegalDeclarationError(
                    f"cannot declare {str(cards)!r}: its Jack is a {_suit_name(jack_suit)}, not a {_suit_name(ev.jack)}"
                )
    else:
        assert ev.kind is not None
        kind = ev.kind
        if not by_winner and kind is not Kind.PENCHANT:
            raise IllegalDeclarationError(
                f"{head} refused: {names[p]} lost trick {d.tricks}, and the loser may declare only a penchant "
                "(and only when the winner declared nothing)"
            )
        jack_suit = ev.jack

    sets_trump: Suit | None = None
    if kind is Kind.PENCHANT and penchant_sets_trump(prof, d.trump, by_trick_winner=by_winner):
        if jack_suit is None:
            raise refuse(
                f"{head} refused: this penchant sets trump, so say the suit of its Jack"
            )
        sets_trump = jack_suit
    pts = prof.value(kind)
    decl = SheetDeclaration(entry_id, p, kind, pts, d.tricks, by_winner, cards, sets_trump)
    nd = dataclasses.replace(d, declarations=(*d.declarations, decl), tables=tables)
    if sets_trump is not None:
        nd = dataclasses.replace(nd, trump=sets_trump, trump_by=p, trump_trick=d.tricks)
    role = "" if by_winner else " (as the trick's loser)"
    won = " wins it and" if ev.new_trick else ""
    text = f"Deal {d.number}, trick {d.tricks}: {names[p]}{won} declares a {kind.value}"
    if cards is not None:
        text += f" {cards}"
    text += f"{role} +{pts}"
    if sets_trump is not None:
        text += f"; trump is {_suit_name(sets_trump)} {sets_trump.symbol}"
    elif kind is Kind.PENCHANT and d.trump is None and not by_winner:
        text += f"; a loser's penchant does not set trump under {prof.name} rules"
    return _replace_current(sheet, nd), text
