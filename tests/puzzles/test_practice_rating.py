"""The practice page's rating (issue #23): why a first visit does not show 1500, what the rating is, one short
idea at a time, and the chapters' puzzles counted for progress, not the rating."""

from __future__ import annotations

import re

from practice_page import BANK, MakeStore

from penchant.trainer.attempts import Attempt
from penchant.trainer.history import history_rows
from penchant.trainer.progress import Progress
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.practice import PracticeApp
from penchant_widgets.puzzles.rating_words import rating_explained


def test_the_chapters_puzzles_count_for_progress_not_the_rating(make_store: MakeStore) -> None:
    store = make_store()
    store.append(Attempt("barring-001", "missed", at=1.0, context="chapter"))  # a chapter's board
    store.append(Attempt("barring-014", "missed", at=2.0, context="chapter"))
    app = PracticeApp(store=store, seed=7)
    assert app.progress.learner.r == 1500 and app.progress.rated == 0
    assert app.progress.state("barring-001").status == "missed"  # progress
    assert "Your rating: not settled yet (0 of 10 puzzles)" in app.rating.value
    assert "Only practice counts" in app.why.value and "not shown as a number yet" in app.why.value


def test_the_rating_is_explained_and_provisional_until_ten_puzzles() -> None:
    prog = Progress.of([Attempt(p.id, "missed", at=1.0, context="practice") for p in BANK[:9]], BANK)
    assert prog.provisional and "9 so far" in rating_explained(prog)
    prog.add(Attempt(BANK[9].id, "solved_first", at=2.0, context="practice"))
    assert not prog.provisional and "provisional" not in rating_explained(prog)


def test_what_the_rating_is_reads_one_short_idea_at_a_time(make_store: MakeStore) -> None:
    """"What is the rating?" was one dense paragraph of jargon (provisional, streak, rush, filter, "a puzzle keeps the
    rating it had when…"): a newcomer needs short sentences, one idea each, in words he has met."""
    from penchant_widgets.puzzles.rating_words import rating_points

    jargon = re.compile(r"provisional|streak|rush|filter|mode|Glicko|deviation", re.IGNORECASE)
    for prog in (Progress.of([], BANK),
                 Progress.of([Attempt(p.id, "solved_first", at=1.0, context="practice") for p in BANK[:10]], BANK)):
        points = rating_points(prog, 3)
        for point in points:
            assert not jargon.search(point), point
            sentences = [t for t in re.split(r"(?<=[.:])\s+", point) if t]
            assert len(sentences) <= 2, point
            assert all(len(t.split()) <= 16 for t in sentences), point
    app = PracticeApp(store=make_store(), seed=0)
    more = app.why.value.partition("<details")[2]
    assert app.board is not None
    assert more.count("<li>") == len(rating_points(app.progress, app.easiest, app.board.rated_at_open)) <= 7, more


def test_what_the_rating_is_does_not_say_the_line_above_it_again(make_store: MakeStore) -> None:
    """"What is the rating?" opened fifteen points, one of them the line above it again ("Your rating settles after
    10 puzzles" twice, issue #31): a few points, none the line's words again."""
    app = PracticeApp(store=make_store(), seed=0)
    line, _, more = app.why.value.partition("<details")
    said = re.sub(r"<[^>]+>", " ", line)
    assert "settles after" in said
    points = re.findall(r"<li>(.*?)</li>", more)
    assert 4 <= len(points) <= 7, points
    assert not any("settles after" in p for p in points), points
    assert len(set(points)) == len(points), points


def test_the_memory_store_also_runs_the_page() -> None:
    app = PracticeApp(store=MemoryAttemptStore(), seed=0)
    assert app.current is not None and app.store.load_looks() == []  # on the page, not acted on yet
    first = app.current
    app.next_puzzle()
    assert [look.puzzle_id for look in app.store.load_looks()] == [first.id]


def test_the_history_shows_no_number_while_the_rating_is_provisional() -> None:
    # the page says a provisional rating "is not shown as a number yet": its history agrees
    attempts = [Attempt(p.id, "solved_first", at=float(i), context="practice") for i, p in enumerate(BANK[:11])]
    rows = history_rows(attempts, BANK)
    assert [r.provisional for r in rows] == [True] * 9 + [False] * 2
    store = MemoryAttemptStore()
    for a in attempts[:2]:
        store.append(a)
    assert ">provisional</td>" in PracticeApp(store=store, seed=0).history_html()


# --------------------------------------------------------------- a new player
