"""A judge's values of a position's choices, and when they settle it (decision and timing puzzles).

The judge (a player, handed in by the caller: puzzles do not import players) values every choice of a view in
each run of its deliberation; run ``r`` uses ``random.Random(seed * 100 + r)`` and values every choice in the
same sampled deals, so the difference between two choices in one run is a paired difference.

**The margin** (:attr:`Judgement.clear`): the best choice must beat *every* other choice by more than
:data:`MARGIN_SE` (three) standard errors of their paired difference over the runs (the runs' differences
are independent batch means, so the standard error is their spread over the square root of the runs),
and by :data:`MIN_GAP` points at least. Three, not two: a puzzle has up to eight choices and the bank many
puzzles, so a two-error gap comes by chance alone too often.

**A fresh judgement** (:data:`CONFIRM_RUNS`): the judgement that finds a position is not the one that
answers it. Among the many positions a miner looks at, the ones whose sample happened to spread the choices
apart are the ones kept (the winner's curse), so the stored judgement is a second one, from seeds the first
never used (:data:`FRESH`), with twice the runs; the margin must hold on it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from penchant.errors import PuzzleError
from penchant.play.moves import Action, Declare, Play
from penchant.play.view import PlayerView
from penchant.rules.combinations import classify
from penchant.words.cards import cards_words
from penchant.words.kinds import kind_words

__all__ = ["CONFIRM_RUNS", "DEFAULT_RUNS", "FRESH", "HABIT", "HOLD", "MARGIN_SE", "MIN_GAP", "Judge", "Judgement",
           "PlayerMaker", "choice_of", "judge_view", "renamed_choice"]

DEFAULT_RUNS: Final = 6
"""Runs of the judge's deliberation that find a position (each over the judge's own sampled deals)."""
CONFIRM_RUNS: Final = 12
"""Runs of the fresh judgement that answers a puzzle (12 runs of 40: 480 sampled deals)."""
FRESH: Final = 10**9
"""A fresh judgement's seed is the finding one's plus this: its runs' seeds (``seed * 100 + r``) are none of the
finding runs' (the miners' seeds are far below it)."""
MARGIN_SE: Final = 3.0
"""The best choice must beat every other by more than this many standard errors of the paired difference."""
MIN_GAP: Final = 0.5
"""...and by at least this many points of the deal on average (a smaller edge is not worth a puzzle)."""
_PLACES: Final = 4
HABIT: Final = "greedy"
"""The player whose choice stands for a natural habit (a wrong one is the tempting answer)."""


class _Valued(Protocol):
    @property
    def action(self) -> Action: ...

    @property
    def value(self) -> float: ...


class _Deliberation(Protocol):
    @property
    def choices(self) -> Sequence[_Valued]: ...

    @property
    def method(self) -> str: ...


class Judge(Protocol):
    """What the judge must do (a :class:`penchant.players.Player` does): value every action of a view."""

    @property
    def name(self) -> str: ...

    def analyse(self, view: PlayerView, rng: random.Random) -> _Deliberation: ...

    def choose(self, view: PlayerView, rng: random.Random) -> Action: ...


PlayerMaker = Callable[[str, Any], Judge]
"""Makes a player from its name and the rules (:func:`penchant.players.get_player`)."""


HOLD: Final = "nothing now"
"""The choice of declaring nothing at a declaration (holding the cards back)."""


def choice_of(action: Action) -> str:
    """An action as the choice a learner presses, by its cards: ``'10♠'`` (the card to play),
    ``'Q♠ J♥ (penchant)'`` (the declaration), :data:`HOLD` (declare nothing)."""
    if isinstance(action, Play):
        return action.card.unicode
    if isinstance(action, Declare):
        kind = classify(action.cards)
        return cards_words(action.cards) + (f" ({kind_words(kind)})" if kind is not None else "")
    return HOLD


def renamed_choice(old: str) -> str:
    """A choice as earlier banks wrote it (``'play 10♠'``, ``'declare Q♠ J♥ (penchant)'``, ``'pass'``), as
    :func:`choice_of` writes it now."""
    head, _, rest = old.partition(" ")
    if head == "play":
        return rest
    if head == "declare":
        return rest
    if old == "pass":
        return HOLD
    return old


@dataclass(frozen=True, slots=True)
class Judgement:
    """A judge's values of each choice, one per run (same sampled deals within a run)."""

    judge: str
    seed: int
    values: Mapping[str, tuple[float, ...]]
    method: str = ""
    """How the judge values an action (its deliberation's method: ``'40 sampled deals'``)."""
    habit: str | None = None
    """The habit player's choice in this position (:data:`HABIT`)."""
    found_seed: int | None = None
    """The seed of the judgement that found the position, when this one is a fresh judgement of it."""

    @property
    def runs(self) -> int:
        return min((len(v) for v in self.values.values()), default=0)

    def mean(self, choice: str) -> float:
        v = self.values[choice]
        return sum(v) / len(v)

    @property
    def ranked(self) -> list[str]:
        """Choices best first (ties in stored order)."""
        order = list(self.values)
        return sorted(order, key=lambda c: (-self.mean(c), order.index(c)))

    def difference(self, better: str, worse: str) -> tuple[float, float]:
        """The mean paired difference of two choices' values and its standard error over the runs."""
        d = [a - b for a, b in zip(self.values[better], self.values[worse], strict=True)]
        n = len(d)
        m = sum(d) / n
        if n < 2:
            return m, math.inf
        var = sum((x - m) ** 2 for x in d) / (n - 1)
        return m, math.sqrt(var / n)

    @property
    def edge(self) -> tuple[float, float]:
        """How far the best choice beats the next (mean paired difference, standard error)."""
        best, nxt = self.ranked[:2]
        return self.difference(best, nxt)

    def margin(self, other: str) -> float:
        """How many standard errors of their paired difference the best choice beats ``other`` by
        (infinite when the difference is the same in every run, and positive)."""
        m, se = self.difference(self.ranked[0], other)
        if se == 0:
            return math.inf if m > 0 else 0.0
        return m / se

    @property
    def unclear(self) -> list[str]:
        """The choices the best does not beat by more than :data:`MARGIN_SE` standard errors and :data:`MIN_GAP`
        points: within the noise of the sampling, each could be as good as the best."""
        if self.runs < 2:
            return self.ranked[1:]
        best = self.ranked[0]
        return [c for c in self.ranked[1:]
                if not (self.margin(c) > MARGIN_SE and self.difference(best, c)[0] >= MIN_GAP)]

    @property
    def clear(self) -> bool:
        """The best beats every other choice by more than :data:`MARGIN_SE` standard errors and :data:`MIN_GAP`
        points."""
        return len(self.values) >= 2 and self.runs >= 2 and not self.unclear

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.judge, "method": self.method, "seed": self.seed, "runs": self.runs,
                               "habit": self.habit}
        if self.found_seed is not None:
            out["found_seed"] = self.found_seed
        out["values"] = {c: [round(x, _PLACES) for x in v] for c, v in self.values.items()}
        return out

    @classmethod
    def from_json(cls, data: object, pid: str = "") -> Judgement:
        """Read the form :meth:`to_json` writes, a puzzle's ``history['judge']``; a refusal names the puzzle ``pid``
        when one is given (:meth:`~penchant.errors.PuzzleError.of_puzzle`)."""
        try:
            return cls._read(data)
        except PuzzleError as exc:
            if not pid:
                raise
            raise PuzzleError.of_puzzle(pid, exc) from None

    @classmethod
    def _read(cls, data: object) -> Judgement:
        if not isinstance(data, Mapping):
            raise PuzzleError.wanting("history['judge']", "an object", data)
        judge, seed, values = data.get("player"), data.get("seed"), data.get("values")
        if not isinstance(judge, str) or not isinstance(seed, int) or isinstance(seed, bool):
            raise PuzzleError(f"history['judge'] needs a player name and a whole-number seed, not {data!r}")
        if not isinstance(values, Mapping) or len(values) < 2:
            raise PuzzleError(f"history['judge']['values'] must give two choices or more, not {values!r}")
        out: dict[str, tuple[float, ...]] = {}
        for c, v in values.items():
            if (not isinstance(v, list) or not v
                    or not all(isinstance(x, int | float) and not isinstance(x, bool) for x in v)):
                raise PuzzleError.wanting(f"history['judge']['values'][{c!r}]", "a list of numbers", v)
            out[str(c)] = tuple(float(x) for x in v)
        if len({len(v) for v in out.values()}) != 1:
            raise PuzzleError("the judge's choices have different numbers of runs")
        habit = data.get("habit")
        if habit is not None and habit not in out:
            raise PuzzleError(f"the habit's choice {habit!r} is not one of the judged choices")
        found = data.get("found_seed")
        if found is not None and (not isinstance(found, int) or isinstance(found, bool)):
            raise PuzzleError.wanting("history['judge']['found_seed']", "a whole number", found)
        return cls(judge, seed, out, str(data.get("method", "")), habit, found)


def judge_view(view: PlayerView, judge: str, seed: int, players: PlayerMaker, runs: int = DEFAULT_RUNS,
               first: _Deliberation | None = None) -> Judgement:
    """Run the judge's deliberation over ``view`` ``runs`` times (run ``r`` seeded ``seed * 100 + r``),
    and the habit's choice (seeded ``seed``).

    ``first``, when given, is run 0's deliberation (the miner has it already). Only the actions valued
    in every run are kept as choices.
    """
    player = players(judge, view.profile)
    per_run: list[dict[str, float]] = []
    method = ""
    for r in range(runs):
        d = first if (r == 0 and first is not None) else player.analyse(view, random.Random(seed * 100 + r))
        method = method or d.method
        per_run.append({choice_of(c.action): round(float(c.value), _PLACES) for c in d.choices})
    keep = [c for c in per_run[0] if all(c in run for run in per_run)]
    habit = choice_of(players(HABIT, view.profile).choose(view, random.Random(seed)))
    return Judgement(judge, seed, {c: tuple(run[c] for run in per_run) for c in keep}, method,
                     habit if habit in keep else None)
