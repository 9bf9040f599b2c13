"""The ladder: Elo-style ratings of the computer players from a stored round robin.

A rating difference ``D`` says the stronger player is expected to take a share
``1 / (1 + 10 ** (-D / 400))`` of the games (a draw counts half): 100 points
is about 64%, 200 about 76%, 400 about 91%. :func:`elo_difference` turns one
match's share (and its 95% interval over mirrored pairs) into that scale; it
is what ``penchant match`` prints. An interval's end at a share of 0 or 1 has
no rating (no finite difference expects a clean sweep): that side is unbounded. :func:`fit_ratings` fits one rating per
player to every match of a round robin at once (Bradley–Terry by maximum
likelihood, one drawn game added between every two players so that a clean
sweep stays finite), with the random player at 0; the 95% intervals come
from refitting on the mirrored pairs resampled with a seeded generator
(bootstrap, ``rounds`` times).

The round robin itself is ``penchant/data/ladder.json`` (``penchant.data``), written
by ``python -m benchmarks.ladder``; :func:`load_ladder` reads it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from penchant.errors import InvalidNumberError, InvalidRecordError, UnknownPlayerError
from penchant.files.strict_reader import package_text, parse_json

__all__ = [
    "LADDER_SCHEMA",
    "Ladder",
    "PairShares",
    "Rating",
    "elo_bound",
    "elo_difference",
    "elo_interval_words",
    "elo_of_share",
    "fit_ratings",
    "load_ladder",
    "stronger_of",
]

LADDER_SCHEMA: Final = "penchant-ladder/1"
ANCHOR: Final = "random"
"""The player rated 0: every rating is points above the random player."""


def _check_share(share: float) -> None:
    """A match's share of the points, from 0 to 1, or an :class:`~penchant.errors.InvalidNumberError` quoting it."""
    if not 0 <= share <= 1:
        raise InvalidNumberError.refusing_argument("share", share, "is not between 0 and 1")


def elo_of_share(share: float, games: int) -> float:
    """A match's rating difference, the point estimate: the difference whose expected share is ``share``, held
    half a game from 0 and 1 (a clean sweep of ``games`` games is read as one half game short of it, so the
    estimate stays a number). Its interval is not held so: :func:`elo_bound`."""
    if games < 1:
        raise InvalidNumberError.refusing_argument("games", games, "must be 1 or more: a share needs a game")
    _check_share(share)
    edge = 0.5 / games
    s = min(1 - edge, max(edge, share))
    return 400 * math.log10(s / (1 - s))


def elo_bound(share: float) -> float | None:
    """The rating difference whose expected share is exactly ``share``, an end of an interval: ``None`` at 0 or
    1, where no finite difference expects that share (the interval is unbounded on that side)."""
    _check_share(share)
    if share in (0, 1):
        return None
    return 400 * math.log10(share / (1 - share))


def elo_difference(share: float, interval: tuple[float, float], games: int
                   ) -> tuple[float, float | None, float | None]:
    """A match's rating difference (:func:`elo_of_share`) and its 95% interval, each end the difference that
    expects the share interval's end exactly (:func:`elo_bound`; ``None``: unbounded on that side)."""
    lo, hi = interval
    return (elo_of_share(share, games), elo_bound(lo), elo_bound(hi))


def elo_interval_words(low: float | None, high: float | None) -> str:
    """A rating interval as a reader says it, an unbounded end left unsaid.

    >>> elo_interval_words(-349.2, 723.8), elo_interval_words(127.4, None), elo_interval_words(None, 12)
    ('-349 to +724', 'at least +127', 'at most +12')
    >>> elo_interval_words(None, None)
    'no bound either way'
    """
    if low is None and high is None:
        return "no bound either way"
    if high is None:
        return f"at least {low:+.0f}"
    if low is None:
        return f"at most {high:+.0f}"
    return f"{low:+.0f} to {high:+.0f}"


@dataclass(frozen=True, slots=True)
class PairShares:
    """One match of the round robin: A's share of each mirrored pair (0, 1/4, ..., 1)."""

    a: str
    b: str
    shares: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's rating with its 95% interval."""

    player: str
    rating: float
    low: float
    high: float

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "rating": round(self.rating, 1),
                "ci95": [round(self.low, 1), round(self.high, 1)]}


def _fit(players: Sequence[str], matches: Sequence[tuple[str, str, float, int]], anchor: str) -> dict[str, float]:
    """Bradley–Terry strengths by the MM algorithm, as Elo points with ``anchor`` at 0.

    ``matches``: (a, b, a's wins counting draws half, games). One drawn game is
    added between every two players who met.
    """
    wins = {p: 0.0 for p in players}
    meet: dict[tuple[str, str], float] = {}
    for a, b, w, n in matches:
        wins[a] += w + 0.5
        wins[b] += n - w + 0.5
        key = (a, b) if a < b else (b, a)
        meet[key] = meet.get(key, 0.0) + n + 1.0
    gamma = {p: 1.0 for p in players}
    for _ in range(2000):
        new: dict[str, float] = {}
        for p in players:
            denom = 0.0
            for (x, y), met in meet.items():
                if p in (x, y):
                    denom += met / (gamma[x] + gamma[y])
            new[p] = wins[p] / denom if denom else gamma[p]
        shift = max(abs(math.log(new[p] / gamma[p])) for p in players)
        gamma = new
        if shift < 1e-10:
            break
    zero = math.log10(gamma[anchor])
    return {p: 400 * (math.log10(gamma[p]) - zero) for p in players}


