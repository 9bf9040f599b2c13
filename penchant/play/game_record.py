"""The ``penchant-game/1`` game record: read, validate, write, tally.

This is what ``penchant tally`` reads and what the marker exports and imports
(docs/formats.md describes every field; a sample is
``penchant/data/examples/game.json``)::

    {"format": "penchant-game/1",
     "rules": {"profile": "kandell", "brisquette_multiplier": 1, "bonus_multiplier": 1},
     "players": ["Ada", "Ben"], "first_dealer": 0,
     "deals": [{"declarations": [["pair", "penchant"], ["marriage"]],
                "brisquettes": [3, 1], "brisques": [8, 4]}, ...]}

Reading is strict (:data:`RECORD_SCHEMA`): every field has one type, unknown
fields are refused except the documented extras (``cards``, ``dealer``,
``trump``, ``note`` on a deal; ``note``, ``date``, ``place`` and the marker's
``marker`` entries on the record),
and a deal the pack cannot produce is refused (:func:`check_deal_possible`).
A refusal is an :class:`~penchant.errors.InvalidRecordError` naming the place,
such as ``deals[2].brisques[0]: expected a whole number from 0 to 12, got 6.5``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import reduce
from operator import or_
from typing import Any, Final

from penchant.errors import InvalidRecordError, PenchantError
from penchant.errors.internal import NOT_AN_OBJECT, BrokenInvariantError
from penchant.files.strict_reader import Schema, choice, list_of, nullable, obj, pair_of, parse_json, text, whole
from penchant.play.header import game_header
from penchant.play.names import MAX_NAME, names_read_first
from penchant.play.sheet import DealEntry, tally, validate_deal
from penchant.rules.brisques import BRISQUES_IN_PACK
from penchant.rules.cards import CardSet
from penchant.rules.combinations import (
    NOTHING_FRESH_WORDS,
    DeclaredRecord,
    adds_a_fresh_card,
    cards_served_by_kind,
    classify,
    served_in_kind_words,
)
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.game_scoring import DEALS_PER_GAME, GameResult, check_game_length
from penchant.rules.kinds import Kind
from penchant.rules.limits import ONE_TABLE_A_CARD_WORDS, most_declarations_after
from penchant.rules.procedure import SEAT_WORDS, dealer_of
from penchant.rules.profiles import DEFAULT_PROFILE, RULES_SCHEMA, Profile
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import (
    NO_TRUMP_WITHOUT_PENCHANT_WORDS,
    penchant_without_trump,
    trump_of_penchant,
    trump_without_penchant,
)
from penchant.words.kinds import kind_words
from penchant.words.switches import option_words

__all__ = ["FORMAT", "GameRecord", "RECORD_SCHEMA", "DEAL_SCHEMA", "check_deal_possible", "read_deal"]

FORMAT = "penchant-game/1"

_KIND: Final = choice(*[k.value for k in Kind])
_BRISQUES: Final = whole(0, BRISQUES_IN_PACK)
_CARDS_TEXT: Final = text(60)

DEAL_SCHEMA: Final[Schema] = obj(
    {
        "declarations": pair_of(list_of(_KIND, 0, most_declarations_after(FIRST_TEN_TRICKS)), "lists of kinds"),
        "brisquettes": pair_of(_BRISQUES, f"whole numbers from 0 to {BRISQUES_IN_PACK}"),
        "brisques": pair_of(_BRISQUES, f"whole numbers from 0 to {BRISQUES_IN_PACK}"),
    },
    {
        "cards": pair_of(list_of(nullable(_CARDS_TEXT), 0, most_declarations_after(FIRST_TEN_TRICKS)),
                         "lists of declared cards"),
        "dealer": choice(0, 1),
        "trump": nullable(choice(*(s.letter for s in Suit))),
        "note": text(2000),
    },
    expected="a deal object",
)

RECORD_SCHEMA: Final[Schema] = obj(
    {
        "format": choice(FORMAT),
        "rules": RULES_SCHEMA,
        # Names by the score sheet's one rule (read first by it, so a name is refused in its words alone).
        "players": pair_of(text(MAX_NAME, nonempty=True), "names"),
        "first_dealer": choice(0, 1),
        "deals": list_of(DEAL_SCHEMA, 0, DEALS_PER_GAME, f"a list of at most {DEALS_PER_GAME} deals"),
    },
    {
        "note": text(2000), "date": text(80), "place": text(200),
        # The marker's own entries (each checked by the marker when it replays them).
        "marker": obj({"entries": list_of(obj(extra=True), 0, 5000)}),
    },
    expected="a penchant-game/1 record object",
)
"""The record's shape: every field typed, only the documented fields allowed."""


