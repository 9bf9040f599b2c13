"""The match harness: mirrored four-deal games between two players.

A *pair* is one set of four deals played twice: first with player A in seat
0 and B in seat 1, then with the seats swapped, so each player holds in one
game exactly the cards the other held in the other. Luck of the cards thus
cancels out of a pair, and what is left is the difference in play.

A game is four deals; the dealer alternates deal by deal, the first dealer
cut for by the rules (:func:`~penchant.rules.dealing.cut_for_deal`), the cut
drawn from the seed (the same seat deals first in both games of a pair). The game's result
(winner, lurch, value) is :func:`penchant.rules.game_scoring.game_result`.

Everything is derived from one seed: the deals of pair ``p`` and the players'
random choices in it depend only on ``(seed, p)``, so a match is reproducible,
the same with one process or two, and can be run in pieces
(``first_pair``) and put together with :func:`summarise`.

Statistics: the win share of A counts a draw as half a win. Its confidence
interval is the normal interval over pairs (a pair's share is 0, 1/4, ...,
1; the two games of a pair share their deals and are not independent); the
Wilson interval, which treats games as independent, is given beside it.
Points per game are A's signed game value (the winner's value, doubled for a
lurch) with a normal interval over pairs; with one pair, or every pair alike,
there is no spread to measure and no interval is given (:func:`interval_ends`).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Final

from penchant.english.numbers import count_words
from penchant.errors import InvalidNumberError, InvalidSettingError
from penchant.errors.internal import NOBODY_TO_MOVE, BrokenInvariantError
from penchant.play.dealing import new_deal
from penchant.play.forced import is_a_decision
from penchant.play.names import name_key, player_names
from penchant.play.play_record import DealPlay, PlayRecord
from penchant.play.state import DealState
from penchant.players import get_player
from penchant.players.base import Player, judging_rules
from penchant.rules.dealing import cut_for_deal
from penchant.rules.game_scoring import DEALS_PER_GAME, GAME_LENGTH_WORDS, GameResult, game_result, more_than_a_game
from penchant.rules.procedure import dealer_of, player_index
from penchant.rules.profiles import DEFAULT_PROFILE, Profile

__all__ = [
    "DealRecord",
    "GameOutcome",
    "MatchResult",
    "FIRST_DEALER_BY",
    "deal_seeds",
    "interval_ends",
    "mean_interval",
    "play_deal",
    "play_game",
    "play_pair",
    "play_pair_job",
    "record_names",
    "run_match",
    "summarise",
    "told_apart",
    "wilson_interval",
]

Z95: Final = 1.959963984540054
"""The two-sided 95% normal quantile."""

FIRST_DEALER_BY: Final = "cut"
"""How a match's games are dealt first, as a stored study says it (``"first_dealer_by"``): ``"cut"``, the rules'
cut for deal drawn from ``penchant-match:SEED:PAIR:cut`` (:func:`deal_seeds`). A study stored before the cut says
``"coin"``: its first dealers were a coin flip drawn from ``penchant-match:SEED:PAIR:dealer``, so its seed no longer
gives its games (each stored game keeps its dealers, and replays with them: :func:`play_game`'s ``first_dealer``)."""


# ---------------------------------------------------------------------------
# Statistics


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``successes`` may count draws as halves)."""
    if n <= 0:
        raise InvalidNumberError(f"a proportion needs at least one trial, not n={n!r}")
    if not 0 <= successes <= n:
        raise InvalidNumberError(f"successes {successes!r} is not between 0 and n={n!r}")
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """Mean and normal confidence interval ``(mean, low, high)`` of a sample."""
    n = len(values)
    if n == 0:
        raise InvalidNumberError("the mean of no values is undefined: give at least one")
    mean = statistics.fmean(values)
    if n == 1:
        return (mean, mean, mean)
    half = z * statistics.stdev(values) / math.sqrt(n)
    return (mean, mean - half, mean + half)


def interval_ends(estimate: tuple[float, float, float]) -> tuple[float, float] | None:
    """The ends of a :func:`mean_interval` ``(mean, low, high)``, or ``None`` when it has no width: one value,
    or every value the same, shows no spread to measure.

    >>> interval_ends(mean_interval([1.0, 3.0])) is not None, interval_ends(mean_interval([2.0, 2.0]))
    (True, None)
    """
    _mean, lo, hi = estimate
    return None if lo == hi else (lo, hi)


# ---------------------------------------------------------------------------
# Playing


Clock = Callable[[], float]


def play_deal(
    players: Sequence[Player],
    state: DealState,
    rngs: Sequence[random.Random],
    times: Sequence[list[float]] | None = None,
    clock: Clock = time.perf_counter,
) -> DealState:
    """Play ``state`` to the end (in place): seat ``p`` is ``players[p]`` choosing with ``rngs[p]``.

    Each player sees only its :meth:`~penchant.play.state.DealState.view`, and every
    action goes through the validating :meth:`~penchant.play.state.DealState.apply`.
    With ``times``, the seconds of each real decision (two or more legal
    actions) of seat ``p`` are appended to ``times[p]``.
    """
    if len(players) != 2 or len(rngs) != 2:
        raise InvalidSettingError(f"a deal has two seats: got {len(players)} players and {len(rngs)} generators")
    while not state.is_over():
        p = state.to_move
        if p is None:
            raise BrokenInvariantError(NOBODY_TO_MOVE)
        view = state.view(p)
        start = clock()
        action = players[p].choose(view, rngs[p])
        if times is not None and is_a_decision(view.legal):
            times[p].append(clock() - start)
        state.apply(action)
    return state


def deal_seeds(seed: int | str, pair: int, profile: Profile) -> tuple[int, list[str]]:
    """The first dealer and the four deals' shuffle seeds of pair ``pair``: the first dealer is the rules' cut for
    deal under ``profile`` (:func:`~penchant.rules.dealing.cut_for_deal`), the cut drawn from the seed."""
    first = cut_for_deal(random.Random(f"penchant-match:{seed}:{pair}:cut"), profile).dealer
    return first, [f"penchant-match:{seed}:{pair}:deal{d}" for d in range(DEALS_PER_GAME)]


@dataclass(frozen=True)
class DealRecord:
    """One deal of a game: the dealer's seat, and each seat's score."""

    dealer: int
    scores: tuple[int, int]


@dataclass(frozen=True)
class GameOutcome:
    """One game of a pair, from A's side.

    ``a_seat`` is the seat A played (0 in the first game of a pair, 1 in the
    second); ``scores`` are (A, B) per deal; ``result`` is the game in (A, B)
    order; ``times_a`` and ``times_b`` the seconds of each real decision.
    """

    pair: int
    a_seat: int
    deals: tuple[DealRecord, ...]
    result: GameResult
    times_a: tuple[float, ...] = field(default=(), repr=False)
    times_b: tuple[float, ...] = field(default=(), repr=False)
    record: PlayRecord | None = field(default=None, repr=False, compare=False)
    """The game as played (``penchant-play/1``), when the match was asked to save it."""

    @property
    def a_share(self) -> float:
        """1 for a win of A, 0.5 for a draw, 0 for a loss."""
        w = self.result.winner
        return 0.5 if w is None else (1.0 if w == 0 else 0.0)

    @property
    def a_value(self) -> int:
        """A's signed game value: + the value if A won, - if B won."""
        w = self.result.winner
        return 0 if w is None else (self.result.value if w == 0 else -self.result.value)


