"""The marker's event log as pure data: events in, score sheet out.

A game at the table is kept as a list of *entries* (a new game, a trick won,
a declaration, a brisquette, a card played from a table, the end of a deal,
or a whole deal entered at once). Each tap of the marker is one *event*;
undo, redo, edit and delete are events too, so the log is append-only and
replaying it gives back the same sheet.

:meth:`Ledger.apply` checks an event against the rules before anything
changes: a refusal raises a :class:`~penchant.errors.PenchantError` subclass
(:class:`~penchant.errors.ScoreEntryError` for impossible score entries,
:class:`~penchant.errors.IllegalDeclarationError` or
:class:`~penchant.errors.BarredError` for declarations the engine refuses)
whose message quotes the input, and the ledger is left as it was. A ledger is
immutable: ``apply`` returns a new one.

What the marker derives from the entries (:class:`GameSheet` and
:class:`DealSheet`): the deal number, dealer and leader; the phase, tricks
played and cards left in the stock; the trump (set by the first penchant,
following ``Profile.loser_penchant_sets_trump``); in referee mode both tables;
each deal's breakdown; the running totals and the game's result
(:func:`penchant.play.game.tally`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from penchant.errors import (
    IllegalDeclarationError,
    InvalidNotationError,
    InvalidRecordError,
    PenchantError,
    ScoreEntryError,
)
from penchant.play.game import DEALS_PER_GAME, MAX_DECLARATIONS, DealEntry, GameResult, score_deal, tally, validate_deal
from penchant.play.record import FORMAT, GameRecord
from penchant.rules.brisques import BRISQUES_IN_PACK, the_other_brisques
from penchant.rules.cards import CardSet, Suit
from penchant.rules.combinations import DeclaredRecord, check_declaration, classify
from penchant.rules.dealing import HAND_SIZE, PHASE1_TRICKS, PHASE2_TRICKS, STOCK_SIZE
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant

__all__ = [
    "BRISQUES",
    "PHASE1_TRICKS",
    "PHASE2_TRICKS",
    "STOCK",
    "Brisquette",
    "ContentEvent",
    "Declare",
    "DealSheet",
    "Delete",
    "Edit",
    "EndDeal",
    "Event",
    "GameSheet",
    "HistoryItem",
    "Ledger",
    "NewGame",
    "Redo",
    "SheetDeclaration",
    "TablePlay",
    "Trick",
    "Undo",
    "WholeDeal",
    "event_from_json",
    "parse_count",
]

STOCK = STOCK_SIZE
BRISQUES = BRISQUES_IN_PACK
TABLE_LIMIT = HAND_SIZE
"""Hand and table together hold six cards in Phase 1."""
MAX_NAME = 24


# --------------------------------------------------------------------------- helpers


def _player(value: object, what: str = "player") -> int:
    if isinstance(value, bool) or value not in (0, 1):
        raise InvalidRecordError(f"{what} must be 0 or 1, not {value!r}")
    assert isinstance(value, int)
    return value


def _count(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScoreEntryError(f"{what} must be a whole number, not {value!r}")
    return value


def parse_count(text: object, what: str = "the number of brisques") -> int:
    """A count typed on the marker: a whole number from 0 to 12.

    ``parse_count(" 7 ")`` is 7; ``"seven"``, ``"-1"``, ``"7.5"`` and ``"13"``
    raise :class:`ScoreEntryError` quoting the input.
    """
    if isinstance(text, bool):
        raise ScoreEntryError(f"{text!r} is not {what}: type a whole number from 0 to 12")
    if isinstance(text, int):
        n = text
    else:
        s = str(text).strip()
        if not s:
            raise ScoreEntryError(f"{text!r} is not {what}: type a whole number from 0 to 12")
        try:
            n = int(s)
        except ValueError:
            raise ScoreEntryError(f"{text!r} is not {what}: type a whole number from 0 to 12") from None
    if n < 0:
        raise ScoreEntryError(f"{text!r} is not {what}: a count cannot be negative")
    if n > BRISQUES:
        raise ScoreEntryError(f"{text!r} is not {what}: the pack holds only 12 brisques (Aces, Tens, Sevens)")
    return n


def _suit_or_none(value: object, what: str) -> Suit | None:
    if value is None:
        return None
    if isinstance(value, Suit):
        return value
    if isinstance(value, str):
        return Suit.parse(value)
    raise InvalidRecordError(f"{what} must be a suit letter such as 'H', not {value!r}")


def _suit_name(s: Suit) -> str:
    return s.name.lower()


# --------------------------------------------------------------------------- events


@dataclass(frozen=True)
class NewGame:
    """The first entry of a game: players, rules (profile and multipliers), first dealer.

    Editing this entry is how the house rules or names change mid-game: every
    deal is re-scored from its declarations under the new rules.
    """

    TYPE: ClassVar[str] = "new_game"
    players: tuple[str, str]
    profile: Profile
    first_dealer: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.players, tuple | list) or len(self.players) != 2:
            raise ScoreEntryError(f"a game has two players, not {self.players!r}")
        names = []
        for i, raw in enumerate(self.players):
            if not isinstance(raw, str):
                raise ScoreEntryError(f"player {i + 1}'s name must be text, not {raw!r}")
            name = " ".join(raw.split())
            if not name:
                raise ScoreEntryError(f"player {i + 1}'s name {raw!r} is empty: type a name")
            if len(name) > MAX_NAME:
                raise ScoreEntryError(f"the name {raw!r} is too long: at most {MAX_NAME} characters")
            names.append(name)
        if names[0].casefold() == names[1].casefold():
            raise ScoreEntryError(
                f"both players are called {names[0]!r}: give them different names so the marker can tell them apart"
            )
        object.__setattr__(self, "players", (names[0], names[1]))
        if not isinstance(self.profile, Profile):
            raise ScoreEntryError(f"rules must be a profile, not {self.profile!r}")
        if isinstance(self.first_dealer, bool) or self.first_dealer not in (0, 1):
            raise ScoreEntryError(f"the first dealer must be player 0 or 1, not {self.first_dealer!r}")

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.TYPE,
            "players": list(self.players),
            "rules": self.profile.to_json(),
            "first_dealer": self.first_dealer,
        }

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> NewGame:
        players = obj.get("players")
        if not isinstance(players, list) or len(players) != 2:
            raise InvalidRecordError(f"players must be a list of two names, not {players!r}")
        try:
            profile = Profile.from_json(obj.get("rules", "kandell"))
        except InvalidNotationError as exc:
            raise InvalidRecordError(str(exc)) from None
        return cls((players[0], players[1]), profile, _player(obj.get("first_dealer", 0), "first_dealer"))


@dataclass(frozen=True)
class Trick:
    """A trick was won by ``winner``: the first ten are Phase 1 (two cards leave the stock after each)."""

    TYPE: ClassVar[str] = "trick"
    winner: int

    def __post_init__(self) -> None:
        _player(self.winner, "the trick's winner")

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "winner": self.winner}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Trick:
        return cls(_player(obj.get("winner"), "winner"))


@dataclass(frozen=True)
class Declare:
    """A declaration after the last trick.

    Give ``kind`` (scoring mode) or ``cards`` (referee mode: the marker
    classifies them and checks the fresh-card rule and barring against the
    tables). ``by_winner`` says whether the declarer won the trick; left
    ``None`` the ledger derives it from the last trick. ``jack`` is the suit of
    a penchant's Jack, needed when that penchant sets trump (in referee mode
    it comes from the cards).
    """

    TYPE: ClassVar[str] = "declare"
    player: int
    kind: Kind | None = None
    cards: CardSet | None = None
    by_winner: bool | None = None
    jack: Suit | None = None

    def __post_init__(self) -> None:
        _player(self.player)
        if self.kind is None and self.cards is None:
            raise ScoreEntryError("a declaration needs its kind or its cards")
        if self.kind is not None and not isinstance(self.kind, Kind):
            raise ScoreEntryError(f"{self.kind!r} is not a kind of combination")
        if self.cards is not None and not isinstance(self.cards, CardSet):
            object.__setattr__(self, "cards", CardSet(self.cards))
        if self.by_winner is not None and not isinstance(self.by_winner, bool):
            raise ScoreEntryError(f"by_winner must be true, false or absent, not {self.by_winner!r}")
        if self.jack is not None and not isinstance(self.jack, Suit):
            object.__setattr__(self, "jack", _suit_or_none(self.jack, "jack"))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE, "player": self.player}
        if self.kind is not None:
            out["kind"] = self.kind.value
        if self.cards is not None:
            out["cards"] = str(self.cards)
        if self.by_winner is not None:
            out["by_winner"] = self.by_winner
        if self.jack is not None:
            out["jack"] = self.jack.letter
        return out

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Declare:
        kind = obj.get("kind")
        cards = obj.get("cards")
        by_winner = obj.get("by_winner")
        if by_winner is not None and not isinstance(by_winner, bool):
            raise InvalidRecordError(f"by_winner must be true or false, not {by_winner!r}")
        if cards is not None and not isinstance(cards, str):
            raise InvalidRecordError(f"cards must be written as text such as 'KH QH', not {cards!r}")
        return cls(
            _player(obj.get("player")),
            Kind.parse(kind) if kind is not None else None,
            CardSet.parse(cards) if cards is not None else None,
            by_winner,
            _suit_or_none(obj.get("jack"), "jack"),
        )


@dataclass(frozen=True)
class Brisquette:
    """``player`` took a brisque in Phase 2 (the last six tricks): it scores at once."""

    TYPE: ClassVar[str] = "brisquette"
    player: int

    def __post_init__(self) -> None:
        _player(self.player)

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "player": self.player}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Brisquette:
        return cls(_player(obj.get("player")))


@dataclass(frozen=True)
class TablePlay:
    """Referee mode: ``player`` played ``card`` from the table to a trick."""

    TYPE: ClassVar[str] = "table_play"
    player: int
    card: CardSet

    def __post_init__(self) -> None:
        _player(self.player)
        if not isinstance(self.card, CardSet):
            object.__setattr__(self, "card", CardSet(self.card))
        if len(self.card) != 1:
            raise InvalidNotationError(f"{str(self.card)!r} is not one card")

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "player": self.player, "card": str(self.card)}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> TablePlay:
        card = obj.get("card")
        if not isinstance(card, str):
            raise InvalidRecordError(f"card must be written as text such as 'QS', not {card!r}")
        return cls(_player(obj.get("player")), CardSet.parse(card))


@dataclass(frozen=True)
class EndDeal:
    """The end of a deal: the brisques each player took in both phases (12 in all)."""

    TYPE: ClassVar[str] = "end_deal"
    brisques: tuple[int, int]

    def __post_init__(self) -> None:
        b = self.brisques
        if not isinstance(b, tuple | list) or len(b) != 2:
            raise ScoreEntryError(f"brisques must be two counts, not {b!r}")
        object.__setattr__(self, "brisques", (_count(b[0], "brisques"), _count(b[1], "brisques")))

    @classmethod
    def from_count(cls, player: int, count: object) -> EndDeal:
        """One player's count (typed or tapped); the other took the rest of the 12."""
        n = parse_count(count, "a number of brisques")
        p = _player(player)
        return cls((n, the_other_brisques(n)) if p == 0 else (the_other_brisques(n), n))

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "brisques": list(self.brisques)}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> EndDeal:
        b = obj.get("brisques")
        if not isinstance(b, list) or len(b) != 2:
            raise InvalidRecordError(f"brisques must be a list of two counts, not {b!r}")
        return cls((b[0], b[1]))


