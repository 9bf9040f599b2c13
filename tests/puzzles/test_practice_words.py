"""What the practice page says of a puzzle and of a learner's run (issue #23): a puzzle's title, name, rating and
difficulty, each when it is true; where the easiest-first, streak and rush lines come from; a puzzle solved on a
chapter's page counted here."""

from __future__ import annotations

import re

from practice_page import BANK, FakeClock, MakeStore, miss, solve

from penchant.english.numbers import number_words
from penchant.puzzles import analyse, load_drills
from penchant.trainer.attempts import Attempt
from penchant.trainer.progress import Progress
from penchant.trainer.rush import (
    RUSH_MISSES,
    RUSH_SECONDS,
    rush_pool,
)
from penchant_widgets.puzzles.practice import PracticeApp


def test_a_puzzles_name_is_said_only_once_it_is_solved_or_shown(make_store: MakeStore) -> None:
    # "When to declare · Fixing trump" over "Q♥ J♣ (penchant) / Q♥ Q♣ (pair) / Nothing now" names the answer's idea
    from penchant.puzzles.words.position import plain_title
    from penchant_widgets.puzzles.practice import UNNAMED

    app = PracticeApp(store=make_store(), seed=0)
    app.kind.value = "timing"
    p = app.current
    assert p is not None and app.board is not None
    name = plain_title(p.title)
    assert name not in app.board.header.value and UNNAMED in app.board.header.value
    miss(app)  # a miss gives nothing away
    assert name not in app.board.header.value and UNNAMED in app.board.header.value
    assert not any(t in app.board.feedback.value for t in ("What this puzzle is about",))
    solve(app)
    assert name in app.board.header.value and UNNAMED not in app.board.header.value
    app.next_puzzle()
    q = app.current
    assert q is not None and app.board is not None and UNNAMED in app.board.header.value
    app.board.hint_button.click()
    while app.board.solution_button.layout.display == "none" and app.board.hint_button.layout.display != "none":
        app.board.hint_button.click()
    app.board.show_solution()
    assert plain_title(q.title) in app.board.header.value


def test_a_puzzles_rating_stays_as_it_was_served_until_the_learner_moves_on(make_store: MakeStore) -> None:
    # "rated 1619 ●●●○○" became "rated 1671 ●●●●○" right after one miss
    from penchant.puzzles.levels import level_of

    app = PracticeApp(store=make_store(), seed=0)
    p = app.current
    assert p is not None and app.board is not None
    served = round(app.progress.rating_of(p.id).r)
    stars = "●" * level_of(served) + "○" * (5 - level_of(served))
    assert f"rated {served}" in app.board.header.value and stars in app.board.header.value
    miss(app)
    assert round(app.progress.rating_of(p.id).r) != served  # the miss moved it in the numbers...
    assert f"rated {served}" in app.board.header.value and stars in app.board.header.value  # ...not on the board
    assert f"rated {round(app.progress.rating_of(p.id).r)}" not in app.board.header.value
    assert "until you move on" in app.why.value  # and the page says why the number can change next time


def test_a_puzzles_difficulty_is_said_in_words_and_its_number_one_click_away(make_store: MakeStore) -> None:
    """A newcomer met "End-games · rated 1528" with no context: the title says the difficulty in the words the page
    teaches (the level of its dots; once the learner's rating is settled, against it), the number is in "What is
    the rating?", as it was served."""
    from penchant.puzzles.levels import level_of
    from penchant_widgets.puzzles.rating_words import puzzle_level_words

    app = PracticeApp(store=make_store(), seed=0)
    p = app.current
    assert p is not None and app.board is not None
    served = round(app.progress.rating_of(p.id).r)
    head = app.board.header.value.partition('class="pt-board-title">')[2]
    title = re.sub(r"<[^>]+>", " ", head.partition("</div>")[0])
    assert not re.search(r"\d{3}", title), title
    assert f"level {level_of(served)} of 5" in title, title
    more = app.why.value.partition("<details")[2]
    assert f"This puzzle is rated {served}" in more, more
    miss(app)
    assert f"This puzzle is rated {served}" in app.why.value.partition("<details")[2]  # as served, until the next
    settled = Progress.of([Attempt(q.id, "solved_first", at=1.0, context="practice") for q in BANK[:10]], BANK)
    me = round(settled.learner.r)
    assert not settled.provisional
    assert puzzle_level_words(me + 40, settled) == puzzle_level_words(me - 40, settled) == "about your level"
    assert puzzle_level_words(me + 250, settled) == "harder than your rating"
    assert puzzle_level_words(me - 250, settled) == "easier than your rating"
    assert puzzle_level_words(1528, Progress.of([], BANK)) == f"level {level_of(1528)} of 5"