def told_apart(a: str, b: str) -> tuple[str, str]:
    """Players A and B as the summary and a saved game name them: their own names, with their side added
    (``random (A)``, ``random (B)``) when they are one name (a player against itself), so each line says whose.

    >>> told_apart("random", "greedy"), told_apart("random", "random")
    (('random', 'greedy'), ('random (A)', 'random (B)'))
    """
    if isinstance(a, str) and isinstance(b, str) and name_key(a) == name_key(b):
        return f"{a} (A)", f"{b} (B)"
    return a, b


def record_names(a: str, b: str) -> tuple[str, str]:
    """The names a saved game gives players A and B: their own, told apart by their side (``random (A)``,
    ``random (B)``) when they are one name, as a record needs two names; checked by the score sheet's rule for
    names (:func:`~penchant.play.names.player_names`), an :class:`InvalidSettingError` when a name breaks it.

    >>> record_names("random", "random")
    ('random (A)', 'random (B)')
    """
    try:
        return player_names(told_apart(a, b), InvalidSettingError)
    except InvalidSettingError as exc:
        raise exc.within("a saved game's players") from None


def play_game(
    players: Sequence[Player],
    seed: int | str,
    pair: int,
    a_seat: int,
    profile: Profile = DEFAULT_PROFILE,
    clock: Clock = time.perf_counter,
    deals: int = DEALS_PER_GAME,
    save: bool = False,
    first_dealer: int | None = None,
) -> GameOutcome:
    """Game ``a_seat`` (0 or 1) of pair ``pair``: ``players`` is (A, B); A sits in ``a_seat``.

    ``deals`` below four plays only the game's first deals (a game in progress,
    exactly as those deals go in the whole game). With ``save`` the outcome
    carries the game's ``penchant-play/1`` record (seats as played: A in ``a_seat``). ``first_dealer``, given, is
    the seat a stored game records as dealing first (a study stored before the cut, :data:`FIRST_DEALER_BY`); by
    default the rules' cut decides (:func:`deal_seeds`). A player built for other rules than ``profile`` is a
    :class:`~penchant.errors.RulesMismatchError`: each judges the game's deals by the game's rules.
    """
    for player in players:
        judging_rules(player.name, player.profile, profile, "game")
    player_index(a_seat, "a_seat", InvalidSettingError)
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1 or more_than_a_game(deals):
        raise InvalidSettingError.refusing_argument(
            "deals", deals, f"must be a whole number from 1 to {DEALS_PER_GAME}: {GAME_LENGTH_WORDS}")
    first, seeds = deal_seeds(seed, pair, profile)
    if first_dealer is not None:
        first = player_index(first_dealer, "first_dealer", InvalidSettingError)
    seeds = seeds[:deals]
    seats = (players[0], players[1]) if a_seat == 0 else (players[1], players[0])
    times: list[list[float]] = [[], []]
    records = []
    plays: list[DealPlay] = []
    for d, deal_seed in enumerate(seeds):
        dealer = dealer_of(d, first)
        state = new_deal(profile, random.Random(deal_seed), dealer)
        start = state.clone() if save else None
        rngs = [random.Random(f"penchant-match:{seed}:{pair}:{a_seat}:{d}:seat{s}") for s in (0, 1)]
        play_deal(seats, state, rngs, times, clock)
        if start is not None:
            plays.append(DealPlay.from_state(start, state))
        sc = state.scores
        a_sc = (sc[0], sc[1]) if a_seat == 0 else (sc[1], sc[0])
        records.append(DealRecord(dealer, a_sc))
    result = game_result([d.scores for d in records], profile)
    ta, tb = (times[0], times[1]) if a_seat == 0 else (times[1], times[0])
    record = None
    if save:
        a_name, b_name = record_names(players[0].name, players[1].name)
        names = (a_name, b_name) if a_seat == 0 else (b_name, a_name)
        record = PlayRecord(profile, names, first, tuple(plays),
                            {"match": {"seed": seed, "pair": pair, "a_seat": a_seat,
                                      "first_dealer_by": FIRST_DEALER_BY if first_dealer is None else "given"}})
    return GameOutcome(pair, a_seat, tuple(records), result, tuple(ta), tuple(tb), record)


