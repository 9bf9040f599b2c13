"""The marker's events: what one tap records, and its JSON form.

A game at the table is kept as a list of *entries* (a new game, a trick won,
a declaration, the start of the last six tricks, a brisquette, a card played
from a table, the end of a deal, or a whole deal entered at once). Undo, redo,
edit and delete are events too, so the log is append-only. Each class has
``to_json``/``from_json``; :func:`event_from_json` is the one strict reader.

The names say what happened at the table (``TrickWon``, ``Declared``) and are
not the deal state machine's actions (``penchant.play.state.Declare``).
The JSON ``type`` strings are unchanged since the first stored games.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from penchant.errors import InvalidNotationError, InvalidRecordError, PenchantError, ScoreEntryError
from penchant.notation.whole_numbers import whole_number
from penchant.play.game_record import read_deal
from penchant.play.names import player_names
from penchant.play.sheet import DealEntry
from penchant.rules.brisques import the_other_brisques
from penchant.rules.cards import CardSet, cards_given
from penchant.rules.combinations import classify
from penchant.rules.kinds import NOT_A_KIND, Kind
from penchant.rules.procedure import CARDS_PER_TRICK, other_player, player_index
from penchant.rules.profiles import DEFAULT_PROFILE, Profile
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import NO_TRUMP_WITHOUT_PENCHANT_WORDS, trump_without_penchant
from penchant.typed_counts import brisques_typed
from penchant.words.kinds import kind_words

_E = TypeVar("_E")

__all__ = [
    "CONTENT_TYPES",
    "Brisquette",
    "ContentEvent",
    "Declared",
    "Delete",
    "Edit",
    "EndDeal",
    "Event",
    "LastSix",
    "NewGame",
    "Redo",
    "TablePlay",
    "TrickWon",
    "Undo",
    "WholeDeal",
    "event_from_json",
    "suit_or_none",
]


# --------------------------------------------------------------------------- helpers


def _flag(value: object, what: str, error: type[PenchantError] = ScoreEntryError) -> bool:
    if not isinstance(value, bool):
        raise error(f"{what} must be true or false, not {value!r}")
    return value


def suit_or_none(value: object, what: str, error: type[PenchantError] = ScoreEntryError) -> Suit | None:
    if value is None:
        return None
    if isinstance(value, Suit):
        return value
    if isinstance(value, str):
        return Suit.parse(value)
    raise error(f"{what} must be a suit letter such as 'H', not {value!r}")


def _read_from_a_record(read: Callable[[Any, Mapping[str, Any]], _E]) -> Callable[[Any, Mapping[str, Any]], _E]:
    """An event's ``from_json``: a field read from a record is an :class:`InvalidRecordError`, whichever check
    refuses it (the same mistake tapped on the marker is a :class:`ScoreEntryError`, a bad card written
    anywhere else an :class:`InvalidNotationError`); the message and its parts are the check's own."""

    @functools.wraps(read)
    def reading(cls: Any, obj: Mapping[str, Any]) -> _E:
        try:
            return read(cls, obj)
        except InvalidRecordError:
            raise
        except PenchantError as exc:
            raise exc.as_a(InvalidRecordError) from exc

    return reading


@contextlib.contextmanager
def _as_an_entry() -> Iterator[None]:
    """A notation refusal inside a marker entry, raised as the entry's :class:`ScoreEntryError` with the same
    words (they quote the input) and the notation error as its cause."""
    try:
        yield
    except ScoreEntryError:
        raise
    except InvalidNotationError as exc:
        raise ScoreEntryError(str(exc)) from exc


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
        names = player_names(self.players)
        object.__setattr__(self, "players", (names[0], names[1]))
        if not isinstance(self.profile, Profile):
            raise ScoreEntryError.wanting("rules", "a profile", self.profile)
        if isinstance(self.first_dealer, bool) or self.first_dealer not in (0, 1):
            raise ScoreEntryError.wanting("the first dealer", "player 0 or 1", self.first_dealer)

    def __repr__(self) -> str:
        """A call that makes the entry again, its rules by name (the profile's repr, a pasteable call)."""
        return f"NewGame({self.players!r}, {self.profile!r}, {self.first_dealer!r})"

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.TYPE,
            "players": list(self.players),
            "rules": self.profile.to_json(),
            "first_dealer": self.first_dealer,
        }

    @classmethod
    @_read_from_a_record
    def from_json(cls, obj: Mapping[str, Any]) -> NewGame:
        players = obj.get("players")
        if not isinstance(players, list) or len(players) != 2:
            raise InvalidRecordError.wanting("players", "a list of two names", players)
        try:
            profile = Profile.from_json(obj.get("rules", DEFAULT_PROFILE.name))
        except InvalidNotationError as exc:
            raise exc.as_a(InvalidRecordError) from None
        first = player_index(obj.get("first_dealer", 0), "first_dealer", InvalidRecordError)
        return cls((players[0], players[1]), profile, first)


