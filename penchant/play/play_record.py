"""The ``penchant-play/1`` record of play: every card dealt and every action, replayable.

A ``penchant-game/1`` record (:mod:`penchant.play.game_record`) is a score sheet:
what each deal scored. A ``penchant-play/1`` record is the game itself, like
a chess game's PGN: the rules, the players, and for each deal who dealt, the
cards each player was dealt, the stock (bottom first, so its last card is
drawn first) and every action in order, each with the seat that took it.
Replaying it through the engine (:meth:`PlayRecord.replay`) validates every
action and gives the deal exactly as it was played; the score is derived,
never trusted::

    {"format": "penchant-play/1",
     "rules": {"profile": "kandell", "brisquette_multiplier": 1, "bonus_multiplier": 1},
     "players": ["You", "strong"],
     "first_dealer": 1,
     "deals": [
       {"dealer": 1,
        "pone": "7S QH 9D TC JS KD", "dealer_hand": "8S 9S ...", "stock": "... (20 cards, top last)",
        "actions": [[0, "play QH"], [1, "play 7H"], [1, "declare QS JD"], ...],
        "score": [7, 7]},
       ...]}

``score`` is optional (written for the reader's convenience, checked against
the replay when present). A deal in progress may be recorded: its actions stop
where play stopped. Extra top-level fields are kept.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from penchant.errors import InvalidNotationError, InvalidRecordError, PenchantError
from penchant.files.strict_reader import Schema, choice, obj, parse_json
from penchant.play.game_record import GameRecord
from penchant.play.header import game_header
from penchant.play.moves import Action, parse_action
from penchant.play.sheet import DealEntry
from penchant.play.state import DealState
from penchant.rules.card_counts import check_deal_layout
from penchant.rules.cards import PACK_SIZE, Card, format_cards, parse_cards
from penchant.rules.dealing import DealLayout
from penchant.rules.game_scoring import GameResult, check_game_length, game_result
from penchant.rules.procedure import SEAT_WORDS, dealer_of, player_index, pone_of
from penchant.rules.profiles import DEFAULT_PROFILE, Profile

__all__ = ["FORMAT", "DealPlay", "PlayRecord"]

FORMAT = "penchant-play/1"

_HEAD: Final[Schema] = obj({"format": choice(FORMAT)}, extra=True, expected="a penchant-play/1 record object")
"""The record's format, read by the strict reader as :data:`penchant.play.game_record.RECORD_SCHEMA` reads a score
sheet's (one message for a missing or wrong format); the rest is read field by field below."""


