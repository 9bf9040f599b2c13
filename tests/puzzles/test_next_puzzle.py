"""Issue #23: the store remembers looks and rushes (both stores), and every rule of picking (seeded).

The sessions below drive :func:`penchant.trainer.next_puzzle.pick_next` over a real store of each kind
(SQLite and JSON lines), with a fake clock for the records' times, exactly as the practice page does:
pick, record the look, maybe answer.
"""

from __future__ import annotations

import itertools
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from penchant.errors import StoreError
from penchant.puzzles import Puzzle, load_bank
from penchant.trainer.attempts import Attempt, Look, Outcome, RushRun
from penchant.trainer.next_puzzle import (
    REVIEW_AFTER,
    History,
    Pick,
    Review,
    due_reviews,
    least_seen,
    look_results,
    lowest_above,
    nearest,
    pick_next,
    review_gap,
    review_latest,
    review_queue,
    streak_floor,
)
from penchant.trainer.progress import Progress, rating_change
from penchant.trainer.ratings import Rating, rating_change_words
from penchant.trainer.stores import SCHEMA_VERSION, AttemptStore, JSONFileAttemptStore, SQLiteAttemptStore

BANK = load_bank()
MakeStore = Callable[[], AttemptStore]
Answer = Callable[[int, Pick], Outcome | None]


class Session:
    """The practice page's loop over a store: pick, record the look, answer (or skip)."""

    def __init__(self, store: AttemptStore, pool: list[Puzzle], seed: int = 0) -> None:
        self.store, self.pool, self.seed = store, pool, seed
        self.t = 1_000_000.0
        self.picks: list[Pick] = []

    def next(self, answer: Outcome | None = None) -> Pick:
        looks, attempts = self.store.load_looks(), self.store.load()
        past = History.of(looks, attempts)
        exclude = {self.picks[-1].puzzle.id} if self.picks else set()
        pick = pick_next(self.pool, past, Progress.of(attempts, self.pool),
                         random.Random(self.seed * 1_000_003 + past.looks), exclude=exclude)
        assert pick is not None
        self.t += 10
        self.store.append_look(Look(pick.puzzle.id, at=self.t))
        if answer is not None:
            self.answer(pick.puzzle.id, answer)
        self.picks.append(pick)
        return pick

    def answer(self, puzzle_id: str, outcome: Outcome) -> None:
        self.t += 1
        self.store.append(Attempt(puzzle_id, outcome, at=self.t))

    def run(self, n: int, answer: Answer) -> list[Pick]:
        for i in range(n):
            pick = self.next()
            out = answer(i, pick)
            if out is not None:
                self.answer(pick.puzzle.id, out)
        return self.picks

    @property
    def ids(self) -> list[str]:
        return [p.puzzle.id for p in self.picks]


def _returns(ids: list[str], pid: str) -> list[int]:
    """How many other puzzles came between consecutive looks at ``pid``."""
    at = [i for i, x in enumerate(ids) if x == pid]
    return [b - a - 1 for a, b in itertools.pairwise(at)]


# -------------------------------------------------------------------- the store
def test_looks_and_rushes_are_kept_apart_from_attempts_and_survive_a_reopen(make_store: MakeStore) -> None:
    s = make_store()
    s.append(Attempt("barring-001", "missed", "yes", 3.0, at=10.0))
    s.append_look(Look("barring-001", at=9.0))
    s.append_look(Look("trump-001", at=12.0, mode="rush"))
    s.append_rush(RushRun(7, 3, 96.5, "misses", at=20.0))
    s.close()
    again = make_store()
    assert [a.puzzle_id for a in again.load()] == ["barring-001"]
    assert again.load_looks() == [Look("barring-001", 9.0, "near"), Look("trump-001", 12.0, "rush")]
    assert again.load_rushes() == [RushRun(7, 3, 96.5, "misses", 20.0)]


