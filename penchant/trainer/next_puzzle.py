"""Which puzzle the practice page serves next: every rule of picking, as pure functions of the store.

The attempt store (:mod:`penchant.trainer.stores`) keeps the :class:`~penchant.trainer.attempts.Look` s
(each puzzle put on the page, answered or not) and the attempts; :class:`History` folds them, and
:func:`pick_next` chooses, given the filtered pool, the learner's :class:`~penchant.trainer.progress.Progress`
and a seeded :class:`random.Random` (same store, same seed: same puzzle). The rules:

* **Seen puzzles wait.** A puzzle looked at (answered, skipped, or tried in a chapter) is not served again
  until every puzzle of the filtered pool has been seen (:func:`least_seen`); then the least seen come
  back first, unsolved before solved.
* **Misses come back.** A puzzle whose look began with a miss (or with *Show solution*) is queued for
  review (:func:`review_queue`): it returns after at least :data:`REVIEW_AFTER` other puzzles and
  within :data:`REVIEW_WITHIN`; missed again on its return, the wait doubles (:func:`review_gap`: 3, 6,
  12, ... others); it leaves the queue when a later look begins with a solve. Due reviews are served
  first, the one whose latest turn comes soonest first (:func:`due_reviews`).
* **Variety.** No puzzle template (a title without its number: "May you declare it?") is served more than
  :data:`SAME_TEMPLATE` times in a row while another template can be (:func:`template_of`).
* **Near the rating.** Among the candidates, one of the :data:`NEAREST` whose ratings are nearest the
  learner's, by the seeded draw (:func:`nearest`); the streak mode takes the lowest rated above a floor
  that rises with each solve (:func:`lowest_above`, :func:`streak_floor`), a rush the nearest to a target
  that rises with its score (:func:`~penchant.trainer.rush.rush_target`, in :mod:`penchant.trainer.rush`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from penchant.puzzles.model import Puzzle
from penchant.puzzles.words.position import plain_title
from penchant.trainer.attempts import Attempt, Look, Outcome
from penchant.trainer.progress import PROVISIONAL, Progress

__all__ = [
    "FIRST_EASY",
    "NEAREST",
    "THEME_LEAST",
    "easiest",
    "starts_easy",
    "easiest_left",
    "shared_themes",
    "REVIEW_AFTER",
    "REVIEW_WITHIN",
    "History",
    "LookResult",
    "Pick",
    "Review",
    "due_reviews",
    "least_seen",
    "look_results",
    "lowest_above",
    "nearest",
    "pick_next",
    "review_gap",
    "review_latest",
    "review_queue",
    "seen_counts",
    "streak_floor",
    "Streak",
    "template_of",
]

REVIEW_AFTER: Final = 3
"""A missed puzzle returns after at least this many other puzzles..."""
REVIEW_WITHIN: Final = 15
"""... and within this many."""
NEAREST: Final = 5
"""The seeded draw is among this many puzzles nearest the learner's rating."""
SAME_TEMPLATE: Final = 2
"""No template is served more than this many times in a row while another can be."""
STREAK_START_BELOW: Final = 250
"""A streak starts this far below the learner's rating."""
STREAK_STEP_WITHIN: Final = 60
"""A streak's next puzzle is drawn among those rated within this many points of the lowest above its floor."""
FIRST_EASY: Final = PROVISIONAL
"""A new player's puzzles (until this many are rated: while the rating is provisional) are the easiest of the
filtered pool, the easiest first (:func:`easiest`), not a draw near the starting rating: a draw near 1500 can
open on a game-at-stake end-game, and a small filter (the two puzzles of "When to declare") on its five-dot one,
before the rating means anything. In every mode: a rush and a streak open on the easiest too, as the page tells a
beginner ("the easiest first")."""
THEME_LEAST: Final = 5
"""A theme is offered to pick by when at least this many puzzles of the chosen kind share it: the bank has some
ninety themes, most held by one or two puzzles, too many and too thin for a menu."""

PickReason = Literal["review", "new", "again"]