@dataclass(frozen=True)
class WholeDeal:
    """A whole deal entered at once (an imported record, or a sheet copied from paper)."""

    TYPE: ClassVar[str] = "deal"
    entry: DealEntry
    trump: Suit | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.entry, DealEntry):
            raise ScoreEntryError(f"{self.entry!r} is not a deal entry")
        if self.trump is not None and not isinstance(self.trump, Suit):
            object.__setattr__(self, "trump", _suit_or_none(self.trump, "trump"))

    def to_json(self) -> dict[str, Any]:
        out = {"type": self.TYPE, **self.entry.to_json()}
        if self.trump is not None:
            out["trump"] = self.trump.letter
        return out

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> WholeDeal:
        record = GameRecord.from_json({"format": FORMAT, "deals": [{k: v for k, v in obj.items() if k != "type"}]})
        return cls(record.deals[0], _suit_or_none(obj.get("trump"), "trump"))


ContentEvent = NewGame | Trick | Declare | Brisquette | TablePlay | EndDeal | WholeDeal
"""An entry of the score sheet."""


@dataclass(frozen=True)
class Undo:
    """Undo the latest change still in force (an entry, an edit or a deletion)."""

    TYPE: ClassVar[str] = "undo"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Undo:
        return cls()


@dataclass(frozen=True)
class Redo:
    """Redo the latest undone change (only until a new change is made)."""

    TYPE: ClassVar[str] = "redo"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Redo:
        return cls()