def test_an_old_sqlite_file_is_migrated_and_keeps_its_attempts(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    raw = sqlite3.connect(path)
    raw.executescript("CREATE TABLE attempts (id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL, "
                      "puzzle TEXT NOT NULL, outcome TEXT NOT NULL, answer TEXT NOT NULL DEFAULT '', "
                      "seconds REAL NOT NULL DEFAULT 0, cost TEXT NOT NULL DEFAULT '');"
                      "INSERT INTO attempts (at, puzzle, outcome) VALUES (5.0, 'barring-001', 'solved_first');")
    raw.commit()
    assert raw.execute("PRAGMA user_version").fetchone()[0] == 0
    raw.close()
    s = SQLiteAttemptStore(path)
    assert s.schema_version == SCHEMA_VERSION == 3  # 2 kept looks and rushes, 3 the games dealt
    assert [a.outcome for a in s.load()] == ["solved_first"]
    assert s.load_looks() == [] and s.load_rushes() == []
    s.append_look(Look("barring-014", at=6.0))
    s.close()
    assert SQLiteAttemptStore(path).load_looks() == [Look("barring-014", 6.0)]


def test_a_newer_sqlite_file_is_refused_and_says_why(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    SQLiteAttemptStore(path).close()
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA user_version = 99")
    raw.commit()
    raw.close()
    with pytest.raises(StoreError, match=r"schema version 99, newer than this penchant's 3"):
        SQLiteAttemptStore(path)


def test_an_old_json_file_reads_and_new_lines_do_not_disturb_old_readers(tmp_path: Path) -> None:
    path = tmp_path / "p.jsonl"
    path.write_text('{"puzzle":"barring-001","outcome":"missed","at":5.0}\n{"look":"torn', encoding="utf-8")
    s = JSONFileAttemptStore(path)
    s.append_look(Look("barring-001", at=6.0))
    s.append_rush(RushRun(2, 1, 180.0, "time", at=7.0))
    assert [a.outcome for a in s.load()] == ["missed"]
    assert s.load_looks() == [Look("barring-001", 6.0)]
    assert s.load_rushes() == [RushRun(2, 1, 180.0, "time", 7.0)]
    # An attempt reader that knows nothing of looks and rushes (an older penchant) skips their lines.
    import json

    from penchant.errors import InvalidRecordError

    kinds = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            kinds.append(Attempt.from_json(json.loads(line)).outcome)
        except (json.JSONDecodeError, InvalidRecordError):
            kinds.append("skipped")
    assert kinds == ["missed", "skipped", "skipped", "skipped"]


def test_the_json_store_reads_what_another_kernel_adds_even_a_line_caught_half_written(tmp_path: Path) -> None:
    path = tmp_path / "p.jsonl"
    mine, other = JSONFileAttemptStore(path), JSONFileAttemptStore(path)
    mine.append_look(Look("barring-001", at=1.0))
    assert other.load_looks() == [Look("barring-001", 1.0)]
    other.append(Attempt("barring-001", "missed", at=2.0))
    with open(path, "a", encoding="utf-8") as f:  # a third writer, caught mid-line
        f.write('{"look":"trump-001","at":3.0,')
    assert [a.outcome for a in mine.load()] == ["missed"] and len(mine.load_looks()) == 1
    with open(path, "a", encoding="utf-8") as f:
        f.write('"mode":"near"}')  # complete, though without its newline yet
    assert mine.load_looks() == [Look("barring-001", 1.0), Look("trump-001", 3.0)]
    mine.append_rush(RushRun(1, 0, 9.0, "stopped", at=4.0))
    assert other.load_looks()[-1] == Look("trump-001", 3.0) and other.load_rushes()[0].score == 1
    path.write_text("", encoding="utf-8")  # cut (a fresh file): read afresh
    assert other.load() == [] and other.load_looks() == []


@pytest.mark.parametrize("bad", [{"look": ""}, {"look": "x", "mode": "blitz"}, {"rush": {"score": -1}},
                                 {"rush": {"score": 1, "misses": 0, "seconds": 3, "ended": "bored"}}])
def test_a_bad_look_or_rush_is_refused_quoting_it(bad: dict[str, object]) -> None:
    from penchant.errors import InvalidRecordError

    with pytest.raises(InvalidRecordError):
        (Look if "look" in bad else RushRun).from_json(bad)  # type: ignore[attr-defined]


# ------------------------------------------------------------------ seen puzzles
def test_forty_presses_of_next_from_a_fresh_store_give_forty_distinct_puzzles(make_store: MakeStore) -> None:
    s = Session(make_store(), BANK, seed=0)
    s.run(40, lambda _i, _p: None)
    assert len(set(s.ids)) == 40
    assert all(p.reason == "new" for p in s.picks)


def test_answered_puzzles_are_seen_too_and_chapter_tries_count(make_store: MakeStore) -> None:
    store = make_store()
    pool = BANK[:12]
    store.append(Attempt(pool[0].id, "solved_first", at=1.0))  # tried in a chapter: no look
    s = Session(store, pool, seed=4)
    s.run(11, lambda i, _p: None if i % 2 else "solved_first")  # no misses: no reviews
    assert pool[0].id not in s.ids
    assert sorted(s.ids) == sorted(p.id for p in pool[1:])


def test_the_pool_exhausted_comes_round_again_least_seen_and_unsolved_first(make_store: MakeStore) -> None:
    pool = [p for p in BANK if p.kind == "decision"][:6]
    s = Session(make_store(), pool, seed=1)
    # Solve the first three on sight, skip the others: no misses, so no reviews.
    s.run(6, lambda i, _p: "solved_first" if i < 3 else None)
    assert sorted(s.ids) == sorted(p.id for p in pool)
    solved = set(s.ids[:3])
    again = [s.next() for _ in range(6)]
    assert all(p.reason == "again" for p in again)
    assert {p.puzzle.id for p in again[:3]} == {p.id for p in pool} - solved  # unsolved first
    assert {p.puzzle.id for p in again[3:]} == solved
    assert len({p.puzzle.id for p in again}) == 6


def test_least_seen_and_nearest_are_pure_and_seeded() -> None:
    pool = BANK[:20]
    prog = Progress.of([], pool)
    seen = {p.id: 1 for p in pool[:15]}
    assert {p.id for p in least_seen(pool, seen, prog)} == {p.id for p in pool[15:]}
    assert least_seen(pool, {}, prog, exclude=[p.id for p in pool]) == []
    a = [nearest(pool, prog, random.Random(7), 1500).id for _ in range(3)]
    b = [nearest(pool, prog, random.Random(7), 1500).id for _ in range(3)]
    assert a == b
    ranked = sorted(pool, key=lambda p: (abs(prog.rating_of(p.id).r - 1500), p.id))
    draws = {nearest(pool, prog, random.Random(i), 1500).id for i in range(60)}
    assert draws == {p.id for p in ranked[:5]}


def test_the_same_store_and_seed_pick_the_same_puzzles(make_store: MakeStore, tmp_path: Path) -> None:
    a = Session(make_store(), BANK, seed=9)
    a.run(15, lambda i, _p: "missed" if i % 4 == 0 else None)
    b = Session(JSONFileAttemptStore(tmp_path / "other.jsonl"), BANK, seed=9)
    b.run(15, lambda i, _p: "missed" if i % 4 == 0 else None)
    assert a.ids == b.ids
    c = Session(JSONFileAttemptStore(tmp_path / "third.jsonl"), BANK, seed=10)
    c.run(15, lambda i, _p: "missed" if i % 4 == 0 else None)
    assert c.ids != a.ids


# ------------------------------------------------------------------ the reviews
def test_a_miss_returns_after_three_others_then_on_a_growing_interval_until_solved(make_store: MakeStore) -> None:
    s = Session(make_store(), BANK, seed=2)
    first = s.next("missed").puzzle.id

    def answer(_i: int, p: Pick) -> Outcome | None:
        if p.puzzle.id != first:
            return None
        looks = s.ids.count(first)
        return "missed" if looks <= 4 else "solved_after_miss"  # missed on three returns, then solved

    s.run(80, answer)
    gaps = _returns(s.ids, first)
    assert gaps[:4] == [3, 6, 12, 24]  # review_gap(1..4)
    assert len(gaps) == 4  # solved on its fourth return: it stays away (the pool is far from exhausted)
    assert all(p.reason == "review" for p in s.picks if p.puzzle.id == first and p is not s.picks[0])


def test_solved_after_a_miss_on_the_same_look_still_comes_back(make_store: MakeStore) -> None:
    s = Session(make_store(), BANK, seed=3)
    p = s.next("missed").puzzle.id
    s.answer(p, "solved_after_miss")  # the retry on the same look does not clear the review
    s.run(10, lambda _i, q: "solved_after_miss" if q.puzzle.id == p else None)
    assert _returns(s.ids, p) == [REVIEW_AFTER]


def test_a_skipped_review_waits_again_and_a_shown_solution_counts_as_a_miss(make_store: MakeStore) -> None:
    s = Session(make_store(), BANK, seed=5)
    p = s.next("shown").puzzle.id
    s.run(20, lambda _i, q: None)  # its return is skipped: it comes back after the same wait
    assert _returns(s.ids, p)[:2] == [3, 3]


@pytest.mark.parametrize("miss_rate", [0.3, 0.7, 1.0])
def test_every_miss_returns_within_its_window_even_when_most_are_missed(miss_rate: float) -> None:
    """The n-th miss in a row of a puzzle brings it back after review_gap(n) to review_latest(n) others:
    3 to 15 the first time (6 to 30, 12 to 60 ...), however many other misses wait with it."""
    from penchant.trainer.stores import MemoryAttemptStore

    rng = random.Random(int(miss_rate * 10))
    s = Session(MemoryAttemptStore(), BANK, seed=6)
    s.run(200, lambda _i, _p: "missed" if rng.random() < miss_rate else "solved_first")
    past = History.of(s.store.load_looks(), s.store.load())
    in_a_row: dict[str, int] = {}
    checked = 0
    for r in past.results:
        if r.first not in ("missed", "shown"):
            in_a_row.pop(r.puzzle_id, None)
            continue
        n = in_a_row[r.puzzle_id] = in_a_row.get(r.puzzle_id, 0) + 1
        later = [x for x in past.results[r.index + 1:] if x.puzzle_id == r.puzzle_id]
        if not later:
            assert len(past.results) - r.index - 1 <= review_latest(n)  # not yet overdue
            continue
        others = later[0].index - r.index - 1
        assert review_gap(n) <= others <= review_latest(n), (r, n, others)
        checked += 1
    assert checked >= 20


def test_review_queue_and_due_reviews_are_pure() -> None:
    looks = [Look("a", at=1), Look("b", at=2), Look("c", at=3), Look("d", at=4), Look("a", at=5)]
    attempts = [Attempt("a", "missed", at=1.5), Attempt("a", "solved_after_miss", at=1.6),
                Attempt("c", "solved_first", at=3.5), Attempt("a", "missed", at=5.5)]
    res = look_results(looks, attempts)
    assert [r.first for r in res] == ["missed", None, "solved_first", None, "missed"]
    q = review_queue(res)
    assert q == {"a": Review("a", 4, 2)}
    assert q["a"].due_at == 4 + 1 + 6 and q["a"].latest_at == 4 + 1 + 30
    assert due_reviews(q, 10, ["a"]) == [] and due_reviews(q, 11, ["a"]) == [q["a"]]
    assert due_reviews(q, 11, ["b"]) == []  # outside the filtered pool
    solved = look_results([*looks, Look("a", at=20)], [*attempts, Attempt("a", "solved_after_miss", at=21)])
    assert review_queue(solved) == {}
    assert [review_gap(n) for n in (1, 2, 3)] == [3, 6, 12]


def test_streak_picks_rise_above_the_floor() -> None:
    pool = BANK[:60]
    prog = Progress.of([], pool)
    assert streak_floor(1500, None) == 1250 and streak_floor(1500, 1700.0) == 1700.0
    p = lowest_above(pool, prog, random.Random(0), 1250)
    assert prog.rating_of(p.id).r > 1250
    assert all(prog.rating_of(q.id).r <= 1250 or prog.rating_of(q.id).r >= prog.rating_of(p.id).r - 60
               for q in pool)
    top = max(prog.rating_of(q.id).r for q in pool)
    assert prog.rating_of(lowest_above(pool, prog, random.Random(0), 9999).id).r == top


def test_an_empty_pool_picks_nothing_and_a_pool_of_one_serves_it_again() -> None:
    past = History.of([], [])
    assert pick_next([], past, Progress(), random.Random(0)) is None
    one = BANK[:1]
    got = pick_next(one, History.of([Look(one[0].id, at=1)], []), Progress(), random.Random(0), exclude={one[0].id})
    assert got is not None and got.puzzle == one[0] and got.reason == "again"


# ------------------------------------------------------------------- the rating
def test_the_rating_change_in_words_with_the_numbers() -> None:
    assert rating_change_words(Rating(1500), Rating(1512.4)) == "Rating 1500 → 1512 (+12)"
    assert rating_change_words(1500.2, 1487.6) == "Rating 1500 → 1488 (−12)"
    assert rating_change_words(1500, 1500.3) == "Rating 1500 → 1500 (±0)"


def test_rating_change_is_that_of_the_last_attempt_only_when_rated() -> None:
    a = [Attempt("barring-001", "missed", at=1.0)]
    before, after = rating_change(a) or (None, None)
    assert before == Rating() and after is not None and after.r < 1500
    assert rating_change([*a, Attempt("barring-001", "solved_after_miss", at=2.0)]) is None  # a retry: unrated
    assert Progress.of(a, BANK).learner == after
    odd = BANK[0].with_changes(id="mistake-1", rating=2400)  # a game's mistake puzzle, not in the bank
    hard = rating_change([Attempt("mistake-1", "missed", at=1.0)], [odd])
    easy = rating_change([Attempt("mistake-1", "missed", at=1.0)])
    assert hard is not None and easy is not None and hard[1].r > easy[1].r  # a miss on a hard one costs less
