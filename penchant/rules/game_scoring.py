"""The game's score: four deals, the lurch, and what a game is worth.

A game is four deals (:data:`DEALS_PER_GAME`, refused past it by :func:`check_game_length`). Its value is the higher
total less the lower, doubled when the loser is lurched (under the profile's lurch threshold, :func:`is_lurched`):
:func:`game_result` (totals, winner, lurch and value), :func:`game_value` and :func:`game_outcome` for one player;
the game's result and its rules in a player's words are :mod:`penchant.words.game_scoring`'s. A deal's points, the
parts they are made of and what the last six tricks still bring are :mod:`penchant.rules.scoring`'s: the game adds up
the deals' scores it is given.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Any, Final

from penchant.english.numbers import number_words
from penchant.errors import PenchantError, ScoreEntryError
from penchant.rules.profiles import Profile
from penchant.rules.score_scale import refuse_not_a_score, score_step

__all__ = [
    "DEALS_PER_GAME",
    "GAME_LENGTH_WORDS",
    "GAME_OVER_WORDS",
    "LURCH_FACTOR",
    "is_lurched",
    "fewest_escaping_lurch",
    "most_lurched",
    "GameResult",
    "GameSoFar",
    "leader_of",
    "totals_apart",
    "game_totals",
    "more_than_a_game",
    "game_complete",
    "check_game_length",
    "game_result",
    "lurch_doubled",
    "game_value",
    "GameOutcome",
    "game_outcome",
]

DEALS_PER_GAME: Final = 4
"""A game is four deals; the difference and the lurch are reckoned after the fourth."""
GAME_LENGTH_WORDS: Final = f"a game is {number_words(DEALS_PER_GAME)} deals"
"""The game's length as a player says it: every refusal of a fifth deal, and every view, words it so."""
GAME_OVER_WORDS: Final = f"the game is over after {number_words(DEALS_PER_GAME)} deals"
"""What a player is told when a game's last deal is done and something more is asked of it."""
LURCH_FACTOR: Final = 2
"""A lurched loser's game counts this many times the difference of the totals (Foster and Kandell: double)."""


def is_lurched(total: int, profile: Profile) -> bool:
    """Whether a game's loser with this total is lurched (under the profile's threshold: Foster 400,
    Kandell 40), which doubles the game's value.

    >>> from penchant.rules.profiles import KANDELL
    >>> is_lurched(39, KANDELL), is_lurched(40, KANDELL)
    (True, False)
    """
    return total < profile.lurch_threshold


def fewest_escaping_lurch(profile: Profile) -> int:
    """The lowest total that escapes the lurch: the threshold itself (:func:`is_lurched` is "under" it).

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> fewest_escaping_lurch(KANDELL), fewest_escaping_lurch(FOSTER)
    (40, 400)
    >>> is_lurched(fewest_escaping_lurch(KANDELL), KANDELL), is_lurched(most_lurched(KANDELL), KANDELL)
    (False, True)
    """
    return profile.lurch_threshold


def most_lurched(profile: Profile) -> int:
    """The highest total still lurched: a score step under :func:`fewest_escaping_lurch`
    (:func:`~penchant.rules.score_scale.score_step`: no total under Foster's rules stands at 399).

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> most_lurched(KANDELL), most_lurched(FOSTER)
    (39, 390)
    """
    return fewest_escaping_lurch(profile) - score_step(profile)


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
        """Who is ahead on the totals (``None`` when level): :func:`leader_of`."""
        return leader_of(self.totals)

    @property
    def loser(self) -> int | None:
        """The player who lost the game (``None`` until it is won)."""
        return None if self.winner is None else 1 - self.winner

    @property
    def loser_total(self) -> int | None:
        """The losing player's total, which the lurch is reckoned on (``None`` until the game is won).

        >>> from penchant.rules.profiles import KANDELL
        >>> game_result([(20, 5), (10, 8), (12, 3), (9, 10)], KANDELL).loser_total
        26
        """
        return None if self.loser is None else self.totals[self.loser]

    @property
    def difference(self) -> int:
        """The totals' difference: what the game is worth unless the loser is lurched (then twice it)."""
        return totals_apart(self.totals)

    def to_json(self) -> dict[str, Any]:
        return {
            "deals": [list(d) for d in self.deals],
            "totals": list(self.totals),
            "winner": self.winner,
            "lurched": self.lurched,
            "value": self.value,
            "complete": self.complete,
        }