@dataclass(frozen=True)
class TrickWon:
    """A trick was won by ``winner``: the first ten are Phase 1 (two cards leave the stock after each)."""

    TYPE: ClassVar[str] = "trick"
    winner: int

    def __post_init__(self) -> None:
        player_index(self.winner, "the trick's winner", ScoreEntryError)

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "winner": self.winner}

    @classmethod
    @_read_from_a_record
    def from_json(cls, obj: Mapping[str, Any]) -> TrickWon:
        return cls(player_index(obj.get("winner"), "winner", InvalidRecordError))


@dataclass(frozen=True)
class Declared:
    """A declaration after the last trick.

    Give ``kind`` (scoring mode) or ``cards`` (referee mode: the marker
    classifies them and checks the fresh-card rule and barring against the
    tables). ``by_winner`` says whether the declarer won the trick; left
    ``None`` the ledger derives it from the last trick. ``jack`` is the suit of
    a penchant's Jack, needed when that penchant sets trump (in referee mode
    it comes from the cards).

    ``new_trick`` (quick scoring): the declaration is itself the record of the
    next trick, so the trick counter moves on first: ``player`` won it, or,
    with ``by_winner=False`` (a loser's penchant in one tap), the other player.
    """

    TYPE: ClassVar[str] = "declare"
    player: int
    kind: Kind | None = None
    cards: CardSet | None = None
    by_winner: bool | None = None
    jack: Suit | None = None
    new_trick: bool = False

    def __post_init__(self) -> None:
        player_index(self.player, "player", ScoreEntryError)
        if not isinstance(self.new_trick, bool):
            raise ScoreEntryError.wanting("new_trick", "true or false", self.new_trick)
        if self.kind is None and self.cards is None:
            raise ScoreEntryError("a declaration needs its kind or its cards")
        # A bad entry is a ScoreEntryError (docs/engine.md), whichever reader refuses it: the notation's own
        # InvalidNotationError is its cause.
        if self.kind is not None and not isinstance(self.kind, Kind):
            kind: object = self.kind
            if not isinstance(kind, str):
                raise ScoreEntryError.refusing(kind, NOT_A_KIND)
            with _as_an_entry():
                object.__setattr__(self, "kind", Kind.parse(kind))  # its name, as the jack's suit letter
        if self.cards is not None:  # a number is no cards (CardSet(5) is refused too)
            with _as_an_entry():
                object.__setattr__(self, "cards", cards_given(self.cards, "a declaration's cards"))
        if self.by_winner is not None and not isinstance(self.by_winner, bool):
            raise ScoreEntryError.wanting("by_winner", "true, false or absent", self.by_winner)
        if self.jack is not None and not isinstance(self.jack, Suit):
            with _as_an_entry():
                object.__setattr__(self, "jack", suit_or_none(self.jack, "jack"))
        if self.kind is not None and self.cards is not None:
            formed = classify(self.cards)
            if formed is not None and formed is not self.kind:  # cards forming nothing are refused when entered
                raise ScoreEntryError(f"the cards {str(self.cards)!r} are a {kind_words(formed)}, "
                                      f"not a {kind_words(self.kind)}")

    @property
    def trick_winner(self) -> int:
        """Who won the trick a ``new_trick`` declaration records: ``player``, or the other player for a loser's
        penchant (``by_winner=False``)."""
        return other_player(self.player) if self.by_winner is False else self.player

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
        if self.new_trick:
            out["new_trick"] = True
        return out

    @classmethod
    @_read_from_a_record
    def from_json(cls, obj: Mapping[str, Any]) -> Declared:
        kind = obj.get("kind")
        cards = obj.get("cards")
        by_winner = obj.get("by_winner")
        if by_winner is not None and not isinstance(by_winner, bool):
            raise InvalidRecordError.wanting("by_winner", "true or false", by_winner)
        if cards is not None and not isinstance(cards, str):
            raise InvalidRecordError.wanting("cards", "written as text such as 'KH QH'", cards)
        return cls(
            player_index(obj.get("player"), "player", InvalidRecordError),
            Kind.parse(kind) if kind is not None else None,
            CardSet(cards) if cards is not None else None,
            by_winner,
            suit_or_none(obj.get("jack"), "jack", InvalidRecordError),
            _flag(obj.get("new_trick", False), "new_trick", InvalidRecordError),
        )