def fit_ratings(
    matches: Sequence[PairShares], rounds: int = 400, seed: int = 0, anchor: str = ANCHOR
) -> tuple[Rating, ...]:
    """One rating per player, best first, with 95% bootstrap intervals over mirrored pairs."""
    if not matches:
        raise InvalidNumberError("a ladder needs at least one match: the ratings of no matches are undefined")
    players = sorted({m.a for m in matches} | {m.b for m in matches})
    if anchor not in players:
        raise UnknownPlayerError(f"the anchor {anchor!r} played no match of the ladder {players!r}")
    for m in matches:
        if not m.shares:
            raise InvalidRecordError(f"the match {m.a!r} v {m.b!r} has no pairs")

    def tally(pick: Sequence[Sequence[float]]) -> list[tuple[str, str, float, int]]:
        return [(m.a, m.b, 2 * sum(s), 2 * len(s)) for m, s in zip(matches, pick, strict=True)]

    point = _fit(players, tally([m.shares for m in matches]), anchor)
    rng = random.Random(seed)
    draws: dict[str, list[float]] = {p: [] for p in players}
    for _ in range(rounds):
        pick = [[m.shares[rng.randrange(len(m.shares))] for _ in m.shares] for m in matches]
        fitted = _fit(players, tally(pick), anchor)
        for p in players:
            draws[p].append(fitted[p])
    out = []
    for p in players:
        xs = sorted(draws[p])
        lo = xs[int(0.025 * (len(xs) - 1))] if xs else point[p]
        hi = xs[math.ceil(0.975 * (len(xs) - 1))] if xs else point[p]
        out.append(Rating(p, point[p], min(lo, point[p]), max(hi, point[p])))
    out.sort(key=lambda r: -r.rating)
    return tuple(out)


@dataclass(frozen=True)
class Ladder:
    """The stored round robin: its matches (``penchant match`` JSON) and the fitted ratings."""

    matches: tuple[Mapping[str, Any], ...]
    ratings: tuple[Rating, ...]
    meta: Mapping[str, Any]

    def rating_of(self, player: str) -> Rating:
        for r in self.ratings:
            if r.player == player:
                return r
        raise UnknownPlayerError.refusing(player, f"not on the ladder: {[r.player for r in self.ratings]!r}")

    def match(self, a: str, b: str) -> Mapping[str, Any]:
        """The match between ``a`` and ``b`` (from either side's listing)."""
        for m in self.matches:
            if (m["a"], m["b"]) in ((a, b), (b, a)):
                return m
        raise UnknownPlayerError(f"the ladder has no match between {a!r} and {b!r}")


def load_ladder(text: str | None = None) -> Ladder:
    """The ladder in ``text`` (a ``penchant-ladder/1`` document), by default the packaged one."""
    if text is None:
        text = package_text("penchant.data", "ladder.json")
    data = parse_json(text, "the ladder", error=InvalidRecordError)
    if not isinstance(data, dict) or data.get("schema") != LADDER_SCHEMA:
        got = data.get("schema") if isinstance(data, dict) else type(data).__name__
        raise InvalidRecordError(f"the ladder's schema is {got!r}, not {LADDER_SCHEMA!r}")
    try:
        ratings = tuple(Rating(r["player"], float(r["rating"]), float(r["ci95"][0]), float(r["ci95"][1]))
                        for r in data["ratings"])
        matches = tuple(data["matches"])
    except (KeyError, TypeError, IndexError, ValueError) as exc:
        raise InvalidRecordError(f"the ladder's ratings or matches are malformed: {exc!r}") from None
    meta = {k: v for k, v in data.items() if k not in ("ratings", "matches")}
    return Ladder(matches, ratings, meta)


def stronger_of(match: Mapping[str, Any]) -> str | None:
    """The player of a ladder match the games show the stronger, or ``None`` when they are too few to tell: the
    first player (``match["a"]``) when the 95% interval of his share of the wins lies at or above a half, the
    second when it lies at or below, no one when it straddles a half.

    >>> stronger_of({"a": "master", "b": "strong", "win_share_a_ci95": [0.47, 0.58]}) is None
    True
    >>> stronger_of({"a": "master", "b": "strong", "win_share_a_ci95": [0.52, 0.61]})
    'master'
    """
    lo, hi = match["win_share_a_ci95"]
    if lo < 0.5 < hi:
        return None
    return str(match["a"] if lo >= 0.5 else match["b"])