def starts_easy(progress: Progress) -> bool:
    """Whether the learner is new (fewer than :data:`FIRST_EASY` puzzles rated): then the next puzzle is the
    easiest one the filters leave (:func:`pick_next` with ``easiest``)."""
    return progress.rated < FIRST_EASY


def easiest(cands: Sequence[Puzzle], progress: Progress) -> Puzzle:
    """The lowest rated candidate (by its rating now; the id breaks a tie): a new learner's next puzzle."""
    return min(cands, key=lambda p: (progress.rating_of(p.id).r, p.id))


def easiest_left(pool: Sequence[Puzzle], history: History, progress: Progress) -> Puzzle | None:
    """The puzzle a new learner is served next from ``pool`` when no review is due: the easiest of the least seen
    (``None`` for an empty pool). The practice page says its dots ("the easiest ones first, from ●●●○○"): with
    a filter or a mode that leaves only harder ones, the words say so rather than promise three dots."""
    cands = least_seen(pool, history.seen, progress)
    return easiest(cands, progress) if cands else None


def shared_themes(bank: Iterable[Puzzle], kind: str | None = None) -> list[str]:
    """The themes (alphabetical) that at least :data:`THEME_LEAST` puzzles of ``kind`` (any kind: ``None``)
    share: what a learner can practise by."""
    counts = Counter(t for p in bank if kind in (None, p.kind) for t in p.themes)
    return sorted(t for t, n in counts.items() if n >= THEME_LEAST)


@dataclass(frozen=True, slots=True)
class LookResult:
    """One look at a puzzle, in order (``index`` 0 is the first), and how it began: the first attempt
    made while the puzzle was on the page (``None``: skipped)."""

    puzzle_id: str
    index: int
    first: Outcome | None


@dataclass(frozen=True, slots=True)
class Review:
    """A missed puzzle waiting to come back: missed on look ``missed_at``, ``misses`` looks in a row."""

    puzzle_id: str
    missed_at: int
    misses: int

    @property
    def due_at(self) -> int:
        """The number of looks after which it may be served (``missed_at`` + 1 + the gap)."""
        return self.missed_at + 1 + review_gap(self.misses)

    @property
    def latest_at(self) -> int:
        """The number of looks by which it must have been served."""
        return self.missed_at + 1 + review_latest(self.misses)


def review_gap(misses: int) -> int:
    """How many other puzzles a puzzle missed on ``misses`` looks in a row waits for at least: 3, 6, 12, ..."""
    return int(REVIEW_AFTER << (max(1, misses) - 1))


def review_latest(misses: int) -> int:
    """How many other puzzles it waits for at most: 15 the first time, then five times the gap."""
    return int(REVIEW_WITHIN << (max(1, misses) - 1))


def look_results(looks: Sequence[Look], attempts: Sequence[Attempt]) -> tuple[LookResult, ...]:
    """Each look (in time order) with the first attempt made at that puzzle after it and before its next look.

    An attempt earlier than every look of its puzzle (a chapter's board) belongs to no look.
    """
    order = sorted(range(len(looks)), key=lambda i: (looks[i].at, i))
    firsts: dict[int, Outcome] = {}
    by_puzzle: dict[str, list[tuple[float, int]]] = {}
    for rank, i in enumerate(order):
        by_puzzle.setdefault(looks[i].puzzle_id, []).append((looks[i].at, rank))
    for a in attempts:
        mine = by_puzzle.get(a.puzzle_id)
        if not mine:
            continue
        owner = None
        for at, rank in mine:
            if at <= a.at:
                owner = rank
            else:
                break
        if owner is not None and owner not in firsts:
            firsts[owner] = a.outcome
    return tuple(LookResult(looks[i].puzzle_id, rank, firsts.get(rank)) for rank, i in enumerate(order))