@dataclass(frozen=True)
class DealPlay:
    """One deal: who dealt, the cards dealt, and every action with the seat that took it."""

    dealer: int
    pone_hand: tuple[Card, ...]
    dealer_hand: tuple[Card, ...]
    stock: tuple[Card, ...]
    """Bottom first: ``stock[-1]`` is drawn first."""
    actions: tuple[tuple[int, Action], ...] = ()

    @classmethod
    def from_state(cls, start: DealState, end: DealState | None = None) -> DealPlay:
        """The deal that began as ``start`` (just dealt), with the actions ``end`` has seen since."""
        if start.history or start.tricks:
            raise InvalidRecordError("a deal's record starts from the position as dealt, before any action")
        pone = pone_of(start.dealer)
        played = end.history if end is not None else []
        return cls(
            dealer=start.dealer,
            pone_hand=tuple(start.hand(pone)),
            dealer_hand=tuple(start.hand(start.dealer)),
            stock=start.stock,
            actions=tuple((p, a) for p, a in played),
        )

    def start(self, profile: Profile) -> DealState:
        """The position as dealt."""
        layout = DealLayout(self.pone_hand, self.dealer_hand, self.stock, ())
        state = DealState.from_layout(layout, self.dealer, profile)
        state.check_every_card_once()
        return state

    def positions(self, profile: Profile) -> Iterator[tuple[DealState, int, Action]]:
        """Each position before an action, with the seat to move and the action taken (validated)."""
        state = self.start(profile)
        for n, (p, a) in enumerate(self.actions):
            before = state.clone()
            self._step(state, n, p, a)
            yield before, p, a

    @staticmethod
    def _step(state: DealState, n: int, p: int, a: Action) -> None:
        if state.to_move != p:
            raise InvalidRecordError(
                f"action {n + 1} ({str(a)!r}) is recorded for {SEAT_WORDS[p]}, but {SEAT_WORDS[state.to_move]} is "
                "to move" if state.to_move is not None else f"action {n + 1} ({str(a)!r}): the deal is over")
        try:
            state.apply(a)
        except PenchantError as exc:
            raise exc.as_a(InvalidRecordError).within(f"action {n + 1}") from None

    def replay(self, profile: Profile) -> DealState:
        """The deal after every recorded action, through the validating engine."""
        state = self.start(profile)
        for n, (p, a) in enumerate(self.actions):
            self._step(state, n, p, a)
        return state

    def to_json(self, profile: Profile | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "dealer": self.dealer,
            "pone": format_cards(self.pone_hand),
            "dealer_hand": format_cards(self.dealer_hand),
            "stock": format_cards(self.stock),
            "actions": [[p, str(a)] for p, a in self.actions],
        }
        if profile is not None:
            final = self.replay(profile)
            if final.is_over():
                out["score"] = list(final.scores)
        return out

    @classmethod
    def from_json(cls, obj: object, index: int) -> DealPlay:
        where = f"deal {index + 1}"
        if not isinstance(obj, Mapping):
            raise InvalidRecordError.wanting(where, "an object", obj)
        for key in ("dealer", "pone", "dealer_hand", "stock", "actions"):
            if key not in obj:
                raise InvalidRecordError(f"{where} has no {key!r}")
        dealer = obj["dealer"]
        player_index(dealer, f"{where}: dealer")
        try:
            pone = tuple(parse_cards(_text(obj["pone"], where, "pone")))
            dealt = tuple(parse_cards(_text(obj["dealer_hand"], where, "dealer_hand")))
            stock = tuple(parse_cards(_text(obj["stock"], where, "stock")))
        except InvalidNotationError as exc:
            raise exc.as_a(InvalidRecordError).within(where) from None
        try:
            check_deal_layout((pone, dealt), stock, names=("pone", "dealer_hand"))
        except InvalidRecordError as exc:
            raise exc.within(where) from None
        if len(set(pone + dealt + stock)) != PACK_SIZE:
            raise InvalidRecordError(f"{where}: the cards dealt must be the {PACK_SIZE} cards of the pack, each once")
        raw = obj["actions"]
        if not isinstance(raw, list):
            raise InvalidRecordError.wanting(f"{where}: actions", "a list of [player, action]", raw)
        actions: list[tuple[int, Action]] = []
        for n, item in enumerate(raw):
            if (not isinstance(item, list) or len(item) != 2 or item[0] not in (0, 1)
                    or isinstance(item[0], bool) or not isinstance(item[1], str)):
                raise InvalidRecordError(f"{where}, action {n + 1}: expected [0 or 1, 'play QS'], not {item!r}")
            try:
                actions.append((int(item[0]), parse_action(item[1])))
            except InvalidNotationError as exc:
                raise exc.as_a(InvalidRecordError).within(f"{where}, action {n + 1}") from None
        return cls(int(dealer), pone, dealt, stock, tuple(actions))


def _text(value: object, where: str, key: str) -> str:
    if not isinstance(value, str):
        raise InvalidRecordError.wanting(f"{where}: {key}", "cards written as text ('QS JH ...')", value)
    return value


