"""The learner's records: an :class:`Attempt` (an answer or a shown solution), a :class:`Look` (a puzzle put
on the practice page), a :class:`RushRun` (a finished rush) and a :class:`GameDealt` (a game dealt on the play
board). Frozen values with a JSON form; the stores
(:mod:`penchant.trainer.stores`) keep them and :class:`~penchant.trainer.progress.Progress` folds them.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final, Literal

from penchant.errors import InvalidRecordError

__all__ = [
    "Attempt",
    "CONTEXTS",
    "Context",
    "GameDealt",
    "LOOK_MODES",
    "Look",
    "LookMode",
    "OUTCOMES",
    "Outcome",
    "RUSH_ENDS",
    "RushEnd",
    "RushRun",
    "STATUSES",
]


class Outcome(StrEnum):
    """What one attempt came to, and so where a puzzle stands: the one place the outcomes are named (stored by
    their values). :attr:`NEW` is a puzzle's standing before any attempt, never an attempt's; :attr:`SOLVED_AGAIN`
    is an attempt's only (a puzzle already solved stays as it was solved)."""

    NEW = "new"
    """No attempt yet: a puzzle's standing only (:attr:`~penchant.trainer.progress.PuzzleState.status`)."""
    SOLVED_FIRST = "solved_first"
    """Right on the first try."""
    SOLVED_AFTER_MISS = "solved_after_miss"
    """Right after one or more misses."""
    MISSED = "missed"
    """A wrong answer."""
    SHOWN = "shown"
    """The solution was asked for (or a right answer after it was shown)."""
    SOLVED_AGAIN = "solved_again"
    """Right again, the puzzle being solved already: an attempt's outcome only (the puzzle stands as it was
    first solved)."""

    @property
    def solved(self) -> bool:
        return self in (Outcome.SOLVED_FIRST, Outcome.SOLVED_AFTER_MISS, Outcome.SOLVED_AGAIN)


