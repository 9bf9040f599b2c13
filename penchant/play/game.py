"""A game of four deals: scoring a deal, totals, the lurch and the game's value.

A :class:`DealEntry` is what a score sheet knows of one deal (the kinds each
player declared, their brisquettes and brisques); :func:`tally` scores a list
of them under a profile. The deal-by-deal play itself is :mod:`penchant.play.state`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from penchant.errors import ScoreEntryError
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile

__all__ = [
    "DEALS_PER_GAME",
    "MAX_DECLARATIONS",
    "DealEntry",
    "Game",
    "GameResult",
    "result_from_totals",
    "score_deal",
    "tally",
    "validate_deal",
]

DEALS_PER_GAME = 4
MAX_DECLARATIONS = 10
"""Phase 1 has ten tricks and each allows one declaration (winner's, or the loser's penchant)."""
TOTAL_BRISQUES = 12


@dataclass(frozen=True)
class DealEntry:
    """One deal as a score sheet records it. Player 0 and player 1 in order."""

    declarations: tuple[tuple[Kind, ...], tuple[Kind, ...]]
    brisquettes: tuple[int, int]
    brisques: tuple[int, int]

    def to_json(self) -> dict[str, Any]:
        return {
            "declarations": [[k.value for k in ks] for ks in self.declarations],
            "brisquettes": list(self.brisquettes),
            "brisques": list(self.brisques),
        }


def _count(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScoreEntryError(f"{what} must be a whole number, not {value!r}")
    if value < 0:
        raise ScoreEntryError(f"{what} cannot be negative: {value!r}")
    return value


def validate_deal(entry: DealEntry) -> None:
    """Raise :class:`ScoreEntryError` if the deal is impossible."""
    for p in (0, 1):
        who = ("the first player", "the second player")[p]
        b = _count(entry.brisques[p], f"{who}'s brisques")
        q = _count(entry.brisquettes[p], f"{who}'s brisquettes")
        if b > TOTAL_BRISQUES:
            raise ScoreEntryError(f"{who}'s brisques {b!r} exceed the 12 in the pack")
        if q > b:
            raise ScoreEntryError(
                f"{who} has more brisquettes ({q!r}) than brisques ({b!r}): "
                "every brisquette is a brisque taken in the last six tricks"
            )
    total = entry.brisques[0] + entry.brisques[1]
    if total != TOTAL_BRISQUES:
        raise ScoreEntryError(
            f"brisques {list(entry.brisques)!r} sum to {total}, not 12: "
            "the four Aces, Tens and Sevens are all taken by someone"
        )
    n = len(entry.declarations[0]) + len(entry.declarations[1])
    if n > MAX_DECLARATIONS:
        raise ScoreEntryError(
            f"{n} declarations in one deal: at most ten (one after each of the first ten tricks)"
        )
    for ks in entry.declarations:
        for k in ks:
            if not isinstance(k, Kind):
                raise ScoreEntryError(f"{k!r} is not a kind of combination")


def score_deal(entry: DealEntry, profile: Profile) -> tuple[int, int]:
    """Each player's points for the deal: declarations, brisquettes, book bonus."""
    validate_deal(entry)
    bonus = profile.book_bonus(entry.brisques)
    out = []
    for p in (0, 1):
        decl = sum(profile.value(k) for k in entry.declarations[p])
        out.append(decl + entry.brisquettes[p] * profile.brisquette_points + bonus[p])
    return (out[0], out[1])


@dataclass(frozen=True)
class GameResult:
    """The score of a game so far (or complete after four deals).

    ``winner``, ``lurched`` and ``value`` are settled only when the game is
    complete; before that ``leader`` says who is ahead.
    """

    deals: tuple[tuple[int, int], ...]
    totals: tuple[int, int]
    winner: int | None
    lurched: bool
    value: int
    complete: bool

    @property
    def leader(self) -> int | None:
        a, b = self.totals
        return None if a == b else (0 if a > b else 1)

    def to_json(self) -> dict[str, Any]:
        return {
            "deals": [list(d) for d in self.deals],
            "totals": list(self.totals),
            "winner": self.winner,
            "lurched": self.lurched,
            "value": self.value,
            "complete": self.complete,
        }


def result_from_totals(deal_scores: Sequence[tuple[int, int]], profile: Profile) -> GameResult:
    """Totals, winner, lurch and value from per-deal scores.

    Foster: the lower score is deducted from the higher; if the lesser score is
    not at least 400 (Kandell: 40), the difference is doubled.
    """
    if len(deal_scores) > DEALS_PER_GAME:
        raise ScoreEntryError(f"a game is four deals, not {len(deal_scores)}")
    a = sum(d[0] for d in deal_scores)
    b = sum(d[1] for d in deal_scores)
    complete = len(deal_scores) == DEALS_PER_GAME
    if a == b or not complete:
        # Foster: the difference (and the lurch) is reckoned at the end of the fourth deal.
        winner: int | None = None
        lurched = False
        value = 0
    else:
        winner = 0 if a > b else 1
        low = min(a, b)
        lurched = low < profile.lurch_threshold
        value = abs(a - b) * (2 if lurched else 1)
    return GameResult(
        deals=tuple((d[0], d[1]) for d in deal_scores),
        totals=(a, b),
        winner=winner,
        lurched=lurched,
        value=value,
        complete=complete,
    )


