"""The score sheet: what a sheet knows of a deal, scoring it, and a game's totals, lurch and value.

A :class:`DealEntry` is one deal as a score sheet records it (the kinds each player declared, their
brisquettes and brisques), refused when it is made if no deal can end with it; :func:`validate_deal` checks
one again, :func:`score_deal` scores it and :func:`tally` scores a game of them under a profile. What a deal's
counts can be and the points they score are the rules' (:mod:`penchant.rules.deal_counts`,
:mod:`penchant.rules.scoring`): this module holds the values and asks them. The deal state
(:mod:`penchant.play.state`), the game (:mod:`penchant.play.game`), records and the marker all import this
module; it imports only the rules. A player's name is
:mod:`penchant.play.names`'; a played deal's points by source, :mod:`penchant.play.deal_breakdown`'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from penchant.errors import InvalidNotationError, PenchantError, ScoreEntryError, quoted
from penchant.rules.deal_counts import check_players_counts, check_whole_deal, deal_points
from penchant.rules.game_scoring import GameResult, check_game_length, game_result
from penchant.rules.kinds import NOT_A_KIND, Kind
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.scoring import DealScore

__all__ = ["DealEntry", "deal_score_parts", "score_deal", "tally", "validate_deal"]


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
