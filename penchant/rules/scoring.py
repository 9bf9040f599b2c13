"""Scoring: what declarations, brisquettes, the book bonus, a deal and a game are worth.

Every point the project adds up is worked out here, told the profile: the deal state, the score sheet,
the marker, the solver, the players, the puzzles and the widgets call these functions, and no other module
multiplies or compares the profile's values (``tests/architecture/test_rules_once.py`` checks it).

- A declaration scores its kind's value at once (:func:`declared_points`).
- Each brisque taken in the last six tricks is a brisquette and scores at once (:func:`brisquette_points`).
- At the end of the deal each player's brisques of both phases above six score the book bonus
  (:meth:`~penchant.rules.profiles.Profile.book_bonus`), so a brisque of the last six counts twice.
- A deal's points are these three parts (:func:`deal_parts`), added up by :func:`deal_total`; what the last six
  tricks still bring is :func:`last_six_points`.
- A game is four deals (:data:`DEALS_PER_GAME`). Its value is the higher total less the lower, doubled when
  the loser is lurched (under the profile's lurch threshold): :func:`game_result`, :func:`game_outcome`.
- A part worked out in words ("3 × 10 = 30"), as every board shows it: :func:`brisquettes_worked_out`,
  :func:`book_bonus_worked_out`.

The step a profile's scores come in, a score refused off it and a deal's points in another book's numbers are
:mod:`penchant.rules.score_scale`'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from fractions import Fraction
from typing import Any, Final

from penchant.errors import PenchantError, ScoreEntryError
from penchant.rules.brisques import brisques_over_book
from penchant.rules.dealing import LAST_SIX_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile
from penchant.rules.score_scale import refuse_not_a_score, score_step
from penchant.words.grammar import sentence_start, verb
from penchant.words.numbers import number_words

__all__ = [
    "lurch_words",
    "lurch_rule_words",
    "brisquette_rule_words",
    "fewest_escaping_lurch",
    "most_lurched",
    "values_apart",
    "times_the_numbers",
    "DEALS_PER_GAME",
    "GAME_LENGTH_WORDS",
    "GAME_OVER_WORDS",
    "check_game_length",
    "DealScore",
    "GameOutcome",
    "GameResult",
    "brisquette_points",
    "brisquettes_worked_out",
    "deal_score_so_far",
    "book_bonus_worked_out",
    "TIMES",
    "brisquettes_swing",
    "deal_end",
    "deal_parts",
    "deal_total",
    "declared_points",
    "game_outcome",
    "game_result",
    "game_totals",
    "game_value",
    "game_value_words",
    "game_result_words",
    "is_lurched",
    "LURCH_FACTOR",
    "LURCH_FACTOR_WORDS",
    "lurch_doubled",
    "last_six_net",
    "last_six_points",
    "points_so_far",
]

DEALS_PER_GAME: Final = 4
"""A game is four deals; the difference and the lurch are reckoned after the fourth."""
GAME_LENGTH_WORDS: Final = f"a game is {number_words(DEALS_PER_GAME)} deals"
"""The game's length as a player says it: every refusal of a fifth deal, and every view, words it so."""
GAME_OVER_WORDS: Final = f"the game is over after {number_words(DEALS_PER_GAME)} deals"
"""What a player is told when a game's last deal is done and something more is asked of it."""
LURCH_FACTOR: Final = 2
"""A lurched loser's game counts this many times the difference of the totals (Foster and Kandell: double)."""
LURCH_FACTOR_WORDS: Final = {2: "doubled", 3: "tripled", 4: "quadrupled"}[LURCH_FACTOR]
"""What the lurch does to the difference, in a player's word (:data:`LURCH_FACTOR`): "doubled"."""


def declared_points(profile: Profile, kinds: Iterable[Kind]) -> int:
    """What these declarations score together.

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> declared_points(KANDELL, [Kind.PAIR, Kind.PENCHANT]), declared_points(FOSTER, [Kind.REUNION])
    (3, 250)
    """
    return sum(profile.value(k) for k in kinds)


def values_apart(profile: Profile, other: Profile) -> dict[str, tuple[int, int]]:
    """The scoring values beyond the combinations that two rules set differently, by their name in words:
    ``"brisquette"`` (a brisquette's points), ``"bonus"`` (each brisque over six), ``"lurch"`` (the total
    under which a loser is lurched), each as (``profile``'s, ``other``'s).

    >>> from penchant.rules.profiles import get_profile
    >>> values_apart(get_profile("foster"), get_profile("kandell"))
    {'brisquette': (10, 1), 'bonus': (10, 1), 'lurch': (400, 40)}
    """
    pairs = {"brisquette": (profile.brisquette_points, other.brisquette_points),
             "bonus": (profile.bonus_points, other.bonus_points),
             "lurch": (profile.lurch_threshold, other.lurch_threshold)}
    return {name: pair for name, pair in pairs.items() if pair[0] != pair[1]}


