"""The ``penchant-game/1`` game record: read, validate, write, tally.

This is what ``penchant tally`` reads and what the marker exports and imports::

    {"format": "penchant-game/1",
     "rules": {"profile": "kandell", "brisquette_multiplier": 1, "bonus_multiplier": 1},
     "players": ["Ada", "Ben"], "first_dealer": 0,
     "deals": [{"declarations": [["pair", "penchant"], ["marriage"]],
                "brisquettes": [3, 1], "brisques": [8, 4]}, ...]}

Extra fields are allowed and kept (for example the cards of each declaration).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from penchant.errors import InvalidNotationError, InvalidRecordError, PenchantError, load_json
from penchant.play.sheet import DEALS_PER_GAME, DealEntry, GameResult, tally, validate_deal
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, Profile

__all__ = ["FORMAT", "GameRecord"]

FORMAT = "penchant-game/1"


def _pair_of_ints(value: object, what: str) -> tuple[int, int]:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise InvalidRecordError(f"{what} must be a list of two whole numbers, not {value!r}")
    out = []
    for v in value:
        if isinstance(v, bool) or not isinstance(v, int):
            raise InvalidRecordError(f"{what} must be a list of two whole numbers, not {value!r}")
        out.append(v)
    return (out[0], out[1])


def _deal_from_json(obj: object, index: int) -> tuple[DealEntry, dict[str, Any]]:
    where = f"deal {index + 1}"
    if not isinstance(obj, Mapping):
        raise InvalidRecordError(f"{where} must be an object, not {obj!r}")
    decls = obj.get("declarations", [[], []])
    if not isinstance(decls, list) or len(decls) != 2 or not all(isinstance(d, list) for d in decls):
        raise InvalidRecordError(f"{where}: declarations must be two lists of kinds, not {decls!r}")
    kinds: list[tuple[Kind, ...]] = []
    for d in decls:
        ks = []
        for k in d:
            try:
                ks.append(Kind.parse(k) if isinstance(k, str) else Kind.parse(str(k)))
            except InvalidNotationError as exc:
                raise InvalidRecordError(f"{where}: {exc}") from None
        kinds.append(tuple(ks))
    for key in ("brisquettes", "brisques"):
        if key not in obj:
            raise InvalidRecordError(f"{where} has no {key!r}")
    entry = DealEntry(
        declarations=(kinds[0], kinds[1]),
        brisquettes=_pair_of_ints(obj["brisquettes"], f"{where}: brisquettes"),
        brisques=_pair_of_ints(obj["brisques"], f"{where}: brisques"),
    )
    try:
        validate_deal(entry)
    except PenchantError as exc:
        raise InvalidRecordError(f"{where}: {exc}") from None
    extra = {k: v for k, v in obj.items() if k not in ("declarations", "brisquettes", "brisques")}
    return entry, extra


@dataclass
class GameRecord:
    """A game's record: rules, players, first dealer and the deals played."""

    profile: Profile = KANDELL
    players: tuple[str, str] = ("Player 1", "Player 2")
    first_dealer: int = 0
    deals: list[DealEntry] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    deal_extras: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def from_json(cls, data: object) -> GameRecord:
        if not isinstance(data, Mapping):
            raise InvalidRecordError(f"a game record is a JSON object, not {data!r}")
        fmt = data.get("format")
        if fmt != FORMAT:
            raise InvalidRecordError(f"format is {fmt!r}, expected {FORMAT!r}")
        try:
            profile = Profile.from_json(data.get("rules", {"profile": "kandell"}))
        except InvalidNotationError as exc:
            raise InvalidRecordError(str(exc)) from None
        players = data.get("players", ["Player 1", "Player 2"])
        if not isinstance(players, list) or len(players) != 2 or not all(isinstance(p, str) for p in players):
            raise InvalidRecordError(f"players must be a list of two names, not {players!r}")
        first = data.get("first_dealer", 0)
        if first not in (0, 1) or isinstance(first, bool):
            raise InvalidRecordError(f"first_dealer must be 0 or 1, not {first!r}")
        deals = data.get("deals", [])
        if not isinstance(deals, list):
            raise InvalidRecordError(f"deals must be a list, not {deals!r}")
        if len(deals) > DEALS_PER_GAME:
            raise InvalidRecordError(f"a game is four deals; this record has {len(deals)}")
        entries, extras = [], []
        for i, d in enumerate(deals):
            e, x = _deal_from_json(d, i)
            entries.append(e)
            extras.append(x)
        extra = {k: v for k, v in data.items() if k not in ("format", "rules", "players", "first_dealer", "deals")}
        return cls(profile, (players[0], players[1]), int(first), entries, extra, extras)

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
    def from_str(cls, text: str) -> GameRecord:
        return cls.from_json(load_json(text))

    def to_str(self) -> str:
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False)

    def tally(self) -> GameResult:
        return tally(self.deals, self.profile)

    def dealer_of(self, deal_index: int) -> int:
        """The deal alternates: deal 0 is dealt by ``first_dealer``."""
        return (self.first_dealer + deal_index) % 2