def review_queue(results: Sequence[LookResult]) -> dict[str, Review]:
    """The puzzles waiting for review after these looks.

    A look that began with a miss or a shown solution queues its puzzle (one more miss in a row if it was
    queued already); one that began with a solve takes it out; a skipped look of a queued puzzle puts it
    back at the end of the same wait.
    """
    queue: dict[str, Review] = {}
    for r in results:
        if r.first in (Outcome.MISSED, Outcome.SHOWN):
            before = queue.get(r.puzzle_id)
            queue[r.puzzle_id] = Review(r.puzzle_id, r.index, (before.misses if before else 0) + 1)
        elif r.first is None:
            waiting = queue.get(r.puzzle_id)
            if waiting is not None:
                queue[r.puzzle_id] = Review(r.puzzle_id, r.index, waiting.misses)
        else:
            queue.pop(r.puzzle_id, None)
    return queue


def due_reviews(queue: Mapping[str, Review], looks: int, pool: Iterable[str]) -> list[Review]:
    """The queued puzzles of ``pool`` that may be served after ``looks`` looks, the soonest latest turn first."""
    ids = set(pool)
    due = [r for r in queue.values() if r.puzzle_id in ids and looks >= r.due_at]
    due.sort(key=lambda r: (r.latest_at, r.missed_at, r.puzzle_id))
    return due


def seen_counts(looks: Sequence[Look], attempts: Sequence[Attempt]) -> dict[str, int]:
    """How many times each puzzle was seen: its looks, or 1 if it was only tried (in a chapter)."""
    counts: dict[str, int] = {}
    for lk in looks:
        counts[lk.puzzle_id] = counts.get(lk.puzzle_id, 0) + 1
    for a in attempts:
        counts.setdefault(a.puzzle_id, 1)
    return counts


@dataclass(frozen=True, slots=True)
class History:
    """What the picker needs from the store: the looks in order, the review queue, how often each was seen."""

    results: tuple[LookResult, ...]
    queue: Mapping[str, Review]
    seen: Mapping[str, int]

    @classmethod
    def of(cls, looks: Sequence[Look], attempts: Sequence[Attempt]) -> History:
        results = look_results(looks, attempts)
        return cls(results, review_queue(results), seen_counts(looks, attempts))

    @property
    def looks(self) -> int:
        return len(self.results)


def least_seen(pool: Sequence[Puzzle], seen: Mapping[str, int], progress: Progress,
               exclude: Iterable[str] = ()) -> list[Puzzle]:
    """The candidates: the pool's unseen puzzles; once every one was seen, the least seen, unsolved first."""
    skip = set(exclude)
    cands = [p for p in pool if p.id not in skip]
    if not cands:
        return []
    key = {p.id: (seen.get(p.id, 0), progress.state(p.id).solved) for p in cands}
    low = min(key.values())
    return [p for p in cands if key[p.id] == low]


def template_of(p: Puzzle) -> str:
    """A puzzle's template: its title without its number (``"May you declare it? (3)"`` -> ``"May you declare
    it?"``), and its kind and task, so that two kinds sharing a title stay apart."""
    return f"{p.kind}/{p.task}/{plain_title(p.title)}"


def varied(cands: Sequence[Puzzle], last: Sequence[str]) -> list[Puzzle]:
    """The candidates without the template served the last :data:`SAME_TEMPLATE` times in a row, if any other is
    left (``last``: the templates served, oldest first)."""
    if len(last) < SAME_TEMPLATE or len(set(last[-SAME_TEMPLATE:])) != 1:
        return list(cands)
    other = [p for p in cands if template_of(p) != last[-1]]
    return other or list(cands)


def nearest(cands: Sequence[Puzzle], progress: Progress, rng: random.Random, target: float) -> Puzzle:
    """One of the :data:`NEAREST` candidates whose ratings are nearest ``target``, by the seeded draw."""
    ranked = sorted(cands, key=lambda p: (abs(progress.rating_of(p.id).r - target), p.id))
    return rng.choice(ranked[:NEAREST])