OUTCOMES: Final = tuple(o.value for o in Outcome if o is not Outcome.NEW)
"""The outcomes an attempt may have (stored by these values): every :class:`Outcome` but :attr:`Outcome.NEW`."""
STATUSES: Final = tuple(o for o in Outcome if o is not Outcome.SOLVED_AGAIN)
"""Where a puzzle may stand (:attr:`~penchant.trainer.progress.PuzzleState.status`): every :class:`Outcome` but
:attr:`Outcome.SOLVED_AGAIN`, an attempt's only."""
Context = Literal["", "chapter", "practice"]
CONTEXTS: Final = ("", "chapter", "practice")
"""Where an attempt was made: a chapter's board (it counts for progress, not the rating), the practice page
(it counts for both), or ``""``, an attempt stored before the two were told apart (counted as practice)."""


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answer (or one *Show solution*) to one puzzle.

    ``outcome``: ``solved_first`` (right on the first try), ``solved_after_miss``
    (right after one or more misses), ``missed`` (a wrong answer), ``shown``
    (the solution was asked for) or ``solved_again`` (right again, the puzzle solved already).
    ``seconds``: time since the puzzle was shown. ``context``: where it was made (:data:`CONTEXTS`).
    """

    puzzle_id: str
    outcome: Outcome
    answer: str = ""
    seconds: float = 0.0
    at: float = 0.0
    cost: str = ""
    context: Context = ""

    def __post_init__(self) -> None:
        if not isinstance(self.puzzle_id, str) or not self.puzzle_id:
            raise InvalidRecordError(f"an attempt names its puzzle, not {self.puzzle_id!r}")
        if self.outcome not in OUTCOMES:
            raise InvalidRecordError(f"attempt outcome {self.outcome!r} is not one of {', '.join(OUTCOMES)}")
        object.__setattr__(self, "outcome", Outcome(self.outcome))  # a stored row's text: its member
        if (isinstance(self.seconds, bool) or not isinstance(self.seconds, int | float)
                or not math.isfinite(self.seconds) or self.seconds < 0):
            raise InvalidRecordError.refusing_argument("attempt time", self.seconds,
                                                       "must be a number of seconds, 0 or more")
        if self.context not in CONTEXTS:
            raise InvalidRecordError(f"attempt context {self.context!r} is not one of 'chapter', 'practice'")
        if self.at == 0.0:
            object.__setattr__(self, "at", time.time())

    @property
    def solved(self) -> bool:
        return self.outcome.solved

    @property
    def rated(self) -> bool:
        """Whether it may move the learner's rating (practice, not a chapter's board)."""
        return self.context != "chapter"

    def to_json(self) -> dict[str, Any]:
        out = {"puzzle": self.puzzle_id, "outcome": self.outcome, "answer": self.answer,
               "seconds": round(float(self.seconds), 3), "at": self.at, "cost": self.cost}
        if self.context:
            out["context"] = self.context
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Attempt:
        if not isinstance(data, Mapping):
            raise InvalidRecordError(f"an attempt is an object, not {data!r}")
        try:
            return cls(str(data["puzzle"]), data["outcome"], str(data.get("answer", "")),
                       float(data.get("seconds", 0.0)), float(data.get("at", 0.0)), str(data.get("cost", "")),
                       data.get("context", ""))
        except (KeyError, TypeError, ValueError):
            raise InvalidRecordError.refusing(data, "not an attempt") from None


LookMode = Literal["near", "streak", "rush"]
LOOK_MODES: Final = ("near", "streak", "rush")
RushEnd = Literal["time", "misses", "stopped"]
RUSH_ENDS: Final = ("time", "misses", "stopped")


def _stamp(record: Look | RushRun | GameDealt) -> None:
    """Refuse a time that is not a number; 0 means now."""
    if not isinstance(record.at, int | float) or isinstance(record.at, bool):
        raise InvalidRecordError(f"a time is a number of seconds, not {record.at!r}")
    if record.at == 0.0:
        object.__setattr__(record, "at", time.time())


@dataclass(frozen=True, slots=True)
class Look:
    """A puzzle put in front of the learner on the practice page (``mode``: how it was picked).

    Answered or skipped, a looked-at puzzle is *seen*: the picker does not serve it again until
    the filtered pool is exhausted (:mod:`penchant.trainer.next_puzzle`).
    """

    puzzle_id: str
    at: float = 0.0
    mode: LookMode = "near"

    def __post_init__(self) -> None:
        if not isinstance(self.puzzle_id, str) or not self.puzzle_id:
            raise InvalidRecordError(f"a look names its puzzle, not {self.puzzle_id!r}")
        if self.mode not in LOOK_MODES:
            raise InvalidRecordError(f"look mode {self.mode!r} is not one of {', '.join(LOOK_MODES)}")
        _stamp(self)

    def to_json(self) -> dict[str, Any]:
        return {"look": self.puzzle_id, "at": self.at, "mode": self.mode}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Look:
        if not isinstance(data, Mapping) or "look" not in data:
            raise InvalidRecordError.refusing(data, "not a look")
        try:
            return cls(str(data["look"]), float(data.get("at", 0.0)), data.get("mode", "near"))
        except (TypeError, ValueError):
            raise InvalidRecordError.refusing(data, "not a look") from None


@dataclass(frozen=True, slots=True)
class RushRun:
    """One finished rush: ``score`` puzzles solved, ``misses`` missed, over ``seconds``; ``ended`` by
    the clock (``time``), the third miss (``misses``) or the learner (``stopped``)."""

    score: int
    misses: int
    seconds: float
    ended: RushEnd
    at: float = 0.0

    def __post_init__(self) -> None:
        for name in ("score", "misses"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise InvalidRecordError(f"a rush's {name} is a whole number, 0 or more, not {v!r}")
        if not isinstance(self.seconds, int | float) or self.seconds < 0:
            raise InvalidRecordError.refusing_argument("a rush's time", self.seconds, "must be 0 seconds or more")
        if self.ended not in RUSH_ENDS:
            raise InvalidRecordError(f"a rush ends by {', '.join(RUSH_ENDS)}, not {self.ended!r}")
        _stamp(self)

    def to_json(self) -> dict[str, Any]:
        return {"rush": {"score": self.score, "misses": self.misses, "seconds": round(float(self.seconds), 3),
                         "ended": self.ended}, "at": self.at}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RushRun:
        if not isinstance(data, Mapping) or not isinstance(data.get("rush"), Mapping):
            raise InvalidRecordError.refusing(data, "not a rush")
        r = data["rush"]
        try:
            return cls(r["score"], r["misses"], float(r["seconds"]), r["ended"], float(data.get("at", 0.0)))
        except (KeyError, TypeError, ValueError):
            raise InvalidRecordError.refusing(data, "not a rush") from None


@dataclass(frozen=True, slots=True)
class GameDealt:
    """A game against the computer dealt on the learner's play board (chapter 8): on the deals of ``seed``, against
    ``opponent`` (a player's name). Counted, they make each visit's first game a fresh one."""

    seed: int
    opponent: str
    at: float = 0.0

    def __post_init__(self) -> None:
        if not isinstance(self.seed, int) or isinstance(self.seed, bool):
            raise InvalidRecordError.refusing(self.seed, "a game's seed is a whole number")
        if not isinstance(self.opponent, str) or not self.opponent:
            raise InvalidRecordError.refusing(self.opponent, "a game names the player it is against")
        _stamp(self)

    def to_json(self) -> dict[str, Any]:
        return {"game": {"seed": self.seed, "opponent": self.opponent}, "at": self.at}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameDealt:
        if not isinstance(data, Mapping) or not isinstance(data.get("game"), Mapping):
            raise InvalidRecordError.refusing(data, "not a game")
        g = data["game"]
        try:
            return cls(g["seed"], g["opponent"], float(data.get("at", 0.0)))
        except (KeyError, TypeError, ValueError):
            raise InvalidRecordError.refusing(data, "not a game") from None