def test_the_rating_is_one_line_above_the_puzzle_and_explained_one_click_away(make_store: MakeStore) -> None:
    app = PracticeApp(store=make_store(), seed=0)
    line, _, more = app.why.value.partition("<details")
    assert re.sub(r"<[^>]+>", "", line).strip().count(".") == 1  # one sentence before the toggle
    assert "<summary>What is the rating?</summary>" in more and "the higher, the harder" in more


def test_the_easiest_first_says_how_easy_the_easiest_here_is(make_store: MakeStore) -> None:
    """A newcomer read "you get the easiest ones first" above a puzzle of three dots: the practice bank starts there
    (the one- and two-dot puzzles are the chapters' drills), and the line says so, with the dots the first puzzle
    wears; a settled rating no longer speaks of it."""
    from html import unescape

    from penchant.puzzles.levels import level_of

    app = PracticeApp(store=make_store(), seed=0)
    p = app.current
    assert p is not None and app.board is not None and app.progress.provisional
    easiest = min(q.rating for q in app.bank)
    assert p.rating == easiest  # easiest first
    dots = "●" * level_of(easiest) + "○" * (5 - level_of(easiest))
    line = unescape(app.why.value)
    assert dots in app.board.header.value
    assert (f"from the least hard up, now at {dots}, level {level_of(easiest)} of 5 (the lower levels are in the "
            "chapters)" in line) == (level_of(easiest) > 1)
    # said once: the list under "What is the rating?" does not say it again while the line says it (issue #31)
    assert f"The puzzles here start at {dots}. The easier ones" not in line


def test_a_new_player_gets_the_easiest_first_in_a_rush_and_a_streak_too_and_the_line_says_from_where(
        make_store: MakeStore) -> None:
    """A newcomer read "the easiest ones first, from ●●●○○", then a rush opened on a four-dot puzzle (drawn near its
    target) and a "When to declare" streak on a five-dot one: every mode serves the easiest left, a streak rising
    from it, and the line's dots are those of the easiest served now."""
    from html import unescape

    from penchant.puzzles.levels import level_of

    def dots(r: float) -> str:
        return "●" * level_of(r) + "○" * (5 - level_of(r))

    clock = FakeClock()
    app = PracticeApp(store=make_store(), seed=3, clock=clock)
    app.mode.value = "rush"
    app.start_rush()
    assert app.current is not None and app.progress.provisional
    pool = rush_pool(BANK)
    assert app.current.rating == min(p.rating for p in pool), app.current.rating
    first = app.current
    solve(app)
    assert app.current is not None and app.current.rating == min(p.rating for p in pool if p != first)
    streak = PracticeApp(store=make_store(), seed=4)
    streak.kind.value = "timing"  # the two-puzzle "When to declare": the easier served, seen
    seen = streak.current
    assert seen is not None and seen.rating == min(p.rating for p in BANK if p.kind == "timing")
    streak.mode.value = "streak"
    p = streak.current
    assert p is not None and p != seen and streak.progress.provisional
    # the one left is the harder: the line says so, not "from ●●●○○"
    assert f"least hard up, now at {dots(streak.progress.rating_of(p.id).r)}, level" in unescape(streak.why.value)
    fresh = PracticeApp(store=make_store(), seed=5)
    fresh.kind.value = "decision"
    fresh.mode.value = "streak"
    q = fresh.current  # a streak opens on the easiest not yet seen, not on a draw above its floor
    assert q is not None
    unseen = [x for x in BANK if x.kind == "decision" and fresh.past.seen.get(x.id, 0) == 0 and x != q]
    assert unseen and q.rating <= min(x.rating for x in unseen)