def play_pair(
    a: str, b: str, rules: Profile | dict[str, Any] | str, seed: int | str, pair: int, save: bool = False
) -> tuple[GameOutcome, ...]:
    """Both games of pair ``pair`` between the players named ``a`` and ``b`` (picklable for workers): ``rules``
    a :class:`Profile` (it pickles, rules of its own values included) or a record's ``rules``."""
    profile = rules if isinstance(rules, Profile) else Profile.from_json(rules)
    players = (get_player(a, profile), get_player(b, profile))
    return tuple(play_game(players, seed, pair, a_seat, profile, save=save) for a_seat in (0, 1))


def play_pair_job(
    args: tuple[str, str, Profile | dict[str, Any] | str, int | str, int, bool],
) -> tuple[GameOutcome, ...]:
    """:func:`play_pair` with its arguments as one tuple: what a process pool's ``map`` hands a worker."""
    return play_pair(*args)


# ---------------------------------------------------------------------------
# Results


@dataclass(frozen=True)
class MatchResult:
    """A match summed up from A's side (see the module's text for the statistics)."""

    a: str
    b: str
    rules: str
    seed: int | str
    outcomes: tuple[GameOutcome, ...] = field(repr=False)

    @property
    def games(self) -> int:
        return len(self.outcomes)

    @property
    def pairs(self) -> int:
        return len({o.pair for o in self.outcomes})

    @property
    def wins_a(self) -> int:
        return sum(1 for o in self.outcomes if o.result.winner == 0)

    @property
    def wins_b(self) -> int:
        return sum(1 for o in self.outcomes if o.result.winner == 1)

    @property
    def draws(self) -> int:
        return sum(1 for o in self.outcomes if o.result.winner is None)

    @property
    def win_share_a(self) -> float:
        return (self.wins_a + 0.5 * self.draws) / self.games

    def _by_pair(self, f: Callable[[GameOutcome], float]) -> list[float]:
        sums: dict[int, list[float]] = {}
        for o in self.outcomes:
            sums.setdefault(o.pair, []).append(f(o))
        return [statistics.fmean(v) for _, v in sorted(sums.items())]

    @property
    def win_share_ci(self) -> tuple[float, float]:
        """95% interval over pairs (a pair's two games share their deals and are not independent).

        The normal interval of the pairs' shares; when every pair has the same
        share that interval has no width, and the Wilson interval with one
        trial per pair is given instead.
        """
        shares = self._by_pair(lambda o: o.a_share)
        mean, lo, hi = mean_interval(shares)
        if lo == hi:
            return wilson_interval(mean * len(shares), len(shares))
        return (max(0.0, lo), min(1.0, hi))

    @property
    def wilson_ci(self) -> tuple[float, float]:
        """Wilson 95% interval treating every game as independent (draws count half)."""
        return wilson_interval(self.wins_a + 0.5 * self.draws, self.games)

    @property
    def pair_shares(self) -> tuple[float, ...]:
        """A's share of each mirrored pair, in pair order (what the ladder fits)."""
        return tuple(self._by_pair(lambda o: o.a_share))

    @property
    def elo_a(self) -> tuple[float, float | None, float | None]:
        """A's rating above B on the ladder's Elo scale, with its 95% interval (from the share's; an end is
        ``None`` where the share's is 0 or 1: unbounded on that side)."""
        from penchant.studies.ladder import elo_difference

        return elo_difference(self.win_share_a, self.win_share_ci, self.games)

    @property
    def points_per_game_a(self) -> tuple[float, float, float]:
        """A's mean signed game value with its 95% interval over pairs."""
        return mean_interval(self._by_pair(lambda o: float(o.a_value)))

    @property
    def score_difference_per_deal_a(self) -> tuple[float, float, float]:
        """A's mean deal score minus B's, with its 95% interval over pairs."""
        return mean_interval(
            self._by_pair(lambda o: statistics.fmean(d.scores[0] - d.scores[1] for d in o.deals))
        )

    def decision_times(self, side: str) -> dict[str, float | int]:
        """Count, median and 90th percentile (seconds) of one side's real decisions (``'a'``/``'b'``)."""
        ts = sorted(t for o in self.outcomes for t in (o.times_a if side == "a" else o.times_b))
        if not ts:
            return {"decisions": 0, "median_s": 0.0, "p90_s": 0.0, "max_s": 0.0}
        return {
            "decisions": len(ts),
            "median_s": statistics.median(ts),
            "p90_s": ts[min(len(ts) - 1, int(0.9 * len(ts)))],
            "max_s": ts[-1],
        }

    def to_json(self, timings: bool = True) -> dict[str, Any]:
        ppg = self.points_per_game_a[0]
        diff = self.score_difference_per_deal_a[0]
        elo, elo_lo, elo_hi = self.elo_a
        out: dict[str, Any] = {
            "a": self.a,
            "b": self.b,
            "rules": self.rules,
            "seed": self.seed,
            "first_dealer_by": FIRST_DEALER_BY,
            "games": self.games,
            "pairs": self.pairs,
            "wins_a": self.wins_a,
            "wins_b": self.wins_b,
            "draws": self.draws,
            "win_share_a": round(self.win_share_a, 4),
            "win_share_a_ci95": [round(x, 4) for x in self.win_share_ci],
            "win_share_a_wilson95": [round(x, 4) for x in self.wilson_ci],
            "points_per_game_a": round(ppg, 3),
            "points_per_game_a_ci95": _rounded(interval_ends(self.points_per_game_a)),
            "deal_score_difference_a": round(diff, 3),
            "deal_score_difference_a_ci95": _rounded(interval_ends(self.score_difference_per_deal_a)),
            "elo_a_over_b": round(elo, 1),
            "elo_a_over_b_ci95": [None if e is None else round(e, 1) for e in (elo_lo, elo_hi)],
            "pair_shares_a": list(self.pair_shares),
        }
        if timings:
            out["decision_seconds"] = {
                "a": {k: (round(v, 4) if isinstance(v, float) else v) for k, v in self.decision_times("a").items()},
                "b": {k: (round(v, 4) if isinstance(v, float) else v) for k, v in self.decision_times("b").items()},
            }
        return out

    def text(self) -> str:
        from penchant.studies.ladder import elo_interval_words

        lo, hi = self.win_share_ci
        ppg = self.points_per_game_a[0]
        ends = interval_ends(self.points_per_game_a)
        if ends is not None:
            spread = f"{ends[0]:+.1f} to {ends[1]:+.1f}"
        else:
            spread = "no interval: " + ("one pair" if self.pairs == 1 else "every pair scored the same")
        elo, elo_lo, elo_hi = self.elo_a
        a, b = told_apart(self.a, self.b)
        return (
            f"{self.a} vs {self.b} ({self.rules}, seed {self.seed}): "
            f"{count_words(self.games, 'game')} in {count_words(self.pairs, 'mirrored pair')}\n"
            f"  {a} won {self.wins_a}, {b} won {self.wins_b}, {self.draws} drawn\n"
            f"  {a}'s share {self.win_share_a:.1%} (95% interval over pairs {lo:.1%} to {hi:.1%})\n"
            f"  {a}'s points per game {ppg:+.1f} ({spread})\n"
            f"  {a}'s rating above {b}: {elo:+.0f} Elo ({elo_interval_words(elo_lo, elo_hi)}; "
            f"100 Elo is about a 64% share)"
        )