@dataclass(frozen=True)
class PlayRecord:
    """A game (or part of one) as played: rules, players, first dealer, and each deal's cards and actions. The
    header is checked as :class:`~penchant.play.game_record.GameRecord`'s and :class:`~penchant.play.game.Game`'s
    (:func:`~penchant.play.header.game_header`): ``profile`` a :class:`Profile` or its name."""

    profile: Profile = DEFAULT_PROFILE
    players: tuple[str, str] = ("Player 1", "Player 2")
    first_dealer: int = 0
    deals: tuple[DealPlay, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        header = game_header(self.profile, self.players, self.first_dealer, InvalidRecordError)  # as GameRecord
        object.__setattr__(self, "profile", header.profile)
        object.__setattr__(self, "players", header.players)
        check_game_length(len(self.deals), InvalidRecordError, "deals: ")
        for i, d in enumerate(self.deals):
            if d.dealer != dealer_of(i, self.first_dealer):
                raise InvalidRecordError(
                    f"deal {i + 1}: the deal alternates, so {SEAT_WORDS[dealer_of(i, self.first_dealer)]} deals it "
                    f"(dealer {dealer_of(i, self.first_dealer)}), not dealer {d.dealer!r}")

    # ------------------------------------------------------------ replaying
    def replay(self, deal: int) -> DealState:
        """Deal ``deal`` (0-based) after all its recorded actions."""
        return self.deals[deal].replay(self.profile)

    def finals(self) -> list[DealState]:
        return [d.replay(self.profile) for d in self.deals]

    def under(self, profile: Profile) -> PlayRecord:
        """The same deals and plays under other rules, every action replayed under them: a game played under one
        set of rules may be no game under another (a penchant that set trump for one sets none for the other,
        and the tricks that follow are won otherwise), so its score is what replaying gives, never the sheet
        re-scored. An action illegal under ``profile`` is an :class:`InvalidRecordError` naming its deal.

        >>> from penchant.rules.profiles import FOSTER
        >>> PlayRecord().under(FOSTER).profile.name
        'foster'
        """
        record = dataclasses.replace(self, profile=profile)
        for i, deal in enumerate(record.deals):
            try:
                deal.replay(profile)
            except InvalidRecordError as exc:
                raise exc.within(f"deal {i + 1}, replayed under the {profile.name} rules") from None
        return record

    def deal_scores(self) -> list[tuple[int, int]]:
        """The scores of the finished deals (derived by replaying)."""
        return [s.scores for s in self.finals() if s.is_over()]

    def result(self) -> GameResult:
        """The game's result from the finished deals' scores (derived by replaying), as
        :meth:`GameRecord.result` gives a score sheet's."""
        return game_result(self.deal_scores(), self.profile)

    def game_record(self) -> GameRecord:
        """The score sheet of the finished deals (``penchant-game/1``), derived by replaying: each deal's entry, its
        dealer and, when a penchant set one, its trump. The sheet works each deal's score out from the entry, so it
        carries no score of its own (the format has no such field)."""
        entries: list[DealEntry] = []
        extras = []
        for s in self.finals():
            if s.is_over():
                entries.append(s.deal_entry())
                extra: dict[str, Any] = {"dealer": s.dealer}
                if s.trump is not None:  # the deal's trump, as a score sheet keeps it
                    extra["trump"] = s.trump.letter
                extras.append(extra)
        return GameRecord(self.profile, self.players, self.first_dealer, entries, {}, extras)

    # ------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "rules": self.profile.to_json(),
            "players": list(self.players),
            "first_dealer": self.first_dealer,
            "deals": [d.to_json(self.profile) for d in self.deals],
        }
        for k, v in self.extra.items():
            out.setdefault(k, v)
        return out

    def to_str(self) -> str:
        """Readable JSON: one line per top-level field, each deal's fields on a line of their own."""
        data = self.to_json()
        head = {k: v for k, v in data.items() if k != "deals"}
        lines = [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in head.items()]
        deals = []
        for d in data["deals"]:
            fields = [f"   {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in d.items()]
            deals.append("  {\n" + ",\n".join(fields) + "\n  }")
        lines.append(' "deals": [\n' + ",\n".join(deals) + "\n ]")
        return "{\n" + ",\n".join(lines) + "\n}"

    @classmethod
    def from_json(cls, data: object) -> PlayRecord:
        if not isinstance(data, Mapping):
            raise InvalidRecordError(f"a play record is a JSON object, not {str(data)[:60]!r}")
        _HEAD.check(dict(data), "", InvalidRecordError)  # the format said as a penchant-game/1 record says it
        try:
            profile = Profile.from_json(data.get("rules", DEFAULT_PROFILE.name))
        except InvalidNotationError as exc:
            raise exc.as_a(InvalidRecordError) from None
        players = data.get("players", ["Player 1", "Player 2"])  # read by the one rule for names (__post_init__)
        if not isinstance(players, list) or len(players) != 2:
            raise InvalidRecordError(f"players: a game has two players, not {players!r}")
        first = data.get("first_dealer", 0)
        player_index(first, "first_dealer")
        raw = data.get("deals", [])
        if not isinstance(raw, list):
            raise InvalidRecordError.wanting("deals", "a list", raw)
        deals = tuple(DealPlay.from_json(d, i) for i, d in enumerate(raw))
        extra = {k: v for k, v in data.items() if k not in ("format", "rules", "players", "first_dealer", "deals")}
        rec = cls(profile, (players[0], players[1]), int(first), deals, extra)
        for i, (d, given) in enumerate(zip(deals, raw, strict=True)):
            final = d.replay(profile)  # validates every action
            stated = given.get("score") if isinstance(given, Mapping) else None
            if stated is not None and (not final.is_over() or list(final.scores) != stated):
                got = list(final.scores) if final.is_over() else "unfinished"
                raise InvalidRecordError(f"deal {i + 1}: the record says score {stated!r}, replaying gives {got!r}")
        return rec

    @classmethod
    def from_str(cls, text: str, what: str = "the record") -> PlayRecord:
        """Read the JSON text of a record strictly (:func:`penchant.files.strict_reader.parse_json`; any fault is an
        :class:`InvalidRecordError` said of ``what``), as :meth:`GameRecord.from_str` reads a score sheet:
        ``PlayRecord.from_str(record.to_str()) == record``."""
        data = parse_json(text, what)
        try:
            return cls.from_json(data)
        except PenchantError as exc:
            raise exc.within(what) from None