def lowest_above(cands: Sequence[Puzzle], progress: Progress, rng: random.Random, floor: float) -> Puzzle:
    """The lowest rated candidate above ``floor`` (a draw among those within :data:`STREAK_STEP_WITHIN` points of
    it); the
    highest rated one when none is above."""
    higher = [p for p in cands if progress.rating_of(p.id).r > floor]
    if not higher:
        return max(cands, key=lambda p: (progress.rating_of(p.id).r, p.id))
    low = min(progress.rating_of(p.id).r for p in higher)
    near = [p for p in higher if progress.rating_of(p.id).r - low < STREAK_STEP_WITHIN]
    return rng.choice(sorted(near, key=lambda p: p.id))


def streak_floor(learner: float, last: float | None) -> float:
    """A streak's next puzzle is rated above this: a little below the learner's rating to start, then the
    rating of the puzzle just solved."""
    return learner - STREAK_START_BELOW if last is None else last


@dataclass(frozen=True, slots=True)
class Streak:
    """A streak on the practice page: puzzles of rising ratings, ended by the first puzzle not solved at its first
    answer. ``run``: solved in a row; ``last``: the rating of the puzzle just solved (``None`` to start)."""

    run: int = 0
    last: float | None = None

    def after(self, solved: bool, rating: float) -> Streak:
        """The streak after a puzzle's first answer: one more and harder, or over (back to the start)."""
        return Streak(self.run + 1, rating) if solved else Streak()

    def floor(self, learner: float) -> float:
        """The next puzzle is rated above this (:func:`streak_floor`)."""
        return streak_floor(learner, self.last)

    def words(self, solved: bool, ended_at: int = 0) -> str:
        """What the page says after an answer: ``"Streak: 3 in a row. The next one is harder."``, or where it
        ended (``ended_at``: the run before the miss)."""
        if solved:
            return f"Streak: {self.run} in a row. The next one is harder."
        return f"The streak ends at {ended_at}. Finish this puzzle, then press Next to start again."


@dataclass(frozen=True, slots=True)
class Pick:
    """The puzzle picked and why: ``review`` (a miss coming back), ``new`` (unseen) or ``again`` (the
    pool was exhausted)."""

    puzzle: Puzzle
    reason: PickReason


def pick_next(pool: Sequence[Puzzle], history: History, progress: Progress, rng: random.Random, *,
              target: float | None = None, floor: float | None = None, reviews: bool = True,
              exclude: Iterable[str] = (), last: Sequence[str] = (), easy: bool = False) -> Pick | None:
    """The next puzzle of ``pool``: a due review first (with ``reviews``), else an unseen one (a least seen
    one once the pool is exhausted) near ``target`` (default: the learner's rating), or, with ``floor``,
    the lowest rated above it. Queued reviews not yet due wait; ``exclude`` (the puzzle on the page) is
    never picked while another one can be; ``last`` (the templates served, oldest first) keeps a template
    from being served more than :data:`SAME_TEMPLATE` times in a row; ``easy`` (a new learner): the easiest
    candidate (:func:`easiest`; above ``floor`` when one is) instead of a draw near ``target`` or above
    ``floor``. ``None`` only for an empty pool."""
    skip = set(exclude)
    if reviews:
        due = [r for r in due_reviews(history.queue, history.looks, (p.id for p in pool)) if r.puzzle_id not in skip]
        if due:
            by_id = {p.id: p for p in pool}
            return Pick(by_id[due[0].puzzle_id], "review")
    waiting = {r.puzzle_id for r in history.queue.values()} if reviews else set()
    cands = (least_seen(pool, history.seen, progress, skip | waiting) or least_seen(pool, history.seen, progress, skip)
             or least_seen(pool, history.seen, progress))
    if not cands:
        return None
    cands = varied(cands, last)
    reason: PickReason = "new" if history.seen.get(cands[0].id, 0) == 0 else "again"
    if easy:  # every mode: a streak rises from the easiest, a rush serves the easiest left (see FIRST_EASY)
        above = [p for p in cands if floor is None or progress.rating_of(p.id).r > floor]
        return Pick(easiest(above or cands, progress), reason)
    if floor is not None:
        return Pick(lowest_above(cands, progress, rng, floor), reason)
    return Pick(nearest(cands, progress, rng, progress.learner.r if target is None else target), reason)
