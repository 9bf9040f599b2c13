"""Glicko-2 ratings for learners and puzzles (Glickman, "Example of the Glicko-2
system", 2012; the volatility step uses the Illinois algorithm of section 5.1).

A solve on the first try is a win for the learner against the puzzle, a miss
(or a shown solution) a loss; both ratings move after each first attempt
(:func:`update_pair`). Ratings are on the familiar scale (1500 = average);
:class:`Rating` is frozen and round-trips through JSON.

The module is small and is tested against the worked example of the paper:
r=1500, RD=200, sigma=0.06, tau=0.5 against (1400, 30) won, (1550, 100) lost,
(1700, 300) lost gives r' = 1464.06, RD' = 151.52, sigma' = 0.05999.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Final

from penchant.errors import InvalidRecordError

__all__ = ["DEFAULT", "Rating", "TAU", "expected", "rate", "rating_change_words", "update_pair"]

SCALE: Final = 173.7178
TAU: Final = 0.5
"""The system constant: how fast volatility may change (Glickman suggests 0.3 to 1.2)."""
EPSILON: Final = 0.000001
MIN_RD: Final = 45.0
"""A floor on the rating deviation, so that a rating keeps learning (a common practice, e.g. Lichess)."""


R_RANGE: Final = (0.0, 4000.0)
"""The ratings a :class:`Rating` takes, and :func:`rate` keeps to: far enough apart for any learner and puzzle, and
close enough that the model's expected score never rounds to exactly 0 or 1 (which would leave the maths a
division by zero or an overflow)."""

MAX_RD: Final = 350.0
"""The largest rating deviation, a new player's (Glicko's cap)."""

MAX_SIGMA: Final = 1.0
"""The largest volatility a rating takes (Glicko-2 starts at 0.06)."""


@dataclass(frozen=True, slots=True)
class Rating:
    """A Glicko-2 rating: ``r`` (1500 = average; from 0 to 4000, :data:`R_RANGE`), deviation ``rd`` (above 0, at most
    350), volatility ``sigma`` (above 0, at most 1). Anything else is an :class:`InvalidRecordError` quoting it."""

    r: float = 1500.0
    rd: float = 350.0
    sigma: float = 0.06

    def __post_init__(self) -> None:
        for name in ("r", "rd", "sigma"):
            v = getattr(self, name)
            if not isinstance(v, int | float) or isinstance(v, bool) or not math.isfinite(v):
                raise InvalidRecordError.wanting(f"rating {name}", "a number", v)
        if not R_RANGE[0] <= self.r <= R_RANGE[1]:
            raise InvalidRecordError.refusing(self.r, f"not a rating: ratings run from {R_RANGE[0]:g} to "
                                                      f"{R_RANGE[1]:g}")
        if not 0 < self.rd <= MAX_RD:
            raise InvalidRecordError.refusing(self.rd, f"not a rating deviation: above 0 and at most {MAX_RD:g}")
        if not 0 < self.sigma <= MAX_SIGMA:
            raise InvalidRecordError.refusing(self.sigma, f"not a rating volatility: above 0 and at most "
                                                          f"{MAX_SIGMA:g}")

    def __str__(self) -> str:
        return f"{round(self.r)} ± {round(2 * self.rd)}"

    def to_json(self) -> dict[str, float]:
        return {"r": round(self.r, 4), "rd": round(self.rd, 4), "sigma": round(self.sigma, 6)}

    @classmethod
    def from_json(cls, data: object) -> Rating:
        """Read the form :meth:`to_json` writes: an object with the numbers ``r``, ``rd`` and ``sigma``, each
        required. Anything else is an :class:`InvalidRecordError` quoting it: not an object, a key missing, a value
        that is not a number (a bool or a string such as ``"1500"`` is refused, not converted), or a number out of
        its range (the message :class:`Rating` gives)."""
        if not isinstance(data, Mapping):
            raise InvalidRecordError.refusing(data, f"not a rating: an object with {', '.join(_FIELDS)}")
        missing = [key for key in _FIELDS if key not in data]
        if missing:
            raise InvalidRecordError.refusing(data, f"not a rating: an object with {', '.join(_FIELDS)}; this one "
                                                    f"lacks {', '.join(missing)}")
        return cls(*(data[key] for key in _FIELDS))


_FIELDS: Final = ("r", "rd", "sigma")


DEFAULT: Final = Rating()


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected(player: Rating, opponent: Rating) -> float:
    """The chance ``player`` beats ``opponent`` (solves the puzzle), by the Glicko-2 model."""
    return _e((player.r - 1500) / SCALE, (opponent.r - 1500) / SCALE, opponent.rd / SCALE)


def rate(player: Rating, games: Iterable[tuple[Rating, float]], tau: float = TAU,
         min_rd: float = 0.0) -> Rating:
    """The rating after one rating period of ``games`` ``(opponent, score)``; score 1 win, 0 loss, 0.5 draw.

    With no games only the deviation grows (step 6 of the paper).
    """
    mu = (player.r - 1500) / SCALE
    phi = player.rd / SCALE
    sigma = player.sigma
    results = [((o.r - 1500) / SCALE, o.rd / SCALE, float(s)) for o, s in games]
    if not results:
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.r, min(MAX_RD, max(min_rd, phi_star * SCALE)), sigma)
    v_inv = 0.0
    delta_sum = 0.0
    for mu_j, phi_j, s in results:
        g = _g(phi_j)
        e = _e(mu, mu_j, phi_j)
        v_inv += g * g * e * (1 - e)
        delta_sum += g * (s - e)
    v = 1.0 / v_inv
    delta = v * delta_sum
    # Step 5: the new volatility (Illinois algorithm).
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        num = ex * (delta * delta - phi * phi - v - ex)
        den = 2.0 * (phi * phi + v + ex) ** 2
        return num / den - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a = f_a / 2
        big_b, f_b = big_c, f_c
    new_sigma = math.exp(big_a / 2)
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * delta_sum
    r = min(R_RANGE[1], max(R_RANGE[0], SCALE * new_mu + 1500))
    return Rating(r, min(MAX_RD, max(min_rd, SCALE * new_phi)), min(MAX_SIGMA, new_sigma))


def update_pair(learner: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """Both ratings after one first attempt: the learner "wins" by solving on the first try."""
    s = 1.0 if solved else 0.0
    return (rate(learner, [(puzzle, s)], min_rd=MIN_RD), rate(puzzle, [(learner, 1.0 - s)], min_rd=MIN_RD))


def rating_change_words(before: Rating | float, after: Rating | float) -> str:
    """The change in words with the numbers, as the verdict shows it: ``"Rating 1500 → 1512 (+12)"``.

    Both ratings are rounded first, so the difference is the difference of the numbers shown.
    """
    b = round(before.r if isinstance(before, Rating) else before)
    a = round(after.r if isinstance(after, Rating) else after)
    d = a - b
    sign = "+" if d > 0 else ("−" if d < 0 else "±")
    return f"Rating {b} → {a} ({sign}{abs(d)})"
