"""The score sheet: what a sheet knows of a deal, scoring it, and a game's totals, lurch and value.

A :class:`DealEntry` is one deal as a score sheet records it (the kinds each player declared, their
brisquettes and brisques); :func:`score_deal` scores it and :func:`tally` scores a game of them under a
profile. The deal state (:mod:`penchant.play.state`), the game (:mod:`penchant.play.game`), records and the
marker all import this module; it imports only the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from penchant.errors import ScoreEntryError
from penchant.rules.brisques import BRISQUES_IN_PACK, brisques_over_book
from penchant.rules.kinds import Kind
from penchant.rules.limits import MAX_DECLARATIONS, declarations_problem
from penchant.rules.profiles import Profile

__all__ = [
    "DEALS_PER_GAME",
    "MAX_DECLARATIONS",
    "DealEntry",
    "DealScore",
    "deal_score_parts",
    "GameResult",
    "result_from_totals",
    "score_deal",
    "tally",
    "validate_deal",
]

DEALS_PER_GAME: Final = 4


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
        if b > BRISQUES_IN_PACK:
            raise ScoreEntryError(f"{who}'s brisques {b!r} exceed the {BRISQUES_IN_PACK} in the pack")
        if q > b:
            raise ScoreEntryError(
                f"{who} has more brisquettes ({q!r}) than brisques ({b!r}): "
                "every brisquette is a brisque taken in the last six tricks"
            )
    total = entry.brisques[0] + entry.brisques[1]
    if total != BRISQUES_IN_PACK:
        raise ScoreEntryError(
            f"brisques {list(entry.brisques)!r} sum to {total}, not {BRISQUES_IN_PACK}: "
            "the four Aces, Tens and Sevens are all taken by someone"
        )
    for ks in entry.declarations:
        for k in ks:
            if not isinstance(k, Kind):
                raise ScoreEntryError(f"{k!r} is not a kind of combination")
    problem = declarations_problem([*entry.declarations[0], *entry.declarations[1]])
    if problem is not None:
        raise ScoreEntryError(problem)


@dataclass(frozen=True, slots=True)
class DealScore:
    """One player's points for a deal, part by part (what a score sheet shows in its columns)."""

    declarations: int
    """Points for the combinations declared."""
    brisquettes: int
    """Points for the brisques taken in the last six tricks."""
    brisques_over_book: int
    """Brisques of both phases above six."""
    book_bonus: int
    """Points for those brisques above six."""

    @property
    def total(self) -> int:
        return self.declarations + self.brisquettes + self.book_bonus


def deal_score_parts(entry: DealEntry, profile: Profile) -> tuple[DealScore, DealScore]:
    """Each player's points for the deal, part by part (validated first)."""
    validate_deal(entry)
    bonus = profile.book_bonus(entry.brisques)
    parts = [
        DealScore(
            declarations=sum(profile.value(k) for k in entry.declarations[p]),
            brisquettes=entry.brisquettes[p] * profile.brisquette_points,
            brisques_over_book=brisques_over_book(entry.brisques[p]),
            book_bonus=bonus[p],
        )
        for p in (0, 1)
    ]
    return (parts[0], parts[1])


def score_deal(entry: DealEntry, profile: Profile) -> tuple[int, int]:
    """Each player's points for the deal: declarations, brisquettes, book bonus."""
    a, b = deal_score_parts(entry, profile)
    return (a.total, b.total)


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
    """Score a game (or the deals of it played so far).

    >>> from penchant.rules.profiles import KANDELL
    >>> first = DealEntry(((Kind.PAIR, Kind.PENCHANT), ()), brisquettes=(3, 1), brisques=(8, 4))
    >>> result = tally([first], KANDELL)
    >>> result.totals, result.complete
    ((8, 1), False)
    """
    if len(entries) > DEALS_PER_GAME:
        raise ScoreEntryError(f"a game is four deals: a fifth deal cannot be entered ({len(entries)} given)")
    return result_from_totals([score_deal(e, profile) for e in entries], profile)