def check_deal_possible(entry: DealEntry, where: str = "deal") -> None:
    """Refuse a deal the pack cannot produce (:class:`InvalidRecordError` naming the place).

    The rules' check of a score-sheet deal (:func:`penchant.play.sheet.validate_deal`): at most ten
    declarations in all (one after each of the first ten tricks), no kind more often than the pack
    allows (:data:`penchant.rules.limits.MOST_PER_DEAL`), brisquettes within brisques, and brisques
    adding up to the pack's twelve.
    """
    try:
        validate_deal(entry)
    except PenchantError as exc:
        raise exc.as_a(InvalidRecordError).within(where) from None


def read_deal(data: object, where: str = "deal") -> DealEntry:
    """One deal object of a record, read strictly (:data:`DEAL_SCHEMA`, :func:`check_deal_possible`)."""
    DEAL_SCHEMA.check(data, where, InvalidRecordError)
    if not isinstance(data, dict):
        raise BrokenInvariantError(NOT_AN_OBJECT)
    return _deal_from_json(data, where)[0]


def _deal_from_json(obj_: dict[str, Any], where: str) -> tuple[DealEntry, dict[str, Any]]:
    decls = obj_["declarations"]
    try:
        entry = DealEntry(
            declarations=(tuple(Kind(k) for k in decls[0]), tuple(Kind(k) for k in decls[1])),
            brisquettes=(obj_["brisquettes"][0], obj_["brisquettes"][1]),
            brisques=(obj_["brisques"][0], obj_["brisques"][1]),
        )
    except PenchantError as exc:  # a deal entry checks its own counts: read from a file, the record is refused
        raise exc.as_a(InvalidRecordError).within(where) from None
    check_deal_possible(entry, where)
    extra = {k: v for k, v in obj_.items() if k not in ("declarations", "brisquettes", "brisques")}
    return entry, extra


def _check_declared_cards(entry: DealEntry, cards: object, where: str) -> list[list[CardSet | None]]:
    """A deal's ``cards`` (each player's declared cards, one group a declaration, ``None`` where unknown) read as
    cards and each the combination it is declared as (:func:`~penchant.rules.combinations.classify`); the
    groups read, each player's (none when the deal gives no cards)."""
    groups: list[list[CardSet | None]] = [[], []]
    if cards is None:
        return groups
    if not (isinstance(cards, list | tuple) and len(cards) == 2 and all(isinstance(c, list | tuple) for c in cards)):
        raise InvalidRecordError(f"{where}.cards: {cards!r} is not two lists of declared cards")
    for p in (0, 1):
        declared = entry.declarations[p]
        if len(cards[p]) != len(declared):
            raise InvalidRecordError(
                f"{where}.cards[{p}]: {len(cards[p])} card groups for {len(declared)} declarations")
        for j, (kind, text_) in enumerate(zip(declared, cards[p], strict=True)):
            if text_ is None:
                groups[p].append(None)
                continue
            try:
                group = CardSet(text_)
            except PenchantError as exc:
                raise exc.as_a(InvalidRecordError).within(f"{where}.cards[{p}][{j}]") from None
            found = classify(group)
            if found is not kind:
                what = f"a {found.value}" if found is not None else "no combination"
                raise InvalidRecordError(
                    f"{where}.cards[{p}][{j}]: {text_!r} is {what}, not the {kind_words(kind)} declared")
            groups[p].append(group)
    return groups