def brisquette_points(profile: Profile, brisquettes: int) -> int:
    """What ``brisquettes`` brisques taken in the last six tricks score at once.

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> brisquette_points(KANDELL, 3), brisquette_points(FOSTER, 3), brisquette_points(
    ...     KANDELL.with_options(brisquette_multiplier=2), 3)
    (3, 30, 6)
    """
    return brisquettes * profile.brisquette_points


TIMES: Final = "×"
"""The sign a part of a deal's score is multiplied with, on every board and in every solution (not "x")."""


def _worked_out(count: int, each: int, points: int | None) -> str:
    return f"{count} {TIMES} {each}" + ("" if points is None else f" = {points}")


def brisquettes_worked_out(profile: Profile, brisquettes: int, *, with_sum: bool = True) -> str:
    """The brisquettes' points worked out as the score sheets show them: the brisquettes taken, times a
    brisquette's points, and what they come to (:func:`brisquette_points`), or without it (``with_sum``) where the
    sheet's next column says it.

    >>> from penchant.rules.profiles import FOSTER
    >>> brisquettes_worked_out(FOSTER, 3), brisquettes_worked_out(FOSTER, 3, with_sum=False)
    ('3 × 10 = 30', '3 × 10')
    """
    points = brisquette_points(profile, brisquettes) if with_sum else None
    return _worked_out(brisquettes, profile.brisquette_points, points)


def book_bonus_worked_out(profile: Profile, brisques: int) -> str:
    """The book bonus of a player who took ``brisques`` in the deal, worked out as the score sheets show it: his
    brisques over the book (above six), times the bonus for each, and what they come to
    (:meth:`~penchant.rules.profiles.Profile.book_bonus`).

    >>> from penchant.rules.profiles import FOSTER
    >>> book_bonus_worked_out(FOSTER, 8)
    '2 × 10 = 20'
    """
    return _worked_out(brisques_over_book(brisques), profile.bonus_points, profile.book_bonus((brisques, 0))[0])


def deal_total(declared: int, brisquettes: int, book_bonus: int) -> int:
    """One player's points for a deal from its three parts: what their declarations scored, their brisquettes'
    points and their book bonus (every deal total, the sheet's and the score events', is this sum).

    >>> deal_total(3, 3, 2)
    8
    """
    return declared + brisquettes + book_bonus


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
        return deal_total(self.declarations, self.brisquettes, self.book_bonus)


def deal_parts(
    profile: Profile,
    declarations: Sequence[Iterable[Kind]],
    brisquettes: Sequence[int],
    brisques: Sequence[int] | None,
) -> tuple[DealScore, DealScore]:
    """Each player's points for a deal, part by part: the kinds each declared, the brisquettes each took,
    and each one's brisques of both phases (``None`` while the deal is not over: no book bonus yet).

    The counts are taken as given; :func:`penchant.rules.deal_counts.deal_points` checks them first, as a
    score sheet's deal asks.

    >>> from penchant.rules.profiles import KANDELL
    >>> a, b = deal_parts(KANDELL, [[Kind.PAIR, Kind.PENCHANT], []], [3, 1], [8, 4])
    >>> a, a.total, b.total
    (DealScore(declarations=3, brisquettes=3, brisques_over_book=2, book_bonus=2), 8, 1)
    """
    bonus = profile.book_bonus((brisques[0], brisques[1])) if brisques is not None else (0, 0)
    parts = [
        DealScore(
            declarations=declared_points(profile, declarations[p]),
            brisquettes=brisquette_points(profile, brisquettes[p]),
            brisques_over_book=0 if brisques is None else brisques_over_book(brisques[p]),
            book_bonus=bonus[p],
        )
        for p in (0, 1)
    ]
    return (parts[0], parts[1])


def deal_score_so_far(declared: Iterable[int], brisquettes: Iterable[int],
                      book_bonuses: Iterable[tuple[int, int | None]]) -> DealScore:
    """One player's points of a deal so far, part by part, from what each scoring moment gave him (a played deal's
    score events): each declaration's points, each trick's brisquettes' points, and each book bonus's points with
    the brisques it was reckoned on (``None``: not kept, so no brisques over the book are counted for it).

    >>> deal_score_so_far((2, 4), (1, 2), ((2, 8),))
    DealScore(declarations=6, brisquettes=3, brisques_over_book=2, book_bonus=2)
    """
    bonuses = list(book_bonuses)
    return DealScore(declarations=sum(declared), brisquettes=sum(brisquettes),
                     brisques_over_book=sum(brisques_over_book(b) for _, b in bonuses if b is not None),
                     book_bonus=sum(points for points, _ in bonuses))