@dataclass(frozen=True)
class LastSix:
    """The stock is empty: the last six tricks (Phase 2) begin, whatever the trick counter says.

    Quick scoring counts tricks only as a guide; this one tap tells the marker
    that the table has reached Phase 2 (no more declarations; brisquettes now).
    """

    TYPE: ClassVar[str] = "last_six"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE}

    @classmethod
    @_read_from_a_record
    def from_json(cls, obj: Mapping[str, Any]) -> LastSix:
        return cls()


@dataclass(frozen=True)
class Brisquette:
    """``player`` took ``count`` brisques (1 or 2: a trick holds two cards) in Phase 2: they score at once.

    ``last_six`` (quick scoring): the tap is also the record that the stock is empty and the last
    six tricks have begun (as :class:`LastSix`), so the first brisquette of a deal is one tap.
    """

    TYPE: ClassVar[str] = "brisquette"
    player: int
    count: int = 1
    last_six: bool = False

    def __post_init__(self) -> None:
        player_index(self.player, "player", ScoreEntryError)
        if isinstance(self.count, bool) or self.count not in range(1, CARDS_PER_TRICK + 1):
            raise ScoreEntryError(
                f"{self.count!r} brisquettes in one tap: a trick holds {CARDS_PER_TRICK} cards, "
                f"so enter 1 or {CARDS_PER_TRICK}"
            )
        if not isinstance(self.last_six, bool):
            raise ScoreEntryError.wanting("last_six", "true or false", self.last_six)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE, "player": self.player}
        if self.count != 1:
            out["count"] = self.count
        if self.last_six:
            out["last_six"] = True
        return out

    @classmethod
    @_read_from_a_record
    def from_json(cls, obj: Mapping[str, Any]) -> Brisquette:
        count = obj.get("count", 1)
        if isinstance(count, bool) or not isinstance(count, int):
            raise InvalidRecordError.wanting("count", f"1 or {CARDS_PER_TRICK}", count)
        player = player_index(obj.get("player"), "player", InvalidRecordError)
        return cls(player, count, _flag(obj.get("last_six", False), "last_six", InvalidRecordError))


@dataclass(frozen=True)
class TablePlay:
    """Referee mode: ``player`` played ``card`` from the table to a trick."""

    TYPE: ClassVar[str] = "table_play"
    player: int
    card: CardSet

    def __post_init__(self) -> None:
        player_index(self.player, "player", ScoreEntryError)
        with _as_an_entry():
            object.__setattr__(self, "card", cards_given(self.card, "a card"))
        if len(self.card) != 1:
            raise ScoreEntryError.refusing(str(self.card), "not one card: a table play is a single card")

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "player": self.player, "card": str(self.card)}

    @classmethod
    @_read_from_a_record
    def from_json(cls, obj: Mapping[str, Any]) -> TablePlay:
        card = obj.get("card")
        if not isinstance(card, str):
            raise InvalidRecordError.wanting("card", "written as text such as 'QS'", card)
        return cls(player_index(obj.get("player"), "player", InvalidRecordError), CardSet(card))


@dataclass(frozen=True)
class EndDeal:
    """The end of a deal: the brisques each player took in both phases (12 in all)."""

    TYPE: ClassVar[str] = "end_deal"
    brisques: tuple[int, int]

    def __post_init__(self) -> None:
        b = self.brisques
        if not isinstance(b, tuple | list) or len(b) != 2:
            raise ScoreEntryError.wanting("brisques", "two counts", b)
        object.__setattr__(self, "brisques", (whole_number(b[0], "brisques", typed=False),
                                                    whole_number(b[1], "brisques", typed=False)))

    @classmethod
    def from_count(cls, player: int, count: object) -> EndDeal:
        """One player's count (typed or tapped); the other took the rest of the 12."""
        n = brisques_typed(count, "a number of brisques")
        p = player_index(player, "player", ScoreEntryError)
        return cls((n, the_other_brisques(n)) if p == 0 else (the_other_brisques(n), n))

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "brisques": list(self.brisques)}

    @classmethod
    @_read_from_a_record
    def from_json(cls, obj: Mapping[str, Any]) -> EndDeal:
        b = obj.get("brisques")
        if not isinstance(b, list) or len(b) != 2:
            raise InvalidRecordError.wanting("brisques", "a list of two counts", b)
        return cls((b[0], b[1]))


