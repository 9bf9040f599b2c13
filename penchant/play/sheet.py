"""The score sheet: what a sheet knows of a deal, scoring it, and a game's totals, lurch and value.

A :class:`DealEntry` is one deal as a score sheet records it (the kinds each player declared, their
brisquettes and brisques), refused when it is made if no deal can end with it; :func:`validate_deal` checks
one again, :func:`score_deal` scores it and :func:`tally` scores a game of them under a profile. What a deal's
counts can be and the points they score are the rules' (:mod:`penchant.rules.deal_counts`,
:mod:`penchant.rules.scoring`): this module holds the values and asks them. The deal state
(:mod:`penchant.play.state`), the game (:mod:`penchant.play.game`), records and the marker all import this
module; it imports only the rules and the moves' score events. :func:`breakdown` splits
a played deal's points by source, for the play boards' sheet.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from penchant.errors import InvalidNotationError, PenchantError, ScoreEntryError, quoted
from penchant.errors.internal import BrokenInvariantError
from penchant.play.moves import ScoreEvent, ScoreKind
from penchant.rules.cards import CardSet
from penchant.rules.deal_counts import check_players_counts, check_whole_deal, deal_points
from penchant.rules.game_scoring import GameResult, check_game_length, game_result
from penchant.rules.kinds import NOT_A_KIND, Kind
from penchant.rules.procedure import SEAT_WORDS
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.scoring import DealScore, deal_score_so_far
from penchant.words.kinds import combination_words, kind_words

__all__ = [
    "Breakdown",
    "PointsByPart",
    "DealEntry",
    "DeclaredPart",
    "breakdown",
    "MAX_NAME",
    "name_key",
    "deal_score_parts",
    "names_read_first",
    "player_names",
    "score_deal",
    "tally",
    "validate_deal",
]


MAX_NAME = 24
"""The longest player name a score sheet takes (it must fit the marker's buttons)."""


def name_key(name: str) -> str:
    """What tells one player's name from another: its words, without regard to case or spacing ("Ada" and
    " ada" are one name). :func:`player_names` refuses two names with one key; figures kept per name key them so.

    >>> name_key(" Ben  Lee") == name_key("ben lee")
    True
    """
    return " ".join(name.split()).casefold()


_BIDI_CONTROLS: frozenset[str] = frozenset(map(chr, [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]))
"""The bidirectional controls (embeddings, overrides and isolates, U+202A–U+202E and U+2066–U+2069): in a name
they would reorder the text around it on the tally line, the CSV and the result card."""

_UNSEEN_CATEGORIES: frozenset[str] = frozenset({"Cf", "Cc", "Zs", "Zl", "Zp"})
"""The Unicode categories of characters that show nothing: format and control characters, and separators."""


def _shows_something(name: str) -> bool:
    """Whether ``name`` holds a character that shows (one outside :data:`_UNSEEN_CATEGORIES`)."""
    return any(unicodedata.category(ch) not in _UNSEEN_CATEGORIES for ch in name)


def player_names(players: object, error: type[PenchantError] = ScoreEntryError) -> tuple[str, str]:
    """The two players' names as a score sheet keeps them (inner spaces collapsed), or ``error`` saying why
    not: two names of text, neither empty, nor without a character that shows (a zero-width space alone), nor
    holding a bidirectional control (U+202A–U+202E, U+2066–U+2069), nor longer than :data:`MAX_NAME`, told apart
    without regard to case ("Ada" and "ada" are one name). The one rule for the marker's new game and a
    record's players. A refusal quotes the name as ``repr`` does, so an unseen character shows escaped.

    >>> player_names(["  Ada ", "Ben  Lee"])
    ('Ada', 'Ben Lee')
    >>> player_names(["Ada", "\u200b"])
    Traceback (most recent call last):
    ...
    penchant.errors.ScoreEntryError: the second player's name '\u200b' has no character that shows: type a name
    """
    if not isinstance(players, tuple | list) or len(players) != 2:
        raise error(f"a game has two players, not {quoted(players)}")
    names = []
    for i, raw in enumerate(players):
        if not isinstance(raw, str):
            raise error(f"{SEAT_WORDS[i]}'s name must be text, not {quoted(raw)}")
        name = " ".join(raw.split())
        if not name:
            raise error(f"{SEAT_WORDS[i]}'s name {quoted(raw)} is empty: type a name")
        if not _shows_something(name):
            raise error(f"{SEAT_WORDS[i]}'s name {quoted(raw)} has no character that shows: type a name")
        if _BIDI_CONTROLS.intersection(name):
            raise error(f"{SEAT_WORDS[i]}'s name {quoted(raw)} holds a control that reorders the text around it "
                        "(a bidirectional override, embedding or isolate): type the name without it")
        if len(name) > MAX_NAME:
            raise error(f"the name {quoted(raw)} is too long: at most {MAX_NAME} characters")
        names.append(name)
    if name_key(names[0]) == name_key(names[1]):
        raise error(f"both players are called {names[0]!r}: give them different names so they can be told apart")
    return names[0], names[1]


def names_read_first(data: object, error: type[PenchantError]) -> object:
    """A record's JSON object with its ``players`` read by :func:`player_names` (a refusal said of ``players``) when
    they are two texts, before the reader's schema checks the rest: the names it then sees are the ones kept,
    within :data:`MAX_NAME`, so a name is refused by the one rule, in its words, whatever the record. Anything else
    is given back as it is, for the schema to refuse in its own words (not an object, not two texts)."""
    if not isinstance(data, dict):
        return data
    players = data.get("players")
    if not (isinstance(players, list) and len(players) == 2 and all(isinstance(n, str) for n in players)):
        return data
    try:
        names = player_names(players, error)
    except PenchantError as exc:
        raise exc.within("players") from None
    return {**data, "players": list(names)}


@dataclass(frozen=True)
class DeclaredPart:
    """One declaration scored in a deal, typed: its kind, its cards and its points (a view lays them out as it
    likes; :attr:`words` is the part as a reader sees it)."""

    kind: Kind
    cards: CardSet
    points: int

    @property
    def words(self) -> str:
        """``'pair K♦ K♣'``, said from its kind and cards."""
        return combination_words(self.kind, self.cards)

    @property
    def notation(self) -> str:
        """``'pair KD KC'``, as records keep it."""
        return f"{kind_words(self.kind)} {self.cards}"


Declaration = TypeVar("Declaration")


@dataclass(frozen=True)
class PointsByPart(Generic[Declaration]):
    """One player's points of a deal, part by part: what they declared, as the one who keeps them knows a
    declaration (``Declaration``: a played deal's :class:`DeclaredPart`, the marker's ``SheetDeclaration``), and
    the rules' :class:`~penchant.rules.scoring.DealScore`. The one definition both a played deal's
    :class:`Breakdown` and the marker's ``PlayerBreakdown`` are."""

    declared: tuple[Declaration, ...]
    """Each declaration and its points, in order."""
    points: DealScore
    """The deal's points so far, part by part (the book bonus once it has ended)."""

    @property
    def total(self) -> int:
        """The deal's points so far, as the rules add a deal's parts (:attr:`DealScore.total`)."""
        return self.points.total


@dataclass(frozen=True)
class Breakdown(PointsByPart[DeclaredPart]):
    """Where one player's points of a played deal came from: what they declared, each part with its cards, and
    their points part by part (:class:`PointsByPart`)."""

    def to_json(self) -> dict[str, Any]:
        return {"declarations": [[d.notation, d.points] for d in self.declared],
                "declared": self.points.declarations, "brisquettes": self.points.brisquettes,
                "bonus": self.points.book_bonus, "total": self.total}


def breakdown(events: Iterable[ScoreEvent]) -> tuple[Breakdown, Breakdown]:
    """Each player's points so far, by source, from a deal's score events (``DealState.events``), added up by the
    rules (:func:`~penchant.rules.scoring.deal_score_so_far`)."""
    seen = tuple(events)
    out = []
    for p in (0, 1):
        decls: list[DeclaredPart] = []
        brisquettes: list[int] = []
        bonuses: list[tuple[int, int | None]] = []
        for e in seen:
            if e.player != p:
                continue
            if e.kind is ScoreKind.DECLARATION:
                if e.combination is None:  # ScoreEvent refuses a declaration that names no kind
                    raise BrokenInvariantError(f"a declaration's score event names no kind: {e!r}")
                decls.append(DeclaredPart(e.combination, e.cards, e.points))
            elif e.kind is ScoreKind.BRISQUETTE:
                brisquettes.append(e.points)
            elif e.kind is ScoreKind.BONUS:
                bonuses.append((e.points, e.brisques))
            else:
                raise BrokenInvariantError(f"a score event of no kind a deal scores: {e!r}")
        points = deal_score_so_far((d.points for d in decls), brisquettes, bonuses)  # the rules add the parts
        out.append(Breakdown(tuple(decls), points))
    return out[0], out[1]


def _kinds(given: Iterable[object]) -> tuple[Kind, ...]:
    """A player's kinds of combination, each a :class:`Kind` or its name (``"pair"``, as the marker's
    ``Declared`` takes it), read by :meth:`Kind.parse`; anything else refused as not a kind."""
    out = []
    for k in given:
        if isinstance(k, Kind):
            out.append(k)
        elif isinstance(k, str):
            try:
                out.append(Kind.parse(k))
            except PenchantError as exc:
                raise ScoreEntryError.refusing(k, exc.reason or NOT_A_KIND) from None
        else:
            raise ScoreEntryError.refusing(k, NOT_A_KIND)
    return tuple(out)


@dataclass(frozen=True)
class DealEntry:
    """One deal as a score sheet records it. Player 0 and player 1 in order."""

    declarations: tuple[tuple[Kind, ...], tuple[Kind, ...]]
    brisquettes: tuple[int, int]
    brisques: tuple[int, int]

    def __post_init__(self) -> None:
        """A deal the pack can produce, or :class:`ScoreEntryError` quoting what is not: two players' kinds
        (each a ``Kind`` or its name, read by :func:`_kinds`), each player's counts possible (whole, not negative,
        brisques within the pack's twelve, brisquettes within the brisques:
        :func:`~penchant.rules.deal_counts.check_players_counts`), and together a whole deal
        (:func:`~penchant.rules.deal_counts.check_whole_deal`: the brisques sum to twelve, the brisquettes fit the
        last six tricks, the declarations fit the pack). An entry that exists is one a deal can end with: nothing
        contradicts itself until it is scored."""
        for name in ("declarations", "brisquettes", "brisques"):
            value = getattr(self, name)
            if not isinstance(value, tuple | list) or len(value) != 2:
                raise ScoreEntryError(f"{name} must be a pair, one for each player, not {quoted(value)}")
            object.__setattr__(self, name, tuple(value))
        for ks in self.declarations:
            if not isinstance(ks, tuple | list):
                raise ScoreEntryError(f"{quoted(ks)} is not a player's kinds of combination")
        object.__setattr__(self, "declarations", (_kinds(self.declarations[0]), _kinds(self.declarations[1])))
        validate_deal(self)

    def to_json(self) -> dict[str, Any]:
        return {
            "declarations": [[k.value for k in ks] for ks in self.declarations],
            "brisquettes": list(self.brisquettes),
            "brisques": list(self.brisques),
        }


def validate_deal(entry: DealEntry) -> None:
    """Raise :class:`ScoreEntryError` if the deal is impossible (:class:`InvalidNotationError` if ``entry`` is
    not a deal entry at all). A :class:`DealEntry` is checked when it is made, so one made is possible: this
    checks again what a caller holds (an entry changed behind the frozen dataclass's back is refused too)."""
    if not isinstance(entry, DealEntry):
        raise InvalidNotationError(f"{quoted(entry)} is not a deal entry (DealEntry)")
    brisques, brisquettes = check_players_counts(entry.brisques, entry.brisquettes)
    check_whole_deal(entry.declarations, brisquettes, brisques)


def deal_score_parts(entry: DealEntry, profile: Profile | str) -> tuple[DealScore, DealScore]:
    """Each player's points for the deal, part by part (validated first; the parts are the rules'); ``profile``
    a profile or its name, as :func:`tally` takes it."""
    prof = get_profile(profile)  # None or an unknown name is refused in a sentence
    validate_deal(entry)
    return deal_points(prof, entry.declarations, entry.brisquettes, entry.brisques)


def score_deal(entry: DealEntry, profile: Profile | str) -> tuple[int, int]:
    """Each player's points for the deal: declarations, brisquettes, book bonus."""
    a, b = deal_score_parts(entry, profile)
    return (a.total, b.total)


def tally(entries: Sequence[DealEntry], profile: Profile | str) -> GameResult:
    """Score a game (or the deals of it played so far).

    >>> from penchant.rules.profiles import KANDELL
    >>> first = DealEntry(((Kind.PAIR, Kind.PENCHANT), ()), brisquettes=(3, 1), brisques=(8, 4))
    >>> result = tally([first], KANDELL)
    >>> result.totals, result.complete
    ((8, 1), False)
    """
    prof = get_profile(profile)  # None or an unknown name is refused in a sentence, before any deal is read
    if isinstance(entries, str) or not isinstance(entries, Sequence):
        raise InvalidNotationError(f"{quoted(entries)} is not a list of deals: give the deals' entries (DealEntry) "
                                   "in order")
    check_game_length(len(entries))
    for i, e in enumerate(entries):
        if not isinstance(e, DealEntry):
            raise InvalidNotationError(f"deal {i + 1}: {quoted(e)} is not a deal's entry (DealEntry)")
    return game_result([score_deal(e, prof) for e in entries], prof)