def points_so_far(
    profile: Profile, declarations: Sequence[Iterable[Kind]], brisquettes: Sequence[int]
) -> tuple[int, int]:
    """Each player's points in a deal not yet over: declarations and brisquettes (the bonus comes at the end)."""
    a, b = deal_parts(profile, declarations, brisquettes, None)
    return (a.total, b.total)


def last_six_points(profile: Profile, won: Sequence[int], taken: Sequence[int]) -> tuple[int, int]:
    """Each player's points still to come when, from here, they take ``taken`` brisques: those are
    brisquettes, and the book bonus is counted on the deal's totals (``won`` so far plus ``taken``).

    >>> from penchant.rules.profiles import KANDELL
    >>> last_six_points(KANDELL, (5, 4), (3, 0))   # 8 brisques in all: 2 over six
    (5, 0)
    """
    bonus = profile.book_bonus((won[0] + taken[0], won[1] + taken[1]))
    return (brisquette_points(profile, taken[0]) + bonus[0], brisquette_points(profile, taken[1]) + bonus[1])


def deal_end(profile: Profile, scores: Sequence[int], won: Sequence[int], player: int, players_brisques: int,
             in_play: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """How a deal ends when ``player`` (0 or 1) takes ``players_brisques`` of the ``in_play`` brisques still in the
    hands and the other player the rest: the final scores (``scores`` so far plus :func:`last_six_points` on
    ``won``, the brisques taken so far) and the brisques each takes from here, both by seat.

    >>> from penchant.rules.profiles import KANDELL
    >>> deal_end(KANDELL, (20, 11), (5, 4), 1, 0, 3)   # the second player takes none, the first all 3
    ((25, 11), (3, 0))
    """
    taken = [0, 0]
    taken[player] = players_brisques
    taken[1 - player] = in_play - players_brisques
    to_come = last_six_points(profile, won, taken)
    return (scores[0] + to_come[0], scores[1] + to_come[1]), (taken[0], taken[1])


def last_six_net(profile: Profile, won: Sequence[int], mine: int, theirs: int) -> int:
    """A player's points still to come less the opponent's, when he takes ``mine`` brisques from here and
    the opponent ``theirs`` (``won``: each one's brisques so far, the player first). Never falls as
    ``mine`` grows at ``theirs``' expense, so a search may maximise brisques and score at the end.

    >>> from penchant.rules.profiles import KANDELL
    >>> last_six_net(KANDELL, (5, 4), 3, 0), last_six_net(KANDELL, (5, 4), 2, 1)
    (5, 2)
    """
    a, b = last_six_points(profile, won, (mine, theirs))
    return a - b


def brisquettes_swing(profile: Profile, brisques: int) -> int:
    """How far ``brisques`` of the last six, taken by one player instead of the other, move the difference between
    them by their brisquettes alone (the book bonus apart, which may move it further): each is a brisquette one
    scores and the other does not (with the book bonus, :func:`last_six_net` says the whole of it).

    >>> from penchant.rules.profiles import FOSTER, KANDELL
    >>> brisquettes_swing(KANDELL, 1), brisquettes_swing(FOSTER, 2)
    (2, 40)
    """
    taken = brisquette_points(profile, brisques)
    return taken + taken  # scored by one, missed by the other


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
        a, b = self.totals
        return None if a == b else (0 if a > b else 1)

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
        a, b = self.totals
        return abs(a - b)

    def to_json(self) -> dict[str, Any]:
        return {
            "deals": [list(d) for d in self.deals],
            "totals": list(self.totals),
            "winner": self.winner,
            "lurched": self.lurched,
            "value": self.value,
            "complete": self.complete,
        }


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
    if deals > DEALS_PER_GAME:
        raise error(f"{where}{GAME_LENGTH_WORDS}, not {deals!r}")


def game_result(deal_scores: Sequence[tuple[int, int]], profile: Profile) -> GameResult:
    """Totals, winner, lurch and value from the deals' scores.

    Foster: the lower score is deducted from the higher; if the lesser score is
    not at least 400 (Kandell: 40), the difference is doubled. Both are reckoned
    after the fourth deal; before it, nobody has won. A deal's score is never
    negative: one raises :class:`~penchant.errors.ScoreEntryError`.

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
    complete = len(deal_scores) == DEALS_PER_GAME
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


def game_value_words(profile: Profile) -> str:
    """What a game is worth, in a player's words: the one sentence of it every view and puzzle says.

    >>> from penchant.rules.profiles import FOSTER
    >>> game_value_words(FOSTER)
    'the higher total minus the lower, doubled if the loser has under 400 (the lurch)'
    """
    return (f"the higher total minus the lower, {LURCH_FACTOR_WORDS} if the loser has under "
            f"{profile.lurch_threshold} (the lurch)")


def lurch_rule_words(profile: Profile) -> str:
    """The lurch as a rule, in a player's words, before any game is over (:func:`is_lurched`: under the threshold,
    :data:`LURCH_FACTOR`: the difference multiplied); :func:`lurch_words` says it of a game won.

    >>> from penchant.rules.profiles import FOSTER
    >>> lurch_rule_words(FOSTER)
    "under 400 at the end of the game is a lurch, and a lurched game's difference is doubled"
    """
    return (f"under {profile.lurch_threshold} at the end of the game is a lurch, and a lurched game's difference is "
            f"{LURCH_FACTOR_WORDS}")


def brisquette_rule_words(profile: Profile) -> str:
    """The brisquettes as a rule, in a player's words (:func:`brisquette_points`).

    >>> from penchant.rules.profiles import FOSTER
    >>> brisquette_rule_words(FOSTER)
    'each brisque taken in the last six tricks is a brisquette worth 10 at once'
    """
    return (f"each brisque taken in the last {number_words(LAST_SIX_TRICKS)} tricks is a brisquette worth "
            f"{profile.brisquette_points} at once")


def lurch_words(result: GameResult, profile: Profile) -> str:
    """Whether the loser of a won game is lurched, said with the figures the rule reads (the loser's total against
    the lurch threshold); ``""`` while no one has won.

    >>> from penchant.rules.profiles import KANDELL
    >>> lurch_words(game_result([(30, 10), (20, 12), (14, 10), (10, 5)], KANDELL), KANDELL)
    "the loser's 37 is under 40: lurched"
    >>> lurch_words(game_result([(30, 10), (20, 22), (14, 10), (10, 5)], KANDELL), KANDELL)
    "the loser's 47 is not under 40: no lurch"
    """
    low = result.loser_total
    if low is None:
        return ""
    if result.lurched:
        return f"the loser's {low} is under {profile.lurch_threshold}: lurched"
    return f"the loser's {low} is not under {profile.lurch_threshold}: no lurch"


def game_result_words(result: GameResult, names: Sequence[str], profile: Profile) -> str:
    """The game's result in one sentence, said the same way by every view: the winner with the totals, the margin
    (the difference of the totals), and what the game is worth (the lurch said when it doubles it); a draw; a game
    not over, who leads and by how much. ``names`` are the players' (``"you"`` agrees the verb, and starts the
    sentence as "You"; a name starts it as written: "de Vries wins").

    >>> from penchant.rules.profiles import KANDELL
    >>> game_result_words(game_result([(30, 10), (20, 12), (14, 10), (10, 5)], KANDELL), ("Ann", "Bob"), KANDELL)
    'Ann wins 74–37, by 37: Bob is lurched (under 40), so the game is worth 74, the difference doubled'
    >>> game_result_words(game_result([(30, 10)], KANDELL), ("Ann", "you"), KANDELL)
    'Ann leads 30–10, by 20'
    """
    if not result.complete:
        lead = result.leader
        a, b = result.totals
        if lead is None:
            return f"Level at {a}–{b}"
        return f"{verb(sentence_start(names[lead]), 'lead')} {max(a, b)}–{min(a, b)}, by {result.difference}"
    if result.winner is None or result.loser is None:
        return f"A draw at {result.totals[0]}–{result.totals[1]}: the game is worth nothing"
    won, lost = result.totals[result.winner], result.totals[result.loser]
    said = f"{verb(sentence_start(names[result.winner]), 'win')} {won}–{lost}, by {result.difference}: "
    if result.lurched:
        return (f"{said}{verb(names[result.loser], 'be')} lurched (under {profile.lurch_threshold}), so the game is "
                f"worth {result.value}, the difference {LURCH_FACTOR_WORDS}")
    return f"{said}the game is worth {result.value}"


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
    penchant.errors.ScoreEntryError: their total: -5 is not a score: declarations, brisquettes and the book bonus ...
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


def times_the_numbers(book: Profile, profile: Profile) -> Fraction | None:
    """How many times ``book``'s numbers ``profile``'s are, when every kind scores that same multiple in it
    (Foster's are ten times Kandell's); ``None`` when they are no single multiple (the modern quadruplet and
    reunion score otherwise than either book's).

    >>> from penchant.rules.profiles import get_profile
    >>> kandell, modern, foster = get_profile("kandell"), get_profile("modern"), get_profile("foster")
    >>> times_the_numbers(kandell, foster), times_the_numbers(foster, kandell)
    (Fraction(10, 1), Fraction(1, 10))
    >>> times_the_numbers(kandell, modern) is None
    True
    """
    ratios = {Fraction(profile.value(k), book.value(k)) for k in Kind if book.value(k)}
    return ratios.pop() if len(ratios) == 1 else None