def tally(entries: Sequence[DealEntry], profile: Profile) -> GameResult:
    """Score a game (or the deals of it played so far)."""
    if len(entries) > DEALS_PER_GAME:
        raise ScoreEntryError(f"a game is four deals: a fifth deal cannot be entered ({len(entries)} given)")
    return result_from_totals([score_deal(e, profile) for e in entries], profile)


class Game:
    """A whole game of four deals, played through :class:`~penchant.play.state.DealState`.

    The first dealer comes from a cut (Foster: the lower cut deals; Kandell:
    the higher) unless given; the deal then alternates. Chance comes from the
    injected ``rng`` (a :class:`random.Random` or a seed).
    """

    def __init__(
        self,
        profile: Profile | None = None,
        rng: Any = None,
        first_dealer: int | None = None,
        players: tuple[str, str] = ("Player 1", "Player 2"),
    ) -> None:
        import random

        from penchant.play.state import DealState, new_deal
        from penchant.rules.dealing import cut, dealer_from_cut
        from penchant.rules.profiles import KANDELL

        self.profile = profile or KANDELL
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.players = players
        self.cuts: list[Any] = []
        if first_dealer is None:
            self.cuts, decisive = cut(self.rng)
            first_dealer = dealer_from_cut(decisive, self.profile)
        if first_dealer not in (0, 1):
            raise ScoreEntryError(f"first_dealer must be 0 or 1, not {first_dealer!r}")
        self.first_dealer = first_dealer
        self._new_deal = new_deal
        self.finished: list[DealState] = []
        self.current: DealState = new_deal(self.rng, self.profile, first_dealer)

    @property
    def deal_number(self) -> int:
        """1..4: the deal being played (4 once the game is over)."""
        return min(len(self.finished) + 1, DEALS_PER_GAME)

    def is_over(self) -> bool:
        return len(self.finished) == DEALS_PER_GAME

    def apply(self, action: Any) -> Game:
        """Apply an action to the current deal; a finished deal starts the next."""
        if self.is_over():
            from penchant.errors import IllegalPlayError

            raise IllegalPlayError(f"{str(action)!r}: the game is over after four deals")
        self.current.apply(action)
        self._advance()
        return self

    def _advance(self) -> None:
        if self.current.is_over():
            self.finished.append(self.current)
            if len(self.finished) < DEALS_PER_GAME:
                dealer = (self.first_dealer + len(self.finished)) % 2
                self.current = self._new_deal(self.rng, self.profile, dealer)

    def entries(self) -> list[DealEntry]:
        return [d.deal_entry() for d in self.finished]

    def result(self) -> GameResult:
        return result_from_totals([d.score for d in self.finished], self.profile)

    def record(self) -> Any:
        """The game as a ``penchant-game/1`` record (with each deal's declared cards)."""
        from penchant.play.record import GameRecord
        from penchant.rules.cards import CardSet

        extras = []
        for d in self.finished:
            extras.append({
                "cards": [[str(CardSet(m)) for _, m in d.declared[p]] for p in (0, 1)],
                "dealer": d.dealer,
                "trump": None if d.trump is None else "SHDC"[d.trump],
            })
        return GameRecord(self.profile, self.players, self.first_dealer, self.entries(), {}, extras)

    # --------------------------------------------------------- serialization
    def to_json(self) -> dict[str, Any]:
        """The game in progress: every deal's position and the RNG's state (so play goes on identically)."""
        version, internal, gauss = self.rng.getstate()
        return {
            "format": "penchant-match/1",
            "rules": self.profile.to_json(),
            "players": list(self.players),
            "first_dealer": self.first_dealer,
            "finished": [d.to_json() for d in self.finished],
            "current": None if self.is_over() else self.current.to_json(),
            "rng": [version, list(internal), gauss],
        }

    def to_str(self) -> str:
        import json

        return json.dumps(self.to_json(), ensure_ascii=False)

    @classmethod
    def from_json(cls, data: Any) -> Game:
        import random

        from penchant.errors import InvalidRecordError
        from penchant.play.state import DealState

        if not isinstance(data, dict) or data.get("format") != "penchant-match/1":
            raise InvalidRecordError(f"not a penchant-match/1 object: {str(data)[:80]!r}")
        try:
            game = cls.__new__(cls)
            game.profile = Profile.from_json(data["rules"])
            game.players = (str(data["players"][0]), str(data["players"][1]))
            game.first_dealer = int(data["first_dealer"])
            game.cuts = []
            version, internal, gauss = data["rng"]
            game.rng = random.Random()
            game.rng.setstate((int(version), tuple(int(x) for x in internal), gauss))
            game.finished = [DealState.from_json(d) for d in data["finished"]]
            from penchant.play.state import new_deal

            game._new_deal = new_deal
            if len(game.finished) > DEALS_PER_GAME:
                raise InvalidRecordError(f"a game is four deals, not {len(game.finished)}")
            current = data["current"]
            game.current = DealState.from_json(current) if current is not None else game.finished[-1]
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            if isinstance(exc, InvalidRecordError):
                raise
            raise InvalidRecordError(f"game is missing or mangles a field: {exc!r}") from None
        return game

    @classmethod
    def from_str(cls, text: str) -> Game:
        from penchant.errors import load_json

        return cls.from_json(load_json(text))