def leader_of(totals: tuple[int, int]) -> int | None:
    """Who is ahead on ``totals`` (``None`` when they are level).

    >>> leader_of((30, 13)), leader_of((9, 21)), leader_of((7, 7))
    (0, 1, None)
    """
    a, b = totals
    return None if a == b else (0 if a > b else 1)


def totals_apart(totals: tuple[int, int]) -> int:
    """How far apart ``totals`` are: the difference a finished game is worth (twice it if the loser is lurched).

    >>> totals_apart((30, 13))
    17
    """
    a, b = totals
    return abs(a - b)


def game_totals(deal_scores: Iterable[tuple[int, int]]) -> tuple[int, int]:
    """Each player's total of the deals' scores (a deal under way counts what it has scored so far).

    >>> game_totals([(20, 5), (10, 8)])
    (30, 13)
    """
    a = b = 0
    for x, y in deal_scores:
        a += x
        b += y
    return (a, b)


@dataclass(frozen=True, slots=True)
class GameSoFar:
    """The game so far as a score sheet shows it: the finished deals' result and, while a deal is under way, that
    deal's points so far (``None`` between deals and once the game is over); :attr:`totals` counts both.

    >>> from penchant.rules.profiles import KANDELL
    >>> so_far = GameSoFar(game_result([(20, 5)], KANDELL), (7, 3))
    >>> so_far.deals, so_far.in_play, so_far.totals
    (((20, 5),), (7, 3), (27, 8))
    >>> GameSoFar(game_result([(20, 5)], KANDELL), None).totals
    (20, 5)
    """

    result: GameResult
    in_play: tuple[int, int] | None

    @property
    def deals(self) -> tuple[tuple[int, int], ...]:
        """The finished deals' scores, in order."""
        return self.result.deals

    @property
    def totals(self) -> tuple[int, int]:
        """Each player's total: the finished deals' and the deal in play's points so far (:func:`game_totals`)."""
        if self.in_play is None:
            return self.result.totals
        return game_totals((*self.result.deals, self.in_play))

    @property
    def leader(self) -> int | None:
        """Who is ahead on :attr:`totals`, the deal in play counting (``None`` when level)."""
        return leader_of(self.totals)

    @property
    def difference(self) -> int:
        """How far apart :attr:`totals` are, the deal in play counting."""
        return totals_apart(self.totals)


def more_than_a_game(deals: int) -> bool:
    """Whether ``deals`` deals are more than a game has (:data:`DEALS_PER_GAME`): what every refusal of a fifth
    deal asks.

    >>> more_than_a_game(4), more_than_a_game(5)
    (False, True)
    """
    return deals > DEALS_PER_GAME


def game_complete(deals: int) -> bool:
    """Whether a game with ``deals`` deals finished is over: all :data:`DEALS_PER_GAME` played, its winner, lurch
    and value now settled (:func:`game_result`).

    >>> game_complete(3), game_complete(4)
    (False, True)
    """
    return deals == DEALS_PER_GAME


def check_game_length(deals: int, error: type[PenchantError] = ScoreEntryError, where: str = "") -> None:
    """Refuse more deals than a game has (:data:`DEALS_PER_GAME`): raises ``error`` (a score sheet's
    :class:`~penchant.errors.ScoreEntryError` unless told another, such as a record's), after ``where`` (the
    record's field, ``"deals: "``), quoting the count given.

    >>> check_game_length(4)
    >>> check_game_length(5, where="deals: ")
    Traceback (most recent call last):
    ...
    penchant.errors.ScoreEntryError: deals: a game is four deals, not 5
    """
    if more_than_a_game(deals):
        raise error(f"{where}{GAME_LENGTH_WORDS}, not {deals!r}")