@dataclass(frozen=True)
class WholeDeal:
    """A whole deal entered at once (an imported record, or a sheet copied from paper)."""

    TYPE: ClassVar[str] = "deal"
    entry: DealEntry
    trump: Suit | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.entry, DealEntry):
            raise ScoreEntryError.refusing(self.entry, "not a deal entry")
        given = self.trump
        if self.trump is not None and not isinstance(self.trump, Suit):
            object.__setattr__(self, "trump", suit_or_none(self.trump, "trump"))
        if trump_without_penchant(self.trump, self.entry.declarations):
            raise ScoreEntryError(f"trump {str(given)!r}, but {NO_TRUMP_WITHOUT_PENCHANT_WORDS}")

    def to_json(self) -> dict[str, Any]:
        out = {"type": self.TYPE, **self.entry.to_json()}
        if self.trump is not None:
            out["trump"] = self.trump.letter
        return out

    @classmethod
    @_read_from_a_record
    def from_json(cls, obj: Mapping[str, Any]) -> WholeDeal:
        entry = read_deal({k: v for k, v in obj.items() if k != "type"}, "deal")
        trump = suit_or_none(obj.get("trump"), "trump", InvalidRecordError)
        if trump_without_penchant(trump, entry.declarations):
            raise InvalidRecordError(f"deal.trump: {obj.get('trump')!r}, but {NO_TRUMP_WITHOUT_PENCHANT_WORDS}")
        return cls(entry, trump)


ContentEvent = NewGame | TrickWon | Declared | LastSix | Brisquette | TablePlay | EndDeal | WholeDeal
"""An entry of the score sheet."""


@dataclass(frozen=True)
class Undo:
    """Undo the latest change still in force (an entry, an edit or a deletion)."""

    TYPE: ClassVar[str] = "undo"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE}

    @classmethod
    @_read_from_a_record
    def from_json(cls, obj: Mapping[str, Any]) -> Undo:
        return cls()


@dataclass(frozen=True)
class Redo:
    """Redo the latest undone change (only until a new change is made)."""

    TYPE: ClassVar[str] = "redo"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE}

    @classmethod
    @_read_from_a_record
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
        if not isinstance(self.event, CONTENT_TYPES):
            raise ScoreEntryError(f"{self.event!r} cannot replace an entry")

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "target": self.target, "event": self.event.to_json()}

    @classmethod
    @_read_from_a_record
    def from_json(cls, obj: Mapping[str, Any]) -> Edit:
        inner = event_from_json(obj.get("event"))
        if isinstance(inner, Undo | Redo | Edit | Delete):
            raise InvalidRecordError(f"an edit must carry an entry, not {obj.get('event')!r}")
        return cls(_target_of(obj), inner)


def _target_of(obj: Mapping[str, Any]) -> int:
    """The entry an edit's or a deletion's record names, by its number."""
    target = obj.get("target")
    if isinstance(target, bool) or not isinstance(target, int):
        raise InvalidRecordError.refusing_argument("target", target, "is not an entry number")
    return target


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
    @_read_from_a_record
    def from_json(cls, obj: Mapping[str, Any]) -> Delete:
        return cls(_target_of(obj))


Event = ContentEvent | Undo | Redo | Edit | Delete

CONTENT_TYPES: tuple[type, ...] = (NewGame, TrickWon, Declared, LastSix, Brisquette, TablePlay, EndDeal, WholeDeal)
_EVENT_TYPES: dict[str, Any] = {
    c.TYPE: c
    for c in (NewGame, TrickWon, Declared, LastSix, Brisquette, TablePlay, EndDeal, WholeDeal, Undo, Redo, Edit, Delete)
}


def event_from_json(obj: object) -> Event:
    """Read one event from its JSON object (``{"type": "declare", ...}``)."""
    if not isinstance(obj, Mapping):
        raise InvalidRecordError(f"an event is a JSON object, not {obj!r}")
    kind = obj.get("type")
    cls = _EVENT_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise InvalidRecordError.refusing(kind, f"not an event type: one of {', '.join(sorted(_EVENT_TYPES))}")
    event: Event = cls.from_json(obj)
    return event