def _rounded(ends: tuple[float, float] | None) -> list[float] | None:
    return None if ends is None else [round(x, 3) for x in ends]


def summarise(a: str, b: str, rules: str, seed: int | str, outcomes: Iterable[GameOutcome]) -> MatchResult:
    """A :class:`MatchResult` from game outcomes (pieces of one match may be put together)."""
    outs = tuple(sorted(outcomes, key=lambda o: (o.pair, o.a_seat)))
    if not outs:
        raise InvalidSettingError("a match needs at least one game")
    return MatchResult(a, b, rules, seed, outs)


def run_match(
    a: str,
    b: str,
    games: int,
    seed: int | str = 0,
    profile: Profile = DEFAULT_PROFILE,
    workers: int = 1,
    first_pair: int = 0,
    save: bool = False,
    progress: Callable[[int], None] | None = None,
) -> MatchResult:
    """``games`` games (an even number: ``games // 2`` mirrored pairs) between players ``a`` and ``b``.

    Pairs ``first_pair .. first_pair + games // 2 - 1`` are played; ``workers``
    processes share them (the result does not depend on it). With ``save`` each
    outcome carries its game's ``penchant-play/1`` record. ``progress`` is
    called with the number of games just finished (2 per pair).
    """
    if isinstance(games, bool) or not isinstance(games, int) or games < 2 or games % 2:
        raise InvalidSettingError(
            f"games {games!r}: games come in mirrored pairs (each set of deals played twice, seats "
            f"swapped), so give an even number, 2 or more"
        )
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise InvalidSettingError.refusing_argument("workers", workers,
                                                    "must be a whole number of processes, 1 or more")
    if isinstance(first_pair, bool) or not isinstance(first_pair, int) or first_pair < 0:
        raise InvalidSettingError.refusing_argument("first_pair", first_pair, "must be a whole number, 0 or more")
    # Make the players once here so a bad name fails before any work starts.
    player_a, player_b = get_player(a, profile), get_player(b, profile)
    if save:  # and a saved game's names, so that no game is played only to be refused when it is saved
        record_names(player_a.name, player_b.name)
    jobs = [(a, b, profile, seed, p, save) for p in range(first_pair, first_pair + games // 2)]
    outcomes: list[GameOutcome] = []
    if workers == 1 or len(jobs) == 1:
        for job in jobs:
            done = play_pair_job(job)
            outcomes.extend(done)
            if progress is not None:
                progress(len(done))
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for pair_outcomes in pool.map(play_pair_job, jobs):
                outcomes.extend(pair_outcomes)
                if progress is not None:
                    progress(len(pair_outcomes))
    return summarise(a, b, profile.name, seed, outcomes)