def test_streak_rush_and_the_run_of_first_tries_are_said_where_they_first_show(make_store: MakeStore) -> None:
    """A newcomer met "Streak", "Rush" and "first-try run 0, best 0" with nothing saying what they were: the modes
    are said in a line under their buttons, one short idea each, the detail one click away; the run's badge says
    itself in words."""
    from support import classes

    from penchant_widgets.puzzles.mode_words import mode_points

    app = PracticeApp(store=make_store(), seed=0)
    kids = list(app.children)
    controls = next(k for k in kids if "pt-practice-controls" in classes(k))
    said = app.modes.value
    assert kids.index(app.modes) == kids.index(controls) + 1, "just under the buttons"
    line = re.sub(r"<details.*?</details>", "", said, flags=re.S)
    for mode in ("Near my rating", "Streak", "Rush"):
        assert f"<b>{mode}</b>:" in line, mode
    assert f"{round(RUSH_SECONDS / 60)} minutes" in line and "first miss" in line
    assert "<details" in said and all(p in said for p in mode_points())
    more = " ".join(mode_points()).lower()
    assert "in a row" in more and f"{number_words(RUSH_MISSES)} misses" in more
    assert "first-try run" not in app.rating.value
    assert "solved in a row at the first try: 0" in app.rating.value
    solve(app)
    assert "solved in a row at the first try: 1" in app.rating.value
    app.mode.value = "streak"
    assert "this streak: 0 in a row" in app.rating.value


def test_the_practice_words_stay_true_after_a_stopped_rush_and_a_retry(make_store: MakeStore) -> None:
    """A newcomer's practice page: after Stop the rush's clock stayed up ("2:13" left, as if it ran on); a puzzle
    missed then solved on the retry was listed under "1 missed puzzle to review" beside its solve; and the level
    line read "easiest puzzles first: ●●●○○, level 3 of 5", the easiest at level 3 of 5 (a contradiction)."""
    from html import unescape

    clock = FakeClock()
    app = PracticeApp(store=make_store(), seed=3, clock=clock)
    line = unescape(app.why.value).split("<details")[0]
    assert "easiest" not in line and "from the least hard up, now at" in line, line
    app.mode.value = "rush"
    app.start_rush()
    clock.now += 47
    app.tick()
    assert "pt-rush-clock" in app.rush_clock.value
    app.stop_rush()
    assert app.rush is not None and app.rush.over
    assert "pt-rush-clock" not in app.rush_clock.value and "Solved" in app.rush_clock.value, app.rush_clock.value
    retry = PracticeApp(store=make_store(), seed=1, bank=[p for p in BANK if p.answer_form == "choice"])
    miss(retry)
    solve(retry)
    assert retry.progress.state(retry.current.id).solved  # type: ignore[union-attr]
    assert "missed" not in retry.rating.value.split("pt-practice-reviews", 1)[-1].split("</span>")[0]


def test_a_puzzle_solved_on_a_chapter_page_counts_on_the_practice_page(make_store: MakeStore) -> None:
    """A newcomer solved chapter 10's five review puzzles and practice said "1 of 65 solved": four of them are the
    chapters' puzzles, which practice does not serve, and only its own were counted. The one store is read alike:
    practice counts the chapters' puzzles solved too, so the five show."""
    from penchant_widgets.puzzles.board import PuzzleBoard

    review = ["barring-026", "declaration-027", "trump-019", "endgame-038", "scoring-011"]
    store = make_store()
    board = PuzzleBoard(review, store=store)
    for i, pid in enumerate(review):
        board.show(i)
        best = analyse(board.puzzle).best
        result = board.answer(best[0] if board.puzzle.answer_form != "choices" else list(best))
        assert result is not None and result.correct, pid
    text = re.sub(r"<[^>]+>", " ", PracticeApp(store=store, seed=0).rating.value)
    ours = [p for p in review if p in {b.id for b in BANK}]
    # said as where they were solved: none on this page yet ("2 of 65 practice puzzles solved" read as practice done)
    # short and plain on a phone (issue #31), what each counts in full in its title
    # each count named by the puzzles it counts, so the two read apart (issue #31)
    assert f"this page's puzzles: {len(ours)} of {len(BANK)} solved" in text, text
    assert f"the chapters' own puzzles: {len(review) - len(ours)} of {len(load_drills())} solved" in text, text
    badges = PracticeApp(store=store, seed=0).rating.value
    assert "solved here or in the chapters" in badges and "which the chapters ask and this page does not" in badges
    # two counts of two things, each named in a newcomer's words (not "practice puzzles solved", "chapter-only")
    assert "chapter-only" not in text and "practice puzzles solved" not in text, text