def game_result(deal_scores: Sequence[tuple[int, int]], profile: Profile) -> GameResult:
    """Totals, winner, lurch and value from the deals' scores.

    Foster: the lower score is deducted from the higher; if the lesser score is
    not at least 400 (Kandell: 40), the difference is doubled. Both are reckoned
    after the fourth deal; before it, nobody has won. A deal's score is never
    negative: one raises :class:`~penchant.errors.InvalidScoreError`.

    >>> from penchant.rules.profiles import KANDELL
    >>> r = game_result([(20, 5), (10, 8), (12, 3), (9, 10)], KANDELL)
    >>> r.totals, r.winner, r.lurched, r.value
    ((51, 26), 0, True, 50)
    """
    check_game_length(len(deal_scores))
    for n, deal in enumerate(deal_scores):
        for score in deal:
            refuse_not_a_score(score, f"deal {n + 1}")
    a, b = game_totals(deal_scores)
    complete = game_complete(len(deal_scores))
    winner: int | None = None
    lurched = False
    value = 0
    if a != b and complete:
        winner = 0 if a > b else 1
        lurched = is_lurched(min(a, b), profile)
        value = abs(game_value(a, b, profile))
    return GameResult(
        deals=tuple((d[0], d[1]) for d in deal_scores),
        totals=(a, b),
        winner=winner,
        lurched=lurched,
        value=value,
        complete=complete,
    )


def lurch_doubled(difference: int) -> int:
    """A game's difference of totals as it counts when the loser is lurched: :data:`LURCH_FACTOR` times over.

    >>> lurch_doubled(18)
    36
    """
    return difference * LURCH_FACTOR


def game_value(mine: int, theirs: int, profile: Profile) -> int:
    """What a finished game with these totals is worth to the player with ``mine``: the difference of the
    totals, doubled when the loser is lurched; a game won counts for him, a game lost against him (a negative
    value), a drawn game nothing. Rises with ``mine`` and falls with ``theirs``.

    >>> from penchant.rules.profiles import KANDELL
    >>> [game_value(mine, theirs, KANDELL) for mine, theirs in ((57, 41), (57, 39), (39, 57), (40, 40))]
    [16, 36, -36, 0]
    >>> game_value(0, -5, KANDELL)
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidScoreError: their total: -5 is not a score: declarations, brisquettes and the book bonus ...
    """
    refuse_not_a_score(mine, "your total")
    refuse_not_a_score(theirs, "their total")
    difference = mine - theirs
    return lurch_doubled(difference) if is_lurched(min(mine, theirs), profile) and difference else difference


class GameOutcome(IntEnum):
    """How a finished game ends for one player, worst first."""

    LURCHED = 0
    """Lost under the lurch threshold: the game counts double against you."""
    LOST = 1
    """Lost, but the lurch escaped."""
    DRAWN = 2
    WON = 3
    """Won; the opponent escaped the lurch."""
    WON_WITH_LURCH = 4
    """Won, and the opponent is lurched: the game counts double."""


def game_outcome(mine: int, theirs: int, profile: Profile) -> GameOutcome:
    """How a finished game with these totals ends for the player with ``mine``.

    >>> from penchant.rules.profiles import KANDELL
    >>> game_outcome(57, 41, KANDELL).name, game_outcome(41, 57, KANDELL).name, game_outcome(57, 39, KANDELL).name
    ('WON', 'LOST', 'WON_WITH_LURCH')
    """
    if mine == theirs:
        return GameOutcome.DRAWN
    if mine > theirs:
        return GameOutcome.WON_WITH_LURCH if is_lurched(theirs, profile) else GameOutcome.WON
    return GameOutcome.LURCHED if is_lurched(mine, profile) else GameOutcome.LOST