def _check_groups_in_order(profile: Profile, entry: DealEntry, groups: list[list[CardSet | None]],
                           cards: Any, where: str) -> None:
    """Each player's declared card groups, walked in the order declared, each one a declaration the rules let
    follow the earlier ones: it adds a fresh card to the player's table
    (:func:`~penchant.rules.combinations.adds_a_fresh_card`) and, with ``same_kind_reuse`` off, reuses no card
    of an earlier one of its kind (:func:`~penchant.rules.combinations.cards_served_by_kind`).

    The running table is every card of the player's earlier groups: a card played from the table leaves it for
    a trick, never for the hand, so no card of an earlier group is fresh again. A group given as ``None`` adds
    only what is known (nothing), so an unknown group never makes a later one refused."""
    for p in (0, 1):
        table = 0
        declared: list[DeclaredRecord] = []
        for j, (kind, group) in enumerate(zip(entry.declarations[p], groups[p], strict=True)):
            if group is None:
                continue
            m = group.mask
            if not adds_a_fresh_card(m, table):
                raise InvalidRecordError.refusing(
                    cards[p][j], f"{NOTHING_FRESH_WORDS} (every card of it lies in the player's earlier declarations "
                                 "of this deal)").within(f"{where}.cards[{p}][{j}]")
            reused = dict(zip(Kind, cards_served_by_kind(profile, declared), strict=True))[kind] & m
            if reused:
                raise InvalidRecordError.refusing(cards[p][j], served_in_kind_words(reused, kind)).within(
                    f"{where}.cards[{p}][{j}]")
            table |= m
            declared.append((kind, m))


def _check_groups_agree(profile: Profile, entry: DealEntry, groups: list[list[CardSet | None]],
                        extra: dict[str, Any], where: str) -> None:
    """A deal's declared card groups agree with the rules, each other and its trump: each player's in order
    (:func:`_check_groups_in_order`), each card on one player's table only (the pack holds one of each), and a
    ``trump`` the suit of a penchant's Jack (:func:`~penchant.rules.trump.trump_of_penchant`) when every
    penchant's cards are given."""
    if extra.get("cards") is None:
        return
    _check_groups_in_order(profile, entry, groups, extra["cards"], where)
    tables = [reduce(or_, (g for g in gs if g is not None), CardSet()) for gs in groups]
    both = tables[0] & tables[1]
    if both:
        raise InvalidRecordError(
            f"{where}.cards: {extra['cards']!r}: {both} lies on both players' tables, and {ONE_TABLE_A_CARD_WORDS}")
    trump = extra.get("trump")
    penchants = [g for p in (0, 1) for kind, g in zip(entry.declarations[p], groups[p], strict=True)
                 if kind is Kind.PENCHANT]
    if trump is None or not penchants or None in penchants:
        return
    if Suit.parse(trump) not in {trump_of_penchant(g) for g in penchants if g is not None}:
        said = ", ".join(repr(str(g)) for g in penchants)
        raise InvalidRecordError(
            f"{where}.trump: {trump!r}, but no penchant declared ({said}) holds that suit's Jack, and a penchant "
            "makes its Jack's suit trump")