@dataclass(frozen=True)
class Edit:
    """Replace entry ``target`` (its id) by ``event``; later entries are checked again."""

    TYPE: ClassVar[str] = "edit"
    target: int
    event: ContentEvent

    def __post_init__(self) -> None:
        if isinstance(self.target, bool) or not isinstance(self.target, int):
            raise ScoreEntryError(f"an edit names an entry by its number, not {self.target!r}")
        if not isinstance(self.event, _CONTENT_TYPES):
            raise ScoreEntryError(f"{self.event!r} cannot replace an entry")

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "target": self.target, "event": self.event.to_json()}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Edit:
        inner = event_from_json(obj.get("event"))
        if isinstance(inner, Undo | Redo | Edit | Delete):
            raise InvalidRecordError(f"an edit must carry an entry, not {obj.get('event')!r}")
        target = obj.get("target")
        if isinstance(target, bool) or not isinstance(target, int):
            raise InvalidRecordError(f"target must be an entry number, not {target!r}")
        return cls(target, inner)


@dataclass(frozen=True)
class Delete:
    """Delete entry ``target`` (its id); later entries are checked again."""

    TYPE: ClassVar[str] = "delete"
    target: int

    def __post_init__(self) -> None:
        if isinstance(self.target, bool) or not isinstance(self.target, int):
            raise ScoreEntryError(f"a deletion names an entry by its number, not {self.target!r}")

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "target": self.target}

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> Delete:
        target = obj.get("target")
        if isinstance(target, bool) or not isinstance(target, int):
            raise InvalidRecordError(f"target must be an entry number, not {target!r}")
        return cls(target)


