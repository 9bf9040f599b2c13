"""The practice session (:class:`penchant.trainer.session.PracticeSession`) keeps the practice page's mode, streak,
rush and puzzle, and works out the picker's inputs: the page asks it for the next puzzle in one call and renders.
The review found the page keeping all of it in plain attributes and calling the picker itself."""

from __future__ import annotations

import itertools

import pytest

from penchant.errors import PenchantError
from penchant.puzzles import analyse, check, load_bank
from penchant.trainer.rush import rush_pool
from penchant.trainer.session import PracticeSession
from penchant.trainer.stores import MemoryAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.practice import PracticeApp

BANK = load_bank()


def _session(seed: int = 0) -> PracticeSession:
    store = MemoryAttemptStore()
    return PracticeSession(Trainer(store, BANK, context="practice", bank=BANK), BANK, seed)


def test_next_serves_a_puzzle_of_the_filters_and_never_the_one_on_the_page() -> None:
    s = _session()
    kind = BANK[0].kind
    seen = []
    for _ in range(6):
        served = s.next(kind)
        assert served is not None and served.pick is not None and served.mode == "near"
        assert served.pick.puzzle.kind == kind and s.current is served.pick.puzzle
        assert s.trainer.serving is not None and s.trainer.serving.puzzle_id == served.pick.puzzle.id
        seen.append(served.pick.puzzle.id)
    assert all(a != b for a, b in itertools.pairwise(seen))
    assert s.past.looks == 5  # each Next kept the look at the puzzle it replaced


def test_the_same_seed_and_store_pick_the_same() -> None:
    runs = []
    for _ in range(2):
        s = _session(7)
        runs.append([served.pick.puzzle.id for served in (s.next(), s.next(), s.next())
                     if served is not None and served.pick is not None])
    assert len(runs[0]) == 3 and runs[0] == runs[1]


def test_no_puzzle_of_the_filters_is_said_not_raised() -> None:
    served = _session().next("endgame", "no such theme")
    assert served is not None and served.pick is None


def test_a_streak_rises_and_the_first_miss_ends_it() -> None:
    s = _session()
    s.choose_mode("streak")
    served = s.next()
    assert served is not None and served.pick is not None and served.mode == "streak"
    p = served.pick.puzzle
    got = s.trainer.answer(p, analyse(p).best[0].split(" | ") if p.answer_form == "cards" else analyse(p).best[0])
    counted = s.answered(got, 0.0)
    assert counted.counted == "streak" and s.streak.run == 1 and counted.said
    nxt = s.next()
    assert nxt is not None and nxt.pick is not None
    assert s.progress.rating_of(nxt.pick.puzzle.id).r >= s.streak.floor(s.progress.learner.r) - 1e-9


def test_a_rush_runs_by_the_time_given_and_is_kept() -> None:
    s = _session()
    s.choose_mode("rush")
    assert s.next() is None and s.tick(0.0) is None  # no rush runs yet: nothing served
    s.start_rush(100.0)
    served = s.next()
    assert served is not None and served.pick is not None and served.mode == "rush"
    assert served.pick.puzzle in rush_pool(BANK)
    p = served.pick.puzzle
    wrong = next(c for c in [*p.choices, "0", "99"] if not check(p, c).correct) if p.choices else "99"
    counted = s.answered(s.trainer.answer(p, wrong), 110.0)
    assert counted.counted == "rush" and s.rush is not None and s.rush.misses == 1
    ticked = s.tick(100.0 + 10**6)
    assert ticked is not None and ticked.over and s.tick(10**7) is None
    kept = s.keep_rush()
    assert kept.run.misses == 1 and s.trainer.rushes()[-1] == kept.run


def test_a_rush_never_run_is_not_kept() -> None:
    with pytest.raises(PenchantError):
        _session().keep_rush()


def test_the_page_asks_the_session() -> None:
    app = PracticeApp(store=MemoryAttemptStore(), seed=0)
    assert app.current is app.session.current and app.current is not None
    assert app.board is not None and app.board.puzzles == [app.current]
    before = app.current
    assert app.next_puzzle() is app.session.current and app.current is not before
    app.mode.value = "streak"
    assert app.session.mode == "streak" and app.streak_mode


def test_the_practice_session_is_made_by_the_engine_over_the_puzzles_served_under_the_rules() -> None:
    from penchant.errors import PuzzleError
    from penchant.trainer.session import practice_bank, practice_session

    foster = practice_session(MemoryAttemptStore(), "foster")
    assert foster.bank == practice_bank("foster")
    assert len(foster.bank) < len(practice_bank("kandell")) <= len(BANK)
    app = PracticeApp(store=MemoryAttemptStore(), rules="foster")
    assert [p.id for p in app.bank] == [p.id for p in foster.bank]
    with pytest.raises(PuzzleError, match="rules 'foster' serve no puzzle"):
        practice_session(MemoryAttemptStore(), "foster", [])


def test_a_rush_kept_too_soon_is_refused_by_its_own_error_quoting_it() -> None:
    from penchant.errors import RushNotOverError
    from penchant.trainer.rush import Rush

    with pytest.raises(RushNotOverError) as never_run:
        _session().keep_rush()
    assert never_run.value.given is None and str(never_run.value).startswith("None is not a rush")
    running = Rush(5.0, score=2)
    with pytest.raises(RushNotOverError) as too_soon:
        running.run()
    assert too_soon.value.given is running
    assert str(too_soon.value) == f"{running!r} is not over: a rush is kept once it is over"
    assert "score=2" in repr(running) and "…" not in str(too_soon.value)  # quoted whole