@dataclass(frozen=True)
class GameRecord:
    """A game's record: rules, players, first dealer and the deals played.

    Frozen, and checked when made (read from a file or built by the marker or a game alike): the players by
    the score sheet's one rule for names (:func:`~penchant.play.names.player_names`), a first dealer 0 or 1,
    at most four deals the pack can produce, each deal's ``dealer`` (when given) the one alternation names
    (:func:`~penchant.rules.procedure.dealer_of`), and a ``trump`` only for a deal with a penchant (trump is
    set by a penchant), and its JSON as strictly as the reader reads it (:data:`RECORD_SCHEMA`: a deal or the
    record carries only the documented fields), so a record made is a record read back. A refusal is an
    :class:`~penchant.errors.InvalidRecordError`.
    """

    profile: Profile = DEFAULT_PROFILE
    players: tuple[str, str] = ("Player 1", "Player 2")
    first_dealer: int = 0
    deals: list[DealEntry] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    deal_extras: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        header = game_header(self.profile, self.players, self.first_dealer, InvalidRecordError)  # as PlayRecord
        object.__setattr__(self, "profile", header.profile)
        object.__setattr__(self, "players", header.players)
        object.__setattr__(self, "deals", list(self.deals))
        object.__setattr__(self, "deal_extras", list(self.deal_extras))
        check_game_length(len(self.deals), InvalidRecordError, "deals: ")
        if len(self.deal_extras) > len(self.deals):
            raise InvalidRecordError(f"deals: {len(self.deal_extras)} deals' extras for {len(self.deals)} deals")
        for i, entry in enumerate(self.deals):
            where = f"deals[{i}]"
            if not isinstance(entry, DealEntry):
                raise InvalidRecordError(f"{where}: expected a deal, got {entry!r}")
            check_deal_possible(entry, where)
            extra = self.deal_extras[i] if i < len(self.deal_extras) else {}
            dealer = extra.get("dealer")
            if dealer is not None and dealer != dealer_of(i, self.first_dealer):
                raise InvalidRecordError(
                    f"{where}.dealer: {dealer!r}, but the deal alternates: with first_dealer "
                    f"{self.first_dealer}, deal {i + 1} is dealt by "
                    f"{SEAT_WORDS[dealer_of(i, self.first_dealer)]} (dealer {dealer_of(i, self.first_dealer)})"
                )
            groups = _check_declared_cards(entry, extra.get("cards"), where)
            _check_groups_agree(self.profile, entry, groups, extra, where)
            trump = extra.get("trump")
            if trump_without_penchant(trump, entry.declarations):
                raise InvalidRecordError(f"{where}.trump: {trump!r}, but {NO_TRUMP_WITHOUT_PENCHANT_WORDS}")
            if "trump" in extra and penchant_without_trump(self.profile, trump, entry.declarations):
                raise InvalidRecordError(
                    f"{where}.trump: {trump!r}, but a penchant was declared in this deal, and under these rules "
                    f"{option_words('loser_penchant_sets_trump', True)}"
                )
        self._check_as_written()

    def _check_as_written(self) -> None:
        """Refuse a record whose JSON the reader would refuse (written, then read by the one strict reader and
        :data:`RECORD_SCHEMA`: only the documented fields, each of its type), so that every record made can be
        written and read back."""
        try:
            text = json.dumps(self.to_json(), allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise InvalidRecordError(f"the record's extras are not JSON ({exc})") from None
        RECORD_SCHEMA.check(parse_json(text, "the record"), "", InvalidRecordError)

    @classmethod
    def from_json(cls, data: object) -> GameRecord:
        """Read a record strictly (:data:`RECORD_SCHEMA`, then :func:`check_deal_possible` per deal)."""
        if isinstance(data, dict) and isinstance(data.get("deals"), list):
            check_game_length(len(data["deals"]), InvalidRecordError, "deals: ")
        data = names_read_first(data, InvalidRecordError)
        RECORD_SCHEMA.check(data, "", InvalidRecordError)
        if not isinstance(data, dict):
            raise BrokenInvariantError(NOT_AN_OBJECT)
        profile = Profile.from_json(data["rules"])
        players = data["players"]
        entries, extras = [], []
        for i, d in enumerate(data["deals"]):
            e, x = _deal_from_json(d, f"deals[{i}]")
            entries.append(e)
            extras.append(x)
        extra = {k: v for k, v in data.items() if k not in ("format", "rules", "players", "first_dealer", "deals")}
        return cls(profile, (players[0], players[1]), data["first_dealer"], entries, extra, extras)

    def to_json(self) -> dict[str, Any]:
        deals = []
        for i, d in enumerate(self.deals):
            obj = d.to_json()
            if i < len(self.deal_extras):
                obj.update(self.deal_extras[i])
            deals.append(obj)
        out: dict[str, Any] = {
            "format": FORMAT,
            "rules": self.profile.to_json(),
            "players": list(self.players),
            "first_dealer": self.first_dealer,
            "deals": deals,
        }
        out.update(self.extra)
        return out

    @classmethod
    def from_str(cls, text: str, what: str = "the record") -> GameRecord:
        """Read the JSON text of a record strictly (:func:`penchant.files.strict_reader.parse_json`; any fault is an
        :class:`InvalidRecordError` said of ``what``), as :meth:`~penchant.play.play_record.PlayRecord.from_str`
        reads a record of play."""
        data = parse_json(text, what)
        try:
            return cls.from_json(data)
        except PenchantError as exc:
            raise exc.within(what) from None

    def to_str(self) -> str:
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False)

    def result(self) -> GameResult:
        """The game's result from the deals' entries (:func:`~penchant.play.sheet.tally`), as
        :meth:`~penchant.play.play_record.PlayRecord.result` gives a record of play's."""
        return tally(self.deals, self.profile)

    def dealer_of(self, deal_index: int) -> int:
        """The deal alternates: deal 0 is dealt by ``first_dealer`` (the rules' :func:`dealer_of`)."""
        return dealer_of(deal_index, self.first_dealer)