Event = ContentEvent | Undo | Redo | Edit | Delete

_CONTENT_TYPES: tuple[type, ...] = (NewGame, Trick, Declare, Brisquette, TablePlay, EndDeal, WholeDeal)
_EVENT_TYPES: dict[str, Any] = {
    c.TYPE: c for c in (NewGame, Trick, Declare, Brisquette, TablePlay, EndDeal, WholeDeal, Undo, Redo, Edit, Delete)
}


def event_from_json(obj: object) -> Event:
    """Read one event from its JSON object (``{"type": "declare", ...}``)."""
    if not isinstance(obj, Mapping):
        raise InvalidRecordError(f"an event is a JSON object, not {obj!r}")
    kind = obj.get("type")
    cls = _EVENT_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise InvalidRecordError(f"{kind!r} is not an event type: one of {', '.join(sorted(_EVENT_TYPES))}")
    event: Event = cls.from_json(obj)
    return event


# --------------------------------------------------------------------------- the sheet


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


def _refuse(message: str) -> ScoreEntryError:
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


def _apply_entry(sheet: GameSheet | None, entry_id: int, ev: ContentEvent) -> tuple[GameSheet, str]:
    """The sheet after one entry, and a line describing it. Raises on refusal."""
    if isinstance(ev, NewGame):
        if sheet is not None:
            raise _refuse("this game has already begun: change its players or rules by editing entry #1")
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
        raise _refuse("no game yet: start a new game first")
    if sheet.over:
        raise _refuse(
            f"{_describe_attempt(sheet, ev)} refused: the game is over after four deals "
            "(there is no fifth deal); start a new game"
        )
    d = sheet.current
    names = sheet.players
    prof = sheet.profile

    if isinstance(ev, Trick):
        w = ev.winner
        if d.tricks < PHASE1_TRICKS:
            if d.phase2:  # cannot happen: phase 2 needs ten tricks
                raise _refuse("Phase 2 has begun")
            n = d.tricks + 1
            nd = dataclasses.replace(d, tricks=n, last_winner=w)
            left = nd.stock
            tail = f"; {left} cards left in the stock" if left else "; the stock is empty: Phase 2 follows"
            return _replace_current(sheet, nd), f"Deal {d.number}, trick {n}: {names[w]} wins{tail}"
        if d.phase2_tricks >= PHASE2_TRICKS:
            raise _refuse(
                f"trick won by {names[w]!r} refused: all 16 tricks of deal {d.number} are recorded; "
                "enter the brisques to end the deal"
            )
        n = d.phase2_tricks + 1
        nd = dataclasses.replace(d, phase2=True, phase2_tricks=n, last_winner=w, tables=(0, 0))
        return _replace_current(sheet, nd), f"Deal {d.number}, Phase 2 trick {n} of 6: {names[w]} wins"

    if isinstance(ev, Declare):
        return _declare(sheet, d, entry_id, ev)

    if isinstance(ev, Brisquette):
        p = ev.player
        if d.tricks < PHASE1_TRICKS:
            raise _refuse(
                f"a brisquette for {names[p]!r} refused: brisquettes count only in Phase 2, and the stock still "
                f"holds {d.stock} cards ({d.tricks} of 10 tricks recorded)"
            )
        total = d.brisquettes[0] + d.brisquettes[1]
        if total >= BRISQUES:
            raise _refuse(
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
            raise _refuse(
                f"{str(card)!r} played from {names[p]}'s table refused: in Phase 2 the tables are back in the hands"
            )
        if not d.tables[p] & card.mask:
            raise IllegalDeclarationError(f"{str(card)!r} is not on {names[p]}'s table")
        tables = list(d.tables)
        tables[p] &= ~card.mask
        nd = dataclasses.replace(d, tables=(tables[0], tables[1]), played=d.played | card.mask)
        return _replace_current(sheet, nd), f"Deal {d.number}: {names[p]} plays {card} from the table"

    if isinstance(ev, EndDeal):
        b = ev.brisques
        label = f"brisques {names[0]} {b[0]!r}, {names[1]} {b[1]!r}"
        if d.tricks < PHASE1_TRICKS:
            raise _refuse(
                f"{label} refused: deal {d.number} is not over, the stock still holds {d.stock} cards "
                f"({d.tricks} of 10 tricks recorded)"
            )
        for p in (0, 1):
            if b[p] < 0:
                raise _refuse(f"{label} refused: {names[p]}'s count {b[p]!r} is negative")
            if b[p] > BRISQUES:
                raise _refuse(f"{label} refused: {names[p]}'s count {b[p]!r} is more than the 12 brisques in the pack")
        if b[0] + b[1] != BRISQUES:
            raise _refuse(
                f"{label} refused: they sum to {b[0] + b[1]}, not 12 (the four Aces, Tens and Sevens are all taken)"
            )
        for p in (0, 1):
            if d.brisquettes[p] > b[p]:
                raise _refuse(
                    f"{label} refused: {names[p]} took {d.brisquettes[p]} brisquettes in Phase 2, more than "
                    f"{b[p]} brisques in all (each brisquette is a brisque)"
                )
        nd = dataclasses.replace(d, brisques=(b[0], b[1]), phase2=True, tables=(0, 0))
        validate_deal(nd.entry())
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
            raise _refuse(
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

    raise _refuse(f"{ev!r} is not an entry")  # pragma: no cover


def _describe_attempt(sheet: GameSheet, ev: ContentEvent) -> str:
    n = sheet.players
    if isinstance(ev, Trick):
        return f"a trick won by {n[ev.winner]!r}"
    if isinstance(ev, Declare):
        what = ev.kind.value if ev.kind else str(ev.cards)
        return f"{n[ev.player]}'s declaration {what!r}"
    if isinstance(ev, Brisquette):
        return f"a brisquette for {n[ev.player]!r}"
    if isinstance(ev, TablePlay):
        return f"{str(ev.card)!r} from {n[ev.player]}'s table"
    if isinstance(ev, EndDeal):
        return f"brisques {list(ev.brisques)!r}"
    return "a fifth deal"


def _declare(sheet: GameSheet, d: DealSheet, entry_id: int, ev: Declare) -> tuple[GameSheet, str]:
    names = sheet.players
    prof = sheet.profile
    p = ev.player
    what = ev.kind.value if ev.kind is not None else str(ev.cards)
    head = f"{names[p]}'s {what!r}"
    if d.phase2 or d.ended:
        raise _refuse(
            f"{head} refused: Phase 2 has begun in deal {d.number} (the stock is empty), and there are no "
            "declarations in the last six tricks"
        )
    if d.tricks == 0:
        raise _refuse(
            f"{head} refused: no trick has been played in deal {d.number} yet; only after a trick may its "
            "winner declare, so record who won it first"
        )
    if len(d.declarations) >= MAX_DECLARATIONS:
        raise _refuse(f"{head} refused: deal {d.number} already has ten declarations, the most a deal allows")
    winner = d.last_winner
    assert winner is not None
    by_winner = p == winner
    if ev.by_winner is not None and ev.by_winner != by_winner:
        role = "won" if by_winner else "lost"
        raise _refuse(
            f"{head} refused: it was entered as the trick {'winner' if ev.by_winner else 'loser'}'s, but "
            f"{names[p]} {role} trick {d.tricks}"
        )
    already = d.trick_declaration
    if already is not None:
        raise _refuse(
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
            raise _refuse(
                f"{head} refused: this penchant sets trump, so say the suit of its Jack"
            )
        sets_trump = jack_suit
    pts = prof.value(kind)
    decl = SheetDeclaration(entry_id, p, kind, pts, d.tricks, by_winner, cards, sets_trump)
    nd = dataclasses.replace(d, declarations=(*d.declarations, decl), tables=tables)
    if sets_trump is not None:
        nd = dataclasses.replace(nd, trump=sets_trump, trump_by=p, trump_trick=d.tricks)
    role = "" if by_winner else " (as the trick's loser)"
    text = f"Deal {d.number}, trick {d.tricks}: {names[p]} declares a {kind.value}"
    if cards is not None:
        text += f" {cards}"
    text += f"{role} +{pts}"
    if sets_trump is not None:
        text += f"; trump is {_suit_name(sets_trump)} {sets_trump.symbol}"
    elif kind is Kind.PENCHANT and d.trump is None and not by_winner:
        text += f"; a loser's penchant does not set trump under {prof.name} rules"
    return _replace_current(sheet, nd), text


# --------------------------------------------------------------------------- the ledger


@dataclass(frozen=True)
class LoggedEvent:
    seq: int
    event: Event


@dataclass(frozen=True)
class _Op:
    """A change to the list of entries, kept so that undo can reverse it."""

    action: Literal["add", "replace", "remove"]
    entry_id: int
    index: int
    old: ContentEvent | None
    new: ContentEvent | None
    label: str


@dataclass(frozen=True)
class HistoryItem:
    """One entry in force, for the history screen."""

    entry_id: int
    deal: int
    event: ContentEvent
    text: str
    edited: bool


@dataclass(frozen=True)
class Skipped:
    """An event of a stored log that could not be replayed (kept, shown, never lost)."""

    seq: int
    event_json: dict[str, Any]
    reason: str


@dataclass(frozen=True)
class Ledger:
    """An immutable event log and the sheet it gives.

    ``Ledger().apply(NewGame(...)).apply(Trick(0)).apply(Declare(0, Kind.MARRIAGE))``
    """

    log: tuple[LoggedEvent, ...] = ()
    entries: tuple[tuple[int, ContentEvent], ...] = ()
    sheets: tuple[GameSheet, ...] = ()
    notes: tuple[str, ...] = ()
    undo_stack: tuple[_Op, ...] = ()
    redo_stack: tuple[_Op, ...] = ()
    edited: frozenset[int] = frozenset()
    skipped: tuple[Skipped, ...] = field(default=())

    # ---- construction
    @classmethod
    def start(cls, players: tuple[str, str], profile: Profile | str = "kandell", first_dealer: int = 0) -> Ledger:
        return cls().apply(NewGame(players, get_profile(profile), first_dealer))

    @classmethod
    def replay(cls, events: Iterable[Event], *, lenient: bool = False) -> Ledger:
        """Apply events in order. With ``lenient`` an event that is refused is
        skipped and noted in :attr:`skipped` instead of raising (a stored log is
        never lost because one of its events no longer replays)."""
        ledger = cls()
        for ev in events:
            try:
                ledger = ledger.apply(ev)
            except PenchantError as exc:
                if not lenient:
                    raise
                seq = ledger.seq + 1
                ledger = dataclasses.replace(
                    ledger,
                    log=(*ledger.log, LoggedEvent(seq, ev)),
                    skipped=(*ledger.skipped, Skipped(seq, ev.to_json(), str(exc))),
                )
        return ledger

    # ---- what the marker reads
    @property
    def seq(self) -> int:
        """Events logged so far (the next event gets ``seq + 1``)."""
        return len(self.log)

    @property
    def started(self) -> bool:
        return bool(self.sheets)

    @property
    def sheet(self) -> GameSheet:
        if not self.sheets:
            raise _refuse("no game yet: start a new game first")
        return self.sheets[-1]

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    @property
    def undo_label(self) -> str | None:
        return self.undo_stack[-1].label if self.undo_stack else None

    @property
    def redo_label(self) -> str | None:
        return self.redo_stack[-1].label if self.redo_stack else None

    @property
    def last_note(self) -> str | None:
        return self.notes[-1] if self.notes else None

    def history(self) -> list[HistoryItem]:
        """The entries in force, oldest first, each with its description."""
        out = []
        for i, ((eid, ev), note) in enumerate(zip(self.entries, self.notes, strict=True)):
            # An end of deal leaves the sheet on the next deal: show it under its own.
            at = self.sheets[i - 1] if isinstance(ev, EndDeal | WholeDeal) and i else self.sheets[i]
            out.append(HistoryItem(eid, at.current.number, ev, note, eid in self.edited))
        return out

    def entry(self, entry_id: int) -> ContentEvent:
        for eid, ev in self.entries:
            if eid == entry_id:
                return ev
        raise _refuse(f"there is no entry #{entry_id!r} in force")

    def sheet_before(self, entry_id: int) -> GameSheet | None:
        """The sheet just before an entry (for editing it in context)."""
        for i, (eid, _) in enumerate(self.entries):
            if eid == entry_id:
                return self.sheets[i - 1] if i else None
        raise _refuse(f"there is no entry #{entry_id!r} in force")

    def check(self, event: Event) -> str | None:
        """``None`` if ``event`` would be accepted, else the refusal's message."""
        try:
            self.apply(event)
        except PenchantError as exc:
            return str(exc)
        return None

    # ---- applying events
    def apply(self, event: Event) -> Ledger:
        """The ledger after ``event``; raises :class:`PenchantError` and changes nothing on refusal."""
        seq = self.seq + 1
        logged = (*self.log, LoggedEvent(seq, event))
        if isinstance(event, Undo):
            if not self.undo_stack:
                raise _refuse("nothing to undo")
            op = self.undo_stack[-1]
            new = self._perform(self._inverse(op), seq, label=op.label)
            return dataclasses.replace(new, log=logged, undo_stack=self.undo_stack[:-1],
                                       redo_stack=(*self.redo_stack, op))
        if isinstance(event, Redo):
            if not self.redo_stack:
                raise _refuse("nothing to redo")
            op = self.redo_stack[-1]
            new = self._perform(op, seq, label=op.label)
            return dataclasses.replace(new, log=logged, undo_stack=(*self.undo_stack, op),
                                       redo_stack=self.redo_stack[:-1])
        if isinstance(event, Edit):
            index = self._index_of(event.target, "edit")
            old = self.entries[index][1]
            if isinstance(old, NewGame) != isinstance(event.event, NewGame):
                raise _refuse(
                    f"entry #{event.target} cannot be replaced by {_kind_label(event.event)}: "
                    "the first entry holds the players and rules, and only it does"
                )
            label = f"edit of #{event.target}"
            op = _Op("replace", event.target, index, old, event.event, label)
        elif isinstance(event, Delete):
            index = self._index_of(event.target, "delete")
            old = self.entries[index][1]
            if isinstance(old, NewGame):
                raise _refuse("entry #1 (the new game) cannot be deleted: start another game instead")
            op = _Op("remove", event.target, index, old, None, f"deletion of #{event.target}")
        elif isinstance(event, _CONTENT_TYPES):
            op = _Op("add", seq, len(self.entries), None, event, _kind_label(event))
        else:
            raise _refuse(f"{event!r} is not a marker event")
        new = self._perform(op, seq, label=op.label)
        undo = (*self.undo_stack, op) if not isinstance(event, NewGame) else ()
        edited = self.edited | {op.entry_id} if op.action == "replace" else self.edited
        return dataclasses.replace(new, log=logged, undo_stack=undo, redo_stack=(), edited=edited)

    def _index_of(self, target: int, verb: str) -> int:
        for i, (eid, _) in enumerate(self.entries):
            if eid == target:
                return i
        raise _refuse(f"cannot {verb} entry #{target!r}: there is no such entry in force (see the history)")

    @staticmethod
    def _inverse(op: _Op) -> _Op:
        if op.action == "add":
            return _Op("remove", op.entry_id, op.index, op.new, None, op.label)
        if op.action == "remove":
            return _Op("add", op.entry_id, op.index, None, op.old, op.label)
        return _Op("replace", op.entry_id, op.index, op.new, op.old, op.label)

    def _perform(self, op: _Op, seq: int, *, label: str) -> Ledger:
        entries = list(self.entries)
        if op.action == "add":
            assert op.new is not None
            entries.insert(op.index, (op.entry_id, op.new))
        elif op.action == "remove":
            del entries[op.index]
        else:
            assert op.new is not None
            entries[op.index] = (op.entry_id, op.new)
        start = op.index
        sheets = list(self.sheets[:start])
        notes = list(self.notes[:start])
        sheet = sheets[-1] if sheets else None
        for i in range(start, len(entries)):
            eid, ev = entries[i]
            try:
                sheet, note = _apply_entry(sheet, eid, ev)
            except PenchantError as exc:
                if i == op.index and op.action != "remove":
                    raise
                raise type(exc)(
                    f"{label} refused: it would make entry #{eid} ({self.note_of(eid)}) impossible: {exc}"
                ) from None
            sheets.append(sheet)
            notes.append(note)
        return dataclasses.replace(self, entries=tuple(entries), sheets=tuple(sheets), notes=tuple(notes))

    def note_of(self, entry_id: int) -> str:
        for (eid, _), note in zip(self.entries, self.notes, strict=True):
            if eid == entry_id:
                return note
        return "?"

    # ---- records
    def to_record(self) -> GameRecord:
        """The ``penchant-game/1`` record of the deals ended so far.

        Each deal keeps its trump and (referee mode) the cards of its
        declarations; the entries themselves ride along under ``"marker"`` so an
        import restores the trick-by-trick detail and an unfinished deal.
        """
        sheet = self.sheet
        deals = [d.entry() for d in sheet.ended_deals]
        extras: list[dict[str, Any]] = []
        for d in sheet.ended_deals:
            x: dict[str, Any] = {"dealer": d.dealer, "trump": None if d.trump is None else d.trump.letter}
            if any(dc.cards is not None for dc in d.declarations):
                x["cards"] = [
                    [None if dc.cards is None else str(dc.cards) for dc in d.declarations if dc.player == p]
                    for p in (0, 1)
                ]
            extras.append(x)
        marker = {"entries": [ev.to_json() for _, ev in self.entries]}
        return GameRecord(sheet.profile, sheet.players, sheet.first_dealer, deals, {"marker": marker}, extras)

    def export_json(self) -> dict[str, Any]:
        return self.to_record().to_json()

    @classmethod
    def from_record(cls, data: object) -> Ledger:
        """A ledger from a ``penchant-game/1`` record (an object or its JSON text).

        If the record carries the marker's entries and they give the same deals,
        they are replayed (keeping tricks, tables and an unfinished deal);
        otherwise the deals are entered whole.
        """
        record = GameRecord.from_str(data) if isinstance(data, str) else GameRecord.from_json(data)
        marker = record.extra.get("marker")
        if isinstance(marker, Mapping) and isinstance(marker.get("entries"), list):
            try:
                events = [event_from_json(e) for e in marker["entries"]]
                ledger = cls.replay(events)
                sheet = ledger.sheet
                if (
                    [d.entry() for d in sheet.ended_deals] == list(record.deals)
                    and sheet.players == record.players
                    and sheet.profile == record.profile
                    and sheet.first_dealer == record.first_dealer
                ):
                    return ledger
            except PenchantError:
                pass
        ledger = cls().apply(NewGame(record.players, record.profile, record.first_dealer))
        for i, entry in enumerate(record.deals):
            extra = record.deal_extras[i] if i < len(record.deal_extras) else {}
            trump = extra.get("trump")
            try:
                suit = _suit_or_none(trump, "trump") if trump else None
            except PenchantError:
                suit = None
            ledger = ledger.apply(WholeDeal(entry, suit))
        return ledger


def _kind_label(ev: ContentEvent) -> str:
    if isinstance(ev, NewGame):
        return "new game"
    if isinstance(ev, Trick):
        return "trick"
    if isinstance(ev, Declare):
        return "declaration"
    if isinstance(ev, Brisquette):
        return "brisquette"
    if isinstance(ev, TablePlay):
        return "card from the table"
    if isinstance(ev, EndDeal):
        return "end of deal"
    return "whole deal"
